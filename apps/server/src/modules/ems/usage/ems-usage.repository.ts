import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import { connections, customers, type ConnectionProduct } from '@energiek/db/schema/index';
import { ROLLUP_GRAINS } from '@energiek/contracts/ems';
import { TIME_ZONE } from '@energiek/domain/local-time';
import { lowPartSql, lowTariffWindowJoin } from '../low-tariff.ts';

// Reads of the usage API. Every query names the customer of the URL, so another customer's
// connection finds nothing. Sums are exact numerics rounded once (4 decimals) and leave the database as
// text; bucket starts leave it as epoch milliseconds (no driver-specific date parsing).

const ZONE = sql.raw(`'${TIME_ZONE}'`);

export type UsageConnection = {
  id: number;
  ean: string;
  product: number;
  contractedCapacity: number | null;
};

export async function customerModules(db: Executor, customerId: number): Promise<string[] | undefined> {
  const [row] = await db
    .select({ modules: customers.modules })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.modules;
}

export async function connectionsOfCustomer(
  db: Executor,
  customerId: number,
  ids: readonly number[],
): Promise<UsageConnection[]> {
  return db
    .select({
      id: connections.id,
      ean: connections.ean,
      product: connections.product,
      contractedCapacity: connections.contractedCapacity,
    })
    .from(connections)
    .where(and(eq(connections.customerId, customerId), inArray(connections.id, [...ids])));
}

export async function connectionByEan(
  db: Executor,
  customerId: number,
  ean: string,
  product: ConnectionProduct,
): Promise<UsageConnection | undefined> {
  const [row] = await db
    .select({
      id: connections.id,
      ean: connections.ean,
      product: connections.product,
      contractedCapacity: connections.contractedCapacity,
    })
    .from(connections)
    .where(
      and(eq(connections.customerId, customerId), eq(connections.ean, ean), eq(connections.product, product)),
    );
  return row;
}

/** One bucket as read: sums as decimal text (null when the channel has no data in the bucket). */
export type UsageRow = {
  ms: number;
  consumption: string | null;
  consumptionLow: string | null;
  production: string | null;
  productionLow: string | null;
  net: string;
  peak: string | null;
  count: number;
};

type Selection = {
  customerId: number;
  connectionIds: readonly number[];
  /** The channel reported as consumption (1 electricity, 4 gas). */
  main: number;
  /** Channels read: main, and production (2) for electricity. */
  channels: readonly number[];
};

