import { bigint, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { customerOwned, users } from './identity.ts';

// Interval files a consultant imported for a customer (apps/server/src/modules/ems/import). The file
// lives in the object storage under storage_key; a background job reads it and writes the readings
// through the interval writer. Status, counters and the first rejected rows are kept here.

export type EmsImportError = { row: number; column: string; message: string };

export const emsImports = pgTable(
  'ems_imports',
  {
    ...customerOwned(),
    fileName: text().notNull(),
    storageKey: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    /** The detected mapping with the user's corrections (contracts ems-import importMappingSchema). */
    mapping: jsonb().notNull(),
    /** queued, running, done, failed. */
    status: text().notNull().default('queued'),
    progress: real().notNull().default(0),
    rowsRead: integer().notNull().default(0),
    rowsImported: integer().notNull().default(0),
    rowsRejected: integer().notNull().default(0),
    errors: jsonb().$type<EmsImportError[]>().notNull().default([]),
    jobId: text(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index().on(t.customerId, t.createdAt)],
);

export type EmsImport = typeof emsImports.$inferSelect;
