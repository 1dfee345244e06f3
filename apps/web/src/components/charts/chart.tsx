import { Suspense, lazy, useMemo } from 'react';
import type { Ref } from 'react';
import type { ChartHandle } from './chart-canvas.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { COMPONENT_TEXTS } from '../texts.ts';
import { buildChartOption } from './chart-options.ts';
import type { ChartSpec } from './chart-options.ts';

// ECharts is large: it loads with the first chart on screen, never with the shell or /login.
const ChartCanvas = lazy(async () => ({ default: (await import('./chart-canvas.tsx')).ChartCanvas }));

type ChartProps = ChartSpec & {
  /** What the chart shows, for screen readers ('Verbruik per dag in kWh'). */
  label: string;
  height?: number;
  /** Lets the screen save the drawn chart (PNG export). */
  handle?: Ref<ChartHandle>;
};

/** A line or bar chart with Dutch number and date formats; an empty series shows a sentence instead. */
export function Chart({
  label,
  height = 320,
  series,
  kind,
  xAxis,
  timeUnit,
  unit,
  secondUnit,
  decimals,
  secondDecimals,
  zoom,
  legend,
  handle,
}: ChartProps) {
  const option = useMemo(
    () =>
      buildChartOption({
        series,
        kind,
        xAxis,
        timeUnit,
        unit,
        secondUnit,
        decimals,
        secondDecimals,
        zoom,
        ...(legend === undefined ? {} : { legend }),
      }),
    [series, kind, xAxis, timeUnit, unit, secondUnit, decimals, secondDecimals, zoom, legend],
  );
  const empty = series.every((series) => series.data.every(([, y]) => y === null));
  if (empty) {
    return (
      <p className="flex items-center justify-center text-sm text-slate-500" style={{ height }}>
        {COMPONENT_TEXTS.charts.empty}
      </p>
    );
  }
  return (
    <Suspense
      fallback={
        <div className="flex items-center justify-center text-brand-600" style={{ height }}>
          <Spinner className="size-6" label={COMPONENT_TEXTS.charts.loading} />
        </div>
      }
    >
      <ChartCanvas option={option} height={height} label={label} handle={handle} />
    </Suspense>
  );
}
