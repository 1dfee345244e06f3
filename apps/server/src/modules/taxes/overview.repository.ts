import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import { connectionTaxSettings, connections, customers, intervalRollups } from '@energiek/db/schema/index';
import { startOfLocalDay } from '@energiek/domain/local-time';

// Drizzle only. The connections the overview and the money finder compute from, and their measured
// volumes per calendar year (EMS year rollups). Every query is limited to the customers the caller acts for.

export type TaxScope = { actFor: 'all' | ReadonlySet<number>; customerId?: number; product?: 1 | 2 };

export type TaxConnectionRow = {
  id: number;
  customerId: number;
  customerName: string;
  ean: string;
  product: 1 | 2;
  street: string | null;
  houseNumber: string | null;
  houseNumberAddition: string | null;
  postcode: string | null;
  city: string | null;
  expectedAnnualVolume: string | null;
  verblijfsfunctie: boolean;
  complexName: string | null;
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
      street: connections.street,
      houseNumber: connections.houseNumber,
      houseNumberAddition: connections.houseNumberAddition,
      postcode: connections.postcode,
      city: connections.city,
      expectedAnnualVolume: connectionTaxSettings.expectedAnnualVolume,
      verblijfsfunctie: sql<boolean>`coalesce(${connectionTaxSettings.verblijfsfunctie}, true)`,
      complexName: connectionTaxSettings.complexName,
    })
    .from(connections)
    .innerJoin(customers, eq(customers.id, connections.customerId))
    .leftJoin(connectionTaxSettings, eq(connectionTaxSettings.connectionId, connections.id))
    .where(and(...conditions))
    .orderBy(sql`lower(${customers.name})`, connections.ean);
  return rows.map((r) => ({ ...r, verblijfsfunctie: Boolean(r.verblijfsfunctie) }));
}

export type YearVolumeRow = {
  connectionId: number;
  year: number;
  sum: string;
  count: number;
  expected: number;
};

/** Measured consumption per connection and calendar year: the year rollup of channel 1 (kWh) or 4 (m³). */
export async function measuredYearVolumes(
  db: Executor,
  connectionIds: readonly number[],
  firstYear: number,
  lastYear: number,
): Promise<YearVolumeRow[]> {
  if (connectionIds.length === 0) return [];
  const year = sql<number>`extract(year from ${intervalRollups.start} at time zone 'Europe/Amsterdam')::int`;
  const rows = await db
    .select({
      connectionId: intervalRollups.connectionId,
      year,
      sum: intervalRollups.sum,
      count: intervalRollups.count,
      expected: intervalRollups.expected,
    })
    .from(intervalRollups)
    .innerJoin(connections, eq(connections.id, intervalRollups.connectionId))
    .where(
      and(
        inArray(intervalRollups.connectionId, [...connectionIds]),
        eq(intervalRollups.customerId, connections.customerId),
        eq(intervalRollups.grain, 5),
        sql`${intervalRollups.channel} = case when ${connections.product} = 2 then 4 else 1 end`,
        gte(intervalRollups.start, startOfLocalDay(`${firstYear}-01-01`)),
        lt(intervalRollups.start, startOfLocalDay(`${lastYear + 1}-01-01`)),
      ),
    );
  return rows.map((r) => ({ ...r, year: Number(r.year) }));
}

export async function connectionOf(db: Executor, customerId: number, id: number) {
  const [row] = await db
    .select({ id: connections.id })
    .from(connections)
    .where(and(eq(connections.customerId, customerId), eq(connections.id, id)));
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
