import { formatCurrency, formatDate, formatNumber } from '@energiek/contracts/format';
import { PRODUCT_NAMES } from '@energiek/contracts/connections';
import type { BudgetComparison, BudgetComparisonRow } from '@energiek/contracts/budgets';
import { previousDay } from '@energiek/domain/calendar';
import { Chart } from '../../../components/charts/chart.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { BUDGETS_TEXTS } from '../texts.ts';

const T = BUDGETS_TEXTS;
const unit = (product: 1 | 2) => (product === 1 ? 'kWh' : 'm³');

function Deviation({ amount, pct }: { amount: number | null; pct: number | null }) {
  if (amount === null) return <span className="text-slate-500">–</span>;
  const tone = amount > 0 ? 'text-red-700' : 'text-emerald-700';
  return (
    <span className={`whitespace-nowrap tabular-nums ${tone}`}>
      {amount > 0 ? '+' : ''}
      {formatCurrency(amount)}
      {pct === null ? '' : ` (${amount > 0 ? '+' : ''}${formatNumber(pct, 1)}%)`}
    </span>
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

const columns: DataTableColumn<BudgetComparisonRow>[] = [
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
    cell: (r) => (
      <>
        <Figure amount={r.forecast.amount} volume={r.forecast.volume} product={r.product} />
        {r.forecast.unknown > 0 ? (
          <span className="block text-xs text-amber-700">{T.unknownNote(r.forecast.unknown)}</span>
        ) : null}
      </>
    ),
  },
  {
    key: 'forecastDeviation',
    header: T.columns.forecastDeviation,
    align: 'right',
    cell: (r) => <Deviation amount={r.forecastDeviation} pct={r.forecastDeviationPct} />,
  },
  {
    key: 'actual',
    header: T.columns.actual,
    align: 'right',
    cell: (r) => <Figure amount={r.actual.amount} volume={r.actual.volume} product={r.product} />,
  },
  {
    key: 'actualDeviation',
    header: T.columns.actualDeviation,
    align: 'right',
    cell: (r) => <Deviation amount={r.actualDeviation} pct={r.actualDeviationPct} />,
  },
];

export function BudgetComparisonView({ comparison }: { comparison: BudgetComparison }) {
  const { year, elapsedDays } = comparison.meta;
  const label = (r: BudgetComparisonRow) => PRODUCT_NAMES[r.product];
  const last = comparison.data[0]?.actual.to;
  return (
    <div className="space-y-4">
      <Chart
        label={T.chartLabel(year)}
        kind="bar"
        xAxis="category"
        unit="€"
        height={260}
        series={[
          {
            name: T.series.budget,
            data: comparison.data.map((r) => [label(r), r.budget?.amount ?? null] as const),
          },
          {
            name: T.series.forecast,
            data: comparison.data.map((r) => [label(r), r.forecast.amount] as const),
          },
          {
            name: T.series.proRata,
            data: comparison.data.map((r) => [label(r), r.budgetToDate] as const),
          },
          { name: T.series.actual, data: comparison.data.map((r) => [label(r), r.actual.amount] as const) },
        ]}
      />
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
      <DataTable
        label={T.comparison(year)}
        columns={columns}
        rows={comparison.data}
        rowKey={(r) => r.product}
        emptyText={T.noProducts}
      />
    </div>
  );
}
