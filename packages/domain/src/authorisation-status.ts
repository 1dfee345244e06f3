import { addLocalDays } from './local-time.ts';

// The state of a connection's data-access authorisations (machtigingen) on a given local day. Days are
// YYYY-MM-DD; validTo is the last valid day (inclusive), null: until withdrawn.

export type AuthorisationPeriod = { validFrom: string; validTo: string | null };

/** valid; expiring (the covering authorisations end within `warnDays`); expired; future (only later
 *  ones); none (there never was one). */
export type AuthorisationStatus = 'valid' | 'expiring' | 'expired' | 'future' | 'none';

export const EXPIRY_WARNING_DAYS = 30;

/** Whether one authorisation covers the day. */
export function coversDay(period: AuthorisationPeriod, day: string): boolean {
  return period.validFrom <= day && (period.validTo === null || period.validTo >= day);
}

/**
 * The last day data access is covered without a gap, starting today: follows authorisations that
 * take over from one another (the next starts at the latest the day after the previous ends).
 * Null when open-ended; undefined when today is not covered.
 */
export function coveredUntil(
  periods: readonly AuthorisationPeriod[],
  today: string,
): string | null | undefined {
  if (!periods.some((p) => coversDay(p, today))) return undefined;
  let until = today;
  for (;;) {
    const next = addLocalDays(until, 1);
    const covering = periods.filter((p) => p.validFrom <= next && (p.validTo === null || p.validTo >= until));
    if (covering.some((p) => p.validTo === null)) return null;
    const furthest = covering.reduce((max, p) => ((p.validTo ?? '') > max ? (p.validTo ?? max) : max), until);
    if (furthest === until) return until;
    until = furthest;
  }
}

/** The status of a connection's authorisations on `today`. */
export function authorisationStatus(
  periods: readonly AuthorisationPeriod[],
  today: string,
  warnDays = EXPIRY_WARNING_DAYS,
): { status: AuthorisationStatus; validTo: string | null } {
  if (periods.length === 0) return { status: 'none', validTo: null };
  const until = coveredUntil(periods, today);
  if (until === null) return { status: 'valid', validTo: null };
  if (until !== undefined) {
    return { status: until <= addLocalDays(today, warnDays) ? 'expiring' : 'valid', validTo: until };
  }
  const later = periods
    .filter((p) => p.validFrom > today)
    .sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  if (later[0]) return { status: 'future', validTo: later[0].validTo };
  const last = periods.reduce((max, p) => ((p.validTo ?? '') > max ? (p.validTo ?? max) : max), '');
  return { status: 'expired', validTo: last || null };
}
