import type { z } from 'zod';
import {
  CONNECTION_MESSAGES,
  CONNECTION_RELATIONS,
  CONTRACTED_CAPACITY_UNITS,
  PRODUCT_ELECTRICITY,
  PRODUCT_GAS,
  PROFILE_CATEGORIES_BY_PRODUCT,
  isLargeCapacity,
  type ConnectionItem,
  type ConnectionRelation,
  type Product,
  type connectionCreateSchema,
  type connectionListQuerySchema,
  type connectionUpdateSchema,
} from '@energiek/contracts/connections';
import type { ListMeta } from '@energiek/contracts/envelopes';
import type { Executor } from '@energiek/db/client';
import { measuringCompanies, suppliers, trafos, type NewConnection } from '@energiek/db/schema/index';
import { requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { writeAudit } from '../../lib/audit.ts';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { notFound, validationError, type FieldErrors } from '../../lib/http-errors.ts';
import { localDayOf } from '@energiek/domain/local-time';
import { recordChanges, trackedValuesFrom, type TrackedValues } from '../purchasing/purchasing.service.ts';
import { hasIntervalData, requestLowTariffRebuild } from '../ems/ems.service.ts';
import { suppliersOn } from '../purchasing/purchasing.service.ts';
import {
  deleteConnection as deleteConnectionRow,
  eanTaken,
  entityOfCustomer,
  findConnection,
  gridOperatorCommodities,
  insertConnection,
  listConnections as listConnectionRows,
  partyExists,
  toConnectionItem,
  updateConnection as updateConnectionRow,
  type ConnectionRow,
} from './connections.repository.ts';

// Connections: the rules between fields (DOMAIN.md) on top of the per-field formats of the contract.

type CreateBody = z.output<typeof connectionCreateSchema>;
type UpdateBody = z.output<typeof connectionUpdateSchema>;
type ConnectionRef = { customerId: number; id: number };

/** Reads ?with=; an unknown relation is a 422 on `with`. */
export function parseWith(value: string | undefined): Set<ConnectionRelation> {
  const include = new Set<ConnectionRelation>();
  for (const name of (value ?? '').split(',').map((s) => s.trim())) {
    if (!name) continue;
    if (!(CONNECTION_RELATIONS as readonly string[]).includes(name)) {
      throw validationError({ with: [`Onbekende relatie: ${name}.`] });
    }
    include.add(name as ConnectionRelation);
  }
  return include;
}

/** The values a connection has after the write: the current row with the body's defined fields over it. */
export type Merged = Pick<
  NewConnection,
  | 'ean'
  | 'product'
  | 'hasProd'
  | 'capacity'
  | 'contractedCapacity'
  | 'profileCategory'
  | 'startDate'
  | 'endDate'
>;

/** The rules between fields of DOMAIN.md (no database): product, production, capacity, profile, dates. */
export function connectionRuleErrors(merged: Merged): FieldErrors {
  const errors: FieldErrors = {};
  const product = merged.product as Product;
  const add = (field: string, message: string) => {
    errors[field] ??= [message];
  };

  if (product === PRODUCT_GAS && merged.hasProd) add('hasProd', CONNECTION_MESSAGES.hasProdGas);

  if (merged.capacity) {
    const large = isLargeCapacity(product, merged.capacity);
    if (large === null) {
      add(
        'capacity',
        product === PRODUCT_ELECTRICITY
          ? CONNECTION_MESSAGES.capacityElectricity
          : CONNECTION_MESSAGES.capacityGas,
      );
    } else if (large && merged.contractedCapacity == null) {
      add('contractedCapacity', CONNECTION_MESSAGES.contractedRequired(CONTRACTED_CAPACITY_UNITS[product]));
    } else if (!large && merged.contractedCapacity != null) {
      add('contractedCapacity', CONNECTION_MESSAGES.contractedSmall);
    }
  }

  if (merged.profileCategory && !PROFILE_CATEGORIES_BY_PRODUCT[product].includes(merged.profileCategory)) {
    add(
      'profileCategory',
      product === PRODUCT_ELECTRICITY
        ? CONNECTION_MESSAGES.profileElectricity
        : CONNECTION_MESSAGES.profileGas,
    );
  }

  if (merged.startDate && merged.endDate && merged.endDate < merged.startDate) {
    add('endDate', CONNECTION_MESSAGES.endBeforeStart);
  }
  return errors;
}

async function validate(
  db: Executor,
  customerId: number,
  merged: Merged,
  body: UpdateBody,
  exceptId?: number,
): Promise<void> {
  const errors = connectionRuleErrors(merged);
  const product = merged.product as Product;
  const add = (field: string, message: string) => {
    errors[field] ??= [message];
  };

  if (body.entityId != null && !(await entityOfCustomer(db, customerId, body.entityId))) {
    add('entityId', CONNECTION_MESSAGES.entityOther);
  }
  if (body.gridOperatorId != null) {
    const commodities = await gridOperatorCommodities(db, body.gridOperatorId);
    if (commodities === undefined) add('gridOperatorId', CONNECTION_MESSAGES.gridOperatorUnknown);
    else if (
      (commodities === 'electricity' && product === PRODUCT_GAS) ||
      (commodities === 'gas' && product === PRODUCT_ELECTRICITY)
    ) {
      add('gridOperatorId', CONNECTION_MESSAGES.gridOperatorCommodity);
    }
  }
  if (
    body.measuringCompanyId != null &&
    !(await partyExists(db, measuringCompanies, body.measuringCompanyId))
  ) {
    add('measuringCompanyId', CONNECTION_MESSAGES.measuringCompanyUnknown);
  }
  if (body.supplierId != null && !(await partyExists(db, suppliers, body.supplierId))) {
    add('supplierId', CONNECTION_MESSAGES.supplierUnknown);
  }
  if (body.trafoId != null && !(await partyExists(db, trafos, body.trafoId))) {
    add('trafoId', CONNECTION_MESSAGES.trafoUnknown);
  }

  if (!errors.ean && (await eanTaken(db, merged.ean, product, exceptId))) {
    add('ean', CONNECTION_MESSAGES.eanTaken);
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** A unique violation that slipped past the check (two saves at once) is the same field error. */
function writeError(error: unknown): never {
  const code = dbErrorCode(error);
  if (code === '23505') throw validationError({ ean: [CONNECTION_MESSAGES.eanTaken] });
  throw error;
}

async function item(
  ctx: ServiceContext,
  { customerId, id }: ConnectionRef,
  include: ReadonlySet<ConnectionRelation>,
): Promise<ConnectionItem> {
  const row = await findConnection(ctx.db, customerId, id);
  if (!row) throw notFound();
  const [one] = await withSupplierInForce(ctx, customerId, [toConnectionItem(row, include)], include);
  return one!;
}

/**
 * "Who supplies me" has one answer (issue 31): the purchasing module's `suppliersOn` decides — the
 * supplier of the agreement in force today, else the connection's own supplierId (its history and the
 * fallback), with `supplierSource` saying which so the screen can mark the fallback.
 */
async function withSupplierInForce(
  ctx: ServiceContext,
  customerId: number,
  items: ConnectionItem[],
  include: ReadonlySet<ConnectionRelation>,
): Promise<ConnectionItem[]> {
  if (!include.has('supplier') || items.length === 0) return items;
  const answer = await suppliersOn(
    ctx,
    customerId,
    items.map((i) => ({ id: i.id, ownSupplier: i.supplier ?? null })),
    localDayOf(new Date()),
  );
  return items.map((i) => {
    const on = answer.get(i.id);
    return {
      ...i,
      supplier: on?.supplier ?? null,
      supplierSource: on?.source ?? null,
      supplierFromAgreement: on?.source === 'agreement',
    };
  });
}

const ALL = new Set<ConnectionRelation>(CONNECTION_RELATIONS);

/** The connection search of spec §7 (pickers, the connections list). */
export async function listConnections(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, query }: { customerId: number; query: z.output<typeof connectionListQuerySchema> },
): Promise<{ data: ConnectionItem[]; meta: ListMeta }> {
  requireActsFor(actor, customerId);
  const { page, limit, sort, with: withParam, ...filters } = query;
  const include = parseWith(withParam);
  const { rows, total } = await listConnectionRows(ctx.db, customerId, filters, { sort, page, limit });
  const items = rows.map((row) => toConnectionItem(row, include));
  return {
    data: await withSupplierInForce(ctx, customerId, items, include),
    meta: pageMeta(page, limit, total),
  };
}

export function getConnection(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, id, with: withParam }: ConnectionRef & { with: string | undefined },
): Promise<ConnectionItem> {
  requireActsFor(actor, customerId);
  // One connection always carries its address: the edit form needs the parts.
  const include = parseWith(withParam);
  include.add('address');
  return item(ctx, { customerId, id }, include);
}

export async function createConnection(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, body }: { customerId: number; body: CreateBody },
): Promise<ConnectionItem> {
  requireActsFor(actor, customerId);
  const { db } = ctx;
  const values: NewConnection = {
    ...body,
    customerId,
    hasProd: body.hasProd ?? false,
    status: body.status ?? 1,
    showInEms: body.showInEms ?? true,
  };
  await validate(db, customerId, values, body);
  const row = await insertConnection(db, values).catch((error: unknown) => {
    // An admin who may act for every customer can still name one that does not exist.
    if (dbErrorCode(error) === '23503') throw notFound();
    return writeError(error);
  });
  await writeAudit(db, actor, {
    event: 'connections.created',
    customerId,
    subjectType: 'connection',
    subjectId: row.id,
    details: { ean: row.ean, product: row.product },
  });
  return item(ctx, { customerId, id: row.id }, ALL);
}

