import type { z } from 'zod';
import type { ListMeta } from '@energiek/contracts/envelopes';
import {
  AGREEMENT_MESSAGES,
  AGREEMENT_STATUS_LABELS,
  agreementTermsLocked,
  canMoveAgreementTo,
  type SupplyAgreementBodyParsed,
  type SupplyAgreementItem,
  type SupplyAgreementListItem,
  type supplyAgreementListQuerySchema,
} from '@energiek/contracts/supply-agreements';
import { NOT_IN_FORCE_STATUSES } from '@energiek/domain/effective-rate';
import { requireActsFor, type Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { pageMeta } from '../../../core/paging.ts';
import { auditSubject, writeAudit } from '../../../lib/audit.ts';
import { dbErrorCode } from '../../../lib/db-errors.ts';
import { notFound, validationError } from '../../../lib/http-errors.ts';
import { changedTerms, checkAgreementLinks, rateRows } from './supply-agreements.rules.ts';
import * as repo from './supply-agreements.repository.ts';

// Supply agreements (issue 13): CRUD over the lead's purchasing tables. Tenancy: an admin sees the
// agreements of the customers they act for; any other id is a 404. The status moves along
// AGREEMENT_TRANSITIONS; 'getekend' needs the signed document (the signing flow sets both at once).

type ListQuery = z.output<typeof supplyAgreementListQuerySchema>;

/** Where the supplier of a connection on a day comes from: an agreement in force, or (none in force)
 *  the connection's own supplier field. */
export type SupplierSource = 'agreement' | 'connection';

export type SupplierOnDay = {
  supplier: { id: number; name: string } | null;
  /** null when neither an agreement nor the connection names a supplier. */
  source: SupplierSource | null;
  agreementId: number | null;
};

/**
 * "Who supplies me" (issue 31), the one answer for every screen (connections, purchase, the portal): per
 * connection, the supplier of the agreement in force on `day` (past signing, the day within the
 * connection's period in the agreement; the latest-starting one when two overlap), source 'agreement'.
 * Without one, the connection's own supplier field answers, source 'connection', so a screen can say so.
 */
export async function suppliersOn(
  ctx: ServiceContext,
  customerId: number,
  connections: readonly { id: number; ownSupplier: { id: number; name: string } | null }[],
  day: string,
): Promise<Map<number, SupplierOnDay>> {
  const ids = connections.map((c) => c.id);
  const rows =
    ids.length === 0
      ? []
      : await repo.agreementsInForceOn(ctx.db, customerId, ids, day, NOT_IN_FORCE_STATUSES);
  const byConnection = new Map<number, SupplierOnDay>();
  for (const row of rows) {
    if (byConnection.has(row.connectionId)) continue;
    byConnection.set(row.connectionId, {
      supplier: { id: row.supplierId, name: row.supplierName },
      source: 'agreement',
      agreementId: row.agreementId,
    });
  }
  for (const c of connections) {
    if (byConnection.has(c.id)) continue;
    byConnection.set(c.id, {
      supplier: c.ownSupplier,
      source: c.ownSupplier ? 'connection' : null,
      agreementId: null,
    });
  }
  return byConnection;
}

export async function listSupplyAgreements(
  ctx: ServiceContext,
  actor: Actor,
  query: ListQuery,
): Promise<{ data: SupplyAgreementListItem[]; meta: ListMeta }> {
  const where = repo.agreementConditions({ actFor: actor.actFor }, query);
  const { items, total } = await repo.listAgreements(ctx.db, where, query);
  return { data: items, meta: pageMeta(query.page, query.limit, total) };
}

export async function getSupplyAgreement(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number },
): Promise<SupplyAgreementItem> {
  const found = await repo.findAgreement(ctx.db, { actFor: actor.actFor }, input.id);
  if (!found) throw notFound();
  return found;
}

function fieldsOf(body: SupplyAgreementBodyParsed) {
  return {
    entityId: body.entityId,
    supplierId: body.supplierId,
    product: body.product,
    reference: body.reference,
    productName: body.productName,
    priceType: body.priceType,
    startDate: body.startDate,
    endDate: body.endDate,
    noticeMonths: body.noticeMonths,
    tacitRenewal: body.tacitRenewal,
    renewalMonths: body.tacitRenewal ? body.renewalMonths : null,
    documentId: body.documentId,
    note: body.note,
  };
}

