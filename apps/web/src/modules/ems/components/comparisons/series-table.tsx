import type { ReactNode } from 'react';
import type { Comparison, ComparisonSeries } from '@energiek/contracts/ems-comparisons';
import {
  formatDate,
  formatDegreeDays,
  formatMonth,
  formatNumber,
  formatPerDegreeDay,
  quantityDecimals,
} from '@energiek/contracts/format';
import { EMS_COMPARISON_TEXTS as T } from '../../texts-comparisons.ts';
import { exact } from './exact.ts';
import { unitNumber } from './carpet-labels.ts';
import { periodDelta, type PeriodDelta } from './period-delta.ts';
import { ScrollX } from '../../../../components/ui/scroll-x.tsx';

// The numbers under the chart, from the same response: one row per bucket, per series its value (and
// for degree days the weighted degree days and the usage per degree day), totals at the foot.

/** Left out below sm: a phone shows each series' value (for degree days its usage per degree day with the
 *  usage under it), the comparison's Δ % and one bucket column (issue 32: at 390 px period against period
 *  was 716 px, gas per degree day 374 px in a 294 px box). */
const OFF = 'max-sm:hidden';

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

/** A value by its unit's rule (kWh and m³ whole from 100, one decimal below; kW one decimal; kvarh by the
 * kWh rule, issue 32), the stored value in its title. */
function Volume({ value, unit }: { value: number | null | undefined; unit: string }) {
  if (value === null || value === undefined) return <>{exact(value)}</>;
  return <span title={exact(value)}>{unitNumber(value, unit)}</span>;
}

/** Degree days (one decimal) or use per degree day (two) by their rule, the value as sent in its title. */
function Rounded({
  value,
  format,
}: {
  value: number | null | undefined;
  format: (value: number | null | undefined) => string;
}) {
  if (value === null || value === undefined) return <>{exact(value)}</>;
  return <span title={exact(value)}>{format(value)}</span>;
}

const signed = (value: number, decimals: number) => `${value > 0 ? '+' : ''}${formatNumber(value, decimals)}`;

/** The usage under the usage per degree day, on a phone only (its own column is left out there). */
function PhoneVolume({ value, unit }: { value: number | null | undefined; unit: string }) {
  return (
    <span className="block font-normal text-slate-500 sm:hidden">
      <Volume value={value} unit={unit} /> {unit}
    </span>
  );
}

/** Δ and Δ % cells: the period against the comparison period (first series against the second). */
function DeltaCells({ d, unit, foot }: { d: PeriodDelta; unit: string; foot?: boolean }) {
  // the unit's rule of contracts/format (kWh and m³ whole from 100, one decimal below)
  const decimals = (value: number) => (unit === 'kWh' || unit === 'm³' ? quantityDecimals(unit, value) : 1);
  const cls = foot ? 'px-3 py-2 text-right' : 'px-3 py-1.5 text-right';
  return (
    <>
      <td className={`${cls} ${OFF}`} data-testid={foot ? 'total-delta' : undefined}>
        {d.delta === null ? '–' : signed(d.delta, decimals(d.delta))}
      </td>
      <td className={cls} data-testid={foot ? 'total-delta-pct' : undefined}>
        {d.pct === null ? '–' : `${signed(d.pct, 1)}%`}
      </td>
    </>
  );
}

/** A group header over `span` columns, over `phone` of them on a phone (a colSpan cannot follow a
 *  breakpoint, so two cells, one shown on each side of it). */
