import { and, asc, desc, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Executor as Database } from '@energiek/db/client';
import { customers } from '@energiek/db/schema/index';

// The name order of the searches (customers/search, customers?q=) and the two ways of reading it, chosen
// per request by what the term turns out to match (the planner cannot know: a term's matches may crowd
// the start of the alphabet or its end).

/**
 * The searches' name order: the lowercased name in code point order, the order of the
 * (lower(name) collate "C", id) index (migration 0022). It equals `lower(name)` under the C and C.UTF-8
 * collations (PGlite, and PostgreSQL as the project creates it); "starts with" is a range of it whatever
 * the database's collation.
 */
export const nameKey = sql`(lower(${customers.name}) collate "C")`;

/**
 * The same order as an expression no index has: sorting by it makes the planner find the matches through
 * their own (trigram) indexes and sort them, instead of walking the whole name index for a rare term.
 */
const nameKeySorted = sql`(${nameKey} || '')`;

/** Index entries the ordered walk reads before the term counts as rare (see firstMatchingIds). */
export const WALK_WINDOW = 1000;

/** Whether a term has three letters or digits in a row: pg_trgm can only look up "contains" from those. */
export function hasTrigram(term: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(term);
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Lowercased names starting with `lowered`: one range of the name key, so read in order from an index. */
export function nameStartsWith(lowered: string): SQL {
  const upper = successor(lowered);
  return upper === undefined
    ? sql`${nameKey} >= ${lowered}`
    : sql`(${nameKey} >= ${lowered} and ${nameKey} < ${upper})`;
}

/** The smallest string above every string that starts with `value` (code point order), if there is one. */
export function successor(value: string): string | undefined {
  const points = [...value];
  while (points.length > 0) {
    const last = points.pop()?.codePointAt(0) ?? 0x10ffff;
    if (last < 0x10ffff) return points.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
  }
  return undefined;
}

const MAX_NUMBER = 2_147_483_647;

/** The number ranges whose decimal digits start with `digits` (customer numbers are integers ≥ 0). */
export function numberRanges(digits: string): [number, number][] {
  if (!/^\d+$/.test(digits)) return [];
  if (digits.startsWith('0')) return digits === '0' ? [[0, 0]] : [];
  const ranges: [number, number][] = [];
  for (let low = Number(digits), width = 1; low <= MAX_NUMBER; low *= 10, width *= 10) {
    ranges.push([low, Math.min(low + width - 1, MAX_NUMBER)]);
  }
  return ranges;
}

/** Lowercased names not starting with `lowered` (the complement of nameStartsWith). */
export function nameNotStartsWith(lowered: string): SQL {
  return not(nameStartsWith(lowered));
}

/**
 * The ids of the first `offset + limit` customers in `scope` that satisfy `match`, in name-key order
 * (`descending` reverses it), of which the last `limit` are returned. Two readings, each bounded:
 * - an ordered walk of the first WALK_WINDOW entries of the name index, filtered by `match`: a common term
 *   fills the page within a few hundred entries (reading its thousands of matches to sort them would not);
 * - when the window holds fewer, the term is rare there: its matches are found through their own indexes
 *   (trigram) and sorted, which is cheap because there are few of them; having them all, this reading
 *   also tells their number (`total`, when the page has rows).
 * `match` may only use columns of `customers` (it is applied to the walked rows under the same name).
 */
export async function firstMatchingIds(
  db: Database,
  input: {
    scope: SQL | undefined;
    match: SQL | undefined;
    /** Whether every pattern in `match` can use its trigram index (preferIndexes). */
    indexed: boolean;
    limit: number;
    offset: number;
    descending: boolean;
  },
): Promise<{ ids: number[]; total?: number }> {
  const direction = input.descending ? desc : asc;
  const wanted = input.offset + input.limit;
  if (wanted <= WALK_WINDOW) {
    const window = db
      .select({
        id: customers.id,
        name: customers.name,
        number: customers.number,
        kvkNumber: customers.kvkNumber,
        visitCity: customers.visitCity,
        postalCity: customers.postalCity,
      })
      .from(customers)
      .where(input.scope)
      .orderBy(direction(nameKey), direction(customers.id))
      .limit(WALK_WINDOW)
      .as('customers');
    const walked = await db
      .select({ id: window.id })
      .from(window)
      .where(input.match)
      .orderBy(direction(nameKey), direction(window.id))
      .limit(wanted);
    if (walked.length === wanted) return { ids: walked.slice(input.offset).map((row) => row.id) };
  }
  const found = await preferIndexes(db, input.indexed, (tx) =>
    tx
      .select({ id: customers.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(customers)
      .where(and(input.scope, input.match))
      .orderBy(direction(nameKeySorted), direction(customers.id))
      .limit(input.limit)
      .offset(input.offset),
  );
  return { ids: found.map((row) => row.id), total: found[0]?.total };
}

/**
 * Runs `work` with sequential scans disfavoured when `indexed` (every pattern of the match has a trigram
 * index to use: three characters or more). The planner prices `lower(name) like '%…%'` on every row far
 * below its real cost and picks a sequential scan for a term matching a few thousand customers: 40–90× the
 * time of the trigram bitmap (EXPLAIN ANALYZE at 100,000 customers, 'tuin': 207 ms against 16 ms).
 */
export async function preferIndexes<T>(
  db: Database,
  indexed: boolean,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  if (!indexed) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return work(tx);
  });
}

/** Tenancy: the ids the user may act for, or everyone. */
export function actForScope(actFor: 'all' | ReadonlySet<number>): SQL | undefined {
  return actFor === 'all' ? undefined : inArray(customers.id, [...actFor]);
}
