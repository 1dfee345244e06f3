import type { z } from 'zod';
import {
  TAX_REQUEST_MESSAGES,
  TAX_REQUEST_STATUS_LABELS,
  canMoveTo,
  type TaxRequestBodyParsed,
  type TaxRequestItem,
  type TaxRequestListItem,
  type taxRequestListQuerySchema,
} from '@energiek/contracts/tax-requests';
import type { ListMeta } from '@energiek/contracts/envelopes';
import {
  anbiRefund,
  compareComplex,
  multiplePropertiesRefund,
  refundBreakdown,
  refundDeadline,
  refundDeadlineStatus,
  refundYearDeadlines,
} from '@energiek/domain/energy-tax-refund';
import { localDayOf } from '@energiek/domain/local-time';
import { actsFor, requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { auditSubject, writeAudit } from '../../lib/audit.ts';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import { findCustomer } from '../customers/customers.service.ts';
import { createDocument } from '../library/library.service.ts';
import { glasshouseOf, ratesFor, withEngineErrors } from '../taxes/taxes.service.ts';
import { requestLetterPdf, type LetterApplicant } from './tax-requests.letter.ts';
import * as repo from './tax-requests.repository.ts';

// Energy-tax refund requests (issue 12): the amount is the engine's (packages/domain/energy-tax-refund.ts)
// from the volumes stored per connection, recomputed on every save; the deadline follows the type. Only a
// concept may change what the amount is computed from; the status moves along TAX_REQUEST_TRANSITIONS.

type ListQuery = z.output<typeof taxRequestListQuerySchema>;
type Target = { customerId: number; id: number };

export async function listTaxRequests(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId?: number; query: ListQuery },
): Promise<{ data: TaxRequestListItem[]; meta: ListMeta }> {
  const { customerId, query } = input;
  if (customerId !== undefined && !actsFor(actor, customerId)) throw notFound();
  const where = repo.taxRequestConditions(
    { actFor: actor.actFor, ...(customerId === undefined ? {} : { customerId }) },
    query,
  );
  const { items, total } = await repo.listTaxRequests(ctx.db, where, query, localDayOf(new Date()));
  return { data: items, meta: pageMeta(query.page, query.limit, total) };
}

export async function getTaxRequest(
  ctx: ServiceContext,
  actor: Actor,
  input: Target,
): Promise<TaxRequestItem> {
  requireActsFor(actor, input.customerId);
  const found = await repo.findTaxRequest(ctx.db, input.customerId, input.id);
  if (!found) throw notFound();
  return withRateNotes(ctx, found);
}

/**
 * What a consultant must know before sending: whether the deadline has passed (Europe/Amsterdam today),
 * each year's own deadline (the earliest still ahead is the one at risk) and which years of the period rest on rates not verified against the official table.
 */
async function withRateNotes(
  ctx: ServiceContext,
  stored: repo.StoredTaxRequest,
  now = new Date(),
): Promise<TaxRequestItem> {
  const glasshouse = await isGlasshouse(ctx, stored.customerId, stored.product, stored.connections);
  const rates = await ratesFor(ctx, stored.product, [{ from: stored.from, to: stored.to }], { glasshouse });
  const today = localDayOf(now);
  const years = refundYearDeadlines(stored.type, stored.from, stored.to);
  return {
    ...stored,
    deadlinePassed: stored.deadline < today,
    yearDeadlines: years.map((y) => ({ year: y.year, deadline: y.deadline, passed: y.deadline < today })),
    earliestDeadline: refundDeadlineStatus(years, today).earliest,
    unverifiedYears: rates.years.filter((y) => !y.verified).map((y) => y.year),
    glasshouse,
  };
}

/**
 * A gas request is computed with the glasshouse rates when every connection is glasshouse horticulture gas
 * (the taxes area's tax settings); a mix is refused on create and update (`checkLinks`), so a stored mix
 * (a setting changed later) counts as normal gas.
 */
