import { isoWeekday } from './buckets.ts';
import { dayNumber } from './calendar.ts';
import { addLocalDays, offsetMinutesAt, startOfLocalDay } from './local-time.ts';
import { easterSunday } from './public-holidays.ts';

// DEMO DATA, NOT MEASUREMENTS. Deterministic, plausible energy profiles for the demo database: 15-minute
// electricity of four kinds of business (office, bakery, greenhouse, cold store), hourly gas driven by
// demo degree days, a demo temperature series for De Bilt, and monthly meter readings of small
// connections. Every value is a pure function of (seed, day, interval), so any month can be generated on
// its own, in any order, as often as needed, with the same result.

export type DemoProfile = 'office' | 'bakery' | 'greenhouse' | 'coldStore';
export const DEMO_PROFILES: readonly DemoProfile[] = ['office', 'bakery', 'greenhouse', 'coldStore'];

export type DemoElectricity = {
  seed: number;
  profile: DemoProfile;
  /** The connection's typical highest load in kW. */
  peakKw: number;
  /** Solar panels behind the meter in kWp (0: none). */
  pvKwp: number;
};

export type DemoGas = {
  seed: number;
  profile: DemoProfile;
  /** The connection's typical highest hourly use in m³/h. */
  peakM3h: number;
};

/** One local day of quarter-hour kWh (92, 96 or 100 values); production null without solar panels. */
export type DemoElectricityDay = { consumption: number[]; production: number[] | null };

const QUARTER_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------------
// Deterministic noise: a hash of (seed, key), so no generator state crosses a day or a chunk.

function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b | 0, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** A number in [0, 1) for (seed, key). */
export function demoNoise(seed: number, key: number): number {
  return mix(mix(seed, 0x5bd1e995), key) / 4_294_967_296;
}

/** A number in [-1, 1) for (seed, key). */
function signed(seed: number, key: number): number {
  return demoNoise(seed, key) * 2 - 1;
}

/** A stable seed from a text (an EAN code). */
export function demoSeed(text: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619) >>> 0;
  return h;
}

function dayOfYear(isoDay: string): number {
  return dayNumber(isoDay) - dayNumber(`${isoDay.slice(0, 4)}-01-01`) + 1;
}

const round3 = (value: number) => Math.round(Math.max(0, value) * 1000) / 1000;

// ---------------------------------------------------------------------------------------------------
// Calendar: Dutch public holidays (offices and bakeries close).

// Easter comes from the holiday calendar of the low-tariff window (one computus in the code base).
export { easterSunday };

/**
 * Dutch public holidays most businesses close on: New Year, Easter Monday, King's Day (27 April, the
 * 26th when the 27th is a Sunday), Liberation Day in lustrum years, Ascension, Whit Monday, Christmas.
 */
export function dutchHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const kingsDay = isoWeekday(`${year}-04-27`) === 7 ? `${year}-04-26` : `${year}-04-27`;
  const days = [
    `${year}-01-01`,
    addLocalDays(easter, 1),
    kingsDay,
    addLocalDays(easter, 39),
    addLocalDays(easter, 50),
    `${year}-12-25`,
    `${year}-12-26`,
  ];
  if (year % 5 === 0) days.push(`${year}-05-05`);
  return new Set(days);
}

const holidayCache = new Map<number, Set<string>>();
function isHoliday(isoDay: string): boolean {
  const year = Number(isoDay.slice(0, 4));
  let set = holidayCache.get(year);
  if (!set) {
    set = dutchHolidays(year);
    holidayCache.set(year, set);
  }
  return set.has(isoDay);
}

/** Monday–Friday and not a public holiday. */
export function isWorkingDay(isoDay: string): boolean {
  return isoWeekday(isoDay) <= 5 && !isHoliday(isoDay);
}

// ---------------------------------------------------------------------------------------------------
// Weather: a demo temperature series and sunshine.

const WEATHER_SEED = 260_260;

