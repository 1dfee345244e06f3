// Dutch public holidays that grid operators count as low-tariff ("dal") days. Days are local calendar
// days (YYYY-MM-DD). Choices (DOMAIN.md: the low window differs per operator, so a grid operator can turn
// the holidays off as a whole):
// - Goede Vrijdag is not a low-tariff day (it is no general day off).
// - Eerste Paasdag and Eerste Pinksterdag are Sundays and low anyway; they are listed so the list reads
//   like the calendar.
// - Bevrijdingsdag (5 May) only in lustrum years (2020, 2025, 2030 …), when it is a national day off for
//   most employers — the common practice of grid operators' tariff calendars.
// - Koningsdag from 2014 (27 April, the 26th when the 27th is a Sunday); before that Koninginnedag
//   (30 April, the 29th when the 30th is a Sunday), so imported history keeps its own calendar.

import { addDays } from './calendar.ts';

export type PublicHoliday = { day: string; name: string };

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(Date.UTC(year, month - 1, day));
}

/** The low-tariff public holidays of a year, in calendar order. */
export function publicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const plus = (days: number) => addDays(easter, days);
  const fixed = (month: number, day: number) => iso(Date.UTC(year, month - 1, day));
  const isSunday = (month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay() === 0;
  const royal =
    year >= 2014
      ? { day: isSunday(4, 27) ? fixed(4, 26) : fixed(4, 27), name: 'Koningsdag' }
      : { day: isSunday(4, 30) ? fixed(4, 29) : fixed(4, 30), name: 'Koninginnedag' };
  const days: PublicHoliday[] = [
    { day: fixed(1, 1), name: 'Nieuwjaarsdag' },
    { day: plus(0), name: 'Eerste Paasdag' },
    { day: plus(1), name: 'Tweede Paasdag' },
    royal,
    ...(year % 5 === 0 ? [{ day: fixed(5, 5), name: 'Bevrijdingsdag' }] : []),
    { day: plus(39), name: 'Hemelvaartsdag' },
    { day: plus(49), name: 'Eerste Pinksterdag' },
    { day: plus(50), name: 'Tweede Pinksterdag' },
    { day: fixed(12, 25), name: 'Eerste Kerstdag' },
    { day: fixed(12, 26), name: 'Tweede Kerstdag' },
  ];
  // One entry per day: Bevrijdingsdag fell on Hemelvaartsdag in 2005 (and will in 2157).
  const byDay = new Map<string, PublicHoliday>();
  for (const holiday of days) {
    const same = byDay.get(holiday.day);
    byDay.set(holiday.day, same ? { day: holiday.day, name: `${same.name} en ${holiday.name}` } : holiday);
  }
  return [...byDay.values()].sort((x, y) => x.day.localeCompare(y.day));
}

/** The holiday a local day is, or null. */
export function publicHolidayOn(isoDay: string): PublicHoliday | null {
  return publicHolidays(Number(isoDay.slice(0, 4))).find((h) => h.day === isoDay) ?? null;
}