function intArray(values: readonly number[]): string {
  return `{${values.join(',')}}`;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Pivots per-channel parts (channel, bucket, s, l, peak, n) into one row per bucket. */
function pivot(main: number, parts: SQL): SQL {
  return sql`
    select (extract(epoch from p.bucket) * 1000)::bigint::text as ms,
      round(sum(p.s) filter (where p.channel = ${main}), 4)::text as consumption,
      round(sum(p.l) filter (where p.channel = ${main}), 4)::text as consumption_low,
      round(sum(p.s) filter (where p.channel = 2 and ${main} = 1), 4)::text as production,
      round(sum(p.l) filter (where p.channel = 2 and ${main} = 1), 4)::text as production_low,
      round(coalesce(sum(p.s) filter (where p.channel = ${main}), 0)
        - coalesce(sum(p.s) filter (where p.channel = 2 and ${main} = 1), 0), 4)::text as net,
      round(sum(p.peak) filter (where p.channel = ${main}), 4)::text as peak,
      coalesce(sum(p.n) filter (where p.channel = ${main}), 0)::int as count
    from (${parts}) p
    group by p.bucket
    order by p.bucket`;
}

type RawRow = {
  ms: string;
  consumption: string | null;
  consumption_low: string | null;
  production: string | null;
  production_low: string | null;
  net: string;
  peak: string | null;
  count: number | string;
};

function toUsageRows(rows: RawRow[]): UsageRow[] {
  return rows.map((r) => ({
    ms: Number(r.ms),
    consumption: r.consumption,
    consumptionLow: r.consumption_low,
    production: r.production,
    productionLow: r.production_low,
    net: r.net,
    peak: r.peak,
    count: Number(r.count),
  }));
}

/**
 * Quarter resolution from the raw readings (quarter-hour data only): the selection's values are added
 * per instant, so the peak is the coincident one. The low-tariff part follows the rule of the
 * interval writer (lowPartSql).
 */
export async function readQuarters(db: Executor, s: Selection, from: Date, to: Date): Promise<UsageRow[]> {
  // One aggregation level (per instant, channels pivoted by filters); the local time is computed once
  // per reading.
  const main = s.main;
  const query = sql`
    select (extract(epoch from x.start) * 1000)::bigint::text as ms,
      sum(x.value) filter (where x.channel = ${main})::text as consumption,
      sum(x.low) filter (where x.channel = ${main})::text as consumption_low,
      sum(x.value) filter (where x.channel = 2 and ${main} = 1)::text as production,
      sum(x.low) filter (where x.channel = 2 and ${main} = 1)::text as production_low,
      (coalesce(sum(x.value) filter (where x.channel = ${main}), 0)
        - coalesce(sum(x.value) filter (where x.channel = 2 and ${main} = 1), 0))::text as net,
      round(sum(x.value * 60 / x.minutes) filter (where x.channel = ${main}), 4)::text as peak,
      count(*) filter (where x.channel = ${main})::int as count
    from (
      select r.start, r.channel, r.value, r.minutes, ${lowPartSql('r')} as low
      from interval_readings r ${lowTariffWindowJoin('r')}
      where r.customer_id = ${s.customerId} and r.connection_id = any(${intArray(s.connectionIds)}::int[])
        and r.channel = any(${intArray(s.channels)}::smallint[]) and r.minutes <= 15
        and r.start >= ${from.toISOString()}::timestamptz and r.start < ${to.toISOString()}::timestamptz
    ) x
    group by x.start
    order by x.start`;
  return toUsageRows(rowsOf<RawRow>(await db.execute(query)));
}

export type RollupGrainName = 'hour' | 'day' | 'week' | 'month' | 'year';

/**
 * Buckets of a rollup grain: [core.from, core.to) straight from that grain's rollups, the cut edges
 * [from, core.from) and [core.to, to) from day rollups grouped into the same calendar buckets.
 * Per bucket the selection's peak is the sum of each connection's own peak.
 */
export async function readRollups(
  db: Executor,
  s: Selection,
  grain: RollupGrainName,
  range: { from: Date; to: Date; coreFrom: Date; coreTo: Date },
): Promise<UsageRow[]> {
  const scope = sql`r.customer_id = ${s.customerId} and r.connection_id = any(${intArray(s.connectionIds)}::int[])
      and r.channel = any(${intArray(s.channels)}::smallint[])`;
  const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const edges =
    grain === 'hour' || grain === 'day'
      ? sql``
      : sql`
    union all
    select r.connection_id, r.channel, date_trunc(${sql.raw(`'${grain}'`)}, r.start at time zone ${ZONE}) at time zone ${ZONE},
      r.sum, r.sum_low, r.max, r.count, r.minutes
    from interval_rollups r
    where ${scope} and r.grain = ${ROLLUP_GRAINS.day}
      and ((r.start >= ${iso(range.from)} and r.start < ${iso(range.coreFrom)})
        or (r.start >= ${iso(range.coreTo)} and r.start < ${iso(range.to)}))`;
  const parts = sql`
    select c.channel, c.bucket, sum(c.s) as s, sum(c.l) as l, sum(c.peak) as peak, sum(c.n) as n
    from (
      select u.connection_id, u.channel, u.bucket, sum(u.sum) as s, sum(u.sum_low) as l,
        max(u.max * 60 / u.minutes) as peak, sum(u.count) as n
      from (
        select r.connection_id, r.channel, r.start as bucket, r.sum, r.sum_low, r.max, r.count, r.minutes
        from interval_rollups r
        where ${scope} and r.grain = ${ROLLUP_GRAINS[grain]}
          and r.start >= ${iso(range.coreFrom)} and r.start < ${iso(range.coreTo)}
        ${edges}
      ) u
      group by u.connection_id, u.channel, u.bucket
    ) c
    group by c.channel, c.bucket`;
  return toUsageRows(rowsOf<RawRow>(await db.execute(pivot(s.main, parts))));
}

/** The interval length each connection's data has in the range (from its day rollups). */
export async function intervalMinutes(
  db: Executor,
  s: Selection,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = rowsOf<{ connection_id: number | string; minutes: number | string }>(
    await db.execute(sql`
      select r.connection_id, min(r.minutes) as minutes
      from interval_rollups r
      where r.customer_id = ${s.customerId} and r.connection_id = any(${intArray(s.connectionIds)}::int[])
        and r.channel = ${s.main} and r.grain = ${ROLLUP_GRAINS.day}
        and r.start >= ${from.toISOString()}::timestamptz and r.start < ${to.toISOString()}::timestamptz
      group by r.connection_id`),
  );
  return new Map(rows.map((r) => [Number(r.connection_id), Number(r.minutes)]));
}
