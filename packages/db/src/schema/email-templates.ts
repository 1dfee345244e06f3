import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './identity.ts';

// E-mail templates (spec route /v3/templates): one row per mail the product sends (key, e.g.
// 'password-reset'; the product's Dutch default is inserted on first use) plus templates admins create
// themselves (key null). Subject and body are plain text with {{variables}} (Mustache syntax).

export const emailTemplates = pg.pgTable(
  'email_templates',
  {
    id: pg.serial().primaryKey(),
    /** The mail this template is for; null for a template an admin created. */
    key: pg.text(),
    name: pg.text().notNull(),
    subject: pg.text().notNull(),
    body: pg.text().notNull(),
    updatedById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [pg.uniqueIndex().on(t.key), pg.index().on(t.name)],
);

export type EmailTemplate = typeof emailTemplates.$inferSelect;
export type NewEmailTemplate = typeof emailTemplates.$inferInsert;
