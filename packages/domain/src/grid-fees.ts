// The grid operator's fees of one gas connection over a period (issue 28, DOMAIN.md "Grid tariffs"): the
// fixed transport fee and the periodic connection fee are yearly amounts billed per day; the capacity
// tariff is € per contracted m³(n)/h per year, billed as the contracted m³(n)/h × the period's share of the
// year. A period that crosses 1 January is split at it, because a day is priced by its own year's length
// (365 or 366 days). Unit prices are kept to 6 decimals, as an invoice prints them; each amount is
// quantity × unit price rounded to cents once. Pure; decimal strings in and out.
import Decimal from 'decimal.js';
import { addDays, daysBetween, nextDay } from './calendar.ts';
import { daysInYear } from './energy-tax.ts';
import { feePerDay, lineAmount } from './invoice-lines.ts';

/** The gas fees of a grid tariff sheet row, € per year (null: the sheet has no such fee). */
export type GasGridTariff = {
  fixedTransportFee: Decimal.Value | null;
  periodicConnectionFee: Decimal.Value | null;
  /** € per contracted m³(n)/h per year. */
  contractedCapacityRate: Decimal.Value | null;
};

export type GasGridFeeKind = 'fixed-transport-fee' | 'periodic-connection-fee' | 'contracted-capacity';

export type GasGridFeeLine = {
  kind: GasGridFeeKind;
  /** Days (the yearly fees) or contracted m³(n)/h (the capacity). */
  quantity: string;
  unit: 'day' | 'm3/h';
  /** € per day, or € per m³(n)/h for the line's own period, 6 decimals. */
  unitPrice: string;
  /** quantity × unitPrice, rounded to cents once. */
  amount: string;
  /** The line's own period, inclusive. */
  periodFrom: string;
  periodTo: string;
};

/** The parts of an inclusive period within one calendar year each. */
export function splitByYear(from: string, to: string): { from: string; to: string; year: number }[] {
  if (to < from) throw new Error(`Period ends before it starts: ${from}–${to}`);
  const parts: { from: string; to: string; year: number }[] = [];
  let start = from;
  while (start <= to) {
    const year = Number(start.slice(0, 4));
    const yearEnd = `${year}-12-31`;
    const end = yearEnd < to ? yearEnd : to;
    parts.push({ from: start, to: end, year });
    start = nextDay(end);
  }
  return parts;
}

const present = (value: Decimal.Value | null): value is Decimal.Value =>
  value !== null && value !== '' && !new Decimal(value).isZero();

/**
 * The grid operator's lines of one gas connection from `from` to `to` (inclusive): per calendar-year part the
 * fixed transport fee, the periodic connection fee and — for a connection with a contracted capacity — the
 * capacity. A fee the tariff does not name gives no line.
 */
export function gasGridFeeLines(input: {
  tariff: GasGridTariff;
  from: string;
  to: string;
  /** Contracted m³(n)/h; null for a connection without one (no capacity line). */
  contractedCapacity: Decimal.Value | null;
}): GasGridFeeLine[] {
  const { tariff } = input;
  const lines: GasGridFeeLine[] = [];
  for (const part of splitByYear(input.from, input.to)) {
    const days = daysBetween(part.from, addDays(part.to, 1));
    const yearDays = daysInYear(part.year);
    const period = { periodFrom: part.from, periodTo: part.to };
    const perDay = (kind: GasGridFeeKind, yearly: Decimal.Value | null) => {
      if (!present(yearly)) return;
      const unitPrice = feePerDay(yearly, yearDays);
      lines.push({
        kind,
        quantity: String(days),
        unit: 'day',
        unitPrice,
        amount: lineAmount(days, unitPrice),
        ...period,
      });
    };
    perDay('fixed-transport-fee', tariff.fixedTransportFee);
    perDay('periodic-connection-fee', tariff.periodicConnectionFee);
    if (present(tariff.contractedCapacityRate) && input.contractedCapacity !== null) {
      const capacity = new Decimal(input.contractedCapacity);
      if (capacity.greaterThan(0)) {
        const unitPrice = new Decimal(tariff.contractedCapacityRate)
          .times(days)
          .dividedBy(yearDays)
          .toDecimalPlaces(6, Decimal.ROUND_HALF_UP)
          .toFixed(6);
        lines.push({
          kind: 'contracted-capacity',
          quantity: capacity.toString(),
          unit: 'm3/h',
          unitPrice,
          amount: lineAmount(capacity, unitPrice),
          ...period,
        });
      }
    }
  }
  return lines;
}
