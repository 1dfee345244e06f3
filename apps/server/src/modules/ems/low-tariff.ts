import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@energiek/domain/local-time';

const ZONE = sql.raw(`'${TIME_ZONE}'`);

/**
 * The low-tariff ("dal") part of a reading, as a SQL expression over a row of interval_readings aliased
 * `alias`: the reading's own low part when the source gave it (meter readings), else the whole value when
 * the interval starts in the low window, else 0. Day-or-longer intervals without a low part count as
 * normal. The window: weekdays 23:00–07:00 local time and whole weekends.
 *
 * The interval writer (rollups) and the quarter view of ems/usage both use this expression, so a rollup's
 * low sum and the sum of its quarters always agree.
 */
export function lowPartSql(alias: string): SQL {
  const r = sql.raw(alias);
  return sql`coalesce(${r}.low_value, case
    when ${r}.minutes >= 1440 then 0
    when extract(isodow from ${r}.start at time zone ${ZONE}) >= 6
      or extract(hour from ${r}.start at time zone ${ZONE}) >= 23
      or extract(hour from ${r}.start at time zone ${ZONE}) < 7 then ${r}.value
    else 0 end)`;
}
