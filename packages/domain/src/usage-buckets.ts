import { addBuckets, bucketStart } from './buckets.ts';
import type { Grain } from './buckets.ts';
import { daysBetween } from './calendar.ts';
import { startOfLocalDay } from './local-time.ts';

// The buckets of a usage query: quarters and hours as instants (the repeated autumn hour is two
// buckets), days, ISO weeks, months and years as local calendar units. A range [from, to) of local days
// may cut the first and last calendar bucket: such a bucket keeps its calendar start and covers only
// the days in range (its expected count says so).

export type UsageResolution = 'quarter' | 'hour' | Grain;

export type UsageBucket = {
  /** The bucket's calendar start (quarter/hour: its first instant). */
  start: Date;
  /** First and after-last instant of the part inside [from, to). */
  from: Date;
  to: Date;
  /** Local days of the bucket inside the range (0 for quarters and hours). */
  days: number;
};

const MINUTE = 60_000;

/** Every bucket of the local days [from, to), in order. */
export function usageBuckets(from: string, to: string, resolution: UsageResolution): UsageBucket[] {
  const first = startOfLocalDay(from).getTime();
  const last = startOfLocalDay(to).getTime();
  const out: UsageBucket[] = [];
  if (resolution === 'quarter' || resolution === 'hour') {
    const step = (resolution === 'quarter' ? 15 : 60) * MINUTE;
    for (let t = first; t < last; t += step) {
      out.push({ start: new Date(t), from: new Date(t), to: new Date(t + step), days: 0 });
    }
    return out;
  }
  for (let day = bucketStart(from, resolution); day < to; day = addBuckets(day, resolution, 1)) {
    const next = addBuckets(day, resolution, 1);
    const partFrom = day < from ? from : day;
    const partTo = next > to ? to : next;
    out.push({
      start: startOfLocalDay(day),
      from: startOfLocalDay(partFrom),
      to: startOfLocalDay(partTo),
      days: daysBetween(partFrom, partTo),
    });
  }
  return out;
}

/**
 * Intervals of `minutes` a bucket should hold: 92/96/100 quarters on a local day, 4 a quarter-hour
 * bucket of hourly data 0; data of whole local days (1440) counts days and is absent below a day.
 */
export function expectedIntervals(bucket: UsageBucket, minutes: number): number {
  if (minutes >= 1440) return bucket.days;
  const span = (bucket.to.getTime() - bucket.from.getTime()) / MINUTE;
  return span >= minutes ? Math.floor(span / minutes) : 0;
}

/** The day after the last day a range of `years` calendar years from `from` may reach (exclusive). */
export function rangeLimit(from: string, years: number): string {
  return addBuckets(from, 'year', years);
}

/** The local days [from, to) moved by `count` periods of `grain` (period navigation). */
export function shiftRange(
  from: string,
  to: string,
  grain: Grain,
  count: number,
): { from: string; to: string } {
  return { from: addBuckets(from, grain, count), to: addBuckets(to, grain, count) };
}
