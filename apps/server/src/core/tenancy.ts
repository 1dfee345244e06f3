import { eq, inArray } from 'drizzle-orm';
import type { Executor as Database } from '@energiek/db/client';
import { adminCustomerAssignments, customers } from '@energiek/db/schema/index';

/** Every customer, or this set (docs/permissions.md "Tenancy"). */
export type ActFor = 'all' | ReadonlySet<number>;

/** Whether someone who may act for `actFor` may act for this customer (tenancy). */
export function actsFor(who: { actFor: ActFor }, customerId: number): boolean {
  return who.actFor === 'all' || who.actFor.has(customerId);
}

// The customers an admin without canSwitch may act for: assigned ones and those they manage.

export async function actableCustomerIds(db: Database, userId: number): Promise<number[]> {
  return (await actableCustomerIdsOf(db, [userId])).get(userId) ?? [];
}

/** actableCustomerIds for several admins in two statements (not two per admin): user id → customer ids. */
export async function actableCustomerIdsOf(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, number[]>> {
  if (userIds.length === 0) return new Map();
  const result = new Map<number, Set<number>>(userIds.map((id) => [id, new Set()]));
  const [assigned, managed] = await Promise.all([
    db
      .select({ userId: adminCustomerAssignments.userId, id: adminCustomerAssignments.customerId })
      .from(adminCustomerAssignments)
      .where(inArray(adminCustomerAssignments.userId, [...userIds])),
    db
      .select({ userId: customers.accountManagerId, id: customers.id })
      .from(customers)
      .where(inArray(customers.accountManagerId, [...userIds])),
  ]);
  for (const row of [...assigned, ...managed]) if (row.userId !== null) result.get(row.userId)?.add(row.id);
  return new Map([...result].map(([id, customerIds]) => [id, [...customerIds]]));
}

/** Replaces the customers assigned to an admin. */
export async function setAssignedCustomers(db: Database, userId: number, customerIds: number[]) {
  await db.delete(adminCustomerAssignments).where(eq(adminCustomerAssignments.userId, userId));
  if (customerIds.length === 0) return;
  await db
    .insert(adminCustomerAssignments)
    .values([...new Set(customerIds)].map((customerId) => ({ userId, customerId })));
}

export async function assignedCustomerIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: adminCustomerAssignments.customerId })
    .from(adminCustomerAssignments)
    .where(eq(adminCustomerAssignments.userId, userId))
    .orderBy(adminCustomerAssignments.customerId);
  return rows.map((row) => row.id);
}

/** Assigns one more customer to an admin (kept when it is already assigned). */
export async function assignCustomer(db: Database, userId: number, customerId: number) {
  await db.insert(adminCustomerAssignments).values({ userId, customerId }).onConflictDoNothing();
}
