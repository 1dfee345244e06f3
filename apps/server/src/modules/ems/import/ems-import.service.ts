import type { Readable } from 'node:stream';
import type {
  EmsImportItem,
  ImportMappingItem,
  ImportOptions,
  ImportPreview,
} from '@energiek/contracts/ems-import';
import { EMS_IMPORT_MESSAGES, importOptionsSchema } from '@energiek/contracts/ems-import';
import { ImportFormatError, detectMapping, type ImportMapping } from '@energiek/domain/interval-import';
import { requireActsFor, type Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { auditSubject, writeAudit } from '../../../lib/audit.ts';
import { notFound, validationError, type FieldErrors } from '../../../lib/http-errors.ts';
import { emsImportJob } from './ems-import.job.ts';
import {
  findImport,
  insertImport,
  listImports as listImportRows,
  toImportItem,
  updateImport,
} from './ems-import.repository.ts';
import { UnreadableFileError, isSystemError, openRows, readHead, type FileEncoding } from './file-rows.ts';

// Interval imports (issue 16 "Import"): preview a file's detected mapping, store a file and queue its
// import job, read an import's progress and error report.

const PREVIEW_ROWS = 20;
const DETECT_ROWS = 50;
const ALLOWED_EXTENSIONS = /\.(csv|txt|xlsx)$/i;

/** Parses the multipart option fields (422 with Dutch field errors). */
export function parseImportOptions(fields: Record<string, string>): ImportOptions {
  const cleaned = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
  const parsed = importOptionsSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'file');
    (errors[key] ??= []).push(issue.message);
  }
  throw validationError(errors);
}

export function checkFileName(fileName: string): void {
  if (!ALLOWED_EXTENSIONS.test(fileName))
    throw validationError({ file: [EMS_IMPORT_MESSAGES.typeNotAllowed] });
}

/** The detected mapping with the user's corrections; 422 when the result cannot be read. */
async function mappingOf(
  input: Readable,
  options: ImportOptions,
  limit: number,
): Promise<{ mapping: ImportMappingItem; header: string[]; rows: string[][] }> {
  let source;
  let head;
  try {
    source = await openRows(input, options.delimiter ? { delimiter: options.delimiter } : {}, { head: true });
    head = await readHead(source, limit);
  } catch (error) {
    // A file we cannot parse is the user's to fix (422); failing to read it (storage, disk, descriptors)
    // is ours, and must not be reported as a bad file.
    if (isSystemError(error)) throw error;
    const message = error instanceof UnreadableFileError ? error.message : EMS_IMPORT_MESSAGES.unreadable;
    throw validationError({ file: [message] });
  }
  if (head.header.length === 0) throw validationError({ file: [EMS_IMPORT_MESSAGES.empty] });
  const rows = head.rows.map((row) => row.cells);
  let detected: ImportMapping;
  try {
    detected = detectMapping([head.header, ...rows], source.delimiter);
  } catch (error) {
    if (error instanceof ImportFormatError) throw validationError({ file: [error.message] });
    throw error;
  }
  const mapping = applyOptions(detected, options, source.encoding);
  const problems = mappingProblems(mapping, head.header.length);
  if (problems) throw validationError(problems);
  return { mapping, header: head.header, rows };
}

function applyOptions(
  detected: ImportMapping,
  options: ImportOptions,
  encoding: FileEncoding,
): ImportMappingItem {
  const column = (given: number | undefined, fallback: number | null) =>
    given === undefined ? fallback : given === -1 ? null : given;
  const c = detected.columns;
  return {
    layout: options.layout ?? detected.layout,
    delimiter: options.delimiter ?? detected.delimiter,
    decimalMark: options.decimalMark ?? detected.decimalMark,
    intervalLabel: options.intervalLabel ?? detected.intervalLabel,
    unit: options.unit ?? detected.unit,
    minutes: options.minutes ? (Number(options.minutes) as 15 | 60) : detected.minutes,
    columns: {
      ean: column(options.eanColumn, c.ean)!,
      date: column(options.dateColumn, c.date),
      time: column(options.timeColumn, c.time),
      timestamp: column(options.timestampColumn, c.timestamp),
      value: column(options.valueColumn, c.value),
      channel: column(options.channelColumn, c.channel),
      unit: column(options.unitColumn, c.unit),
      firstValue: column(options.firstValueColumn, c.firstValue),
    },
    encoding,
  };
}

