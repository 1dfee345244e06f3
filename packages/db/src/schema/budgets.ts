import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { customerOwned, users } from './identity.ts';

// Budgets (module budgets, issue 13 "Forecast and budgets"): what a customer budgets for a calendar year per
// product, in euros (including VAT, as the forecast's total) and in volume (kWh or m³). Compared against the
// forecast and the actual cost (apps/server/src/modules/purchasing/budgets).

export const budgets = pg.pgTable(
  'budgets',
  {
    ...customerOwned(),
    year: pg.smallint().notNull(),
    /** 1 electricity, 2 gas. */
    product: pg.smallint().$type<1 | 2>().notNull(),
    /** € including VAT. */
    amount: pg.numeric({ precision: 14, scale: 2 }).notNull(),
    /** kWh or m³. */
    volume: pg.numeric({ precision: 16, scale: 3 }).notNull(),
    note: pg.text().notNull().default(''),
    createdById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex().on(t.customerId, t.year, t.product),
    pg.index().on(t.year),
    pg.check('budgets_product_check', sql`${t.product} in (1, 2)`),
    pg.check('budgets_non_negative', sql`${t.amount} >= 0 and ${t.volume} >= 0`),
  ],
);

export type Budget = typeof budgets.$inferSelect;
export type NewBudget = typeof budgets.$inferInsert;
