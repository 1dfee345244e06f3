import Decimal from 'decimal.js';
import { allows, type PermissionRule } from '@energiek/contracts/access';
import {
  DEAL_SOURCE_LABELS,
  DEAL_STAGE_LABELS,
  DEFAULT_PROBABILITY,
  SALES_MESSAGES,
  SALES_READ,
  SALES_WRITE,
  dealIssues,
  type DealCreateValues,
  type DealItem,
  type DealList,
  type DealListQuery,
  type DealUpdateValues,
} from '@energiek/contracts/sales';
import { OPEN_DEAL_STAGES, weightedPipeline } from '@energiek/domain/sales-pipeline';
import type { NewSalesDeal } from '@energiek/db/schema/index';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { auditSubject, writeAudit } from '../../lib/audit.ts';
import { forbidden, notFound, validationError, type FieldErrors } from '../../lib/http-errors.ts';
import { isActiveAdmin } from '../users/users.service.ts';
import * as repo from './sales.repository.ts';
import { winDeal } from './sales.won.ts';

// Sales deals: list with filters and pipeline totals, read, create, update (the board's drag is an update
// of stage), delete. Won: a prospect becomes a customer (with its contact) and the owner gets an action
// to set up the contract. createLeadFromInterest is how the /collectief interest form files a lead.

function requireAccess(actor: Actor, rule: PermissionRule): void {
  if (!allows(actor.profile, rule)) throw forbidden();
}

const weighted = (value: string | null, probability: number) =>
  new Decimal(value ?? 0)
    .times(probability)
    .dividedBy(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);

export function toDealItem(row: repo.DealRow): DealItem {
  const { deal } = row;
  const contactName = [row.contactFirstName, row.contactLastName].filter(Boolean).join(' ');
  return {
    id: deal.id,
    title: deal.title,
    customer: deal.customerId ? { id: deal.customerId, name: row.customerName ?? '' } : null,
    contact: deal.contactId ? { id: deal.contactId, name: contactName } : null,
    prospectCompany: deal.prospectCompany,
    prospectName: deal.prospectName,
    prospectEmail: deal.prospectEmail,
    prospectPhone: deal.prospectPhone,
    companyName: row.customerName ?? deal.prospectCompany ?? '',
    owner: deal.ownerId ? { id: deal.ownerId, name: row.ownerName ?? '' } : null,
    stage: deal.stage,
    stageName: DEAL_STAGE_LABELS[deal.stage],
    lostReason: deal.lostReason,
    volumeKwh: deal.volumeKwh,
    volumeM3: deal.volumeM3,
    expectedValue: deal.expectedValue,
    probability: deal.probability,
    weightedValue: weighted(deal.expectedValue, deal.probability),
    expectedCloseDate: deal.expectedCloseDate,
    nextStep: deal.nextStep,
    source: deal.source,
    sourceName: DEAL_SOURCE_LABELS[deal.source],
    setupActionId: deal.setupActionId,
    wonAt: deal.wonAt?.toISOString() ?? null,
    createdAt: deal.createdAt.toISOString(),
    updatedAt: deal.updatedAt.toISOString(),
  };
}

function filterOf(query: DealListQuery): repo.DealFilter {
  return {
    q: query.q,
    stage: query.stage,
    ownerId: query.ownerId,
    source: query.source,
    closeFrom: query.closeFrom,
    closeTo: query.closeTo,
    stages: query.open === '1' ? OPEN_DEAL_STAGES : query.open === '0' ? ['gewonnen', 'verloren'] : undefined,
  };
}

export async function listDeals(ctx: ServiceContext, actor: Actor, query: DealListQuery): Promise<DealList> {
  requireAccess(actor, SALES_READ);
  const { page, limit } = query;
  const filter = filterOf(query);
  const [{ rows, total }, figures] = await Promise.all([
    repo.findDeals(ctx.db, filter, actor.actFor, { page, limit, sort: query.sort }),
    repo.dealFigures(ctx.db, filter, actor.actFor),
  ]);
  const pipeline = weightedPipeline(figures);
  const all = weightedPipeline(figures.map((figure) => ({ ...figure, stage: 'lead' as const })));
  return {
    data: rows.map(toDealItem),
    meta: { ...pageMeta(page, limit, total), pipeline: { ...pipeline, all: all.open } },
  };
}

async function requireDeal(ctx: ServiceContext, actor: Actor, id: number): Promise<repo.DealRow> {
  const row = await repo.findDeal(ctx.db, id, actor.actFor);
  if (!row) throw notFound();
  return row;
}

export async function getDeal(
  ctx: ServiceContext,
  actor: Actor,
  input: { dealId: number },
): Promise<DealItem> {
  requireAccess(actor, SALES_READ);
  return toDealItem(await requireDeal(ctx, actor, input.dealId));
}

type Merged = Omit<NewSalesDeal, 'id'>;

