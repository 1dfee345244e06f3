import {
  ACTION_NOTIFICATION_TYPE_TEXT,
  type ActionNotificationType,
} from '@energiek/contracts/notifications';
import { formatDate } from '@energiek/contracts/format';
import type { Database } from '@energiek/db/client';
import type { Mail } from '../../lib/mailer.ts';
import { templateMail } from '../../lib/mail-templates/template-mail.ts';

// Dutch mail about an action notification, for users whose settings ask for direct e-mail; from the
// 'action-notification' e-mail template (/v3/templates).

export function actionNotificationMail(
  db: Database,
  input: {
    to: string;
    firstName: string;
    type: ActionNotificationType;
    actorName: string;
    customerName: string;
    subject: string;
    statusName: string;
    deadline: string | null;
    link: string;
    comment?: string | undefined;
  },
): Promise<Mail> {
  const what: Record<ActionNotificationType, string> = {
    1: `${input.actorName} heeft gereageerd op de actie "${input.subject}".`,
    2: `${input.actorName} heeft de status van de actie "${input.subject}" gewijzigd in ${input.statusName}.`,
    3: `${input.actorName} heeft de actie "${input.subject}" aan jou toegewezen.`,
    4: `${input.actorName} heeft een notitie "${input.subject}" toegevoegd.`,
  };
  return templateMail(db, 'action-notification', {
    to: input.to,
    values: {
      'ontvanger.voornaam': input.firstName,
      'melding.soort': ACTION_NOTIFICATION_TYPE_TEXT[input.type],
      'melding.tekst': what[input.type],
      'actie.onderwerp': input.subject,
      // A note has no status.
      'actie.status': input.type === 4 ? '' : input.statusName,
      'actie.deadline': input.deadline ? formatDate(input.deadline) : '',
      'klant.naam': input.customerName,
      reactie: input.comment ?? '',
      link: input.link,
    },
  });
}
