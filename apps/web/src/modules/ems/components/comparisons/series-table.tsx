import type { Comparison, ComparisonSeries } from '@energiek/contracts/ems-comparisons';
import {
  formatDate,
  formatMonth,
  formatNumber,
  formatQuantityNumber,
  quantityDecimals,
} from '@energiek/contracts/format';
import { EMS_COMPARISON_TEXTS as T } from '../../texts-comparisons.ts';
import { exact } from './exact.ts';
import { periodDelta, type PeriodDelta } from './period-delta.ts';

// The numbers under the chart, from the same response: one row per bucket, per series its value (and
// for degree days the weighted degree days and the usage per degree day), totals at the foot.

export function bucketLabel(start: string, grain: Comparison['grain']): string {
  // a comparison period moved to the same weekdays has months that start mid-month: name the day
  return grain === 'month' && start.endsWith('-01') ? formatMonth(start) : formatDate(start);
}

/** A series' total, or null when none of its buckets has data (so the difference reads "–", not 0). */
export function totalWithData(series: ComparisonSeries): number | null {
  return series.points.some((p) => p.value !== null) ? series.total : null;
}

const percent = (count: number, expected: number) =>
  expected > 0 ? `${formatNumber((count / expected) * 100, 0)}%` : '–';

/** A volume by its unit's rule (kWh and m³ whole from 100, one decimal below), the stored value in its
 * title; other units (kvarh) as stored. */
function Volume({ value, unit }: { value: number | null | undefined; unit: string }) {
  if (value === null || value === undefined || (unit !== 'kWh' && unit !== 'm³')) return <>{exact(value)}</>;
  return <span title={exact(value)}>{formatQuantityNumber(value, unit)}</span>;
}

const signed = (value: number, decimals: number) => `${value > 0 ? '+' : ''}${formatNumber(value, decimals)}`;

/** Δ and Δ % cells: the period against the comparison period (first series against the second). */
function DeltaCells({ d, unit, foot }: { d: PeriodDelta; unit: string; foot?: boolean }) {
  // the unit's rule of contracts/format (kWh and m³ whole from 100, one decimal below)
  const decimals = (value: number) => (unit === 'kWh' || unit === 'm³' ? quantityDecimals(unit, value) : 1);
  const cls = foot ? 'px-3 py-2 text-right' : 'px-3 py-1.5 text-right';
  return (
    <>
      <td className={cls} data-testid={foot ? 'total-delta' : undefined}>
        {d.delta === null ? '–' : signed(d.delta, decimals(d.delta))}
      </td>
      <td className={cls} data-testid={foot ? 'total-delta-pct' : undefined}>
        {d.pct === null ? '–' : `${signed(d.pct, 1)}%`}
      </td>
    </>
  );
}

export function SeriesTable({ data }: { data: Comparison }) {
  const degree = data.kind === 'degree-days';
  const aligned = data.kind !== 'connections';
  const rows = Math.max(0, ...data.series.map((s) => s.points.length));
  const starts = aligned ? [] : [...new Set(data.series.flatMap((s) => s.points.map((p) => p.start)))].sort();
  const pointAt = (series: ComparisonSeries, row: number) =>
    aligned ? series.points[row] : series.points.find((p) => p.start === starts[row]);
  const th = 'px-3 py-2 text-right font-semibold';
  // period against period: the difference per bucket and in total (Δ in the unit, Δ %)
  const [current, previous] = data.series;
  const deltas = data.kind === 'periods' && data.series.length === 2 && current && previous;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm" aria-label={T.table}>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {!aligned ? <th className="px-3 py-2 text-left font-semibold">{T.bucket}</th> : null}
            {data.series.map((s) => (
              <th
                key={s.key}
                colSpan={(aligned ? 1 : 0) + (degree ? 4 : 2)}
                className="px-3 py-2 text-left font-semibold"
              >
                {s.label}
              </th>
            ))}
            {deltas ? (
              <th colSpan={2} className="px-3 py-2 text-left font-semibold">
                {T.difference}
              </th>
            ) : null}
          </tr>
          <tr className="text-xs">
            {!aligned ? <th /> : null}
            {data.series.map((s) => [
              aligned ? (
                <th key={`${s.key}-b`} className="px-3 py-1 text-left font-medium">
                  {T.bucket}
                </th>
              ) : null,
              <th key={`${s.key}-v`} className={th}>{`${T.value} (${data.unit})`}</th>,
              degree ? (
                <th key={`${s.key}-d`} className={th}>
                  {T.degreeDays}
                </th>
              ) : null,
              degree ? <th key={`${s.key}-p`} className={th}>{`${T.perDegreeDay} (${data.unit})`}</th> : null,
              <th key={`${s.key}-c`} className={th}>
                {T.completeness}
              </th>,
            ])}
            {deltas ? (
              <>
                <th className={th}>{`${T.delta} (${data.unit})`}</th>
                <th className={th}>{T.deltaPct}</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {Array.from({ length: aligned ? rows : starts.length }, (_, row) => (
            <tr key={row}>
              {!aligned ? (
                <td className="px-3 py-1.5 whitespace-nowrap">
                  {bucketLabel(starts[row] ?? '', data.grain)}
                </td>
              ) : null}
              {data.series.map((s) => {
                const p = pointAt(s, row);
                return [
                  aligned ? (
                    <td key={`${s.key}-b`} className="px-3 py-1.5 whitespace-nowrap text-slate-600">
                      {p ? bucketLabel(p.start, data.grain) : ''}
                    </td>
                  ) : null,
                  <td key={`${s.key}-v`} className="px-3 py-1.5 text-right">
                    <Volume value={p?.value} unit={data.unit} />
                  </td>,
                  degree ? (
                    <td key={`${s.key}-d`} className="px-3 py-1.5 text-right">
                      {exact(p?.weightedDegreeDays)}
                    </td>
                  ) : null,
                  degree ? (
                    <td key={`${s.key}-p`} className="px-3 py-1.5 text-right">
                      {exact(p?.perDegreeDay)}
                    </td>
                  ) : null,
                  <td key={`${s.key}-c`} className="px-3 py-1.5 text-right text-slate-500">
                    {p ? percent(p.count, p.expected) : ''}
                  </td>,
                ];
              })}
              {deltas ? (
                <DeltaCells
                  d={periodDelta(current.points[row]?.value, previous.points[row]?.value)}
                  unit={data.unit}
                />
              ) : null}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200 font-semibold tabular-nums">
          <tr>
            {!aligned ? <td className="px-3 py-2">{T.total}</td> : null}
            {data.series.map((s) => [
              aligned ? (
                <td key={`${s.key}-b`} className="px-3 py-2">
                  {T.total}
                </td>
              ) : null,
              <td key={`${s.key}-v`} className="px-3 py-2 text-right" data-testid={`total-${s.key}`}>
                <Volume value={totalWithData(s)} unit={data.unit} />
              </td>,
              degree ? (
                <td key={`${s.key}-d`} className="px-3 py-2 text-right">
                  {exact(s.weightedDegreeDays)}
                </td>
              ) : null,
              degree ? (
                <td key={`${s.key}-p`} className="px-3 py-2 text-right">
                  {exact(s.perDegreeDay)}
                </td>
              ) : null,
              <td key={`${s.key}-c`} />,
            ])}
            {deltas ? (
              <DeltaCells
                d={periodDelta(totalWithData(current), totalWithData(previous))}
                unit={data.unit}
                foot
              />
            ) : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
