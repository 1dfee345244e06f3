import {
  ACTION_NOTIFICATION_TYPE_TEXT,
  type ActionNotificationType,
} from '@energiek/contracts/notifications';
import { formatDateTime } from '@energiek/contracts/format';
import type { Database } from '@energiek/db/client';
import type { Mail } from '../../lib/mailer.ts';
import { templateMail } from '../../lib/mail-templates/template-mail.ts';
import type { DigestItem } from './digest.repository.ts';

// The Dutch daily digest of unread action notifications ('Eén keer per dag (samenvatting)'), from the
// 'notification-digest' e-mail template (/v3/templates).

function itemLink(appUrl: string, item: DigestItem): string {
  const base = appUrl.replace(/\/$/, '');
  if (item.actionId === null) return `${base}/v3/actions`;
  const area = item.type === 4 ? 'notes' : 'actions';
  return `${base}/v3/customers/${item.customerId}/${area}/${item.actionId}/edit`;
}

export function digestMail(
  db: Database,
  input: { to: string; firstName: string; items: readonly DigestItem[]; appUrl: string },
): Promise<Mail> {
  const count = input.items.length;
  const lines = input.items.flatMap((item) => {
    const what = ACTION_NOTIFICATION_TYPE_TEXT[item.type as ActionNotificationType] ?? 'Melding';
    const actor = `${item.actorFirstName ?? ''} ${item.actorLastName ?? ''}`.trim();
    return [
      `- ${what}: ${item.subject} (${item.customerName})`,
      `  ${formatDateTime(item.createdAt)}${actor ? `, door ${actor}` : ''}`,
      `  ${itemLink(input.appUrl, item)}`,
    ];
  });
  return templateMail(db, 'notification-digest', {
    to: input.to,
    values: {
      'ontvanger.voornaam': input.firstName,
      'meldingen.aantal': String(count),
      'meldingen.samenvatting': count === 1 ? '1 nieuwe melding' : `${count} nieuwe meldingen`,
      'meldingen.omschrijving':
        count === 1 ? '1 nieuwe ongelezen melding' : `${count} nieuwe ongelezen meldingen`,
      'meldingen.lijst': lines.join('\n'),
    },
  });
}
