import * as pg from 'drizzle-orm/pg-core';
import { customers, users } from './identity.ts';

// Exports (issue 11 "Exports"): one row per requested file. The job writes the file to object storage
// (storage_key) and fills rows, size and finished_at; the daily cleanup removes file and row after
// expires_at (7 days). customer_id is set for an export of one customer's data (energy data), so a user
// who may not act for that customer never sees it.

export type ExportStatusColumn = 'wachtrij' | 'bezig' | 'klaar' | 'mislukt';

export const dataExports = pg.pgTable(
  'data_exports',
  {
    id: pg.serial().primaryKey(),
    /** The catalogue key: customers, connections, contacts, hours, energy, agreements. */
    type: pg.text().notNull(),
    format: pg.text().$type<'xlsx' | 'csv'>().notNull(),
    /** The request's filters (customerId, connectionId, from, to), as sent. */
    params: pg.jsonb().$type<Record<string, unknown>>().notNull().default({}),
    customerId: pg.integer().references(() => customers.id, { onDelete: 'cascade' }),
    requestedById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    status: pg.text().$type<ExportStatusColumn>().notNull().default('wachtrij'),
    progress: pg.real().notNull().default(0),
    jobId: pg.text(),
    storageKey: pg.text(),
    filename: pg.text().notNull(),
    rows: pg.integer(),
    size: pg.bigint({ mode: 'number' }),
    error: pg.text(),
    createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: pg.timestamp({ withTimezone: true }),
    expiresAt: pg.timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [pg.index().on(t.requestedById, t.createdAt), pg.index().on(t.expiresAt)],
);

export type DataExport = typeof dataExports.$inferSelect;
export type NewDataExport = typeof dataExports.$inferInsert;
