import { createHash } from 'node:crypto';
import {
  INVOICE_IMPORT_MESSAGES as M,
  invoiceBodySchema,
  type InvoiceImport,
  type InvoiceImportFile,
  type IssuerKind,
} from '@energiek/contracts/invoices';
import { MAX_DOCUMENT_BYTES } from '@energiek/contracts/library';
import type { InvoiceImportFileResult } from '@energiek/db/schema/index';
import { localDayOf } from '@energiek/domain/local-time';
import { requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { HttpError, notFound, validationError } from '../../lib/http-errors.ts';
import { randomStorageKey } from '../../lib/storage/storage.ts';
import { createDocumentForJob } from '../library/library.service.ts';
import { parseEInvoice } from './e-invoice/parse-e-invoice.ts';
import { mapEInvoice, type MappingError } from './e-invoice-mapping.ts';
import * as repository from './invoices.repository.ts';
import { saveImportedInvoice } from './invoices.service.ts';

// Importing invoice files (issue 28): the request stores the uploaded files and queues a job; the job
// turns each file into an invoice — a PDF into a draft with the PDF in the library (the line editor opens
// beside it), an e-invoice (XML) through the parser and the mapping into a checked invoice — or names the
// Dutch reasons it could not. A file whose bytes were imported before changes nothing (SHA-256 per
// customer): its answer is the invoice it made then.

export type UploadedFile = { name: string; bytes: Buffer };
type StoredFile = InvoiceImportFileResult & { storageKey: string };

const INVOICE_FOLDER = 'Facturen';
const MAX_FILES = 50;
const PDF_MAGIC = Buffer.from('%PDF-');

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
  const { invoiceImportJob } = await import('./invoice-import.job.ts');
  const jobId = await ctx.jobs.enqueue(
    invoiceImportJob,
    { importId: row.id },
    { requestedById: actor.user.id },
  );
  await repository.updateImport(ctx.db, row.id, { jobId });
  await writeAudit(ctx.db, actor, {
    event: 'invoices.import.created',
    customerId: input.customerId,
    subjectType: 'invoice_import',
    subjectId: row.id,
    details: { files: stored.map((f) => f.name) },
  });
  return { id: row.id, status: 'queued' };
}

const publicFile = ({ name, invoiceId, number, errors }: StoredFile): InvoiceImportFile => ({
  name,
  invoiceId,
  number,
  errors,
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

function fieldErrorsOf(error: unknown): MappingError[] | null {
  if (!(error instanceof HttpError) || error.statusCode !== 422) return null;
  return Object.entries(error.errors ?? { file: [error.message] }).flatMap(([field, messages]) =>
    messages.map((message) => ({ field, message })),
  );
}

async function issuerCandidates(ctx: ServiceContext) {
  const kinds: IssuerKind[] = ['supplier', 'grid-operator', 'metering-company'];
  const lists = await Promise.all(
    kinds.map(async (kind) =>
      (await repository.issuersOfKind(ctx.db, kind)).map((row) => ({ ...row, kind })),
    ),
  );
  return lists.flat();
}

/** One file: the invoice it made (or made before), or why not. */
async function importFile(
  ctx: ServiceContext,
  record: { customerId: number; createdById: number | null },
  file: StoredFile,
): Promise<StoredFile> {
  const object = await ctx.storage.get(file.storageKey);
  if (!object) return { ...file, errors: [{ field: 'file', message: M.lost }] };
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const sourceHash = createHash('sha256').update(bytes).digest('hex');
  const before = await repository.findBySourceHash(ctx.db, record.customerId, sourceHash);
  if (before) return { ...file, invoiceId: before.id, number: before.number, errors: [] };

  if (bytes.subarray(0, 5).equals(PDF_MAGIC)) {
    const document = await createDocumentForJob(ctx, {
      customerId: record.customerId,
      upload: {
        fileName: file.name.toLowerCase().endsWith('.pdf') ? file.name : `${file.name}.pdf`,
        folder: INVOICE_FOLDER,
        bytes,
      },
      uploadedById: record.createdById,
    }).catch((error: unknown) => {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      throw error;
    });
    if (Array.isArray(document)) return { ...file, errors: document };
    const number = file.name.replace(/\.pdf$/i, '').slice(0, 100) || 'PDF';
    const id = await repository.saveInvoice(
      ctx.db,
      record.customerId,
      null,
      {
        issuerKind: null,
        issuerId: null,
        number,
        invoiceDate: localDayOf(new Date()),
        status: 'draft',
        source: 'pdf',
        sourceHash,
        totalExclVat: '0',
        totalVat: '0',
        totalInclVat: '0',
        documentId: document.id,
        createdById: record.createdById,
      },
      [],
    );
    return { ...file, invoiceId: id, number, errors: [] };
  }

  const parsed = parseEInvoice(bytes);
  if (!parsed.ok) return { ...file, errors: parsed.errors };
  const [issuers, entities] = await Promise.all([
    issuerCandidates(ctx),
    repository.entitiesOfCustomer(ctx.db, record.customerId),
  ]);
  const mapped = mapEInvoice(parsed.invoice, { issuers, entities });
  if (!mapped.body) return { ...file, number: parsed.invoice.number, errors: mapped.errors };
  const body = invoiceBodySchema.safeParse(mapped.body);
  if (!body.success) {
    return {
      ...file,
      number: parsed.invoice.number,
      errors: body.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    };
  }
  let id: number;
  try {
    id = await saveImportedInvoice(ctx, {
      customerId: record.customerId,
      body: body.data,
      source: 'e-invoice',
      sourceHash,
      createdById: record.createdById,
    });
  } catch (error) {
    const errors = fieldErrorsOf(error);
    if (errors) return { ...file, number: parsed.invoice.number, errors };
    throw error;
  }
  const pdf = mapped.pdfs[0];
  if (pdf) {
    const document = await createDocumentForJob(ctx, {
      customerId: record.customerId,
      upload: { fileName: pdf.filename, folder: INVOICE_FOLDER, bytes: pdf.content },
      uploadedById: record.createdById,
    }).catch(() => null);
    if (document) await repository.setInvoiceDocument(ctx.db, record.customerId, id, document.id);
  }
  return { ...file, invoiceId: id, number: parsed.invoice.number, errors: [] };
}

/** The job's work: every file not done yet (a retry continues where an attempt stopped). */
export async function runInvoiceImport(ctx: ServiceContext, importId: number): Promise<{ files: number }> {
  const record = await repository.findImportForJob(ctx.db, importId);
  if (!record) return { files: 0 };
  await repository.updateImport(ctx.db, importId, { status: 'running' });
  const files = [...record.files];
  for (const [index, file] of files.entries()) {
    if (file.invoiceId !== null || file.errors.length > 0 || !file.storageKey) continue;
    const result = await importFile(ctx, record, file);
    await ctx.storage.delete(file.storageKey).catch(() => undefined);
    files[index] = { ...result, storageKey: '' };
    await repository.updateImport(ctx.db, importId, { files });
  }
  await repository.updateImport(ctx.db, importId, { status: 'done', files, finishedAt: new Date() });
  return { files: files.length };
}
