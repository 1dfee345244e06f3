import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { customerOwned, users } from './identity.ts';

// The customer library (spec route customers/{customerId}/library): files kept per customer, grouped
// by folder. The bytes live in the object storage (apps/server/src/lib/storage) under storage_key, a
// random name chosen by the server, so nothing a user types ever becomes a path on disk or in a bucket.

export const documents = pg.pgTable(
  'documents',
  {
    ...customerOwned(),
    /** A folder path such as 'Contracten' or 'Rapportages/2026' (segments joined by '/'). */
    folder: pg.text().notNull().default('Overig'),
    /** The original file name, sanitised for display and downloads. */
    fileName: pg.text().notNull(),
    /** Random key in the object storage; never derived from user input. */
    storageKey: pg.text().notNull(),
    /** The content type the server derived from the file's extension and magic bytes. */
    contentType: pg.text().notNull(),
    /** Size in bytes. */
    size: pg.integer().notNull(),
    uploadedById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex().on(t.storageKey),
    pg.index().on(t.customerId, t.folder),
    pg.check('documents_size_check', sql`${t.size} >= 0`),
  ],
);

export type Document = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
