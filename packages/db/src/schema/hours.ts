import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { parentReference, timestamps } from './columns.ts';
import { customerReference, users } from './identity.ts';

// Registered time of an admin on a customer (top-bar timer now; the hours screens come later).

export const HOUR_SOURCES = ['timer', 'manual'] as const;
export type HourSource = (typeof HOUR_SOURCES)[number];

export const hours = pgTable(
  'hours',
  {
    id: serial().primaryKey(),
    userId: parentReference(() => users.id),
    customerId: customerReference(),
    /** The day the time was spent (YYYY-MM-DD). */
    date: date({ mode: 'string' }).notNull(),
    seconds: integer().notNull(),
    description: text().notNull(),
    source: text({ enum: HOUR_SOURCES }).notNull(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.customerId),
    index().on(t.userId),
    check('hours_source_check', sql`${t.source} in ('timer', 'manual')`),
    check('hours_seconds_check', sql`${t.seconds} > 0`),
  ],
);

export type Hour = typeof hours.$inferSelect;
export type NewHour = typeof hours.$inferInsert;
