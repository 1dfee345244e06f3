import { useNavigate, useParams } from 'react-router';
import { formatEan } from '@energiek/contracts/connections';
import { formatCurrency, formatDate } from '@energiek/contracts/format';
import { INVOICE_STATUSES, INVOICE_STATUS_NAMES, type InvoiceListItem } from '@energiek/contracts/invoices';
import { ChoiceFilter, FilterBar, ListSearch } from '../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { ConnectionPicker } from '../../../components/pickers/connection-picker.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCustomerName } from '../../../lib/customer-name.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { serverPages, serverSort } from '../../../lib/list-sort.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useListState } from '../../../lib/use-list-state.ts';
import { useInvoices } from '../api/invoices.ts';
import { ImportPanel } from '../components/import-panel.tsx';
import { InvoiceStatusBadge } from '../components/status-badge.tsx';
import { invoiceListState } from '../list-state.ts';
import { INVOICES_TEXTS } from '../texts.ts';
import { IssuerFilters, Total } from '../components/invoice-filters.tsx';

const T = INVOICES_TEXTS;

/** The period on two lines (from –, to): a one-line period took a fifth of the table at 1440 px. */
function Period({ invoice }: { invoice: InvoiceListItem }) {
  if (!invoice.periodFrom && !invoice.periodTo) return <>—</>;
  return (
    <span className="whitespace-nowrap tabular-nums">
      <span className="block">{formatDate(invoice.periodFrom)} –</span>
      <span className="block">{formatDate(invoice.periodTo)}</span>
    </span>
  );
}

/** The period on one line, for a phone. */
function periodText(invoice: InvoiceListItem): string {
  if (!invoice.periodFrom && !invoice.periodTo) return '—';
  return `${formatDate(invoice.periodFrom)} – ${formatDate(invoice.periodTo)}`;
}

function Eans({ eans }: { eans: readonly string[] }) {
  const [first, ...rest] = eans;
  return (
    <span className="tabular-nums">
      <span className="whitespace-nowrap">{first ? formatEan(first) : '—'}</span>
      {rest.length > 0 ? <span className="ml-1 text-xs text-slate-500">{T.more(rest.length)}</span> : null}
    </span>
  );
}

/** A credit note's amounts count against the customer: shown negated (a negative stored amount turns positive). */
const signed = (invoice: InvoiceListItem, value: string) =>
  formatCurrency(
    invoice.kind !== 'credit-note' ? value : value.startsWith('-') ? value.slice(1) : `-${value}`,
  );

