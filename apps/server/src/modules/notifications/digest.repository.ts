import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor as Database } from '@energiek/db/client';
import { actionNotifications, customers, notificationDigests, users } from '@energiek/db/schema/index';
import { actableCustomerIds } from '../../core/tenancy.ts';
import { unreadBetween } from '../../lib/notification-rows.ts';
import { mayReceive } from './notifications.access.ts';

// Drizzle only: who gets the daily digest, what goes in it, and the one-per-day claim.

const actors = alias(users, 'actors');

export type DigestRecipient = {
  id: number;
  emailAddress: string;
  firstName: string;
  type: 'admin' | 'customer';
  canSwitch: boolean;
  customerId: number | null;
};

/** Active users whose settings say e-mail notifications on, digest 'daily'. */
export function listDigestRecipients(db: Database): Promise<DigestRecipient[]> {
  return db
    .select({
      id: users.id,
      emailAddress: users.emailAddress,
      firstName: users.firstName,
      type: users.type,
      canSwitch: users.canSwitch,
      customerId: users.customerId,
    })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        sql`${users.settings} ->> 'notificationDigest' = 'daily'`,
        sql`${users.settings} -> 'emailNotifications' = 'true'::jsonb`,
      ),
    )
    .orderBy(asc(users.id));
}

/** The customers the user may act for now (the tenancy rule of plugins/authenticate.ts). */
export async function digestCustomers(db: Database, user: DigestRecipient): Promise<'all' | number[]> {
  if (user.type !== 'admin') return user.customerId === null ? [] : [user.customerId];
  if (user.canSwitch) return 'all';
  return actableCustomerIds(db, user.id);
}

/** When the user's last digest was sent (the next one starts there), or null. */
export async function lastDigestAt(db: Database, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ sentAt: notificationDigests.sentAt })
    .from(notificationDigests)
    .where(eq(notificationDigests.userId, userId))
    .orderBy(desc(notificationDigests.sentAt))
    .limit(1);
  return row?.sentAt ?? null;
}

export type DigestItem = {
  type: number;
  actionId: number | null;
  customerId: number;
  customerName: string;
  subject: string;
  actorFirstName: string | null;
  actorLastName: string | null;
  createdAt: Date;
};

/** The user's unread notifications created in [from, until) of these customers, oldest first. */
export async function listDigestItems(
  db: Database,
  userId: number,
  window: { from: Date; until: Date },
  customerIds: 'all' | number[],
): Promise<DigestItem[]> {
  if (customerIds !== 'all' && customerIds.length === 0) return [];
  const rows = await db
    .select({
      type: actionNotifications.type,
      actionId: actionNotifications.actionId,
      customerId: actionNotifications.customerId,
      customerName: customers.name,
      action: actionNotifications.action,
      actorFirstName: actors.firstName,
      actorLastName: actors.lastName,
      createdAt: actionNotifications.createdAt,
    })
    .from(actionNotifications)
    .innerJoin(customers, eq(customers.id, actionNotifications.customerId))
    .leftJoin(actors, eq(actors.id, actionNotifications.actorId))
    .where(
      and(
        eq(actionNotifications.userId, userId),
        unreadBetween(actionNotifications, window, customerIds),
        // As the bell: never an internal note for customer staff (notifications.access.ts).
        mayReceive(actionNotifications.userId, actionNotifications.customerId, actionNotifications.actionId),
      ),
    )
    .orderBy(asc(actionNotifications.createdAt), asc(actionNotifications.id));
  return rows.map(({ action, ...row }) => ({ ...row, subject: action.subject }));
}

/** Claims the user's digest of this day; false when it was sent already (a retried job). */
export async function claimDigest(
  db: Database,
  values: { userId: number; day: string; sentAt: Date; notificationCount: number },
): Promise<boolean> {
  const rows = await db
    .insert(notificationDigests)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: notificationDigests.userId });
  return rows.length > 0;
}
