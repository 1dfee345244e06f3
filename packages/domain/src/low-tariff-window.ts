import { localDayOf, offsetMinutesAt } from './local-time.ts';
import { publicHolidayOn } from './public-holidays.ts';

// The low-tariff ("dal") window of a grid operator (DOMAIN.md: it differs per operator, so it is a
// setting of the grid operator). The database applies the same rule in SQL (lowPartSql in
// apps/server/src/modules/ems/low-tariff.ts); a test there checks both agree quarter by quarter.

export type LowTariffWindow = {
  /** Local minute of the day the nightly window starts (1380 = 23:00). */
  fromMinute: number;
  /** Local minute of the day it ends (420 = 07:00); before fromMinute: the window runs past midnight. */
  toMinute: number;
  /** Saturdays and Sundays are low all day. */
  weekends: boolean;
  /** Dutch public holidays (public-holidays.ts) are low all day. */
  holidays: boolean;
};

/** The common Dutch window: weekdays 23:00–07:00, weekends and public holidays whole days. */
export const DEFAULT_LOW_TARIFF_WINDOW: LowTariffWindow = {
  fromMinute: 23 * 60,
  toMinute: 7 * 60,
  weekends: true,
  holidays: true,
};

/**
 * A region of a grid operator with its own nightly window (one operator may start low tariff at 21:00 in
 * one region and 23:00 in another): the connections whose 4-digit postcode lies in [postcodeFrom,
 * postcodeTo]. Weekends and holidays stay the operator's.
 */
export type LowTariffRegion = {
  name: string;
  postcodeFrom: number;
  postcodeTo: number;
  fromMinute: number;
  toMinute: number;
};

/** The 4 digits of a Dutch postcode ('9711 AB' → 9711), or null. */
export function postcodeNumber(postcode: string | null): number | null {
  const match = /^\s*(\d{4})/.exec(postcode ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The window of a connection: its grid operator's, with the nightly hours of the operator's region that
 * holds the connection's postcode (the lowest postcodeFrom when regions overlap); the common default
 * without a grid operator. The SQL of apps/server/src/modules/ems/low-tariff.ts follows the same rule.
 */
export function windowOfConnection(
  operator: LowTariffWindow | null,
  regions: readonly LowTariffRegion[],
  postcode: string | null,
): LowTariffWindow {
  const base = operator ?? DEFAULT_LOW_TARIFF_WINDOW;
  const number = postcodeNumber(postcode);
  if (operator === null || number === null) return base;
  const region = [...regions]
    .sort((a, b) => a.postcodeFrom - b.postcodeFrom)
    .find((r) => number >= r.postcodeFrom && number <= r.postcodeTo);
  return region ? { ...base, fromMinute: region.fromMinute, toMinute: region.toMinute } : base;
}

/** Whether a local wall-clock minute of the day lies in the nightly window. */
export function inNightlyWindow(window: Pick<LowTariffWindow, 'fromMinute' | 'toMinute'>, minute: number) {
  return window.fromMinute < window.toMinute
    ? minute >= window.fromMinute && minute < window.toMinute
    : minute >= window.fromMinute || minute < window.toMinute;
}

/**
 * Whether an interval starting at `instant` counts as low. The time of day is the local wall clock
 * (on the autumn day both 02:00 hours are 02:00).
 */
export function isLowTariff(window: LowTariffWindow, instant: Date): boolean {
  const day = localDayOf(instant);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (window.weekends && (weekday === 0 || weekday === 6)) return true;
  if (window.holidays && publicHolidayOn(day)) return true;
  return inNightlyWindow(window, wallClockMinute(instant));
}

function wallClockMinute(instant: Date): number {
  const local = new Date(instant.getTime() + offsetMinutesAt(instant) * 60_000);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}
