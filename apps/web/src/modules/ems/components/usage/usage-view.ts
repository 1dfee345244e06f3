import { z } from 'zod';
import { USAGE_INTERVALS, type UsageInterval } from '@energiek/contracts/ems';
import type { UsageResponse } from '@energiek/contracts/ems-usage';
import { addBuckets, bucketStart } from '@energiek/domain/buckets';
import { exactDifference, exactSum } from '@energiek/domain/usage-labels';
import type { ChartSeries } from '../../../../components/charts/chart-options.ts';
import { USAGE_TEXTS } from '../../texts-usage.ts';

// The usage screen's state (in the URL) and what it shows, as pure functions: the period a resolution
// pages through, the chart series and the totals — all from one API response, so chart, table and
// export agree.

export const PERIODS = ['day', 'week', 'month', 'year', 'years'] as const;
export type Period = (typeof PERIODS)[number];

/** Periods a resolution may page through (a year of quarters is the longest: 35,040 points). */
export const PERIODS_BY_INTERVAL: Record<UsageInterval, readonly Period[]> = {
  quarter: ['day', 'week', 'month', 'year'],
  hour: ['day', 'week', 'month', 'year'],
  day: ['week', 'month', 'year'],
  week: ['month', 'year', 'years'],
  month: ['year', 'years'],
  year: ['years'],
};
const DEFAULT_PERIOD: Record<UsageInterval, Period> = {
  quarter: 'day',
  hour: 'week',
  day: 'month',
  week: 'year',
  month: 'year',
  year: 'years',
};

const isoDayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .catch('');

/** /v3/customers/12/ems/usage?c=3,4&interval=hour&period=week&date=2025-10-26 */
export const usageState = z.object({
  c: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .catch(''),
  interval: z.enum(USAGE_INTERVALS).catch('day'),
  period: z.enum(PERIODS).catch('month'),
  date: isoDayParam,
  split: z.enum(['0', '1']).catch('0'),
});
export type UsageState = z.output<typeof usageState>;

export function connectionIdsOf(state: Pick<UsageState, 'c'>): number[] {
  return state.c ? state.c.split(',').map(Number) : [];
}

/** The period actually used: the state's when the resolution allows it, else the resolution's default. */
export function effectivePeriod(interval: UsageInterval, period: Period): Period {
  return PERIODS_BY_INTERVAL[interval].includes(period) ? period : DEFAULT_PERIOD[interval];
}

/** The local days [from, to) of the period that contains `date`. */
export function periodRange(period: Period, date: string): { from: string; to: string } {
  if (period === 'years') {
    const start = bucketStart(date, 'year');
    return { from: addBuckets(start, 'year', -4), to: addBuckets(start, 'year', 1) };
  }
  const from = bucketStart(date, period);
  return { from, to: addBuckets(from, period, 1) };
}

/** The anchor day one period earlier (−1) or later (+1). */
export function shiftDate(period: Period, date: string, step: number): string {
  if (period === 'years') return addBuckets(bucketStart(date, 'year'), 'year', 5 * step);
  return addBuckets(bucketStart(date, period), period, step);
}

/** Series drawn as bars for calendar buckets, as lines for quarters and hours. */
export function usageChartSeries(usage: UsageResponse, split: boolean): ChartSeries[] {
  const fine = usage.meta.interval === 'quarter' || usage.meta.interval === 'hour';
  const kind = fine ? 'line' : 'bar';
  const T = USAGE_TEXTS.series;
  const pairs = (value: (p: UsageResponse['data'][number]) => number | null) =>
    usage.data.map((point) => [point.start, value(point)] as const);
  const series: ChartSeries[] = split
    ? [
        {
          name: T.normal,
          kind,
          stack: 'verbruik',
          data: pairs((p) => exactDifference(p.consumption, p.consumptionLow)),
        },
        { name: T.low, kind, stack: 'verbruik', data: pairs((p) => p.consumptionLow) },
      ]
    : [{ name: T.consumption, kind, data: pairs((p) => p.consumption) }];
  if (usage.meta.unit === 'kWh') {
    series.push({ name: T.production, kind, data: pairs((p) => p.production) });
    // Netto (used − fed in, below zero when more was fed in) only when something was fed in: without feed-in
    // it equals the usage and its line covers the usage's (issue 32 "Netto hides usage"). Dots on its values,
    // so one bucket or one between gaps still shows.
    if (usage.data.some((p) => p.production !== null && p.production !== 0)) {
      series.push({ name: T.net, kind: 'line', points: true, data: pairs((p) => p.net) });
    }
  }
  // the power series name their unit: kW, or m³/h for gas (issue 32)
  const unit = usage.meta.peakUnit;
  const peakName = usage.meta.peakBasis === 'day-average' ? T.dayAverage : T.peak;
  series.push({
    name: `${peakName} (${unit})`,
    kind: 'line',
    secondAxis: true,
    data: pairs((p) => p.peakKw),
  });
  const capacity = usage.meta.contractedCapacity;
  if (capacity !== null && capacity !== undefined) {
    series.push({
      name: `${T.capacity} (${unit})`,
      kind: 'line',
      secondAxis: true,
      dashed: true,
      color: CAPACITY_COLOR,
      data: pairs(() => capacity),
    });
    // the buckets whose peak went above it, as red dots on the peak line (issue 32)
    if (usage.data.some((p) => p.peakKw !== null && p.peakKw > capacity)) {
      series.push({
        name: T.aboveCapacity,
        kind: 'line',
        secondAxis: true,
        markers: true,
        color: ABOVE_COLOR,
        data: pairs((p) => (p.peakKw !== null && p.peakKw > capacity ? p.peakKw : null)),
      });
    }
  }
  return series;
}

const CAPACITY_COLOR = '#475569';
const ABOVE_COLOR = '#dc2626';

export type CapacityExceedance = {
  capacity: number;
  unit: 'kW' | 'm³/h';
  buckets: number;
  highest: number;
  at: string;
};

/** The buckets whose peak went above the contracted capacity: how many, the highest and when (its first
 * bucket); null without a capacity or when no peak went above it. */
export function capacityExceedance(usage: UsageResponse): CapacityExceedance | null {
  const capacity = usage.meta.contractedCapacity;
  if (capacity === null || capacity === undefined) return null;
  let result: CapacityExceedance | null = null;
  for (const p of usage.data) {
    if (p.peakKw === null || p.peakKw <= capacity) continue;
    if (result === null) {
      result = { capacity, unit: usage.meta.peakUnit, buckets: 0, highest: p.peakKw, at: p.start };
    }
    result.buckets += 1;
    if (p.peakKw > result.highest) {
      result.highest = p.peakKw;
      result.at = p.start;
    }
  }
  return result;
}

export type UsageTotals = {
  consumption: number | null;
  production: number | null;
  net: number | null;
  maxPeak: number | null;
  count: number;
  expected: number;
};

/** Exact totals of the buckets shown (the export's total row computes the same). */
export function usageTotals(usage: UsageResponse): UsageTotals {
  const data = usage.data;
  return {
    consumption: exactSum(data.map((p) => p.consumption)),
    production: exactSum(data.map((p) => p.production)),
    net: exactSum(data.map((p) => p.net)),
    maxPeak: data.reduce<number | null>(
      (max, p) => (p.peakKw !== null && (max === null || p.peakKw > max) ? p.peakKw : max),
      null,
    ),
    count: data.reduce((n, p) => n + p.count, 0),
    expected: data.reduce((n, p) => n + p.expected, 0),
  };
}