/**
 * Demo daily mean temperature in 0.1 °C (DEMO, not KNMI): a seasonal curve close to De Bilt's normals
 * (about 3.5 °C mid-January, 17.5 °C mid-July) plus weather that lasts a few days.
 */
export function demoMeanTemperatureTenths(isoDay: string): number {
  const n = dayNumber(isoDay);
  const season = 10.5 - 7 * Math.cos((2 * Math.PI * (dayOfYear(isoDay) - 15)) / 365.25);
  let weather = 0;
  let weight = 1;
  for (let k = 0; k < 5; k++) {
    weather += weight * signed(WEATHER_SEED, n - k);
    weight *= 0.6;
  }
  return Math.round((season + weather * 1.6) * 10);
}

/** Mean temperature in °C of a demo day. */
function temperatureOf(isoDay: string): number {
  return demoMeanTemperatureTenths(isoDay) / 10;
}

/** Hours of daylight at 52° N: about 7.7 in December, 16.7 in June. */
function dayLengthHours(isoDay: string): number {
  return 12.2 + 4.5 * Math.sin((2 * Math.PI * (dayOfYear(isoDay) - 80)) / 365.25);
}

/** How sunny a day is, 0.15–1 (shared by every connection: the whole country has the same weather). */
function clearness(isoDay: string): number {
  return 0.15 + 0.85 * demoNoise(WEATHER_SEED + 1, dayNumber(isoDay)) ** 0.8;
}

/** Solar output as a share of kWp at an instant (solar noon about 11:40 UTC in the middle of the country). */
function solarShare(isoDay: string, instantMs: number, clear: number): number {
  const length = dayLengthHours(isoDay);
  const noon = Date.UTC(
    Number(isoDay.slice(0, 4)),
    Number(isoDay.slice(5, 7)) - 1,
    Number(isoDay.slice(8, 10)),
    11,
    40,
  );
  const fromSunrise = (instantMs + QUARTER_MS / 2 - noon) / HOUR_MS + length / 2;
  if (fromSunrise <= 0 || fromSunrise >= length) return 0;
  const height = Math.sin((Math.PI * fromSunrise) / length) ** 1.4;
  const season = 0.5 + 0.42 * Math.sin((2 * Math.PI * (dayOfYear(isoDay) - 80)) / 365.25);
  return height * season * clear;
}

// ---------------------------------------------------------------------------------------------------
// Electricity: load shapes as a share of the peak, per local quarter.

type QuarterContext = {
  isoDay: string;
  /** Local wall-clock hour as a fraction (7.25 = 07:15); the repeated autumn hour repeats it. */
  hour: number;
  working: boolean;
  weekday: number;
  month: number;
  temperature: number;
  sun: number;
};

function officeLoad(q: QuarterContext): number {
  const base = 0.2 + (0.03 * Math.max(0, 12 - q.temperature)) / 12;
  if (!q.working || q.hour < 6 || q.hour >= 20) return base;
  const ramp = q.hour < 8 ? (q.hour - 6) / 2 : q.hour >= 18 ? (20 - q.hour) / 2 : 1;
  const lunch = q.hour >= 12 && q.hour < 13 ? 0.92 : 1;
  const cooling = 0.18 * Math.min(1, Math.max(0, q.temperature - 17) / 8);
  const lighting = q.month <= 2 || q.month >= 11 ? 0.06 : 0;
  return base + (0.62 + cooling + lighting) * ramp * lunch;
}

function bakeryLoad(q: QuarterContext): number {
  const base = 0.12;
  const open = q.weekday <= 6 && !isHoliday(q.isoDay);
  if (!open) return base;
  const busy = q.isoDay.endsWith('-12-24') || q.isoDay.endsWith('-12-31') ? 1.1 : 1;
  if (q.hour >= 2 && q.hour < 9) return base + 0.8 * busy * (q.hour < 3 ? q.hour - 2 : 1);
  if (q.hour >= 9 && q.hour < 17) return base + 0.28;
  return base;
}

