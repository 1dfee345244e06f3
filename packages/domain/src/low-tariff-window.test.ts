import { describe, expect, it } from 'vitest';
import { instantsOfLocalTime } from './local-time.ts';
import { DEFAULT_LOW_TARIFF_WINDOW, inNightlyWindow, isLowTariff } from './low-tariff-window.ts';

const at = (day: string, hh: number, mm = 0, which = 0) => {
  const instant = instantsOfLocalTime(day, hh * 60 + mm)[which];
  if (!instant) throw new Error('no such local time');
  return instant;
};

describe('inNightlyWindow', () => {
  it('handles a window over midnight and one within a day', () => {
    const night = { fromMinute: 1380, toMinute: 420 };
    expect([1379, 1380, 0, 419, 420].map((m) => inNightlyWindow(night, m))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    const early = { fromMinute: 0, toMinute: 360 };
    expect([0, 359, 360, 1439].map((m) => inNightlyWindow(early, m))).toEqual([true, true, false, false]);
  });
});

describe('isLowTariff', () => {
  const w = DEFAULT_LOW_TARIFF_WINDOW;
  it('counts weekday nights, weekends and holidays low', () => {
    // Tuesday 4 March 2025
    expect(isLowTariff(w, at('2025-03-04', 6, 45))).toBe(true);
    expect(isLowTariff(w, at('2025-03-04', 7, 0))).toBe(false);
    expect(isLowTariff(w, at('2025-03-04', 22, 45))).toBe(false);
    expect(isLowTariff(w, at('2025-03-04', 23, 0))).toBe(true);
    // Saturday 8 March 2025 at noon
    expect(isLowTariff(w, at('2025-03-08', 12, 0))).toBe(true);
    // Hemelvaartsdag, Thursday 29 May 2025 at noon; the day after is not a holiday
    expect(isLowTariff(w, at('2025-05-29', 12, 0))).toBe(true);
    expect(isLowTariff(w, at('2025-05-30', 12, 0))).toBe(false);
  });

  it('follows an operator window of 21:00–07:00 without holidays', () => {
    const other = { fromMinute: 1260, toMinute: 420, weekends: true, holidays: false };
    expect(isLowTariff(other, at('2025-03-04', 21, 0))).toBe(true);
    expect(isLowTariff(other, at('2025-05-29', 12, 0))).toBe(false);
  });

  it('reads the wall clock on the autumn DST day (both 02:00 hours)', () => {
    const noWeekends = { ...w, weekends: false };
    // Sunday 26 October 2025: the repeated 02:00 hour, both in the night window
    expect(isLowTariff(noWeekends, at('2025-10-26', 2, 15, 0))).toBe(true);
    expect(isLowTariff(noWeekends, at('2025-10-26', 2, 15, 1))).toBe(true);
    expect(isLowTariff(noWeekends, at('2025-10-26', 7, 0))).toBe(false);
  });
});
