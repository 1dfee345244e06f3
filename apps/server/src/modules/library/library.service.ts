import {
  DEFAULT_DOCUMENT_FOLDER,
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  fileExtension,
  folderSchema,
  sanitiseFileName,
  type DocumentFolder,
  type DocumentItem,
  type DocumentListParams,
} from '@energiek/contracts/library';
import type { ListMeta } from '@energiek/contracts/envelopes';
import type { Actor } from '../../core/actor.ts';
import { requireActsFor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { writeAudit, writeAudited } from '../../lib/audit.ts';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import { randomStorageKey, type StoredObject } from '../../lib/storage/storage.ts';
import * as repository from './library.repository.ts';
import { allowedContentType } from './file-check.ts';

// The rules of the customer library: what may be uploaded, how names and folders are cleaned, and that
// the stored bytes (ctx.storage) and the row come and go together. Every function re-checks that the
// actor may act for the customer; every query names the customer, so another customer's id is a 404.

export type Upload = { fileName: string; folder: string | undefined; bytes: Buffer };
type DocumentRef = { customerId: number; id: number };

function parseFolder(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return DEFAULT_DOCUMENT_FOLDER;
  const parsed = folderSchema.safeParse(raw);
  if (!parsed.success) throw validationError({ folder: [DOCUMENT_MESSAGES.folderInvalid] });
  return parsed.data;
}

export async function listDocuments(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, query }: { customerId: number; query: DocumentListParams },
): Promise<{ data: DocumentItem[]; meta: ListMeta }> {
  requireActsFor(actor, customerId);
  const { rows, total } = await repository.listDocuments(ctx.db, customerId, query);
  return { data: rows.map(repository.toLibraryItem), meta: pageMeta(query.page, query.limit, total) };
}

export async function listDocumentFolders(
  ctx: ServiceContext,
  actor: Actor,
  { customerId }: { customerId: number },
): Promise<DocumentFolder[]> {
  requireActsFor(actor, customerId);
  return repository.listDocumentFolders(ctx.db, customerId);
}

/** Stores an upload: type checked against the magic bytes, bytes first, then the row. */
export async function createDocument(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, upload }: { customerId: number; upload: Upload },
): Promise<DocumentItem> {
  requireActsFor(actor, customerId);
  return storeDocument(ctx, actor, { customerId, upload, uploadedById: actor.user.id });
}

/**
 * The same for a background job that files a document for the user who asked for it (an invoice import:
 * the PDF inside an e-invoice). No actor: the job checked the customer when it was enqueued.
 */
export function createDocumentForJob(
  ctx: ServiceContext,
  input: { customerId: number; upload: Upload; uploadedById: number | null },
): Promise<DocumentItem> {
  return storeDocument(ctx, null, input);
}

async function storeDocument(
  ctx: ServiceContext,
  actor: Actor | null,
  { customerId, upload, uploadedById }: { customerId: number; upload: Upload; uploadedById: number | null },
): Promise<DocumentItem> {
  const folder = parseFolder(upload.folder);
  const fileName = sanitiseFileName(upload.fileName);
  if (upload.bytes.length > MAX_DOCUMENT_BYTES) throw validationError({ file: [DOCUMENT_MESSAGES.tooLarge] });
  if (upload.bytes.length === 0) throw validationError({ file: [DOCUMENT_MESSAGES.empty] });
  const contentType = fileName ? await allowedContentType(fileName, upload.bytes) : null;
  if (!contentType) {
    await writeAudit(ctx.db, actor, {
      event: 'documents.upload_refused',
      success: false,
      customerId,
      details: { fileName: fileName.slice(0, 200), size: upload.bytes.length },
    });
    throw validationError({ file: [DOCUMENT_MESSAGES.typeNotAllowed] });
  }

  const storageKey = randomStorageKey();
  await ctx.storage.put(storageKey, upload.bytes, contentType);
  let found;
  try {
    // The row and its audit commit together; the bytes go again when either fails.
    found = await writeAudited(
      ctx.db,
      actor,
      async (tx) => {
        const row = await repository.insertDocument(tx, {
          customerId,
          folder,
          fileName,
          storageKey,
          contentType,
          size: upload.bytes.length,
          uploadedById,
        });
        return repository.findDocument(tx, customerId, row.id);
      },
      (row) => ({
        event: 'documents.uploaded',
        customerId,
        subjectType: 'document',
        subjectId: row?.id,
        details: { fileName, folder, contentType, size: upload.bytes.length },
      }),
    );
  } catch (error) {
    await ctx.storage.delete(storageKey);
    // An admin who may act for every customer can still name one that does not exist.
    if (dbErrorCode(error) === '23503') throw notFound();
    throw error;
  }
  if (!found) throw notFound();
  return repository.toLibraryItem(found);
}

