import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import { EMS_INTERVALS_LOCK_KEY } from '@energiek/db/advisory-locks';
import type { EmsChannelCode, IntervalMinutes, ReadingQualityCode } from '@energiek/contracts/ems';
import { ROLLUP_GRAINS } from '@energiek/contracts/ems';
import { coveringBuckets } from '@energiek/domain/buckets';
import type { Grain } from '@energiek/domain/buckets';
import { lowPartSql } from './low-tariff.ts';
import { addLocalDays, localDayOf, startOfLocalDay, TIME_ZONE } from '@energiek/domain/local-time';

// The one way interval data enters the database: readings are upserted on (connection, channel, start)
// and the rollups of every bucket they touch are rebuilt in the same transaction, so a reader never sees
// readings without their sums (or sums of readings that are gone). Writing the same batch twice changes
// nothing; a batch that overlaps earlier data replaces those intervals and their buckets only.

export type IntervalValue = {
  /** The interval's first instant. */
  start: Date;
  /** Decimal string or number, in the channel's unit per interval (kWh, kVArh, m³). */
  value: string | number;
  /** The low-register part of value, when the source gives it (meter readings). */
  lowValue?: string | number | null;
  /** 0 measured (default), 1 estimated, 2 corrected. */
  quality?: ReadingQualityCode;
};

export type IntervalBatch = {
  customerId: number;
  connectionId: number;
  channel: EmsChannelCode;
  minutes: IntervalMinutes;
  readings: readonly IntervalValue[];
};

export type WriteResult = {
  written: number;
  /** First local day touched, YYYY-MM-DD. */
  firstDay: string;
  /** Last local day touched, YYYY-MM-DD (inclusive). */
  lastDay: string;
};

export class DuplicateIntervalError extends Error {
  constructor(readonly start: Date) {
    super(`Interval ${start.toISOString()} occurs twice in one batch`);
  }
}

const ZONE = sql.raw(`'${TIME_ZONE}'`);

/** Upserts a batch of one connection's channel and rebuilds the rollups it touches. */
export async function writeIntervalReadings(db: Executor, batch: IntervalBatch): Promise<WriteResult | null> {
  if (batch.readings.length === 0) return null;
  const seen = new Set<number>();
  let first = Infinity;
  let last = -Infinity;
  for (const reading of batch.readings) {
    const ms = reading.start.getTime();
    if (seen.has(ms)) throw new DuplicateIntervalError(reading.start);
    seen.add(ms);
    if (ms < first) first = ms;
    if (ms > last) last = ms;
  }
  const firstDay = localDayOf(new Date(first));
  const lastDay = localDayOf(new Date(last));
  await db.transaction(async (tx) => {
    // One writer per connection at a time: the rollup rebuild deletes and re-inserts whole buckets.
    await tx.execute(sql`select pg_advisory_xact_lock(${EMS_INTERVALS_LOCK_KEY}, ${batch.connectionId})`);
    await upsertReadings(tx, batch);
    await rebuildRollups(tx, batch, firstDay, lastDay);
  });
  return { written: batch.readings.length, firstDay, lastDay };
}

/** Rebuilds every rollup of a connection's channel for the local days [firstDay, lastDay]. */
export async function rebuildRollups(
  db: Executor,
  key: { connectionId: number; channel: EmsChannelCode },
  firstDay: string,
  lastDay: string,
): Promise<void> {
  const from = startOfLocalDay(firstDay);
  const to = startOfLocalDay(addLocalDays(lastDay, 1));
  await rebuildFineRollups(db, key, from, to);
  for (const grain of ['week', 'month', 'year'] as const) {
    const range = coveringBuckets(firstDay, lastDay, grain);
    await rebuildCoarseRollups(db, key, grain, startOfLocalDay(range.from), startOfLocalDay(range.to));
  }
}

async function upsertReadings(db: Executor, batch: IntervalBatch): Promise<void> {
  const starts: string[] = [];
  const values: string[] = [];
  const lows: (string | null)[] = [];
  const qualities: number[] = [];
  for (const reading of batch.readings) {
    starts.push(reading.start.toISOString());
    values.push(String(reading.value));
    lows.push(reading.lowValue === undefined || reading.lowValue === null ? null : String(reading.lowValue));
    qualities.push(reading.quality ?? 0);
  }
  // Arrays travel as one literal each (both drivers accept text for an array parameter).
  await db.execute(sql`
    insert into interval_readings (connection_id, customer_id, channel, start, minutes, value, low_value, quality)
    select ${batch.connectionId}, ${batch.customerId}, ${batch.channel}, r.start, ${batch.minutes}, r.value, r.low_value, r.quality
    from unnest(${arrayLiteral(starts)}::timestamptz[], ${arrayLiteral(values)}::numeric[],
                ${arrayLiteral(lows)}::numeric[], ${arrayLiteral(qualities.map(String))}::smallint[])
      as r(start, value, low_value, quality)
    on conflict (connection_id, channel, start) do update
      set value = excluded.value, low_value = excluded.low_value, quality = excluded.quality, minutes = excluded.minutes`);
}

