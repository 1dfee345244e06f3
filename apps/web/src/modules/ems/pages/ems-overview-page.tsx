import { useMemo } from 'react';
import type { EmsOverviewItem } from '@energiek/contracts/ems-overview';
import { formatCo2, formatDate } from '@energiek/contracts/format';
import { addLocalDays } from '@energiek/domain/local-time';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { useRouteCustomer } from '../../../lib/customer-name.ts';
import { useEmsSummary } from '../../../lib/ems-summary.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { fromSortState, toSortState } from '../../../lib/list-sort.ts';
import { sortRows } from '../../../lib/local-list.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { overviewListState, type OverviewFilters } from '../api/ems-overview.ts';
import { useEmsOverview } from '../api/ems-overview.ts';
import { DemoDataProgress } from '../components/demo/demo-data-progress.tsx';
import { overviewColumns } from '../components/overview/overview-columns.tsx';
import { OverviewFiltersBar } from '../components/overview/overview-filters.tsx';
import { EMS_OVERVIEW_TEXTS as T } from '../texts-overview.ts';

function matches(row: EmsOverviewItem, filters: OverviewFilters): boolean {
  if (filters.product && String(row.product) !== filters.product) return false;
  if (filters.authorisation && row.authorisation.status !== filters.authorisation) return false;
  if (filters.exceeded && !row.peak.exceeded) return false;
  if (filters.q) {
    const q = filters.q.toLowerCase().replace(/\s/g, '');
    const haystack = `${row.ean}${row.address}`.toLowerCase().replace(/\s/g, '');
    if (!haystack.includes(q)) return false;
  }
  return true;
}

/** The customer's CO2 this year and last year with the rule and the source of the factors (issue 32). */
function Co2Summary({
  co2,
  source,
}: {
  co2: { thisYear: number | null; lastYearTotal: number | null };
  source: string;
}) {
  const text = (kg: number | null) => (kg === null ? T.co2NoFactor : formatCo2(kg));
  return (
    <section
      aria-label={T.co2Title}
      data-testid="co2-summary"
      className="mb-3 rounded-lg bg-white px-4 py-3 text-sm shadow-sm ring-1 ring-slate-900/5"
    >
      <p>
        <span className="font-semibold text-slate-900">{T.co2Title}</span>{' '}
        <span className="text-slate-700 tabular-nums">
          {T.co2Customer(text(co2.thisYear), text(co2.lastYearTotal))}
        </span>
      </p>
      <p className="mt-1 text-xs text-slate-500">{T.co2Rule}</p>
      {source ? (
        <p className="mt-1 text-xs text-slate-500" data-testid="co2-source">
          {source}
        </p>
      ) : null}
    </section>
  );
}

/** /v3/customers/{customerId}/ems: the EMS connections at a glance (organisation-report-ems + mod:ems). */
export function EmsOverviewPage() {
  usePageTitle(T.pageTitle);
  const { customerId, customerName } = useRouteCustomer();
  const { state, set, reset } = useListState(overviewListState);
  const overview = useEmsOverview(customerId);
  const summary = useEmsSummary(customerId, true);
  const columns = useMemo(() => overviewColumns(customerId), [customerId]);
  const rows = useMemo(() => {
    const all = overview.data?.data ?? [];
    return sortRows(
      all.filter((row) => matches(row, state)),
      columns,
      toSortState(state.sort),
    );
  }, [overview.data, state, columns]);
  const meta = overview.data?.meta;

  return (
    <PageFrame wide>
      <PageHeader title={T.title} customerName={customerName} intro={T.intro} />
      <DemoDataProgress />
      <OverviewFiltersBar filters={state} onChange={set} onReset={reset} />
      {overview.isError ? <Alert tone="error" title={T.loadFailed} className="mb-4" /> : null}
      {overview.data ? (
        <p className="mb-2 text-sm text-slate-600" aria-live="polite">
          {T.total(rows.length)}
          {meta
            ? ` · ${T.period(formatDate(meta.completeness.from), formatDate(addLocalDays(meta.completeness.to, -1)))}`
            : ''}
        </p>
      ) : null}
      {summary.data && meta && overview.data && overview.data.data.length > 0 ? (
        <Co2Summary co2={summary.data.co2} source={meta.co2Source} />
      ) : null}
      <DataTable
        label={T.table}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.connectionId}
        loading={overview.isFetching}
        emptyText={overview.data?.data.length === 0 ? T.noConnections : T.empty}
        server={{
          page: 1,
          lastPage: 1,
          onPageChange: () => undefined,
          sort: toSortState(state.sort),
          onSortChange: (sort) => set({ sort: fromSortState(sort) as OverviewFilters['sort'] }),
        }}
      />
    </PageFrame>
  );
}
