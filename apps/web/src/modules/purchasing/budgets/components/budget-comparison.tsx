import { formatCurrency, formatDate, formatNumber } from '@energiek/contracts/format';
import { PRODUCT_NAMES } from '@energiek/contracts/connections';
import type { BudgetComparison, BudgetComparisonRow } from '@energiek/contracts/budgets';
import { forecastView } from '@energiek/contracts/forecast-view';
import type { ForecastView } from '@energiek/contracts/portal';
import { previousDay } from '@energiek/domain/calendar';
import { Chart } from '../../../../components/charts/chart.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { budgetRowData, comparisonWithoutData } from '../budget-data.ts';
import { BUDGETS_TEXTS } from '../texts.ts';
import { ForecastSources, Legend, Partial, Stacked } from './budget-comparison-parts.tsx';

const T = BUDGETS_TEXTS;
const unit = (product: 1 | 2) => (product === 1 ? 'kWh' : 'm³');

function Deviation({ amount, pct }: { amount: number | null; pct: number | null }) {
  if (amount === null) return <span className="text-slate-500">–</span>;
  const tone = amount > 0 ? 'text-red-700' : 'text-emerald-700';
  return (
    <span className={`whitespace-nowrap tabular-nums ${tone}`}>
      {amount > 0 ? '+' : ''}
      {formatCurrency(amount)}
      {pct === null ? null : (
        <span className="block text-xs">{` (${amount > 0 ? '+' : ''}${formatNumber(pct, 1)}%)`}</span>
      )}
    </span>
  );
}

function NoData() {
  return <span className="text-slate-500">{T.noData}</span>;
}

/** Connections without a measurement are missing from "actual": no deviation in the table (issue 31). */
function NotCompared({ row }: { row: BudgetComparisonRow }) {
  return (
    <span className="block text-xs text-slate-600" data-testid="budget-not-compared">
      {T.notCompared(row.actual.unmeasured.length, row.actual.connections)}
    </span>
  );
}

/** Above the table, readable at every width: which connections are missing from the comparison. */
function Unmeasured({ row }: { row: BudgetComparisonRow }) {
  const { unmeasured, connections } = row.actual;
  const shown = unmeasured.slice(0, 3);
  return (
    <p
      className="rounded-md bg-slate-50 px-3 py-2 text-sm break-words text-slate-700"
      data-testid="budget-unmeasured"
    >
      {T.unmeasured(PRODUCT_NAMES[row.product], unmeasured.length, connections)} {shown.join(', ')}
      {unmeasured.length > shown.length ? ` ${T.andMore(unmeasured.length - shown.length)}` : ''}.
    </p>
  );
}

function Figure({ amount, volume, product }: { amount: number; volume: number; product: 1 | 2 }) {
  return (
    <span className="whitespace-nowrap tabular-nums">
      {formatCurrency(amount)}
      <span className="block text-xs text-slate-500">
        {formatNumber(volume)} {unit(product)}
      </span>
    </span>
  );
}

/** A forecast far from last year's measured (or the budgeted) volume is explained, not shown (issue 31). */
function viewOf(r: BudgetComparisonRow, lastYear: BudgetComparison | undefined): ForecastView {
  const before = lastYear?.data.find((row) => row.product === r.product);
  return forecastView({
    amount: r.forecast.amount,
    volume: r.forecast.volume,
    unknown: r.forecast.unknown,
    lastYearVolume: before?.actual.volume ?? 0,
    budgetVolume: r.budget?.volume ?? null,
  });
}

function Implausible({
  view,
  product,
}: {
  view: Extract<ForecastView, { state: 'implausible' }>;
  product: 1 | 2;
}) {
  return (
    <span className="block text-left text-xs text-amber-800" data-testid="budget-forecast-explained">
      {T.implausible(view.basis, `${formatNumber(view.reference)} ${unit(product)}`)}
    </span>
  );
}