/** Renames the file (the extension stays) or moves it to another folder. */
export async function updateDocument(
  ctx: ServiceContext,
  actor: Actor,
  {
    customerId,
    id,
    changes,
  }: DocumentRef & { changes: { fileName?: string | undefined; folder?: string | undefined } },
): Promise<DocumentItem> {
  requireActsFor(actor, customerId);
  // One transaction reads the row, changes it, writes the audit and reads the result.
  const updated = await ctx.db.transaction(async (tx) => {
    const current = await repository.findDocument(tx, customerId, id);
    if (!current) throw notFound();
    const values: { fileName?: string; folder?: string } = {};
    if (changes.fileName !== undefined) {
      // The extension stays: the stored content type was checked against it.
      const extension = fileExtension(current.fileName);
      const name = changes.fileName;
      values.fileName =
        extension && fileExtension(name) !== extension ? sanitiseFileName(`${name}.${extension}`) : name;
    }
    if (changes.folder !== undefined) values.folder = changes.folder;
    if (Object.keys(values).length === 0) return current;
    await repository.updateDocument(tx, customerId, id, values);
    await writeAudit(tx, actor, {
      event: 'documents.updated',
      customerId,
      subjectType: 'document',
      subjectId: id,
      details: {
        from: { fileName: current.fileName, folder: current.folder },
        to: { fileName: values.fileName ?? current.fileName, folder: values.folder ?? current.folder },
      },
    });
    return repository.findDocument(tx, customerId, id);
  });
  if (!updated) throw notFound();
  return repository.toLibraryItem(updated);
}

export async function deleteDocument(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, id }: DocumentRef,
): Promise<void> {
  requireActsFor(actor, customerId);
  // The row and its audit go together; the bytes only once both are committed.
  const row = await writeAudited(
    ctx.db,
    actor,
    async (tx) => {
      const deleted = await repository.deleteDocument(tx, customerId, id);
      if (!deleted) throw notFound();
      return deleted;
    },
    (deleted) => ({
      event: 'documents.deleted',
      customerId,
      subjectType: 'document',
      subjectId: id,
      details: { fileName: deleted.fileName, folder: deleted.folder, size: deleted.size },
    }),
  );
  try {
    await ctx.storage.delete(row.storageKey);
  } catch (error) {
    // The row is gone, so nobody can reach the bytes any more; an orphan file is logged, not fatal.
    ctx.log.error({ err: error, storageKey: row.storageKey }, 'document file could not be removed');
  }
}

export async function getDocument(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, id }: DocumentRef,
): Promise<DocumentItem> {
  requireActsFor(actor, customerId);
  const row = await repository.findDocument(ctx.db, customerId, id);
  if (!row) throw notFound();
  return repository.toLibraryItem(row);
}

/** The file itself for a download (audited). */
export async function downloadDocument(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, id }: DocumentRef,
): Promise<{ item: DocumentItem; object: StoredObject }> {
  requireActsFor(actor, customerId);
  const row = await repository.findDocument(ctx.db, customerId, id);
  if (!row) throw notFound();
  const object = await ctx.storage.get(row.storageKey);
  if (!object) throw notFound();
  await writeAudit(ctx.db, actor, {
    event: 'documents.downloaded',
    customerId,
    subjectType: 'document',
    subjectId: id,
  });
  return { item: repository.toLibraryItem(row), object };
}

// The front door: what other areas use of library besides the functions above (docs/architecture.md
// "Areas and front doors").
export { countDocuments, insertDocument } from './library.repository.ts';
export { allowedContentType } from './file-check.ts';

/** Whether the customer's folder holds a file of this name (the monthly report's job files one per month). */
export { hasDocumentNamed } from './library.repository.ts';
