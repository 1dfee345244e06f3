import { describe, expect, it } from 'vitest';
import { forecastView } from './forecast-view.ts';

describe('forecastView', () => {
  const base = { amount: 48_000, volume: 480_000, unknown: 0, connections: 2, lastYearVolume: 400_000 };

  it('shows a forecast within a factor 1.5 of last year', () => {
    // 480,000 / 400,000 = 1.2
    expect(forecastView(base)).toEqual({ state: 'shown', amount: 48_000, volume: 480_000 });
    // Exactly 1.5 and exactly 1 / 1.5 are still plausible.
    expect(forecastView({ ...base, volume: 600_000 }).state).toBe('shown');
    expect(forecastView({ ...base, volume: 266_667 }).state).toBe('shown');
  });

  it('explains the forecast of issue 31 instead of showing it', () => {
    // 6,060,233 kWh forecast against 3,110,401 kWh measured: 6,060,233 / 3,110,401 = 1.948… → 1.95.
    expect(
      forecastView({ ...base, amount: 1_200_000, volume: 6_060_233, lastYearVolume: 3_110_401 }),
    ).toEqual({
      state: 'implausible',
      volume: 6_060_233,
      basis: 'last-year',
      reference: 3_110_401,
      ratio: 1.95,
    });
    // Far below last year: 100,000 / 400,000 = 0.25.
    expect(forecastView({ ...base, volume: 100_000 })).toEqual({
      state: 'implausible',
      volume: 100_000,
      basis: 'last-year',
      reference: 400_000,
      ratio: 0.25,
    });
  });

  it('holds the forecast against the budget when last year was not measured', () => {
    // 480,000 / 120,000 = 4.
    expect(forecastView({ ...base, lastYearVolume: 0, budgetVolume: 120_000 })).toEqual({
      state: 'implausible',
      volume: 480_000,
      basis: 'budget',
      reference: 120_000,
      ratio: 4,
    });
    // 480,000 / 400,000 = 1.2: shown.
    expect(forecastView({ ...base, lastYearVolume: 0, budgetVolume: 400_000 }).state).toBe('shown');
    // Last year's measurement wins over the budget: 480,000 / 400,000 = 1.2, although the budget is far off.
    expect(forecastView({ ...base, budgetVolume: 10 }).state).toBe('shown');
  });

  it('shows a forecast with nothing to hold it against', () => {
    expect(forecastView({ ...base, lastYearVolume: 0, budgetVolume: null })).toEqual({
      state: 'shown',
      amount: 48_000,
      volume: 480_000,
    });
  });

  it('has no forecast when nothing could be priced or no volume is expected', () => {
    expect(forecastView({ ...base, unknown: 2 })).toEqual({ state: 'unknown' });
    expect(forecastView({ ...base, volume: 0 })).toEqual({ state: 'unknown' });
    expect(forecastView({ ...base, connections: 0 })).toEqual({ state: 'unknown' });
  });

  it('judges a forecast without a connection count by its volume alone (the budgets table)', () => {
    // 6,060,233 / 480,000 = 12.63: implausible against the budget when last year is unknown.
    expect(
      forecastView({ amount: 1, volume: 6_060_233, unknown: 0, lastYearVolume: 0, budgetVolume: 480_000 }),
    ).toEqual({ state: 'implausible', volume: 6_060_233, basis: 'budget', reference: 480_000, ratio: 12.63 });
    expect(forecastView({ amount: 1, volume: 0, unknown: 0, lastYearVolume: 0 })).toEqual({
      state: 'unknown',
    });
  });
});
