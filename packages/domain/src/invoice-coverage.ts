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
//               invoice; no invoice before the connection started or after it ended).

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

/**
 * The grid of one connection: per month, per issuer kind. `expected` names the issuer kinds that should
 * invoice the connection; `active` (first/last day, null: open) limits the months they are expected in.
 */
export function invoiceCoverage(input: {
  months: readonly string[];
  expected: readonly CoverageIssuerKind[];
  active?: { from: string | null; to: string | null };
  invoices: readonly CoverageInvoice[];
}): CoverageMonth[] {
  const expected = new Set(input.expected);
  return input.months.map((month) => {
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
          activeInMonth && expected.has(kind),
        ),
      ]),
    ) as Record<CoverageIssuerKind, CoverageCell>;
    return { month, ...cells };
  });
}
