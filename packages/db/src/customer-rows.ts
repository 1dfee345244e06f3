import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

// A customer's own rows (actions, connections, entities, hours, mutations, tax requests, supply
// agreements, documents …): a row is reached by its id AND its customer, so a URL or a body with another
// customer's id never reads, changes, deletes or links it. The where clause, the checks and the update and
// delete of such rows, once.

/** A table whose rows belong to one customer. */
export type CustomerTable = PgTable & { id: PgColumn; customerId: PgColumn };

/** Row `id` of customer `customerId`. */
export function customerRow(table: CustomerTable, customerId: number, id: number): SQL {
  return and(eq(table.id, id), eq(table.customerId, customerId)) as SQL;
}

/** Row `id` of the customer, undefined when the customer has no such row. */
export async function findCustomerRow<T extends CustomerTable>(
  db: Executor,
  table: T,
  customerId: number,
  id: number,
): Promise<T['$inferSelect'] | undefined> {
  const rows = (await db
    .select()
    .from(table as CustomerTable)
    .where(customerRow(table, customerId, id))) as T['$inferSelect'][];
  return rows[0];
}

/** Updates row `id` of the customer; the row as written, undefined when the customer has no such row. */
export async function updateCustomerRow<T extends CustomerTable>(
  db: Executor,
  table: T,
  customerId: number,
  id: number,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> {
  const rows = (await db
    .update(table)
    .set(values)
    .where(customerRow(table, customerId, id))
    .returning()) as T['$inferSelect'][];
  return rows[0];
}

/** Deletes row `id` of the customer; false when the customer has no such row. */
export async function deleteCustomerRow(
  db: Executor,
  table: CustomerTable,
  customerId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(customerRow(table, customerId, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Whether row `id` is the customer's. */
export async function isCustomerRow(
  db: Executor,
  table: CustomerTable,
  customerId: number,
  id: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(customerRow(table, customerId, id))
    .limit(1);
  return row !== undefined;
}

/** Which of `ids` are rows of the customer (none asked: none). */
export async function customerRowIds(
  db: Executor,
  table: CustomerTable,
  customerId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.customerId, customerId), inArray(table.id, [...ids])));
  return new Set(rows.map((r) => r.id as number));
}