/** The references of a deal exist and may be used by this actor (422 with field errors otherwise). */
async function checkReferences(ctx: ServiceContext, actor: Actor, deal: Merged): Promise<void> {
  const errors: FieldErrors = {};
  for (const issue of dealIssues(deal)) (errors[issue.path] ??= []).push(issue.message);
  if (deal.customerId) {
    const visible = actor.actFor === 'all' || actor.actFor.has(deal.customerId);
    if (!visible || !(await repo.customerExists(ctx.db, deal.customerId)))
      errors.customerId = [SALES_MESSAGES.unknownCustomer];
    else if (deal.contactId && !(await repo.contactOfCustomer(ctx.db, deal.customerId, deal.contactId)))
      errors.contactId = [SALES_MESSAGES.unknownContact];
  }
  if (deal.ownerId && !(await isActiveAdmin(ctx.db, deal.ownerId)))
    errors.ownerId = [SALES_MESSAGES.unknownOwner];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

export async function createDeal(
  ctx: ServiceContext,
  actor: Actor,
  input: { body: DealCreateValues },
): Promise<DealItem> {
  requireAccess(actor, SALES_WRITE);
  const { body } = input;
  const values: Merged = {
    ...body,
    customerId: body.customerId ?? null,
    contactId: body.contactId ?? null,
    ownerId: body.ownerId === undefined ? actor.user.id : body.ownerId,
    probability: body.probability ?? DEFAULT_PROBABILITY[body.stage],
    expectedValue: body.expectedValue ?? null,
    expectedCloseDate: body.expectedCloseDate ?? null,
    lostReason: body.stage === 'verloren' ? (body.lostReason ?? null) : null,
    source: 'handmatig',
  };
  if (values.ownerId && !(await isActiveAdmin(ctx.db, values.ownerId)) && body.ownerId === undefined)
    values.ownerId = null;
  await checkReferences(ctx, actor, values);
  // A deal created as won is won right away (customer, action) like one dragged there.
  const row = await repo.insertDeal(ctx.db, {
    ...values,
    stage: body.stage === 'gewonnen' ? 'onderhandeling' : body.stage,
  });
  await writeAudit(ctx.db, actor, {
    event: 'sales.created',
    ...auditSubject('sales_deal', row.id, row.customerId),
    details: { title: row.title, stage: body.stage },
  });
  if (body.stage === 'gewonnen') await winDeal(ctx, actor, row.id);
  return toDealItem((await repo.findDeal(ctx.db, row.id, 'all'))!);
}

export async function updateDeal(
  ctx: ServiceContext,
  actor: Actor,
  input: { dealId: number; body: DealUpdateValues },
): Promise<DealItem> {
  requireAccess(actor, SALES_WRITE);
  const current = (await requireDeal(ctx, actor, input.dealId)).deal;
  const changes: Partial<Merged> = {};
  for (const [key, value] of Object.entries(input.body)) {
    if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
  }
  const stage = changes.stage ?? current.stage;
  if (current.stage === 'gewonnen' && stage !== 'gewonnen')
    throw validationError({ stage: [SALES_MESSAGES.wonLocked] });
  // Entering a stage without a probability of its own takes the stage's default, and so does a cleared
  // probability (null: "the stage's default", as on create; the column has no empty value).
  if (input.body.probability === null || (stage !== current.stage && input.body.probability === undefined))
    changes.probability = DEFAULT_PROBABILITY[stage];
  if (stage !== 'verloren') changes.lostReason = null;
  if (changes.customerId === null && current.customerId !== null) changes.contactId ??= null;
  const merged: Merged = { ...current, ...changes };
  await checkReferences(ctx, actor, merged);
  const { stage: _stage, ...rest } = changes;
  const winning = stage === 'gewonnen' && current.stage !== 'gewonnen';
  await repo.updateDealRow(ctx.db, current.id, winning ? rest : changes);
  await writeAudit(ctx.db, actor, {
    event: 'sales.updated',
    ...auditSubject('sales_deal', current.id, merged.customerId ?? null),
    details: { fields: Object.keys(input.body), from: current.stage, to: stage },
  });
  if (winning) await winDeal(ctx, actor, current.id);
  return toDealItem((await repo.findDeal(ctx.db, current.id, 'all'))!);
}

export async function deleteDeal(
  ctx: ServiceContext,
  actor: Actor,
  input: { dealId: number },
): Promise<void> {
  requireAccess(actor, SALES_WRITE);
  const { deal } = await requireDeal(ctx, actor, input.dealId);
  await repo.deleteDealRow(ctx.db, deal.id);
  await writeAudit(ctx.db, actor, {
    event: 'sales.deleted',
    ...auditSubject('sales_deal', deal.id, deal.customerId),
    details: { title: deal.title },
  });
}

// The front door: what other areas use of sales besides the functions above (docs/architecture.md
// "Areas and front doors").
export { createLeadFromInterest } from './sales.leads.ts';