function linksOf(body: SupplyAgreementBodyParsed): repo.AgreementLinks {
  return {
    connections: body.connections.map((c) => ({
      connectionId: c.connectionId,
      fromDate: c.fromDate,
      toDate: c.toDate,
    })),
    rates: rateRows(body),
  };
}

const transitionError = (from: string, to: string) =>
  validationError({ status: [AGREEMENT_MESSAGES.transition(from, to)] });

export async function createSupplyAgreement(
  ctx: ServiceContext,
  actor: Actor,
  input: { body: SupplyAgreementBodyParsed },
): Promise<SupplyAgreementItem> {
  const { body } = input;
  requireActsFor(actor, body.customerId);
  if (!(await repo.customerExists(ctx.db, body.customerId))) throw notFound();
  const status = body.status ?? 'concept';
  if (!canMoveAgreementTo('concept', status)) {
    throw transitionError('nieuw', AGREEMENT_STATUS_LABELS[status]);
  }
  if (status === 'getekend' && body.documentId === null) {
    throw validationError({ documentId: [AGREEMENT_MESSAGES.signedNeedsDocument] });
  }
  await checkAgreementLinks(ctx, body, null);
  const row = await repo
    .insertAgreement(
      ctx.db,
      { customerId: body.customerId, ...fieldsOf(body), status, createdById: actor.user.id },
      linksOf(body),
    )
    .catch((error: unknown) => {
      if (dbErrorCode(error) === '23503') throw notFound();
      throw error;
    });
  await writeAudit(ctx.db, actor, {
    event: 'supply-agreements.created',
    ...auditSubject('supply-agreement', row.id, body.customerId),
    details: { status, priceType: body.priceType, connections: body.connections.length },
  });
  return getSupplyAgreement(ctx, actor, { id: row.id });
}

export async function updateSupplyAgreement(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; body: SupplyAgreementBodyParsed },
): Promise<SupplyAgreementItem> {
  const { id, body } = input;
  const existing = await getSupplyAgreement(ctx, actor, { id });
  // The customer of an agreement never changes: another one in the body is refused, not moved.
  if (body.customerId !== existing.customerId) {
    throw validationError({ customerId: [AGREEMENT_MESSAGES.customer] });
  }
  const status = body.status ?? existing.status;
  if (!canMoveAgreementTo(existing.status, status)) {
    throw transitionError(AGREEMENT_STATUS_LABELS[existing.status], AGREEMENT_STATUS_LABELS[status]);
  }
  if (status === 'getekend' && existing.status !== 'getekend' && body.documentId === null) {
    throw validationError({ documentId: [AGREEMENT_MESSAGES.signedNeedsDocument] });
  }
  if (agreementTermsLocked(existing.status)) {
    const changed = changedTerms(existing, body);
    if (changed.length > 0) {
      const message = AGREEMENT_MESSAGES.termsLocked(AGREEMENT_STATUS_LABELS[existing.status]);
      throw validationError(Object.fromEntries(changed.map((field) => [field, [message]])));
    }
  }
  await checkAgreementLinks(ctx, body, id);
  await repo.updateAgreement(ctx.db, existing.customerId, id, { ...fieldsOf(body), status }, linksOf(body));
  await writeAudit(ctx.db, actor, {
    event: 'supply-agreements.updated',
    ...auditSubject('supply-agreement', id, existing.customerId),
    details: { status, ...(existing.status === status ? {} : { from: existing.status }) },
  });
  return getSupplyAgreement(ctx, actor, { id });
}

export async function deleteSupplyAgreement(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  const existing = await getSupplyAgreement(ctx, actor, input);
  if (existing.status !== 'concept') throw validationError({ status: [AGREEMENT_MESSAGES.onlyConcept] });
  if (!(await repo.deleteAgreement(ctx.db, existing.customerId, input.id))) throw notFound();
  await writeAudit(ctx.db, actor, {
    event: 'supply-agreements.deleted',
    ...auditSubject('supply-agreement', input.id, existing.customerId),
  });
}

/** The terms of the customer's binding agreements (signals: the contract radar). A system read. */
export function bindingAgreementTerms(ctx: Pick<ServiceContext, 'db'>, customerId: number) {
  return repo.bindingAgreementTerms(ctx.db, customerId);
}
