import { formatDate, formatDateTime, formatMonth, formatNumber, toIsoDate } from '@energiek/contracts/format';

// The ECharts option of the app's charts, as a pure function (tested without a canvas): Dutch number
// and date formats from contracts, one look for every chart. Used by energy-usage screens.

export type ChartKind = 'line' | 'bar';
/** time: x values are timestamps (ms or ISO strings); category: x values are labels. */
export type ChartXAxis = 'time' | 'category';
/** How a time axis and the tooltip print a moment. */
export type ChartTimeUnit = 'day' | 'datetime' | 'month' | 'year';

export type ChartSeries = {
  name: string;
  kind?: ChartKind;
  /** [x, y] pairs; y null leaves a gap. */
  data: ReadonlyArray<readonly [string | number, number | null]>;
  /** Draws on the second y axis (say m³ beside kWh). */
  secondAxis?: boolean;
  stack?: string;
  /** A dot on every value of a line, so a lone value (one bucket, or one between gaps) still shows. */
  points?: boolean;
  /** Only the dots, no line between them (values to mark, say peaks above the contracted capacity). */
  markers?: boolean;
  /** A dashed line (a limit such as the contracted capacity). */
  dashed?: boolean;
  /** The series' own colour instead of its place in CHART_COLORS. */
  color?: string;
};

export type ChartSpec = {
  series: readonly ChartSeries[];
  kind?: ChartKind;
  xAxis?: ChartXAxis;
  timeUnit?: ChartTimeUnit;
  /** Unit after values in axis labels and the tooltip ('kWh'). */
  unit?: string;
  secondUnit?: string;
  decimals?: number;
  /** Decimals of the second axis and its series (say kW with one decimal beside whole kWh). */
  secondDecimals?: number;
  /** A zoom slider below the chart, for long series. */
  zoom?: boolean;
  /** false: no legend on the canvas (the screen draws its own, say one that wraps on a phone). */
  legend?: boolean;
};

export function formatChartValue(value: unknown, unit: string | undefined, decimals = 0): string {
  if (typeof value !== 'number') return '–';
  const number = formatNumber(value, decimals);
  // euros lead, as formatCurrency writes them: "€ 3.000.000" (issue 32)
  if (unit === '€') return `€ ${number}`;
  return unit ? `${number} ${unit}` : number;
}

export function formatChartMoment(value: unknown, unit: ChartTimeUnit = 'day'): string {
  if (typeof value !== 'number' && typeof value !== 'string') return '';
  if (unit === 'month') return formatMonth(value);
  // a year bucket starts on 1 January: its year alone, not "januari 2022" (issue 32)
  if (unit === 'year') return toIsoDate(value).slice(0, 4);
  return unit === 'datetime' ? formatDateTime(value) : formatDate(value);
}

/** The series colours in order (a screen's own legend uses them). */
export const CHART_COLORS = ['#0f766e', '#f59e0b', '#6366f1', '#e11d48', '#0ea5e9', '#84cc16'];

/** The smallest of 1, 2, 2.5, 5 × 10^k that is at least `value` (> 0). */
export function niceStep(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= value * (1 - 1e-9)) ?? 10;
  return step * power;
}

type AxisRange = { min: number; max: number; interval: number };

/**
 * Ranges for axes whose zeros sit at the same height: each axis gets `ticks` steps of a nice size, the
 * same number below zero on every axis. `extents` are the axes' lowest and highest values (stacked).
 * Returns null when no axis goes below zero (ECharts then starts each axis at zero by itself).
 */
export function alignedZeroRanges(
  extents: ReadonlyArray<{ low: number; high: number }>,
  ticks = 5,
): AxisRange[] | null {
  if (extents.every((e) => e.low >= 0)) return null;
  let best: { waste: number; ranges: AxisRange[] } | null = null;
  for (let down = 1; down < ticks; down += 1) {
    const up = ticks - down;
    const ranges = extents.map(({ low, high }) => {
      const interval = niceStep(Math.max(high / up, -low / down, 1e-9));
      return { min: -down * interval, max: up * interval, interval };
    });
    const waste = ranges.reduce((total, range, i) => {
      const e = extents[i] as { low: number; high: number };
      const span = Math.max(e.high, 0) - Math.min(e.low, 0) || 1;
      return total + (range.max - range.min) / span;
    }, 0);
    if (best === null || waste < best.waste) best = { waste, ranges };
  }
  return best?.ranges ?? null;
}

/** Lowest and highest value an axis shows: series of one stack add up per x. */
function axisExtent(series: readonly ChartSeries[]): { low: number; high: number } {
  let low = 0;
  let high = 0;
  const stacks = new Map<string, Map<string | number, { neg: number; pos: number }>>();
  for (const one of series) {
    for (const [x, y] of one.data) {
      if (y === null) continue;
      if (!one.stack) {
        low = Math.min(low, y);
        high = Math.max(high, y);
        continue;
      }
      const byX = stacks.get(one.stack) ?? new Map<string | number, { neg: number; pos: number }>();
      stacks.set(one.stack, byX);
      const sum = byX.get(x) ?? { neg: 0, pos: 0 };
      if (y < 0) sum.neg += y;
      else sum.pos += y;
      byX.set(x, sum);
      low = Math.min(low, sum.neg);
      high = Math.max(high, sum.pos);
    }
  }
  return { low, high };
}

