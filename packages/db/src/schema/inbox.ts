import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { actions } from './actions.ts';
import { parentReference, timestamps } from './columns.ts';
import { customers, users } from './identity.ts';
import { documents } from './library.ts';

// The support inbox (issue 11 "Inbox"): e-mail received over SMTP for the consultancy's support address
// and the answers sent from the app. A message belongs to a customer once linked (by the sender's contact
// address or domain, or by hand); unlinked mail has no customer, so customer_id is nullable here.

export const INBOX_DIRECTIONS = ['in', 'out'] as const;
export type InboxDirection = (typeof INBOX_DIRECTIONS)[number];

export const inboxMessages = pg.pgTable(
  'inbox_messages',
  {
    id: pg.serial().primaryKey(),
    customerId: pg.integer().references(() => customers.id, { onDelete: 'set null' }),
    /** The first message of the conversation (its own id for a new conversation). */
    threadId: pg.integer().references((): pg.AnyPgColumn => inboxMessages.id, { onDelete: 'cascade' }),
    direction: pg.text({ enum: INBOX_DIRECTIONS }).notNull(),
    /** The Message-ID header with its angle brackets, e.g. `<abc@example.nl>`. */
    messageId: pg.text().notNull(),
    inReplyTo: pg.text(),
    references: pg.jsonb().$type<string[]>().notNull().default([]),
    fromAddress: pg.text().notNull(),
    fromName: pg.text().notNull().default(''),
    toAddresses: pg.jsonb().$type<string[]>().notNull().default([]),
    ccAddresses: pg.jsonb().$type<string[]>().notNull().default([]),
    subject: pg.text().notNull().default(''),
    text: pg.text().notNull().default(''),
    /** Sanitised when stored (allowlist); null for plain-text mail. */
    html: pg.text(),
    receivedAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Read/unread per message (shared by everyone who works the inbox). */
    isRead: pg.boolean().notNull().default(false),
    archivedAt: pg.timestamp({ withTimezone: true }),
    assigneeId: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    /** The action made from this message. */
    actionId: pg.integer().references(() => actions.id, { onDelete: 'set null' }),
    /** Who sent an answer (direction out). */
    sentById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    pg.index().on(t.messageId),
    pg.index().on(t.threadId),
    pg.index().on(t.customerId),
    pg.index().on(t.archivedAt, t.isRead),
    pg.index().on(t.receivedAt),
    pg.check('inbox_messages_direction_check', sql`${t.direction} in ('in', 'out')`),
  ],
);

export const inboxAttachments = pg.pgTable(
  'inbox_attachments',
  {
    id: pg.serial().primaryKey(),
    messageId: parentReference(() => inboxMessages.id),
    fileName: pg.text().notNull(),
    contentType: pg.text().notNull(),
    size: pg.integer().notNull(),
    /** Random key in the object storage (lib/storage); never derived from the mail. */
    storageKey: pg.text().notNull(),
    /** The library document once added to the customer's library. */
    documentId: pg.integer().references(() => documents.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [pg.index().on(t.messageId), pg.check('inbox_attachments_size_check', sql`${t.size} >= 0`)],
);

export type InboxMessageRow = typeof inboxMessages.$inferSelect;
export type NewInboxMessageRow = typeof inboxMessages.$inferInsert;
export type InboxAttachmentRow = typeof inboxAttachments.$inferSelect;