function greenhouseLoad(q: QuarterContext): number {
  const base = 0.1 + (0.04 * Math.max(0, q.temperature - 15)) / 10;
  const litSeason = q.month <= 3 || q.month >= 10;
  const lightsOn = litSeason && q.hour >= 2 && q.hour < 18 && q.sun < 0.35;
  return base + (lightsOn ? 0.82 : 0);
}

function coldStoreLoad(q: QuarterContext): number {
  const outside = 0.12 * Math.min(1.5, Math.max(-0.5, (q.temperature - 10) / 10));
  const docks = q.working && q.hour >= 6 && q.hour < 18 ? 0.08 : 0;
  const defrost = Math.floor(q.hour * 4) % 24 === 3 ? 0.12 : 0;
  return 0.6 + outside + docks + defrost;
}

const LOADS: Record<DemoProfile, (q: QuarterContext) => number> = {
  office: officeLoad,
  bakery: bakeryLoad,
  greenhouse: greenhouseLoad,
  coldStore: coldStoreLoad,
};

/** Quarter noise per profile: offices and cold stores are steady, bakeries less so. */
const QUARTER_NOISE: Record<DemoProfile, number> = {
  office: 0.04,
  bakery: 0.08,
  greenhouse: 0.03,
  coldStore: 0.06,
};

/** The instants local wall-clock quarters start on a day, with their local hour (DST-aware). */
function localSlots(isoDay: string, stepMs: number): { instant: number; hour: number }[] {
  const start = startOfLocalDay(isoDay).getTime();
  const end = startOfLocalDay(addLocalDays(isoDay, 1)).getTime();
  const startOffset = offsetMinutesAt(new Date(start));
  const constant = startOffset === offsetMinutesAt(new Date(end - 1));
  const slots: { instant: number; hour: number }[] = [];
  for (let instant = start; instant < end; instant += stepMs) {
    const offset = constant ? startOffset : offsetMinutesAt(new Date(instant));
    const wall = (instant + offset * 60_000) % DAY_MS;
    slots.push({ instant, hour: wall / HOUR_MS });
  }
  return slots;
}

/** A day of 15-minute electricity of a demo connection, kWh per quarter (3 decimals). */
export function demoElectricityDay(connection: DemoElectricity, isoDay: string): DemoElectricityDay {
  const slots = localSlots(isoDay, QUARTER_MS);
  const n = dayNumber(isoDay);
  const temperature = temperatureOf(isoDay);
  const clear = clearness(isoDay);
  const weekday = isoWeekday(isoDay);
  const month = Number(isoDay.slice(5, 7));
  const working = isWorkingDay(isoDay);
  const dayFactor = 1 + 0.07 * signed(connection.seed, n);
  const load = LOADS[connection.profile];
  const spread = QUARTER_NOISE[connection.profile];
  const consumption: number[] = [];
  const production: number[] | null = connection.pvKwp > 0 ? [] : null;
  slots.forEach((slot, index) => {
    const sun = solarShare(isoDay, slot.instant, clear);
    const share = load({ isoDay, hour: slot.hour, working, weekday, month, temperature, sun });
    const noise = 1 + spread * signed(connection.seed, n * 128 + index);
    const kw = connection.peakKw * share * dayFactor * noise;
    const pv = connection.pvKwp * sun;
    consumption.push(round3(Math.max(0, kw - pv) / 4));
    production?.push(round3(Math.max(0, pv - kw) / 4));
  });
  return { consumption, production };
}

// ---------------------------------------------------------------------------------------------------
// Gas: hourly m³ driven by the demo degree days.

/** Degree days of a demo day: max(0, 18 − demo mean temperature). */
export function demoDegreeDays(isoDay: string): number {
  return Math.max(0, 180 - demoMeanTemperatureTenths(isoDay)) / 10;
}

