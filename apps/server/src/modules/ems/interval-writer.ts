import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import { EMS_INTERVALS_LOCK_KEY } from '@energiek/db/advisory-locks';
import type { EmsChannelCode, IntervalMinutes, ReadingQualityCode } from '@energiek/contracts/ems';
import { ROLLUP_GRAINS } from '@energiek/contracts/ems';
import { coveringBuckets } from '@energiek/domain/buckets';
import type { Grain } from '@energiek/domain/buckets';
import { connectionWindowSql, lowPartSql, storedLowPartSql } from './low-tariff.ts';
import { addLocalDays, localDayOf, startOfLocalDay, TIME_ZONE } from '@energiek/domain/local-time';
import { HttpError } from '../../lib/http-errors.ts';

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
  /**
   * The low-tariff part as the caller computed it with lowPartRuleOf (low-tariff.ts: the same rule and
   * settings as the SQL). Only when every reading of the batch has it is it used; otherwise the writer
   * computes each row's part in SQL.
   */
  lowPart?: string;
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

const LENGTH_LABELS: Record<number, string> = {
  15: 'per kwartier',
  60: 'per uur',
  1440: 'per dag (uit meterstanden)',
};
const lengthLabel = (minutes: number) => LENGTH_LABELS[minutes] ?? `per ${minutes} minuten`;

/** The Dutch reason a value is refused because its day already holds values of another length. */
export function intervalLengthMessage(day: string, stored: number, given: number): string {
  const [y, m, d] = day.split('-');
  return (
    `Op ${d}-${m}-${y} staan voor deze aansluiting al waarden ${lengthLabel(stored)}; ` +
    `waarden ${lengthLabel(given)} kunnen daar niet bij. Verwijder eerst de bestaande waarden of lever ` +
    `dezelfde intervallengte aan.`
  );
}

/**
 * A batch whose interval length differs from what a day it touches already holds (hourly values into a
 * day of quarters): one bucket would mix lengths. A 422 for the JSON feed; the import refuses such rows
 * one by one first (storedIntervalLengths), so there this is only the last guard.
 */
export class IntervalLengthMismatchError extends HttpError {
  constructor(
    readonly day: string,
    readonly stored: number,
    readonly given: number,
  ) {
    const message = intervalLengthMessage(day, stored, given);
    super(422, message, { readings: [message] });
  }
}

const ZONE = sql.raw(`'${TIME_ZONE}'`);

export type WriteOptions = {
  /**
   * Rebuild the week, month and year rollups too (default). A bulk load passes false and calls
   * rebuildCoarseRollupsOf once for the whole range when it is done (the demo data job per year).
   */
  coarseRollups?: boolean;
  /**
   * Check the batch's connection and customer once per batch instead of once per row (a bulk load: the
   * demo data job). Both rows are locked FOR KEY SHARE, as the foreign keys' checks would lock them, so
   * neither can go while the transaction runs; then, where the session may (a superuser: the embedded
   * database), the per-row foreign-key triggers of this transaction are off (session_replication_role
   * replica, SET LOCAL). On the embedded database they were half the cost of writing a reading.
   */
  keysChecked?: boolean;
};

/**
 * The local days (YYYY-MM-DD) on which a connection's channel holds values of another interval length
 * than `minutes`, with that length. Read from the day rollups (one row per day).
 */
export async function storedIntervalLengths(
  db: Executor,
  key: { connectionId: number; channel: EmsChannelCode },
  minutes: number,
  range?: { firstDay: string; lastDay: string },
): Promise<Map<string, number>> {
  const within = range
    ? sql`and start >= ${startOfLocalDay(range.firstDay).toISOString()}::timestamptz
        and start < ${startOfLocalDay(addLocalDays(range.lastDay, 1)).toISOString()}::timestamptz`
    : sql``;
  const rows = rowsOf<{ day: string; minutes: number }>(
    await db.execute(sql`
      select to_char(start at time zone ${ZONE}, 'YYYY-MM-DD') as day, minutes
      from interval_rollups
      where connection_id = ${key.connectionId} and channel = ${key.channel} and grain = ${ROLLUP_GRAINS.day}
        and minutes <> ${minutes} ${within}
      order by start`),
  );
  return new Map(rows.map((row) => [row.day, Number(row.minutes)]));
}

