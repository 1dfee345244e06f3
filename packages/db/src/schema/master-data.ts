import { GRID_OPERATOR_COMMODITIES } from '@energiek/contracts/master-data';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { LowTariffRegion } from '@energiek/domain/low-tariff-window';
import { timestamps } from './columns.ts';

// Market parties (DOMAIN.md): suppliers, grid operators and metering companies. Shared by all customers.

function partyColumns() {
  return {
    id: pg.serial().primaryKey(),
    name: pg.text().notNull(),
    /** EAN/GLN party code, 13 digits. */
    code: pg.text(),
    emailAddress: pg.text(),
    phoneNumber: pg.text(),
    website: pg.text(),
    notes: pg.text(),
    ...timestamps(),
  };
}

export { GRID_OPERATOR_COMMODITIES };
export type GridOperatorCommodities = (typeof GRID_OPERATOR_COMMODITIES)[number];

/** Energy suppliers ("leveranciers"). */
export const suppliers = pg.pgTable('suppliers', partyColumns(), (t) => [pg.index().on(t.name)]);

/**
 * Grid operators ("netbeheerders"), including the transmission operators TenneT and Gasunie. Each has its
 * low-tariff ("dal") window (DOMAIN.md: it differs per operator); the defaults are the common Dutch one
 * (weekdays 23:00–07:00, weekends and public holidays whole days) and stay marked as such
 * (lowTariffDefault) until an admin sets the operator's own.
 */
export const gridOperators = pg.pgTable(
  'grid_operators',
  {
    ...partyColumns(),
    commodities: pg.text().$type<GridOperatorCommodities>().notNull().default('both'),
    /** Local minute of the day the nightly low window starts (1380 = 23:00). */
    lowTariffFrom: pg.smallint().notNull().default(1380),
    /** Local minute of the day it ends (420 = 07:00); smaller than lowTariffFrom: past midnight. */
    lowTariffTo: pg.smallint().notNull().default(420),
    lowTariffWeekends: pg.boolean().notNull().default(true),
    lowTariffHolidays: pg.boolean().notNull().default(true),
    /** True while the window is the seeded common default, not confirmed for this operator. */
    lowTariffDefault: pg.boolean().notNull().default(true),
    /**
     * Regions with their own nightly hours (LowTariffRegion of packages/domain/low-tariff-window.ts:
     * name, postcodeFrom, postcodeTo, fromMinute, toMinute); a connection whose postcode lies in none
     * has the operator's window. Weekends and holidays stay the operator's.
     */
    lowTariffRegions: pg.jsonb().$type<LowTariffRegion[]>().notNull().default([]),
  },
  (t) => [
    pg.index().on(t.name),
    pg.check(
      'grid_operators_low_tariff_window',
      sql`${t.lowTariffFrom} between 0 and 1425 and ${t.lowTariffTo} between 0 and 1425
        and ${t.lowTariffFrom} % 15 = 0 and ${t.lowTariffTo} % 15 = 0 and ${t.lowTariffFrom} <> ${t.lowTariffTo}`,
    ),
  ],
);

/**
 * Dutch public holidays that count as low-tariff days, filled for 2000–2100 by the migration that made
 * the table from publicHolidays() in packages/domain/src/public-holidays.ts (a test checks they agree).
 */
export const publicHolidays = pg.pgTable('public_holidays', {
  day: pg.date({ mode: 'string' }).primaryKey(),
  name: pg.text().notNull(),
});

/** Metering companies ("meetbedrijven"). */
export const measuringCompanies = pg.pgTable('measuring_companies', partyColumns(), (t) => [
  pg.index().on(t.name),
]);

export type Supplier = typeof suppliers.$inferSelect;
export type NewSupplier = typeof suppliers.$inferInsert;
export type GridOperator = typeof gridOperators.$inferSelect;
export type NewGridOperator = typeof gridOperators.$inferInsert;
export type PublicHolidayRow = typeof publicHolidays.$inferSelect;
export type MeasuringCompany = typeof measuringCompanies.$inferSelect;
export type NewMeasuringCompany = typeof measuringCompanies.$inferInsert;
