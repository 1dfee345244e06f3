import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { customerOwned, users } from './identity.ts';

// Interval files a consultant imported for a customer (apps/server/src/modules/ems/import). The file
// lives in the object storage under storage_key; a background job reads it and writes the readings
// through the interval writer. Status, counters and the first rejected rows are kept here.

export type EmsImportError = { row: number; column: string; message: string };

export const emsImports = pg.pgTable(
  'ems_imports',
  {
    ...customerOwned(),
    fileName: pg.text().notNull(),
    storageKey: pg.text().notNull(),
    size: pg.bigint({ mode: 'number' }).notNull(),
    /** The detected mapping with the user's corrections (contracts ems-import importMappingSchema). */
    mapping: pg.jsonb().notNull(),
    /** queued, running, done, failed. */
    status: pg.text().notNull().default('queued'),
    progress: pg.real().notNull().default(0),
    rowsRead: pg.integer().notNull().default(0),
    rowsImported: pg.integer().notNull().default(0),
    rowsRejected: pg.integer().notNull().default(0),
    errors: pg.jsonb().$type<EmsImportError[]>().notNull().default([]),
    jobId: pg.text(),
    createdById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    finishedAt: pg.timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [pg.index().on(t.customerId, t.createdAt)],
);

export type EmsImport = typeof emsImports.$inferSelect;
