import { useNavigate } from 'react-router';
import { formatDate } from '@energiek/contracts/format';
import {
  AGREEMENT_STATUS_LABELS,
  PRICE_TYPE_LABELS,
  type SupplyAgreementListItem,
} from '@energiek/contracts/supply-agreements';
import { Alert } from '../../../../components/ui/alert.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { useSupplyAgreements, type AgreementListFilters } from '../api/supply-agreements.ts';
import { SUPPLY_AGREEMENTS_TEXTS } from '../texts.ts';

const T = SUPPLY_AGREEMENTS_TEXTS;

/** The agreements of the filters, a page at a time; a row opens its edit page. */
export function AgreementList({
  filters,
  onPageChange,
}: {
  filters: AgreementListFilters;
  onPageChange: (page: number) => void;
}) {
  const navigate = useNavigate();
  const agreements = useSupplyAgreements(filters);
  const columns: DataTableColumn<SupplyAgreementListItem>[] = [
    { key: 'customer', header: T.columns.customer, cell: (a) => a.customerName },
    { key: 'supplier', header: T.columns.supplier, cell: (a) => a.supplierName },
    {
      key: 'reference',
      header: T.columns.reference,
      cell: (a) => (
        <span>
          {a.reference || '–'}
          {a.productName ? <span className="block text-xs text-slate-500">{a.productName}</span> : null}
        </span>
      ),
    },
    // Product and price form share a column, and the period may break after its dash, so the list fits
    // beside the open drawer at 1440 px (issue 32).
    {
      key: 'product',
      header: T.columns.productPriceType,
      cell: (a) => (
        <span>
          {T.products[a.product]}
          <span className="block text-xs text-slate-500">{PRICE_TYPE_LABELS[a.priceType]}</span>
        </span>
      ),
    },
    {
      key: 'period',
      header: T.columns.period,
      cell: (a) => (
        <span className="tabular-nums">
          <span className="whitespace-nowrap">{formatDate(a.startDate)} –</span>{' '}
          <span className="whitespace-nowrap">{formatDate(a.endDate)}</span>
        </span>
      ),
    },
    {
      key: 'deadline',
      header: T.columns.deadline,
      cell: (a) => <span className="whitespace-nowrap tabular-nums">{formatDate(a.noticeDeadline)}</span>,
    },
    { key: 'connections', header: T.columns.connections, align: 'right', cell: (a) => a.connectionCount },
    { key: 'status', header: T.columns.status, cell: (a) => AGREEMENT_STATUS_LABELS[a.status] },
  ];
  return (
    <>
      {agreements.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <DataTable
        label={T.table}
        columns={columns}
        rows={agreements.data?.data ?? []}
        rowKey={(a) => a.id}
        loading={agreements.isPending}
        emptyText={T.empty}
        onRowClick={(a) => navigate(`/v3/supply-agreements/${a.id}/edit`)}
        server={{
          page: agreements.data?.meta.current_page ?? filters.page,
          lastPage: agreements.data?.meta.last_page ?? 1,
          onPageChange,
        }}
      />
    </>
  );
}
