// Deadlines of supply agreements (DOMAIN.md "Purchasing": watch tacit renewal). Dates are calendar days
// (YYYY-MM-DD), the agreement's end date the LAST day of supply (inclusive), as the contracts state them.
//
// The notice deadline is the end date minus the notice period in months: the last day on which the notice
// must be received. Month arithmetic follows the contracts' reading: an end date on the last day of its
// month gives the last day of the target month (31-03 minus 1 month is 28-02 or 29-02; 28-02 minus 1 month
// is 31-01); any other day keeps its day number, clamped to the target month's length (30-05 minus 3 months
// is 28-02 or 29-02 in a leap year).

type Ymd = { y: number; m: number; d: number };

function parse(iso: string): Ymd {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not a date: ${iso}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

function format({ y, m, d }: Ymd): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Days in a month (1-based), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date `months` later (negative: earlier), with the month-end rule above. */
export function addMonths(iso: string, months: number): string {
  const { y, m, d } = parse(iso);
  const monthEnd = d === daysInMonth(y, m);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = daysInMonth(year, month);
  return format({ y: year, m: month, d: monthEnd ? last : Math.min(d, last) });
}

/** The date `days` later (negative: earlier). */
export function addDays(iso: string, days: number): string {
  const { y, m, d } = parse(iso);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

/** The last day the notice must be received: end date minus the notice period. */
export function noticeDeadline(endDate: string, noticeMonths: number): string {
  return addMonths(endDate, -noticeMonths);
}

export type AgreementTerm = {
  startDate: string;
  endDate: string;
  noticeMonths: number;
  tacitRenewal: boolean;
  /** The renewal term in months; null or 0 with tacit renewal: renews for the agreement's own length. */
  renewalMonths: number | null;
};

export type TermDeadline = {
  /** The last day of the term in force on `today` (the original one, or a tacit renewal). */
  endDate: string;
  noticeDeadline: string;
  /** Days from today to the notice deadline (negative: passed). */
  daysToDeadline: number;
  /** How many times the agreement has renewed itself by `today`. */
  renewals: number;
};

/** The agreement's own length in whole months (at least 1): 01-01-2026 t/m 31-12-2027 is 24. */
export function termMonths(startDate: string, endDate: string): number {
  const s = parse(startDate);
  const next = parse(addDays(endDate, 1));
  return Math.max(1, (next.y - s.y) * 12 + (next.m - s.m));
}

/**
 * The end date and notice deadline that matter on `today`. Without tacit renewal: the agreement's own. With
 * it, once the notice deadline of a term has passed the agreement is bound to the next term, so the term
 * moves on until its notice deadline is today or later.
 */
export function deadlineOn(term: AgreementTerm, today: string): TermDeadline {
  let endDate = term.endDate;
  let renewals = 0;
  if (term.tacitRenewal) {
    const step =
      term.renewalMonths && term.renewalMonths > 0
        ? term.renewalMonths
        : termMonths(term.startDate, term.endDate);
    // 600 terms is far beyond any contract; the bound only guards against a loop on bad input.
    while (daysBetween(today, noticeDeadline(endDate, term.noticeMonths)) < 0 && renewals < 600) {
      endDate = addMonths(addDays(endDate, 1), step);
      endDate = addDays(endDate, -1);
      renewals += 1;
    }
  }
  const deadline = noticeDeadline(endDate, term.noticeMonths);
  return { endDate, noticeDeadline: deadline, daysToDeadline: daysBetween(today, deadline), renewals };
}
