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
