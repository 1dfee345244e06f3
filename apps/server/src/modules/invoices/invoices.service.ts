import type { ListMeta } from '@energiek/contracts/envelopes';
import { formatDate } from '@energiek/contracts/format';
import {
  INVOICE_LINE_KIND_NAMES,
  INVOICE_MESSAGES as M,
  invoiceTotalsMessage,
  type InvoiceBodyOutput,
  type InvoiceItem,
  type InvoiceLineItem,
  type InvoiceList,
  type InvoiceListItem,
  type InvoiceListQuery,
  type InvoiceSource,
  type InvoiceStatus,
} from '@energiek/contracts/invoices';
import type { InvoiceIssuerKind, InvoiceVatRate } from '@energiek/db/schema/index';
import { checkInvoiceTotals } from '@energiek/domain/invoice-totals';
import { invoicedAndCredited, type InvoicedAndCredited } from '@energiek/domain/invoiced-and-credited';
import { requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { auditSubject, writeAudit } from '../../lib/audit.ts';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { notFound, validationError, type FieldErrors } from '../../lib/http-errors.ts';
import { downloadDocument } from '../library/library.service.ts';
import * as repository from './invoices.repository.ts';
import { invoiceDeleted, invoiceSaved, invoicesWithLines } from './invoices.audit-read.ts';

// The front door of invoices (issue 28): list, get, create, update, delete a customer's energy invoices.
// Rules: the issuer exists in the master data, the entity, connections, credited invoice and document are
// the customer's own (another customer's id is a field error, the URL's customer a 404), the totals add up
// (packages/domain invoice-totals; a mismatch is a Dutch field error, never a silent fix), and the same
// issuer + number exists once. Same amount + period + connection is allowed but flagged (`duplicates`).

type InvoiceRef = { customerId: number; invoiceId: number };
type Body = InvoiceBodyOutput;

function connectionLabel(line: repository.LineRow): string | null {
  if (!line.connectionEan) return null;
  const address = [[line.street, line.houseNumber].filter(Boolean).join(' '), line.city]
    .filter(Boolean)
    .join(', ');
  return address ? `${line.connectionEan} · ${address}` : line.connectionEan;
}

function toLineItem(line: repository.LineRow): InvoiceLineItem {
  return {
    id: line.id,
    position: line.position,
    connectionId: line.connectionId,
    ean: line.ean,
    connectionLabel: connectionLabel(line),
    toResolve: line.ean !== null && line.connectionId === null,
    kind: line.kind as InvoiceLineItem['kind'],
    kindName: INVOICE_LINE_KIND_NAMES[line.kind as InvoiceLineItem['kind']] ?? line.kind,
    bracket: line.bracket,
    description: line.description,
    quantity: trimDecimal(line.quantity),
    unit: line.unit as InvoiceLineItem['unit'],
    unitPrice: trimDecimal(line.unitPrice),
    amount: line.amount,
    vatRate: trimDecimal(line.vatRate) ?? '0',
    periodFrom: line.periodFrom,
    periodTo: line.periodTo,
  };
}

/** numeric(18,6) answers "12345.000000": the API gives "12345". */
function trimDecimal(value: string | null): string | null {
  if (value === null) return null;
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

function toListItem(row: repository.InvoiceRow): InvoiceListItem {
  return {
    id: row.id,
    customerId: row.customerId,
    issuerKind: row.issuerKind,
    issuerId: row.issuerId,
    issuerName: row.issuerName,
    entityId: row.entityId,
    entityName: row.entityName,
    number: row.number,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    kind: row.kind as InvoiceListItem['kind'],
    creditsInvoiceId: row.creditsInvoiceId,
    creditsInvoiceNumber: row.creditsInvoiceNumber,
    status: row.status as InvoiceStatus,
    source: row.source as InvoiceSource,
    totalExclVat: row.totalExclVat,
    totalVat: row.totalVat,
    totalInclVat: row.totalInclVat,
    documentId: row.documentId,
    documentName: row.documentName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lineCount: row.lineCount,
    eans: row.eans,
    flaggedDuplicate: row.flaggedDuplicate,
  };
}

export async function listInvoices(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, query }: { customerId: number; query: InvoiceListQuery },
): Promise<InvoiceList & { meta: { recovered: null } }> {
  requireActsFor(actor, customerId);
  const { page, limit, sort, with: _with, ...filters } = query;
  const { rows, total, totals } = await repository.listInvoices(ctx.db, customerId, filters, {
    page,
    limit,
    sort,
  });
  const meta: ListMeta = pageMeta(page, limit, total);
  // € recovered comes from the invoice audit, which reads invoices through this file: the routes add it
  // (invoice-overviews.ts listInvoicesWithRecovered).
  return { data: rows.map(toListItem), meta: { ...meta, totals, recovered: null } };
}

/**
 * The customer's invoices and credit notes dated from `from` to `to` (inclusive), totalled apart and netted
 * (incl. VAT; drafts left out): the portal's cost card (issue 31).
 */
export async function invoicedAndCreditedBetween(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, from, to }: { customerId: number; from: string; to: string },
): Promise<InvoicedAndCredited> {
  requireActsFor(actor, customerId);
  return invoicedAndCredited(await repository.kindsAndTotals(ctx.db, customerId, from, to));
}

