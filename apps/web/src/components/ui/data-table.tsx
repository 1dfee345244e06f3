import { useState } from 'react';
import type { ReactNode } from 'react';
import { serverMessage } from '../../lib/api-errors.ts';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import { Modal } from './modal.tsx';
import { ScrollX } from './scroll-x.tsx';
import { Spinner } from './spinner.tsx';
import { UI_TEXTS } from './texts.ts';
import { useToast } from './use-toast.ts';

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection };
type SortValue = string | number | Date | null | undefined;

export type DataTableColumn<Row> = {
  key: string;
  header: string;
  /** The cell content; without it the row's property `key` is shown. */
  cell?: (row: Row) => ReactNode;
  /** Makes the column sortable; the value rows are compared by. */
  sortValue?: (row: Row) => SortValue;
  /** Sortable in server mode, where the server sorts by `key`. */
  sortable?: boolean;
  align?: 'left' | 'right';
  className?: string;
  /** false: left out below the sm breakpoint (a phone shows the columns that matter, the rest on wider screens). */
  phone?: boolean;
};

/** The last column of a list whose rows have buttons (edit, delete …): keyed 'actions', right-aligned. */
export function actionsColumn<Row>(header: string, cell: (row: Row) => ReactNode): DataTableColumn<Row> {
  return { key: 'actions', header, align: 'right', cell };
}

const phoneClass = (column: { phone?: boolean }) => (column.phone === false ? 'max-sm:hidden' : '');

type DataTableProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Accessible name of the table. */
  label: string;
  loading?: boolean;
  emptyText?: string;
  /** Rows per page when the table pages itself. */
  pageSize?: number;
  initialSort?: SortState;
  /**
   * Server-side mode: rows are one page of the server's answer (meta current_page / last_page) and
   * sorting is reported instead of applied.
   */
  server?: {
    page: number;
    lastPage: number;
    onPageChange: (page: number) => void;
    sort?: SortState | undefined;
    onSortChange?: (sort: SortState) => void;
  };
  onRowClick?: (row: Row) => void;
};

const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });

function compare(a: SortValue, b: SortValue): number {
  // Empty values last in either direction is handled by the caller; here only real values.
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

function isEmpty(value: SortValue): boolean {
  return value === null || value === undefined || value === '';
}

function sortRows<Row>(
  rows: readonly Row[],
  column: DataTableColumn<Row> | undefined,
  direction: SortDirection,
) {
  const sortValue = column?.sortValue;
  if (!sortValue) return rows;
  const factor = direction === 'asc' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = sortValue(left);
    const b = sortValue(right);
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
    return compare(a, b) * factor;
  });
}

/** A table with sortable headers (aria-sort), paging ('Vorige' / 'Volgende'), empty and loading states. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  loading = false,
  emptyText = UI_TEXTS.table.empty,
  pageSize = 25,
  initialSort,
  server,
  onRowClick,
}: DataTableProps<Row>) {
  const [ownSort, setOwnSort] = useState<SortState | undefined>(initialSort);
  const [ownPage, setOwnPage] = useState(1);
  const sort = server ? server.sort : ownSort;

  const sorted = server
    ? rows
    : sortRows(
        rows,
        columns.find((column) => column.key === sort?.key),
        sort?.direction ?? 'asc',
      );
  const pageCount = server ? Math.max(1, server.lastPage) : Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(server ? server.page : ownPage, pageCount);
  const visible = server ? sorted : sorted.slice((page - 1) * pageSize, page * pageSize);

  const changeSort = (key: string) => {
    const next: SortState = {
      key,
      direction: sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc',
    };
    if (server) server.onSortChange?.(next);
    else {
      setOwnSort(next);
      setOwnPage(1);
    }
  };
  const changePage = (next: number) => (server ? server.onPageChange(next) : setOwnPage(next));

  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-900/5">
      <ScrollX>
        <table className="w-full text-left text-sm" aria-label={label} aria-busy={loading || undefined}>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              {columns.map((column) => {
                const sortable = server
                  ? Boolean(column.sortable && server.onSortChange)
                  : Boolean(column.sortValue);
                const direction = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={
                      sortable
                        ? direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                    className={`px-3 py-3 sm:px-4 ${column.align === 'right' ? 'text-right' : ''} ${column.className ?? ''} ${phoneClass(column)}`}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => changeSort(column.key)}
                        className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900"
                      >
                        {column.header}
                        <Icon
                          name={direction === 'desc' ? 'chevron-down' : 'chevron-up'}
                          className={`size-3.5 ${direction ? '' : 'opacity-30'}`}
                        />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loading ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-brand-600">
                  <Spinner className="size-6" />
                </td>
              </tr>
            ) : visible.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-500">
                  {emptyText}
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr
                  key={rowKey(row)}
                  data-row-key={rowKey(row)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  className={onRowClick ? 'cursor-pointer hover:bg-slate-50' : undefined}
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={`px-3 py-3 sm:px-4 text-slate-800 ${column.align === 'right' ? 'text-right tabular-nums' : ''} ${phoneClass(column)}`}
                    >
                      {column.cell ? column.cell(row) : defaultCell(row, column.key)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollX>
      {pageCount > 1 ? (
        <nav
          aria-label={UI_TEXTS.table.pagination}
          className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600"
        >
          <Button
            variant="border"
            icon="chevron-left"
            label={UI_TEXTS.table.previous}
            disabled={page <= 1 || loading}
            onClick={() => changePage(page - 1)}
          />
          <span aria-live="polite">{UI_TEXTS.table.page(page, pageCount)}</span>
          <Button
            variant="border"
            disabled={page >= pageCount || loading}
            onClick={() => changePage(page + 1)}
          >
            {UI_TEXTS.table.next}
            <Icon name="chevron-right" className="size-4" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function defaultCell<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

// A row's delete confirm lives here, beside the table it serves (one chunk: a chunk of its own would add
// its name to the shell's route table).

/** A delete mutation as TanStack Query gives it: called with the row's id, pending while it runs. */
export type DeleteMutation<Id> = {
  mutate: (id: Id, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

/**
 * "Delete this row?" for a table: `ask(row)` opens a destructive dialog; on OK the mutation runs, a toast
 * says it is deleted (or shows the server's message) and the dialog closes. Render `dialog` next to the table.
 */
export function useConfirmDelete<Row, Id>(options: {
  remove: DeleteMutation<Id>;
  idOf: (row: Row) => Id;
  title: string;
  okLabel: string;
  deleted: string;
  text: (row: Row) => ReactNode;
}) {
  const { remove, idOf, title, okLabel, deleted, text } = options;
  const [deleting, setDeleting] = useState<Row | null>(null);
  const toast = useToast();
  const dialog =
    deleting === null ? null : (
      <Modal
        open
        title={title}
        onClose={() => setDeleting(null)}
        okLabel={okLabel}
        okLoading={remove.isPending}
        destructive
        onOk={() =>
          remove.mutate(idOf(deleting), {
            onSuccess: () => {
              toast.success(deleted);
              setDeleting(null);
            },
            onError: (error) => toast.error(serverMessage(error)),
          })
        }
      >
        <p className="text-sm text-slate-700">{text(deleting)}</p>
      </Modal>
    );
  return { ask: setDeleting, dialog };
}
