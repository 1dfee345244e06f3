import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { actions } from './actions.ts';
import { parentReference, timestamps } from './columns.ts';
import { customers, users } from './identity.ts';
import { documents } from './library.ts';

// The support inbox (issue 11 "Inbox"): e-mail received over SMTP for the consultancy's support address
// and the answers sent from the app. A message belongs to a customer once linked (by the sender's contact
// address or domain, or by hand); unlinked mail has no customer, so customer_id is nullable here.

export const INBOX_DIRECTIONS = ['in', 'out'] as const;
export type InboxDirection = (typeof INBOX_DIRECTIONS)[number];

export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial().primaryKey(),
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    /** The first message of the conversation (its own id for a new conversation). */
    threadId: integer().references((): AnyPgColumn => inboxMessages.id, { onDelete: 'cascade' }),
    direction: text({ enum: INBOX_DIRECTIONS }).notNull(),
    /** The Message-ID header with its angle brackets, e.g. `<abc@example.nl>`. */
    messageId: text().notNull(),
    inReplyTo: text(),
    references: jsonb().$type<string[]>().notNull().default([]),
    fromAddress: text().notNull(),
    fromName: text().notNull().default(''),
    toAddresses: jsonb().$type<string[]>().notNull().default([]),
    ccAddresses: jsonb().$type<string[]>().notNull().default([]),
    subject: text().notNull().default(''),
    text: text().notNull().default(''),
    /** Sanitised when stored (allowlist); null for plain-text mail. */
    html: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Read/unread per message (shared by everyone who works the inbox). */
    isRead: boolean().notNull().default(false),
    archivedAt: timestamp({ withTimezone: true }),
    assigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The action made from this message. */
    actionId: integer().references(() => actions.id, { onDelete: 'set null' }),
    /** Who sent an answer (direction out). */
    sentById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.messageId),
    index().on(t.threadId),
    index().on(t.customerId),
    index().on(t.archivedAt, t.isRead),
    index().on(t.receivedAt),
    check('inbox_messages_direction_check', sql`${t.direction} in ('in', 'out')`),
  ],
);

export const inboxAttachments = pgTable(
  'inbox_attachments',
  {
    id: serial().primaryKey(),
    messageId: parentReference(() => inboxMessages.id),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    /** Random key in the object storage (lib/storage); never derived from the mail. */
    storageKey: text().notNull(),
    /** The library document once added to the customer's library. */
    documentId: integer().references(() => documents.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index().on(t.messageId), check('inbox_attachments_size_check', sql`${t.size} >= 0`)],
);

export type InboxMessageRow = typeof inboxMessages.$inferSelect;
export type NewInboxMessageRow = typeof inboxMessages.$inferInsert;
export type InboxAttachmentRow = typeof inboxAttachments.$inferSelect;
