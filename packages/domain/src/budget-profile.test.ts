import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { budgetShareToDate, monthlyDegreeDayNormals } from './budget-profile.ts';

// Hand-computed: normals Jan 400, Feb 350, Mar 300, Apr 200, May 100, Jun 40, Jul 20, Aug 20, Sep 60,
// Oct 150, Nov 260, Dec 350 = 2,250 weighted degree days a year.
const NORMALS = [400, 350, 300, 200, 100, 40, 20, 20, 60, 150, 260, 350].map((n) => new Decimal(n));
const euros = (budget: number, share: Decimal) =>
  share.times(budget).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

describe('budgetShareToDate', () => {
  it('gas by the degree-day season: € 9,000 to 16 April is € 4,600.00, not € 2,589.04 by days', () => {
    // Jan–Mar 400 + 350 + 300 = 1,050; April 1–15 of 30 days: 200 × 15 / 30 = 100; 1,150 / 2,250.
    const gas = budgetShareToDate(2, 2026, '2026-04-16', NORMALS);
    expect(gas.profile).toBe('degree-days');
    expect(euros(9000, gas.share)).toBe('4600.00');
    // Electricity stays by days: 105 of 365 days × 9,000 = 2,589.041… → 2,589.04.
    const electricity = budgetShareToDate(1, 2026, '2026-04-16', NORMALS);
    expect(electricity.profile).toBe('days');
    expect(euros(9000, electricity.share)).toBe('2589.04');
  });

  it('is 0 on 1 January and 1 on the next, and falls back to days without normals', () => {
    expect(budgetShareToDate(2, 2026, '2026-01-01', NORMALS).share.toNumber()).toBe(0);
    expect(budgetShareToDate(2, 2026, '2027-01-01', NORMALS).share.toNumber()).toBe(1);
    expect(budgetShareToDate(2, 2026, '2030-05-01', NORMALS).share.toNumber()).toBe(1);
    // Summer: Jan–Jun 1,390 + July 1–14 of 31: 20 × 14 / 31 = 9.032…; 1,399.032… / 2,250 × 9,000 = 5,596.13.
    expect(euros(9000, budgetShareToDate(2, 2026, '2026-07-15', NORMALS).share)).toBe('5596.13');
    expect(budgetShareToDate(2, 2026, '2026-07-15', null)).toMatchObject({ profile: 'days' });
    // 2028 is a leap year: 60 of 366 days.
    expect(euros(3660, budgetShareToDate(2, 2028, '2028-03-01', null).share)).toBe('600.00');
  });
});

describe('monthlyDegreeDayNormals', () => {
  const month = (start: string, days: number, weightedDegreeDays: number) => ({
    start,
    days,
    weightedDegreeDays,
  });
  const year = (y: number, scale: number) =>
    NORMALS.map((n, i) => {
      const start = `${y}-${String(i + 1).padStart(2, '0')}-01`;
      const days = new Date(Date.UTC(y, i + 1, 0)).getUTCDate();
      return month(start, days, n.toNumber() * scale);
    });

  it('averages complete months only', () => {
    // 2024 (leap year) × 0.9 and 2025 × 1.1 average to the normals; an incomplete January 2026 is left out.
    const normals = monthlyDegreeDayNormals([
      ...year(2024, 0.9),
      ...year(2025, 1.1),
      month('2026-01-01', 10, 999),
    ]);
    expect(normals?.map((n) => n.toFixed(2))).toEqual(NORMALS.map((n) => n.toFixed(2)));
  });

  it('has no season without every calendar month complete once', () => {
    expect(monthlyDegreeDayNormals(year(2025, 1).slice(0, 11))).toBeNull();
    expect(monthlyDegreeDayNormals([...year(2025, 1).slice(0, 11), month('2025-12-01', 30, 350)])).toBeNull();
    expect(monthlyDegreeDayNormals(year(2025, 0))).toBeNull();
  });
});
