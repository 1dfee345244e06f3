import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import { offsetMinutesAt, TIME_ZONE } from '@energiek/domain/local-time';
import { DEFAULT_LOW_TARIFF_WINDOW, inNightlyWindow } from '@energiek/domain/low-tariff-window';

// The low-tariff ("dal") part of each reading is stored with it (interval_readings.low_part), written by
// the interval writer with one window lookup per batch, and recomputed by ems.low-tariff-rebuild when a
// window changes or a connection moves to another grid operator. Rollups and the quarter view of
// ems/usage only read the stored part, so they follow one rule without time-zone arithmetic per read.

const ZONE = sql.raw(`'${TIME_ZONE}'`);
const D = DEFAULT_LOW_TARIFF_WINDOW;

/**
 * The columns of a low-tariff window (from_minute, to_minute, weekends, holidays) of the connection whose
 * id is the SQL `connectionId`: its grid operator's setting (grid_operators.low_tariff_*), with the nightly
 * hours of the operator's region that holds the connection's postcode (low_tariff_regions; the rule of
 * windowOfConnection in packages/domain/src/low-tariff-window.ts), or the common default when the
 * connection has no grid operator. One row; use it as `(…) alias`.
 */
export function connectionWindowSql(connectionId: SQL | number): SQL {
  return sql`(
      select coalesce(rg.from_minute, g.low_tariff_from, ${sql.raw(String(D.fromMinute))}) as from_minute,
        coalesce(rg.to_minute, g.low_tariff_to, ${sql.raw(String(D.toMinute))}) as to_minute,
        coalesce(g.low_tariff_weekends, ${sql.raw(String(D.weekends))}) as weekends,
        coalesce(g.low_tariff_holidays, ${sql.raw(String(D.holidays))}) as holidays
      from connections c left join grid_operators g on g.id = c.grid_operator_id
      left join lateral (
        select (e->>'fromMinute')::int as from_minute, (e->>'toMinute')::int as to_minute
        from jsonb_array_elements(g.low_tariff_regions) e
        where substring(c.postcode from ${sql.raw(`'^[[:space:]]*([0-9]{4})'`)})::int
          between (e->>'postcodeFrom')::int and (e->>'postcodeTo')::int
        order by (e->>'postcodeFrom')::int
        limit 1
      ) rg on true
      where c.id = ${connectionId}
    )`;
}

/**
 * The low-tariff part of a reading, computed: a SQL expression over a row aliased `alias` (columns
 * start, minutes, value, low_value) and a window row aliased `window` (connectionWindowSql). The
 * reading's own low part when the source gave it (meter readings), else the whole value when the
 * interval starts in the low window, else 0. Day-or-longer intervals without a low part count as
 * normal. The window (the same rule as isLowTariff in packages/domain/src/low-tariff-window.ts): the
 * grid operator's nightly hours by the local wall clock, and — when the operator counts them — whole
 * weekends and Dutch public holidays (table public_holidays).
 *
 * Used where low_part is written (the writer, the rebuild); migration 0024's back-fill and its
 * function interval_low_part (storedLowPartSql) have the same rule (interval-writer.test.ts checks all
 * three against isLowTariff).
 */
export function lowPartSql(alias: string, window = 'lt'): SQL {
  const r = sql.raw(alias);
  const w = sql.raw(window);
  // Each use converts to local time again (PostgreSQL has no common subexpressions): one conversion
  // per test, the cheap tests first.
  const local = sql`(${r}.start at time zone ${ZONE})`;
  const minute = sql`(extract(epoch from ${local}::time) / 60)`;
  return sql`coalesce(${r}.low_value, case
    when ${r}.minutes >= 1440 then 0
    when (${w}.weekends and extract(isodow from ${local}) >= 6)
      or (case when ${w}.from_minute < ${w}.to_minute
        then ${minute} >= ${w}.from_minute and ${minute} < ${w}.to_minute
        else ${minute} >= ${w}.from_minute or ${minute} < ${w}.to_minute end)
      or (${w}.holidays and ${local}::date in (select h.day from public_holidays h)) then ${r}.value
    else 0 end)`;
}

/**
 * The stored low part of a row of interval_readings aliased `alias`. A row inserted around the interval
 * writer (a bulk COPY, a fixture) may lack it: then the database function of migration 0024 computes it
 * for that row alone (coalesce calls it only for such rows).
 */
export function storedLowPartSql(alias: string): SQL {
  const r = sql.raw(alias);
  return sql`coalesce(${r}.low_part, interval_low_part(${r}.connection_id, ${r}.start, ${r}.minutes, ${r}.value, ${r}.low_value))`;
}

/**
 * The low-part rule of lowPartSql as a function, for a writer that computes the low parts of many
 * readings itself (the demo data job: one window lookup per connection instead of several time-zone
 * conversions per row in SQL). The window is the connection's (connectionWindowSql) and the holidays are
 * the rows of public_holidays in [firstDay, lastDay], so both rules read the same settings.
 */
export async function lowPartRuleOf(
  db: Executor,
  connectionId: number,
  firstDay: string,
  lastDay: string,
): Promise<(start: Date, minutes: number, value: string) => string> {
  const [row] = rowsOf<{ from_minute: number; to_minute: number; weekends: boolean; holidays: boolean }>(
    await db.execute(sql`select * from ${connectionWindowSql(connectionId)} lt`),
  );
  if (!row) throw new Error(`connection ${connectionId} not found`);
  const window = { fromMinute: Number(row.from_minute), toMinute: Number(row.to_minute) };
  const holidays = new Set(
    row.holidays
      ? rowsOf<{ day: string }>(
          await db.execute(
            sql`select day::text as day from public_holidays where day >= ${firstDay}::date and day <= ${lastDay}::date`,
          ),
        ).map((holiday) => holiday.day)
      : [],
  );
  // The zone's offset per UTC hour (it changes only on whole hours): one time-zone lookup an hour
  // instead of one a reading (the demo data job asks for millions).
  const offsets = new Map<number, number>();
  return (start, minutes, value) => {
    if (minutes >= 1440) return '0';
    const hour = Math.floor(start.getTime() / 3_600_000);
    let offset = offsets.get(hour);
    if (offset === undefined) offsets.set(hour, (offset = offsetMinutesAt(start)));
    const local = new Date(start.getTime() + offset * 60_000);
    const day = local.toISOString().slice(0, 10);
    const weekday = local.getUTCDay();
    const low =
      (row.weekends && (weekday === 0 || weekday === 6)) ||
      inNightlyWindow(window, local.getUTCHours() * 60 + local.getUTCMinutes()) ||
      holidays.has(day);
    return low ? value : '0';
  };
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
