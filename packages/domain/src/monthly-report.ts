import Decimal from 'decimal.js';
import { startOfMonthPlus } from './calendar.ts';

// The monthly report per customer (issue 32): the month's bounds, the change against the same month last
// year, and the cost of a connection's month — invoiced where invoices cover it, else estimated from the
// connection's average invoiced price per unit over the twelve months before. Pure: exact decimals in,
// rounded once at the end.

/** 'YYYY-MM' → the month's first day and the next month's first day (exclusive end). */
export function monthBounds(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: startOfMonthPlus(from, 1) };
}

/** The month before the one of a day: '2026-12-01' → '2026-11'. */
export function previousMonthOf(isoDay: string): string {
  return startOfMonthPlus(isoDay, -1).slice(0, 7);
}

/** 'YYYY-MM' shifted by whole months. */
export function shiftMonth(month: string, months: number): string {
  return startOfMonthPlus(`${month}-01`, months).slice(0, 7);
}

/** The change of `current` against `previous` in %, 1 decimal; null when there is nothing to compare. */
export function changePercent(current: Decimal.Value | null, previous: Decimal.Value | null): string | null {
  if (current === null || previous === null) return null;
  const before = new Decimal(previous);
  if (before.isZero()) return null;
  return new Decimal(current).minus(before).div(before).times(100).toFixed(1);
}

export type MonthCost =
  | { kind: 'invoiced'; amount: string }
  | { kind: 'estimated'; amount: string; pricePerUnit: string; basisMonths: number }
  | { kind: 'unknown' };

/**
 * The cost of one connection's month (excl. VAT): the invoiced amount of that month when there is one;
 * else usage × (Σ invoiced ÷ Σ usage over the earlier months that have both an invoice and usage);
 * unknown without such months or without usage. Rounded to cents once, at the end.
 */
export function monthCost(input: {
  month: string;
  usage: Decimal.Value | null;
  /** Invoiced amount excl. VAT per month 'YYYY-MM'. */
  invoiced: ReadonlyMap<string, Decimal.Value>;
  /** Measured usage per month 'YYYY-MM'. */
  usageByMonth: ReadonlyMap<string, Decimal.Value>;
}): MonthCost {
  const own = input.invoiced.get(input.month);
  if (own !== undefined) return { kind: 'invoiced', amount: new Decimal(own).toFixed(2) };
  if (input.usage === null) return { kind: 'unknown' };
  let amount = new Decimal(0);
  let volume = new Decimal(0);
  let months = 0;
  for (const [month, invoiced] of input.invoiced) {
    if (month >= input.month || month < shiftMonth(input.month, -12)) continue;
    const usage = input.usageByMonth.get(month);
    if (usage === undefined || new Decimal(usage).lte(0)) continue;
    amount = amount.plus(invoiced);
    volume = volume.plus(usage);
    months += 1;
  }
  if (months === 0) return { kind: 'unknown' };
  const price = amount.div(volume);
  return {
    kind: 'estimated',
    amount: price.times(input.usage).toFixed(2),
    pricePerUnit: price.toFixed(5),
    basisMonths: months,
  };
}
