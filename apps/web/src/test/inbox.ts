import type { InboxMessage } from '@energiek/contracts/inbox';

/** Message 4 for an inbox test: Piet Jansen of Bakkerij Jansen asks a question ("Vraag", two lines of
 *  text), unread and unassigned, unless `overrides` say otherwise. */
export function inboxMessage(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 4,
    threadId: 4,
    direction: 'in',
    fromAddress: 'piet@bakkerij.nl',
    fromName: 'Piet Jansen',
    subject: 'Vraag',
    receivedAt: '2026-03-02T09:15:00.000Z',
    isRead: false,
    archived: false,
    customer: { id: 7, name: 'Bakkerij Jansen B.V.' },
    assignee: null,
    actionId: null,
    toAddresses: ['support@energiek.nl'],
    ccAddresses: [],
    messageId: '<a@b>',
    inReplyTo: null,
    references: [],
    text: 'Regel een\nRegel twee',
    html: null,
    sentBy: null,
    attachments: [],
    ...overrides,
  };
}
