import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_DOCUMENT_FOLDER,
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  fileExtension,
  folderSchema,
  sanitiseFileName,
  type DocumentItem,
} from '@energiek/contracts/documents';
import type { Database } from '@energiek/db/client';
import { writeAudit } from '../../lib/audit.ts';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import { randomStorageKey, type ObjectStorage, type StoredObject } from '../../lib/storage/storage.ts';
import {
  deleteDocument,
  findDocument,
  insertDocument,
  toDocumentItem,
  updateDocument,
} from './documents.repository.ts';
import { allowedContentType } from './file-check.ts';

// The rules of the customer library: what may be uploaded, how names and folders are cleaned, and that
// the stored bytes and the row come and go together.

export type LibraryDeps = { db: Database; storage: ObjectStorage };

export type Upload = { fileName: string; folder: string | undefined; bytes: Buffer };

function parseFolder(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return DEFAULT_DOCUMENT_FOLDER;
  const parsed = folderSchema.safeParse(raw);
  if (!parsed.success) throw validationError({ folder: [DOCUMENT_MESSAGES.folderInvalid] });
  return parsed.data;
}

export async function uploadDocument(
  deps: LibraryDeps,
  request: FastifyRequest,
  customerId: number,
  upload: Upload,
): Promise<DocumentItem> {
  const folder = parseFolder(upload.folder);
  const fileName = sanitiseFileName(upload.fileName);
  if (upload.bytes.length > MAX_DOCUMENT_BYTES) throw validationError({ file: [DOCUMENT_MESSAGES.tooLarge] });
  if (upload.bytes.length === 0) throw validationError({ file: [DOCUMENT_MESSAGES.empty] });
  const contentType = fileName ? await allowedContentType(fileName, upload.bytes) : null;
  if (!contentType) {
    await writeAudit(deps.db, request, {
      event: 'documents.upload_refused',
      success: false,
      customerId,
      details: { fileName: fileName.slice(0, 200), size: upload.bytes.length },
    });
    throw validationError({ file: [DOCUMENT_MESSAGES.typeNotAllowed] });
  }

  const storageKey = randomStorageKey();
  await deps.storage.put(storageKey, upload.bytes, contentType);
  let row;
  try {
    row = await insertDocument(deps.db, {
      customerId,
      folder,
      fileName,
      storageKey,
      contentType,
      size: upload.bytes.length,
      uploadedById: request.auth?.user.id ?? null,
    });
  } catch (error) {
    await deps.storage.delete(storageKey);
    // An admin who may act for every customer can still name one that does not exist.
    if (dbErrorCode(error) === '23503') throw notFound();
    throw error;
  }
  await writeAudit(deps.db, request, {
    event: 'documents.uploaded',
    customerId,
    subjectType: 'document',
    subjectId: row.id,
    details: { fileName, folder, contentType, size: row.size },
  });
  const found = await findDocument(deps.db, customerId, row.id);
  if (!found) throw notFound();
  return toDocumentItem(found);
}

export async function changeDocument(
  deps: LibraryDeps,
  request: FastifyRequest,
  customerId: number,
  id: number,
  changes: { fileName?: string | undefined; folder?: string | undefined },
): Promise<DocumentItem> {
  const current = await findDocument(deps.db, customerId, id);
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
  if (Object.keys(values).length > 0) {
    await updateDocument(deps.db, customerId, id, values);
    await writeAudit(deps.db, request, {
      event: 'documents.updated',
      customerId,
      subjectType: 'document',
      subjectId: id,
      details: {
        from: { fileName: current.fileName, folder: current.folder },
        to: { fileName: values.fileName ?? current.fileName, folder: values.folder ?? current.folder },
      },
    });
  }
  const updated = await findDocument(deps.db, customerId, id);
  if (!updated) throw notFound();
  return toDocumentItem(updated);
}

export async function removeDocument(
  deps: LibraryDeps,
  request: FastifyRequest,
  customerId: number,
  id: number,
): Promise<void> {
  const row = await deleteDocument(deps.db, customerId, id);
  if (!row) throw notFound();
  try {
    await deps.storage.delete(row.storageKey);
  } catch (error) {
    // The row is gone, so nobody can reach the bytes any more; an orphan file is logged, not fatal.
    request.log.error({ err: error, storageKey: row.storageKey }, 'document file could not be removed');
  }
  await writeAudit(deps.db, request, {
    event: 'documents.deleted',
    customerId,
    subjectType: 'document',
    subjectId: id,
    details: { fileName: row.fileName, folder: row.folder, size: row.size },
  });
}

export async function showDocument(deps: LibraryDeps, customerId: number, id: number): Promise<DocumentItem> {
  const row = await findDocument(deps.db, customerId, id);
  if (!row) throw notFound();
  return toDocumentItem(row);
}

export async function openDocument(
  deps: LibraryDeps,
  customerId: number,
  id: number,
): Promise<{ item: DocumentItem; object: StoredObject }> {
  const row = await findDocument(deps.db, customerId, id);
  if (!row) throw notFound();
  const object = await deps.storage.get(row.storageKey);
  if (!object) throw notFound();
  return { item: toDocumentItem(row), object };
}

/**
 * Content-Disposition for a download: an ASCII fallback name plus the exact name in RFC 5987 form
 * (filename*=UTF-8''…), so 'Offerte café €.pdf' arrives intact in every current browser.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
