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

/** A new or reopened signal of the digest (the signals' front door lists them). */
export type DigestSignal = {
  signalId: number;
  customerId: number;
  customerName: string;
  module: string;
  title: string;
  reason: string;
  createdAt: Date;
};

function signalLines(appUrl: string, signal: DigestSignal): string[] {
  const base = appUrl.replace(/\/$/, '');
  const what = signal.reason === 'reopened' ? 'Signaal heropend' : 'Nieuw signaal';
  return [
    `- ${what}: ${signal.title} (${signal.customerName})`,
    `  ${formatDateTime(signal.createdAt)}`,
    `  ${base}/v3/customers/${signal.customerId}/signals/${signal.module}/open?signal=${signal.signalId}`,
  ];
}

export function digestMail(
  db: Database,
  input: {
    to: string;
    firstName: string;
    items: readonly DigestItem[];
    signals?: readonly DigestSignal[];
    appUrl: string;
  },
): Promise<Mail> {
  const signals = input.signals ?? [];
  const count = input.items.length + signals.length;
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
      'meldingen.lijst': [...lines, ...signals.flatMap((signal) => signalLines(input.appUrl, signal))].join(
        '\n',
      ),
    },
  });
}
