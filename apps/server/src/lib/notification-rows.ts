import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

// The rows of a user's notifications (action notifications, signal notifications): marking one read or
// unread, and the unread ones of a time window for a digest, written once for both tables.

/** A notifications table: rows of a customer, with a read flag and a creation time. */
export type NotificationTable = PgTable & {
  id: PgColumn;
  customerId: PgColumn;
  isRead: PgColumn;
  createdAt: PgColumn;
};

/** Sets is_read on notification `id` among the `visible` ones; false when there is no such notification. */
export async function setNotificationRead(
  db: Executor,
  table: NotificationTable,
  visible: SQL | undefined,
  id: number,
  isRead: boolean,
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ isRead } as Record<string, unknown>)
    .where(and(eq(table.id, id), visible))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** The unread notifications created in [from, until) of these customers ('all': of every customer). */
export function unreadBetween(
  table: NotificationTable,
  window: { from: Date; until: Date },
  customerIds: 'all' | readonly number[],
): SQL | undefined {
  return and(
    eq(table.isRead, false),
    gte(table.createdAt, window.from),
    lt(table.createdAt, window.until),
    customerIds === 'all' ? undefined : inArray(table.customerId, [...customerIds]),
  );
}
