import { tzOffset } from '@date-fns/tz';
import { addDays } from './calendar.ts';

// Local Dutch time for interval data. Meter data is stored per UTC instant; days, weeks, months and
// years are Europe/Amsterdam calendar units, so a day is 23, 24 or 25 hours long (92, 96 or 100
// quarters) and the autumn switch repeats the hour 02:00–03:00.

export const TIME_ZONE = 'Europe/Amsterdam';

const MINUTE = 60_000;
const DAY = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes the zone is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function offsetMinutesAt(instant: Date): number {
  return tzOffset(TIME_ZONE, instant);
}

function wallClockAsUtc(isoDay: string, minuteOfDay: number): number {
  const match = ISO_DAY.exec(isoDay);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${isoDay}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + minuteOfDay * MINUTE;
}

/**
 * The instants a local wall-clock time stands for, earliest first: one on an ordinary day, two in the
 * repeated autumn hour, none in the skipped spring hour. `minuteOfDay` may be 1440 (24:00).
 */
export function instantsOfLocalTime(isoDay: string, minuteOfDay: number): Date[] {
  const wall = wallClockAsUtc(isoDay, minuteOfDay);
  const offsets = new Set([offsetMinutesAt(new Date(wall - DAY)), offsetMinutesAt(new Date(wall + DAY))]);
  const found: number[] = [];
  for (const offset of offsets) {
    const candidate = wall - offset * MINUTE;
    if (offsetMinutesAt(new Date(candidate)) === offset) found.push(candidate);
  }
  return found.sort((a, b) => a - b).map((ms) => new Date(ms));
}

/** The instant local midnight starts a day (midnight always exists in Amsterdam). */
export function startOfLocalDay(isoDay: string): Date {
  const [first] = instantsOfLocalTime(isoDay, 0);
  if (!first) throw new RangeError(`No local midnight on ${isoDay}`);
  return first;
}

/** The local calendar day (YYYY-MM-DD) an instant falls on. */
export function localDayOf(instant: Date): string {
  const local = new Date(instant.getTime() + offsetMinutesAt(instant) * MINUTE);
  return local.toISOString().slice(0, 10);
}

/** Minutes since local midnight of the local day the instant falls on (0–1499 on a 25-hour day). */
export function localMinuteOfDay(instant: Date): number {
  return Math.round((instant.getTime() - startOfLocalDay(localDayOf(instant)).getTime()) / MINUTE);
}

/** Where each local day starts, for localHourOf (kept for the process, bounded). */
const dayStarts = new Map<string, number>();

/**
 * The local day of an hour's start and the hour counted from local midnight (0–24: the repeated autumn
 * hour counts on), as `Math.floor(localMinuteOfDay(start) / 60)` with the day's midnight looked up once per
 * day instead of once per instant (the time zone's offset is the costly part; the signal rules turn thousands
 * of hour rows per customer into local hours).
 */
export function localHourOf(start: Date): { day: string; hour: number } {
  const day = localDayOf(start);
  let midnight = dayStarts.get(day);
  if (midnight === undefined) {
    if (dayStarts.size > 4000) dayStarts.clear();
    midnight = startOfLocalDay(day).getTime();
    dayStarts.set(day, midnight);
  }
  return { day, hour: Math.floor(Math.round((start.getTime() - midnight) / 60_000) / 60) };
}

/** The day `days` calendar days after `isoDay` (negative goes back). */
export function addLocalDays(isoDay: string, days: number): string {
  return addDays(isoDay, days);
}

/** Length of a local day in minutes: 1380, 1440 or 1500. */
export function minutesInLocalDay(isoDay: string): number {
  const start = startOfLocalDay(isoDay).getTime();
  const end = startOfLocalDay(addLocalDays(isoDay, 1)).getTime();
  return (end - start) / MINUTE;
}

/** Intervals of `minutes` in a local day: 92/96/100 quarters, 23/24/25 hours. */
export function intervalsInLocalDay(isoDay: string, minutes: 15 | 60): number {
  return minutesInLocalDay(isoDay) / minutes;
}

/** Intervals in the local days [from, to) — `to` exclusive, both YYYY-MM-DD. */
export function intervalsBetween(from: string, to: string, minutes: 15 | 60): number {
  const span = startOfLocalDay(to).getTime() - startOfLocalDay(from).getTime();
  return Math.max(0, span / (minutes * MINUTE));
}