/** /v3/customers/:customerId/invoices: the customer's invoices, filtered, with the filter's totals. */
export function InvoicesPage() {
  const params = useParams();
  const navigate = useNavigate();
  const customerId = Number(params.customerId);
  usePageTitle(T.pageTitle);
  const customerName = useCustomerName(customerId);
  const canWrite = usePermission({ can: 'organisation-invoices:write' });
  // The issuer list holds every supplier or grid operator in the market: a back-office filter (issue 31).
  const backOffice = useCurrentUser().data?.type === 'admin';
  const { state, set } = useListState(invoiceListState);
  const list = useInvoices(customerId, state);
  const meta = list.data?.meta;

  const columns: DataTableColumn<InvoiceListItem>[] = [
    {
      key: 'number',
      header: T.columns.number,
      sortable: true,
      cell: (i) => (
        <span className="font-medium">
          {i.number}
          {/* A possible duplicate is the back office's to resolve (issue 31: no back-office words to customers). */}
          {i.flaggedDuplicate && backOffice ? (
            <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">{T.duplicateFlag}</span>
          ) : null}
          {/* The issuer under the number: a column of its own did not fit at 1440 px (issue 32). */}
          <span className="block text-xs font-normal text-slate-500">{i.issuerName || '—'}</span>
          {/* A phone leaves out the date, period and connection columns (issue 32): the period goes here. */}
          <span className="block text-xs font-normal text-slate-500 tabular-nums sm:hidden">
            {periodText(i)}
          </span>
        </span>
      ),
    },
    {
      key: 'invoiceDate',
      header: T.columns.invoiceDate,
      sortable: true,
      phone: false,
      cell: (i) => <span className="whitespace-nowrap tabular-nums">{formatDate(i.invoiceDate)}</span>,
    },
    {
      key: 'periodFrom',
      header: T.columns.period,
      sortable: true,
      phone: false,
      cell: (i) => <Period invoice={i} />,
    },
    { key: 'connections', header: T.columns.connections, phone: false, cell: (i) => <Eans eans={i.eans} /> },
    // Incl. and excl. VAT in one column (excl. beneath): two amount columns did not fit at 1440 px
    // beside the open drawer (issue 32 "Wide tables").
    {
      key: 'totalInclVat',
      header: T.columns.totalInclVat,
      sortable: true,
      align: 'right',
      cell: (i) => (
        <span className="whitespace-nowrap tabular-nums">
          <span className="block">{signed(i, i.totalInclVat)}</span>
          <span className="block text-xs text-slate-500">{T.exclVat(signed(i, i.totalExclVat))}</span>
          {/* On a phone the status goes here: as a column of its own it was out of view (issue 32). */}
          <span className="mt-1 block sm:hidden">
            <InvoiceStatusBadge status={i.status} />
          </span>
        </span>
      ),
    },
    {
      key: 'status',
      header: T.columns.status,
      phone: false,
      cell: (i) => <InvoiceStatusBadge status={i.status} />,
    },
  ];

  return (
    <PageFrame wide>
      <PageHeader
        title={T.title}
        intro={backOffice ? T.intro : T.customerIntro}
        customerName={customerName}
        create={{ when: canWrite, to: `/v3/customers/${customerId}/invoices/create`, label: T.add }}
      />
      {canWrite ? <ImportPanel customerId={customerId} /> : null}
      <FilterBar>
        <ListSearch texts={T.filters} state={state} set={set} />
        <IssuerFilters texts={T.filters} state={state} set={set} pickIssuer={backOffice} />
        <ConnectionPicker
          customerId={customerId}
          label={T.filters.connection}
          value={
            state.connectionId
              ? { id: Number(state.connectionId), ean: state.connectionId, address: '' }
              : null
          }
          onChange={(picked) => set({ connectionId: picked ? String(picked.id) : '', page: 1 })}
        />
        <DateInput
          label={T.filters.from}
          value={state.from || null}
          onChange={(from) => set({ from: from ?? '', page: 1 })}
        />
        <DateInput
          label={T.filters.to}
          value={state.to || null}
          onChange={(to) => set({ to: to ?? '', page: 1 })}
        />
        <ChoiceFilter
          label={T.filters.status}
          all={T.filters.all}
          values={INVOICE_STATUSES}
          labels={INVOICE_STATUS_NAMES}
          value={state.status}
          onChoose={(status) => set({ status })}
        />
      </FilterBar>
      {list.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      {meta ? (
        <p
          className="mb-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700 tabular-nums"
          data-testid="invoice-totals"
        >
          <span>{T.totals(meta.total)}</span>
          <Total label={T.columns.totalExclVat}>{formatCurrency(meta.totals.totalExclVat)}</Total>
          <Total label={T.columns.totalInclVat}>{formatCurrency(meta.totals.totalInclVat)}</Total>
          {meta.recovered != null ? (
            <Total label={T.columns.recovered} testId="invoice-recovered">
              {formatCurrency(meta.recovered)}
            </Total>
          ) : null}
        </p>
      ) : null}
      <DataTable
        label={T.table}
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(i) => i.id}
        loading={list.isPending}
        emptyText={T.empty}
        onRowClick={(i) => navigate(`/v3/customers/${customerId}/invoices/${i.id}/show`)}
        server={{ ...serverPages(meta, state, set), ...serverSort(state, set) }}
      />
    </PageFrame>
  );
}
