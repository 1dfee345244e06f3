import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '@energiek/db/backup';
import { createCustomer } from '@energiek/db/factories/customers';
import { customerWords, customers, searchWords, type NewCustomer } from '@energiek/db/schema/index';
import { SEARCH_COUNT_CAP } from '../../core/paging.ts';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { type TestApp } from '../../testing/test-app.ts';
import { MAX_WORDS } from './customer-search.repository.ts';
import { listCustomers } from './customers.repository.ts';

// The list search's words (migration 0025): the page and count from customer_words equal those of the
// customers themselves, and the words follow every write of a customer at once.

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

const TRADES = ['Stichting', 'Café', 'Camping', 'Makelaardij', 'Sportschool', 'Distilleerderij'];
const SURNAMES = ['de Graaf', 'van Dijk', 'van den Berg', 'Jansen', 'Dijkstra', 'Caspers'];
const CITIES = ['Den Haag', 'Castricum', 'Stiens', 'Utrecht', null];

/** Names sharing their words the way real ones do, with the odd spelling the words must survive. */
function names(): NewCustomer[] {
  const rows: NewCustomer[] = [];
  for (let i = 0; i < 180; i++) {
    const trade = TRADES[i % TRADES.length];
    const surname = SURNAMES[Math.floor(i / TRADES.length) % SURNAMES.length];
    const house = i % 4 === 0 ? ` 't C${i % 13}` : '';
    rows.push({
      name: `${trade}${house} ${surname} ${i % 7 === 0 ? ' B.V.' : '& Zn.'}`,
      number: 700_000 + i,
      visitCity: CITIES[i % CITIES.length],
      postalCity: i % 10 === 4 ? 'Capelle aan den IJssel' : null,
    });
  }
  const odd = [
    'Jan-Piet Stichting',
    "'s-Hertogenbosch Makelaars",
    'CAFÉ DE GRAAF',
    'ca-fé Dijk',
    'Vandijk Sti',
  ];
  odd.forEach((name, i) => rows.push({ name, number: 710_000 + i }));
  return rows;
}

type Page = { ids: number[]; total: number };

async function page(
  q: string,
  page: number,
  limit: number,
  sort: 'name' | '-name',
  scope: 'all' | Set<number>,
) {
  const result = await listCustomers(app.ctx.db, { q, page, limit, sort }, scope);
  return { ids: result.rows.map((row) => row.id), total: result.total } satisfies Page;
}

/** Every page of a term, from the words (everyone in scope) and from the customers (a scope of everyone). */
async function bothWays(q: string, limit: number, sort: 'name' | '-name') {
  const everyone = new Set(
    (await app.ctx.db.select({ id: customers.id }).from(customers)).map((row) => row.id),
  );
  const words: Page[] = [];
  const scanned: Page[] = [];
  for (let number = 1; number <= 4; number++) {
    words.push(await page(q, number, limit, sort, 'all'));
    scanned.push(await page(q, number, limit, sort, everyone));
  }
  return { words, scanned };
}

async function wordCounts() {
  const counted = rowsOf<{ word: string; n: number }>(
    await app.ctx.db.execute(
      sql`select ${customerWords.word} as word, count(*)::int as n from ${customerWords} group by 1 order by 1`,
    ),
  );
  const stored = await app.ctx.db
    .select({ word: searchWords.word, n: searchWords.customers })
    .from(searchWords)
    .where(sql`${searchWords.customers} > 0`)
    .orderBy(searchWords.word);
  return { counted: counted.map((row) => ({ word: row.word, n: Number(row.n) })), stored };
}

