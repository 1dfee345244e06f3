import { useNavigate } from 'react-router';
import { formatCurrency, formatDate } from '@energiek/contracts/format';
import type { DealItem, DealList } from '@energiek/contracts/sales';
import { DataTable, type DataTableColumn, type SortState } from '../../../components/ui/data-table.tsx';
import { SALES_TEXTS } from '../texts.ts';

const T = SALES_TEXTS;
const money = (value: string | null) => (value === null ? '' : formatCurrency(Number(value)));
const right = (text: string) => <span className="whitespace-nowrap tabular-nums">{text}</span>;

type DealTableProps = {
  list: DealList | undefined;
  loading: boolean;
  page: number;
  sort: SortState;
  onPageChange: (page: number) => void;
  onSortChange: (sort: SortState) => void;
};

/** The deals as a list (server paging and sort) with the totals of every matching deal below. */
export function DealTable({ list, loading, page, sort, onPageChange, onSortChange }: DealTableProps) {
  const navigate = useNavigate();
  const columns: DataTableColumn<DealItem>[] = [
    { key: 'title', header: T.columns.title, sortable: true },
    { key: 'companyName', header: T.columns.company, sortable: true },
    { key: 'stage', header: T.columns.stage, sortable: true, cell: (deal) => deal.stageName },
    { key: 'owner', header: T.columns.owner, cell: (deal) => deal.owner?.name ?? '' },
    {
      key: 'expectedValue',
      header: T.columns.value,
      sortable: true,
      align: 'right',
      cell: (deal) => right(money(deal.expectedValue)),
    },
    {
      key: 'probability',
      header: T.columns.probability,
      sortable: true,
      align: 'right',
      cell: (deal) => right(`${deal.probability}%`),
    },
    {
      key: 'weighted',
      header: T.columns.weighted,
      align: 'right',
      cell: (deal) => right(money(deal.weightedValue)),
    },
    {
      key: 'expectedCloseDate',
      header: T.columns.close,
      sortable: true,
      cell: (deal) => right(deal.expectedCloseDate ? formatDate(deal.expectedCloseDate) : ''),
    },
  ];
  const all = list?.meta.pipeline.all;
  return (
    <>
      <DataTable
        label={T.table}
        columns={columns}
        rows={list?.data ?? []}
        rowKey={(deal) => deal.id}
        loading={loading}
        emptyText={T.empty}
        onRowClick={(deal) => navigate(`/v3/sales/${deal.id}/edit`)}
        server={{
          page: list?.meta.current_page ?? page,
          lastPage: list?.meta.last_page ?? 1,
          onPageChange,
          sort,
          onSortChange,
        }}
      />
      {all ? (
        <p
          className="mt-3 text-right text-sm font-medium text-slate-700 tabular-nums"
          data-testid="deal-totals"
        >
          {T.totals.list(all.count, money(all.value), money(all.weighted))}
        </p>
      ) : null}
    </>
  );
}