function mappingProblems(mapping: ImportMappingItem, width: number): FieldErrors | null {
  const errors: FieldErrors = {};
  const inRange = (value: number | null) => value === null || value < width;
  for (const [key, value] of Object.entries(mapping.columns)) {
    if (!inRange(value)) errors[`${key}Column`] = [EMS_IMPORT_MESSAGES.column];
  }
  if ((mapping.columns.ean as number | null) === null) errors['eanColumn'] = [EMS_IMPORT_MESSAGES.column];
  const { columns } = mapping;
  if (mapping.layout === 'wide' && (columns.date === null || columns.firstValue === null)) {
    errors['layout'] = [EMS_IMPORT_MESSAGES.layout];
  }
  if (
    mapping.layout === 'long' &&
    (columns.value === null ||
      (columns.timestamp === null && (columns.date === null || columns.time === null)))
  ) {
    errors['layout'] = [EMS_IMPORT_MESSAGES.layout];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The detected mapping and the first rows of a file (nothing is stored). */
export async function previewImport(
  _ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; fileName: string; file: Readable; fields: Record<string, string> },
): Promise<ImportPreview> {
  requireActsFor(actor, input.customerId);
  checkFileName(input.fileName);
  const options = parseImportOptions(input.fields);
  const { mapping, header, rows } = await mappingOf(input.file, options, PREVIEW_ROWS);
  return { fileName: input.fileName, mapping, header, rows };
}

/** Registers a stored file as an import and queues its job (202). The stored file is removed on a 422. */
export async function createImport(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; fileName: string; storageKey: string; fields: Record<string, string> },
): Promise<{ id: number; status: EmsImportItem['status'] }> {
  requireActsFor(actor, input.customerId);
  try {
    checkFileName(input.fileName);
    const options = parseImportOptions(input.fields);
    const object = await ctx.storage.get(input.storageKey);
    if (!object || object.size === 0) {
      object?.body.destroy();
      throw validationError({ file: [EMS_IMPORT_MESSAGES.empty] });
    }
    let mapping: ImportMappingItem;
    try {
      ({ mapping } = await mappingOf(object.body, options, DETECT_ROWS));
    } finally {
      object.body.destroy();
    }
    const row = await insertImport(ctx.db, {
      customerId: input.customerId,
      fileName: input.fileName.slice(0, 200),
      storageKey: input.storageKey,
      size: object.size,
      mapping,
      createdById: actor.user.id,
    });
    const jobId = await ctx.jobs.enqueue(
      emsImportJob,
      { importId: row.id },
      { requestedById: actor.user.id },
    );
    await updateImport(ctx.db, row.id, { jobId });
    await writeAudit(ctx.db, actor, {
      event: 'ems.import.created',
      ...auditSubject('ems_import', row.id, input.customerId),
      details: { fileName: row.fileName, size: object.size },
    });
    return { id: row.id, status: 'queued' };
  } catch (error) {
    await ctx.storage.delete(input.storageKey).catch(() => undefined);
    throw error;
  }
}

export async function getImport(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; id: number },
): Promise<EmsImportItem> {
  requireActsFor(actor, input.customerId);
  const row = await findImport(ctx.db, input.customerId, input.id);
  if (!row) throw notFound();
  return toImportItem(row);
}

/** The customer's latest imports (at most 50), newest first. */
export async function listImports(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number },
): Promise<EmsImportItem[]> {
  requireActsFor(actor, input.customerId);
  const rows = await listImportRows(ctx.db, input.customerId, 50);
  return rows.map((row) => ({ ...toImportItem(row), errors: [] }));
}
