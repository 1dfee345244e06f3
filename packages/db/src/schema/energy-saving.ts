import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { customerOwned, customerReference } from './identity.ts';

// The energy-saving obligation (module energysaving, issue 12). A location is an address of the customer's
// connections: `location_key` = postcode without spaces, upper case, "|" house number (+ addition), as
// packages/contracts/src/energy-saving.ts computes it.

export const SAVING_MEASURE_STATUSES = ['done', 'planned', 'not-applicable'] as const;
export type SavingMeasureStatus = (typeof SAVING_MEASURE_STATUSES)[number];

/** Recognised measures (Erkende Maatregelenlijst) taken, planned or not applicable, per location. */
export const energySavingMeasures = pgTable(
  'energy_saving_measures',
  {
    ...customerOwned(),
    locationKey: text().notNull(),
    /** The EML category code (ENERGY_SAVING_CATEGORIES in the contract). */
    category: text().notNull(),
    measure: text().notNull(),
    /** The recognised measure chosen from a dated EML list ('<list id>:<code>', ENERGY_SAVING_EML in the
     *  domain), null for an 'overige maatregel' described in free text. */
    emlCode: text(),
    status: text({ enum: SAVING_MEASURE_STATUSES }).notNull(),
    /** Why a measure does not apply (required for not-applicable), or a note. */
    reason: text().notNull().default(''),
    /** The year a planned measure is to be taken, or the year it was done. */
    year: smallint(),
    ...timestamps(),
  },
  (t) => [index().on(t.customerId, t.locationKey)],
);

/** Self-generated electricity per location and year (kWh used on site), where known. */
export const energySavingSelfGeneration = pgTable(
  'energy_saving_self_generation',
  {
    customerId: customerReference(),
    locationKey: text().notNull(),
    year: integer().notNull(),
    kwh: numeric({ precision: 16, scale: 3 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.locationKey, t.year] }),
    check('energy_saving_self_generation_kwh_check', sql`${t.kwh} >= 0`),
  ],
);

export type EnergySavingMeasure = typeof energySavingMeasures.$inferSelect;
export type NewEnergySavingMeasure = typeof energySavingMeasures.$inferInsert;
