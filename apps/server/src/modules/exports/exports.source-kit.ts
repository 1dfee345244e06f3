import { count, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ExportType } from '@energiek/contracts/exports';
import type { Executor as Database } from '@energiek/db/client';
import type { customers } from '@energiek/db/schema/index';
import type { ActFor } from '../../core/tenancy.ts';
import type { ExportColumn, ExportRow } from './exports.writer.ts';

// What a catalogue export is (its Dutch columns and its rows in batches) and the helpers the sources
// share: keyset paging by id, and the condition that keeps to the requester's customers.

export const BATCH_ROWS = 10_000;

export type ExportParams = {
  customerId?: number | null;
  connectionId?: number | null;
  from?: string | null;
  to?: string | null;
};

export type ExportSource = {
  type: ExportType;
  name: string;
  description: string;
  needs: 'none' | 'connection-period';
  sheetName: string;
  columns: readonly ExportColumn[];
  count(db: Database, actFor: ActFor, params: ExportParams): Promise<number>;
  batches(db: Database, actFor: ActFor, params: ExportParams): AsyncIterable<ExportRow[]>;
};

export function scoped(column: SQL.Aliased | typeof customers.id, actFor: ActFor): SQL | undefined {
  if (actFor === 'all') return undefined;
  if (actFor.size === 0) return sql`false`;
  return inArray(column as typeof customers.id, [...actFor]);
}

/** A source's count: the rows of `table` whose customer (`customerColumn`) the requester may act for. */
export function countScoped(table: PgTable, customerColumn: AnyPgColumn) {
  return async (db: Database, actFor: ActFor): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(scoped(customerColumn as never, actFor));
    return row?.n ?? 0;
  };
}

/** Batches by an increasing integer id. */
export async function* byId<T extends { id: number }>(
  page: (afterId: number) => Promise<T[]>,
  toRow: (row: T) => ExportRow,
): AsyncGenerator<ExportRow[]> {
  let after = 0;
  for (;;) {
    const rows = await page(after);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    after = rows[rows.length - 1]!.id;
    if (rows.length < BATCH_ROWS) return;
  }
}
