// Deadlines of supply agreements (DOMAIN.md "Purchasing": watch tacit renewal). Dates are calendar days
// (YYYY-MM-DD), the agreement's end date the LAST day of supply (inclusive), as the contracts state them.
//
// The notice deadline is the end date minus the notice period in months: the last day on which the notice
// must be received. Month arithmetic follows the contracts' reading, calendar.ts's addMonths (an end date
// on the last day of its month gives the last day of the target month).

import { addDays, addMonths, daysBetween, parseDay } from './calendar.ts';

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
  const s = parseDay(startDate);
  const next = parseDay(addDays(endDate, 1));
  return Math.max(1, (next.year - s.year) * 12 + (next.month - s.month));
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
