import { z } from 'zod';
import type { PermissionRule } from './access.ts';
import { listMetaSchema, pagingQuery, sortParam } from './envelopes.ts';
import { MAX_ID, id, isoDay, refId, text, requiredText } from './primitives.ts';

// The support inbox (issue 11 "Inbox", screen /v3/inbox): e-mail that arrives at the consultancy's support
// address over SMTP, linked to a customer by the sender, assigned, answered (threaded), turned into an
// action, archived. API resource `inbox` (spec §7 generic calls).

/** Reading and working the inbox: the white-label feature and the spec's permission. */
export const INBOX_ACCESS = {
  allOf: ['wl:inbox', 'support-email-inbox:read'],
} as const satisfies PermissionRule;

export const INBOX_MESSAGES = {
  text: 'Vul een antwoord in.',
  textTooLong: 'Het antwoord mag maximaal 20.000 tekens bevatten.',
  subject: 'Vul een onderwerp in (maximaal 200 tekens).',
  assignee: 'Kies een medewerker die de inbox mag lezen.',
  customer: 'Kies een bestaande klant.',
  noCustomer: 'Koppel het bericht eerst aan een klant.',
  noSender: 'Dit bericht heeft geen afzender om op te antwoorden.',
  alreadyAction: 'Van dit bericht is al een actie gemaakt.',
  alreadyInLibrary: 'Deze bijlage staat al in de bibliotheek van de klant.',
  folder: 'Vul een geldige map in (maximaal 100 tekens).',
  deadline: 'Vul een geldige datum in.',
  status: 'Kies open, gearchiveerd of alles.',
  invalidSort: 'Sorteren op dit veld is niet mogelijk.',
  notInvoiceFile: 'Alleen een PDF of een e-factuur (XML) kan als factuur worden ingelezen.',
} as const;

export const INBOX_STATUSES = ['open', 'archived', 'all'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const inboxAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: text(),
  contentType: text(),
  size: z.number().int().describe('Bytes.'),
  documentId: z
    .number()
    .int()
    .nullable()
    .describe('The library document once the attachment was added to the customer library.'),
});
export type InboxAttachment = z.infer<typeof inboxAttachmentSchema>;

const refSchema = z.object({ id: z.number().int(), name: text() });

export const inboxListItemSchema = z.object({
  id: z.number().int(),
  threadId: z.number().int().describe('The first message of the conversation.'),
  direction: z.enum(['in', 'out']),
  fromAddress: text(),
  fromName: text(),
  subject: text(),
  preview: text().describe('The first 160 characters of the text.'),
  receivedAt: text(),
  isRead: z.boolean(),
  archived: z.boolean(),
  customer: refSchema.nullable(),
  assignee: refSchema.nullable(),
  actionId: z.number().int().nullable(),
  attachmentCount: z.number().int(),
  replyCount: z.number().int().describe('Answers sent in this conversation.'),
  messageCount: z
    .number()
    .int()
    .describe('Messages received in this conversation (the list shows one row per conversation).'),
});
export type InboxListItem = z.infer<typeof inboxListItemSchema>;

export const inboxMessageSchema = inboxListItemSchema
  .omit({ preview: true, attachmentCount: true, replyCount: true, messageCount: true })
  .extend({
    toAddresses: z.array(text()),
    ccAddresses: z.array(text()),
    messageId: text().describe('The Message-ID header.'),
    inReplyTo: text().nullable(),
    references: z.array(text()),
    text: text(),
    html: text().nullable().describe('Sanitised HTML (allowlist; no scripts, handlers or remote images).'),
    sentBy: refSchema.nullable().describe('Who sent an answer (direction out).'),
    attachments: z.array(inboxAttachmentSchema),
  });
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxDetailSchema = inboxMessageSchema.extend({
  thread: z
    .array(inboxMessageSchema)
    .describe('Every message of the conversation, oldest first (this one included).'),
});
export type InboxDetail = z.infer<typeof inboxDetailSchema>;

export const INBOX_SORTS = ['receivedAt', 'subject', 'fromAddress'] as const;

const booleanParam = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

export const inboxListQuerySchema = z.object({
  q: text().trim().max(200).optional().describe('Sender, subject or text.'),
  status: z
    .enum(INBOX_STATUSES, { error: INBOX_MESSAGES.status })
    .default('open')
    .describe('open (default), archived or all.'),
  unread: booleanParam.describe('1: unread messages only.'),
  mine: booleanParam.describe('1: messages assigned to me only.'),
  customerId: id().optional().describe('Messages of this customer only.'),
  ...pagingQuery,
  sort: sortParam(INBOX_SORTS, INBOX_MESSAGES.invalidSort)
    .default('-receivedAt')
    .describe('receivedAt, subject or fromAddress; prefix - for descending (default -receivedAt).'),
});
export type InboxListQuery = z.input<typeof inboxListQuerySchema>;

export const inboxListResponseSchema = z.object({
  data: z.array(inboxListItemSchema),
  meta: listMetaSchema,
});
export const inboxDetailResponseSchema = z.object({ data: inboxDetailSchema });
export const inboxMessageResponseSchema = z.object({ data: inboxMessageSchema });
export const inboxAttachmentResponseSchema = z.object({ data: inboxAttachmentSchema });
/** An attachment turned into an invoice import of the conversation's customer (follow it there). */
export const inboxInvoiceImportResponseSchema = z.object({
  data: z.object({
    id: z.number().int().describe('The invoice import: GET customers/{customerId}/invoices/imports/{id}.'),
    status: z.literal('queued'),
    customerId: z.number().int(),
  }),
});

const nullableRef = (message: string) => z.union([refId(message), z.null()], { error: message }).optional();

export const inboxUpdateSchema = z
  .object({
    isRead: z.boolean().optional(),
    archived: z.boolean().optional(),
    assigneeId: nullableRef(INBOX_MESSAGES.assignee).describe('A user who may read the inbox, or null.'),
    customerId: nullableRef(INBOX_MESSAGES.customer).describe('Link to another customer, or null.'),
  })
  .describe('Changed fields of an inbox message.');
export type InboxUpdate = z.input<typeof inboxUpdateSchema>;

export const inboxReplySchema = z
  .object({
    text: requiredText(INBOX_MESSAGES.text, 20_000, INBOX_MESSAGES.textTooLong),
  })
  .describe('An answer to the sender, sent with In-Reply-To and References.');
export type InboxReply = z.input<typeof inboxReplySchema>;

export const inboxActionSchema = z
  .object({
    subject: requiredText(INBOX_MESSAGES.subject, 200)
      .optional()
      .describe('Default: the subject of the message.'),
    deadline: isoDay(INBOX_MESSAGES.deadline).nullable().optional(),
    assigneeId: z
      .number({ error: INBOX_MESSAGES.assignee })
      .int()
      .min(1)
      .max(MAX_ID)
      .nullable()
      .optional()
      .describe('Default: the assignee of the message.'),
  })
  .describe('Turns the message into an action of its customer (description: the text of the message).');
export type InboxActionBody = z.input<typeof inboxActionSchema>;

export const inboxLibrarySchema = z.object({
  folder: requiredText(INBOX_MESSAGES.folder, 100).default('Overig'),
});
export type InboxLibraryBody = z.input<typeof inboxLibrarySchema>;

export const inboxParams = z.object({ id: id() });
export const inboxAttachmentParams = z.object({ id: id(), attachmentId: id() });
