import { describe, expect, it } from 'vitest';
import { NORMAL_DEGREE_DAYS, monthShares, monthlyVolumes } from './usage-profile.ts';

describe('usage profile', () => {
  it('spreads a flat electricity profile (E3D, round the clock) by days', () => {
    // 36,500 kWh in 2026 (365 days) = 100 kWh a day: January 3,100, February 2,800, April 3,000.
    const months = monthlyVolumes(36_500, { product: 1, category: 'E3D' }, 2026);
    expect(months.slice(0, 4)).toEqual([3100, 2800, 3100, 3000]);
    expect(months.reduce((a, v) => a + v, 0)).toBe(36_500);
    // A leap year: 36,600 kWh over 366 days is 100 a day too, February 2,900.
    expect(monthlyVolumes(36_600, { product: 1, category: 'E3D' }, 2028)[1]).toBe(2900);
  });

  it('puts more electricity in winter the deeper the profile, and adds up to the year', () => {
    const office = monthlyVolumes(120_000, { product: 1, category: 'E3A' }, 2026);
    // E3A, amplitude 0.15: January's weight 31 × 1.15 = 35.65, July's 31 × 0.85 = 26.35. Σ days × cos(2π m / 12)
    // over 2026 = 31 + 28 × 0.866 + 31 × 0.5 + 0 − 31 × 0.5 − 30 × 0.866 − 31 − 31 × 0.866 − 30 × 0.5 + 0
    // + 30 × 0.5 + 31 × 0.866 = −√3 = −1.732, so Σ weights = 365 − 0.15 × 1.732 = 364.7402.
    // January 120,000 × 35.65 / 364.7402 = 11,728.8 → 11,729; July 120,000 × 26.35 / 364.7402 = 8,669.1.
    expect(office[0]).toBe(11_729);
    expect(Math.abs(office[6]! - 8669.1)).toBeLessThan(1);
    expect(office.reduce((a, v) => a + v, 0)).toBe(120_000);
    const small = monthlyVolumes(120_000, { product: 1, category: 'E1A' }, 2026);
    expect(small[0]!).toBeGreaterThan(office[0]!);
    expect(small[6]!).toBeLessThan(office[6]!);
  });

  it('splits gas into base load by days and heating by normal degree days', () => {
    expect(NORMAL_DEGREE_DAYS.reduce((a, d) => a + d, 0)).toBe(2740);
    // 27,400 m³, G2A (base 20 %), 2026: January = 27,400 × (0.2 × 31 / 365 + 0.8 × 442 / 2,740)
    // = 465.42 + 3,536.00 = 4,001.42 → 4,001; July = 465.42 + 27,400 × 0.8 × 27 / 2,740 = 465.42 + 216 = 681.42
    // → cumulatively rounded, 681 or 682.
    const months = monthlyVolumes(27_400, { product: 2, category: 'G2A' }, 2026);
    expect(months[0]).toBe(4001);
    expect(Math.abs(months[6]! - 681.42)).toBeLessThan(1);
    expect(months.reduce((a, v) => a + v, 0)).toBe(27_400);
    // A process user (GGV, base 60 %) uses more in summer than a heating one (G1A, base 10 %).
    const process = monthlyVolumes(27_400, { product: 2, category: 'GGV' }, 2026);
    const heating = monthlyVolumes(27_400, { product: 2, category: 'G1A' }, 2026);
    expect(process[6]!).toBeGreaterThan(heating[6]!);
  });

  it('uses a default profile for an unknown category, with shares that add up to 1', () => {
    for (const profile of [
      { product: 1 as const, category: null },
      { product: 2 as const, category: 'unknown' },
    ]) {
      const shares = monthShares(profile, 2025);
      expect(shares).toHaveLength(12);
      expect(Math.abs(shares.reduce((a, s) => a + s, 0) - 1)).toBeLessThan(1e-12);
    }
    expect(() => monthlyVolumes(-1, { product: 1, category: null }, 2026)).toThrow();
  });
});
