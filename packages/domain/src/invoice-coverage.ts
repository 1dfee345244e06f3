import Decimal from 'decimal.js';
import { daysInMonth, dayNumber, formatDay, startOfMonthPlus } from './calendar.ts';

// Which of a connection's three invoices (supplier, grid operator, metering company; DOMAIN.md "the three
// invoices") arrived for a month, which are missing and which overlap. Pure: months are calendar months of
// calendar days (calendar.ts), so a month is its days whatever the clocks do (the last Sunday of March
// and of October are one day each, like any other).
//
// Per month and issuer kind:
// - the invoices whose period (for this connection) shares at least one day with the month;
// - 'overlap'   two of them cover the same day (a credit note and the invoice it credits are left out:
//               credit and re-invoice is how a supplier corrects, not a double bill);
// - 'arrived'   every day of the month is covered, once;
// - 'partial'   some days are covered, some not (an invoice period that stops halfway);
// - 'missing'   none arrived while one is expected;
// - 'none'      none arrived and none is expected (a small connection gets no grid-operator or metering
//               invoice; no invoice before the connection started or after it ended; with `invoicedFrom`,
//               none before the month of the first invoice of that issuer kind for the connection).

export const COVERAGE_ISSUER_KINDS = ['supplier', 'grid-operator', 'metering-company'] as const;
export type CoverageIssuerKind = (typeof COVERAGE_ISSUER_KINDS)[number];
export type CoverageStatus = 'arrived' | 'partial' | 'overlap' | 'missing' | 'none';

export type CoverageInvoice = {
  id: number;
  issuerKind: CoverageIssuerKind;
  kind: 'invoice' | 'credit-note';
  /** The credited invoice of a credit note. */
  creditsInvoiceId: number | null;
  /** First and last day (inclusive) this invoice bills the connection. */
  from: string;
  to: string;
};

export type CoverageCell = { status: CoverageStatus; invoiceIds: number[] };
export type CoverageMonth = { month: string } & Record<CoverageIssuerKind, CoverageCell>;

/** 'YYYY-MM' → its first and last day. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const first = formatDay({ year, month: m, day: 1 });
  return { first, last: formatDay({ year, month: m, day: daysInMonth(year, m) }) };
}

/** `count` consecutive months ending with `lastMonth` ('YYYY-MM'), oldest first. */
export function monthsEndingWith(lastMonth: string, count: number): string[] {
  const { first } = monthBounds(lastMonth);
  return Array.from({ length: count }, (_, i) => startOfMonthPlus(first, i - count + 1).slice(0, 7));
}

function cellOf(
  invoices: readonly CoverageInvoice[],
  month: { first: string; last: string },
  expected: boolean,
): CoverageCell {
  const start = dayNumber(month.first);
  const end = dayNumber(month.last);
  const credited = new Set(
    invoices.flatMap((i) => (i.creditsInvoiceId === null ? [] : [i.creditsInvoiceId])),
  );
  const inMonth = invoices.filter((i) => i.from <= month.last && i.to >= month.first);
  const counted = inMonth.filter((i) => i.kind === 'invoice' && !credited.has(i.id));
  const times = new Array<number>(end - start + 1).fill(0);
  for (const invoice of counted) {
    const from = Math.max(dayNumber(invoice.from), start);
    const to = Math.min(dayNumber(invoice.to), end);
    for (let day = from; day <= to; day += 1) times[day - start]! += 1;
  }
  const invoiceIds = inMonth.map((i) => i.id).sort((a, b) => a - b);
  const status: CoverageStatus = times.some((n) => n > 1)
    ? 'overlap'
    : times.every((n) => n === 1)
      ? 'arrived'
      : times.some((n) => n === 1)
        ? 'partial'
        : expected
          ? 'missing'
          : 'none';
  return { status, invoiceIds };
}

/** Per issuer kind the first day any invoice of that kind ever billed the connection (null: none yet). */
export type FirstInvoiced = Readonly<Record<CoverageIssuerKind, string | null>>;

/**
 * Whether an invoice of this kind is expected in this month ('YYYY-MM') given the first invoice of that
 * kind for the connection: only from that invoice's month on. The invoice flow of a connection starts when
 * the customer (or the issuer's portal) hands over its first invoice, not on the connection's start date,
 * so a month before it is no sign of a lost invoice; a kind without any invoice yet is not expected.
 */
export function expectedSinceFirstInvoice(
  firstInvoiced: FirstInvoiced,
  kind: CoverageIssuerKind,
  month: string,
): boolean {
  const first = firstInvoiced[kind];
  return first !== null && month >= first.slice(0, 7);
}

/**
 * The grid of one connection: per month, per issuer kind. `expected` names the issuer kinds that should
 * invoice the connection, the same every month or per month (a connection that became large in May gets
 * three invoices from May on: large-connection.ts `largeForMonth`); `active` (first/last day, null: open) limits the months they are expected in;
 * `invoicedFrom` (when given) limits them further to the months from the first invoice of each kind on
 * (expectedSinceFirstInvoice).
 */