export async function updateConnection(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, id, body }: ConnectionRef & { body: UpdateBody },
): Promise<ConnectionItem> {
  requireActsFor(actor, customerId);
  const values = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as Partial<NewConnection>;
  // The write, its history and its audit commit together: the row is read once before the write (rules,
  // the history's before) and once after it (the history's after, and the answer).
  const { current, saved } = await ctx.db.transaction(async (tx) => {
    const current: ConnectionRow | undefined = await findConnection(tx, customerId, id);
    if (!current) throw notFound();
    await validate(tx, customerId, { ...current, ...values }, body, id);
    const row = await updateConnectionRow(tx, customerId, id, values).catch(writeError);
    if (!row) throw notFound();
    const saved = await findConnection(tx, customerId, id);
    if (!saved) throw notFound();
    await recordEdit(tx, actor, { customerId, id }, current, saved);
    await writeAudit(tx, actor, {
      event: 'connections.updated',
      customerId,
      subjectType: 'connection',
      subjectId: id,
      details: { fields: Object.keys(values) },
    });
    return { current, saved };
  });
  if (
    saved.gridOperatorId !== current.gridOperatorId &&
    (await hasIntervalData(ctx.db, { connectionId: id }))
  ) {
    // Another grid operator, another low-tariff window: its low parts and low sums are recomputed.
    await requestLowTariffRebuild(ctx, { connectionId: id }, actor.user.id);
  }
  return toConnectionItem(saved, ALL);
}