function GroupHeader({
  span,
  phone,
  children,
  phoneText = children,
}: {
  span: number;
  phone: number;
  children: ReactNode;
  /** Another heading on a phone (empty: the column's own heading says it). */
  phoneText?: ReactNode;
}) {
  const cls = 'px-3 py-2 text-left font-semibold';
  if (span === phone && phoneText === children) {
    return (
      <th colSpan={span} className={cls}>
        {children}
      </th>
    );
  }
  return (
    <>
      <th colSpan={span} className={`${cls} ${OFF}`}>
        {children}
      </th>
      <th colSpan={phone} className={`${cls} sm:hidden`}>
        {phoneText}
      </th>
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
  // the bucket of a later series (the compared period's dates) is left out on a phone
  const later = (index: number) => (index > 0 ? OFF : '');
  // period against period: the difference per bucket and in total (Δ in the unit, Δ %)
  const [current, previous] = data.series;
  const deltas = data.kind === 'periods' && data.series.length === 2 && current && previous;
  return (
    <ScrollX>
      {/* on a phone smaller type and cell padding, so period against period fits 390 px */}
      <table
        className="min-w-full text-sm max-sm:text-xs max-sm:[&_td]:px-1.5 max-sm:[&_th]:px-1.5"
        aria-label={T.table}
      >
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {!aligned ? <th className="px-3 py-2 text-left font-semibold">{T.bucket}</th> : null}
            {data.series.map((s, i) => (
              <GroupHeader
                key={s.key}
                span={(aligned ? 1 : 0) + (degree ? 4 : 2)}
                phone={(aligned && i === 0 ? 1 : 0) + 1}
              >
                {s.label}
              </GroupHeader>
            ))}
            {deltas ? (
              <GroupHeader span={2} phone={1} phoneText="">
                {T.difference}
              </GroupHeader>
            ) : null}
          </tr>
          <tr className="text-xs">
            {!aligned ? <th /> : null}
            {data.series.map((s, i) => [
              aligned ? (
                <th key={`${s.key}-b`} className={`px-3 py-1 text-left font-medium ${later(i)}`}>
                  {T.bucket}
                </th>
              ) : null,
              <th key={`${s.key}-v`} className={`${th} ${degree ? OFF : ''}`}>
                {`${T.value} (${data.unit})`}
              </th>,
              degree ? (
                <th key={`${s.key}-d`} className={`${th} ${OFF}`}>
                  {T.degreeDays}
                </th>
              ) : null,
              degree ? <th key={`${s.key}-p`} className={th}>{`${T.perDegreeDay} (${data.unit})`}</th> : null,
              <th key={`${s.key}-c`} className={`${th} ${OFF}`}>
                {T.completeness}
              </th>,
            ])}
            {deltas ? (
              <>
                <th className={`${th} ${OFF}`}>{`${T.delta} (${data.unit})`}</th>
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
              {data.series.map((s, i) => {
                const p = pointAt(s, row);
                return [
                  aligned ? (
                    <td
                      key={`${s.key}-b`}
                      className={`px-3 py-1.5 whitespace-nowrap text-slate-600 ${later(i)}`}
                    >
                      {p ? bucketLabel(p.start, data.grain) : ''}
                    </td>
                  ) : null,
                  <td key={`${s.key}-v`} className={`px-3 py-1.5 text-right ${degree ? OFF : ''}`}>
                    <Volume value={p?.value} unit={data.unit} />
                  </td>,
                  degree ? (
                    <td key={`${s.key}-d`} className={`px-3 py-1.5 text-right ${OFF}`}>
                      <Rounded value={p?.weightedDegreeDays} format={formatDegreeDays} />
                    </td>
                  ) : null,
                  degree ? (
                    <td key={`${s.key}-p`} className="px-3 py-1.5 text-right">
                      <Rounded value={p?.perDegreeDay} format={formatPerDegreeDay} />
                      <PhoneVolume value={p?.value} unit={data.unit} />
                    </td>
                  ) : null,
                  <td key={`${s.key}-c`} className={`px-3 py-1.5 text-right text-slate-500 ${OFF}`}>
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
            {data.series.map((s, i) => [
              aligned ? (
                <td key={`${s.key}-b`} className={`px-3 py-2 ${later(i)}`}>
                  {T.total}
                </td>
              ) : null,
              <td
                key={`${s.key}-v`}
                className={`px-3 py-2 text-right ${degree ? OFF : ''}`}
                data-testid={`total-${s.key}`}
              >
                <Volume value={totalWithData(s)} unit={data.unit} />
              </td>,
              degree ? (
                <td key={`${s.key}-d`} className={`px-3 py-2 text-right ${OFF}`}>
                  <Rounded value={s.weightedDegreeDays} format={formatDegreeDays} />
                </td>
              ) : null,
              degree ? (
                <td key={`${s.key}-p`} className="px-3 py-2 text-right">
                  <Rounded value={s.perDegreeDay} format={formatPerDegreeDay} />
                  <PhoneVolume value={totalWithData(s)} unit={data.unit} />
                </td>
              ) : null,
              <td key={`${s.key}-c`} className={OFF} />,
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
    </ScrollX>
  );
}
