import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './identity.ts';

// The knowledge base (spec routes /v3/knowledgebase, organisation-knowledgebase:read/write): the
// consultancy's articles. An article is for the back office only, or for customers too (customer staff
// see only those). The body is HTML sanitised on the server (allowlist) before it is stored; body_text is
// its plain text, for the Dutch full-text search (expression index below).

export const KNOWLEDGEBASE_VISIBILITIES = ['backoffice', 'customers'] as const;

export const knowledgebaseArticles = pgTable(
  'knowledgebase_articles',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    category: text().notNull(),
    /** Sanitised HTML (never stored unsanitised). */
    body: text().notNull(),
    /** The body's text without markup (search and snippets). */
    bodyText: text().notNull(),
    visibility: text({ enum: KNOWLEDGEBASE_VISIBILITIES }).notNull().default('backoffice'),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.category),
    index('knowledgebase_articles_search_idx').using(
      'gin',
      sql`to_tsvector('dutch'::regconfig, ${t.title} || ' ' || ${t.category} || ' ' || ${t.bodyText})`,
    ),
    check('knowledgebase_articles_visibility_check', sql`${t.visibility} in ('backoffice', 'customers')`),
  ],
);

/**
 * Files of the knowledge base in the object storage: attachments of an article (article_id set) and
 * images placed in article bodies (kind 'image'; uploaded from the editor, possibly before the article
 * exists, and served by their random storage key).
 */
export const knowledgebaseFiles = pgTable(
  'knowledgebase_files',
  {
    id: serial().primaryKey(),
    articleId: integer().references(() => knowledgebaseArticles.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['attachment', 'image'] }).notNull(),
    fileName: text().notNull(),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.storageKey),
    index().on(t.articleId),
    check('knowledgebase_files_size_check', sql`${t.size} >= 0`),
  ],
);

export type KnowledgebaseArticle = typeof knowledgebaseArticles.$inferSelect;
export type KnowledgebaseFile = typeof knowledgebaseFiles.$inferSelect;
