import type { Comparison } from '@energiek/contracts/ems-comparisons';
import { formatNumber } from '@energiek/contracts/format';
import { daysBetween } from '@energiek/domain/calendar';
import { Chart } from '../../../../components/charts/chart.tsx';
import type { ChartSeries } from '../../../../components/charts/chart-options.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { exact } from './exact.ts';
import { EMS_COMPARISON_TEXTS as T } from '../../texts-comparisons.ts';
import { CarpetPlot } from './carpet-plot.tsx';
import { carpetQuantity } from './carpet-labels.ts';
import { SeriesTable, bucketLabel } from './series-table.tsx';

// Chart and table of one comparison answer; both are drawn from the same response.

const slotTime = (slot: number, minutes: number) => {
  const m = slot * minutes;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

function seriesChart(data: Comparison): { series: ChartSeries[]; unit: string; category: boolean } {
  if (data.kind === 'connections') {
    return {
      category: false,
      unit: data.unit,
      series: data.series.map((s) => ({
        name: s.label,
        kind: 'bar',
        data: s.points.map((p) => [p.start, p.value] as const),
      })),
    };
  }
  const first = data.series[0];
  const labels = (first?.points ?? []).map((p) => bucketLabel(p.start, data.grain));
  const degree = data.kind === 'degree-days';
  return {
    category: true,
    unit: degree ? `${data.unit}/gd` : data.unit,
    series: data.series.map((s) => ({
      name: s.label,
      kind: 'bar',
      data: s.points.map(
        (p, i) => [labels[i] ?? String(i + 1), degree ? (p.perDegreeDay ?? null) : p.value] as const,
      ),
    })),
  };
}

export function ComparisonResult({ data }: { data: Comparison }) {
  if (data.carpet) {
    if (data.carpet.min === null) return <p className="text-sm text-slate-500">{T.noData}</p>;
    return <CarpetPlot data={data.carpet} unit={data.unit} />;
  }
  if (data.profile) {
    const profile = data.profile;
    const slots = 1440 / profile.slotMinutes;
    const times = Array.from({ length: slots }, (_, slot) => slotTime(slot, profile.slotMinutes));
    return (
      <Chart
        label={T.chartLabel(T.kinds.profile, data.unit)}
        xAxis="category"
        unit={data.unit}
        // one decimal, as the unit rule gives a small volume: '180,000 kWh' on the axis read as 180 thousand
        decimals={1}
        height={360}
        series={profile.weekdays
          .filter((w) => w.days > 0)
          .map((w) => ({
            name: `${T.weekdays[w.weekday - 1] ?? ''} (${T.days(w.days)})`,
            data: w.values.map((value, slot) => [times[slot] ?? '', value] as const),
          }))}
      />
    );
  }
  const chart = seriesChart(data);
  const [first, second] = data.series;
  return (
    <div className="space-y-4">
      <Chart
        label={T.chartLabel(T.kinds[data.kind], chart.unit)}
        xAxis={chart.category ? 'category' : 'time'}
        timeUnit={data.grain === 'month' ? 'month' : 'day'}
        unit={chart.unit}
        decimals={data.kind === 'degree-days' ? 2 : 1}
        series={chart.series}
      />
      {data.kind === 'periods' && first && second ? (
        <p className="text-sm text-slate-700" data-testid="weekday-note">
          {T.weekdayNote(second.label, daysBetween(second.from, first.from) / 7)}
        </p>
      ) : null}
      {data.kind === 'degree-days' ? <RegressionLines data={data} /> : null}
      {data.kind === 'degree-days' && second ? (
        second.normalised === null || second.normalised === undefined ? (
          <Alert tone="info" title={T.noDegreeDays} />
        ) : (
          <p className="text-sm text-slate-700" data-testid="normalised">
            {second.label}:{' '}
            <span title={exact(second.normalised)}>
              {T.normalised(carpetQuantity(second.normalised, data.unit))}
            </span>
          </p>
        )
      ) : null}
      <SeriesTable data={data} />
    </div>
  );
}

/** The regression baseline of each period (issue 32): base load per day + use per degree day, R². */
function RegressionLines({ data }: { data: Comparison }) {
  const second = data.series[1];
  return (
    <div className="space-y-1 text-sm text-slate-700" data-testid="regression">
      <p className="font-medium text-slate-900">{T.regressionTitle}</p>
      <ul className="list-inside list-disc">
        {data.series.map((s) => (
          <li key={s.key}>
            {s.label}:{' '}
            {s.regression
              ? T.regression(
                  `${formatNumber(s.regression.basePerDay, 1)} ${data.unit}`,
                  `${formatNumber(Math.abs(s.regression.slope), 2)} ${data.unit}`,
                  formatNumber(s.regression.slope, 2).startsWith('-'),
                  formatNumber(s.regression.r2, 2),
                  s.regression.days,
                )
              : T.noRegression}
          </li>
        ))}
      </ul>
      {second?.regressionNormalised != null ? (
        <p>
          {second.label}:{' '}
          {T.regressionNormalised(`${formatNumber(second.regressionNormalised, 1)} ${data.unit}`)}
        </p>
      ) : null}
    </div>
  );
}
