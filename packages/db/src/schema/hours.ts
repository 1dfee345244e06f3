import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { parentReference, timestamps } from './columns.ts';
import { customerReference, users } from './identity.ts';

// Registered time of an admin on a customer (top-bar timer now; the hours screens come later).

export const HOUR_SOURCES = ['timer', 'manual'] as const;
export type HourSource = (typeof HOUR_SOURCES)[number];

export const hours = pg.pgTable(
  'hours',
  {
    id: pg.serial().primaryKey(),
    userId: parentReference(() => users.id),
    customerId: customerReference(),
    /** The day the time was spent (YYYY-MM-DD). */
    date: pg.date({ mode: 'string' }).notNull(),
    seconds: pg.integer().notNull(),
    description: pg.text().notNull(),
    source: pg.text({ enum: HOUR_SOURCES }).notNull(),
    ...timestamps(),
  },
  (t) => [
    pg.index().on(t.customerId),
    pg.index().on(t.userId),
    pg.check('hours_source_check', sql`${t.source} in ('timer', 'manual')`),
    pg.check('hours_seconds_check', sql`${t.seconds} > 0`),
  ],
);

export type Hour = typeof hours.$inferSelect;
export type NewHour = typeof hours.$inferInsert;