async function isGlasshouse(
  ctx: ServiceContext,
  customerId: number,
  product: number,
  connections: readonly { connectionId: number }[],
): Promise<boolean> {
  if (product !== 2 || connections.length === 0) return false;
  const marks = await glasshouseOf(
    ctx,
    customerId,
    connections.map((c) => c.connectionId),
  );
  return connections.every((c) => marks.get(c.connectionId) === true);
}

/** The engine's amount for a body: € as a decimal string with cents. */
async function computeAmount(
  ctx: ServiceContext,
  customerId: number,
  body: TaxRequestBodyParsed,
): Promise<string> {
  const period = { product: body.product, from: body.from, to: body.to, business: body.business };
  const glasshouse = await isGlasshouse(ctx, customerId, body.product, body.connections);
  const rates = await ratesFor(ctx, body.product, [period], { glasshouse });
  const connections = body.connections.map((c) => ({
    volume: c.volume,
    priorVolume: c.priorVolume,
    reduction: c.reduction,
    ...(c.volumeByYear ? { volumeByYear: c.volumeByYear } : {}),
  }));
  const amount = withEngineErrors(() => {
    if (body.type === 'complex') return compareComplex(period, connections, rates).difference;
    if (body.type === 'anbi') return anbiRefund(period, connections, rates);
    return multiplePropertiesRefund(period, body.properties ?? 0, rates);
  });
  return amount.toFixed(2);
}

/** Connections, documents and actions must be the customer's own (and the connections of the product). */
async function checkLinks(ctx: ServiceContext, customerId: number, body: TaxRequestBodyParsed) {
  const errors: Record<string, string[]> = {};
  const owned = await repo.customerConnections(
    ctx.db,
    customerId,
    body.connections.map((c) => c.connectionId),
  );
  body.connections.forEach((c, index) => {
    const product = owned.get(c.connectionId);
    if (product === undefined)
      errors[`connections.${index}.connectionId`] = [TAX_REQUEST_MESSAGES.unknownConnection];
    else if (product !== body.product) {
      errors[`connections.${index}.connectionId`] = [TAX_REQUEST_MESSAGES.wrongProduct];
    }
  });
  if (body.product === 2 && Object.keys(errors).length === 0 && body.connections.length > 1) {
    const marks = await glasshouseOf(
      ctx,
      customerId,
      body.connections.map((c) => c.connectionId),
    );
    if (new Set(body.connections.map((c) => marks.get(c.connectionId) === true)).size > 1) {
      errors.connections = [TAX_REQUEST_MESSAGES.glasshouseMixed];
    }
  }
  const documents = await repo.customerDocumentIds(ctx.db, customerId, body.documentIds);
  if (body.documentIds.some((id) => !documents.has(id)))
    errors.documentIds = [TAX_REQUEST_MESSAGES.unknownDocument];
  const actions = await repo.customerActionIds(ctx.db, customerId, body.actionIds);
  if (body.actionIds.some((id) => !actions.has(id))) errors.actionIds = [TAX_REQUEST_MESSAGES.unknownAction];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

function linksOf(body: TaxRequestBodyParsed): repo.TaxRequestLinks {
  return {
    connections: body.connections.map((c) => ({
      connectionId: c.connectionId,
      volume: String(c.volume),
      priorVolume: String(c.priorVolume),
      reduction: c.reduction,
      volumeByYear: c.volumeByYear
        ? Object.fromEntries(Object.entries(c.volumeByYear).map(([year, v]) => [year, String(v)]))
        : null,
    })),
    documentIds: [...new Set(body.documentIds)],
    actionIds: [...new Set(body.actionIds)],
  };
}

function computedFields(body: TaxRequestBodyParsed) {
  return {
    type: body.type,
    product: body.product,
    periodFrom: body.from,
    periodTo: body.to,
    business: body.business,
    properties: body.type === 'multiple-properties' ? body.properties : null,
    deadline: refundDeadline(body.type, body.to),
  };
}

export async function createTaxRequest(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; body: TaxRequestBodyParsed },
): Promise<TaxRequestItem> {
  const { customerId, body } = input;
  requireActsFor(actor, customerId);
  if (body.status !== undefined && body.status !== 'concept') {
    throw validationError({
      status: [TAX_REQUEST_MESSAGES.transition('nieuw', TAX_REQUEST_STATUS_LABELS[body.status])],
    });
  }
  await checkLinks(ctx, customerId, body);
  const amount = await computeAmount(ctx, customerId, body);
  const row = await repo
    .insertTaxRequest(
      ctx.db,
      { customerId, ...computedFields(body), amount, note: body.note, createdById: actor.user.id },
      linksOf(body),
    )
    .catch((error: unknown) => {
      if (dbErrorCode(error) === '23503') throw notFound();
      throw error;
    });
  await writeAudit(ctx.db, actor, {
    event: 'tax-requests.created',
    customerId,
    subjectType: 'tax-request',
    subjectId: row.id,
    details: { type: body.type, amount },
  });
  return getTaxRequest(ctx, actor, { customerId, id: row.id });
}

