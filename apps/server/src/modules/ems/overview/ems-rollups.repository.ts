import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { connectionAddressColumns, type ConnectionAddress } from '@energiek/db/connection-address';
import { ROLLUP_GRAINS, type EmsChannelCode } from '@energiek/contracts/ems';
import type { Executor } from '@energiek/db/client';
import { connections, intervalReadings, intervalRollups } from '@energiek/db/schema/index';
import { addBuckets, bucketStart } from '@energiek/domain/buckets';
import { startOfLocalDay } from '@energiek/domain/local-time';

// Reads of interval_rollups for the overview, the energy tile and the comparisons. Always the coarsest
// rollup that answers: whole months from month rollups, the days around them from day rollups. Every
// query names the customer.

const instant = (day: string) => startOfLocalDay(day);

export type EmsConnectionRow = ConnectionAddress & {
  id: number;
  ean: string;
  product: number;
  hasProd: boolean;
  capacity: string | null;
  contractedCapacity: number | null;
  gridOperatorId: number | null;
  trafoId: number | null;
  lastStart: Date | null;
  lastMinutes: number | null;
};

/** The customer's connections shown in EMS, with their last interval received (PK scan per connection). */
export async function emsConnections(
  db: Executor,
  customerId: number,
  ids?: readonly number[],
): Promise<EmsConnectionRow[]> {
  const last = sql`(select r.start from interval_readings r
      where r.connection_id = ${connections.id} and r.channel = case when ${connections.product} = 2 then 4 else 1 end
      order by r.start desc limit 1)`;
  const lastMinutes = sql`(select r.minutes from interval_readings r
      where r.connection_id = ${connections.id} and r.channel = case when ${connections.product} = 2 then 4 else 1 end
      order by r.start desc limit 1)`;
  const rows = await db
    .select({
      id: connections.id,
      ean: connections.ean,
      product: connections.product,
      hasProd: connections.hasProd,
      ...connectionAddressColumns,
      capacity: connections.capacity,
      contractedCapacity: connections.contractedCapacity,
      gridOperatorId: connections.gridOperatorId,
      trafoId: connections.trafoId,
      lastStart: sql<string | null>`${last}`,
      lastMinutes: sql<number | null>`${lastMinutes}`.mapWith(Number),
    })
    .from(connections)
    .where(
      and(
        eq(connections.customerId, customerId),
        eq(connections.showInEms, true),
        ids ? inArray(connections.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(connections.ean));
  return rows.map((row) => ({
    ...row,
    lastStart: row.lastStart === null ? null : new Date(row.lastStart),
    lastMinutes: row.lastStart === null ? null : row.lastMinutes,
  }));
}

export type RangeSum = { connectionId: number; channel: number; sum: string; count: number };

/**
 * Sum and interval count per connection and channel over the local days [from, to): month rollups for
 * the whole months inside, day rollups for the days before and after them.
 */
export async function rangeSums(
  db: Executor,
  customerId: number,
  key: { connectionIds: readonly number[]; channels: readonly EmsChannelCode[] },
  from: string,
  to: string,
): Promise<RangeSum[]> {
  if (key.connectionIds.length === 0 || from >= to) return [];
  const firstMonth =
    bucketStart(from, 'month') === from ? from : addBuckets(bucketStart(from, 'month'), 'month', 1);
  const endMonth = bucketStart(to, 'month');
  const r = intervalRollups;
  const between = (a: string, b: string) => and(gte(r.start, instant(a)), lt(r.start, instant(b)));
  const parts =
    firstMonth < endMonth
      ? or(
          and(eq(r.grain, ROLLUP_GRAINS.month), between(firstMonth, endMonth)),
          and(eq(r.grain, ROLLUP_GRAINS.day), or(between(from, firstMonth), between(endMonth, to))),
        )
      : and(eq(r.grain, ROLLUP_GRAINS.day), between(from, to));
  const rows = await db
    .select({
      connectionId: r.connectionId,
      channel: r.channel,
      sum: sql<string>`sum(${r.sum})::text`,
      count: sql<number>`sum(${r.count})`.mapWith(Number),
    })
    .from(r)
    .where(
      and(
        eq(r.customerId, customerId),
        inArray(r.connectionId, [...key.connectionIds]),
        inArray(r.channel, [...key.channels]),
        parts,
      ),
    )
    .groupBy(r.connectionId, r.channel);
  return rows;
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
        eq(intervalRollups.grain, ROLLUP_GRAINS.year),
        sql`${intervalRollups.channel} = case when ${connections.product} = 2 then 4 else 1 end`,
        gte(intervalRollups.start, startOfLocalDay(`${firstYear}-01-01`)),
        lt(intervalRollups.start, startOfLocalDay(`${lastYear + 1}-01-01`)),
      ),
    );
  return rows.map((r) => ({ ...r, year: Number(r.year) }));
}

