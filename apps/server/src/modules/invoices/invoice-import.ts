import {
  INVOICE_IMPORT_MESSAGES as M,
  type InvoiceImport,
  type InvoiceImportFile,
} from '@energiek/contracts/invoices';
import { MAX_DOCUMENT_BYTES } from '@energiek/contracts/library';
import { can } from '@energiek/contracts/access';
import { requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { auditSubject, writeAudit } from '../../lib/audit.ts';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { forbidden, notFound, validationError } from '../../lib/http-errors.ts';
import { randomStorageKey } from '../../lib/storage/storage.ts';
import { INBOX_MESSAGES } from '@energiek/contracts/inbox';
import { readInboxAttachment } from '../inbox/inbox.service.ts';
import type { DemoEInvoice } from '@energiek/db/seed/build-invoices';
import { ublInvoiceXml } from './e-invoice/write-ubl.ts';
import { invoiceImportJob } from './invoice-import.job.ts';
import { PDF_MAGIC, type StoredFile } from './invoice-import.run.ts';
import * as repository from './invoices.repository.ts';

// Importing invoice files (issue 28): the request stores the uploaded files and queues a job; the job
// turns each file into an invoice — a PDF into a draft with the PDF in the library (the line editor opens
// beside it), an e-invoice (XML) through the parser and the mapping into a checked invoice — or names the
// Dutch reasons it could not. A file whose bytes were imported before changes nothing (SHA-256 per
// customer): its answer is the invoice it made then.

export type UploadedFile = { name: string; bytes: Buffer };

const MAX_FILES = 50;

const isPdf = (file: UploadedFile) => file.bytes.subarray(0, 5).equals(PDF_MAGIC);
const looksLikeXml = (bytes: Buffer) =>
  /^\s*</.test(
    bytes
      .subarray(0, 256)
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
  );

/** Stores the files and queues the import (202). */
export async function startInvoiceImport(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; files: UploadedFile[] },
): Promise<{ id: number; status: 'queued' }> {
  requireActsFor(actor, input.customerId);
  if (input.files.length === 0) throw validationError({ files: [M.filesRequired] });
  if (input.files.length > MAX_FILES) throw validationError({ files: [M.tooMany(MAX_FILES)] });
  const stored: StoredFile[] = [];
  for (const file of input.files) {
    const name = file.name.slice(0, 200);
    const errors =
      file.bytes.length === 0
        ? [{ field: 'file', message: M.empty }]
        : file.bytes.length > MAX_DOCUMENT_BYTES
          ? [{ field: 'file', message: M.tooLarge }]
          : !isPdf(file) && !looksLikeXml(file.bytes)
            ? [{ field: 'file', message: M.type }]
            : [];
    const storageKey = errors.length === 0 ? randomStorageKey() : '';
    if (storageKey) await ctx.storage.put(storageKey, file.bytes, 'application/octet-stream');
    stored.push({ name, storageKey, invoiceId: null, number: null, errors });
  }
  let row;
  try {
    row = await repository.insertImport(ctx.db, {
      customerId: input.customerId,
      files: stored,
      createdById: actor.user.id,
    });
  } catch (error) {
    for (const file of stored)
      if (file.storageKey) await ctx.storage.delete(file.storageKey).catch(() => undefined);
    if (dbErrorCode(error) === '23503') throw notFound();
    throw error;
  }
  const jobId = await ctx.jobs.enqueue(
    invoiceImportJob,
    { importId: row.id },
    { requestedById: actor.user.id },
  );
  await repository.updateImport(ctx.db, row.id, { jobId });
  await writeAudit(ctx.db, actor, {
    event: 'invoices.import.created',
    ...auditSubject('invoice_import', row.id, input.customerId),
    details: { files: stored.map((f) => f.name) },
  });
  return { id: row.id, status: 'queued' };
}

/**
 * The embedded demo's first start (server.ts): the demo invoices meant to arrive as e-invoices are written as
 * SI-UBL files and go through the same import as an upload (stored files, an import per customer, the job),
 * so the demo exercises the import path. Returns the imports queued.
 */
export async function importDemoEInvoices(
  ctx: ServiceContext,
  list: readonly DemoEInvoice[],
): Promise<number[]> {
  const byCustomer = new Map<number, DemoEInvoice[]>();
  for (const item of list)
    byCustomer.set(item.customerId, [...(byCustomer.get(item.customerId) ?? []), item]);
  const ids: number[] = [];
  for (const [customerId, items] of [...byCustomer.entries()].sort(([a], [b]) => a - b)) {
    const stored: StoredFile[] = [];
    for (const item of items) {
      const storageKey = randomStorageKey();
      await ctx.storage.put(storageKey, Buffer.from(ublInvoiceXml(item.invoice)), 'application/octet-stream');
      stored.push({ name: item.fileName, storageKey, invoiceId: null, number: null, errors: [] });
    }
    const row = await repository.insertImport(ctx.db, { customerId, files: stored, createdById: null });
    const jobId = await ctx.jobs.enqueue(invoiceImportJob, { importId: row.id });
    await repository.updateImport(ctx.db, row.id, { jobId });
    ids.push(row.id);
  }
  return ids;
}

const publicFile = ({ name, invoiceId, number, errors, duplicateOf }: StoredFile): InvoiceImportFile => ({
  name,
  invoiceId,
  number,
  errors,
  duplicateOf: duplicateOf ?? null,
});

export async function getInvoiceImport(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; id: number },
): Promise<InvoiceImport> {
  requireActsFor(actor, input.customerId);
  const row = await repository.findImport(ctx.db, input.customerId, input.id);
  if (!row) throw notFound();
  return { id: row.id, status: row.status as InvoiceImport['status'], files: row.files.map(publicFile) };
}

/** PDF or XML, by file name or content type (the import checks the bytes again). */
const isInvoiceAttachment = (a: { fileName: string; contentType: string }) =>
  /\.(pdf|xml)$/i.test(a.fileName) || /^(application\/pdf|application\/xml|text\/xml)\b/i.test(a.contentType);

/**
 * POST inbox/{id}/attachments/{attachmentId}/invoice: an attachment in the support inbox (PDF or e-invoice
 * XML) imported as an invoice of the conversation's customer, through the same import as an upload (202).
 */
export async function importInboxAttachment(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; attachmentId: number },
): Promise<{ id: number; status: 'queued'; customerId: number }> {
  if (!can(actor.profile, 'organisation-invoices:write')) throw forbidden();
  const attachment = await readInboxAttachment(ctx, actor, input);
  if (!isInvoiceAttachment(attachment)) {
    throw validationError({ attachmentId: [INBOX_MESSAGES.notInvoiceFile] });
  }
  const started = await startInvoiceImport(ctx, actor, {
    customerId: attachment.customerId,
    files: [{ name: attachment.fileName, bytes: attachment.bytes }],
  });
  await writeAudit(ctx.db, actor, {
    event: 'invoices.import.from-inbox',
    ...auditSubject('inbox_message', attachment.messageId, attachment.customerId),
    details: { attachmentId: input.attachmentId, importId: started.id },
  });
  return { ...started, customerId: attachment.customerId };
}
