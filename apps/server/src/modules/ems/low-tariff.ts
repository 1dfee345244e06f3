import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@energiek/domain/local-time';
import { DEFAULT_LOW_TARIFF_WINDOW } from '@energiek/domain/low-tariff-window';

const ZONE = sql.raw(`'${TIME_ZONE}'`);
const D = DEFAULT_LOW_TARIFF_WINDOW;

/**
 * The low-tariff window of each reading's connection, joined as `window`: its grid operator's setting
 * (grid_operators.low_tariff_*), or the common default when the connection has no grid operator. Put it
 * after `from interval_readings <alias>`; lowPartSql reads its columns. A plain join on primary keys, so
 * the planner looks a connection up once (hash join), not once per reading.
 */
export function lowTariffWindowJoin(alias: string, window = 'lt'): SQL {
  const r = sql.raw(alias);
  const w = sql.raw(window);
  return sql`join lateral (
      select coalesce(g.low_tariff_from, ${sql.raw(String(D.fromMinute))}) as from_minute,
        coalesce(g.low_tariff_to, ${sql.raw(String(D.toMinute))}) as to_minute,
        coalesce(g.low_tariff_weekends, ${sql.raw(String(D.weekends))}) as weekends,
        coalesce(g.low_tariff_holidays, ${sql.raw(String(D.holidays))}) as holidays
      from connections c left join grid_operators g on g.id = c.grid_operator_id
      where c.id = ${r}.connection_id
    ) ${w} on true`;
}

/**
 * The low-tariff ("dal") part of a reading, as a SQL expression over a row of interval_readings aliased
 * `alias` with its window joined by lowTariffWindowJoin(alias, window): the reading's own low part when
 * the source gave it (meter readings), else the whole value when the interval starts in the low window,
 * else 0. Day-or-longer intervals without a low part count as normal. The window (the same rule as
 * isLowTariff in packages/domain/src/low-tariff-window.ts): the grid operator's nightly hours by the
 * local wall clock, and — when the operator counts them — whole weekends and Dutch public holidays
 * (table public_holidays).
 *
 * The interval writer (rollups) and the quarter view of ems/usage both use this expression, so a rollup's
 * low sum and the sum of its quarters always agree.
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
