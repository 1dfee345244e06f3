import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import { connections, customers, type ConnectionProduct } from '@energiek/db/schema/index';
import { ROLLUP_GRAINS } from '@energiek/contracts/ems';
import { TIME_ZONE } from '@energiek/domain/local-time';
import { storedLowPartSql } from '../low-tariff.ts';
import type { UsageJsonRow } from './ems-usage.json.ts';
import { parseStepLines, type MainFields, type StepSeries } from './step-series.ts';

// Reads of the usage API. Every query names the customer of the URL, so another customer's
// connection finds nothing. Sums are exact numerics rounded once (4 decimals) and leave the database as
// text; bucket starts leave it as epoch milliseconds (no driver-specific date parsing; date_part's
// float8 is exact for whole seconds and cheaper than extract's numeric over 35,040 buckets).

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

const usageConnectionColumns = {
  id: connections.id,
  ean: connections.ean,
  product: connections.product,
  contractedCapacity: connections.contractedCapacity,
};

export async function connectionsOfCustomer(
  db: Executor,
  customerId: number,
  ids: readonly number[],
): Promise<UsageConnection[]> {
  return db
    .select(usageConnectionColumns)
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
    .select(usageConnectionColumns)
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

export type Selection = {
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

/**
 * Totals of the selection per bucket as numerics rounded once to 4 decimals: c/cl consumption and its
 * low part, p/pl production and its low part (electricity only), pk the peak, n the intervals present.
 * Built by quarterTotals or rollupTotals; read as rows (readUsageRows) or as JSON text (readUsageJson).
 */
export type UsageTotals = { sql: SQL; gas: boolean };

/** Pivots per-channel parts (channel, bucket, s, l, peak, n) into the totals of each bucket. */
function pivot(main: number, parts: SQL): SQL {
  return sql`
    select p.bucket,
      round(sum(p.s) filter (where p.channel = ${main}), 4) as c,
      round(sum(p.l) filter (where p.channel = ${main}), 4) as cl,
      round(sum(p.s) filter (where p.channel = 2 and ${main} = 1), 4) as p,
      round(sum(p.l) filter (where p.channel = 2 and ${main} = 1), 4) as pl,
      round(sum(p.peak) filter (where p.channel = ${main}), 4) as pk,
      coalesce(sum(p.n) filter (where p.channel = ${main}), 0)::int as n
    from (${parts}) p
    group by p.bucket`;
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

/** The totals as rows: sums as decimal text, the bucket start as epoch milliseconds. */
export async function readUsageRows(db: Executor, totals: UsageTotals): Promise<UsageRow[]> {
  const rows = rowsOf<RawRow>(
    await db.execute(sql`
      select (date_part('epoch', t.bucket) * 1000)::bigint::text as ms,
        t.c::text as consumption, t.cl::text as consumption_low, t.p::text as production,
        t.pl::text as production_low, (coalesce(t.c, 0) - coalesce(t.p, 0))::text as net,
        t.pk::text as peak, t.n as count
      from (${totals.sql}) t
      order by t.bucket`),
  );
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
 * The totals with their values as JSON text, for jsonMembers. Numbers are the exact decimals without
 * trailing zeros (trim_scale), which is how JSON.stringify writes the same values as numbers.
 * Consumption and production are written once per bucket (ct, pt); their low parts and net reuse that
 * text when they are equal to it, which they mostly are (a quarter is low or not; most have no
 * production). `offset 0` keeps the planner from copying ct and pt into every use.
 */
function withText(totals: UsageTotals): SQL {
  return sql`(select t.*, trim_scale(t.c)::text as ct, trim_scale(t.p)::text as pt from (${totals.sql}) t offset 0)`;
}

/**
 * A bucket's JSON members over a row `t` of withText: `head` (consumption, production, peakKw, count)
 * and `tail` (consumptionLow, productionLow, net). The rules for null are those of UsagePoint: production
 * (and its low part) is 0 beside consumption, null without data and always null for gas; net is null
 * only when both are.
 */
function jsonMembers(gas: boolean): { head: SQL; tail: SQL } {
  const same = (value: SQL, text: SQL, of: SQL) =>
    sql`case when ${value} = ${of} then ${text} when ${value} = 0 then '0' else trim_scale(${value})::text end`;
  const production = gas
    ? sql`'null'`
    : sql`case when t.p is not null then t.pt when t.c is not null then '0' else 'null' end`;
  const productionLow = gas
    ? sql`'null'`
    : sql`case when t.pl is not null then ${same(sql`t.pl`, sql`t.pt`, sql`t.p`)}
        when t.c is not null then '0' else 'null' end`;
  return {
    head: sql`concat('"consumption":', coalesce(t.ct, 'null'), ',"production":', ${production},
      ',"peakKw":', coalesce(trim_scale(t.pk)::text, 'null'), ',"count":', t.n)`,
    tail: sql`concat('"consumptionLow":',
      case when t.cl is null then 'null' else ${same(sql`t.cl`, sql`t.ct`, sql`t.c`)} end,
      ',"productionLow":', ${productionLow},
      ',"net":', case when t.c is null and t.p is null then 'null'
        when t.c is not null and (t.p is null or t.p = 0) then t.ct
        else trim_scale(coalesce(t.c, 0) - coalesce(t.p, 0))::text end)`,
  };
}

/** The totals as JSON members per bucket (see jsonMembers), ordered by bucket. */
export function usageJsonQuery(totals: UsageTotals): SQL {
  const { head, tail } = jsonMembers(totals.gas);
  return sql`
    select (date_part('epoch', t.bucket) * 1000)::bigint::text as ms, ${head} as head, ${tail} as tail
    from ${withText(totals)} t
    order by t.bucket`;
}

export async function readUsageJson(db: Executor, totals: UsageTotals): Promise<UsageJsonRow[]> {
  const rows = rowsOf<{ ms: string; head: string; tail: string }>(await db.execute(usageJsonQuery(totals)));
  return rows.map((r) => ({ ms: Number(r.ms), head: r.head, tail: r.tail }));
}

/**
 * Quarter resolution from the raw readings (quarter-hour data only): the selection's values are added
 * per instant, so the peak is the coincident one. The low-tariff part is the stored one (the interval
 * writer's rollups sum the same column). One connection needs no grouping: its consumption and
 * production quarters are joined on their start.
 */
export function quarterTotals(s: Selection, from: Date, to: Date): UsageTotals {
  const main = s.main;
  const within = sql`r.customer_id = ${s.customerId} and r.minutes <= 15
        and r.start >= ${from.toISOString()}::timestamptz and r.start < ${to.toISOString()}::timestamptz`;
  const [only] = s.connectionIds;
  if (s.connectionIds.length === 1 && only !== undefined) {
    const channel = (code: number) => sql`
      select r.start, r.value, r.minutes, ${storedLowPartSql('r')} as low
      from interval_readings r
      where r.connection_id = ${only} and r.channel = ${code} and ${within}`;
    const production = main === 1 && s.channels.includes(2);
    return {
      gas: main !== 1,
      sql: production
        ? sql`
    select coalesce(c.start, p.start) as bucket, c.value as c, c.low as cl, p.value as p, p.low as pl,
      round(c.value * 60 / c.minutes, 4) as pk, (c.start is not null)::int as n
    from (${channel(main)}) c full join (${channel(2)}) p on p.start = c.start`
        : sql`
    select c.start as bucket, c.value as c, c.low as cl, null::numeric as p, null::numeric as pl,
      round(c.value * 60 / c.minutes, 4) as pk, 1 as n
    from (${channel(main)}) c`,
    };
  }
  // One aggregation level (per instant, channels pivoted by filters).
  return {
    gas: main !== 1,
    sql: sql`
    select x.start as bucket,
      sum(x.value) filter (where x.channel = ${main}) as c,
      sum(x.low) filter (where x.channel = ${main}) as cl,
      sum(x.value) filter (where x.channel = 2 and ${main} = 1) as p,
      sum(x.low) filter (where x.channel = 2 and ${main} = 1) as pl,
      round(sum(x.value * 60 / x.minutes) filter (where x.channel = ${main}), 4) as pk,
      (count(*) filter (where x.channel = ${main}))::int as n
    from (
      select r.start, r.channel, r.value, r.minutes, ${storedLowPartSql('r')} as low
      from interval_readings r
      where r.connection_id = any(${intArray(s.connectionIds)}::int[])
        and r.channel = any(${intArray(s.channels)}::smallint[]) and ${within}
    ) x
    group by x.start`,
  };
}

/** Fixed-step resolutions read as series: quarters from the raw readings, hours from the hour rollups. */
export type Step = 'quarter' | 'hour';
export const STEP_MS: Record<Step, number> = { quarter: 900_000, hour: 3_600_000 };

/** What the main channel's lines hold at a step, for a selection of one or more connections. */
function mainFields(step: Step, connections: number): MainFields {
  return { count: step === 'hour' || connections > 1, peak: step === 'hour' };
}

/**
 * A selection's usage in [from, to) at a fixed step as two texts for parseStepLines, one per channel
 * (the main one, and production), unordered and without the buckets that have no data (the reader places
 * each line in its slot; index is the bucket's position from `from`):
 * - quarters: `index,sum,low` for one connection (no grouping), `index,count,sum,low` for a selection;
 * - hours, from the hour rollups: `index,count,sum,peak,low`, the peak the sum of each connection's own;
 * - production: `index,sum,low`.
 * concat_ws leaves out a null low, the last field. PostgreSQL writes these short lines several times
 * faster than each bucket's JSON (bench ems-usage).
 */
export function stepLinesQuery(s: Selection, step: Step, from: Date, to: Date): SQL {
  const first = from.getTime() / 1000;
  const seconds = STEP_MS[step] / 1000;
  const index = (start: SQL) =>
    sql`((date_part('epoch', ${start}) - ${first})::int / ${sql.raw(String(seconds))})`;
  const within = sql`r.customer_id = ${s.customerId} and r.channel = any(${intArray(s.channels)}::smallint[])
        and r.start >= ${from.toISOString()}::timestamptz and r.start < ${to.toISOString()}::timestamptz`;
  const lines = (fields: SQL, channel: number) =>
    sql`coalesce(string_agg(concat_ws(',', ${fields}), ';') filter (where channel = ${channel}), '')`;
  const [only] = s.connectionIds;
  const single = s.connectionIds.length === 1 && only !== undefined;
  if (step === 'hour') {
    const rollups = sql`from interval_rollups r
      where r.connection_id = any(${intArray(s.connectionIds)}::int[]) and ${within}
        and r.grain = ${ROLLUP_GRAINS.hour}`;
    // an hour holds intervals of 60 minutes or less (the writer's rollups)
    const peak = sql`round(r.max * 60 / r.minutes, 4)`;
    if (single) {
      return sql`
    select ${lines(sql`${index(sql`r.start`)}, r.count, r.sum, ${peak}, r.sum_low`, s.main)} as main,
      ${lines(sql`${index(sql`r.start`)}, r.sum, r.sum_low`, 2)} as production
    ${rollups}`;
    }
    return sql`
    select ${lines(sql`${index(sql`x.start`)}, x.n, x.s, x.pk, x.l`, s.main)} as main,
      ${lines(sql`${index(sql`x.start`)}, x.s, x.l`, 2)} as production
    from (
      select r.start, r.channel, sum(r.count) as n, sum(r.sum) as s, sum(r.sum_low) as l, sum(${peak}) as pk
      ${rollups}
      group by r.start, r.channel
    ) x`;
  }
  const quarters = sql`${within} and r.minutes <= 15`;
  if (single) {
    const fields = sql`${index(sql`r.start`)}, r.value, ${storedLowPartSql('r')}`;
    return sql`
    select ${lines(fields, s.main)} as main, ${lines(fields, 2)} as production
    from interval_readings r
    where r.connection_id = ${only} and ${quarters}`;
  }
  return sql`
    select ${lines(sql`${index(sql`x.start`)}, x.n, x.s, x.l`, s.main)} as main,
      ${lines(sql`${index(sql`x.start`)}, x.s, x.l`, 2)} as production
    from (
      select r.start, r.channel, count(*) as n, sum(r.value) as s, sum(${storedLowPartSql('r')}) as l
      from interval_readings r
      where r.connection_id = any(${intArray(s.connectionIds)}::int[]) and ${quarters}
      group by r.start, r.channel
    ) x`;
}

/** The buckets of [from, to) at a fixed step (`length` of them) of a selection, as dense series. */
export async function readStepSeries(
  db: Executor,
  s: Selection,
  step: Step,
  range: { from: Date; to: Date; length: number },
): Promise<StepSeries> {
  const [row] = rowsOf<{ main: string; production: string }>(
    await db.execute(stepLinesQuery(s, step, range.from, range.to)),
  );
  const texts = { main: row?.main ?? '', production: s.main === 1 ? (row?.production ?? '') : '' };
  return parseStepLines(texts, range.length, mainFields(step, s.connectionIds.length));
}

export type RollupGrainName = 'hour' | 'day' | 'week' | 'month' | 'year';

/**
 * Buckets of a rollup grain: [core.from, core.to) straight from that grain's rollups, the cut edges
 * [from, core.from) and [core.to, to) from day rollups grouped into the same calendar buckets.
 * Per bucket the selection's peak is the sum of each connection's own peak.
 */
export function rollupTotals(
  s: Selection,
  grain: RollupGrainName,
  range: { from: Date; to: Date; coreFrom: Date; coreTo: Date },
): UsageTotals {
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
  return { gas: s.main !== 1, sql: pivot(s.main, parts) };
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
