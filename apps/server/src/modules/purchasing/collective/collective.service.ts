import Decimal from 'decimal.js';
import { allows } from '@energiek/contracts/access';
import {
  COLLECTIVE_MESSAGES,
  COLLECTIVE_READ,
  COLLECTIVE_WRITE,
  collectiveBodySchema,
  participantBodySchema,
  participantUpdateSchema,
  type CollectiveBody,
  type CollectiveItem,
  type CollectiveListQuery,
  type EmsVolume,
  type ParticipantBody,
  type ParticipantItem,
  type ParticipantListQuery,
} from '@energiek/contracts/collective';
import type { ListMeta } from '@energiek/contracts/envelopes';
import { localDayOf } from '@energiek/domain/local-time';
import { annualMwh } from '@energiek/domain/collective-position';
import { actsFor, type Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { pageMeta } from '../../../core/paging.ts';
import { auditSubject, writeAudit } from '../../../lib/audit.ts';
import { forbidden, notFound, validationError } from '../../../lib/http-errors.ts';
import { expectedAnnualVolumes, monthStart } from '../purchase/purchase.service.ts';
import * as repo from './collective.repository.ts';

// Collectives and their participants (back office; collective:read, writes collective:write). A participant
// is a connection with the collective's product; its customer must be one the admin acts for, and lists
// show only such participants. The expected annual volume is entered or taken over from EMS history.

export function requireCollectiveRead(actor: Actor): void {
  if (!allows(actor.profile, COLLECTIVE_READ)) throw forbidden();
}
export function requireCollectiveWrite(actor: Actor): void {
  if (!allows(actor.profile, COLLECTIVE_WRITE)) throw forbidden();
}

const product = (value: number) => (value === 2 ? 2 : 1);

export function toCollectiveItem(row: repo.CollectiveRow): CollectiveItem {
  return {
    id: row.id,
    name: row.name,
    product: product(row.product),
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    firstYear: row.firstYear,
    lastYear: row.lastYear,
    markup: row.markup,
    clickStrategy: row.clickStrategy,
    active: row.active,
    participantCount: row.participantCount,
    expectedAnnualMwh: annualMwh(product(row.product), row.expectedAnnualVolume).toFixed(3),
    clickCount: row.clickCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The collective, its totals over the participants of the customers in `visibleTo` (default all). */
export async function requireCollective(
  ctx: ServiceContext,
  id: number,
  visibleTo: repo.ActFor = 'all',
): Promise<repo.CollectiveRow> {
  const row = await repo.findCollective(ctx.db, id, visibleTo);
  if (!row) throw notFound();
  return row;
}

export async function listCollectives(
  ctx: ServiceContext,
  actor: Actor,
  query: CollectiveListQuery,
): Promise<{ data: CollectiveItem[]; meta: ListMeta }> {
  requireCollectiveRead(actor);
  const { page, limit } = query;
  const active = query.active === undefined ? undefined : query.active === '1';
  const { rows, total } = await repo.findCollectives(
    ctx.db,
    { q: query.q, active, visibleTo: actor.actFor },
    { page, limit },
  );
  return { data: rows.map(toCollectiveItem), meta: pageMeta(page, limit, total) };
}

export async function getCollective(ctx: ServiceContext, actor: Actor, input: { id: number }) {
  requireCollectiveRead(actor);
  return toCollectiveItem(await requireCollective(ctx, input.id, actor.actFor));
}

async function collectiveValues(ctx: ServiceContext, body: CollectiveBody) {
  const values = collectiveBodySchema.parse(body);
  if (values.supplierId !== null && !(await repo.supplierExists(ctx.db, values.supplierId))) {
    throw validationError({ supplierId: [COLLECTIVE_MESSAGES.supplierUnknown] });
  }
  return values;
}

/** The audit entry of a change to collective `id`, with its name. */
const auditCollective = (ctx: ServiceContext, actor: Actor, event: string, id: number, name: string) =>
  writeAudit(ctx.db, actor, { event, subjectType: 'collective', subjectId: id, details: { name } });

export async function createCollective(ctx: ServiceContext, actor: Actor, input: { body: CollectiveBody }) {
  requireCollectiveWrite(actor);
  const values = await collectiveValues(ctx, input.body);
  const row = await repo.insertCollective(ctx.db, values);
  await auditCollective(ctx, actor, 'collective.created', row.id, row.name);
  return toCollectiveItem(await requireCollective(ctx, row.id, actor.actFor));
}

export async function updateCollective(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; body: CollectiveBody },
) {
  requireCollectiveWrite(actor);
  const current = await requireCollective(ctx, input.id);
  const values = await collectiveValues(ctx, input.body);
  if (values.product !== current.product && current.participantCount > 0) {
    throw validationError({ product: [COLLECTIVE_MESSAGES.connectionProduct] });
  }
  await repo.updateCollectiveRow(ctx.db, input.id, values);
  await auditCollective(ctx, actor, 'collective.updated', input.id, values.name);
  return toCollectiveItem(await requireCollective(ctx, input.id, actor.actFor));
}

export async function deleteCollective(ctx: ServiceContext, actor: Actor, input: { id: number }) {
  requireCollectiveWrite(actor);
  const current = await requireCollective(ctx, input.id);
  if (current.clickCount > 0) throw validationError({ id: [COLLECTIVE_MESSAGES.hasClicks] });
  await repo.deleteCollectiveRow(ctx.db, input.id);
  await auditCollective(ctx, actor, 'collective.deleted', input.id, current.name);
}

// ---- participants ----

function addressOf(row: repo.ParticipantRow): string {
  const street = [row.street, [row.houseNumber, row.houseNumberAddition].filter(Boolean).join('')]
    .filter(Boolean)
    .join(' ');
  return [street, [row.postcode, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export function toParticipantItem(row: repo.ParticipantRow, poolMwh: Decimal): ParticipantItem {
  const mwh = annualMwh(product(row.product), row.expectedAnnualVolume);
  return {
    id: row.id,
    collectiveId: row.collectiveId,
    customerId: row.customerId,
    customerName: row.customerName,
    connectionId: row.connectionId,
    ean: row.ean,
    address: addressOf(row),
    product: product(row.product),
    expectedAnnualVolume: row.expectedAnnualVolume,
    expectedAnnualMwh: mwh.toFixed(3),
    volumeSource: row.volumeSource,
    sharePct: poolMwh.isZero() ? '0.00' : mwh.dividedBy(poolMwh).times(100).toFixed(2),
  };
}

/** The pool a participant's share is of: only the visible part (the whole would give away the others'). */
async function poolMwhOf(
  ctx: ServiceContext,
  collectiveId: number,
  visibleTo: repo.ActFor,
): Promise<Decimal> {
  const row = await repo.findCollective(ctx.db, collectiveId, visibleTo);
  return row ? annualMwh(product(row.product), row.expectedAnnualVolume) : new Decimal(0);
}

export async function listParticipants(
  ctx: ServiceContext,
  actor: Actor,
  query: ParticipantListQuery,
): Promise<{ data: ParticipantItem[]; meta: ListMeta }> {
  requireCollectiveRead(actor);
  const { page, limit } = query;
  const { rows, total } = await repo.findParticipants(
    ctx.db,
    { collectiveId: query.collectiveId, q: query.q, actFor: actor.actFor },
    { page, limit },
  );
  const pools = new Map<number, Decimal>();
  for (const id of new Set(rows.map((row) => row.collectiveId)))
    pools.set(id, await poolMwhOf(ctx, id, actor.actFor));
  return {
    data: rows.map((row) => toParticipantItem(row, pools.get(row.collectiveId) ?? new Decimal(0))),
    meta: pageMeta(page, limit, total),
  };
}

async function requireParticipant(ctx: ServiceContext, actor: Actor, id: number) {
  const row = await repo.findParticipant(ctx.db, id);
  if (!row || !actsFor(actor, row.customerId)) throw notFound();
  return row;
}

async function participantItem(ctx: ServiceContext, actor: Actor, id: number) {
  const row = await requireParticipant(ctx, actor, id);
  return toParticipantItem(row, await poolMwhOf(ctx, row.collectiveId, actor.actFor));
}

export async function getParticipant(ctx: ServiceContext, actor: Actor, input: { id: number }) {
  requireCollectiveRead(actor);
  return participantItem(ctx, actor, input.id);
}

export async function createParticipant(ctx: ServiceContext, actor: Actor, input: { body: ParticipantBody }) {
  requireCollectiveWrite(actor);
  const body = participantBodySchema.parse(input.body);
  const collective = await repo.findCollective(ctx.db, body.collectiveId);
  if (!collective) throw validationError({ collectiveId: [COLLECTIVE_MESSAGES.collectiveUnknown] });
  const connection = await repo.findConnection(ctx.db, body.connectionId);
  if (!connection || !actsFor(actor, connection.customerId)) {
    throw validationError({ connectionId: [COLLECTIVE_MESSAGES.connectionUnknown] });
  }
  if (connection.product !== collective.product) {
    throw validationError({ connectionId: [COLLECTIVE_MESSAGES.connectionProduct] });
  }
  if (await repo.participantOfConnection(ctx.db, collective.id, connection.id)) {
    throw validationError({ connectionId: [COLLECTIVE_MESSAGES.connectionTaken] });
  }
  const id = await repo.insertParticipant(ctx.db, { ...body, customerId: connection.customerId });
  await writeAudit(ctx.db, actor, {
    event: 'collective.participant-added',
    ...auditSubject('collective', collective.id, connection.customerId),
    details: { participantId: id, connectionId: connection.id, volume: body.expectedAnnualVolume },
  });
  return participantItem(ctx, actor, id);
}

export async function updateParticipant(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; body: Pick<ParticipantBody, 'expectedAnnualVolume' | 'volumeSource'> },
) {
  requireCollectiveWrite(actor);
  const current = await requireParticipant(ctx, actor, input.id);
  const body = participantUpdateSchema.parse(input.body);
  await repo.updateParticipantRow(ctx.db, input.id, body);
  await writeAudit(ctx.db, actor, {
    event: 'collective.participant-updated',
    ...auditSubject('collective', current.collectiveId, current.customerId),
    details: { participantId: input.id, volume: body.expectedAnnualVolume, source: body.volumeSource },
  });
  return participantItem(ctx, actor, input.id);
}

export async function deleteParticipant(ctx: ServiceContext, actor: Actor, input: { id: number }) {
  requireCollectiveWrite(actor);
  const current = await requireParticipant(ctx, actor, input.id);
  await repo.deleteParticipantRow(ctx.db, input.id);
  await writeAudit(ctx.db, actor, {
    event: 'collective.participant-removed',
    ...auditSubject('collective', current.collectiveId, current.customerId),
    details: { participantId: input.id, connectionId: current.connectionId },
  });
}

/**
 * "Uit EMS overnemen": the connection's expected annual volume from its measured data, by the one rule
 * every area uses (purchase's `expectedAnnualVolumes`, packages/domain/src/expected-volume.ts): interval
 * data, else meter readings, over the last twelve whole months (Amsterdam), a partial history scaled by
 * the days it covers (gas: base load + degree days), never a raw sum of what happens to be there. The stated
 * figures (the participant's own among them) are left out: a short history is extrapolated and called
 * 'low', not replaced by the figure it is meant to update. 422 when nothing is measured.
 */
export async function emsVolume(
  ctx: ServiceContext,
  actor: Actor,
  input: { connectionId: number; now?: Date },
): Promise<EmsVolume> {
  requireCollectiveRead(actor);
  const connection = await repo.findConnection(ctx.db, input.connectionId);
  if (!connection || !actsFor(actor, connection.customerId)) throw notFound();
  const today = localDayOf(input.now ?? new Date());
  const product: 1 | 2 = connection.product === 2 ? 2 : 1;
  const volumes = await expectedAnnualVolumes(
    ctx.db,
    connection.customerId,
    [{ ...EMPTY_CONNECTION, id: connection.id, product }],
    today,
    { measuredOnly: true },
  );
  const expected = volumes.get(connection.id);
  const measured = expected && expected.volume !== null && MEASURED.has(expected.source) ? expected : null;
  if (!measured || measured.volume === null) {
    throw validationError({ connectionId: [COLLECTIVE_MESSAGES.noEmsHistory] });
  }
  return {
    connectionId: connection.id,
    volume: new Decimal(measured.volume).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0),
    from: monthStart(today, -12),
    to: monthStart(today),
    coveredDays: measured.coveredDays,
    certainty: measured.certainty,
  };
}

/** Sources of `expectedAnnualVolumes` that are measured data (interval data or meter readings). */
const MEASURED = new Set(['ems', 'ems-normalised', 'readings', 'readings-normalised']);

/** The fields of purchase's connection row the expected volume does not read. */
const EMPTY_CONNECTION = {
  ean: '',
  street: null,
  houseNumber: null,
  houseNumberAddition: null,
  postcode: null,
  city: null,
  gridOperatorId: null,
  capacity: null,
  contractedCapacity: null,
  trafoId: null,
  measuringCompanyId: null,
  startDate: null,
  endDate: null,
  status: 1,
} as const;
