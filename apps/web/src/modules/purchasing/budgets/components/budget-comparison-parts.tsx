import { formatNumber } from '@energiek/contracts/format';
import { PRODUCT_NAMES } from '@energiek/contracts/connections';
import type { BudgetComparisonRow } from '@energiek/contracts/budgets';
import { VOLUME_SOURCE_LABELS } from '@energiek/contracts/forecast';
import { CHART_COLORS } from '../../../../components/charts/chart-options.ts';
import type { DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { BUDGETS_TEXTS } from '../texts.ts';

// Parts of the budget comparison that keep it readable on a phone and honest about partial data (issue 31).

const T = BUDGETS_TEXTS;

/** The chart's legend as text that wraps: on a phone the canvas legend paged ("1/3", issue 31). */
export function Legend({ names }: { names: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 px-1 text-xs text-slate-700" data-testid="budget-legend">
      {names.map((name, index) => (
        <li key={name} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-2.5 rounded-sm"
            style={{ backgroundColor: CHART_COLORS[index % CHART_COLORS.length] }}
          />
          {name}
        </li>
      ))}
    </ul>
  );
}

/** Below the sm breakpoint each product is a card of label/value pairs instead of a six-column table. */
export function Stacked({
  rows,
  columns,
}: {
  rows: readonly BudgetComparisonRow[];
  columns: DataTableColumn<BudgetComparisonRow>[];
}) {
  const [first, ...rest] = columns;
  return (
    <ul className="space-y-3 sm:hidden" data-testid="budget-stacked">
      {rows.map((r) => (
        <li key={r.product} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-900/5">
          <h3 className="text-sm font-semibold text-slate-900">{first?.cell?.(r)}</h3>
          <dl className="mt-2 divide-y divide-slate-100 text-sm">
            {rest.map((column) => (
              <div key={column.key} className="flex items-start justify-between gap-3 py-1.5">
                <dt className="min-w-0 text-slate-600">{column.header}</dt>
                <dd className="max-w-[60%] shrink-0 text-right text-slate-800">{column.cell?.(r)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Connections measured on part of the year to date: their cost counts those days only (issue 31). */
export function Partial({ row, elapsedDays }: { row: BudgetComparisonRow; elapsedDays: number }) {
  const list = row.actual.partial
    .map((p) => T.partialDays(p.ean, formatNumber(p.coveredDays, 0), elapsedDays))
    .join(', ');
  return (
    <p
      className="rounded-md bg-amber-50 px-3 py-2 text-sm break-words text-amber-900"
      data-testid="budget-partial"
    >
      {T.partial(PRODUCT_NAMES[row.product], list)}
    </p>
  );
}

/** Where each product's forecast takes its expected volumes from (issue 27: one rule, its source shown). */
export function ForecastSources({ rows }: { rows: readonly BudgetComparisonRow[] }) {
  const shown = rows.filter((r) => r.forecast.sources.length > 0);
  if (shown.length === 0) return null;
  return (
    <div className="space-y-1 px-1 text-xs break-words text-slate-500" data-testid="budget-forecast-sources">
      {shown.map((r) => (
        <p key={r.product}>
          {T.forecastSources(
            PRODUCT_NAMES[r.product],
            r.forecast.sources
              .map((s) => T.sourcePart(VOLUME_SOURCE_LABELS[s.source], s.connections))
              .join(', '),
          )}
        </p>
      ))}
    </div>
  );
}