/** The tracked values of a connection row as read with its references' names. */
const trackedOf = (row: ConnectionRow): TrackedValues =>
  trackedValuesFrom({
    ...row,
    supplierName: row.supplier?.name ?? null,
    gridOperatorName: row.gridOperator?.name ?? null,
    entityName: row.entity?.name ?? null,
  });

/** An edit that changes capacity, supplier or grid operator is recorded in the dated history from today. */
async function recordEdit(
  tx: Executor,
  actor: Actor,
  { customerId, id }: ConnectionRef,
  before: ConnectionRow,
  after: ConnectionRow,
): Promise<void> {
  const pick = (values: TrackedValues) =>
    Object.fromEntries(EDIT_TRACKED.map((field) => [field, values[field]])) as TrackedValues;
  await recordChanges(tx, {
    customerId,
    connectionId: id,
    before: pick(trackedOf(before)),
    after: pick(trackedOf(after)),
    from: localDayOf(new Date()),
    source: 'edit',
    userId: actor.user.id,
  });
}

const EDIT_TRACKED = ['capacity', 'contractedCapacity', 'supplier', 'gridOperator'] as const;

export async function deleteConnection(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, id }: ConnectionRef,
): Promise<void> {
  requireActsFor(actor, customerId);
  // The delete and its audit commit together.
  await ctx.db.transaction(async (tx) => {
    const current = await findConnection(tx, customerId, id);
    if (!current) throw notFound();
    const deleted = await deleteConnectionRow(tx, customerId, id).catch((error: unknown) => {
      if (dbErrorCode(error) === '23503') {
        throw validationError({ id: [CONNECTION_MESSAGES.inUse] }, CONNECTION_MESSAGES.inUse);
      }
      throw error;
    });
    if (!deleted) throw notFound();
    await writeAudit(tx, actor, {
      event: 'connections.deleted',
      customerId,
      subjectType: 'connection',
      subjectId: id,
      details: { ean: current.ean, product: current.product },
    });
  });
}