/** Rollup rows of one grain whose bucket starts in [from, to) (local days). */
export async function rollupRows(
  db: Executor,
  customerId: number,
  key: { connectionIds: readonly number[]; channels: readonly EmsChannelCode[] },
  grain: keyof typeof ROLLUP_GRAINS,
  from: string,
  to: string,
) {
  if (key.connectionIds.length === 0) return [];
  const r = intervalRollups;
  return db
    .select({
      connectionId: r.connectionId,
      channel: r.channel,
      start: r.start,
      minutes: r.minutes,
      sum: r.sum,
      sumLow: r.sumLow,
      max: r.max,
      count: r.count,
      expected: r.expected,
    })
    .from(r)
    .where(
      and(
        eq(r.customerId, customerId),
        inArray(r.connectionId, [...key.connectionIds]),
        inArray(r.channel, [...key.channels]),
        eq(r.grain, ROLLUP_GRAINS[grain]),
        gte(r.start, instant(from)),
        lt(r.start, instant(to)),
      ),
    )
    .orderBy(asc(r.connectionId), asc(r.start));
}

export type MeasuredUsage = {
  connectionId: number;
  channel: number;
  /** Σ of the day rollups, decimal string. */
  sum: string;
  /** Days covered: each day counts the share of its intervals measured (48 of 96 quarters = 0.5). */
  coveredDays: number;
};

/**
 * Usage per connection and channel over the local days [from, to) with the days it covers, from the day
 * rollups (purchasing: this year so far, the budget to date).
 */
export async function measuredUsage(
  db: Executor,
  customerId: number,
  key: { connectionIds: readonly number[]; channels: readonly EmsChannelCode[] },
  from: string,
  to: string,
): Promise<MeasuredUsage[]> {
  if (key.connectionIds.length === 0 || from >= to) return [];
  const r = intervalRollups;
  return db
    .select({
      connectionId: r.connectionId,
      channel: r.channel,
      sum: sql<string>`sum(${r.sum})::text`,
      coveredDays:
        sql<string>`sum(case when ${r.expected} > 0 then least(${r.count}, ${r.expected})::numeric / ${r.expected} else 0 end)`.mapWith(
          Number,
        ),
    })
    .from(r)
    .where(
      and(
        eq(r.customerId, customerId),
        inArray(r.connectionId, [...key.connectionIds]),
        inArray(r.channel, [...key.channels]),
        eq(r.grain, ROLLUP_GRAINS.day),
        gte(r.start, instant(from)),
        lt(r.start, instant(to)),
      ),
    )
    .groupBy(r.connectionId, r.channel);
}

export type PeriodMeasurement = {
  connectionId: number;
  channel: number;
  /** YYYY-MM (local). */
  month: string;
  sum: string;
  sumLow: string;
  /** Highest interval of the month in kW (max × 60 / minutes). */
  peakKw: string;
  /** Days with a day rollup that has readings. */
  days: number;
};

/**
 * Per connection, channel and local month of [from, to): the sums, the peak kW and the days measured, from
 * the day rollups (the invoice audit's shadow bill: volume normal/low, kW max per month, coverage).
 */
export async function periodMeasurements(
  db: Executor,
  customerId: number,
  connectionIds: readonly number[],
  from: string,
  to: string,
): Promise<PeriodMeasurement[]> {
  if (connectionIds.length === 0 || from >= to) return [];
  const r = intervalRollups;
  const month = sql<string>`to_char(${r.start} at time zone 'Europe/Amsterdam', 'YYYY-MM')`;
  return db
    .select({
      connectionId: r.connectionId,
      channel: r.channel,
      month,
      sum: sql<string>`sum(${r.sum})::text`,
      sumLow: sql<string>`sum(${r.sumLow})::text`,
      peakKw: sql<string>`max(${r.max} * 60 / ${r.minutes})::text`,
      days: sql<number>`count(*) filter (where ${r.count} > 0)`.mapWith(Number),
    })
    .from(r)
    .where(
      and(
        eq(r.customerId, customerId),
        inArray(r.connectionId, [...connectionIds]),
        eq(r.grain, ROLLUP_GRAINS.day),
        gte(r.start, instant(from)),
        lt(r.start, instant(to)),
      ),
    )
    .groupBy(r.connectionId, r.channel, month);
}

/**
 * Whether a connection, or any connection of a grid operator, has interval data: then a change of its
 * low-tariff window (another grid operator, another window) needs a rebuild of its low parts and sums.
 */
export async function hasIntervalData(
  db: Executor,
  scope: { connectionId: number } | { gridOperatorId: number },
): Promise<boolean> {
  const query = db.select({ one: sql<number>`1` }).from(intervalReadings);
  const [row] = await (
    'connectionId' in scope
      ? query.where(eq(intervalReadings.connectionId, scope.connectionId))
      : query
          .innerJoin(connections, eq(connections.id, intervalReadings.connectionId))
          .where(eq(connections.gridOperatorId, scope.gridOperatorId))
  ).limit(1);
  return row !== undefined;
}
