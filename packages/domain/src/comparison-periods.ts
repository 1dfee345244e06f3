import { type Grain, addBuckets, bucketStart } from './buckets.ts';
import { daysBetween } from './calendar.ts';
import { addLocalDays, intervalsBetween } from './local-time.ts';

// Period against period (issue 32 "Comparisons"): the comparison period is the chosen period moved by
// whole weeks, so every day is compared with the same weekday (Monday with Monday): a year back is
// 364 days, not 365. Its buckets are the first period's buckets moved by the same number of days, so
// bucket i of both periods has the same length and the same weekdays. Days are local Dutch days
// (YYYY-MM-DD, `to` exclusive); the number of quarters per bucket follows DST per day. Pure.

export type DayRange = { start: string; from: string; to: string };

/** Days from the comparison period back to the period: the whole weeks nearest to `from` − `compareFrom`
 * (never 0 unless the two starts are the same day, so a comparison is never the period itself). */
export function weekdayShift(from: string, compareFrom: string): number {
  const days = daysBetween(compareFrom, from);
  if (days === 0) return 0;
  const weeks = Math.round(days / 7) || Math.sign(days);
  return weeks * 7;
}

/** The buckets of `grain` over [from, to): `start` names the calendar bucket, [from, to) is the part of
 * it inside the range. */
export function periodBuckets(from: string, to: string, grain: Grain): DayRange[] {
  const out: DayRange[] = [];
  for (let start = bucketStart(from, grain); start < to; start = addBuckets(start, grain, 1)) {
    const next = addBuckets(start, grain, 1);
    out.push({ start, from: start < from ? from : start, to: next < to ? next : to });
  }
  return out;
}

/** The same buckets `days` earlier (later when negative): the comparison period's buckets. */
export function shiftBuckets(buckets: readonly DayRange[], days: number): DayRange[] {
  return buckets.map((b) => ({
    start: addLocalDays(b.start < b.from ? b.from : b.start, -days),
    from: addLocalDays(b.from, -days),
    to: addLocalDays(b.to, -days),
  }));
}

/** The comparison period of [from, to) for the chosen `compareFrom`: moved to the same weekdays. */
export function comparisonPeriod(
  from: string,
  to: string,
  compareFrom: string,
  grain: Grain,
): { shiftDays: number; from: string; to: string; buckets: DayRange[] } {
  const shiftDays = weekdayShift(from, compareFrom);
  return {
    shiftDays,
    from: addLocalDays(from, -shiftDays),
    to: addLocalDays(to, -shiftDays),
    buckets: shiftBuckets(periodBuckets(from, to, grain), shiftDays),
  };
}

/** Quarters (or hours) expected in a bucket: 92 on the spring DST Sunday, 100 on the autumn one. */
export function bucketIntervals(bucket: DayRange, minutes: 15 | 60): number {
  return intervalsBetween(bucket.from, bucket.to, minutes);
}
