// Degree days (graaddagen) for normalising gas usage: how much colder than 18 °C a day was on average.
// KNMI gives the daily mean temperature TG in 0.1 °C, so every figure here is an exact multiple of 0.1
// (degree days) or 0.01 (weighted degree days); the arithmetic runs on integer tenths and hundredths.

/** The base temperature in 0.1 °C. */
const BASE_TENTHS = 180;

/**
 * The weight of a month in tenths: 0.8 April–September, 1.0 March and October, 1.1 November–February
 * (heating in the dark months costs more than the temperature alone says).
 */
export function degreeDayWeightTenths(month: number): 8 | 10 | 11 {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Not a month: ${month}`);
  if (month >= 4 && month <= 9) return 8;
  if (month === 3 || month === 10) return 10;
  return 11;
}

/** The weight of a month as a number (0.8, 1 or 1.1). */
export function degreeDayWeight(month: number): number {
  return degreeDayWeightTenths(month) / 10;
}

export type DegreeDayFigures = {
  /** max(0, 18 − TG/10), one decimal. */
  degreeDays: number;
  /** degreeDays × the month's weight, two decimals. */
  weightedDegreeDays: number;
};

/** Degree days of one day from its mean temperature in 0.1 °C and its date (YYYY-MM-DD). */
export function degreeDaysOf(isoDay: string, meanTenths: number): DegreeDayFigures {
  if (!Number.isInteger(meanTenths)) throw new RangeError(`TG must be whole tenths: ${meanTenths}`);
  const month = Number(isoDay.slice(5, 7));
  const tenths = Math.max(0, BASE_TENTHS - meanTenths);
  const hundredths = tenths * degreeDayWeightTenths(month);
  return { degreeDays: tenths / 10, weightedDegreeDays: hundredths / 100 };
}

/** The sum of figures of at most two decimals, exact (no binary rounding drift). */
export function sumDegreeDays(values: Iterable<number | string>): number {
  let hundredths = 0;
  for (const value of values) hundredths += Math.round(Number(value) * 100);
  return hundredths / 100;
}

/**
 * Scales a quantity measured in one period to the degree days of another (e.g. gas of this winter
 * "as if" it had been as cold as last winter): value × reference / actual. Null when the period had
 * no degree days (nothing to normalise against).
 */
export function normaliseByDegreeDays(
  value: number,
  actualDegreeDays: number,
  referenceDegreeDays: number,
): number | null {
  if (actualDegreeDays <= 0) return null;
  return (value * referenceDegreeDays) / actualDegreeDays;
}

export type DegreeDayPeriod = { start: string; days: number };

const pad2 = (n: number) => String(n).padStart(2, '0');
const dayMs = 86_400_000;
const daysBetweenIso = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / dayMs;

/**
 * Every day, month or year that [from, to) touches, with the days of it inside the range: a table of
 * degree days shows a period without data as missing, and one with fewer days than this as partial.
 */
export function degreeDayPeriods(
  interval: 'day' | 'month' | 'year',
  from: string,
  to: string,
): DegreeDayPeriod[] {
  const periods: DegreeDayPeriod[] = [];
  let start =
    interval === 'day' ? from : interval === 'month' ? `${from.slice(0, 7)}-01` : `${from.slice(0, 4)}-01-01`;
  while (start < to) {
    const [y, m] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
    const next =
      interval === 'day'
        ? new Date(Date.parse(start) + dayMs).toISOString().slice(0, 10)
        : interval === 'month'
          ? m === 12
            ? `${y + 1}-01-01`
            : `${y}-${pad2(m + 1)}-01`
          : `${y + 1}-01-01`;
    const first = start < from ? from : start;
    const last = next < to ? next : to;
    periods.push({ start, days: daysBetweenIso(first, last) });
    start = next;
  }
  return periods;
}

/**
 * The mean of the complete periods (every day of the period has a figure): a normal year from the
 * complete years, never from a year with gaps. Null without one complete period.
 */
export function completePeriodMean(
  rows: readonly { days: number; periodDays: number; degreeDays: number; weightedDegreeDays: number }[],
): { periods: number; degreeDays: number; weightedDegreeDays: number } | null {
  const complete = rows.filter((row) => row.periodDays > 0 && row.days >= row.periodDays);
  if (complete.length === 0) return null;
  const mean = (values: number[]) => Math.round((sumDegreeDays(values) * 100) / complete.length) / 100;
  return {
    periods: complete.length,
    degreeDays: mean(complete.map((row) => row.degreeDays)),
    weightedDegreeDays: mean(complete.map((row) => row.weightedDegreeDays)),
  };
}
