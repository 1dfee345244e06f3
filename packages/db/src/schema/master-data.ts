import { GRID_OPERATOR_COMMODITIES } from '@energiek/contracts/master-data';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import type { LowTariffRegion } from '@energiek/domain/low-tariff-window';
import { timestamps } from './columns.ts';

// Market parties (DOMAIN.md): suppliers, grid operators and metering companies. Shared by all customers.

function partyColumns() {
  return {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** EAN/GLN party code, 13 digits. */
    code: text(),
    emailAddress: text(),
    phoneNumber: text(),
    website: text(),
    notes: text(),
    ...timestamps(),
  };
}

export { GRID_OPERATOR_COMMODITIES };
export type GridOperatorCommodities = (typeof GRID_OPERATOR_COMMODITIES)[number];

/** Energy suppliers ("leveranciers"). */
export const suppliers = pgTable('suppliers', partyColumns(), (t) => [index().on(t.name)]);

/**
 * Grid operators ("netbeheerders"), including the transmission operators TenneT and Gasunie. Each has its
 * low-tariff ("dal") window (DOMAIN.md: it differs per operator); the defaults are the common Dutch one
 * (weekdays 23:00–07:00, weekends and public holidays whole days) and stay marked as such
 * (lowTariffDefault) until an admin sets the operator's own.
 */
export const gridOperators = pgTable(
  'grid_operators',
  {
    ...partyColumns(),
    commodities: text().$type<GridOperatorCommodities>().notNull().default('both'),
    /** Local minute of the day the nightly low window starts (1380 = 23:00). */
    lowTariffFrom: smallint().notNull().default(1380),
    /** Local minute of the day it ends (420 = 07:00); smaller than lowTariffFrom: past midnight. */
    lowTariffTo: smallint().notNull().default(420),
    lowTariffWeekends: boolean().notNull().default(true),
    lowTariffHolidays: boolean().notNull().default(true),
    /** True while the window is the seeded common default, not confirmed for this operator. */
    lowTariffDefault: boolean().notNull().default(true),
    /**
     * Regions with their own nightly hours (LowTariffRegion of packages/domain/low-tariff-window.ts:
     * name, postcodeFrom, postcodeTo, fromMinute, toMinute); a connection whose postcode lies in none
     * has the operator's window. Weekends and holidays stay the operator's.
     */
    lowTariffRegions: jsonb().$type<LowTariffRegion[]>().notNull().default([]),
  },
  (t) => [
    index().on(t.name),
    check(
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
export const publicHolidays = pgTable('public_holidays', {
  day: date({ mode: 'string' }).primaryKey(),
  name: text().notNull(),
});

/** Metering companies ("meetbedrijven"). */
export const measuringCompanies = pgTable('measuring_companies', partyColumns(), (t) => [index().on(t.name)]);

export type Supplier = typeof suppliers.$inferSelect;
export type NewSupplier = typeof suppliers.$inferInsert;
export type GridOperator = typeof gridOperators.$inferSelect;
export type NewGridOperator = typeof gridOperators.$inferInsert;
export type PublicHolidayRow = typeof publicHolidays.$inferSelect;
export type MeasuringCompany = typeof measuringCompanies.$inferSelect;
export type NewMeasuringCompany = typeof measuringCompanies.$inferInsert;