/** Hour and day rollups straight from the readings of [from, to) (whole local days). */
async function rebuildFineRollups(
  db: Executor,
  key: { connectionId: number; channel: EmsChannelCode },
  from: Date,
  to: Date,
): Promise<void> {
  const hour = ROLLUP_GRAINS.hour;
  const day = ROLLUP_GRAINS.day;
  await db.execute(sql`
    delete from interval_rollups
    where connection_id = ${key.connectionId} and channel = ${key.channel} and grain in (${hour}, ${day})
      and start >= ${from.toISOString()}::timestamptz and start < ${to.toISOString()}::timestamptz`);
  // The low-tariff part: lowPartSql (the same rule the quarter view of ems/usage uses).
  // Hours are truncated in UTC: the repeated autumn hour must stay two buckets.
  await db.execute(sql`
    insert into interval_rollups
      (connection_id, customer_id, channel, grain, start, minutes, sum, sum_low, max, count, expected, estimated)
    select r.connection_id, r.customer_id, r.channel, b.grain, b.start, min(r.minutes), sum(r.value), sum(r.low),
      max(r.value), count(*),
      round(extract(epoch from (case when b.grain = ${hour} then b.start + interval '1 hour'
        else ((b.start at time zone ${ZONE}) + interval '1 day') at time zone ${ZONE} end) - b.start) / 60 / min(r.minutes)),
      count(*) filter (where r.quality <> 0)
    from (
      select x.*, ${lowPartSql('x')} as low
      from interval_readings x
      where x.connection_id = ${key.connectionId} and x.channel = ${key.channel}
        and x.start >= ${from.toISOString()}::timestamptz and x.start < ${to.toISOString()}::timestamptz
    ) r
    cross join lateral (values
      (${hour}::smallint, date_trunc('hour', r.start at time zone 'UTC') at time zone 'UTC'),
      (${day}::smallint, date_trunc('day', r.start at time zone ${ZONE}) at time zone ${ZONE})
    ) as b(grain, start)
    where b.grain = ${day} or r.minutes <= 60
    group by r.connection_id, r.customer_id, r.channel, b.grain, b.start`);
}

const TRUNC_UNIT: Record<Exclude<Grain, 'day'>, SQL> = {
  week: sql.raw(`'week'`),
  month: sql.raw(`'month'`),
  year: sql.raw(`'year'`),
};
const STEP: Record<Exclude<Grain, 'day'>, SQL> = {
  week: sql.raw(`interval '1 week'`),
  month: sql.raw(`interval '1 month'`),
  year: sql.raw(`interval '1 year'`),
};

/** Week, month or year rollups of [from, to) (aligned to that grain) from the day rollups. */
async function rebuildCoarseRollups(
  db: Executor,
  key: { connectionId: number; channel: EmsChannelCode },
  grain: Exclude<Grain, 'day'>,
  from: Date,
  to: Date,
): Promise<void> {
  const code = ROLLUP_GRAINS[grain];
  await db.execute(sql`
    delete from interval_rollups
    where connection_id = ${key.connectionId} and channel = ${key.channel} and grain = ${code}
      and start >= ${from.toISOString()}::timestamptz and start < ${to.toISOString()}::timestamptz`);
  await db.execute(sql`
    insert into interval_rollups
      (connection_id, customer_id, channel, grain, start, minutes, sum, sum_low, max, count, expected, estimated)
    select d.connection_id, d.customer_id, d.channel, ${code}, b.start, min(d.minutes), sum(d.sum), sum(d.sum_low),
      max(d.max), sum(d.count),
      round(extract(epoch from ((b.start at time zone ${ZONE}) + ${STEP[grain]}) at time zone ${ZONE} - b.start) / 60 / min(d.minutes)),
      sum(d.estimated)
    from interval_rollups d
    cross join lateral (values (date_trunc(${TRUNC_UNIT[grain]}, d.start at time zone ${ZONE}) at time zone ${ZONE})) as b(start)
    where d.connection_id = ${key.connectionId} and d.channel = ${key.channel} and d.grain = ${ROLLUP_GRAINS.day}
      and d.start >= ${from.toISOString()}::timestamptz and d.start < ${to.toISOString()}::timestamptz
    group by d.connection_id, d.customer_id, d.channel, b.start`);
}

/** A PostgreSQL array literal of text values ('{"a","b",NULL}'). */
function arrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}
