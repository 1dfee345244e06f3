import { describe, expect, it } from 'vitest';
import { baseLoad, carpet, localSlot, weekdayProfile } from './load-profile.ts';
import { instantsOfLocalTime, startOfLocalDay } from './local-time.ts';

const at = (day: string, minute: number, which = 0) => {
  const instant = instantsOfLocalTime(day, minute)[which];
  if (!instant) throw new Error(`no ${day} ${minute}`);
  return instant;
};

describe('localSlot', () => {
  it('maps both runs of the repeated autumn hour to the same wall-clock slot', () => {
    expect(localSlot(at('2025-10-26', 135, 0), 15)).toEqual({ day: '2025-10-26', slot: 9 });
    expect(localSlot(at('2025-10-26', 135, 1), 15)).toEqual({ day: '2025-10-26', slot: 9 });
    // summer and winter 08:00 share a slot
    expect(localSlot(at('2026-07-06', 480), 60).slot).toBe(8);
    expect(localSlot(at('2026-01-05', 480), 60).slot).toBe(8);
  });
});

describe('weekdayProfile', () => {
  it('averages per weekday and wall-clock hour; the repeated hour counts once per day', () => {
    const profile = weekdayProfile(
      [
        // Mondays 23-11-2026 and 30-11-2026, 00:00: 1.0 and 2.0 → 1.5
        { start: at('2026-11-23', 0), value: '1.0000' },
        { start: at('2026-11-30', 0), value: '2.0000' },
        // Sunday 26-10-2025 (25 hours): 02:00 twice, 2.0 and 4.0 → that day 3.0
        { start: at('2025-10-26', 120, 0), value: '2.0000' },
        { start: at('2025-10-26', 120, 1), value: '4.0000' },
        // Sunday 02-11-2025, 02:00: 1.0 → (3.0 + 1.0) / 2 = 2.0
        { start: at('2025-11-02', 120), value: '1' },
        // Tuesday 24-11-2026 07:00: 0.1 + 0.2 would be 0.30000000000000004 in floats
        { start: at('2026-11-24', 420), value: '0.1' },
        { start: at('2026-12-01', 420), value: '0.2' },
      ],
      60,
    );
    expect(profile.weekdays).toHaveLength(7);
    const monday = profile.weekdays[0];
    expect(monday?.days).toBe(2);
    expect(monday?.values[0]).toBe(1.5);
    expect(monday?.values[1]).toBeNull();
    expect(profile.weekdays[6]?.values[2]).toBe(2);
    expect(profile.weekdays[6]?.days).toBe(2);
    expect(profile.weekdays[1]?.values[7]).toBe(0.15);
    expect(profile.weekdays[2]?.days).toBe(0);
  });
});

describe('carpet', () => {
  it('gives 96 slots on DST days: the spring hour empty, the autumn hour averaged', () => {
    const quarters = (day: string, next: string) => {
      const out = [];
      for (let t = startOfLocalDay(day).getTime(); t < startOfLocalDay(next).getTime(); t += 900_000) {
        out.push({ start: new Date(t), value: '0.2500' });
      }
      return out;
    };
    const spring = quarters('2026-03-29', '2026-03-30');
    const autumn = quarters('2025-10-26', '2025-10-27').map((r) =>
      r.start.getTime() === at('2025-10-26', 135, 1).getTime() ? { ...r, value: '0.7500' } : r,
    );
    expect(spring).toHaveLength(92);
    expect(autumn).toHaveLength(100);
    const plot = carpet([...spring, ...autumn], ['2025-10-26', '2026-03-29', '2026-03-30'], 15);
    expect(plot.values.map((row) => row.length)).toEqual([96, 96, 96]);
    // autumn 02:15: (0.25 + 0.75) / 2
    expect(plot.values[0]?.[9]).toBe(0.5);
    expect(plot.values[0]?.[8]).toBe(0.25);
    // spring 02:00–02:45 does not exist
    expect(plot.values[1]?.slice(8, 12)).toEqual([null, null, null, null]);
    expect(plot.values[1]?.filter((v) => v !== null)).toHaveLength(92);
    // a day without data is a row of nulls
    expect(plot.values[2]?.every((v) => v === null)).toBe(true);
    expect(plot.min).toBe(0.25);
    expect(plot.max).toBe(0.5);
  });
});

describe('baseLoad', () => {
  it('is the 5th percentile by nearest rank, ignoring missing values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(baseLoad(values)).toBe(5);
    expect(baseLoad([null, 3, 1, 2])).toBe(1);
    expect(baseLoad([null])).toBeNull();
  });
});