describe('customer_words', () => {
  it('gives the pages and totals a search of the customers themselves gives, in both orders', async () => {
    await app.ctx.db.insert(customers).values(names());
    const terms = ['Ca', 'c', 'St', 'sti', 'Make', 'dijk', 'de Graaf', 'van den Berg', 'Den H', 'n de'];
    for (const q of [...terms, 'ca-f', "'s-he", 'zn.', 'aan den ijs', 'B.V', 'nergens']) {
      for (const sort of ['name', '-name'] as const) {
        const { words, scanned } = await bothWays(q, 7, sort);
        expect(words, `${q} ${sort}`).toEqual(scanned);
      }
    }
    // The terms above match: the comparison is not between empty pages.
    for (const q of terms) expect((await page(q, 1, 7, 'name', 'all')).total, q).toBeGreaterThan(7);
    expect(await page('van den Berg', 1, 50, 'name', 'all')).toMatchObject({ total: 30 });
  });

  it('counts up to the search cap from the words, and exactly below it', async () => {
    const db = app.ctx.db;
    await db.insert(customers).values(
      Array.from({ length: SEARCH_COUNT_CAP + 20 }, (_, i) => ({
        name: `Stichting ${String(i).padStart(4, '0')}`,
        number: 800_000 + i,
      })),
    );
    await db.insert(customers).values([
      { name: 'Distilleerderij Noord', number: 900_001 },
      { name: 'Distilleerderij Zuid', number: 900_002 },
    ]);
    expect(await page('sti', 1, 25, 'name', 'all')).toMatchObject({ total: SEARCH_COUNT_CAP + 1 });
    const last = await page('sti', 40, 25, 'name', 'all');
    expect(last.total).toBe(SEARCH_COUNT_CAP + 1);
    expect(last.ids).toHaveLength(25);
    expect(await page('till', 1, 1, 'name', 'all')).toMatchObject({ total: 2 });
    // A word start in more words than are read one by one: the page from the customers, the count at the
    // cap from the customers of its most common word.
    await db
      .insert(customers)
      .values(
        Array.from({ length: MAX_WORDS + 5 }, (_, i) => ({ name: `Sector S${i}`, number: 900_100 + i })),
      );
    expect(await page('s', 1, 25, 'name', 'all')).toMatchObject({ total: SEARCH_COUNT_CAP + 1 });
    const { words, scanned } = await bothWays('s', 25, 'name');
    expect(words).toEqual(scanned);
  });

  it('follows a new customer, a rename, a move and a delete at once, and keeps the counts of search_words', async () => {
    const db = app.ctx.db;
    const found = async (q: string) => (await page(q, 1, 25, 'name', 'all')).ids;
    const zon = await createCustomer(db, { name: 'Kwekerij de Zon', visitCity: 'Putten' });
    expect(await found('kwekerij de z')).toEqual([zon.id]);
    expect(await found('putt')).toEqual([zon.id]);

    await db.update(customers).set({ name: 'Tuinderij de Maan' }).where(eq(customers.id, zon.id));
    expect(await found('kwekerij')).toEqual([]);
    expect(await found('de maan')).toEqual([zon.id]);
    expect(await found('putt')).toEqual([zon.id]);

    await db.update(customers).set({ visitCity: null, postalCity: 'Ermelo' }).where(eq(customers.id, zon.id));
    expect(await found('putt')).toEqual([]);
    expect(await found('ermel')).toEqual([zon.id]);

    // A write that leaves name and city alone leaves the words alone.
    const before = await db.select().from(customerWords).where(eq(customerWords.customerId, zon.id));
    await db
      .update(customers)
      .set({ notes: 'Belt liever', status: 'inactive' })
      .where(eq(customers.id, zon.id));
    expect(await db.select().from(customerWords).where(eq(customerWords.customerId, zon.id))).toEqual(before);

    const other = await createCustomer(db, { name: 'Tuinderij Oost', visitCity: 'Ermelo' });
    expect(await found('tuinderij')).toEqual([zon.id, other.id]);
    await db.delete(customers).where(eq(customers.id, zon.id));
    expect(await found('tuinderij')).toEqual([other.id]);
    expect(await found('de maan')).toEqual([]);

    const { counted, stored } = await wordCounts();
    expect(stored).toEqual(counted);
    expect(stored).toContainEqual({ word: 'ermelo', n: 1 });
    expect(stored.map((row) => row.word)).not.toContain('maan');
  });

  it('keeps the words of customers written many at a time', async () => {
    const db = app.ctx.db;
    await db.insert(customers).values(names());
    await db
      .update(customers)
      .set({ name: sql`replace(${customers.name}, 'Camping', 'Jachthaven')` })
      .where(sql`${customers.name} like 'Camping%'`);
    expect((await page('camping', 1, 5, 'name', 'all')).total).toBe(0);
    expect((await page('jachthaven', 1, 5, 'name', 'all')).total).toBe(30);
    const { counted, stored } = await wordCounts();
    expect(stored).toEqual(counted);
    await db.delete(customers).where(sql`${customers.number} >= 700090`);
    const after = await wordCounts();
    expect(after.stored).toEqual(after.counted);
  });
});
