import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ActionNotificationItem } from '@energiek/contracts/notifications';
import type { Executor as Database } from '@energiek/db/client';
import { actionNotifications, customers, users } from '@energiek/db/schema/index';
import { setNotificationRead } from '../../lib/notification-rows.ts';
import { mayReceive } from './notifications.access.ts';

// Drizzle only: the signed-in user's own notifications, scoped by user_id in every query, and only those
// the user may still see (notifications.access.ts): access lost is notifications gone.

const actors = alias(users, 'actors');

const visibleOf = (userId: number) =>
  and(
    eq(actionNotifications.userId, userId),
    mayReceive(actionNotifications.userId, actionNotifications.customerId, actionNotifications.actionId),
  );

/** 'Anna Jansen' → 'AJ'; a deleted actor has no initials. */
export function initialsOf(firstName: string | null, lastName: string | null): string {
  const last = (lastName ?? '').trim().split(/\s+/).pop() ?? '';
  return `${(firstName ?? '').trim().charAt(0)}${last.charAt(0)}`.toUpperCase();
}

export async function listActionNotifications(
  db: Database,
  userId: number,
  page: number,
  limit: number,
): Promise<{ items: ActionNotificationItem[]; total: number }> {
  const [totalRow] = await db.select({ total: count() }).from(actionNotifications).where(visibleOf(userId));
  const rows = await db
    .select({
      notification: actionNotifications,
      actorFirstName: actors.firstName,
      actorLastName: actors.lastName,
      customerName: customers.name,
    })
    .from(actionNotifications)
    .innerJoin(customers, eq(customers.id, actionNotifications.customerId))
    .leftJoin(actors, eq(actors.id, actionNotifications.actorId))
    .where(visibleOf(userId))
    .orderBy(desc(actionNotifications.createdAt), desc(actionNotifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const items = rows.map(({ notification: n, actorFirstName, actorLastName, customerName }) => ({
    id: n.id,
    type: n.type,
    isRead: n.isRead,
    actionBy: { initials: initialsOf(actorFirstName, actorLastName) },
    action: {
      id: n.actionId,
      customerId: n.customerId,
      deadline: n.action.deadline,
      subject: n.action.subject,
      statusName: n.action.statusName,
    },
    customer: { id: n.customerId, name: customerName },
    createdAt: n.createdAt.toISOString(),
  }));
  return { items, total: totalRow?.total ?? 0 };
}

/** Sets is_read on one of the user's own notifications; false when there is no such notification. */
export function setActionNotificationRead(
  db: Database,
  userId: number,
  id: number,
  isRead: boolean,
): Promise<boolean> {
  return setNotificationRead(db, actionNotifications, visibleOf(userId), id, isRead);
}

export function countUnreadActionNotifications(db: Database, userId: number): Promise<number> {
  return db.$count(actionNotifications, and(visibleOf(userId), eq(actionNotifications.isRead, false)));
}
