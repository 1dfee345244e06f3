import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import { degreeDays, type NewDegreeDay } from '@energiek/db/schema/index';
import type { DegreeDayInterval } from '@energiek/contracts/degree-days';

// Degree days per station and day. Sums are numeric in PostgreSQL (exact); the service turns them into
// JSON numbers once.

export type DegreeDaySumRow = {
  start: string;
  days: number;
  /** °C, one decimal. */
  meanTemperature: string;
  degreeDays: string;
  weightedDegreeDays: string;
};

const TRUNC: Record<DegreeDayInterval, string> = { day: 'day', month: 'month', year: 'year' };

/** Sums per day, month or year of [from, to) for one station. */
export async function sumDegreeDays(
  db: Executor,
  input: { station: number; from: string; to: string; interval: DegreeDayInterval },
): Promise<DegreeDaySumRow[]> {
  const unit = sql.raw(`'${TRUNC[input.interval]}'`);
  const start = sql<string>`to_char(date_trunc(${unit}, ${degreeDays.day}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      start,
      days: sql<number>`count(*)::int`,
      meanTemperature: sql<string>`round(avg(${degreeDays.meanTemperature}) / 10, 1)::text`,
      degreeDays: sql<string>`sum(${degreeDays.degreeDays})::text`,
      weightedDegreeDays: sql<string>`sum(${degreeDays.weightedDegreeDays})::text`,
    })
    .from(degreeDays)
    .where(inRange(input))
    .groupBy(start)
    .orderBy(start);
  return rows.map((row) => ({ ...row, days: Number(row.days) }));
}

function inRange(input: { station: number; from: string; to: string }) {
  return and(
    eq(degreeDays.station, input.station),
    gte(degreeDays.day, input.from),
    lt(degreeDays.day, input.to),
  );
}

/** The sources ('knmi', 'demo') of the station's days in [from, to). */
export async function sourcesOf(
  db: Executor,
  input: { station: number; from: string; to: string },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ source: degreeDays.source })
    .from(degreeDays)
    .where(inRange(input))
    .orderBy(degreeDays.source);
  return rows.map((row) => row.source);
}

/**
 * Inserts or replaces days. `replace`: an imported KNMI day replaces whatever was there (demo days
 * included); demo days never replace a day that is already there.
 */
export async function upsertDegreeDays(
  db: Executor,
  rows: readonly NewDegreeDay[],
  replace: boolean,
): Promise<void> {
  if (rows.length === 0) return;
  const insert = db.insert(degreeDays).values([...rows]);
  if (!replace) {
    await insert.onConflictDoNothing();
    return;
  }
  await insert.onConflictDoUpdate({
    target: [degreeDays.station, degreeDays.day],
    set: {
      meanTemperature: sql`excluded.mean_temperature`,
      degreeDays: sql`excluded.degree_days`,
      weightedDegreeDays: sql`excluded.weighted_degree_days`,
      source: sql`excluded.source`,
      updatedAt: sql`now()`,
    },
  });
}

/** The demo days of the station in [from, to): how many, the first and the last; null without any. */
export async function demoSpan(
  db: Executor,
  input: { station: number; from: string; to: string },
): Promise<{ days: number; from: string; to: string } | null> {
  const [row] = await db
    .select({
      days: sql<number>`count(*)::int`,
      from: sql<string | null>`to_char(min(${degreeDays.day}), 'YYYY-MM-DD')`,
      to: sql<string | null>`to_char(max(${degreeDays.day}), 'YYYY-MM-DD')`,
    })
    .from(degreeDays)
    .where(and(inRange(input), eq(degreeDays.source, 'demo')));
  const days = Number(row?.days ?? 0);
  return days > 0 && row?.from && row.to ? { days, from: row.from, to: row.to } : null;
}

/** Every station with data: its days and first and last day. */
export async function stationsWithData(db: Executor) {
  const rows = await db
    .select({
      station: degreeDays.station,
      days: sql<number>`count(*)::int`,
      firstDay: sql<string>`to_char(min(${degreeDays.day}), 'YYYY-MM-DD')`,
      lastDay: sql<string>`to_char(max(${degreeDays.day}), 'YYYY-MM-DD')`,
    })
    .from(degreeDays)
    .groupBy(degreeDays.station)
    .orderBy(degreeDays.station);
  return rows.map((row) => ({ ...row, days: Number(row.days) }));
}
