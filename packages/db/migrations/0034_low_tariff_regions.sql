ALTER TABLE "grid_operators" ADD COLUMN "low_tariff_regions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- interval_low_part (migration 0024) with the regional nightly hours: the window of the connection's grid
-- operator, with from/to of the operator's region that holds the connection's 4-digit postcode (lowest
-- postcodeFrom first), as connectionWindowSql in apps/server/src/modules/ems/low-tariff.ts.
CREATE OR REPLACE FUNCTION "interval_low_part"(connection_id integer, start timestamptz, minutes smallint, value numeric,
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
  SELECT coalesce(rg.from_minute, g.low_tariff_from, 1380) AS from_minute,
    coalesce(rg.to_minute, g.low_tariff_to, 420) AS to_minute,
    coalesce(g.low_tariff_weekends, true) AS weekends, coalesce(g.low_tariff_holidays, true) AS holidays
  INTO w
  FROM connections c LEFT JOIN grid_operators g ON g.id = c.grid_operator_id
  LEFT JOIN LATERAL (
    SELECT (e->>'fromMinute')::int AS from_minute, (e->>'toMinute')::int AS to_minute
    FROM jsonb_array_elements(g.low_tariff_regions) e
    WHERE substring(c.postcode from '^[[:space:]]*([0-9]{4})')::int
      BETWEEN (e->>'postcodeFrom')::int AND (e->>'postcodeTo')::int
    ORDER BY (e->>'postcodeFrom')::int
    LIMIT 1
  ) rg ON true
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
