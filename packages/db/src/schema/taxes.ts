import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { connections } from './connections.ts';
import { customerReference } from './identity.ts';

// What the taxes overview needs of a connection beyond the connection itself (issue 12): the expected
// annual volume (used where no EMS data exists), whether it has a verblijfsfunctie (gets the reduction),
// and an explicit complex (complexbepaling) that overrides the grouping by postcode and house number.

export const connectionTaxSettings = pg.pgTable(
  'connection_tax_settings',
  {
    connectionId: pg
      .integer()
      .primaryKey()
      .references(() => connections.id, { onDelete: 'cascade' }),
    customerId: customerReference(),
    /** kWh or m³ a year; null: not known. */
    expectedAnnualVolume: pg.numeric({ precision: 16, scale: 3 }),
    /** The connection serves a building with a verblijfsfunctie (not a garage, shed or storage). */
    verblijfsfunctie: pg.boolean().notNull().default(true),
    /** Connections of one customer with the same complex name form one complex; null: by address. */
    complexName: pg.text(),
    /** A gas connection of a glasshouse horticulture business: the reduced gas rate of the first two
     *  brackets (packages/domain/src/glasshouse-gas.ts). Always false for electricity. */
    glasshouse: pg.boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    pg.index().on(t.customerId),
    pg.check(
      'connection_tax_settings_volume_check',
      sql`${t.expectedAnnualVolume} is null or ${t.expectedAnnualVolume} >= 0`,
    ),
  ],
);

export type ConnectionTaxSetting = typeof connectionTaxSettings.$inferSelect;
export type NewConnectionTaxSetting = typeof connectionTaxSettings.$inferInsert;