export async function getInvoice(ctx: ServiceContext, actor: Actor, ref: InvoiceRef): Promise<InvoiceItem> {
  requireActsFor(actor, ref.customerId);
  const row = await repository.findInvoice(ctx.db, ref.customerId, ref.invoiceId);
  if (!row) throw notFound();
  const [lines, duplicates] = await Promise.all([
    repository.linesOf(ctx.db, ref.customerId, ref.invoiceId),
    repository.duplicatesOf(ctx.db, ref.customerId, ref.invoiceId),
  ]);
  const { lineCount: _count, eans: _eans, flaggedDuplicate: _flagged, ...item } = toListItem(row);
  return {
    ...item,
    vat: row.vat,
    notes: row.notes,
    lines: lines.map(toLineItem),
    duplicates: duplicates.map((other) => ({
      ...other,
      reason: `Zelfde bedrag, periode en aansluiting als factuur ${other.number} (${formatDate(other.invoiceDate)}).`,
    })),
  };
}

type Resolved = {
  values: Parameters<typeof repository.saveInvoice>[3];
  lines: Parameters<typeof repository.saveInvoice>[4];
};

/** Checks a body that passed its schema against the database and the totals; 422 with every field error. */
async function resolve(
  ctx: ServiceContext,
  customerId: number,
  body: Body,
  exceptId: number | undefined,
): Promise<Resolved> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const issuerKind = body.issuerKind as InvoiceIssuerKind;

  if (!(await repository.issuerExists(ctx.db, issuerKind, body.issuerId))) add('issuerId', M.issuerUnknown);
  if (body.entityId != null && !(await repository.entityOfCustomer(ctx.db, customerId, body.entityId))) {
    add('entityId', M.entityOther);
  }
  if (
    body.documentId != null &&
    !(await repository.documentOfCustomer(ctx.db, customerId, body.documentId))
  ) {
    add('documentId', M.documentOther);
  }
  if (body.creditsInvoiceId != null) {
    if (body.kind !== 'credit-note') add('creditsInvoiceId', M.creditsOnlyCreditNote);
    else if (
      body.creditsInvoiceId === exceptId ||
      !(await repository.invoiceOfCustomer(ctx.db, customerId, body.creditsInvoiceId))
    ) {
      add('creditsInvoiceId', M.creditsOther);
    }
  }
  if (body.dueDate && body.dueDate < body.invoiceDate) add('dueDate', M.dueBeforeInvoice);
  if (body.periodFrom && body.periodTo && body.periodTo < body.periodFrom)
    add('periodTo', M.periodEndBeforeStart);

  // Connections: by id (must be the customer's) or by EAN (kept "to be resolved" when none matches).
  const known = await repository.connectionsOfCustomer(ctx.db, customerId, {
    ids: body.lines.flatMap((line) => (line.connectionId == null ? [] : [line.connectionId])),
    eans: body.lines.flatMap((line) => (line.ean == null ? [] : [line.ean])),
  });
  const byId = new Map(known.map((c) => [c.id, c.ean]));
  const byEan = new Map(known.map((c) => [c.ean, c.id]));
  const lines = body.lines.map((line, index) => {
    let connectionId = line.connectionId ?? null;
    let ean = line.ean ?? null;
    if (connectionId !== null) {
      const own = byId.get(connectionId);
      if (own === undefined) add(`lines.${index}.connectionId`, M.connectionOther);
      else ean = own;
    } else if (ean !== null) {
      connectionId = byEan.get(ean) ?? null;
    }
    if (line.periodFrom && line.periodTo && line.periodTo < line.periodFrom) {
      add(`lines.${index}.periodTo`, M.periodEndBeforeStart);
    }
    return {
      connectionId,
      ean,
      kind: line.kind,
      bracket: line.bracket ?? null,
      description: line.description ?? null,
      quantity: line.quantity ?? null,
      unit: line.unit ?? null,
      unitPrice: line.unitPrice ?? null,
      amount: line.amount,
      vatRate: line.vatRate,
      periodFrom: line.periodFrom ?? null,
      periodTo: line.periodTo ?? null,
    };
  });

  const totals = checkInvoiceTotals({
    lines: body.lines,
    vat: body.vat ?? null,
    totalExclVat: body.totalExclVat,
    totalVat: body.totalVat,
    totalInclVat: body.totalInclVat,
  });
  for (const mismatch of totals.mismatches) add(mismatch.field, invoiceTotalsMessage(mismatch));

  const other = await repository.findByNumber(
    ctx.db,
    customerId,
    { issuerKind, issuerId: body.issuerId },
    body.number,
    exceptId,
  );
  if (other) add('number', M.duplicateNumber(other.number, formatDate(other.invoiceDate)));

  if (Object.keys(errors).length > 0) throw validationError(errors);
  const vat: InvoiceVatRate[] = body.vat && body.vat.length > 0 ? body.vat : totals.vat;
  return {
    values: {
      issuerKind,
      issuerId: body.issuerId,
      entityId: body.entityId ?? null,
      number: body.number,
      invoiceDate: body.invoiceDate,
      dueDate: body.dueDate ?? null,
      periodFrom: body.periodFrom ?? null,
      periodTo: body.periodTo ?? null,
      kind: body.kind,
      creditsInvoiceId: body.creditsInvoiceId ?? null,
      status: body.status,
      totalExclVat: body.totalExclVat,
      totalVat: body.totalVat,
      totalInclVat: body.totalInclVat,
      vat,
      documentId: body.documentId ?? null,
      notes: body.notes ?? null,
    },
    lines,
  };
}

