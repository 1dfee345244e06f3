import { useNavigate } from 'react-router';
import { formatCurrency, formatNumber } from '@energiek/contracts/format';
import type { InvoiceYearRow } from '@energiek/contracts/invoice-overviews';
import { FilterBar, ListSearch } from '../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { serverPages, serverSort } from '../../../lib/list-sort.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { useInvoiceYear } from '../api/invoice-overviews.ts';
import { invoiceYearState } from '../overview-state.ts';
import { OVERVIEW_TEXTS } from '../overview-texts.ts';
import { CustomerFilter, Total } from '../components/invoice-filters.tsx';

const T = OVERVIEW_TEXTS.year;

const volume = (value: string, unit: string) =>
  Number(value) === 0 ? '—' : `${formatNumber(Number(value), 0)} ${unit}`;
const num = (content: string) => <span className="whitespace-nowrap tabular-nums">{content}</span>;
/** A right-aligned column of one figure per customer. */
function figures(
  key: string,
  header: string,
  value: (row: InvoiceYearRow) => string,
  sortable = false,
): DataTableColumn<InvoiceYearRow> {
  return { key, header, sortable, align: 'right', cell: (r) => num(value(r)) };
}

/** /v3/invoices/year: per customer the invoices of one year (invoices:read). */
export function InvoiceYearPage() {
  usePageTitle(T.title);
  const navigate = useNavigate();
  const { state, set } = useListState(invoiceYearState);
  const overview = useInvoiceYear(state);
  const meta = overview.data?.meta;
  const year = String(meta?.year ?? state.year);

  const columns: DataTableColumn<InvoiceYearRow>[] = [
    { key: 'customerName', header: T.columns.customer, sortable: true, cell: (r) => r.customerName },
    figures('invoiceCount', T.columns.invoices, (r) => String(r.invoiceCount), true),
    figures('creditNoteCount', T.columns.credits, (r) => String(r.creditNoteCount)),
    // Electricity and gas share one column (one above the other): with the audit's two columns and the menu
    // open, ten columns did not fit 1366 px and "Teruggehaald" scrolled out of sight.
    {
      key: 'volume',
      header: T.columns.volume,
      align: 'right',
      cell: (r) => (
        <span className="flex flex-col items-end">
          {num(volume(r.electricityKwh, 'kWh'))}
          {Number(r.gasM3) !== 0 ? num(volume(r.gasM3, 'm³')) : null}
        </span>
      ),
    },
    figures('totalExclVat', T.columns.totalExclVat, (r) => formatCurrency(r.totalExclVat), true),
    figures('energyTax', T.columns.energyTax, (r) => formatCurrency(r.energyTax)),
  ];
  // The invoice audit's figures: null for a user without the audit, then the columns stay away.
  const audit = meta?.totals.recovered != null;
  if (audit) {
    columns.push(
      figures('deviationCount', T.columns.deviations, (r) => String(r.deviationCount ?? 0)),
      figures('recovered', T.columns.recovered, (r) => formatCurrency(r.recovered ?? '0')),
    );
  }

  return (
    <PageFrame wide>
      <PageHeader title={T.title} intro={T.intro} />
      <FilterBar>
        <Select
          label={T.filters.year}
          placeholder={null}
          options={(meta?.years ?? []).map((y) => ({ value: String(y), label: String(y) }))}
          value={year}
          onChange={(event) => set({ year: event.target.value, page: 1 })}
        />
        <CustomerFilter label={T.filters.customer} state={state} set={set} />
        <ListSearch texts={T.filters} state={state} set={set} />
      </FilterBar>
      {overview.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      {meta ? (
        <p
          className="mb-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700 tabular-nums"
          data-testid="year-totals"
        >
          <span>{T.totals(meta.total)}</span>
          <Total label={T.columns.invoices}>{meta.totals.invoiceCount}</Total>
          <Total label={T.columns.kwh}>{volume(meta.totals.electricityKwh, 'kWh')}</Total>
          <Total label={T.columns.m3}>{volume(meta.totals.gasM3, 'm³')}</Total>
          <Total label={T.columns.totalExclVat}>{formatCurrency(meta.totals.totalExclVat)}</Total>
          <Total label={T.columns.energyTax}>{formatCurrency(meta.totals.energyTax)}</Total>
          {meta.totals.recovered != null ? (
            <>
              <Total label={T.columns.deviations}>{meta.totals.deviationCount ?? 0}</Total>
              <Total label={T.columns.recovered} testId="year-recovered">
                {formatCurrency(meta.totals.recovered)}
              </Total>
            </>
          ) : null}
        </p>
      ) : null}
      <DataTable
        label={T.table}
        columns={columns}
        rows={overview.data?.data ?? []}
        rowKey={(r) => r.customerId}
        loading={overview.isPending}
        emptyText={T.empty}
        onRowClick={(r) =>
          navigate(`/v3/customers/${r.customerId}/invoices?from=${r.year}-01-01&to=${r.year}-12-31`)
        }
        server={{ ...serverPages(meta, state, set), ...serverSort(state, set) }}
      />
      {audit ? <p className="mt-3 text-sm text-slate-500">{T.auditNote}</p> : null}
    </PageFrame>
  );
}
