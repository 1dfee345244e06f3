import { describe, expect, it } from 'vitest';
import { degreeDayRegression, regressionNormalised } from './degree-day-regression.ts';

/** Buckets of one day each, as [degree days, usage] points. */
const singleDays = (...points: [number, number][]) =>
  points.map(([degreeDays, usage]) => ({ days: 1, usage, degreeDays }));

describe('degree-day regression', () => {
  it('finds base load and slope of days on one line exactly', () => {
    // use = 10 + 2 × gd: (0, 10), (5, 20), (10, 30), (15, 40).
    const fit = degreeDayRegression(singleDays([0, 10], [5, 20], [10, 30], [15, 40]));
    expect(fit).toEqual({ basePerDay: 10, slope: 2, r2: 1, buckets: 4, days: 4 });
  });

  it('fits scattered days by least squares with R²', () => {
    // x = 0, 1, 2; y = 1, 3, 2. x̄ = 1, ȳ = 2; Sxy = (−1)(−1) + 0 + (1)(0) = 1; Sxx = 2 → slope 0.5,
    // base 2 − 0.5 = 1.5. Syy = 1 + 1 + 0 = 2; SSres = Syy − slope × Sxy = 1.5 → R² = 0.25.
    const fit = degreeDayRegression(singleDays([0, 1], [1, 3], [2, 2]));
    expect(fit).toEqual({ basePerDay: 1.5, slope: 0.5, r2: 0.25, buckets: 3, days: 3 });
  });

  it('weighs buckets by their days, as per-day averages', () => {
    // Months of 31, 28 and 30 days on use = 8 + 3 × gd per day: gd per day 12, 9, 4 → use per day 44, 35,
    // 20; bucket use 1,364, 980, 600 and degree days 372, 252, 120.
    const fit = degreeDayRegression([
      { days: 31, usage: 1364, degreeDays: 372 },
      { days: 28, usage: 980, degreeDays: 252 },
      { days: 30, usage: 600, degreeDays: 120 },
    ]);
    expect(fit).toEqual({ basePerDay: 8, slope: 3, r2: 1, buckets: 3, days: 89 });
  });

  it('gives no baseline from too few buckets or without spread in degree days', () => {
    expect(degreeDayRegression(singleDays([1, 5], [2, 6]))).toBeNull();
    expect(degreeDayRegression(singleDays([3, 5], [3, 6], [3, 7]))).toBeNull();
  });

  it('moves only the heating part to other degree days', () => {
    // 1,000 m³ at 200 gd with slope 3: at 250 gd 1,000 + 3 × 50 = 1,150 (usage per degree day alone would
    // say 1,250).
    expect(regressionNormalised(1000, 200, 250, { slope: 3 })).toBe(1150);
  });
});
