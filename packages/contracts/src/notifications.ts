import { z } from 'zod';
import { text } from './primitives.ts';
import { listMetaSchema, listQuerySchema } from './envelopes.ts';

// Action notifications (spec §3 Action notification, §4 Notification).

/** 1 new comment, 2 status changed, 3 action assigned to you, 4 new note. */
export const ACTION_NOTIFICATION_TYPES = [1, 2, 3, 4] as const;
export type ActionNotificationType = (typeof ACTION_NOTIFICATION_TYPES)[number];

export const ACTION_NOTIFICATION_TYPE_TEXT: Record<ActionNotificationType, string> = {
  1: 'Nieuwe reactie',
  2: 'Status gewijzigd',
  3: 'Actie aan jou toegewezen',
  4: 'Nieuwe notitie',
};

export const actionNotificationSchema = z
  .object({
    id: z.number().int(),
    type: z.number().int().min(1).max(4),
    isRead: z.boolean(),
    actionBy: z.object({ initials: text() }).describe('The user who acted.'),
    action: z.object({
      id: z.number().int().nullable(),
      customerId: z.number().int(),
      deadline: text().nullable().describe('YYYY-MM-DD or null.'),
      subject: text(),
      statusName: text(),
    }),
    customer: z.object({ id: z.number().int(), name: text() }),
    createdAt: text(),
  })
  .describe('A notification about an action, for the signed-in user.');
export type ActionNotificationItem = z.infer<typeof actionNotificationSchema>;

export const actionNotificationListQuerySchema = listQuerySchema.pick({ page: true, limit: true });

/** The list envelope plus how many of the user's notifications are unread (for the bell). */
export const actionNotificationListSchema = z.object({
  data: z.array(actionNotificationSchema),
  meta: listMetaSchema.extend({ unread: z.number().int().describe('Unread notifications of the user.') }),
});
export type ActionNotificationList = z.infer<typeof actionNotificationListSchema>;
