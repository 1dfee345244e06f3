import type { Readable } from 'node:stream';
import { allows } from '@energiek/contracts/access';
import type { ListMeta } from '@energiek/contracts/envelopes';
import {
  EXPORT_KEEP_DAYS,
  EXPORT_MESSAGES,
  EXPORT_STATUS_LABELS,
  EXPORTS_READ,
  type ExportCatalogue,
  type ExportCreateValues,
  type ExportItem,
  type ExportListQuery,
} from '@energiek/contracts/exports';
import { formatDate, toIsoDate } from '@energiek/contracts/format';
import { INVOICE_AUDIT_ACCESS } from '@energiek/contracts/invoice-audit';
import { requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { auditSubject, writeAudit, writeAudited } from '../../lib/audit.ts';
import { forbidden, notFound, validationError } from '../../lib/http-errors.ts';
import { exportJob, type StoredParams } from './exports.job.ts';
import * as repo from './exports.repository.ts';
import { EXPORT_SOURCES, hasAgreements } from './exports.sources.ts';

// Exports: the catalogue, request one (a background job makes the file), list, read, download, delete.

const DAY_MS = 24 * 60 * 60 * 1000;

function requireAccess(actor: Actor): void {
  if (!allows(actor.profile, EXPORTS_READ)) throw forbidden();
}

/** Audit results are for the users of the audit inbox (wl:invoicecontrol + invoice-check:read). */
const auditResults = (actor: Actor) => allows(actor.profile, INVOICE_AUDIT_ACCESS);

export async function getExportCatalogue(ctx: ServiceContext, actor: Actor): Promise<ExportCatalogue> {
  requireAccess(actor);
  const agreements = await hasAgreements(ctx.db);
  return {
    data: Object.values(EXPORT_SOURCES)
      .filter((source) => source.type !== 'agreements' || agreements)
      .filter((source) => source.type !== 'audit-results' || auditResults(actor))
      .map(({ type, name, description, needs }) => ({ type, name, description, needs })),
    unavailable: [
      ...(agreements
        ? []
        : [{ name: 'Leveringsovereenkomsten', reason: 'Er zijn nog geen overeenkomsten vastgelegd.' }]),
      ...(auditResults(actor)
        ? []
        : [{ name: 'Auditresultaten', reason: 'Alleen voor wie de factuurcontrole doet.' }]),
    ],
  };
}

export function toExportItem({ row, requesterName }: repo.ExportRow): ExportItem {
  const params = row.params as Partial<StoredParams>;
  return {
    id: row.id,
    type: row.type as ExportItem['type'],
    typeName: EXPORT_SOURCES[row.type as ExportItem['type']].name,
    format: row.format,
    description: params.description ?? '',
    status: row.status,
    statusName: EXPORT_STATUS_LABELS[row.status],
    progress: row.progress,
    jobId: row.jobId,
    filename: row.filename,
    rows: row.rows,
    size: row.size,
    error: row.error,
    requestedBy: row.requestedById ? { id: row.requestedById, name: requesterName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function listExports(
  ctx: ServiceContext,
  actor: Actor,
  query: ExportListQuery,
): Promise<{ data: ExportItem[]; meta: ListMeta }> {
  requireAccess(actor);
  const { page, limit } = query;
  const where = repo.visibleTo(actor.user.id, actor.actFor);
  const { rows, total } = await repo.findExports(ctx.db, where, { page, limit });
  return { data: rows.map(toExportItem), meta: pageMeta(page, limit, total) };
}

async function requireExport(ctx: ServiceContext, actor: Actor, id: number): Promise<repo.ExportRow> {
  const found = await repo.findExport(ctx.db, id, repo.visibleTo(actor.user.id, actor.actFor));
  if (!found) throw notFound();
  return found;
}

export async function getExport(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number },
): Promise<ExportItem> {
  requireAccess(actor);
  return toExportItem(await requireExport(ctx, actor, input.id));
}

export async function createExport(
  ctx: ServiceContext,
  actor: Actor,
  input: { body: ExportCreateValues },
): Promise<ExportItem> {
  requireAccess(actor);
  const { body } = input;
  const source = EXPORT_SOURCES[body.type];
  const today = toIsoDate(new Date());
  let description = `${source.name}, alle klanten waar je toegang toe hebt`;
  let filename = `${source.name.toLowerCase()}-${today}.${body.format}`;
  let customerId: number | null = null;
  if (body.type === 'agreements' && !(await hasAgreements(ctx.db)))
    throw validationError({ type: [EXPORT_MESSAGES.notAvailable] });
  if (body.type === 'audit-results' && !auditResults(actor))
    throw validationError({ type: [EXPORT_MESSAGES.notAvailable] });
  if (source.needs === 'connection-period') {
    customerId = body.customerId!;
    requireActsFor(actor, customerId);
    const connection = await repo.connectionOfCustomer(ctx.db, customerId, body.connectionId!);
    if (!connection) throw validationError({ connectionId: [EXPORT_MESSAGES.connection] });
    description = `${source.name} ${connection.ean}, ${formatDate(body.from!)} – ${formatDate(body.to!)}`;
    filename = `energiedata-${connection.ean}-${body.from}-${body.to}.${body.format}`;
  }
  const params: StoredParams = {
    customerId,
    connectionId: source.needs === 'connection-period' ? body.connectionId! : null,
    from: body.from ?? null,
    to: body.to ?? null,
    scope: actor.actFor === 'all' ? 'all' : [...actor.actFor],
    description,
  };
  // The row and its audit commit together; the job is queued once they are committed (the queue is
  // another connection's work, and the job must find the row).
  const row = await writeAudited(
    ctx.db,
    actor,
    (tx) =>
      repo.insertExport(tx, {
        type: body.type,
        format: body.format,
        params,
        customerId,
        requestedById: actor.user.id,
        filename,
        expiresAt: new Date(Date.now() + EXPORT_KEEP_DAYS * DAY_MS),
      }),
    (inserted) => ({
      event: 'exports.requested',
      customerId,
      subjectType: 'export',
      subjectId: inserted.id,
      details: { type: body.type, format: body.format },
    }),
  );
  const jobId = await ctx.jobs.enqueue(exportJob, { exportId: row.id }, { requestedById: actor.user.id });
  await repo.updateExport(ctx.db, row.id, { jobId });
  return getExport(ctx, actor, { id: row.id });
}

export async function downloadExport(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number },
): Promise<{ body: Readable; size: number; filename: string; format: 'xlsx' | 'csv' }> {
  requireAccess(actor);
  const { row } = await requireExport(ctx, actor, input.id);
  if (row.status !== 'klaar' || !row.storageKey || row.expiresAt.getTime() < Date.now()) throw notFound();
  const stored = await ctx.storage.get(row.storageKey);
  if (!stored) throw notFound();
  await writeAudit(ctx.db, actor, {
    event: 'exports.downloaded',
    ...auditSubject('export', row.id, row.customerId),
  });
  return { body: stored.body, size: stored.size, filename: row.filename, format: row.format };
}

export async function deleteExport(ctx: ServiceContext, actor: Actor, input: { id: number }): Promise<void> {
  requireAccess(actor);
  const { row } = await requireExport(ctx, actor, input.id);
  // The row and its audit commit together; the file goes only after that commit (a refused audit leaves
  // row and file; a file left behind by a failed storage call is an orphan, never a row without its file).
  await writeAudited(ctx.db, actor, (tx) => repo.deleteExportRow(tx, row.id), {
    event: 'exports.deleted',
    ...auditSubject('export', row.id, row.customerId),
    details: { type: row.type, format: row.format },
  });
  if (row.storageKey) await ctx.storage.delete(row.storageKey);
}
