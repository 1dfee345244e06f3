import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor as Database } from '@energiek/db/client';
import {
  knowledgebaseArticles as articles,
  knowledgebaseFiles as files,
  users,
  type KnowledgebaseArticle,
  type KnowledgebaseFile,
} from '@energiek/db/schema/index';
import { EXCERPT_READ } from './knowledgebase.excerpt.ts';
import { spellingVariant } from './knowledgebase.search.ts';

// Queries of the knowledge base (the consultancy's own articles: no customer column). Visibility is a
// filter every read names: customer staff ask with onlyCustomers, so a back-office article is not found.

/** Marks around matched words in snippets: private-use characters, stripped from every body text. */
export const MARK_START = '\uE000';
export const MARK_STOP = '\uE001';

const document = sql`to_tsvector('dutch'::regconfig, ${articles.title} || ' ' || ${articles.category} || ' ' || ${articles.bodyText})`;

export type ArticleFilter = { q?: string | undefined; category?: string | undefined; onlyCustomers: boolean };
export type ArticleRow = Pick<
  KnowledgebaseArticle,
  'id' | 'title' | 'category' | 'visibility' | 'updatedAt'
> & {
  snippet: string;
};

/** The Dutch full-text query, or'ed with its f/v spelling variant (teruggaaf finds Teruggave). */
function tsQuery(q: string): SQL {
  const query = sql`websearch_to_tsquery('dutch'::regconfig, ${q})`;
  const variant = spellingVariant(q);
  return variant ? sql`(${query} || websearch_to_tsquery('dutch'::regconfig, ${variant}))` : query;
}

/**
 * The start of the text for the excerpt (issue 31), whitespace flattened: one character more than the
 * excerpt, which `excerptOf` (knowledgebase.excerpt.ts) cuts after the last whole word.
 */
const EXCERPT = sql<string>`left(regexp_replace(${articles.bodyText}, '[[:space:]]+', ' ', 'g'), ${sql.raw(String(EXCERPT_READ))})`;

function whereOf(filter: ArticleFilter): SQL | undefined {
  return and(
    filter.onlyCustomers ? eq(articles.visibility, 'customers') : undefined,
    filter.category ? eq(articles.category, filter.category) : undefined,
    filter.q ? sql`${document} @@ ${tsQuery(filter.q)}` : undefined,
  );
}

export async function findArticles(
  db: Database,
  filter: ArticleFilter,
  paging: { page: number; limit: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const where = whereOf(filter);
  const query = filter.q ? tsQuery(filter.q) : null;
  const snippet = query
    ? sql<string>`ts_headline('dutch'::regconfig, ${articles.bodyText}, ${query}, ${`StartSel="${MARK_START}", StopSel="${MARK_STOP}", MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`})`
    : EXCERPT;
  const order = query
    ? [desc(sql`ts_rank(${document}, ${query})`), asc(articles.title), asc(articles.id)]
    : [asc(articles.category), asc(articles.title), asc(articles.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        category: articles.category,
        visibility: articles.visibility,
        updatedAt: articles.updatedAt,
        snippet,
      })
      .from(articles)
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ value: count() }).from(articles).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findCategories(
  db: Database,
  onlyCustomers: boolean,
): Promise<{ name: string; count: number }[]> {
  return db
    .select({ name: articles.category, count: count() })
    .from(articles)
    .where(onlyCustomers ? eq(articles.visibility, 'customers') : undefined)
    .groupBy(articles.category)
    .orderBy(asc(articles.category));
}

export async function findArticle(
  db: Database,
  id: number,
  onlyCustomers: boolean,
): Promise<(KnowledgebaseArticle & { updatedByName: string | null }) | undefined> {
  const [row] = await db
    .select({ article: articles, firstName: users.firstName, lastName: users.lastName })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.updatedById))
    .where(and(eq(articles.id, id), onlyCustomers ? eq(articles.visibility, 'customers') : undefined));
  if (!row) return undefined;
  const name = row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim();
  return { ...row.article, updatedByName: name };
}

export async function insertArticle(
  db: Database,
  values: typeof articles.$inferInsert,
): Promise<KnowledgebaseArticle> {
  const [row] = await db.insert(articles).values(values).returning();
  if (!row) throw new Error('article insert returned nothing');
  return row;
}

export async function updateArticleRow(
  db: Database,
  id: number,
  values: Partial<typeof articles.$inferInsert>,
): Promise<void> {
  await db.update(articles).set(values).where(eq(articles.id, id));
}

export async function deleteArticleRow(db: Database, id: number): Promise<void> {
  await db.delete(articles).where(eq(articles.id, id));
}

export async function findAttachments(db: Database, articleId: number): Promise<KnowledgebaseFile[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.articleId, articleId), eq(files.kind, 'attachment')))
    .orderBy(asc(files.fileName), asc(files.id));
}

export async function findArticleFiles(db: Database, articleId: number): Promise<KnowledgebaseFile[]> {
  return db.select().from(files).where(eq(files.articleId, articleId));
}

export async function findAttachment(
  db: Database,
  articleId: number,
  fileId: number,
): Promise<KnowledgebaseFile | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.articleId, articleId), eq(files.kind, 'attachment')));
  return row;
}

export async function findImage(db: Database, storageKey: string): Promise<KnowledgebaseFile | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.storageKey, storageKey), eq(files.kind, 'image')));
  return row;
}

export async function insertFile(
  db: Database,
  values: typeof files.$inferInsert,
): Promise<KnowledgebaseFile> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('file insert returned nothing');
  return row;
}

export async function deleteFileRow(db: Database, id: number): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

/** Links the images a body shows to its article (images uploaded before the article existed). */
export async function claimImages(db: Database, articleId: number, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await db
      .update(files)
      .set({ articleId })
      .where(and(eq(files.storageKey, key), eq(files.kind, 'image'), sql`${files.articleId} is null`));
  }
}
