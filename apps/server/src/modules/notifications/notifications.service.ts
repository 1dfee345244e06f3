import type { ActionNotificationType } from '@energiek/contracts/notifications';
import type { Executor as Database } from '@energiek/db/client';
import { actionNotifications, type ActionNotification, type ActionSnapshot } from '@energiek/db/schema/index';
import { contextOf, publishToUser, type RealtimeHolder } from '../../lib/realtime/index.ts';
import { countUnreadActionNotifications } from './notifications.repository.ts';

// Raised by the actions area (later issues) when an action gets a comment, a new status, an assignee
// or a note. The actor never notifies themselves. Every recipient's open tabs hear of it at once
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
  holder: RealtimeHolder,
  input: RaiseActionNotificationInput,
  { db = contextOf(holder).db }: { db?: Database } = {},
): Promise<ActionNotification[]> {
  const recipients = [...new Set(input.recipientIds)].filter((id) => id !== input.actorId);
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
    await publishToUser(holder, userId, { type: 'notifications.changed', unread, reason: 'created', ids });
  }
  return rows;
}
