import { describe, expect, it } from 'vitest';
import {
  completePeriodMean,
  degreeDayPeriods,
  degreeDaysOf,
  degreeDayWeight,
  normaliseByDegreeDays,
  sumDegreeDays,
} from './degree-days.ts';

describe('degree days', () => {
  it('weighs the months 0.8 April–September, 1.0 March and October, 1.1 November–February', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(degreeDayWeight)).toEqual([
      1.1, 1.1, 1, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 1, 1.1, 1.1,
    ]);
    expect(() => degreeDayWeight(13)).toThrow(RangeError);
  });

  it('is 18 minus the mean temperature, never below zero', () => {
    // TG 7.7 °C on 1 January: 18 − 7.7 = 10.3; × 1.1 = 11.33.
    expect(degreeDaysOf('2024-01-01', 77)).toEqual({ degreeDays: 10.3, weightedDegreeDays: 11.33 });
    // TG −4.9 °C on 10 February: 22.9; × 1.1 = 25.19.
    expect(degreeDaysOf('2024-02-10', -49)).toEqual({ degreeDays: 22.9, weightedDegreeDays: 25.19 });
    // TG 12.0 °C on 15 March: 6.0 × 1.0.
    expect(degreeDaysOf('2024-03-15', 120)).toEqual({ degreeDays: 6, weightedDegreeDays: 6 });
    // TG 14.3 °C on 30 September: 3.7 × 0.8 = 2.96.
    expect(degreeDaysOf('2024-09-30', 143)).toEqual({ degreeDays: 3.7, weightedDegreeDays: 2.96 });
    // Exactly 18 °C and warmer: none.
    expect(degreeDaysOf('2024-07-01', 180)).toEqual({ degreeDays: 0, weightedDegreeDays: 0 });
    expect(degreeDaysOf('2024-07-02', 231)).toEqual({ degreeDays: 0, weightedDegreeDays: 0 });
    expect(() => degreeDaysOf('2024-07-02', 23.1)).toThrow(RangeError);
  });

  it('sums without binary drift', () => {
    // 0.1 + 0.2 would be 0.30000000000000004 in floating point.
    expect(sumDegreeDays([0.1, 0.2])).toBe(0.3);
    expect(sumDegreeDays(['11.33', '25.19', '2.96'])).toBe(39.48);
    expect(sumDegreeDays([])).toBe(0);
  });

  it('normalises a quantity to the reference degree days', () => {
    // 1,000 m³ in a period of 250 degree days, reference 300: 1,200 m³.
    expect(normaliseByDegreeDays(1000, 250, 300)).toBe(1200);
    expect(normaliseByDegreeDays(1000, 0, 300)).toBeNull();
  });
});

describe('degreeDayPeriods and completePeriodMean', () => {
  it('lists every period of the range with its days inside it', () => {
    // 2023 (365 days) and 2024 (leap year, 366 days) whole; 2025 from 1 January to 15 March: 31 + 28 + 14.
    expect(degreeDayPeriods('year', '2023-01-01', '2025-03-15')).toEqual([
      { start: '2023-01-01', days: 365 },
      { start: '2024-01-01', days: 366 },
      { start: '2025-01-01', days: 73 },
    ]);
    expect(degreeDayPeriods('month', '2024-02-10', '2024-04-01')).toEqual([
      { start: '2024-02-01', days: 20 },
      { start: '2024-03-01', days: 31 },
    ]);
    expect(degreeDayPeriods('day', '2024-12-31', '2025-01-02')).toEqual([
      { start: '2024-12-31', days: 1 },
      { start: '2025-01-01', days: 1 },
    ]);
  });

  it('averages complete periods only', () => {
    // 2,800.5 and 3,000.3 over two complete years = 2,900.4; the partial year (200 of 365 days) is left out.
    expect(
      completePeriodMean([
        { days: 365, periodDays: 365, degreeDays: 2800.5, weightedDegreeDays: 3000.25 },
        { days: 366, periodDays: 366, degreeDays: 3000.3, weightedDegreeDays: 3200.15 },
        { days: 200, periodDays: 365, degreeDays: 1000, weightedDegreeDays: 1100 },
      ]),
    ).toEqual({ periods: 2, degreeDays: 2900.4, weightedDegreeDays: 3100.2 });
    expect(
      completePeriodMean([{ days: 1, periodDays: 31, degreeDays: 10, weightedDegreeDays: 11 }]),
    ).toBeNull();
  });
});