/** The unique index caught a number another request saved meanwhile: the same 422 as the check. */
function duplicateRace(error: unknown, body: Body): never {
  if (dbErrorCode(error) === '23505') {
    throw validationError({ number: [M.duplicateNumber(body.number, formatDate(body.invoiceDate))] });
  }
  throw error;
}

export async function createInvoice(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; body: Body; source?: InvoiceSource; sourceHash?: string | null },
): Promise<InvoiceItem> {
  const { customerId, body } = input;
  requireActsFor(actor, customerId);
  const { values, lines } = await resolve(ctx, customerId, body, undefined);
  const id = await repository
    .saveInvoice(
      ctx.db,
      customerId,
      null,
      {
        ...values,
        source: input.source ?? 'hand',
        sourceHash: input.sourceHash ?? null,
        createdById: actor.user.id,
      },
      lines,
    )
    .catch((error: unknown) => {
      // An admin may name a customer that does not exist.
      if (dbErrorCode(error) === '23503') throw notFound();
      return duplicateRace(error, body);
    });
  if (id === null) throw notFound();
  await writeAudit(ctx.db, actor, {
    event: 'invoices.created',
    customerId,
    subjectType: 'invoice',
    subjectId: id,
    details: { number: values.number, source: input.source ?? 'hand', totalInclVat: values.totalInclVat },
  });
  await invoiceSaved(ctx, { customerId, invoiceId: id });
  return getInvoice(ctx, actor, { customerId, invoiceId: id });
}

