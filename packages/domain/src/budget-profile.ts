import Decimal from 'decimal.js';
import { daysBetween, daysInMonth, parseDay } from './calendar.ts';

// The part of a year's budget that is due by a day. Electricity is used evenly enough to go by days;
// gas follows the heating season, so its budget goes by the degree days of a normal year: the mean
// weighted degree days per calendar month over complete past years (the degree-day table).

export type BudgetProfile = 'degree-days' | 'days';

export type DegreeDayMonth = { start: string; days: number; weightedDegreeDays: number };

/**
 * The normal weighted degree days of each calendar month (index 0 = January): the mean over the given
 * months that are complete (a row per day). Null when a calendar month has no complete month, or the
 * year would have no degree days at all: then there is no season to follow.
 */
export function monthlyDegreeDayNormals(months: readonly DegreeDayMonth[]): Decimal[] | null {
  const sums = Array.from({ length: 12 }, () => ({ total: new Decimal(0), count: 0 }));
  for (const month of months) {
    const { year, month: m } = parseDay(month.start);
    if (month.days !== daysInMonth(year, m)) continue;
    const slot = sums[m - 1]!;
    slot.total = slot.total.plus(month.weightedDegreeDays);
    slot.count += 1;
  }
  if (sums.some((slot) => slot.count === 0)) return null;
  const normals = sums.map((slot) => slot.total.dividedBy(slot.count));
  return normals.some((n) => n.greaterThan(0)) ? normals : null;
}

/**
 * The share (0–1) of the year's budget due before `to` (exclusive; 1 January of the next year = all):
 * by days for electricity or without normals; for gas the normal degree days of the whole months before
 * `to`'s month plus its month's part by days, over the year's total. Not rounded: the caller rounds the
 * amount once.
 */
export function budgetShareToDate(
  product: 1 | 2,
  year: number,
  to: string,
  normals: readonly Decimal[] | null,
): { share: Decimal; profile: BudgetProfile } {
  const first = `${year}-01-01`;
  const end = `${year + 1}-01-01`;
  const clamped = to < first ? first : to > end ? end : to;
  if (product === 1 || normals === null) {
    return {
      share: new Decimal(daysBetween(first, clamped)).dividedBy(daysBetween(first, end)),
      profile: 'days',
    };
  }
  if (clamped === end) return { share: new Decimal(1), profile: 'degree-days' };
  const { month, day } = parseDay(clamped);
  let due = new Decimal(0);
  for (let m = 1; m < month; m++) due = due.plus(normals[m - 1]!);
  due = due.plus(normals[month - 1]!.times(day - 1).dividedBy(daysInMonth(year, month)));
  const total = normals.reduce((sum, n) => sum.plus(n), new Decimal(0));
  return { share: due.dividedBy(total), profile: 'degree-days' };
}
