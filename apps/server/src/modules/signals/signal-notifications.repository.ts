import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor as Database } from '@energiek/db/client';
import { customers, signalNotifications, signals } from '@energiek/db/schema/index';
import { setNotificationRead, unreadBetween } from '../../lib/notification-rows.ts';
import { mayReceive } from '../notifications/notifications.service.ts';

// Drizzle only: the signal notifications of the bell, always of one user, and only of customers the user
// may still act for (the notifications' access rule): access lost is notifications gone.

const visibleOf = (userId: number) =>
  and(
    eq(signalNotifications.userId, userId),
    mayReceive(signalNotifications.userId, signalNotifications.customerId, null),
  );

export async function insertSignalNotifications(
  db: Database,
  rows: readonly { userId: number; customerId: number; signalId: number; reason: 'raised' | 'reopened' }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(signalNotifications)
    .values([...rows])
    .returning({ id: signalNotifications.id });
  return inserted.map((r) => r.id);
}

export async function countUnreadSignalNotifications(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signalNotifications)
    .where(and(visibleOf(userId), eq(signalNotifications.isRead, false)));
  return row?.n ?? 0;
}

export async function listSignalNotificationRows(db: Database, userId: number, page: number, limit: number) {
  const [totalRow] = await db.select({ total: count() }).from(signalNotifications).where(visibleOf(userId));
  const rows = await db
    .select({ notification: signalNotifications, signal: signals, customerName: customers.name })
    .from(signalNotifications)
    .innerJoin(signals, eq(signals.id, signalNotifications.signalId))
    .innerJoin(customers, eq(customers.id, signalNotifications.customerId))
    .where(visibleOf(userId))
    .orderBy(desc(signalNotifications.createdAt), desc(signalNotifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Marks one of the user's notifications; false when it is not theirs (or not visible to them). */
export function setSignalNotificationRead(
  db: Database,
  userId: number,
  id: number,
  isRead: boolean,
): Promise<boolean> {
  return setNotificationRead(db, signalNotifications, visibleOf(userId), id, isRead);
}

/** The user's unread signal notifications created in [from, until), of these customers, oldest first. */
export async function listUnreadSignalNotificationsBetween(
  db: Database,
  userId: number,
  window: { from: Date; until: Date },
  customerIds: 'all' | readonly number[],
) {
  if (customerIds !== 'all' && customerIds.length === 0) return [];
  return db
    .select({
      signalId: signals.id,
      customerId: signals.customerId,
      customerName: customers.name,
      module: signals.module,
      title: signals.title,
      reason: signalNotifications.reason,
      createdAt: signalNotifications.createdAt,
    })
    .from(signalNotifications)
    .innerJoin(signals, eq(signals.id, signalNotifications.signalId))
    .innerJoin(customers, eq(customers.id, signalNotifications.customerId))
    .where(and(visibleOf(userId), unreadBetween(signalNotifications, window, customerIds)))
    .orderBy(asc(signalNotifications.createdAt), asc(signalNotifications.id));
}
