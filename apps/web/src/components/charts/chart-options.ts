import { formatDate, formatDateTime, formatMonth, formatNumber } from '@energiek/contracts/format';

// The ECharts option of the app's charts, as a pure function (tested without a canvas): Dutch number
// and date formats from contracts, one look for every chart. Used by energy-usage screens.

export type ChartKind = 'line' | 'bar';
/** time: x values are timestamps (ms or ISO strings); category: x values are labels. */
export type ChartXAxis = 'time' | 'category';
/** How a time axis and the tooltip print a moment. */
export type ChartTimeUnit = 'day' | 'datetime' | 'month';

export type ChartSeries = {
  name: string;
  kind?: ChartKind;
  /** [x, y] pairs; y null leaves a gap. */
  data: ReadonlyArray<readonly [string | number, number | null]>;
  /** Draws on the second y axis (say m³ beside kWh). */
  secondAxis?: boolean;
  stack?: string;
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
  /** A zoom slider below the chart, for long series. */
  zoom?: boolean;
};

export function formatChartValue(value: unknown, unit: string | undefined, decimals = 0): string {
  if (typeof value !== 'number') return '–';
  const number = formatNumber(value, decimals);
  return unit ? `${number} ${unit}` : number;
}

export function formatChartMoment(value: unknown, unit: ChartTimeUnit = 'day'): string {
  if (typeof value !== 'number' && typeof value !== 'string') return '';
  if (unit === 'month') return formatMonth(value);
  return unit === 'datetime' ? formatDateTime(value) : formatDate(value);
}

const PALETTE = ['#0f766e', '#f59e0b', '#6366f1', '#e11d48', '#0ea5e9', '#84cc16'];

function valueAxis(unit: string | undefined, decimals: number) {
  return {
    type: 'value' as const,
    axisLabel: { formatter: (value: number) => formatChartValue(value, unit, decimals) },
    splitLine: { lineStyle: { color: '#e2e8f0' } },
  };
}

/** The ECharts option for a spec: axes, series, Dutch tooltip, legend when more than one series. */
export function buildChartOption(spec: ChartSpec) {
  const decimals = spec.decimals ?? 0;
  const xType = spec.xAxis ?? 'time';
  const timeUnit = spec.timeUnit ?? 'day';
  const hasSecond = spec.series.some((series) => series.secondAxis);
  const unitOf = (series: ChartSeries) => (series.secondAxis ? spec.secondUnit : spec.unit);
  const unitByName = new Map(spec.series.map((series) => [series.name, unitOf(series)]));
  const xLabel = (value: string | number) =>
    xType === 'time' ? formatChartMoment(value, timeUnit) : String(value);

  return {
    color: PALETTE,
    animation: false,
    grid: {
      left: 8,
      right: hasSecond ? 8 : 16,
      top: spec.series.length > 1 ? 40 : 16,
      bottom: spec.zoom ? 56 : 8,
      containLabel: true,
    },
    // One line that pages (arrows) when the names do not fit: a wrapping legend grows downwards over the
    // plot on a phone, because the grid's top is fixed here and ECharts does not move it for the legend.
    legend: { show: spec.series.length > 1, type: 'scroll' as const, top: 0, left: 0, right: 0 },
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
        const lines = items.map((item) => {
          const value = Array.isArray(item.value) ? item.value[1] : item.value;
          return `${item.marker ?? ''} ${item.seriesName ?? ''}: ${formatChartValue(value, unitByName.get(item.seriesName ?? ''), decimals)}`;
        });
        return [head, ...lines].join('<br/>');
      },
    },
    xAxis: {
      type: xType,
      axisLabel: { formatter: xLabel, hideOverlap: true },
    },
    yAxis: hasSecond
      ? [valueAxis(spec.unit, decimals), valueAxis(spec.secondUnit, decimals)]
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
      showSymbol: false,
      ...(series.stack ? { stack: series.stack } : {}),
    })),
  };
}

export type ChartOption = ReturnType<typeof buildChartOption>;