function gasShare(profile: DemoProfile, hour: number, working: boolean, degreeDays: number): number {
  const cold = Math.min(1.4, degreeDays / 16);
  const night = hour < 6 || hour >= 22;
  switch (profile) {
    case 'office': {
      const occupied = working && hour >= 5 && hour < 19;
      const preheat = working && hour >= 5 && hour < 7 ? 1.5 : 1;
      return 0.02 + cold * (occupied ? 0.75 * preheat : 0.18);
    }
    case 'bakery': {
      const baking = working && hour >= 2 && hour < 9;
      return 0.04 + (baking ? 0.35 : 0) + cold * (night ? 0.45 : 0.35);
    }
    case 'greenhouse': {
      // Heating at night and in the cold; CO₂ dosing from the boilers on summer days.
      const co2 = !night && hour >= 8 && hour < 17 ? 0.16 : 0;
      return 0.04 + co2 + cold * (night ? 0.85 : 0.6);
    }
    case 'coldStore':
      return 0.03 + cold * (working && hour >= 7 && hour < 18 ? 0.3 : 0.12);
  }
}

/** A day of hourly gas of a demo connection, m³ per hour (3 decimals; 23, 24 or 25 values). */
export function demoGasDay(connection: DemoGas, isoDay: string): number[] {
  const n = dayNumber(isoDay);
  const degreeDays = demoDegreeDays(isoDay);
  const working = isWorkingDay(isoDay);
  return localSlots(isoDay, HOUR_MS).map((slot, index) => {
    const share = gasShare(connection.profile, Math.floor(slot.hour), working, degreeDays);
    const noise = 1 + 0.06 * signed(connection.seed + 7, n * 32 + index);
    return round3(connection.peakM3h * share * noise);
  });
}

// ---------------------------------------------------------------------------------------------------
// Small connections: monthly meter readings (cumulative registers).

export type DemoRegisterReading = {
  /** The last day of the month (the reading is the register at the end of that day). */
  readOn: string;
  normal: string;
  /** Low register; null for gas (one register). */
  low: string | null;
};

/**
 * Monthly readings of a small demo connection for the months [fromMonth, toMonth) (YYYY-MM): usage per
 * month follows the season (gas by the demo degree days), electricity 45 % on the low register.
 */
export function demoRegisterReadings(
  connection: { seed: number; product: 'electricity' | 'gas' },
  fromMonth: string,
  toMonth: string,
): DemoRegisterReading[] {
  const gas = connection.product === 'gas';
  const annual = gas
    ? 1200 + demoNoise(connection.seed, 1) * 9000
    : 4000 + demoNoise(connection.seed, 1) * 40000;
  let normal = 8000 + Math.floor(demoNoise(connection.seed, 2) * 40000);
  let low = gas ? 0 : 6000 + Math.floor(demoNoise(connection.seed, 3) * 30000);
  const readings: DemoRegisterReading[] = [];
  for (let month = `${fromMonth}-01`; month < `${toMonth}-01`;) {
    const next = nextMonth(month);
    let usage = 0;
    for (let day = month; day < next; day = addLocalDays(day, 1)) {
      usage += gas
        ? (annual / 2900) * (demoDegreeDays(day) + 0.6)
        : (annual / 365) * (1 + (0.18 * Math.max(0, 12 - temperatureOf(day))) / 12);
    }
    usage *= 1 + 0.05 * signed(connection.seed, dayNumber(month));
    const lowPart = gas ? 0 : usage * 0.45;
    normal += Math.round(usage - lowPart);
    low += Math.round(lowPart);
    readings.push({
      readOn: addLocalDays(next, -1),
      normal: `${normal}.000`,
      low: gas ? null : `${low}.000`,
    });
    month = next;
  }
  return readings;
}

function nextMonth(firstOfMonth: string): string {
  const year = Number(firstOfMonth.slice(0, 4));
  const month = Number(firstOfMonth.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The instants of a day's quarters or hours (what the values of demoElectricityDay / demoGasDay start at). */
export function demoIntervalStarts(isoDay: string, minutes: 15 | 60): Date[] {
  return localSlots(isoDay, minutes * 60_000).map((slot) => new Date(slot.instant));
}
