import { useEffect, useMemo, useRef } from 'react';
import { localDayOf, addLocalDays } from '@energiek/domain/local-time';
import { PRODUCT_GAS } from '@energiek/contracts/connections';
import type { UsageInterval } from '@energiek/contracts/ems';
import { formatQuantity } from '@energiek/contracts/format';
import { ExportLink } from '../../../components/export-link.tsx';
import { Chart } from '../../../components/charts/chart.tsx';
import { formatChartMoment } from '../../../components/charts/chart-options.ts';
import type { ChartHandle } from '../../../components/charts/chart-canvas.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRouteCustomer } from '../../../lib/customer-name.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { useEmsConnections, useEmsUsage, usageExportUrl, type UsageParams } from '../api/ems-usage.ts';
import { saveAs } from '../../../lib/download.ts';
import { DemoDataProgress } from '../components/demo/demo-data-progress.tsx';
import { ReactiveCard } from '../components/usage/reactive-card.tsx';
import { UsageConnections } from '../components/usage/usage-connections.tsx';
import { UsageControls } from '../components/usage/usage-controls.tsx';
import { UsageSummary, UsageTable } from '../components/usage/usage-table.tsx';
import {
  connectionIdsOf,
  effectivePeriod,
  periodRange,
  shiftDate,
  capacityExceedance,
  usageChartSeries,
  usageState,
  usageTotals,
} from '../components/usage/usage-view.ts';
import { USAGE_TEXTS } from '../texts-usage.ts';

const T = USAGE_TEXTS;
/** Above this many buckets the chart asks the server for a min/max downsampled series. */
const CHART_POINTS = 1500;

const TIME_UNIT: Record<UsageInterval, 'datetime' | 'day' | 'month' | 'year'> = {
  quarter: 'datetime',
  hour: 'datetime',
  day: 'day',
  week: 'day',
  month: 'month',
  year: 'year',
};

/** /v3/customers/{customerId}/ems/usage: chart, totals and table of one connection or a selection. */
export function EmsUsagePage() {
  usePageTitle(T.pageTitle);
  const { customerId, customerName } = useRouteCustomer();
  const { state, set } = useListState(usageState);
  const connections = useEmsConnections(customerId);
  const chartHandle = useRef<ChartHandle>(null);

  const ids = connectionIdsOf(state);
  const firstId = connections.data?.[0]?.id;
  useEffect(() => {
    // Nothing chosen yet: start with the first connection (the URL then says so).
    if (ids.length === 0 && firstId !== undefined) set({ c: String(firstId) });
  }, [ids.length, firstId, set]);

  const today = localDayOf(new Date());
  const period = effectivePeriod(state.interval, state.period);
  const date = state.date || today;
  const range = periodRange(period, date);
  const params: UsageParams = useMemo(
    () => ({
      connectionIds: connectionIdsOf({ c: state.c }),
      from: range.from,
      to: range.to,
      interval: state.interval,
    }),
    [state.c, range.from, range.to, state.interval],
  );
  const usage = useEmsUsage(customerId, params);
  const many = (usage.data?.meta.buckets ?? 0) > CHART_POINTS;
  const sampled = useEmsUsage(customerId, many ? params : { ...params, connectionIds: [] }, CHART_POINTS);
  const chartData = many ? sampled.data : usage.data;
  const split = state.split === '1';
  const series = useMemo(() => (chartData ? usageChartSeries(chartData, split) : []), [chartData, split]);
  const totals = useMemo(() => (usage.data ? usageTotals(usage.data) : null), [usage.data]);
  const exceeded = useMemo(() => (usage.data ? capacityExceedance(usage.data) : null), [usage.data]);

  // Reactive energy for one electricity connection, over the year the period starts in.
  const single = ids.length === 1 ? connections.data?.find((c) => c.id === ids[0]) : undefined;
  const reactiveFor = single && single.product !== PRODUCT_GAS ? single.id : null;

  const savePng = () => {
    const png = chartHandle.current?.toPng();
    if (png) saveAs(png, `verbruik-${params.interval}-${params.from}.png`);
  };

  return (
    <PageFrame wide>
      <PageHeader title={T.title} customerName={customerName} intro={T.intro} />
      <DemoDataProgress />
      {connections.isError ? <Alert tone="error" title={T.connectionsFailed} className="mb-4" /> : null}
      {connections.data?.length === 0 ? <Alert tone="info" title={T.noConnections} className="mb-4" /> : null}
      <div className="space-y-4">
        <UsageConnections
          connections={connections.data ?? []}
          selected={ids}
          onChange={(next) => set({ c: next.join(',') })}
        />
        <div className="min-w-0 space-y-4">
          <UsageControls
            interval={state.interval}
            period={period}
            range={range}
            lastDay={addLocalDays(range.to, -1)}
            split={split}
            onChange={({ split: nextSplit, ...rest }) =>
              set(nextSplit === undefined ? rest : { ...rest, split: nextSplit ? '1' : '0' })
            }
            onShift={(step) => set({ date: shiftDate(period, date, step) })}
            onToday={() => set({ date: '' })}
          />
          {usage.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
          {ids.length === 0 ? <p className="text-sm text-slate-600">{T.chooseConnection}</p> : null}
          {usage.data && totals ? (
            <>
              <UsageSummary usage={usage.data} totals={totals} />
              <Card title={T.chartLabel(usage.data.meta.unit)}>
                <div className="mb-3 flex flex-wrap gap-2" aria-label={T.exportLabel} role="group">
                  <ExportLink href={usageExportUrl(customerId, params, 'csv')} fallbackName="verbruik">
                    {T.exportCsv}
                  </ExportLink>
                  <ExportLink href={usageExportUrl(customerId, params, 'xlsx')} fallbackName="verbruik">
                    {T.exportXlsx}
                  </ExportLink>
                  <Button variant="border" onClick={savePng}>
                    {T.exportPng}
                  </Button>
                </div>
                {many && sampled.isPending ? (
                  <Spinner className="size-6" label={T.chartLabel(usage.data.meta.unit)} />
                ) : (
                  <Chart
                    label={T.chartLabel(usage.data.meta.unit)}
                    series={series}
                    unit={usage.data.meta.unit}
                    secondUnit={usage.data.meta.peakUnit}
                    timeUnit={TIME_UNIT[state.interval]}
                    decimals={state.interval === 'quarter' || state.interval === 'hour' ? 2 : 0}
                    secondDecimals={1}
                    zoom={usage.data.data.length > 100}
                    handle={chartHandle}
                  />
                )}
                {exceeded ? (
                  <p className="mt-2 text-sm font-medium text-red-700" data-testid="capacity-exceeded">
                    {T.aboveCapacity(
                      formatQuantity(exceeded.highest, exceeded.unit),
                      formatChartMoment(exceeded.at, TIME_UNIT[state.interval]),
                      formatQuantity(exceeded.capacity, exceeded.unit),
                      exceeded.buckets,
                    )}
                  </p>
                ) : null}
                {many && chartData ? (
                  <p className="mt-2 text-xs text-slate-500">
                    {T.chartSampled(chartData.data.length, chartData.meta.buckets)}
                  </p>
                ) : null}
              </Card>
              <UsageTable usage={usage.data} loading={usage.isFetching} />
              {reactiveFor !== null ? (
                <ReactiveCard
                  customerId={customerId}
                  connectionId={reactiveFor}
                  year={Number(range.from.slice(0, 4))}
                />
              ) : null}
            </>
          ) : ids.length > 0 && usage.isPending ? (
            <Spinner className="size-6" label={T.loadFailed} />
          ) : null}
        </div>
      </div>
    </PageFrame>
  );
}
