import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { customerRow } from '@energiek/db/customer-rows';
import { connectionAddressColumns, type ConnectionAddress } from '@energiek/db/connection-address';
import type { Executor } from '@energiek/db/client';
import { connectionTaxSettings, connections, customers } from '@energiek/db/schema/index';

// Drizzle only. The connections the overview and the money finder compute from (their measured volumes
// per calendar year are ems's: measuredYearVolumes). Every query is limited to the customers the caller acts for.

export type TaxScope = { actFor: 'all' | ReadonlySet<number>; customerId?: number; product?: 1 | 2 };

export type TaxConnectionRow = ConnectionAddress & {
  id: number;
  customerId: number;
  customerName: string;
  ean: string;
  product: 1 | 2;
  expectedAnnualVolume: string | null;
  verblijfsfunctie: boolean;
  complexName: string | null;
  /** Glasshouse horticulture gas (the reduced rate of the first two brackets). */
  glasshouse: boolean;
};

export async function taxConnections(db: Executor, scope: TaxScope): Promise<TaxConnectionRow[]> {
  const conditions: (SQL | undefined)[] = [];
  if (scope.actFor !== 'all') {
    const ids = [...scope.actFor];
    conditions.push(ids.length > 0 ? inArray(connections.customerId, ids) : sql`false`);
  }
  if (scope.customerId !== undefined) conditions.push(eq(connections.customerId, scope.customerId));
  if (scope.product !== undefined) conditions.push(eq(connections.product, scope.product));
  const rows = await db
    .select({
      id: connections.id,
      customerId: connections.customerId,
      customerName: customers.name,
      ean: connections.ean,
      product: connections.product,
      ...connectionAddressColumns,
      expectedAnnualVolume: connectionTaxSettings.expectedAnnualVolume,
      verblijfsfunctie: sql<boolean>`coalesce(${connectionTaxSettings.verblijfsfunctie}, true)`,
      complexName: connectionTaxSettings.complexName,
      glasshouse: sql<boolean>`coalesce(${connectionTaxSettings.glasshouse}, false)`,
    })
    .from(connections)
    .innerJoin(customers, eq(customers.id, connections.customerId))
    .leftJoin(connectionTaxSettings, eq(connectionTaxSettings.connectionId, connections.id))
    .where(and(...conditions))
    .orderBy(sql`lower(${customers.name})`, connections.ean);
  return rows.map((r) => ({
    ...r,
    verblijfsfunctie: Boolean(r.verblijfsfunctie),
    glasshouse: Boolean(r.glasshouse),
  }));
}

export async function connectionOf(db: Executor, customerId: number, id: number) {
  const [row] = await db
    .select({ id: connections.id, product: connections.product })
    .from(connections)
    .where(customerRow(connections, customerId, id));
  return row;
}

export async function upsertTaxSettings(
  db: Executor,
  values: {
    connectionId: number;
    customerId: number;
    expectedAnnualVolume: string | null;
    verblijfsfunctie: boolean;
    complexName: string | null;
    glasshouse: boolean;
  },
) {
  const [row] = await db
    .insert(connectionTaxSettings)
    .values(values)
    .onConflictDoUpdate({
      target: connectionTaxSettings.connectionId,
      set: {
        expectedAnnualVolume: values.expectedAnnualVolume,
        verblijfsfunctie: values.verblijfsfunctie,
        complexName: values.complexName,
        glasshouse: values.glasshouse,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row;
}

/** The stored verblijfsfunctie of these connections of one customer (connections without settings are absent). */
export async function verblijfsfunctieOf(db: Executor, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, boolean>();
  const rows = await db
    .select({
      connectionId: connectionTaxSettings.connectionId,
      verblijfsfunctie: connectionTaxSettings.verblijfsfunctie,
    })
    .from(connectionTaxSettings)
    .where(
      and(
        eq(connectionTaxSettings.customerId, customerId),
        inArray(connectionTaxSettings.connectionId, [...ids]),
      ),
    );
  return new Map(rows.map((r) => [r.connectionId, Boolean(r.verblijfsfunctie)]));
}

/** The glasshouse mark of those of `ids` that have tax settings (gas connections only can have it). */
export async function glasshouseOf(db: Executor, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, boolean>();
  const rows = await db
    .select({
      connectionId: connectionTaxSettings.connectionId,
      glasshouse: connectionTaxSettings.glasshouse,
    })
    .from(connectionTaxSettings)
    .where(
      and(
        eq(connectionTaxSettings.customerId, customerId),
        inArray(connectionTaxSettings.connectionId, [...ids]),
      ),
    );
  return new Map(rows.map((r) => [r.connectionId, Boolean(r.glasshouse)]));
}
