import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { connectionAddressColumns, type ConnectionAddress } from '@energiek/db/connection-address';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor as Database } from '@energiek/db/client';
import {
  PRODUCT_ELECTRICITY,
  PRODUCT_GAS,
  connections,
  customers,
  gridOperators,
  type ConnectionProduct,
} from '@energiek/db/schema/index';
import { containing } from '../../lib/like.ts';

// Queries of the master data area beyond the generic resource helper: usage counts, the case-insensitive
// name check and what a grid operator serves across customers.

/** The customers a user may act for: every customer, or this set (tenancy, docs/permissions.md). */
export type ActFor = 'all' | ReadonlySet<number>;

function tenancy(actFor: ActFor): SQL | undefined {
  if (actFor === 'all') return undefined;
  const ids = [...actFor];
  return ids.length > 0 ? inArray(connections.customerId, ids) : sql`false`;
}

/** Number of connections per referenced id (e.g. per supplierId), for the given ids. */
export async function connectionCounts(
  db: Database,
  column: AnyPgColumn,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: column, total: count() })
    .from(connections)
    .where(inArray(column, ids))
    .groupBy(column);
  return new Map(rows.map((row) => [Number(row.id), row.total]));
}

/** True when another row of the table already has this name, compared case-insensitively. */
export async function nameTaken(
  db: Database,
  table: PgTable,
  columns: { id: AnyPgColumn; name: AnyPgColumn },
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: columns.id })
    .from(table)
    .where(
      and(
        sql`lower(${columns.name}) = ${name.trim().toLowerCase()}`,
        exceptId === undefined ? undefined : ne(columns.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether a row with this id exists in the table. */
export async function exists(db: Database, table: PgTable, idColumn: AnyPgColumn, id: number) {
  const rows = await db.select({ id: idColumn }).from(table).where(eq(idColumn, id)).limit(1);
  return rows.length > 0;
}

/** Whether any row of the table refers to this id through the column. */
export async function isReferenced(db: Database, table: PgTable, column: AnyPgColumn, id: number) {
  const rows = await db
    .select({ one: sql`1` })
    .from(table)
    .where(eq(column, id))
    .limit(1);
  return rows.length > 0;
}

/** Whether a connection refers to this id through the column (e.g. connections.supplierId). */
export function isConnectionReference(db: Database, column: AnyPgColumn, id: number) {
  return isReferenced(db, connections, column, id);
}

export async function findGridOperator(db: Database, id: number) {
  const [row] = await db.select().from(gridOperators).where(eq(gridOperators.id, id)).limit(1);
  return row ?? null;
}

/** id → name of the given ids. */
export async function namesById(
  db: Database,
  table: PgTable,
  columns: { id: AnyPgColumn; name: AnyPgColumn },
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: columns.id, name: columns.name })
    .from(table)
    .where(inArray(columns.id, ids));
  return new Map(rows.map((row) => [Number(row.id), String(row.name)]));
}

const electric = sql<number>`cast(count(*) filter (where ${connections.product} = ${PRODUCT_ELECTRICITY}) as int)`;
const gas = sql<number>`cast(count(*) filter (where ${connections.product} = ${PRODUCT_GAS}) as int)`;

/** Per customer the electricity and gas connections of a grid operator, by customer name. */
export async function gridOperatorCustomers(db: Database, gridOperatorId: number, actFor: ActFor) {
  return db
    .select({ id: customers.id, name: customers.name, electricCount: electric, gasCount: gas })
    .from(connections)
    .innerJoin(customers, eq(customers.id, connections.customerId))
    .where(and(eq(connections.gridOperatorId, gridOperatorId), tenancy(actFor)))
    .groupBy(customers.id, customers.name)
    .orderBy(sql`lower(${customers.name})`, asc(customers.id));
}

export function formatAddress(row: ConnectionAddress): string {
  const house = [row.houseNumber, row.houseNumberAddition].filter(Boolean).join('');
  const line1 = [row.street, house].filter(Boolean).join(' ');
  const line2 = [row.postcode, row.city].filter(Boolean).join(' ');
  return [line1, line2].filter(Boolean).join(', ');
}

/** One page of the connections of a grid operator; q matches EAN, street, postcode, city or customer. */
export async function gridOperatorConnections(
  db: Database,
  gridOperatorId: number,
  actFor: ActFor,
  query: { q?: string | undefined; page: number; limit: number; product?: ConnectionProduct | undefined },
) {
  const pattern = query.q ? containing(query.q) : undefined;
  const where = and(
    eq(connections.gridOperatorId, gridOperatorId),
    tenancy(actFor),
    query.product === undefined ? undefined : eq(connections.product, query.product),
    pattern
      ? or(
          ilike(connections.ean, pattern),
          ilike(connections.street, pattern),
          ilike(connections.postcode, pattern),
          ilike(connections.city, pattern),
          ilike(customers.name, pattern),
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: connections.id,
        ean: connections.ean,
        product: connections.product,
        hasProd: connections.hasProd,
        ...connectionAddressColumns,
        customerId: customers.id,
        customerName: customers.name,
      })
      .from(connections)
      .innerJoin(customers, eq(customers.id, connections.customerId))
      .where(where)
      .orderBy(sql`lower(${customers.name})`, asc(connections.ean), asc(connections.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(connections)
      .innerJoin(customers, eq(customers.id, connections.customerId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      ean: row.ean,
      formattedAddress: formatAddress(row),
      product: row.product,
      hasProd: row.hasProd,
      customer: { id: row.customerId, name: row.customerName },
    })),
    total: totals[0]?.total ?? 0,
  };
}
