import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor as Database } from '@energiek/db/client';
import { actions, adminCustomerAssignments, customers, users } from '@energiek/db/schema/index';

// Notifications never outlive access (docs/permissions.md "Tenancy"): a user sees, counts and receives
// notifications only of customers they may act for now, and customer staff never of an internal note.
// The rule is SQL so that the list, the counters and the raise share it, whoever asks.

/**
 * True when the user of `userId` may see a notification about `customerId` (and the action `actionId`):
 * customer staff of that customer, unless the action is an internal note; admins who may switch to every
 * customer, are assigned to it, or manage it.
 */
export function mayReceive(
  userId: AnyPgColumn | number,
  customerId: AnyPgColumn | number,
  actionId: AnyPgColumn | number | null,
): SQL {
  // Actions and notes are internal unless marked "zichtbaar voor klant" (issue 31).
  const internalNote =
    actionId === null
      ? sql`false`
      : sql`exists (select 1 from ${actions} where ${actions.id} = ${actionId} and ${actions.visibleToCustomer} = false)`;
  return sql`exists (select 1 from ${users} where ${users.id} = ${userId} and (
    (${users.type} = 'customer' and ${users.customerId} = ${customerId} and not ${internalNote})
    or (${users.type} = 'admin' and (
      ${users.canSwitch}
      or exists (select 1 from ${adminCustomerAssignments} where ${adminCustomerAssignments.userId} = ${users.id} and ${adminCustomerAssignments.customerId} = ${customerId})
      or exists (select 1 from ${customers} where ${customers.id} = ${customerId} and ${customers.accountManagerId} = ${users.id})
    ))
  ))`;
}

/** Those of `userIds` who may receive a notification about this customer and action. */
export async function recipientsWithAccess(
  db: Database,
  userIds: readonly number[],
  customerId: number,
  actionId: number | null,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  // An alias: the rule's own subquery reads `users`.
  const recipients = alias(users, 'recipients');
  const rows = await db
    .select({ id: recipients.id })
    .from(recipients)
    .where(and(inArray(recipients.id, [...userIds]), mayReceive(recipients.id, customerId, actionId)));
  const allowed = new Set(rows.map((row) => row.id));
  // Keep the callers' order.
  return userIds.filter((id) => allowed.has(id));
}
