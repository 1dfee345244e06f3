import type { SortState } from '../components/ui/data-table.tsx';

// A list's sort as the API and the URL write it ('name', '-name' for descending) and as the data table
// shows it ({ key, direction }).

export function toSortState(sort: string): SortState {
  return { key: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'desc' : 'asc' };
}

export function fromSortState(sort: SortState): string {
  return `${sort.direction === 'desc' ? '-' : ''}${sort.key}`;
}

/** The server's page of a list: which page this is and how many there are (the API's `meta`). */
type PageMeta = { current_page: number; last_page: number };

/**
 * A server list's paging for the data table: the page the server answered (the state's page while it
 * loads) and a page change written into the list state.
 */
export function serverPages<St extends { page: number }>(
  meta: PageMeta | undefined,
  state: St,
  set: (patch: Partial<St>) => void,
) {
  return {
    page: meta?.current_page ?? state.page,
    lastPage: meta?.last_page ?? 1,
    onPageChange: (page: number) => set({ page } as Partial<St>),
  };
}

/** A server list's sort for the data table: the state's sort shown, a header click written back. */
export function serverSort<St extends { sort: string }>(state: St, set: (patch: Partial<St>) => void) {
  return {
    sort: toSortState(state.sort),
    // The sort keys are the table's sortable column keys, which the list state's sort values name.
    onSortChange: (sort: SortState) => set({ sort: fromSortState(sort) } as Partial<St>),
  };
}
