import { bigint, index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, users } from './identity.ts';

// Exports (issue 11 "Exports"): one row per requested file. The job writes the file to object storage
// (storage_key) and fills rows, size and finished_at; the daily cleanup removes file and row after
// expires_at (7 days). customer_id is set for an export of one customer's data (energy data), so a user
// who may not act for that customer never sees it.

export type ExportStatusColumn = 'wachtrij' | 'bezig' | 'klaar' | 'mislukt';

export const dataExports = pgTable(
  'data_exports',
  {
    id: serial().primaryKey(),
    /** The catalogue key: customers, connections, contacts, hours, energy, agreements. */
    type: text().notNull(),
    format: text().$type<'xlsx' | 'csv'>().notNull(),
    /** The request's filters (customerId, connectionId, from, to), as sent. */
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    customerId: integer().references(() => customers.id, { onDelete: 'cascade' }),
    requestedById: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<ExportStatusColumn>().notNull().default('wachtrij'),
    progress: real().notNull().default(0),
    jobId: text(),
    storageKey: text(),
    filename: text().notNull(),
    rows: integer(),
    size: bigint({ mode: 'number' }),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.requestedById, t.createdAt), index().on(t.expiresAt)],
);

export type DataExport = typeof dataExports.$inferSelect;
export type NewDataExport = typeof dataExports.$inferInsert;