function valueAxis(unit: string | undefined, decimals: number, range?: AxisRange) {
  return {
    type: 'value' as const,
    ...(range ?? {}),
    axisLabel: { formatter: (value: number) => formatChartValue(value, unit, decimals) },
    splitLine: { lineStyle: { color: '#e2e8f0' } },
  };
}

/** The ECharts option for a spec: axes, series, Dutch tooltip, legend when more than one series. */
export function buildChartOption(spec: ChartSpec) {
  const decimals = spec.decimals ?? 0;
  const secondDecimals = spec.secondDecimals ?? decimals;
  const xType = spec.xAxis ?? 'time';
  const timeUnit = spec.timeUnit ?? 'day';
  const hasSecond = spec.series.some((series) => series.secondAxis);
  const legend = spec.legend !== false && spec.series.length > 1;
  const unitOf = (series: ChartSeries) => (series.secondAxis ? spec.secondUnit : spec.unit);
  const unitByName = new Map(spec.series.map((series) => [series.name, unitOf(series)]));
  const decimalsByName = new Map(
    spec.series.map((series) => [series.name, series.secondAxis ? secondDecimals : decimals]),
  );
  const xLabel = (value: string | number) =>
    xType === 'time' ? formatChartMoment(value, timeUnit) : String(value);
  // two axes (kWh and kW): when either goes below zero (Netto), both zeros at one height
  const aligned = hasSecond
    ? alignedZeroRanges([
        axisExtent(spec.series.filter((series) => !series.secondAxis)),
        axisExtent(spec.series.filter((series) => series.secondAxis)),
      ])
    : null;

  return {
    color: CHART_COLORS,
    animation: false,
    grid: {
      left: 8,
      right: hasSecond ? 8 : 16,
      top: legend ? 40 : 16,
      bottom: spec.zoom ? 56 : 8,
      containLabel: true,
    },
    // One line that pages (arrows) when the names do not fit: a wrapping legend grows downwards over the
    // plot on a phone, because the grid's top is fixed here and ECharts does not move it for the legend.
    legend: { show: legend, type: 'scroll' as const, top: 0, left: 0, right: 0 },
    tooltip: {
      trigger: 'axis' as const,
      formatter: (params: unknown) => {
        const items = (Array.isArray(params) ? params : [params]) as Array<{
          seriesName?: string;
          marker?: string;
          value?: unknown;
          axisValue?: string | number;
        }>;
        const first = items[0];
        const head = first?.axisValue === undefined ? '' : xLabel(first.axisValue);
        const markerNames = new Set(spec.series.filter((s) => s.markers).map((s) => s.name));
        const shown = items.filter((item) => {
          const value = Array.isArray(item.value) ? item.value[1] : item.value;
          return !(markerNames.has(item.seriesName ?? '') && typeof value !== 'number');
        });
        const lines = shown.map((item) => {
          const value = Array.isArray(item.value) ? item.value[1] : item.value;
          return `${item.marker ?? ''} ${item.seriesName ?? ''}: ${formatChartValue(value, unitByName.get(item.seriesName ?? ''), decimalsByName.get(item.seriesName ?? '') ?? decimals)}`;
        });
        return [head, ...lines].join('<br/>');
      },
    },
    xAxis: {
      type: xType,
      axisLabel: { formatter: xLabel, hideOverlap: true },
    },
    yAxis: hasSecond
      ? [
          valueAxis(spec.unit, decimals, aligned?.[0]),
          valueAxis(spec.secondUnit, secondDecimals, aligned?.[1]),
        ]
      : valueAxis(spec.unit, decimals),
    dataZoom: spec.zoom
      ? [
          { type: 'inside' as const },
          { type: 'slider' as const, bottom: 8, labelFormatter: (value: number) => xLabel(value) },
        ]
      : [],
    series: spec.series.map((series) => ({
      name: series.name,
      type: series.kind ?? spec.kind ?? 'line',
      data: series.data.map(([x, y]) => [x, y]),
      yAxisIndex: series.secondAxis ? 1 : 0,
      showSymbol: series.points === true || series.markers === true,
      ...(series.stack ? { stack: series.stack } : {}),
      ...(series.color ? { itemStyle: { color: series.color } } : {}),
      ...(series.markers
        ? { symbol: 'circle', symbolSize: 9, lineStyle: { width: 0, opacity: 0 }, z: 5 }
        : {}),
      ...(series.dashed ? { lineStyle: { type: 'dashed' as const, width: 2 } } : {}),
    })),
  };
}

export type ChartOption = ReturnType<typeof buildChartOption>;
