import type {
  SignalModule,
  SignalNotificationItem,
  SignalNotificationList,
  SignalRule,
  SignalStatus,
} from '@energiek/contracts/signals';
import type { Executor as Database } from '@energiek/db/client';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { notFound } from '../../lib/http-errors.ts';
import {
  countUnreadSignalNotifications,
  insertSignalNotifications,
  listSignalNotificationRows,
  setSignalNotificationRead,
} from './signal-notifications.repository.ts';

// The bell's signal notifications (issue 30, Notifications): a new or reopened signal is stored for each
// recipient (the customer's account manager and assigned admins), read or unread, so it survives a reload
// and goes into the daily digest. The live part is the signals.changed event of signals.apply.ts.

/** Stores one notification per recipient and signal; answers their ids. */
export async function storeSignalNotifications(
  db: Database,
  input: {
    customerId: number;
    recipientIds: readonly number[];
    created: readonly number[];
    reopened: readonly number[];
  },
): Promise<number[]> {
  const rows = input.recipientIds.flatMap((userId) => [
    ...input.created.map((signalId) => ({
      userId,
      customerId: input.customerId,
      signalId,
      reason: 'raised' as const,
    })),
    ...input.reopened.map((signalId) => ({
      userId,
      customerId: input.customerId,
      signalId,
      reason: 'reopened' as const,
    })),
  ]);
  return insertSignalNotifications(db, rows);
}

/** GET signal-notifications: a page of the actor's own, newest first, with the unread count. */
export async function listSignalNotifications(
  ctx: ServiceContext,
  actor: Actor,
  { page, limit }: { page: number; limit: number },
): Promise<SignalNotificationList> {
  const [{ rows, total }, unread] = await Promise.all([
    listSignalNotificationRows(ctx.db, actor.user.id, page, limit),
    countUnreadSignalNotifications(ctx.db, actor.user.id),
  ]);
  const data: SignalNotificationItem[] = rows.map(({ notification: n, signal: s, customerName }) => ({
    id: n.id,
    reason: n.reason as SignalNotificationItem['reason'],
    isRead: n.isRead,
    signal: {
      id: s.id,
      customerId: s.customerId,
      module: s.module as SignalModule,
      rule: s.rule as SignalRule,
      title: s.title,
      severity: s.severity,
      status: s.status as SignalStatus,
    },
    customer: { id: n.customerId, name: customerName },
    createdAt: n.createdAt.toISOString(),
  }));
  return { data, meta: { ...pageMeta(page, limit, total), unread } };
}

/** POST signal-notifications/{id}/mark-as-read|mark-as-unread: only the actor's own (else 404). */
export async function markSignalNotification(
  ctx: ServiceContext,
  actor: Actor,
  { id, isRead }: { id: number; isRead: boolean },
): Promise<void> {
  if (!(await setSignalNotificationRead(ctx.db, actor.user.id, id, isRead))) throw notFound();
}

export { countUnreadSignalNotifications };
