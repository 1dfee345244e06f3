import { and, asc, between, desc, inArray, not, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { CUSTOMER_SEARCH_LIMIT, CUSTOMER_STATUS_NAMES } from '@energiek/contracts/customer-switch';
import type { CustomerSearchItem } from '@energiek/contracts/customer-switch';
import { rowsOf } from '@energiek/db/backup';
import type { Executor as Database } from '@energiek/db/client';
import { customerWords, customers, isWordPair, searchWords, type Customer } from '@energiek/db/schema/index';
import { escapeLike } from '../../lib/like.ts';

// The customer switcher's search (customers/search) and what the list's search (customers?q=) shares with
// it: the name order, "starts with" as a range of it, and the readings of "contains" chosen per request by
// what the term turns out to match (the planner cannot know: a term's matches may crowd the start of the
// alphabet or its end).

/**
 * The searches' name order: the lowercased name in code point order, the order of the
 * (lower(name) collate "C", id) index (migration 0023). It equals `lower(name)` under the C and C.UTF-8
 * collations (PGlite, and PostgreSQL as the project creates it); "starts with" is a range of it whatever
 * the database's collation.
 */
export const nameKey = sql`(lower(${customers.name}) collate "C")`;

/** Index entries the ordered walk reads before the term counts as rare (see firstMatchingIds). */
export const WALK_WINDOW = 1000;

/** Whether a term has three letters or digits in a row: pg_trgm can only look up "contains" from those. */
export function hasTrigram(term: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(term);
}

/**
 * A term of one or two letters or digits, lowercased: too short for a trigram, so it is looked up as the
 * start of a word (the words indexes of migration 0023) rather than anywhere inside one.
 */
export function shortWord(term: string): string | undefined {
  const word = term.trim().toLowerCase();
  return /^[\p{L}\p{N}]{1,2}$/u.test(word) ? word : undefined;
}

/**
 * Names with a word starting with `word` (shortWord). The `like` first: it is what a walk evaluates on
 * most rows (to_tsvector costs ten times more); the words index finds the matches when not walking.
 */
export function nameWordStarts(word: string): SQL {
  return sql`(lower(${customers.name}) like ${`%${word}%`} and to_tsvector('simple', ${customers.name}) @@ to_tsquery('simple', ${`${word}:*`}))`;
}

/** Cities (the visit city, else the postal city) with a word starting with `word` (shortWord). */
export function cityWordStarts(word: string): SQL {
  const city = sql`coalesce(${customers.visitCity}, ${customers.postalCity}, '')`;
  return sql`(lower(${city}) like ${`%${word}%`} and to_tsvector('simple', ${city}) @@ to_tsquery('simple', ${`${word}:*`}))`;
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

/** What firstMatchingIds found: the page's ids, and the number of matches where that came for free. */
export type MatchingIds = {
  ids: number[];
  /** All matches, counted by the statement that found the page (a rare term). */
  total?: number;
  /** A lower bound of the matches (a common term: more than CANDIDATE_LIMIT). */
  atLeast?: number;
};

/** Matches sorted in one go at most; a term with more is read from the name order instead. */
export const CANDIDATE_LIMIT = 4_000;

/** Index entries the second, deeper walk reads at most (a common term whose matches start late). */
const DEEP_WINDOW = 10_000;

/**
 * The ids of the customers in `scope` at `offset`…`offset + limit` of those that satisfy `match`, in
 * name-key order (`descending` reverses it). The planner cannot know where a term's matches lie in that
 * order, so this tries, in turn, the readings that are cheap for each kind of term:
 * 1. an ordered walk of the first WALK_WINDOW name-index entries, filtered by `match` (a term common at the
 *    start of the order fills the page within a few hundred entries; sorting its thousands would not);
 * 2. the matches found through their own indexes (trigram), at most CANDIDATE_LIMIT of them, sorted: a rare
 *    term, or one whose matches sit later in the order; having them all, it also tells their number;
 * 3. past CANDIDATE_LIMIT matches the term is common after all: a walk of up to DEEP_WINDOW entries;
 * 4. failing that (common, but only late in the order), all matches sorted.
 * A walk stops as soon as it has the page. `match` may only use columns of `customers` (the walks apply it
 * to the walked rows under the same name).
 */
export async function firstMatchingIds(
  db: Database,
  input: {
    scope: SQL | undefined;
    match: SQL | undefined;
    /** Whether every pattern in `match` can use its trigram index (preferIndexes). */
    indexed: boolean;
    /**
     * Whether the term's matches are rare anywhere in the order (digits, three or more: numbers and KvK
     * numbers are unique): the first walk is skipped, as it would read its WALK_WINDOW entries for nothing
     * (32 ms on PGlite at 100,000 customers for '100000').
     */
    rare?: boolean;
    limit: number;
    offset: number;
    descending: boolean;
  },
): Promise<MatchingIds> {
  const direction = input.descending ? desc : asc;
  const wanted = input.offset + input.limit;
  const walk = async (window: number) => {
    if (wanted > window) return undefined;
    const walked = db
      .select({
        id: customers.id,
        name: customers.name,
        number: customers.number,
        kvkNumber: customers.kvkNumber,
        visitCity: customers.visitCity,
        postalCity: customers.postalCity,
        key: sql<string>`${nameKey}`.as('key'),
      })
      .from(customers)
      .where(input.scope)
      .orderBy(direction(nameKey), direction(customers.id))
      .limit(window)
      .as('customers');
    const rows = await db
      .select({ id: walked.id })
      .from(walked)
      .where(input.match)
      // Ordered by the walk's own output: no sort, so the walk stops as soon as the page is full.
      .orderBy(direction(walked.key), direction(walked.id))
      .limit(wanted);
    return rows.length === wanted ? rows.slice(input.offset).map((row) => row.id) : undefined;
  };
  const sorted = (candidates: number | undefined) =>
    preferIndexes(db, input.indexed, async (tx) => {
      const matches = tx
        .select({ id: customers.id, key: sql<string>`${nameKey}`.as('key') })
        .from(customers)
        .where(and(input.scope, input.match))
        .limit(candidates ?? Number.MAX_SAFE_INTEGER)
        .as('matches');
      const rows = await tx
        .select({ id: matches.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(matches)
        .orderBy(direction(matches.key), direction(matches.id))
        .limit(input.limit)
        .offset(input.offset);
      return { ids: rows.map((row) => row.id), total: rows[0]?.total };
    });

  const walked = input.rare ? undefined : await walk(WALK_WINDOW);
  if (walked) return { ids: walked };
  if (wanted <= CANDIDATE_LIMIT) {
    const page = await sorted(CANDIDATE_LIMIT + 1);
    // No row: past the end (more than CANDIDATE_LIMIT matches would have reached this page).
    if (page.total === undefined || page.total <= CANDIDATE_LIMIT) return page;
    const deep = await walk(DEEP_WINDOW);
    if (deep) return { ids: deep, atLeast: CANDIDATE_LIMIT + 1 };
  }
  return sorted(undefined);
}

/**
 * How customer_words (migration 0025) finds the customers a list search term matches: the condition on
 * search_words picking the words that hold them, and whether every customer of those words matches (else
 * each is checked against the term's own condition as the words are read).
 */
export type WordLookup = { words: SQL; exact: boolean };

/**
 * The word lookup of the list's search for a term (lowercased, as typed), or undefined where the words
 * cannot answer it (digits, which also match numbers; no three letters or digits in a row to look up).
 * `word`: the term as a word start (shortWord), when the list reads it so.
 * - one or two characters: the single words with a to_tsvector word starting with it (to_tsvector splits a
 *   name into the words it splits each of its space-separated words into): exact;
 * - no space: a substring of the name or city lies inside one of its space-separated words: exact;
 * - one space: it lies inside a pair of adjacent words: exact;
 * - more spaces: every match has the pair of its last two parts, the last one cut short: checked.
 */
export function wordLookup(lowered: string, word: string | undefined): WordLookup | undefined {
  const single = sql`not ${isWordPair(searchWords.word)}`;
  if (word !== undefined) {
    return {
      words: sql`(${single} and ${searchWords.word} like ${`%${word}%`} and to_tsvector('simple', ${searchWords.word}) @@ to_tsquery('simple', ${`${word}:*`}))`,
      exact: true,
    };
  }
  if (/^\d+$/.test(lowered.replace(/\s/g, '')) || !hasTrigram(lowered)) return undefined;
  const parts = lowered.split(' ');
  if (parts.length === 1) {
    return {
      words: sql`(${single} and ${searchWords.word} like ${`%${escapeLike(lowered)}%`})`,
      exact: true,
    };
  }
  const pair = parts.slice(-2).join(' ');
  if (parts.slice(-2).includes('') || !hasTrigram(pair)) return undefined;
  const pairs = isWordPair(searchWords.word);
  return parts.length === 2
    ? { words: sql`(${pairs} and ${searchWords.word} like ${`%${escapeLike(pair)}%`})`, exact: true }
    : { words: sql`(${pairs} and ${searchWords.word} like ${`${escapeLike(pair)}%`})`, exact: false };
}

/** Words read at most per term; a term in more words (a house number's letter) takes firstMatchingIds. */
export const MAX_WORDS = 32;

/**
 * A page of the customers matching a term, in name-key order (`descending` reverses it), from
 * customer_words: each of the term's words gives its first `offset + limit` customers in name order from
 * the index, and the page is the first of those together (a customer in several of the words counts once).
 * Nothing sorts more than MAX_WORDS × (offset + limit) rows, however many thousands match. With an exact
 * lookup it also tells the number of matches up to `bound` from the words' counts, reading customer_words
 * only when several words each have fewer than `bound` customers (a customer may hold more than one of
 * them); a checked lookup (`match`: the term's own condition) leaves a full page's count to the caller.
 * A term in more than MAX_WORDS words gives no page, but with an exact lookup the customers of its most
 * common word: a lower bound of its matches, which spares the caller a count at the cap.
 */
export async function wordMatchingIds(
  db: Database,
  input: {
    lookup: WordLookup;
    match: SQL | undefined;
    limit: number;
    offset: number;
    descending: boolean;
    bound: number;
  },
): Promise<{ ids: number[]; total?: number } | { atLeast: number }> {
  // Through the indexes: the planner prices a pattern on search_words at a few thousand rows and, with the
  // limit, reads all of them instead (EXPLAIN ANALYZE on PGlite, 100,000 customers: 46 ms for 'meijer').
  const found = await preferIndexes(db, true, (tx) =>
    tx
      .select({ word: searchWords.word, customers: searchWords.customers })
      .from(searchWords)
      .where(and(input.lookup.words, sql`${searchWords.customers} > 0`))
      .orderBy(desc(searchWords.customers))
      .limit(MAX_WORDS + 1),
  );
  if (found.length > MAX_WORDS) return { atLeast: input.lookup.exact ? (found[0]?.customers ?? 0) : 0 };
  if (found.length === 0) return { ids: [], total: 0 };
  const words = sql`unnest(array[${sql.join(
    found.map((row) => sql`${row.word}`),
    sql`, `,
  )}]::text[]) as w(word)`;
  const direction = input.descending ? sql`desc` : sql`asc`;
  const key = sql`(${customerWords.nameKey} collate "C")`;
  // A checked lookup reads each word's customers in name order and keeps those that match: a subquery per
  // row (an EXISTS would become a join reading every customer of the word and the term).
  const checked = input.lookup.exact
    ? sql``
    : sql` and (select true from ${customers} where ${customers.id} = ${customerWords.customerId} and ${input.match})`;
  const wanted = input.offset + input.limit;
  const page = rowsOf<{ id: number }>(
    await db.execute(
      sql`select p.id from ${words} cross join lateral (select ${customerWords.customerId} as id, ${key} as key from ${customerWords} where ${customerWords.word} = w.word${checked} order by ${key} ${direction}, ${customerWords.customerId} ${direction} limit ${wanted}) p group by p.id, p.key order by p.key ${direction}, p.id ${direction} limit ${input.limit} offset ${input.offset}`,
    ),
  );
  const ids = page.map((row) => Number(row.id));
  // A page that is not full tells the number itself (unless it is past the end).
  if (ids.length < input.limit && (ids.length > 0 || input.offset === 0)) {
    return { ids, total: input.offset + ids.length };
  }
  if (!input.lookup.exact) return { ids };
  const most = found[0]?.customers ?? 0;
  if (found.length === 1 || most >= input.bound) return { ids, total: Math.min(most, input.bound) };
  const [counted] = rowsOf<{ total: number }>(
    await db.execute(
      sql`select count(distinct ${customerWords.customerId}) as total from ${customerWords} where ${customerWords.word} = any(array[${sql.join(
        found.map((row) => sql`${row.word}`),
        sql`, `,
      )}]::text[])`,
    ),
  );
  return { ids, total: Math.min(Number(counted?.total ?? 0), input.bound) };
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

export function toSearchItem(
  row: Pick<Customer, 'id' | 'name' | 'number' | 'subType' | 'status'>,
): CustomerSearchItem {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    subType: row.subType,
    statusName: CUSTOMER_STATUS_NAMES[row.status],
  };
}

const searchColumns = {
  id: customers.id,
  name: customers.name,
  number: customers.number,
  subType: customers.subType,
  status: customers.status,
};

/**
 * Name search: names starting with q first, then names containing it, each in name order (nameKey). Number
 * search: the exact number first, then numbers starting with the digits, ascending. Every statement reads
 * about as many rows as it answers: "starts with" is a range of the name index, "contains" an ordered walk
 * or the trigram index (firstMatchingIds), numbers ranges of the number index.
 */
export async function searchCustomers(
  db: Database,
  input: { q: string; numeric: boolean; actFor: 'all' | ReadonlySet<number> },
): Promise<CustomerSearchItem[]> {
  if (input.actFor !== 'all' && input.actFor.size === 0) return [];
  const scope = actForScope(input.actFor);
  if (input.numeric) return (await searchNumbers(db, scope, input.q.replace(/\D/g, ''))).map(toSearchItem);
  const lowered = input.q.toLowerCase();
  const first = await db
    .select(searchColumns)
    .from(customers)
    .where(and(scope, lowered ? nameStartsWith(lowered) : undefined))
    .orderBy(nameKey, customers.id)
    .limit(CUSTOMER_SEARCH_LIMIT);
  if (!lowered || first.length === CUSTOMER_SEARCH_LIMIT) return first.map(toSearchItem);
  // Then names containing the term; a term of one or two characters: names with a word starting with it.
  const word = shortWord(lowered);
  const { ids } = await firstMatchingIds(db, {
    scope,
    match: and(
      word ? nameWordStarts(word) : sql`lower(${customers.name}) like ${`%${escapeLike(lowered)}%`}`,
      nameNotStartsWith(lowered),
    ),
    indexed: word !== undefined || hasTrigram(lowered),
    limit: CUSTOMER_SEARCH_LIMIT - first.length,
    offset: 0,
    descending: false,
  });
  const rest =
    ids.length > 0 ? await db.select(searchColumns).from(customers).where(inArray(customers.id, ids)) : [];
  return [...first, ...inIdOrder(rest, ids)].map(toSearchItem);
}

/**
 * Customer numbers whose digits start with `digits`, ascending: the number itself, then the ranges of each
 * longer length (912 → 912, 9120–9129, 91200–91299, …). The ranges ascend, so each is read in order from the
 * number index up to the limit and they are simply concatenated (one statement).
 */
async function searchNumbers(db: Database, scope: SQL | undefined, digits: string) {
  const byNumber = (where: SQL | undefined) =>
    db
      .select(searchColumns)
      .from(customers)
      .where(and(scope, where))
      .orderBy(customers.number)
      .limit(CUSTOMER_SEARCH_LIMIT);
  if (!digits) return byNumber(undefined);
  const ranges = numberRanges(digits);
  const [head, ...tail] = ranges.map(([low, high]) => byNumber(between(customers.number, low, high)));
  if (!head) return [];
  const rows = tail.length > 0 ? await unionAll(head, ...(tail as [typeof head])) : await head;
  return rows.sort((a, b) => a.number - b.number).slice(0, CUSTOMER_SEARCH_LIMIT);
}

/** Rows put in the order of `ids`. */
export function inIdOrder<T extends { id: number }>(rows: T[], ids: number[]): T[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}
