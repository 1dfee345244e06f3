import { addDays } from './calendar.ts';
import { minutesInLocalDay } from './local-time.ts';
import { inNightlyWindow, type LowTariffWindow } from './low-tariff-window.ts';
import { publicHolidayOn } from './public-holidays.ts';

// The normal/low ("dal") split of a connection without interval data (issue 27: the forecast priced
// everything at the normal rate). The split follows the connection's profile category and its low-tariff
// window (grid operator, region): a single-register meter (E1A) has no low register, everything is normal;
// every other electricity category reads two registers, and its low share is the share of the period's
// hours in the window for a flat load (no NEDU profile fractions in the product: the flat load is the
// stated assumption). Days by the local calendar: on the 23- and 25-hour days the missing or doubled hour
// 02:00–03:00 lies in the window when the window holds 02:00. Gas has no low register.

/** The categories read with one register (no low tariff). */
export const SINGLE_REGISTER_CATEGORIES: readonly string[] = ['E1A'];

/** Share (0–1) of the local minutes of [from, to) (days, `to` exclusive) that fall in the low window. */
export function flatLowShare(window: LowTariffWindow, from: string, to: string): number {
  let low = 0;
  let all = 0;
  const nightly =
    window.fromMinute < window.toMinute
      ? window.toMinute - window.fromMinute
      : 1440 - window.fromMinute + window.toMinute;
  const holdsTwoOClock = inNightlyWindow(window, 120);
  for (let day = from; day < to; day = addDays(day, 1)) {
    const minutes = minutesInLocalDay(day);
    all += minutes;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if ((window.weekends && (weekday === 0 || weekday === 6)) || (window.holidays && publicHolidayOn(day))) {
      low += minutes;
    } else {
      low += nightly + (holdsTwoOClock ? minutes - 1440 : 0);
    }
  }
  return all === 0 ? 0 : low / all;
}

/** The low share of a connection without interval data: 0 for gas and single-register meters. */
export function profileLowShare(
  input: { product: 1 | 2; profileCategory: string | null; window: LowTariffWindow },
  from: string,
  to: string,
): number {
  if (input.product !== 1) return 0;
  if (input.profileCategory !== null && SINGLE_REGISTER_CATEGORIES.includes(input.profileCategory)) return 0;
  return flatLowShare(input.window, from, to);
}
