import { describe, expect, it } from 'vitest';
import {
  billableReactive,
  powerFactor,
  reactiveAllowance,
  reactiveCharge,
  reactiveMonths,
} from './reactive-power.ts';

// Hand-computed: cos φ = P / √(P² + Q²); free = 0.62 × taken + 0.2 × fed in (DOMAIN "Reactive power").

describe('reactive power', () => {
  it('frees 62 % of the kWh taken and 20 % of the kWh fed in', () => {
    // 10,000 × 0.62 + 2,000 × 0.2 = 6,200 + 400 = 6,600 kVArh.
    expect(reactiveAllowance(10_000, 2_000).toString()).toBe('6600');
    // 7,000 kVArh − 6,600 = 400 billable; below the allowance nothing.
    expect(billableReactive(7_000, 10_000, 2_000).toString()).toBe('400');
    expect(billableReactive(6_000, 10_000, 2_000).toString()).toBe('0');
  });

  it('computes cos φ from kWh and kVArh', () => {
    // 3-4-5 triangle: 4,000 kWh and 3,000 kVArh → 4 / 5 = 0.8.
    expect(powerFactor(4_000, 3_000)?.toString()).toBe('0.8');
    // Only active energy: 1.
    expect(powerFactor(500, 0)?.toString()).toBe('1');
    expect(powerFactor(0, 0)).toBeNull();
    // At exactly 62 %: 1 / √(1 + 0.3844) = 1 / 1.17660… = 0.8499… (cos φ 0.85 as billed).
    expect(powerFactor(1_000, 620)?.toDecimalPlaces(4).toString()).toBe('0.8499');
  });

  it('settles the billable part per month and rounds once', () => {
    const { months, total } = reactiveMonths([
      // January: 4,000 kWh, 3,000 kVArh: free 2,480, billable 520, cos φ 0.800.
      { month: '2026-01', consumedKwh: '4000', producedKwh: null, reactiveKvarh: '3000' },
      // February: 5,000 kWh, 1,000 fed in, 2,000 kVArh: free 3,100 + 200 = 3,300, billable 0;
      // cos φ 5,000 / √(25,000,000 + 4,000,000) = 5,000 / 5,385.1648… = 0.92848… → 0.928.
      { month: '2026-02', consumedKwh: '5000', producedKwh: '1000', reactiveKvarh: '2000' },
      // March: no reactive data from the meter.
      { month: '2026-03', consumedKwh: '4500.1234', producedKwh: null, reactiveKvarh: null },
    ]);
    expect(months[0]).toEqual({
      month: '2026-01',
      consumedKwh: '4000.000',
      producedKwh: null,
      reactiveKvarh: '3000.000',
      cosPhi: '0.800',
      allowanceKvarh: '2480.000',
      billableKvarh: '520.000',
    });
    expect(months[1]).toMatchObject({ cosPhi: '0.928', allowanceKvarh: '3300.000', billableKvarh: '0.000' });
    expect(months[2]).toMatchObject({
      consumedKwh: '4500.123',
      reactiveKvarh: null,
      cosPhi: null,
      billableKvarh: null,
    });
    // The year: 13,500.1234 kWh taken, 1,000 fed in, 5,000 kVArh; billable 520 + 0 = 520 (per month,
    // although the year's 5,000 lies below its allowance). cos φ and the allowance over the months with
    // reactive data (January, February): 9,000 kWh, 1,000 fed in → free 5,580 + 200 = 5,780; cos φ
    // 9,000 / √(81,000,000 + 25,000,000) = 9,000 / 10,295.630… = 0.87416… → 0.874.
    expect(total).toEqual({
      consumedKwh: '13500.123',
      producedKwh: '1000.000',
      reactiveKvarh: '5000.000',
      cosPhi: '0.874',
      allowanceKvarh: '5780.000',
      billableKvarh: '520.000',
    });
  });
});

describe('reactive charge', () => {
  it('bills the kVArh beyond the allowance at the grid rate, rounded once to cents', () => {
    // 499.2 kVArh × € 0.01512 = € 7.547904 → € 7.55
    expect(reactiveCharge('499.200', '0.01512')).toBe('7.55');
    // 1,234.567 kVArh × € 0.0125 = € 15.4320875 → € 15.43 (not 1,234.57 × 0.0125 = 15.432125, same cents here)
    expect(reactiveCharge('1234.567', '0.0125')).toBe('15.43');
    // half a cent rounds up: 100 × 0.00125 = 0.125 → 0.13
    expect(reactiveCharge('100', '0.00125')).toBe('0.13');
    expect(reactiveCharge('0.000', '0.01512')).toBe('0.00');
    expect(reactiveCharge(null, '0.01512')).toBeNull();
    expect(reactiveCharge('499.2', null)).toBeNull();
  });
});
