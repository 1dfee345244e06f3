import { can } from '@energiek/contracts/access';
import { MARKET_PARTY_MESSAGES, type GridOperatorDetail } from '@energiek/contracts/master-data';
import type { ConnectionProduct } from '@energiek/db/schema/index';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import * as repo from './master-data.repository.ts';
import { RESOURCES, type Kind, type Row } from './master-data.resources.ts';

// The front door of master data also answers, per connection, the low-tariff window of its grid operator
// (with the region of its postcode) and its profile category: the forecast's normal/low split without
// interval data.
export { connectionLowTariffProfiles } from './low-tariff.repository.ts';

// Rules of the master data (suppliers, grid operators, metering companies, trafos): a case-insensitive
// unique name, no delete while connections (or trafos) use a row, the connection count per item for
// admins while internal notes and counts are stripped for everyone else. What a grid operator serves
// spans customers: only the customers the actor may act for are counted and listed.

const IN_USE = 'Dit item is nog in gebruik en kan niet worden verwijderd.';

/** Fields only back-office admins see: internal notes and usage across all customers. */
const ADMIN_ONLY_FIELDS = ['notes', 'connectionCount'] as const;

const isAdmin = (actor: Actor | null) => actor !== null && can(actor.profile, 'is:admin');

/** Refuses deleting a row in use (the foreign keys restrict; the table resource does not map that). */
export async function checkMasterDataDelete(ctx: ServiceContext, input: { kind: Kind; id: number }) {
  const resource = RESOURCES[input.kind];
  const used =
    (await repo.isConnectionReference(ctx.db, resource.usage, input.id)) ||
    (resource.otherUsage !== undefined &&
      (await repo.isReferenced(ctx.db, resource.otherUsage.table, resource.otherUsage.column, input.id)));
  if (used) throw validationError({ id: [IN_USE] }, IN_USE);
}

/** Checks a create or update body that passed its schema: unique name, referenced rows exist. */
export async function checkMasterDataBody(
  ctx: ServiceContext,
  input: { kind: Kind; id?: number | undefined; body: Row },
) {
  const resource = RESOURCES[input.kind];
  const { body } = input;
  if (typeof body.name === 'string') {
    const table = resource.definition.table;
    if (await repo.nameTaken(ctx.db, table, resource.columns, body.name, input.id)) {
      throw validationError({ name: [MARKET_PARTY_MESSAGES.nameTaken[input.kind]] });
    }
  }
  await resource.checkBody?.(ctx.db, body);
}

/** Completes the items of a response: extra fields, and the connection count (admins) or nothing. */
export async function completeMasterDataItems(
  ctx: ServiceContext,
  actor: Actor | null,
  input: { kind: Kind; items: Row[] },
): Promise<void> {
  const resource = RESOURCES[input.kind];
  const { items } = input;
  await resource.addFields?.(ctx.db, items);
  if (isAdmin(actor)) {
    const ids = items.map((item) => Number(item.id));
    const counts = await repo.connectionCounts(ctx.db, resource.usage, ids);
    for (const item of items) item.connectionCount = counts.get(Number(item.id)) ?? 0;
  } else {
    for (const item of items) for (const field of ADMIN_ONLY_FIELDS) delete item[field];
  }
}

async function requireGridOperator(ctx: ServiceContext, id: number) {
  const row = await repo.findGridOperator(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

export async function getGridOperatorDetail(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number },
): Promise<GridOperatorDetail> {
  const row = await requireGridOperator(ctx, input.id);
  const perCustomer = await repo.gridOperatorCustomers(ctx.db, row.id, actor.actFor);
  const electricCount = perCustomer.reduce((sum, c) => sum + c.electricCount, 0);
  const gasCount = perCustomer.reduce((sum, c) => sum + c.gasCount, 0);
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    connectionCount: electricCount + gasCount,
    electricCount,
    gasCount,
    customers: perCustomer,
  };
}

export async function listGridOperatorConnections(
  ctx: ServiceContext,
  actor: Actor,
  input: {
    id: number;
    q?: string | undefined;
    page: number;
    limit: number;
    product?: ConnectionProduct | undefined;
  },
) {
  const { id, ...query } = input;
  const row = await requireGridOperator(ctx, id);
  const { rows, total } = await repo.gridOperatorConnections(ctx.db, row.id, actor.actFor, query);
  return { data: rows, meta: pageMeta(query.page, query.limit, total) };
}
