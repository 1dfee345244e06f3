import { replaceChildRows } from '@energiek/db/child-rows';
import type { Database, Executor } from '@energiek/db/client';
import { type CustomerTable, updateCustomerRow } from '@energiek/db/customer-rows';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

// A customer's record whose links live in child tables (a mutation's connections and documents, a tax
// request's connections, documents and actions, an agreement's connections and rates): the row and its
// links are written in one transaction, the links replaced as a whole. The insert and update of such a
// record, once.

/** A record's child rows in one table, to be put in place of the ones it has. */
export type ChildRows = { replace: (db: Executor, parentId: number) => Promise<void> };

/** The rows of `table` whose column `parent` will point to the record. */
export function childRows<T extends PgTable>(
  table: T,
  parent: PgColumn,
  rows: PgInsertValue<T>[],
): ChildRows {
  return { replace: (db, parentId) => replaceChildRows(db, table, parent, parentId, rows) };
}

/**
 * The insert and the update of the records of `table` (`name` in an error) with links `L`: `children`
 * turns the links of record `id` of customer `customerId` into its child rows.
 */
export function linkedRecordWrites<T extends CustomerTable, L>(
  table: T,
  name: string,
  children: (links: L, parent: { id: number; customerId: number }) => ChildRows[],
) {
  type Row = T['$inferSelect'];
  async function replaceLinks(db: Executor, customerId: number, id: number, links: L) {
    for (const child of children(links, { id, customerId })) await child.replace(db, id);
  }
  return {
    /** Inserts the record and its links; `then` writes more in the same transaction. */
    insert(
      db: Database,
      values: PgInsertValue<T> & { customerId: number },
      links: L,
      then?: (tx: Executor, row: Row) => Promise<unknown>,
    ): Promise<Row> {
      return db.transaction(async (tx) => {
        const [row] = (await tx.insert(table).values(values).returning()) as Row[];
        if (!row) throw new Error(`${name} insert returned nothing`);
        await replaceLinks(tx, values.customerId, (row as { id: number }).id, links);
        await then?.(tx, row);
        return row;
      });
    },
    /** Updates the record and (when given) replaces its links; null when the customer has no such record. */
    update(
      db: Database,
      customerId: number,
      id: number,
      values: PgUpdateSetSource<T>,
      links: L | null,
    ): Promise<Row | null> {
      return db.transaction(async (tx) => {
        const row = await updateCustomerRow(tx, table, customerId, id, values);
        if (row && links) await replaceLinks(tx, customerId, id, links);
        return row ?? null;
      });
    },
  };
}