function sameYears(a: Record<string, number> | null, b: Record<string, number> | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((year) => a[year] === b[year]);
}

/** Whether the body changes what the amount is computed from. */
function changesComputation(existing: TaxRequestItem, body: TaxRequestBodyParsed): boolean {
  const same =
    existing.type === body.type &&
    existing.product === body.product &&
    existing.from === body.from &&
    existing.to === body.to &&
    existing.business === body.business &&
    (body.type !== 'multiple-properties' || existing.properties === body.properties) &&
    existing.connections.length === body.connections.length &&
    body.connections.every((c) =>
      existing.connections.some(
        (e) =>
          e.connectionId === c.connectionId &&
          e.volume === c.volume &&
          e.priorVolume === c.priorVolume &&
          e.reduction === c.reduction &&
          sameYears(e.volumeByYear, c.volumeByYear),
      ),
    );
  return !same;
}

export async function updateTaxRequest(
  ctx: ServiceContext,
  actor: Actor,
  input: Target & { body: TaxRequestBodyParsed },
): Promise<TaxRequestItem> {
  const { customerId, id, body } = input;
  const existing = await getTaxRequest(ctx, actor, { customerId, id });
  const status = body.status ?? existing.status;
  if (!canMoveTo(existing.status, status)) {
    throw validationError({
      status: [
        TAX_REQUEST_MESSAGES.transition(
          TAX_REQUEST_STATUS_LABELS[existing.status],
          TAX_REQUEST_STATUS_LABELS[status],
        ),
      ],
    });
  }
  const recompute = changesComputation(existing, body);
  if (recompute && existing.status !== 'concept') {
    throw validationError({ status: [TAX_REQUEST_MESSAGES.onlyConcept] });
  }
  await checkLinks(ctx, customerId, body);
  const amount = recompute ? await computeAmount(ctx, customerId, body) : undefined;
  await repo.updateTaxRequest(
    ctx.db,
    customerId,
    id,
    { ...computedFields(body), ...(amount === undefined ? {} : { amount }), status, note: body.note },
    linksOf(body),
  );
  await writeAudit(ctx.db, actor, {
    event: 'tax-requests.updated',
    customerId,
    subjectType: 'tax-request',
    subjectId: id,
    details: {
      status,
      ...(existing.status === status ? {} : { from: existing.status }),
      ...(amount ? { amount } : {}),
    },
  });
  // A letter already made follows the request: regenerated, so it never shows what the request was.
  if (existing.letterDocumentId !== null && (recompute || existing.note !== body.note)) {
    return generateTaxRequestLetter(ctx, actor, { customerId, id });
  }
  return getTaxRequest(ctx, actor, { customerId, id });
}

