import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

// Degree days per weather station and day (KNMI daily data; De Bilt is station 260). Not customer-owned:
// every customer's gas is normalised against the same stations. Values are computed by
// packages/domain/src/degree-days.ts from the daily mean temperature.

export const degreeDays = pg.pgTable(
  'degree_days',
  {
    /** KNMI station number (260 = De Bilt). */
    station: pg.integer().notNull(),
    /** The calendar day (KNMI's YYYYMMDD). */
    day: pg.date({ mode: 'string' }).notNull(),
    /** Daily mean temperature TG in 0.1 °C. */
    meanTemperature: pg.smallint().notNull(),
    /** max(0, 18 − TG/10). */
    degreeDays: pg.numeric({ precision: 6, scale: 1 }).notNull(),
    /** Degree days × the month's weight (0.8 Apr–Sep, 1.0 Mar and Oct, 1.1 Nov–Feb). */
    weightedDegreeDays: pg.numeric({ precision: 6, scale: 2 }).notNull(),
    /** 'knmi' (imported file) or 'demo' (generated demo data). */
    source: pg.text().notNull().default('knmi'),
    ...timestamps(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.station, t.day] }),
    pg.check('degree_days_non_negative', sql`${t.degreeDays} >= 0 and ${t.weightedDegreeDays} >= 0`),
  ],
);

export type DegreeDay = typeof degreeDays.$inferSelect;
export type NewDegreeDay = typeof degreeDays.$inferInsert;