export async function updateInvoice(
  ctx: ServiceContext,
  actor: Actor,
  { body, ...ref }: InvoiceRef & { body: Body },
): Promise<InvoiceItem> {
  requireActsFor(actor, ref.customerId);
  if (!(await repository.invoiceOfCustomer(ctx.db, ref.customerId, ref.invoiceId))) throw notFound();
  const { values, lines } = await resolve(ctx, ref.customerId, body, ref.invoiceId);
  const id = await repository
    .saveInvoice(ctx.db, ref.customerId, ref.invoiceId, values, lines)
    .catch((error: unknown) => duplicateRace(error, body));
  if (id === null) throw notFound();
  await writeAudit(ctx.db, actor, {
    event: 'invoices.updated',
    ...auditSubject('invoice', ref.invoiceId, ref.customerId),
    details: { number: values.number, totalInclVat: values.totalInclVat },
  });
  await invoiceSaved(ctx, ref);
  return getInvoice(ctx, actor, ref);
}

export async function deleteInvoice(ctx: ServiceContext, actor: Actor, ref: InvoiceRef): Promise<void> {
  requireActsFor(actor, ref.customerId);
  // What the invoice audit needs to know of it afterwards (its neighbours on the same connections).
  const [gone] = await invoicesWithLines(ctx.db, ref.customerId, { invoiceIds: [ref.invoiceId] });
  if (!(await repository.deleteInvoice(ctx.db, ref.customerId, ref.invoiceId))) throw notFound();
  await writeAudit(ctx.db, actor, {
    event: 'invoices.deleted',
    ...auditSubject('invoice', ref.invoiceId, ref.customerId),
  });
  await invoiceDeleted(ctx, {
    customerId: ref.customerId,
    invoiceId: ref.invoiceId,
    connectionIds: [
      ...new Set(gone?.lines.flatMap((l) => (l.connectionId === null ? [] : [l.connectionId]))),
    ],
    from: gone?.periodFrom ?? gone?.invoiceDate ?? '',
    to: gone?.periodTo ?? gone?.invoiceDate ?? '',
  });
}

/** The invoice's original PDF from the library, to show beside its lines (404 without one). */
export async function openInvoiceDocument(ctx: ServiceContext, actor: Actor, ref: InvoiceRef) {
  requireActsFor(actor, ref.customerId);
  const row = await repository.findInvoice(ctx.db, ref.customerId, ref.invoiceId);
  if (!row?.documentId) throw notFound();
  return downloadDocument(ctx, actor, { customerId: ref.customerId, id: row.documentId });
}

/**
 * An invoice made by the import job (no actor: the job checked the customer when it was enqueued): the
 * same rules as a hand-entered one; a 422 comes back as the file's errors.
 */
export async function saveImportedInvoice(
  ctx: ServiceContext,
  input: {
    customerId: number;
    body: Body;
    source: InvoiceSource;
    sourceHash: string;
    createdById: number | null;
  },
): Promise<number> {
  const { values, lines } = await resolve(ctx, input.customerId, input.body, undefined);
  const id = await repository
    .saveInvoice(
      ctx.db,
      input.customerId,
      null,
      { ...values, source: input.source, sourceHash: input.sourceHash, createdById: input.createdById },
      lines,
    )
    .catch((error: unknown) => duplicateRace(error, input.body));
  if (id === null) throw notFound();
  await writeAudit(ctx.db, null, {
    event: 'invoices.imported',
    userId: input.createdById,
    ...auditSubject('invoice', id, input.customerId),
    details: { number: values.number, source: input.source },
  });
  await invoiceSaved(ctx, { customerId: input.customerId, invoiceId: id });
  return id;
}

// The invoice audit's door (issue 29): invoices with their lines, the hooks on every saved or deleted invoice,
// and where the audit hands in its outcomes for the invoice list and the year overview.
export {
  invoicesWithLines,
  onInvoiceSaved,
  onInvoiceDeleted,
  provideAuditOutcomes,
  type AuditOutcome,
  type AuditOutcomesProvider,
  type InvoiceSavedEvent,
  type InvoiceDeletedEvent,
  type InvoiceWithLines,
} from './invoices.audit-read.ts';

// The signals' door (issue 30): each connection's month grid, for the missing-invoice rule.
export { customerInvoiceCoverage } from './invoice-coverage.read.ts';