export async function deleteTaxRequest(ctx: ServiceContext, actor: Actor, input: Target): Promise<void> {
  const existing = await getTaxRequest(ctx, actor, input);
  if (existing.status !== 'concept') throw validationError({ status: [TAX_REQUEST_MESSAGES.onlyConcept] });
  if (!(await repo.deleteTaxRequest(ctx.db, input.customerId, input.id))) throw notFound();
  await writeAudit(ctx.db, actor, {
    event: 'tax-requests.deleted',
    ...auditSubject('tax-request', input.id, input.customerId),
  });
}

/** The applicant of the letter: the customer's name, postal (else visiting) address, KvK and IBAN. */
async function letterApplicant(ctx: ServiceContext, customerId: number): Promise<LetterApplicant> {
  const customer = await findCustomer(ctx.db, customerId);
  if (!customer) throw notFound();
  const postal = Boolean(customer.postalStreet);
  const street = postal
    ? [customer.postalStreet, customer.postalHouseNumber]
    : [customer.visitStreet, customer.visitHouseNumber];
  const city = postal
    ? [customer.postalPostcode, customer.postalCity]
    : [customer.visitPostcode, customer.visitCity];
  const addressLines = [street, city].map((parts) => parts.filter(Boolean).join(' ')).filter(Boolean);
  return { name: customer.name, addressLines, kvkNumber: customer.kvkNumber, iban: customer.iban };
}

/** The calculation behind the stored amount, per year and bracket (the same engine calls). */
async function letterBreakdown(ctx: ServiceContext, request: TaxRequestItem) {
  const period = { product: request.product, from: request.from, to: request.to, business: request.business };
  const rates = await ratesFor(ctx, request.product, [period], { glasshouse: request.glasshouse });
  const connections = request.connections.map((c) => ({
    volume: c.volume,
    priorVolume: c.priorVolume,
    reduction: c.reduction,
    ...(c.volumeByYear ? { volumeByYear: c.volumeByYear } : {}),
  }));
  return withEngineErrors(() =>
    refundBreakdown(request.type, period, connections, request.properties ?? 0, rates),
  );
}

/** Generates the request letter (PDF), stores it in the customer's library and links it to the request. */
export async function generateTaxRequestLetter(
  ctx: ServiceContext,
  actor: Actor,
  input: Target,
): Promise<TaxRequestItem> {
  const request = await getTaxRequest(ctx, actor, input);
  if (request.connections.length === 0) {
    throw validationError({ connections: [TAX_REQUEST_MESSAGES.connectionsOne] });
  }
  const applicant = await letterApplicant(ctx, input.customerId);
  const breakdown = await letterBreakdown(ctx, request);
  const bytes = await requestLetterPdf(request, applicant, breakdown, new Date());
  const document = await createDocument(ctx, actor, {
    customerId: input.customerId,
    upload: { fileName: `teruggaafverzoek-${request.id}.pdf`, folder: 'Belastingen', bytes },
  });
  await repo.setLetterDocument(ctx.db, input.customerId, input.id, document.id);
  await writeAudit(ctx.db, actor, {
    event: 'tax-requests.letter_generated',
    ...auditSubject('tax-request', input.id, input.customerId),
    details: { documentId: document.id },
  });
  return getTaxRequest(ctx, actor, input);
}

/**
 * The customer's requests not yet filed, with amount and the deadline that matters on `today` (default:
 * today in Europe/Amsterdam): the first calendar year's part still open, so a 2021 part ending on
 * 31-12-2026 raises the signal although the request runs to 2030 (signals). A system read.
 */
export function conceptTaxRequests(
  ctx: Pick<ServiceContext, 'db'>,
  customerId: number,
  today: string = localDayOf(new Date()),
) {
  return repo.conceptTaxRequests(ctx.db, customerId, today);
}