/** Upserts a batch of one connection's channel and rebuilds the rollups it touches. */
export async function writeIntervalReadings(
  db: Executor,
  batch: IntervalBatch,
  options: WriteOptions = {},
): Promise<WriteResult | null> {
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
  const { from, to } = instantsOf(firstDay, lastDay);
  // Five round trips (begin, the lock, the write, the rollups, commit; there were eight): on the embedded
  // database each costs its thread a fixed share, and the transaction holds the one session between them
  // (issue 26, docs/architecture.md "Seventh measurement").
  await db.transaction(async (tx) => {
    // One writer per connection at a time: the rollups are rebuilt from what the write sees. The lock is a
    // statement of its own so that the write's snapshot is taken after it (read committed).
    if (options.keysChecked) await lockAndCheckKeys(tx, batch);
    else await lockConnectionIntervals(tx, batch.connectionId);
    // A bulk load's days hold this batch's length only (checked in the write): no readings longer than an
    // hour to look for.
    const conflict = await upsertWithFineRollups(
      tx,
      batch,
      from,
      to,
      options.keysChecked === true && batch.minutes <= 60,
    );
    if (conflict) throw new IntervalLengthMismatchError(conflict.day, conflict.minutes, batch.minutes);
    if (options.coarseRollups !== false) await rebuildCoarseRollupsOf(tx, batch, firstDay, lastDay);
  });
  return { written: batch.readings.length, firstDay, lastDay };
}

/**
 * The connection's writer lock, held to the end of the transaction: one writer of a connection's readings
 * and rollups at a time.
 */
