import { describe, expect, it } from 'vitest';
import { isoWeekday } from './buckets.ts';
import {
  bucketIntervals,
  comparisonPeriod,
  periodBuckets,
  shiftBuckets,
  weekdayShift,
} from './comparison-periods.ts';

// Hand-computed: 1-3-2026 is a Sunday, 1-3-2025 a Saturday; the DST Sundays are 30-3-2025, 29-3-2026
// (23 hours: 92 quarters), 26-10-2025 and 25-10-2026 (25 hours: 100 quarters).

describe('weekdayShift', () => {
  it('moves a year back by 52 weeks (364 days), also across a leap day', () => {
    expect(weekdayShift('2026-03-01', '2025-03-01')).toBe(364); // 365 days = 52.14 weeks
    expect(weekdayShift('2024-03-01', '2023-03-01')).toBe(364); // 366 days = 52.29 weeks
    expect(weekdayShift('2025-01-06', '2026-01-06')).toBe(-364); // a later comparison period
  });

  it('takes the nearest whole week, and never 0 for a different day', () => {
    expect(weekdayShift('2026-03-30', '2026-03-29')).toBe(7); // 1 day → at least a week
    expect(weekdayShift('2026-03-30', '2026-03-31')).toBe(-7);
    expect(weekdayShift('2026-03-30', '2026-03-20')).toBe(7); // 10 days = 1.43 weeks
    expect(weekdayShift('2026-03-30', '2026-03-19')).toBe(14); // 11 days = 1.57 weeks
    expect(weekdayShift('2026-03-30', '2026-03-30')).toBe(0);
  });

  it('lands on the same weekday', () => {
    for (const [from, compareFrom] of [
      ['2026-03-01', '2025-03-01'],
      ['2024-02-29', '2023-02-28'],
      ['2026-12-31', '2024-12-31'],
    ] as const) {
      const moved = comparisonPeriod(from, '2027-01-01', compareFrom, 'day').from;
      expect(isoWeekday(moved)).toBe(isoWeekday(from));
    }
  });
});

describe('comparisonPeriod', () => {
  it('compares the autumn DST Sunday with the autumn DST Sunday a year earlier (100 quarters each)', () => {
    const b = comparisonPeriod('2026-10-25', '2026-10-26', '2025-10-25', 'day');
    expect(b).toMatchObject({ shiftDays: 364, from: '2025-10-26', to: '2025-10-27' });
    expect(b.buckets).toEqual([{ start: '2025-10-26', from: '2025-10-26', to: '2025-10-27' }]);
    expect(bucketIntervals({ start: '2026-10-25', from: '2026-10-25', to: '2026-10-26' }, 15)).toBe(100);
    expect(bucketIntervals(b.buckets[0]!, 15)).toBe(100);
    // date to date would have been Saturday 25-10-2025: 96 quarters
    expect(bucketIntervals({ start: '2025-10-25', from: '2025-10-25', to: '2025-10-26' }, 15)).toBe(96);
  });

  it('moves a week with the spring DST Sunday to the week with last year’s (7 × 96 − 4 = 668)', () => {
    const b = comparisonPeriod('2026-03-23', '2026-03-30', '2025-03-23', 'week');
    expect(b.buckets).toEqual([{ start: '2025-03-24', from: '2025-03-24', to: '2025-03-31' }]);
    expect(bucketIntervals(b.buckets[0]!, 15)).toBe(668);
    expect(bucketIntervals({ start: '2026-03-23', from: '2026-03-23', to: '2026-03-30' }, 15)).toBe(668);
  });

  it('moves month buckets by the same 364 days: March 2026 against 2-3-2025 up to 2-4-2025', () => {
    const b = comparisonPeriod('2026-03-01', '2026-05-01', '2025-03-01', 'month');
    expect(b).toMatchObject({ from: '2025-03-02', to: '2025-05-02' });
    expect(b.buckets).toEqual([
      { start: '2025-03-02', from: '2025-03-02', to: '2025-04-02' },
      { start: '2025-04-02', from: '2025-04-02', to: '2025-05-02' },
    ]);
    // both 31 days with one spring DST Sunday: 31 × 96 − 4
    expect(bucketIntervals(b.buckets[0]!, 15)).toBe(2972);
    expect(bucketIntervals({ start: '2026-03-01', from: '2026-03-01', to: '2026-04-01' }, 15)).toBe(2972);
  });
});

describe('periodBuckets and shiftBuckets', () => {
  it('clips the first and last week to the range and keeps the lengths when moved', () => {
    const a = periodBuckets('2026-03-25', '2026-04-08', 'week');
    expect(a).toEqual([
      { start: '2026-03-23', from: '2026-03-25', to: '2026-03-30' },
      { start: '2026-03-30', from: '2026-03-30', to: '2026-04-06' },
      { start: '2026-04-06', from: '2026-04-06', to: '2026-04-08' },
    ]);
    expect(shiftBuckets(a, 364)).toEqual([
      { start: '2025-03-26', from: '2025-03-26', to: '2025-03-31' },
      { start: '2025-03-31', from: '2025-03-31', to: '2025-04-07' },
      { start: '2025-04-07', from: '2025-04-07', to: '2025-04-09' },
    ]);
  });
});
