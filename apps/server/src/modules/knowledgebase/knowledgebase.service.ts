import type { ListMeta } from '@energiek/contracts/envelopes';
import {
  KNOWLEDGEBASE_MESSAGES as M,
  type KnowledgebaseArticle,
  type KnowledgebaseBody,
  type KnowledgebaseCategory,
  type KnowledgebaseListItem,
  type KnowledgebaseListQuery,
  type SnippetPart,
} from '@energiek/contracts/knowledgebase';
import type { KnowledgebaseFile } from '@energiek/db/schema/index';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import { excerptOf } from './knowledgebase.excerpt.ts';
import * as repository from './knowledgebase.repository.ts';
import { MARK_START, MARK_STOP } from './knowledgebase.repository.ts';
import { articleText, imageKeys, sanitizeArticleHtml } from './sanitize.ts';

// The knowledge base: the back office sees every article, customer staff only those for customers too
// (another article answers 404, as an unknown one). Bodies are sanitised here, before they are stored.

/** Whether the actor sees only the articles for customers (everyone but the back office). */
export function onlyCustomers(actor: Actor): boolean {
  return actor.profile.type !== 'admin';
}

/** The snippet with the search marks as parts (text, never HTML). */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of snippet.split(new RegExp(`[${MARK_START}${MARK_STOP}]`)).entries()) {
    if (piece) parts.push({ text: piece, highlight: index % 2 === 1 });
  }
  return parts;
}

const attachmentItem = (file: KnowledgebaseFile) => ({
  id: file.id,
  fileName: file.fileName,
  contentType: file.contentType,
  size: file.size,
  createdAt: file.createdAt.toISOString(),
});

export async function listArticles(
  ctx: ServiceContext,
  actor: Actor,
  query: KnowledgebaseListQuery,
): Promise<{ data: KnowledgebaseListItem[]; meta: ListMeta }> {
  const filter = {
    q: query.q || undefined,
    category: query.category || undefined,
    onlyCustomers: onlyCustomers(actor),
  };
  const { rows, total } = await repository.findArticles(ctx.db, filter, query);
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      visibility: row.visibility,
      // A search's snippet comes marked from the database; otherwise the start, cut at a word.
      snippet: snippetParts(filter.q ? row.snippet : excerptOf(row.snippet)),
      updatedAt: row.updatedAt.toISOString(),
    })),
    meta: pageMeta(query.page, query.limit, total),
  };
}

export function listCategories(ctx: ServiceContext, actor: Actor): Promise<KnowledgebaseCategory[]> {
  return repository.findCategories(ctx.db, onlyCustomers(actor));
}

export async function getArticle(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number },
): Promise<KnowledgebaseArticle> {
  const row = await repository.findArticle(ctx.db, input.id, onlyCustomers(actor));
  if (!row) throw notFound();
  const attachments = await repository.findAttachments(ctx.db, row.id);
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    body: row.body,
    visibility: row.visibility,
    attachments: attachments.map(attachmentItem),
    updatedByName: row.updatedByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored fields of a body: sanitised HTML and its text; 422 when nothing readable is left. */
function storedFields(actor: Actor, body: KnowledgebaseBody) {
  if (onlyCustomers(actor) && body.visibility !== 'customers') {
    throw validationError({ visibility: [M.backofficeOnly] });
  }
  const html = sanitizeArticleHtml(body.body);
  const text = articleText(html);
  if (text === '' && imageKeys(html).length === 0) throw validationError({ body: [M.body] });
  return {
    title: body.title,
    category: body.category,
    visibility: body.visibility,
    body: html,
    bodyText: text,
  };
}

/** After a save: the images the body shows become the article's, the audit entry, the article as saved. */
async function savedArticle(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  body: string,
  event: string,
): Promise<KnowledgebaseArticle> {
  await repository.claimImages(ctx.db, id, imageKeys(body));
  await writeAudit(ctx.db, actor, { event, subjectType: 'knowledgebase_article', subjectId: id });
  return getArticle(ctx, actor, { id });
}

export async function createArticle(
  ctx: ServiceContext,
  actor: Actor,
  input: { body: KnowledgebaseBody },
): Promise<KnowledgebaseArticle> {
  const fields = storedFields(actor, input.body);
  const row = await repository.insertArticle(ctx.db, {
    ...fields,
    createdById: actor.user.id,
    updatedById: actor.user.id,
  });
  return savedArticle(ctx, actor, row.id, fields.body, 'knowledgebase.created');
}

export async function updateArticle(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; body: KnowledgebaseBody },
): Promise<KnowledgebaseArticle> {
  const existing = await repository.findArticle(ctx.db, input.id, onlyCustomers(actor));
  if (!existing) throw notFound();
  const fields = storedFields(actor, input.body);
  await repository.updateArticleRow(ctx.db, input.id, { ...fields, updatedById: actor.user.id });
  return savedArticle(ctx, actor, input.id, fields.body, 'knowledgebase.updated');
}

export async function deleteArticle(ctx: ServiceContext, actor: Actor, input: { id: number }): Promise<void> {
  const existing = await repository.findArticle(ctx.db, input.id, onlyCustomers(actor));
  if (!existing) throw notFound();
  const stored = await repository.findArticleFiles(ctx.db, input.id);
  await repository.deleteArticleRow(ctx.db, input.id);
  for (const file of stored) await ctx.storage.delete(file.storageKey);
  await writeAudit(ctx.db, actor, {
    event: 'knowledgebase.deleted',
    subjectType: 'knowledgebase_article',
    subjectId: input.id,
  });
}