export async function lockConnectionIntervals(tx: Executor, connectionId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EMS_INTERVALS_LOCK_KEY}, ${connectionId})`);
}

/** The instants of the local days [firstDay, lastDay]: from the first's start to the start after the last. */
function instantsOf(firstDay: string, lastDay: string): { from: Date; to: Date } {
  return { from: startOfLocalDay(firstDay), to: startOfLocalDay(addLocalDays(lastDay, 1)) };
}

/**
 * The writer's lock with the foreign-key checks of a batch's rows done once (WriteOptions.keysChecked),
 * in one statement (one round trip): the connection and the customer locked FOR KEY SHARE (what each
 * row's check does), then the per-row checks off for the rest of this transaction where the session is a
 * superuser.
 */
async function lockAndCheckKeys(tx: Executor, batch: IntervalBatch): Promise<void> {
  const [row] = rowsOf<{ found: number }>(
    await tx.execute(sql`
      select pg_advisory_xact_lock(${EMS_INTERVALS_LOCK_KEY}, ${batch.connectionId})::text as locked,
        (select count(*) from (select 1 from connections where id = ${batch.connectionId} for key share) c)
        + (select count(*) from (select 1 from customers where id = ${batch.customerId} for key share) k) as found,
        case when current_setting('is_superuser') = 'on'
          then set_config('session_replication_role', 'replica', true) end as role`),
  );
  if (Number(row?.found) !== 2)
    throw new Error(`connection ${batch.connectionId} of customer ${batch.customerId} not found`);
}

/** Rebuilds every rollup of a connection's channel for the local days [firstDay, lastDay]. */
export async function rebuildRollups(
  db: Executor,
  key: { connectionId: number; channel: EmsChannelCode },
  firstDay: string,
  lastDay: string,
): Promise<void> {
  const { from, to } = instantsOf(firstDay, lastDay);
  await rebuildFineRollups(db, key, from, to);
  await rebuildCoarseRollupsOf(db, key, firstDay, lastDay);
}

/**
 * After a change of the connection's low-tariff window (its grid operator's setting, or another grid
 * operator): recomputes the computed low parts of the readings of the local days [firstDay, lastDay] and
 * rebuilds their hour and day rollups, in one transaction under the connection's writer lock. Follow
 * with finishBulkWrite for the coarse rollups.
 */
export async function rebuildLowTariffOf(
  db: Executor,
  key: { connectionId: number; channel: EmsChannelCode },
  firstDay: string,
  lastDay: string,
): Promise<void> {
  const { from, to } = instantsOf(firstDay, lastDay);
  await db.transaction(async (tx) => {
    await lockConnectionIntervals(tx, key.connectionId);
    await recomputeLowParts(tx, key, from, to);
    await rebuildFineRollups(tx, key, from, to);
  });
}

/**
 * Ends a bulk load written with `coarseRollups: false`: the week, month and year rollups covering the
 * local days [firstDay, lastDay], in one transaction under the connection's writer lock.
 */
export async function finishBulkWrite(
  db: Executor,
  key: { connectionId: number; channel: EmsChannelCode },
  firstDay: string,
  lastDay: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockConnectionIntervals(tx, key.connectionId);
    await rebuildCoarseRollupsOf(tx, key, firstDay, lastDay);
  });
}

/** Rebuilds the week, month and year rollups covering the local days [firstDay, lastDay] from day rollups. */
export async function rebuildCoarseRollupsOf(
  db: Executor,
  key: { connectionId: number; channel: EmsChannelCode },
  firstDay: string,
  lastDay: string,
): Promise<void> {
  for (const grain of ['week', 'month', 'year'] as const) {
    const range = coveringBuckets(firstDay, lastDay, grain);
    await rebuildCoarseRollups(db, key, grain, startOfLocalDay(range.from), startOfLocalDay(range.to));
  }
}

/** A day of the write's range that already holds another interval length (the first), with that length. */
type LengthConflict = { day: string; minutes: number };

const ROLLUP_COLUMNS = sql.raw(
  'connection_id, customer_id, channel, grain, start, minutes, sum, sum_low, max, count, expected, estimated',
);

/**
 * The write in two statements (the second reads what the first wrote): (1) refuses a range holding another
 * interval length (answers its first such day, writing nothing), else upserts the batch's readings and
 * deletes the hour and day rollups of [from, to) (whole local days); (2) insertFineRollups.
 */
async function upsertWithFineRollups(
  db: Executor,
  batch: IntervalBatch,
  from: Date,
  to: Date,
  hourlyOrShorterOnly: boolean,
): Promise<LengthConflict | null> {
  const starts: string[] = [];
  const values: string[] = [];
  const lows: (string | null)[] = [];
  const qualities: string[] = [];
  const parts: string[] = [];
  for (const reading of batch.readings) {
    starts.push(reading.start.toISOString());
    values.push(String(reading.value));
    lows.push(reading.lowValue === undefined || reading.lowValue === null ? null : String(reading.lowValue));
    qualities.push(String(reading.quality ?? 0));
    if (reading.lowPart !== undefined) parts.push(reading.lowPart);
  }
  // Arrays travel as one literal each (both drivers accept text for an array parameter). The low part is
  // the caller's (lowPartRuleOf) or computed here, with the connection's window looked up once for the
  // batch.
  const rows =
    parts.length === batch.readings.length
      ? sql`
    select ${batch.connectionId}::integer as connection_id, ${batch.customerId}::integer as customer_id,
      ${batch.channel}::smallint as channel, u.start, ${batch.minutes}::smallint as minutes,
      u.value, u.low_value, u.low_part, u.quality
    from unnest(${arrayLiteral(starts)}::timestamptz[], ${arrayLiteral(values)}::numeric[],
                ${arrayLiteral(lows)}::numeric[], ${arrayLiteral(parts)}::numeric[], ${arrayLiteral(qualities)}::smallint[])
      as u(start, value, low_value, low_part, quality)`
      : sql`
    select ${batch.connectionId}::integer as connection_id, ${batch.customerId}::integer as customer_id,
      ${batch.channel}::smallint as channel, r.start, r.minutes, r.value, r.low_value,
      ${lowPartSql('r')} as low_part, r.quality
    from (
      select u.*, ${batch.minutes}::smallint as minutes
      from unnest(${arrayLiteral(starts)}::timestamptz[], ${arrayLiteral(values)}::numeric[],
                  ${arrayLiteral(lows)}::numeric[], ${arrayLiteral(qualities)}::smallint[])
        as u(start, value, low_value, quality)
    ) r
    cross join ${connectionWindowSql(batch.connectionId)} lt`;
  const hour = sql.raw(`${ROLLUP_GRAINS.hour}::smallint`);
  const day = sql.raw(`${ROLLUP_GRAINS.day}::smallint`);
  const key = sql`connection_id = ${batch.connectionId} and channel = ${batch.channel}`;
  const range = sql`start >= ${from.toISOString()}::timestamptz and start < ${to.toISOString()}::timestamptz`;
  const columns = sql.raw(
    'connection_id, customer_id, channel, start, minutes, value, low_value, low_part, quality',
  );
  const result = await db.execute(sql`
    with conflict as (
      select to_char(start at time zone ${ZONE}, 'YYYY-MM-DD') as day, minutes
      from interval_rollups
      where ${key} and grain = ${day} and minutes <> ${batch.minutes} and ${range}
      order by start
      limit 1
    ),
    upserted as (
      insert into interval_readings (${columns})
      select * from (${rows}) i where not exists (select 1 from conflict)
      on conflict (connection_id, channel, start) do update
        set value = excluded.value, low_value = excluded.low_value, low_part = excluded.low_part,
          quality = excluded.quality, minutes = excluded.minutes
    ),
    gone as (
      delete from interval_rollups
      where ${key} and grain in (${hour}, ${day}) and ${range} and not exists (select 1 from conflict)
    )
    select day, minutes from conflict`);
  const [conflict] = rowsOf<LengthConflict>(result);
  if (conflict) return { day: conflict.day, minutes: Number(conflict.minutes) };
  await insertFineRollups(db, batch, from, to, hourlyOrShorterOnly);
  return null;
}

/**
 * The hour and day rollups of [from, to) (whole local days, their rows deleted), one statement: hours from
 * the readings of an hour or shorter, days from those hours as inserted (RETURNING: a quarter of the rows
 * to group) plus the readings longer than an hour. The low-tariff part: the stored one (the quarter view of
 * ems/usage reads the same column). Hours are truncated in UTC: the repeated autumn hour must stay two
 * buckets; an hour never straddles two local days (the zone's offsets are whole hours).
 */
async function insertFineRollups(
  db: Executor,
  key: { connectionId: number; channel: EmsChannelCode },
  from: Date,
  to: Date,
  hourlyOrShorterOnly: boolean,
): Promise<void> {
  const hour = ROLLUP_GRAINS.hour;
  const day = ROLLUP_GRAINS.day;
  const readings = sql`x.connection_id = ${key.connectionId} and x.channel = ${key.channel}
        and x.start >= ${from.toISOString()}::timestamptz and x.start < ${to.toISOString()}::timestamptz`;
  await db.execute(sql`
    with hours as (
      insert into interval_rollups (${ROLLUP_COLUMNS})
      select r.connection_id, r.customer_id, r.channel, ${hour},
        date_trunc('hour', r.start at time zone 'UTC') at time zone 'UTC',
        min(r.minutes), sum(r.value), sum(r.low), max(r.value), count(*), 60 / min(r.minutes),
        count(*) filter (where r.quality <> 0)
      from (
        select x.*, ${storedLowPartSql('x')} as low
        from interval_readings x
        where ${readings} and x.minutes <= 60
      ) r
      group by r.connection_id, r.customer_id, r.channel, date_trunc('hour', r.start at time zone 'UTC')
      returning connection_id, customer_id, channel, start, minutes, sum, sum_low, max, count, estimated
    )
    insert into interval_rollups (${ROLLUP_COLUMNS})
    select d.connection_id, d.customer_id, d.channel, ${day}, d.start, min(d.minutes), sum(d.sum), sum(d.low),
      max(d.max), sum(d.count),
      round(extract(epoch from ((d.start at time zone ${ZONE}) + interval '1 day') at time zone ${ZONE} - d.start) / 60 / min(d.minutes)),
      sum(d.estimated)
    from (
      select h.connection_id, h.customer_id, h.channel,
        date_trunc('day', h.start at time zone ${ZONE}) at time zone ${ZONE} as start,
        h.minutes, h.sum, h.sum_low as low, h.max, h.count, h.estimated
      from hours h
      ${
        hourlyOrShorterOnly
          ? sql``
          : sql`union all
      select x.connection_id, x.customer_id, x.channel, date_trunc('day', x.start at time zone ${ZONE}) at time zone ${ZONE},
        x.minutes, x.value, ${storedLowPartSql('x')}, x.value, 1, (x.quality <> 0)::int
      from interval_readings x
      where ${readings} and x.minutes > 60`
      }
    ) d
    group by d.connection_id, d.customer_id, d.channel, d.start`);
}

/**
 * Recomputes the stored low part of the readings of [from, to) whose low part was computed (the source
 * gave none) from the connection's current window; readings with the source's low part keep it.
 */
async function recomputeLowParts(
  db: Executor,
  key: { connectionId: number; channel: EmsChannelCode },
  from: Date,
  to: Date,
): Promise<void> {
  await db.execute(sql`
    update interval_readings r set low_part = ${lowPartSql('r')}
    from ${connectionWindowSql(key.connectionId)} lt
    where r.connection_id = ${key.connectionId} and r.channel = ${key.channel}
      and r.start >= ${from.toISOString()}::timestamptz and r.start < ${to.toISOString()}::timestamptz
      and r.low_value is null and r.low_part is distinct from ${lowPartSql('r')}`);
}

/** Hour and day rollups of [from, to) (whole local days) rebuilt from the readings. */
async function rebuildFineRollups(
  db: Executor,
  key: { connectionId: number; channel: EmsChannelCode },
  from: Date,
  to: Date,
): Promise<void> {
  await db.execute(sql`
    delete from interval_rollups
    where connection_id = ${key.connectionId} and channel = ${key.channel}
      and grain in (${ROLLUP_GRAINS.hour}, ${ROLLUP_GRAINS.day})
      and start >= ${from.toISOString()}::timestamptz and start < ${to.toISOString()}::timestamptz`);
  await insertFineRollups(db, key, from, to, false);
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

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** A PostgreSQL array literal of text values ('{"a","b",NULL}'). */
function arrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}
