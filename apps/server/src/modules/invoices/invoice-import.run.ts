import { createHash } from 'node:crypto';
import {
  INVOICE_IMPORT_MESSAGES as M,
  invoiceBodySchema,
  type IssuerKind,
} from '@energiek/contracts/invoices';
import type { InvoiceImportFileResult } from '@energiek/db/schema/index';
import { localDayOf } from '@energiek/domain/local-time';
import type { ServiceContext } from '../../core/context.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { createDocumentForJob } from '../library/library.service.ts';
import { parseEInvoiceBounded } from './e-invoice/bounded-parse.ts';
import { mapEInvoice, type MappingError } from './e-invoice-mapping.ts';
import * as repository from './invoices.repository.ts';
import { saveImportedInvoice } from './invoices.service.ts';

// The invoice import job's work (invoice-import.job.ts runs it; invoice-import.ts stores the files and
// queues the job): each stored file becomes an invoice, or the Dutch reasons why not.

/** A stored upload and, once done, what became of it. */
export type StoredFile = InvoiceImportFileResult & { storageKey: string };

export const INVOICE_FOLDER = 'Facturen';
export const PDF_MAGIC = Buffer.from('%PDF-');

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

  const parsed = await parseEInvoiceBounded(bytes);
  if (!parsed.ok) {
    if (parsed.cause)
      ctx.log.error({ err: parsed.cause, file: file.name }, 'e-invoice parser failed unexpectedly');
    return { ...file, errors: parsed.errors };
  }
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
    if (!errors) throw error;
    // The same issuer + number: refused, with the invoice that has it (the screen links to it).
    const other = errors.some((e) => e.field === 'number')
      ? await repository.findByNumber(
          ctx.db,
          record.customerId,
          { issuerKind: body.data.issuerKind, issuerId: body.data.issuerId },
          body.data.number,
        )
      : undefined;
    return {
      ...file,
      number: parsed.invoice.number,
      errors,
      duplicateOf: other ? { id: other.id, number: other.number } : null,
    };
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