const columnsFor = (
  lastYear: BudgetComparison | undefined,
  elapsedDays: number,
): DataTableColumn<BudgetComparisonRow>[] => [
  { key: 'product', header: T.columns.product, cell: (r) => PRODUCT_NAMES[r.product] },
  {
    key: 'budget',
    header: T.columns.budget,
    align: 'right',
    cell: (r) =>
      r.budget ? (
        <Figure amount={r.budget.amount} volume={r.budget.volume} product={r.product} />
      ) : (
        <span className="text-slate-500">{T.noBudget}</span>
      ),
  },
  {
    key: 'forecast',
    header: T.columns.forecast,
    align: 'right',
    cell: (r) => {
      const view = viewOf(r, lastYear);
      if (view.state === 'implausible') return <Implausible view={view} product={r.product} />;
      if (!budgetRowData(r, elapsedDays).forecast) return <NoData />;
      return (
        <>
          <Figure amount={r.forecast.amount} volume={r.forecast.volume} product={r.product} />
          {r.forecast.unknown > 0 ? (
            <span className="block text-xs text-amber-700">{T.unknownNote(r.forecast.unknown)}</span>
          ) : null}
        </>
      );
    },
  },
  {
    key: 'forecastDeviation',
    header: T.columns.forecastDeviation,
    align: 'right',
    cell: (r) =>
      viewOf(r, lastYear).state === 'implausible' ? (
        <span className="text-slate-500">–</span>
      ) : !budgetRowData(r, elapsedDays).forecast ? (
        <NoData />
      ) : (
        <Deviation amount={r.forecastDeviation} pct={r.forecastDeviationPct} />
      ),
  },
  {
    key: 'actual',
    header: T.columns.actual,
    align: 'right',
    cell: (r) =>
      budgetRowData(r, elapsedDays).actual ? (
        <Figure amount={r.actual.amount} volume={r.actual.volume} product={r.product} />
      ) : (
        <NoData />
      ),
  },
  {
    key: 'actualDeviation',
    header: T.columns.actualDeviation,
    align: 'right',
    cell: (r) =>
      !budgetRowData(r, elapsedDays).actual ? (
        <NoData />
      ) : r.actual.unmeasured.length > 0 ? (
        <NotCompared row={r} />
      ) : (
        <Deviation amount={r.actualDeviation} pct={r.actualDeviationPct} />
      ),
  },
];

export function BudgetComparisonView({
  comparison,
  lastYear,
}: {
  comparison: BudgetComparison;
  /** The year before, for last year's measured volume (the forecast's plausibility). */
  lastYear?: BudgetComparison | undefined;
}) {
  const { year, elapsedDays } = comparison.meta;
  const columns = columnsFor(lastYear, elapsedDays);
  const empty = comparison.data.length > 0 && comparisonWithoutData(comparison);
  const label = (r: BudgetComparisonRow) => PRODUCT_NAMES[r.product];
  const last = comparison.data[0]?.actual.to;
  return (
    <div className="space-y-4">
      {comparison.meta.unverifiedTaxYears.length > 0 ? (
        <Alert tone="warning" title={T.unverifiedTax(year)} />
      ) : null}
      {empty ? (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="budget-no-data">
          {T.noDataYear(year)}
        </p>
      ) : null}
      <Chart
        label={T.chartLabel(year)}
        kind="bar"
        xAxis="category"
        unit="€"
        height={260}
        legend={false}
        series={[
          {
            name: T.series.budget,
            data: comparison.data.map((r) => [label(r), r.budget?.amount ?? null] as const),
          },
          {
            name: T.series.forecast,
            data: comparison.data.map(
              (r) =>
                [
                  label(r),
                  viewOf(r, lastYear).state === 'implausible' || !budgetRowData(r, elapsedDays).forecast
                    ? null
                    : r.forecast.amount,
                ] as const,
            ),
          },
          {
            name: T.series.proRata,
            data: comparison.data.map((r) => [label(r), r.budgetToDate] as const),
          },
          {
            name: T.series.actual,
            data: comparison.data.map(
              (r) => [label(r), budgetRowData(r, elapsedDays).actual ? r.actual.amount : null] as const,
            ),
          },
        ]}
      />
      <Legend names={[T.series.budget, T.series.forecast, T.series.proRata, T.series.actual]} />
      {last && elapsedDays > 0 ? (
        <div className="space-y-1 px-1 text-xs text-slate-500" data-testid="budget-profiles">
          <p>
            {T.columns.actual} {T.actualTo(formatDate(previousDay(last)))}
          </p>
          {comparison.data
            .filter((r) => r.budget !== null)
            .map((r) => (
              <p key={r.product}>
                {r.product === 2 && r.budgetProfile === 'days'
                  ? T.profiles.gasWithoutSeason
                  : T.profiles[r.budgetProfile](label(r))}
              </p>
            ))}
        </div>
      ) : null}
      <ForecastSources rows={comparison.data} />
      {comparison.data
        .filter((r) => r.actual.unmeasured.length > 0 && budgetRowData(r, elapsedDays).actual)
        .map((r) => (
          <Unmeasured key={r.product} row={r} />
        ))}
      {comparison.data
        .filter(
          (r) =>
            r.actual.partial.length > 0 &&
            r.actual.unmeasured.length === 0 &&
            budgetRowData(r, elapsedDays).actual,
        )
        .map((r) => (
          <Partial key={r.product} row={r} elapsedDays={elapsedDays} />
        ))}
      {comparison.data.length > 0 ? <Stacked rows={comparison.data} columns={columns} /> : null}
      <div className={comparison.data.length > 0 ? 'max-sm:hidden' : ''}>
        <DataTable
          label={T.comparison(year)}
          columns={columns}
          rows={comparison.data}
          rowKey={(r) => r.product}
          emptyText={T.noProducts}
        />
      </div>
    </div>
  );
}
