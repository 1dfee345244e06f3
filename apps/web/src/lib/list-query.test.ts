import { describe, expect, it } from 'vitest';
import { apiUrl } from './api-client.ts';
import { listQuery } from './list-query.ts';

describe('listQuery', () => {
  it('sends the named filters in their order, then sort, page and page size', () => {
    const state = { q: 'bakker', status: 'open', type: 'x', view: 'radar', sort: '-date', page: 3 };
    expect(Object.entries(listQuery(state, ['status', 'q'], 25))).toEqual([
      ['status', 'open'],
      ['q', 'bakker'],
      ['sort', '-date'],
      ['page', 3],
      ['limit', 25],
    ]);
  });

  it('leaves an empty filter out of the address', () => {
    const state = { q: '', customerId: 0, year: 2026, sort: 'name', page: 1 };
    expect(apiUrl('invoices/year', listQuery(state, ['year', 'customerId', 'q'], 50))).toMatch(
      /\/invoices\/year\?year=2026&sort=name&page=1&limit=50$/,
    );
  });

  it('sends no sort for a list without one', () => {
    expect(listQuery({ q: 'a', page: 2 }, ['q'], 10)).toEqual({ q: 'a', page: 2, limit: 10 });
  });
});
