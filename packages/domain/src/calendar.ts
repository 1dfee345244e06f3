// Calendar days (YYYY-MM-DD) and months: the one place their arithmetic is written. A calendar day has no
// time zone and no length in hours: the days after 2026-03-28 are 03-29 and 03-30 whether or not the
// clocks change (local-time.ts has the instants and the 23/24/25-hour days of Europe/Amsterdam). Every
// function counts in UTC milliseconds internally, so the machine's own zone never leaks in.
//
// Two month rules, each with its own name:
// - addMonths: the contracts' reading. A day on the last day of its month gives the last day of the
//   target month (31-03 minus 1 month is 28-02 or 29-02; 28-02 minus 1 month is 31-01); any other day
//   keeps its day number, clamped to the target month's length (30-05 minus 3 months is 28-02 or 29-02).
// - startOfMonthPlus: the first day of the month `months` after the day's month (whole calendar months,
//   the day number does not matter).

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type CalendarDay = { year: number; month: number; day: number };

/** The parts of a YYYY-MM-DD day (month 1–12); a RangeError for anything else, 2026-02-30 included. */
export function parseDay(isoDay: string): CalendarDay {
  const match = ISO_DAY.exec(isoDay);
  const parts = match && { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!parts || parts.month < 1 || parts.month > 12 || parts.day < 1) {
    throw new RangeError(`Not a YYYY-MM-DD day: ${isoDay}`);
  }
  if (parts.day > daysInMonth(parts.year, parts.month)) throw new RangeError(`No such day: ${isoDay}`);
  return parts;
}

/** The day written YYYY-MM-DD. */
export function formatDay({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether a text is an existing YYYY-MM-DD day. */
export function isCalendarDay(text: string): boolean {
  try {
    parseDay(text);
    return true;
  } catch {
    return false;
  }
}

/** Days since 1970-01-01 (negative before). */
export function dayNumber(isoDay: string): number {
  const { year, month, day } = parseDay(isoDay);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The day of a dayNumber. */
export function dayOfNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** The day `days` calendar days after `isoDay` (negative goes back). */
export function addDays(isoDay: string, days: number): string {
  return dayOfNumber(dayNumber(isoDay) + days);
}

/** The day after. */
export function nextDay(isoDay: string): string {
  return addDays(isoDay, 1);
}

/** The day before; also the last day of a period whose `to` is exclusive. */
export function previousDay(isoDay: string): string {
  return addDays(isoDay, -1);
}

/** Whole days from `from` to `to`: `from` inclusive, `to` exclusive (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Days in a month (1-based), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The month `months` after year/month (negative goes back), month 1–12. */
function shiftMonth(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** The day `months` later (negative: earlier), by the contracts' month rule (above). */
export function addMonths(isoDay: string, months: number): string {
  const { year, month, day } = parseDay(isoDay);
  const monthEnd = day === daysInMonth(year, month);
  const target = shiftMonth(year, month, months);
  const last = daysInMonth(target.year, target.month);
  return formatDay({ ...target, day: monthEnd ? last : Math.min(day, last) });
}

/** The first day of the month `months` after the month of `isoDay` (0: the start of its own month). */
export function startOfMonthPlus(isoDay: string, months: number): string {
  const { year, month } = parseDay(isoDay);
  return formatDay({ ...shiftMonth(year, month, months), day: 1 });
}
