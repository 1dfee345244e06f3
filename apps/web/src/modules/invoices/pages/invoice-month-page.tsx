import { formatMonth } from '@energiek/contracts/format';
import { COVERAGE_STATUSES, COVERAGE_STATUS_NAMES } from '@energiek/contracts/invoice-overviews';
import { ISSUER_KINDS } from '@energiek/contracts/invoices';
import { FilterBar, ListSearch } from '../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { useInvoiceMonth } from '../api/invoice-overviews.ts';
import { CoverageCard } from '../components/coverage-card.tsx';
import { invoiceMonthState } from '../overview-state.ts';
import { OVERVIEW_TEXTS } from '../overview-texts.ts';
import { IssuerFilters, CustomerFilter } from '../components/invoice-filters.tsx';

const T = OVERVIEW_TEXTS.month;

/** /v3/invoices/month: per connection and month which of the three invoices arrived (invoices:read). */
export function InvoiceMonthPage() {
  usePageTitle(T.title);
  const { state, set } = useListState(invoiceMonthState);
  const overview = useInvoiceMonth(state);
  const meta = overview.data?.meta;
  const lastMonth = meta?.months.at(-1) ?? state.month;

  return (
    <PageFrame wide>
      <PageHeader title={T.title} intro={T.intro} />
      <FilterBar>
        <TextField
          label={T.filters.month}
          type="month"
          value={lastMonth}
          onChange={(event) => set({ month: event.target.value, page: 1 })}
        />
        <Select
          label={T.filters.months}
          placeholder={null}
          options={(['1', '3', '6', '12'] as const).map((value) => ({ value, label: T.monthsOption(value) }))}
          value={state.months}
          onChange={(event) => set({ months: event.target.value as typeof state.months, page: 1 })}
        />
        <CustomerFilter label={T.filters.customer} state={state} set={set} />
        <IssuerFilters texts={T.filters} state={state} set={set} />
        <ListSearch texts={T.filters} state={state} set={set} />
      </FilterBar>
      {overview.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      {meta ? (
        <p className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" data-testid="month-counts">
          <span>
            {meta.months.length > 0
              ? `${formatMonth(`${meta.months[0]}-01`)} – ${formatMonth(`${meta.months.at(-1)}-01`)}`
              : ''}
          </span>
          {COVERAGE_STATUSES.filter((s) => s !== 'none').map((status) => (
            <span key={status}>
              {COVERAGE_STATUS_NAMES[status]}:{' '}
              <strong className="tabular-nums">{meta.counts[status] ?? 0}</strong>
            </span>
          ))}
        </p>
      ) : null}
      {overview.isPending ? <Spinner /> : null}
      {overview.data && overview.data.data.length === 0 ? <p className="text-slate-600">{T.empty}</p> : null}
      <div className="grid gap-3 lg:grid-cols-2 2xl:grid-cols-3" aria-label={T.list} role="list">
        {overview.data?.data.map((row) => (
          <div role="listitem" key={row.connectionId}>
            <CoverageCard row={row} kinds={state.issuerKind ? [state.issuerKind] : ISSUER_KINDS} />
          </div>
        ))}
      </div>
      {meta && meta.last_page > 1 ? (
        <nav className="mt-4 flex items-center justify-between gap-2 text-sm text-slate-700">
          <Button
            variant="border"
            disabled={meta.current_page <= 1}
            onClick={() => set({ page: meta.current_page - 1 })}
          >
            {T.previous}
          </Button>
          <span className="tabular-nums">
            {meta.current_page} / {meta.last_page}
          </span>
          <Button
            variant="border"
            disabled={meta.current_page >= meta.last_page}
            onClick={() => set({ page: meta.current_page + 1 })}
          >
            {T.next}
          </Button>
        </nav>
      ) : null}
    </PageFrame>
  );
}
