import type { DataTableColumn, SortState } from '../components/ui/data-table.tsx';

// Lists the client holds whole (a customer's handful of entities) keep their sort and page in the URL
// too: the data table then runs in server mode and these do the sorting and paging.

type SortValue = string | number | Date | null | undefined;

const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });

function compare(a: SortValue, b: SortValue): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

const isEmpty = (value: SortValue) => value === null || value === undefined || value === '';

/** The rows sorted by the column's sortValue; empty values last in either direction. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  sort: SortState,
): Row[] {
  const sortValue = columns.find((column) => column.key === sort.key)?.sortValue;
  if (!sortValue) return [...rows];
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = sortValue(left);
    const b = sortValue(right);
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
    return compare(a, b) * factor;
  });
}

/** One page of the rows, the page clamped to the last one. */
export function pageRows<Row>(rows: readonly Row[], page: number, pageSize: number) {
  const lastPage = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), lastPage);
  return { rows: rows.slice((current - 1) * pageSize, current * pageSize), page: current, lastPage };
}
