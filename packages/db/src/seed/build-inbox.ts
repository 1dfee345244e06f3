import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { inboxMessages, type NewInboxMessageRow } from '../schema/inbox.ts';

// Demo data of the support inbox (issue 11): a handful of made-up mails to support@energiek.nl from
// demo customers' contacts, one conversation with an answer, one sender no customer matches and one
// archived message. Deterministic apart from the times, which lie in the hours before the seed runs.

export type DemoInboxPeople = {
  /** Who answered the demo conversation. */
  admin: number;
  /** [customer id, a contact's e-mail address] of the first three demo customers. */
  customers: readonly (readonly [number, string])[];
};

const SUPPORT = 'support@energiek.nl';

type DemoMail = Omit<NewInboxMessageRow, 'receivedAt' | 'messageId'> & { key: string; hoursAgo: number };

function demoMails({ admin, customers }: DemoInboxPeople): DemoMail[] {
  const [first, second, third] = customers;
  const mail = (key: string, hoursAgo: number, values: Omit<DemoMail, 'key' | 'hoursAgo' | 'direction'>) => ({
    key,
    hoursAgo,
    direction: 'in' as const,
    toAddresses: [SUPPORT],
    ...values,
  });
  return [
    mail('storing', 30, {
      customerId: third?.[0] ?? null,
      fromAddress: third?.[1] ?? 'demo@example.nl',
      fromName: 'Facilitair beheer',
      subject: 'Storing slimme meter hoofdgebouw',
      text: 'Goedemiddag,\n\nSinds maandag geeft de slimme meter in het hoofdgebouw geen standen meer door. Kunnen jullie dit bij de netbeheerder melden?\n\nMet vriendelijke groet',
      isRead: true,
      assigneeId: admin,
    }),
    {
      key: 'storing-antwoord',
      hoursAgo: 28,
      direction: 'out' as const,
      customerId: third?.[0] ?? null,
      fromAddress: 'Energiek <no-reply@energiek.nl>',
      fromName: 'Anna Jansen',
      toAddresses: [third?.[1] ?? 'demo@example.nl'],
      subject: 'Re: Storing slimme meter hoofdgebouw',
      text: 'Dank voor je bericht. We hebben de storing bij de netbeheerder gemeld en laten weten zodra er een monteur komt.',
      isRead: true,
      sentById: admin,
    },
    mail('storing-reactie', 3, {
      customerId: third?.[0] ?? null,
      fromAddress: third?.[1] ?? 'demo@example.nl',
      fromName: 'Facilitair beheer',
      subject: 'Re: Storing slimme meter hoofdgebouw',
      text: 'Top, de monteur is vanochtend geweest. De meter stuurt weer standen door.',
      assigneeId: admin,
    }),
    mail('voorschot', 5, {
      customerId: first?.[0] ?? null,
      fromAddress: first?.[1] ?? 'demo@example.nl',
      subject: 'Vraag over de voorschotnota van maart',
      text: 'Hallo,\n\nHet voorschot voor maart is flink hoger dan in februari. Klopt dat met het nieuwe contract?\n\nGroet',
      html: '<p>Hallo,</p><p>Het voorschot voor maart is <strong>flink hoger</strong> dan in februari. Klopt dat met het nieuwe contract?</p><p>Groet</p>',
    }),
    mail('meterstanden', 20, {
      customerId: second?.[0] ?? null,
      fromAddress: second?.[1] ?? 'demo@example.nl',
      subject: 'Meterstanden kas 3 en 4',
      text: 'Hierbij de opgenomen standen van kas 3 (elektra 184.220 kWh) en kas 4 (gas 52.310 m³).',
    }),
    mail('offerte', 2, {
      customerId: null,
      fromAddress: 'j.pietersen@gmail.com',
      fromName: 'Jan Pietersen',
      subject: 'Offerteaanvraag energiecontract',
      text: 'Beste Energiek,\n\nIk heb een kleine zaak in Utrecht en wil graag een offerte voor stroom en gas.\n\nJan Pietersen',
    }),
    mail('bedankt', 72, {
      customerId: first?.[0] ?? null,
      fromAddress: first?.[1] ?? 'demo@example.nl',
      subject: 'Bedankt voor de snelle hulp',
      text: 'Het is opgelost, dank jullie wel!',
      isRead: true,
      archivedAt: new Date(Date.now() - 70 * 3_600_000),
    }),
  ];
}

/** Inserts the demo inbox; the answer and the reaction join the conversation of the first mail. */
export async function seedDemoInbox(
  db: Database,
  people: DemoInboxPeople,
  now = new Date(),
): Promise<number> {
  let threadId: number | null = null;
  const conversation: string[] = [];
  const mails = demoMails(people);
  for (const { key, hoursAgo, ...values } of mails) {
    const messageId = `<demo-${key}@demo.energiek.nl>`;
    const inThread = key.startsWith('storing');
    const rows: { id: number; threadId: number | null }[] = await db
      .insert(inboxMessages)
      .values({
        ...values,
        messageId,
        receivedAt: new Date(now.getTime() - hoursAgo * 3_600_000),
        threadId: inThread ? threadId : null,
        inReplyTo: inThread ? (conversation.at(-1) ?? null) : null,
        references: inThread ? [...conversation] : [],
      })
      .returning({ id: inboxMessages.id, threadId: inboxMessages.threadId });
    const row = rows[0];
    if (!row) continue;
    if (row.threadId === null) {
      await db.update(inboxMessages).set({ threadId: row.id }).where(eq(inboxMessages.id, row.id));
      if (inThread) threadId = row.id;
    }
    if (inThread) conversation.push(messageId);
  }
  return mails.length;
}
