import { count, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListMeta } from '@energiek/contracts/envelopes';
import type { Executor } from '@energiek/db/client';

// One pagination meta for every list (spec §3: data + meta {current_page, last_page}), and a count that
// stops where counting costs more than it tells (docs/api.md "Envelopes": the count rule).

export function pageMeta(page: number, limit: number, total: number): ListMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total };
}

/** Rows a capped list counts exactly; beyond it `total` is a lower bound (countBound). */
export const COUNT_CAP = 10_000;

/**
 * The cap of a search's count (customers?q=): a term matching more than this many is refined rather than
 * paged through, and counting its thousands of matches cost more than the page itself.
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * How many matching rows to count for a page: COUNT_CAP, or up to the end of the page asked for when that
 * is further, plus one. A count below the bound is the exact total. A count that reaches it means "at
 * least this many": then `last_page` is at least one past the last page counted, so a client can always
 * go on paging, while a count never reads more rows than the page's own OFFSET walks past anyway.
 */
export function countBound(page: number, limit: number, cap = COUNT_CAP): number {
  return Math.max(cap, page * limit) + 1;
}

/**
 * `select count(*) from (select 1 from table where … limit bound)`: the count stops at `bound` rows (an
 * exact `count(*)` walks every match, 50–200 ms at 100,000 customers). `bound` may be a placeholder
 * (prepared statements).
 */
export function countUpTo(db: Executor, table: PgTable, where: SQL | undefined, bound: number | Placeholder) {
  const capped = db
    .select({ one: sql<number>`1`.as('one') })
    .from(table)
    .where(where)
    .limit(bound)
    .as('capped');
  return db.select({ total: count() }).from(capped);
}

/**
 * The same capped count as a column of the page's own query (an uncorrelated subquery: PostgreSQL runs it
 * once per statement), so a page costs one statement instead of two; a page without rows (past the end,
 * nothing matching) has no row to carry it and counts with countUpTo. Columns in `where` must resolve
 * inside `table` (Drizzle leaves the columns of a single-table select unqualified, which they do).
 */
export function countUpToColumn(table: PgTable, where: SQL | undefined, bound: number | Placeholder) {
  const filter = where ? sql` where ${where}` : sql``;
  return sql<number>`(select count(*) from (select 1 from ${table}${filter} limit ${bound}) as capped)`.mapWith(
    Number,
  );
}
