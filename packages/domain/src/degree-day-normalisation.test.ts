import { describe, expect, it } from 'vitest';
import { normalisedUsage, sumDecimals, usagePerDegreeDay } from './degree-day-normalisation.ts';

describe('degree-day normalisation', () => {
  it('gives m³ per weighted degree day rounded once to 4 decimals', () => {
    // 1234.5678 / 10.5 = 117.577885…
    expect(usagePerDegreeDay('1234.5678', '10.5')).toBe(117.5779);
    expect(usagePerDegreeDay(100, '0')).toBeNull();
  });

  it("scales a period's usage to the reference degree days", () => {
    // 100 m³ at 10 weighted degree days, reference 12.5 → 125 m³
    expect(normalisedUsage('100', '10', '12.5')).toBe(125);
    // 33.3333 × 20 / 30 = 22.2222
    expect(normalisedUsage('33.3333', 30, 20)).toBe(22.2222);
    expect(normalisedUsage('5', 0, 20)).toBeNull();
  });

  it('sums decimals exactly', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe(0.3);
    expect(sumDecimals(['1234.5678', '0.0001', 2])).toBe(1236.5679);
  });
});
