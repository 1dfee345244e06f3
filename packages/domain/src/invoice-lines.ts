// Building the lines of an energy invoice (issue 28): a line's amount is quantity × unit price rounded to
// cents once (half up), a fee billed per day is the yearly fee × days / days of the year, and the totals of a
// set of lines follow invoice-totals.ts (VAT per rate on the base of that rate). Decimal strings in and out.
import Decimal from 'decimal.js';
import { vatPerRate, type InvoiceTotalsLine, type VatRateTotal } from './invoice-totals.ts';

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** A decimal rounded to cents, half up ("1.005" → "1.01"). */
export function roundCents(value: Decimal.Value): string {
  return cents(new Decimal(value)).toFixed(2);
}

/** quantity × unit price, rounded to cents once. */
export function lineAmount(quantity: Decimal.Value, unitPrice: Decimal.Value): string {
  return roundCents(new Decimal(quantity).times(unitPrice));
}

/** A yearly fee per day of a year with `daysInYear` days, to 6 decimals (the unit price of a day line). */
export function feePerDay(yearly: Decimal.Value, daysInYear: number): string {
  return new Decimal(yearly).dividedBy(daysInYear).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6);
}

/** The negative of an amount in cents (a reduction printed as a negative line). */
export function negativeCents(value: Decimal.Value): string {
  return cents(new Decimal(value)).negated().toFixed(2);
}

export type LineTotals = {
  vat: VatRateTotal[];
  totalExclVat: string;
  totalVat: string;
  totalInclVat: string;
};

/** The totals of a set of lines: Σ amounts, VAT per rate (rounded once per rate), incl. = excl. + VAT. */
export function totalsOfLines(lines: readonly InvoiceTotalsLine[]): LineTotals {
  const vat = vatPerRate(lines);
  const excl = lines.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  const totalVat = vat.reduce((sum, rate) => sum.plus(rate.amount), new Decimal(0));
  return {
    vat,
    totalExclVat: excl.toFixed(2),
    totalVat: totalVat.toFixed(2),
    totalInclVat: excl.plus(totalVat).toFixed(2),
  };
}
