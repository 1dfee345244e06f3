import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
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

export const GRID_OPERATOR_COMMODITIES = ['electricity', 'gas', 'both'] as const;
export type GridOperatorCommodities = (typeof GRID_OPERATOR_COMMODITIES)[number];

/** Energy suppliers ("leveranciers"). */
export const suppliers = pgTable('suppliers', partyColumns(), (t) => [index().on(t.name)]);

/** Grid operators ("netbeheerders"), including the transmission operators TenneT and Gasunie. */
export const gridOperators = pgTable(
  'grid_operators',
  {
    ...partyColumns(),
    commodities: text().$type<GridOperatorCommodities>().notNull().default('both'),
  },
  (t) => [index().on(t.name)],
);

/** Metering companies ("meetbedrijven"). */
export const measuringCompanies = pgTable('measuring_companies', partyColumns(), (t) => [index().on(t.name)]);

export type Supplier = typeof suppliers.$inferSelect;
export type NewSupplier = typeof suppliers.$inferInsert;
export type GridOperator = typeof gridOperators.$inferSelect;
export type NewGridOperator = typeof gridOperators.$inferInsert;
export type MeasuringCompany = typeof measuringCompanies.$inferSelect;
export type NewMeasuringCompany = typeof measuringCompanies.$inferInsert;
