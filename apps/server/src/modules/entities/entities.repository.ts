import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { customerRow, deleteCustomerRow, updateCustomerRow } from '@energiek/db/customer-rows';
import type { EntityItem, EntityListQuery } from '@energiek/contracts/entities';
import type { Executor } from '@energiek/db/client';
import { connections, entities, type Entity, type NewEntity } from '@energiek/db/schema/index';
import { anyContains } from '../../lib/like.ts';

// Drizzle queries of the legal entities of one customer; every query is limited to that customer.

export type EntityRow = Entity & { connectionCount: number };

/** Connections per entity of one customer, joined to the entities. */
function connectionCounts(db: Executor, customerId: number) {
  return db
    .select({ entityId: connections.entityId, total: count().as('total') })
    .from(connections)
    .where(eq(connections.customerId, customerId))
    .groupBy(connections.entityId)
    .as('connection_counts');
}

function selectEntities(db: Executor, customerId: number) {
  const counts = connectionCounts(db, customerId);
  return db
    .select({ entity: entities, connectionCount: sql<number>`coalesce(${counts.total}, 0)`.mapWith(Number) })
    .from(entities)
    .leftJoin(counts, eq(counts.entityId, entities.id));
}

const SORT_COLUMNS = {
  name: sql`lower(${entities.name})`,
  city: sql`lower(${entities.city})`,
  kvkNumber: entities.kvkNumber,
  createdAt: entities.createdAt,
} as const;

export async function listEntities(
  db: Executor,
  customerId: number,
  query: { q?: string | undefined; sort: NonNullable<EntityListQuery['sort']>; page: number; limit: number },
): Promise<{ rows: EntityRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(entities.customerId, customerId)];
  if (query.q)
    conditions.push(
      anyContains(query.q, [entities.name, entities.kvkNumber, entities.city, entities.vatNumber]),
    );
  const where = and(...conditions);
  const key = query.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS;
  const order = query.sort.startsWith('-') ? desc(SORT_COLUMNS[key]) : asc(SORT_COLUMNS[key]);
  const [rows, totals] = await Promise.all([
    selectEntities(db, customerId)
      .where(where)
      .orderBy(order, asc(entities.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(entities).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.entity, connectionCount: row.connectionCount })),
    total: totals[0]?.total ?? 0,
  };
}

export async function findEntity(
  db: Executor,
  customerId: number,
  id: number,
): Promise<EntityRow | undefined> {
  const [row] = await selectEntities(db, customerId)
    .where(customerRow(entities, customerId, id))
    .limit(1);
  return row ? { ...row.entity, connectionCount: row.connectionCount } : undefined;
}

export async function insertEntity(db: Executor, values: NewEntity): Promise<Entity> {
  const [row] = await db.insert(entities).values(values).returning();
  if (!row) throw new Error('entity insert returned nothing');
  return row;
}

export async function updateEntity(
  db: Executor,
  customerId: number,
  id: number,
  values: Partial<NewEntity>,
): Promise<Entity | undefined> {
  return updateCustomerRow(db, entities, customerId, id, { ...values, updatedAt: new Date() });
}

export async function deleteEntity(db: Executor, customerId: number, id: number): Promise<boolean> {
  return deleteCustomerRow(db, entities, customerId, id);
}

export function toEntityItem(row: EntityRow): EntityItem {
  return {
    id: row.id,
    customerId: row.customerId,
    name: row.name,
    kvkNumber: row.kvkNumber,
    vatNumber: row.vatNumber,
    street: row.street,
    houseNumber: row.houseNumber,
    postcode: row.postcode,
    city: row.city,
    invoiceEmailAddress: row.invoiceEmailAddress,
    invoiceStreet: row.invoiceStreet,
    invoiceHouseNumber: row.invoiceHouseNumber,
    invoicePostcode: row.invoicePostcode,
    invoiceCity: row.invoiceCity,
    iban: row.iban,
    connectionCount: row.connectionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
