import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './identity.ts';

// The knowledge base (spec routes /v3/knowledgebase, organisation-knowledgebase:read/write): the
// consultancy's articles. An article is for the back office only, or for customers too (customer staff
// see only those). The body is HTML sanitised on the server (allowlist) before it is stored; body_text is
// its plain text, for the Dutch full-text search (expression index below).

export const KNOWLEDGEBASE_VISIBILITIES = ['backoffice', 'customers'] as const;

export const knowledgebaseArticles = pg.pgTable(
  'knowledgebase_articles',
  {
    id: pg.serial().primaryKey(),
    title: pg.text().notNull(),
    category: pg.text().notNull(),
    /** Sanitised HTML (never stored unsanitised). */
    body: pg.text().notNull(),
    /** The body's text without markup (search and snippets). */
    bodyText: pg.text().notNull(),
    visibility: pg.text({ enum: KNOWLEDGEBASE_VISIBILITIES }).notNull().default('backoffice'),
    createdById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    updatedById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    pg.index().on(t.category),
    pg
      .index('knowledgebase_articles_search_idx')
      .using(
        'gin',
        sql`to_tsvector('dutch'::regconfig, ${t.title} || ' ' || ${t.category} || ' ' || ${t.bodyText})`,
      ),
    pg.check('knowledgebase_articles_visibility_check', sql`${t.visibility} in ('backoffice', 'customers')`),
  ],
);

/**
 * Files of the knowledge base in the object storage: attachments of an article (article_id set) and
 * images placed in article bodies (kind 'image'; uploaded from the editor, possibly before the article
 * exists, and served by their random storage key).
 */
export const knowledgebaseFiles = pg.pgTable(
  'knowledgebase_files',
  {
    id: pg.serial().primaryKey(),
    articleId: pg.integer().references(() => knowledgebaseArticles.id, { onDelete: 'cascade' }),
    kind: pg.text({ enum: ['attachment', 'image'] }).notNull(),
    fileName: pg.text().notNull(),
    storageKey: pg.text().notNull(),
    contentType: pg.text().notNull(),
    size: pg.integer().notNull(),
    uploadedById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex().on(t.storageKey),
    pg.index().on(t.articleId),
    pg.check('knowledgebase_files_size_check', sql`${t.size} >= 0`),
  ],
);

export type KnowledgebaseArticle = typeof knowledgebaseArticles.$inferSelect;
export type KnowledgebaseFile = typeof knowledgebaseFiles.$inferSelect;
