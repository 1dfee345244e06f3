import type { SortState } from '../components/ui/data-table.tsx';

// A list's sort as the API and the URL write it ('name', '-name' for descending) and as the data table
// shows it ({ key, direction }).

export function toSortState(sort: string): SortState {
  return { key: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'desc' : 'asc' };
}

export function fromSortState(sort: SortState): string {
  return `${sort.direction === 'desc' ? '-' : ''}${sort.key}`;
}
