import {
  KNOWLEDGEBASE_IMAGE_PATH,
  KNOWLEDGEBASE_IMAGE_TYPES,
  KNOWLEDGEBASE_MESSAGES as M,
  MAX_KNOWLEDGEBASE_FILE_BYTES,
  type KnowledgebaseAttachment,
} from '@energiek/contracts/knowledgebase';
import { fileExtension, sanitiseFileName } from '@energiek/contracts/library';
import type { KnowledgebaseFile } from '@energiek/db/schema/index';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import { randomStorageKey, type StoredObject } from '../../lib/storage/storage.ts';
import { allowedContentType } from '../library/library.service.ts';
import * as repository from './knowledgebase.repository.ts';
import { onlyCustomers } from './knowledgebase.service.ts';

// Files of the knowledge base in the object storage (as the library: random keys, the type checked
// against the magic bytes): attachments of an article and images placed in article bodies.

export type Upload = { fileName: string; bytes: Buffer };

async function store(
  ctx: ServiceContext,
  actor: Actor,
  upload: Upload,
  kind: 'attachment' | 'image',
  articleId: number | null,
): Promise<KnowledgebaseFile> {
  const fileName = sanitiseFileName(upload.fileName);
  if (upload.bytes.length > MAX_KNOWLEDGEBASE_FILE_BYTES) throw validationError({ file: [M.tooLarge] });
  if (upload.bytes.length === 0) throw validationError({ file: [M.empty] });
  const extension = fileExtension(fileName);
  if (kind === 'image' && !(KNOWLEDGEBASE_IMAGE_TYPES as readonly string[]).includes(extension)) {
    throw validationError({ file: [M.imageType] });
  }
  const contentType = fileName ? await allowedContentType(fileName, upload.bytes) : null;
  if (!contentType) throw validationError({ file: [kind === 'image' ? M.imageType : M.typeNotAllowed] });
  const storageKey = randomStorageKey();
  await ctx.storage.put(storageKey, upload.bytes, contentType);
  try {
    return await repository.insertFile(ctx.db, {
      articleId,
      kind,
      fileName,
      storageKey,
      contentType,
      size: upload.bytes.length,
      uploadedById: actor.user.id,
    });
  } catch (error) {
    await ctx.storage.delete(storageKey);
    throw error;
  }
}

/** An image for an article body (also before the article exists); answers the URL the body uses. */
export async function uploadImage(
  ctx: ServiceContext,
  actor: Actor,
  upload: Upload,
): Promise<{ url: string }> {
  const file = await store(ctx, actor, upload, 'image', null);
  await writeAudit(ctx.db, actor, {
    event: 'knowledgebase.image_uploaded',
    subjectType: 'knowledgebase_file',
    subjectId: file.id,
  });
  return { url: `${KNOWLEDGEBASE_IMAGE_PATH}${file.storageKey}` };
}

export async function getImage(
  ctx: ServiceContext,
  actor: Actor,
  input: { key: string },
): Promise<{ file: KnowledgebaseFile; object: StoredObject }> {
  const file = await repository.findImage(ctx.db, input.key);
  if (!file) throw notFound();
  // An image of a back-office article stays in the back office.
  if (
    file.articleId !== null &&
    !(await repository.findArticle(ctx.db, file.articleId, onlyCustomers(actor)))
  ) {
    throw notFound();
  }
  const object = await ctx.storage.get(file.storageKey);
  if (!object) throw notFound();
  return { file, object };
}

async function requireArticle(ctx: ServiceContext, actor: Actor, id: number): Promise<void> {
  if (!(await repository.findArticle(ctx.db, id, onlyCustomers(actor)))) throw notFound();
}

export async function addAttachment(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; upload: Upload },
): Promise<KnowledgebaseAttachment> {
  await requireArticle(ctx, actor, input.id);
  const file = await store(ctx, actor, input.upload, 'attachment', input.id);
  await writeAudit(ctx.db, actor, {
    event: 'knowledgebase.attachment_added',
    subjectType: 'knowledgebase_article',
    subjectId: input.id,
    details: { fileId: file.id, fileName: file.fileName },
  });
  return {
    id: file.id,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    createdAt: file.createdAt.toISOString(),
  };
}

export async function downloadAttachment(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; fileId: number },
): Promise<{ file: KnowledgebaseFile; object: StoredObject }> {
  await requireArticle(ctx, actor, input.id);
  const file = await repository.findAttachment(ctx.db, input.id, input.fileId);
  if (!file) throw notFound();
  const object = await ctx.storage.get(file.storageKey);
  if (!object) throw notFound();
  return { file, object };
}

export async function deleteAttachment(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; fileId: number },
): Promise<void> {
  await requireArticle(ctx, actor, input.id);
  const file = await repository.findAttachment(ctx.db, input.id, input.fileId);
  if (!file) throw notFound();
  await repository.deleteFileRow(ctx.db, file.id);
  await ctx.storage.delete(file.storageKey);
  await writeAudit(ctx.db, actor, {
    event: 'knowledgebase.attachment_deleted',
    subjectType: 'knowledgebase_article',
    subjectId: input.id,
    details: { fileId: file.id },
  });
}
