import {
  ACTION_NOTIFICATION_TYPE_TEXT,
  type ActionNotificationType,
} from '@energiek/contracts/action-notifications';
import { formatDateTime } from '@energiek/contracts/format';
import type { Mail } from '../../lib/mailer.ts';
import type { DigestItem } from './digest.repository.ts';

// The Dutch daily digest of unread action notifications ('Eén keer per dag (samenvatting)').

function itemLink(appUrl: string, item: DigestItem): string {
  const base = appUrl.replace(/\/$/, '');
  if (item.actionId === null) return `${base}/v3/actions`;
  const area = item.type === 4 ? 'notes' : 'actions';
  return `${base}/v3/customers/${item.customerId}/${area}/${item.actionId}/edit`;
}

export function digestMail(input: {
  to: string;
  firstName: string;
  items: readonly DigestItem[];
  appUrl: string;
}): Mail {
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
  const text = [
    `Beste ${input.firstName},`,
    '',
    count === 1
      ? 'Je hebt 1 nieuwe ongelezen melding van het afgelopen etmaal:'
      : `Je hebt ${count} nieuwe ongelezen meldingen van het afgelopen etmaal:`,
    '',
    ...lines,
    '',
    'Je krijgt deze samenvatting omdat je bij Mijn instellingen "Eén keer per dag (samenvatting)" hebt gekozen.',
    '',
    'Met vriendelijke groet,',
    'Energiek',
  ].join('\n');
  return {
    to: input.to,
    subject:
      count === 1
        ? 'Dagelijkse samenvatting: 1 nieuwe melding'
        : `Dagelijkse samenvatting: ${count} nieuwe meldingen`,
    text,
  };
}
