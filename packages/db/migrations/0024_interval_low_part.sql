ALTER TABLE "interval_readings" ADD COLUMN "low_part" numeric(14, 4);--> statement-breakpoint
-- Back-fill: the low-tariff part of every stored reading under its connection's current window, by the
-- rule of lowPartSql (apps/server/src/modules/ems/low-tariff.ts; interval-writer.test.ts runs this
-- statement and compares it with isLowTariff). The rollups' sum_low were built by the same rule.
UPDATE "interval_readings" r SET "low_part" = coalesce(r.low_value, case
    when r.minutes >= 1440 then 0
    when (lt.weekends and extract(isodow from (r.start at time zone 'Europe/Amsterdam')) >= 6)
      or (case when lt.from_minute < lt.to_minute
        then (extract(epoch from (r.start at time zone 'Europe/Amsterdam')::time) / 60) >= lt.from_minute
          and (extract(epoch from (r.start at time zone 'Europe/Amsterdam')::time) / 60) < lt.to_minute
        else (extract(epoch from (r.start at time zone 'Europe/Amsterdam')::time) / 60) >= lt.from_minute
          or (extract(epoch from (r.start at time zone 'Europe/Amsterdam')::time) / 60) < lt.to_minute end)
      or (lt.holidays and (r.start at time zone 'Europe/Amsterdam')::date in (select h.day from public_holidays h))
      then r.value
    else 0 end)
FROM (
  select c.id, coalesce(g.low_tariff_from, 1380) as from_minute, coalesce(g.low_tariff_to, 420) as to_minute,
    coalesce(g.low_tariff_weekends, true) as weekends, coalesce(g.low_tariff_holidays, true) as holidays
  from connections c left join grid_operators g on g.id = c.grid_operator_id
) lt
WHERE lt.id = r.connection_id;
--> statement-breakpoint
-- The same rule for one reading, for rows inserted around the interval writer (a bulk COPY, a fixture)
-- without their low part: readers use coalesce(low_part, interval_low_part(…)), which calls it only for
-- such rows (COST 1: the planner must not price every row as if it ran).
CREATE FUNCTION "interval_low_part"(connection_id integer, start timestamptz, minutes smallint, value numeric,
  low_value numeric) RETURNS numeric LANGUAGE plpgsql STABLE COST 1 AS $$
DECLARE
  w record;
  local timestamp;
  minute numeric;
BEGIN
  IF low_value IS NOT NULL THEN
    RETURN low_value;
  END IF;
  IF minutes >= 1440 THEN
    RETURN 0;
  END IF;
  SELECT coalesce(g.low_tariff_from, 1380) AS from_minute, coalesce(g.low_tariff_to, 420) AS to_minute,
    coalesce(g.low_tariff_weekends, true) AS weekends, coalesce(g.low_tariff_holidays, true) AS holidays
  INTO w
  FROM connections c LEFT JOIN grid_operators g ON g.id = c.grid_operator_id
  WHERE c.id = interval_low_part.connection_id;
  local := start AT TIME ZONE 'Europe/Amsterdam';
  minute := extract(epoch from local::time) / 60;
  RETURN CASE
    WHEN (w.weekends AND extract(isodow from local) >= 6)
      OR (CASE WHEN w.from_minute < w.to_minute
        THEN minute >= w.from_minute AND minute < w.to_minute
        ELSE minute >= w.from_minute OR minute < w.to_minute END)
      OR (w.holidays AND local::date IN (SELECT h.day FROM public_holidays h))
      THEN value
    ELSE 0 END;
END
$$;
