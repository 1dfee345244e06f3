import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { customerOwned, customerReference } from './identity.ts';

// The energy-saving obligation (module energysaving, issue 12). A location is an address of the customer's
// connections: `location_key` = postcode without spaces, upper case, "|" house number (+ addition), as
// packages/contracts/src/energy-saving.ts computes it.

export const SAVING_MEASURE_STATUSES = ['done', 'planned', 'not-applicable'] as const;
export type SavingMeasureStatus = (typeof SAVING_MEASURE_STATUSES)[number];

/** Recognised measures (Erkende Maatregelenlijst) taken, planned or not applicable, per location. */
export const energySavingMeasures = pg.pgTable(
  'energy_saving_measures',
  {
    ...customerOwned(),
    locationKey: pg.text().notNull(),
    /** The EML category code (ENERGY_SAVING_CATEGORIES in the contract). */
    category: pg.text().notNull(),
    measure: pg.text().notNull(),
    /** The recognised measure chosen from a dated EML list ('<list id>:<code>', ENERGY_SAVING_EML in the
     *  domain), null for an 'overige maatregel' described in free text. */
    emlCode: pg.text(),
    status: pg.text({ enum: SAVING_MEASURE_STATUSES }).notNull(),
    /** Why a measure does not apply (required for not-applicable), or a note. */
    reason: pg.text().notNull().default(''),
    /** The year a planned measure is to be taken, or the year it was done. */
    year: pg.smallint(),
    ...timestamps(),
  },
  (t) => [pg.index().on(t.customerId, t.locationKey)],
);

/** Self-generated electricity per location and year (kWh used on site), where known. */
export const energySavingSelfGeneration = pg.pgTable(
  'energy_saving_self_generation',
  {
    customerId: customerReference(),
    locationKey: pg.text().notNull(),
    year: pg.integer().notNull(),
    kwh: pg.numeric({ precision: 16, scale: 3 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.customerId, t.locationKey, t.year] }),
    pg.check('energy_saving_self_generation_kwh_check', sql`${t.kwh} >= 0`),
  ],
);

export type EnergySavingMeasure = typeof energySavingMeasures.$inferSelect;
export type NewEnergySavingMeasure = typeof energySavingMeasures.$inferInsert;