export function invoiceCoverage(input: {
  months: readonly string[];
  expected: readonly CoverageIssuerKind[] | ((month: string) => readonly CoverageIssuerKind[]);
  active?: { from: string | null; to: string | null };
  invoicedFrom?: FirstInvoiced;
  invoices: readonly CoverageInvoice[];
}): CoverageMonth[] {
  const { invoicedFrom } = input;
  const always = typeof input.expected === 'function' ? null : new Set(input.expected);
  return input.months.map((month) => {
    const expected = always ?? new Set(typeof input.expected === 'function' ? input.expected(month) : []);
    const bounds = monthBounds(month);
    const activeInMonth =
      (input.active?.from == null || input.active.from <= bounds.last) &&
      (input.active?.to == null || input.active.to >= bounds.first);
    const cells = Object.fromEntries(
      COVERAGE_ISSUER_KINDS.map((kind) => [
        kind,
        cellOf(
          input.invoices.filter((i) => i.issuerKind === kind),
          bounds,
          activeInMonth &&
            expected.has(kind) &&
            (!invoicedFrom || expectedSinceFirstInvoice(invoicedFrom, kind, month)),
        ),
      ]),
    ) as Record<CoverageIssuerKind, CoverageCell>;
    return { month, ...cells };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Splitting invoice lines by their own period. A line bills the days of its period (first and last day
// inclusive, calendar days in Europe/Amsterdam as printed on the invoice); a line that spans months or years
// counts in each in proportion to its days there (16 of 31 days in December = 16/31 of its amount and
// quantity). Shares stay unrounded; totals are rounded once at the end.

export type Period = { from: string; to: string };

/** The days of an inclusive period per calendar month, oldest first. */
export function daysPerMonth(period: Period): { month: string; days: number }[] {
  const result: { month: string; days: number }[] = [];
  const end = dayNumber(period.to);
  let month = period.from.slice(0, 7);
  while (`${month}-01` <= period.to) {
    const bounds = monthBounds(month);
    const from = Math.max(dayNumber(bounds.first), dayNumber(period.from));
    const to = Math.min(dayNumber(bounds.last), end);
    if (to >= from) result.push({ month, days: to - from + 1 });
    month = startOfMonthPlus(bounds.first, 1).slice(0, 7);
  }
  return result;
}

/** The part of a value over a period that falls in the window, pro rata per day, unrounded. */
export function shareInWindow(value: Decimal.Value, period: Period, window: Period): Decimal {
  const total = dayNumber(period.to) - dayNumber(period.from) + 1;
  if (total <= 0) return new Decimal(0);
  const from = Math.max(dayNumber(period.from), dayNumber(window.from));
  const to = Math.min(dayNumber(period.to), dayNumber(window.to));
  if (to < from) return new Decimal(0);
  return new Decimal(value).times(to - from + 1).dividedBy(total);
}

/** A value spread over the months of its period pro rata per day, unrounded (the parts add up to it). */
export function splitByMonth(value: Decimal.Value, period: Period): { month: string; value: Decimal }[] {
  const months = daysPerMonth(period);
  const total = months.reduce((sum, m) => sum + m.days, 0);
  return months.map((m) => ({ month: m.month, value: new Decimal(value).times(m.days).dividedBy(total) }));
}

/** A line of the year overview: its invoice, its own period (else the invoice's) and what it bills. */
export type YearLine = {
  invoiceId: number;
  invoiceKind: 'invoice' | 'credit-note';
  /** Line kind (supply-normal, energy-tax, …); null: an invoice without lines, counted by its total. */
  kind: string | null;
  unit: string | null;
  quantity: string | null;
  amount: string;
  period: Period;
};

export type YearFigures = {
  invoiceCount: number;
  creditNoteCount: number;
  totalExclVat: string;
  electricityKwh: string;
  gasM3: string;
  energyTax: string;
};

const SUPPLY_KINDS = new Set(['supply-normal', 'supply-low', 'supply-single']);

/**
 * The figures of one year from lines split by their own period: an invoice counts in a year when a line of
 * it has a day there; € excl. VAT, kWh (MWh × 1,000), m³ and energy tax are the lines' shares in the year; a
 * credit note counts negative. Rounded once: € to cents, volumes to 3 decimals (half up).
 */
export function yearFigures(lines: readonly YearLine[], year: number): YearFigures {
  const window = { from: `${year}-01-01`, to: `${year}-12-31` };
  const invoices = new Map<number, 'invoice' | 'credit-note'>();
  let excl = new Decimal(0);
  let kwh = new Decimal(0);
  let m3 = new Decimal(0);
  let tax = new Decimal(0);
  for (const line of lines) {
    if (line.period.to < window.from || line.period.from > window.to) continue;
    invoices.set(line.invoiceId, line.invoiceKind);
    const sign = line.invoiceKind === 'credit-note' ? -1 : 1;
    const part = (value: Decimal.Value) => shareInWindow(value, line.period, window).times(sign);
    excl = excl.plus(part(line.amount));
    if (line.kind === 'energy-tax') tax = tax.plus(part(line.amount));
    if (line.kind !== null && SUPPLY_KINDS.has(line.kind) && line.quantity !== null) {
      if (line.unit === 'kWh') kwh = kwh.plus(part(line.quantity));
      if (line.unit === 'MWh') kwh = kwh.plus(part(new Decimal(line.quantity).times(1000)));
      if (line.unit === 'm3') m3 = m3.plus(part(line.quantity));
    }
  }
  const kinds = [...invoices.values()];
  const round = (value: Decimal, places: number) =>
    value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
  return {
    invoiceCount: kinds.filter((k) => k === 'invoice').length,
    creditNoteCount: kinds.filter((k) => k === 'credit-note').length,
    totalExclVat: round(excl, 2),
    electricityKwh: round(kwh, 3),
    gasM3: round(m3, 3),
    energyTax: round(tax, 2),
  };
}
