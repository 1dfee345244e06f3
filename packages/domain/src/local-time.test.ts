import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  localHourOf,
  instantsOfLocalTime,
  intervalsBetween,
  intervalsInLocalDay,
  localDayOf,
  localMinuteOfDay,
  startOfLocalDay,
} from './local-time.ts';

// 2025: summer time from Sunday 30 March 02:00 (→ 03:00), back on Sunday 26 October 03:00 (→ 02:00).
describe('local Dutch time', () => {
  it('counts 92, 96 and 100 quarters on the switch days and an ordinary day', () => {
    expect(intervalsInLocalDay('2025-03-30', 15)).toBe(92);
    expect(intervalsInLocalDay('2025-03-31', 15)).toBe(96);
    expect(intervalsInLocalDay('2025-10-26', 15)).toBe(100);
    expect(intervalsInLocalDay('2025-10-26', 60)).toBe(25);
    expect(intervalsInLocalDay('2025-03-30', 60)).toBe(23);
  });

  it('starts days at local midnight in UTC', () => {
    expect(startOfLocalDay('2025-01-15').toISOString()).toBe('2025-01-14T23:00:00.000Z');
    expect(startOfLocalDay('2025-07-15').toISOString()).toBe('2025-07-14T22:00:00.000Z');
  });

  it('gives two instants for the repeated autumn hour and none for the skipped spring hour', () => {
    expect(instantsOfLocalTime('2025-10-26', 150).map((d) => d.toISOString())).toEqual([
      '2025-10-26T00:30:00.000Z',
      '2025-10-26T01:30:00.000Z',
    ]);
    expect(instantsOfLocalTime('2025-03-30', 135)).toEqual([]);
    expect(instantsOfLocalTime('2025-03-30', 180).map((d) => d.toISOString())).toEqual([
      '2025-03-30T01:00:00.000Z',
    ]);
    // 24:00 is the next midnight
    expect(instantsOfLocalTime('2025-12-31', 1440).map((d) => d.toISOString())).toEqual([
      '2025-12-31T23:00:00.000Z',
    ]);
  });

  it('maps instants back to the local day and minute', () => {
    expect(localDayOf(new Date('2025-06-30T22:00:00Z'))).toBe('2025-07-01');
    expect(localDayOf(new Date('2025-06-30T21:45:00Z'))).toBe('2025-06-30');
    // the second 02:30 on the autumn day is the 210th minute of that 25-hour day
    expect(localMinuteOfDay(new Date('2025-10-26T01:30:00Z'))).toBe(210);
    expect(localMinuteOfDay(new Date('2025-10-26T22:45:00Z'))).toBe(1485);
  });

  it('adds days and counts intervals over a range with both switches', () => {
    expect(addLocalDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addLocalDays('2025-01-01', -1)).toBe('2024-12-31');
    // the whole of 2025: 365 days × 96 − 4 + 4
    expect(intervalsBetween('2025-01-01', '2026-01-01', 15)).toBe(35_040);
    expect(intervalsBetween('2025-03-01', '2025-04-01', 60)).toBe(31 * 24 - 1);
  });
});

// The hour of a rollup row (the signal rules' base load, night and weekend use): the same as the minute of the
// local day, with the day's midnight looked up once per day.
function hourStarts(fromDay: string, toDay: string): Date[] {
  const out: Date[] = [];
  for (let t = startOfLocalDay(fromDay).getTime(); t < startOfLocalDay(toDay).getTime(); t += 3_600_000) {
    out.push(new Date(t));
  }
  return out;
}

describe('localHourOf', () => {
  it('equals the local day and floor(localMinuteOfDay / 60) around both DST switches', () => {
    for (const start of [
      ...hourStarts('2026-03-28', '2026-03-31'),
      ...hourStarts('2026-10-24', '2026-10-27'),
    ]) {
      expect(localHourOf(start)).toEqual({
        day: localDayOf(start),
        hour: Math.floor(localMinuteOfDay(start) / 60),
      });
    }
  });

  it('counts 23 hours on the spring day and 25 on the autumn day', () => {
    const hoursOf = (day: string) =>
      hourStarts('2026-03-28', '2026-10-27')
        .map(localHourOf)
        .filter((h) => h.day === day)
        .map((h) => h.hour);
    expect(hoursOf('2026-03-29')).toEqual(Array.from({ length: 23 }, (_, i) => i));
    expect(hoursOf('2026-10-25')).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });
});
