import type { ActionNotificationType } from '@energiek/contracts/action-notifications';
import type { Executor as Database } from '@energiek/db/client';
import { actionNotifications, type ActionNotification, type ActionSnapshot } from '@energiek/db/schema/index';

// Raised by the actions area (later issues) when an action gets a comment, a new status, an assignee
// or a note. The actor never notifies themselves.

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

export async function raiseActionNotification(
  db: Database,
  input: RaiseActionNotificationInput,
): Promise<ActionNotification[]> {
  const recipients = [...new Set(input.recipientIds)].filter((id) => id !== input.actorId);
  if (recipients.length === 0) return [];
  return db
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
}
