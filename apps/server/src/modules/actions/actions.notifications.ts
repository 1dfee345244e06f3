import type { ActionNotificationType } from '@energiek/contracts/notifications';
import { ACTION_STATUS_NAMES, type ActionStatus } from '@energiek/contracts/actions';
import type { Action } from '@energiek/db/schema/index';
import type { ServiceContext } from '../../core/context.ts';
import { raiseActionNotification } from '../notifications/notifications.service.ts';
import { actionMailLink } from './actions.links.ts';
import { actionNotificationMail } from './actions.mails.ts';
import { usersByIds } from './actions.repository.ts';

// Who hears about what happens to an action (issue 6): type 1 new comment, 2 status changed, 3 action
// assigned to you, 4 new note. Never the actor; one notification per person per event. Recipients whose
// settings ask for direct e-mail (emailNotifications on, digest 'direct' or unset) also get a mail.

export type NotifyInput = {
  type: ActionNotificationType;
  action: Action;
  customerName: string;
  actor: { id: number; firstName: string; lastName: string };
  recipientIds: readonly (number | null | undefined)[];
  comment?: string;
};

function wantsDirectMail(settings: Record<string, unknown>): boolean {
  const digest = settings.notificationDigest ?? 'direct';
  return settings.emailNotifications === true && digest === 'direct';
}

/** Raises the notification and mails those who asked for it; answers the users notified. */
export async function notifyAboutAction(ctx: ServiceContext, input: NotifyInput): Promise<number[]> {
  const { db, mailer, config } = ctx;
  const ids = input.recipientIds.filter((id): id is number => typeof id === 'number');
  const statusName = ACTION_STATUS_NAMES[input.action.status as ActionStatus] ?? '';
  const rows = await raiseActionNotification(ctx, {
    type: input.type,
    recipientIds: ids,
    actorId: input.actor.id,
    customerId: input.action.customerId,
    actionId: input.action.id,
    action: { subject: input.action.subject, deadline: input.action.deadline, statusName },
  });
  const notified = rows.map((row) => row.userId);
  const recipients = await usersByIds(db, notified);
  const actorName = `${input.actor.firstName} ${input.actor.lastName}`.trim();
  for (const user of recipients) {
    if (!user.isActive || !wantsDirectMail(user.settings)) continue;
    await mailer.send(
      await actionNotificationMail(db, {
        to: user.emailAddress,
        firstName: user.firstName,
        type: input.type,
        actorName,
        customerName: input.customerName,
        subject: input.action.subject,
        statusName,
        deadline: input.action.deadline,
        link: actionMailLink(config.appUrl, input.action),
        comment: input.comment,
      }),
    );
  }
  return notified;
}
