import { isoWeekday } from './buckets.ts';
import { localDayOf, offsetMinutesAt } from './local-time.ts';

// Load shapes of interval data: the average per weekday and time of day, and the carpet plot (day × time
// of day). Slots are local wall-clock times, so a summer and a winter Monday 08:00 share a slot. On the
// spring DST day the skipped hour has no values; on the autumn day the repeated hour gives a slot two
// values (averaged). Values are decimal strings with up to 4 decimals (as stored); sums are exact
// (ten-thousandths as integers) and every result is rounded once to 4 decimals.

export type Reading = { start: Date; value: string | number };

const SCALE = 10_000;

/** A decimal with up to 4 decimals as an integer count of ten-thousandths (exact below 9·10^11). */
export function toUnits(value: string | number): number {
  return Math.round(Number(value) * SCALE);
}

function round4(units: number, divisor = 1): number {
  return Math.round(units / divisor) / SCALE;
}

/** The local day and wall-clock slot (index of `slotMinutes` since midnight) of an instant. */
export function localSlot(start: Date, slotMinutes: number): { day: string; slot: number } {
  const local = start.getTime() + offsetMinutesAt(start) * 60_000;
  const minuteOfDay = Math.floor((local % 86_400_000) / 60_000);
  return { day: localDayOf(start), slot: Math.floor(minuteOfDay / slotMinutes) };
}

export type WeekdayProfile = {
  slotMinutes: number;
  /** Per ISO weekday 1 (Monday) … 7 (Sunday): days seen and the average value per slot (null: no data). */
  weekdays: { weekday: number; days: number; values: (number | null)[] }[];
};

/** Per local day the exact sum (units) and sample count of every wall-clock slot. */
function cellsPerDay(readings: readonly Reading[], slotMinutes: number) {
  const slots = 1440 / slotMinutes;
  const cells = new Map<string, { units: number[]; samples: number[] }>();
  for (const reading of readings) {
    const { day, slot } = localSlot(reading.start, slotMinutes);
    let cell = cells.get(day);
    if (!cell) {
      cell = { units: new Array<number>(slots).fill(0), samples: new Array<number>(slots).fill(0) };
      cells.set(day, cell);
    }
    cell.units[slot] = (cell.units[slot] ?? 0) + toUnits(reading.value);
    cell.samples[slot] = (cell.samples[slot] ?? 0) + 1;
  }
  return cells;
}

/** A day's value in a slot: the average of its samples (two in the repeated autumn hour), in units. */
function slotUnits(cell: { units: number[]; samples: number[] }, slot: number): number | null {
  const n = cell.samples[slot] ?? 0;
  return n === 0 ? null : (cell.units[slot] ?? 0) / n;
}

/**
 * Average value per weekday and wall-clock slot over the days the readings cover. The readings are
 * `slotMinutes` long each (quarters for a quarter profile, hour rollups for an hour profile).
 */
export function weekdayProfile(readings: readonly Reading[], slotMinutes: 15 | 60): WeekdayProfile {
  const slots = 1440 / slotMinutes;
  const sums = Array.from({ length: 7 }, () => new Array<number>(slots).fill(0));
  const counts = Array.from({ length: 7 }, () => new Array<number>(slots).fill(0));
  const days = new Array<number>(7).fill(0);
  for (const [day, cell] of cellsPerDay(readings, slotMinutes)) {
    const w = isoWeekday(day) - 1;
    days[w] = (days[w] ?? 0) + 1;
    for (let slot = 0; slot < slots; slot++) {
      const units = slotUnits(cell, slot);
      if (units === null) continue;
      const row = sums[w];
      const count = counts[w];
      if (!row || !count) continue;
      row[slot] = (row[slot] ?? 0) + units;
      count[slot] = (count[slot] ?? 0) + 1;
    }
  }
  return {
    slotMinutes,
    weekdays: sums.map((row, w) => ({
      weekday: w + 1,
      days: days[w] ?? 0,
      values: row.map((units, slot) => {
        const n = counts[w]?.[slot] ?? 0;
        return n === 0 ? null : round4(units, n);
      }),
    })),
  };
}

export type Carpet = {
  slotMinutes: number;
  days: string[];
  /** Per day (same order as days) the value per wall-clock slot; null where nothing was measured. */
  values: (number | null)[][];
  min: number | null;
  max: number | null;
};

/**
 * The carpet plot of the given local days: one row per day, one column per wall-clock slot, from readings
 * `slotMinutes` long. The repeated autumn hour's two values per slot are averaged, so every column stays
 * one slot long; the skipped spring hour stays empty.
 */
export function carpet(readings: readonly Reading[], days: readonly string[], slotMinutes: 15 | 60): Carpet {
  const slots = 1440 / slotMinutes;
  const cells = cellsPerDay(readings, slotMinutes);
  let min: number | null = null;
  let max: number | null = null;
  const values = days.map((day) => {
    const cell = cells.get(day);
    return Array.from({ length: slots }, (_, slot) => {
      const units = cell ? slotUnits(cell, slot) : null;
      if (units === null) return null;
      const value = round4(units);
      if (min === null || value < min) min = value;
      if (max === null || value > max) max = value;
      return value;
    });
  });
  return { slotMinutes, days: [...days], values, min, max };
}

/**
 * The base load: the value below which `share` of the measured intervals lie (default the 5th
 * percentile, nearest rank), so a few dropouts do not set it to zero.
 */
export function baseLoad(values: readonly (number | null)[], share = 0.05): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[rank - 1] ?? null;
}
