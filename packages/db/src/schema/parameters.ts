import { PARAMETER_KINDS } from '@energiek/contracts/parameters';
import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { gridOperators } from './master-data.ts';

// Parameters (back office): versioned, dated reference figures that admins maintain instead of constants
// in code (DOMAIN.md "Energy tax", "Grid tariffs"): energy-tax and ODE brackets, the tax reduction, VAT
// periods, grid tariffs, metering companies' tariffs and forward market prices. One table; the columns the
// list filters and the uniqueness rules need are real columns, the kind's figures sit in `values` as decimal
// strings (never floats; a metering tariff's company id sits there too). `naturalKey` is what makes a row unique within its kind (e.g. product + year for energy tax),
// computed by the parameters service; it is what an import matches rows on.

export { PARAMETER_KINDS };
export type ParameterKindColumn = (typeof PARAMETER_KINDS)[number];

export const parameters = pg.pgTable(
  'parameters',
  {
    id: pg.serial().primaryKey(),
    kind: pg.text().$type<ParameterKindColumn>().notNull(),
    /** Unique per row: kind plus what identifies it, e.g. 'energy-tax|1|2024'. */
    naturalKey: pg.text().notNull(),
    /** The calendar year the figures apply to (VAT: the year its period starts; forward price: delivery). */
    year: pg.smallint().notNull(),
    /** 1 electricity, 2 gas; null for VAT. */
    product: pg.smallint(),
    gridOperatorId: pg.integer().references(() => gridOperators.id, { onDelete: 'restrict' }),
    /** VAT: first day; forward price: quote date. */
    validFrom: pg.date({ mode: 'string' }),
    /** VAT: last day (inclusive); null = open. */
    validTo: pg.date({ mode: 'string' }),
    /** The kind's figures (brackets, amounts, fees) with decimal strings; shape per kind in the contract. */
    values: pg.jsonb().$type<Record<string, unknown>>().notNull(),
    /** false while an admin has not checked the figures against the source (Belastingdienst, tariff sheet). */
    verified: pg.boolean().notNull().default(false),
    /** Where the figures come from: publication and date, e.g. 'Belastingdienst, Tabellen tarieven milieubelastingen 2024 (januari 2024)'. */
    source: pg.text(),
    note: pg.text(),
    ...timestamps(),
  },
  (t) => [pg.uniqueIndex().on(t.naturalKey), pg.index().on(t.kind, t.year)],
);

export type ParameterRow = typeof parameters.$inferSelect;
export type NewParameterRow = typeof parameters.$inferInsert;
