import { eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Replaces a row's child rows (an agreement's connections, a tax request's documents …): deletes those
 * whose `parent` column holds `parentId`, then inserts `rows` (none: only the delete). Call it inside the
 * parent's write transaction, so the row and its links change together.
 */
export async function replaceChildRows<T extends PgTable>(
  db: Executor,
  table: T,
  parent: PgColumn,
  parentId: number,
  rows: PgInsertValue<T>[],
): Promise<void> {
  await db.delete(table).where(eq(parent, parentId));
  if (rows.length > 0) await db.insert(table).values(rows);
}
