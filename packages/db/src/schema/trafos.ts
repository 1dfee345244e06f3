import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { gridOperators } from './master-data.ts';

// Transformers ("trafo's") large connections hang off; not customer-owned.

export const trafos = pg.pgTable(
  'trafos',
  {
    id: pg.serial().primaryKey(),
    name: pg.text().notNull(),
    location: pg.text(),
    gridOperatorId: pg.integer().references(() => gridOperators.id, { onDelete: 'restrict' }),
    capacityKva: pg.integer(),
    /** e.g. '10 kV / 0,4 kV'. */
    voltageLevel: pg.text(),
    notes: pg.text(),
    ...timestamps(),
  },
  (t) => [pg.index().on(t.gridOperatorId)],
);

export type Trafo = typeof trafos.$inferSelect;
export type NewTrafo = typeof trafos.$inferInsert;
