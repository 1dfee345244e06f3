import { describe, expect, it, vi } from 'vitest';
import { fromSortState, serverPages, serverSort, toSortState } from './list-sort.ts';

describe('list sort and paging', () => {
  it('reads and writes a sort the way the API and the URL do', () => {
    expect(toSortState('-date')).toEqual({ key: 'date', direction: 'desc' });
    expect(toSortState('name')).toEqual({ key: 'name', direction: 'asc' });
    expect(fromSortState({ key: 'date', direction: 'desc' })).toBe('-date');
    expect(fromSortState({ key: 'name', direction: 'asc' })).toBe('name');
  });

  it('serverPages: the page the server answered, else the state’s page and one page; a page change goes to the state', () => {
    const set = vi.fn();
    const state = { page: 3, q: 'x' };
    const loading = serverPages(undefined, state, set);
    expect(loading.page).toBe(3);
    expect(loading.lastPage).toBe(1);
    const loaded = serverPages({ current_page: 2, last_page: 7 }, state, set);
    expect(loaded.page).toBe(2);
    expect(loaded.lastPage).toBe(7);
    loaded.onPageChange(5);
    expect(set).toHaveBeenCalledWith({ page: 5 });
  });

  it('serverSort: shows the state’s sort and writes a header click back as the API’s sort', () => {
    const set = vi.fn();
    const sort = serverSort({ sort: '-invoiceDate', page: 4 }, set);
    expect(sort.sort).toEqual({ key: 'invoiceDate', direction: 'desc' });
    sort.onSortChange({ key: 'number', direction: 'asc' });
    expect(set).toHaveBeenCalledWith({ sort: 'number' });
  });
});
