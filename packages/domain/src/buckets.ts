import { daysBetween } from './calendar.ts';
import { addLocalDays } from './local-time.ts';

// Calendar buckets of local Dutch days: ISO weeks (Monday first), months and years. Days are
// YYYY-MM-DD strings; a bucket is named by its first day. Pair with local-time.ts to get instants.

export type Grain = 'day' | 'week' | 'month' | 'year';

function parts(isoDay: string): [number, number, number] {
  const [y, m, d] = isoDay.split('-').map(Number);
  if (!y || !m || !d) throw new RangeError(`Not a YYYY-MM-DD day: ${isoDay}`);
  return [y, m, d];
}

function day(year: number, month: number, dayOfMonth: number): string {
  return new Date(Date.UTC(year, month - 1, dayOfMonth)).toISOString().slice(0, 10);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(isoDay: string): number {
  const [y, m, d] = parts(isoDay);
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

/** The first day of the bucket that contains `isoDay`. */
export function bucketStart(isoDay: string, grain: Grain): string {
  const [y, m] = parts(isoDay);
  switch (grain) {
    case 'day':
      return isoDay;
    case 'week':
      return addLocalDays(isoDay, 1 - isoWeekday(isoDay));
    case 'month':
      return day(y, m, 1);
    case 'year':
      return day(y, 1, 1);
  }
}

/** The first day of the bucket `count` buckets after the one starting at `start` (negative goes back). */
export function addBuckets(start: string, grain: Grain, count: number): string {
  const [y, m, d] = parts(start);
  switch (grain) {
    case 'day':
      return addLocalDays(start, count);
    case 'week':
      return addLocalDays(start, 7 * count);
    case 'month':
      return day(y, m + count, d);
    case 'year':
      return day(y + count, m, d);
  }
}

/** The aligned day range [from, to) of whole buckets that covers the days [firstDay, lastDay]. */
export function coveringBuckets(
  firstDay: string,
  lastDay: string,
  grain: Grain,
): { from: string; to: string } {
  return { from: bucketStart(firstDay, grain), to: addBuckets(bucketStart(lastDay, grain), grain, 1) };
}

/** ISO 8601 week number and its year (the week of 29-12-2025 is week 1 of 2026). */
export function isoWeek(isoDay: string): { year: number; week: number } {
  const thursday = addLocalDays(bucketStart(isoDay, 'week'), 3);
  const [year] = parts(thursday);
  const jan1 = day(year, 1, 1);
  const days = daysBetween(jan1, thursday);
  return { year, week: Math.floor(days / 7) + 1 };
}
