import type { ActionNotificationType } from '@energiek/contracts/notifications';
import type { Executor as Database } from '@energiek/db/client';
import { actionNotifications, type ActionNotification, type ActionSnapshot } from '@energiek/db/schema/index';
import { publishToUser } from '../../lib/realtime/index.ts';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { notFound } from '../../lib/http-errors.ts';
import { recipientsWithAccess } from './notifications.access.ts';
import {
  countUnreadActionNotifications,
  listActionNotifications,
  setActionNotificationRead,
} from './notifications.repository.ts';

// The signed-in user's own action notifications (spec §3, §4 Notification), only of customers they may
// still act for (notifications.access.ts). Raised by the actions area when an action gets a comment, a
// new status, an assignee or a note. The actor never notifies themselves, nor anyone who may not see the
// customer or (customer staff) the internal note. Every recipient's open tabs hear of it at once
// (realtime channel): the bell's unread count changes without a reload.

export type RaiseActionNotificationInput = {
  type: ActionNotificationType;
  /** The users to notify; the actor is left out, duplicates are notified once. */
  recipientIds: readonly number[];
  actorId: number;
  customerId: number;
  /** The action's id; null until the actions table exists. */
  actionId: number | null;
  /** The action as it is now: the list shows it without reading the action again. */
  action: ActionSnapshot;
  createdAt?: Date;
};

/**
 * Inserts the notifications and tells the recipients' tabs. Inside a transaction pass it as `db`: the
 * event then carries the unread count as the transaction sees it and may arrive just before the commit
 * (tabs take the count from the event and reload the list only when the bell is opened).
 */
export async function raiseActionNotification(
  ctx: ServiceContext,
  input: RaiseActionNotificationInput,
  { db = ctx.db }: { db?: Database } = {},
): Promise<ActionNotification[]> {
  const candidates = [...new Set(input.recipientIds)].filter((id) => id !== input.actorId);
  const recipients = await recipientsWithAccess(db, candidates, input.customerId, input.actionId);
  if (recipients.length === 0) return [];
  const rows = await db
    .insert(actionNotifications)
    .values(
      recipients.map((userId) => ({
        userId,
        type: input.type,
        actorId: input.actorId,
        customerId: input.customerId,
        actionId: input.actionId,
        action: input.action,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })),
    )
    .returning();
  for (const userId of recipients) {
    const unread = await countUnreadActionNotifications(db, userId);
    const ids = rows.filter((row) => row.userId === userId).map((row) => row.id);
    await publishToUser(ctx, userId, { type: 'notifications.changed', unread, reason: 'created', ids });
  }
  return rows;
}

/** GET action-notifications: a page of the actor's notifications and their unread count. */
export async function listNotifications(
  ctx: ServiceContext,
  actor: Actor,
  input: { page: number; limit: number },
) {
  const { page, limit } = input;
  const [{ items, total }, unread] = await Promise.all([
    listActionNotifications(ctx.db, actor.user.id, page, limit),
    countUnreadActionNotifications(ctx.db, actor.user.id),
  ]);
  return { data: items, meta: { ...pageMeta(page, limit, total), unread } };
}

/** Marks one of the actor's notifications (404 for anyone else's); their open tabs take the new count. */
export async function markNotification(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; isRead: boolean },
): Promise<void> {
  const userId = actor.user.id;
  if (!(await setActionNotificationRead(ctx.db, userId, input.id, input.isRead))) throw notFound();
  await publishToUser(ctx, userId, {
    type: 'notifications.changed',
    unread: await countUnreadActionNotifications(ctx.db, userId),
    reason: input.isRead ? 'read' : 'unread',
    ids: [input.id],
  });
}

/** Whether the user has unread notifications they may still see (GET counter). */
export async function hasUnreadNotifications(ctx: ServiceContext, userId: number): Promise<boolean> {
  return (await countUnreadActionNotifications(ctx.db, userId)) > 0;
}

// The front door: what other areas use of notifications besides the functions above (docs/architecture.md
// "Areas and front doors").
export { countUnreadActionNotifications, initialsOf } from './notifications.repository.ts';
// Who may see a notification about a customer (the signals' bell notifications share the rule).
export { mayReceive, recipientsWithAccess } from './notifications.access.ts';

// The signals' door: they hand the daily digest their unread signal notifications (no import loop).
export { provideDigestSignals, type DigestSignalsProvider } from './digest-sources.ts';
// The mark-as-read and mark-as-unread routes of a user's own notifications (signals' have them too).
export { registerReadMarkRoutes } from './read-mark.routes.ts';
export type { DigestSignal } from './digest.mail.ts';
