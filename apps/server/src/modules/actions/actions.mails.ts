import {
  ACTION_NOTIFICATION_TYPE_TEXT,
  type ActionNotificationType,
} from '@energiek/contracts/notifications';
import { formatDate } from '@energiek/contracts/format';
import type { Mail } from '../../lib/mailer.ts';

// Dutch mail about an action notification, for users whose settings ask for direct e-mail.

export function actionNotificationMail(input: {
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
}): Mail {
  const what: Record<ActionNotificationType, string> = {
    1: `${input.actorName} heeft gereageerd op de actie "${input.subject}".`,
    2: `${input.actorName} heeft de status van de actie "${input.subject}" gewijzigd in ${input.statusName}.`,
    3: `${input.actorName} heeft de actie "${input.subject}" aan jou toegewezen.`,
    4: `${input.actorName} heeft een notitie "${input.subject}" toegevoegd.`,
  };
  const text = [
    `Beste ${input.firstName},`,
    '',
    what[input.type],
    '',
    `Klant: ${input.customerName}`,
    ...(input.type === 4 ? [] : [`Status: ${input.statusName}`]),
    ...(input.deadline ? [`Deadline: ${formatDate(input.deadline)}`] : []),
    ...(input.comment ? ['', 'Reactie:', input.comment] : []),
    '',
    'Bekijk het in Energiek:',
    input.link,
    '',
    'Je krijgt deze e-mail omdat je e-mailmeldingen hebt aangezet bij Mijn instellingen.',
    '',
    'Met vriendelijke groet,',
    'Energiek',
  ].join('\n');
  return {
    to: input.to,
    subject: `${ACTION_NOTIFICATION_TYPE_TEXT[input.type]}: ${input.subject} (${input.customerName})`,
    text,
  };
}
