import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { gridOperators } from './master-data.ts';

// Transformers ("trafo's") large connections hang off; not customer-owned.

export const trafos = pgTable(
  'trafos',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    location: text(),
    gridOperatorId: integer().references(() => gridOperators.id, { onDelete: 'restrict' }),
    capacityKva: integer(),
    /** e.g. '10 kV / 0,4 kV'. */
    voltageLevel: text(),
    notes: text(),
    ...timestamps(),
  },
  (t) => [index().on(t.gridOperatorId)],
);

export type Trafo = typeof trafos.$inferSelect;
export type NewTrafo = typeof trafos.$inferInsert;
