import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './identity.ts';

// E-mail templates (spec route /v3/templates): one row per mail the product sends (key, e.g.
// 'password-reset'; the product's Dutch default is inserted on first use) plus templates admins create
// themselves (key null). Subject and body are plain text with {{variables}} (Mustache syntax).

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial().primaryKey(),
    /** The mail this template is for; null for a template an admin created. */
    key: text(),
    name: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex().on(t.key), index().on(t.name)],
);

export type EmailTemplate = typeof emailTemplates.$inferSelect;
export type NewEmailTemplate = typeof emailTemplates.$inferInsert;
