import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createCustomer } from '@energiek/db/factories/customers';
import { customers } from '@energiek/db/schema/index';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { COUNT_CAP, countBound, countUpTo, pageMeta } from './paging.ts';

describe('pageMeta', () => {
  it('computes the last page from the total, at least 1', () => {
    expect(pageMeta(1, 25, 0)).toEqual({ current_page: 1, last_page: 1, per_page: 25, total: 0 });
    expect(pageMeta(2, 25, 26)).toEqual({ current_page: 2, last_page: 2, per_page: 25, total: 26 });
    expect(pageMeta(1, 25, 50)).toEqual({ current_page: 1, last_page: 2, per_page: 25, total: 50 });
  });
});

describe('countBound', () => {
  it('counts up to the cap plus one for the early pages', () => {
    expect(COUNT_CAP).toBe(10_000);
    expect(countBound(1, 25)).toBe(10_001);
    expect(countBound(400, 25)).toBe(10_001); // 400 × 25 = 10,000: still within the cap
  });

  it('counts past the end of a page beyond the cap, so one more page always shows', () => {
    expect(countBound(401, 25)).toBe(10_026);
    // A capped count of 10,026 rows: 402 pages, one past the page asked for.
    expect(pageMeta(401, 25, 10_026).last_page).toBe(402);
    expect(countBound(11, 999)).toBe(10_990);
    expect(countBound(3, 10, 20)).toBe(31);
  });
});

describe('countUpTo', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    for (const name of ['Anker B.V.', 'Beuk B.V.', 'Ceder B.V.', 'Den B.V.', 'Eik B.V.'])
      await createCustomer(app.ctx.db, { name, status: name === 'Den B.V.' ? 'prospect' : 'active' });
  });
  afterAll(() => app?.close());

  it('is the exact count below the bound and the bound when more rows match', async () => {
    const db = app.ctx.db;
    expect(await countUpTo(db, customers, undefined, 6)).toEqual([{ total: 5 }]);
    expect(await countUpTo(db, customers, undefined, 3)).toEqual([{ total: 3 }]);
    expect(await countUpTo(db, customers, eq(customers.status, 'prospect'), 3)).toEqual([{ total: 1 }]);
  });

  it('takes the bound as a placeholder in a prepared statement', async () => {
    const db = app.ctx.db;
    const statement = countUpTo(
      db,
      customers,
      eq(customers.status, 'active'),
      sql.placeholder('bound'),
    ).prepare('paging_test_count');
    expect(await statement.execute({ bound: 2 })).toEqual([{ total: 2 }]);
    expect(await statement.execute({ bound: 100 })).toEqual([{ total: 4 }]);
  });
});
