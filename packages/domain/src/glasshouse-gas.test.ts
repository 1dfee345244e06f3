import { describe, expect, it } from 'vitest';
import { GAS_BOUNDS, taxBrackets } from './energy-tax.fixtures.ts';
import { glasshouseGasBrackets, glasshouseShare } from './glasshouse-gas.ts';

// Hand-computed from the normal gas rates (Belastingdienst tables; docs/rates.md).

/** The gas bracket bounds up to 2023 (m³). */
const BOUNDS_2022 = [0, 170_000, 1_000_000, 10_000_000];

describe('glasshouseGasBrackets', () => {
  it('2022: 0.36322 × 16.06 % = 0.05833 and 0.06632 × 37.74 % = 0.02503 (PZEM "Sector tuinbouw" 2022), from 1 M m³ normal', () => {
    const normal = taxBrackets(BOUNDS_2022, ['0.36322', '0.06632', '0.02417', '0.01298']);
    expect(glasshouseGasBrackets(normal, 2022).map((b) => b.rate)).toEqual([
      '0.05833',
      '0.02503',
      '0.02417',
      '0.01298',
    ]);
    // 2021, the same percentages: 0.34856 × 0.1606 = 0.05597874 → 0.05598, where PZEM prints 0.05597 (the
    // law sets absolute rates; the korting % is derived and rounded): hence every year is unverified.
    expect(glasshouseGasBrackets([{ from: 0, to: 170_000, rate: '0.34856' }], 2021)[0]?.rate).toBe('0.05598');
  });

  it('2023 and 2024: the rates PZEM ("Sector tuinbouw") and ENGIE ("Gas tuinders") both print, not the percentages', () => {
    const normal2024 = taxBrackets(GAS_BOUNDS, ['0.58301', '0.58301', '0.22378', '0.12855', '0.04886']);
    // 0.58301 × 16.06 % would be 0.09363 and 0.22378 × 37.74 % 0.08445; the tables print 0.09365 / 0.08444.
    expect(glasshouseGasBrackets(normal2024, 2024).map((b) => b.rate)).toEqual([
      '0.09365',
      '0.09365',
      '0.08444',
      '0.12855',
      '0.04886',
    ]);
    // Three brackets, the last closed at 10 M m³ (one bound more than rates).
    const normal2023 = taxBrackets(BOUNDS_2022, ['0.48980', '0.09621', '0.05109']);
    // Derived would be 0.07866 / 0.03631; printed 0.07867 / 0.03629.
    expect(glasshouseGasBrackets(normal2023, 2023).map((b) => b.rate)).toEqual([
      '0.07867',
      '0.03629',
      '0.05109',
    ]);
  });

  it('2025: 30 % of 0.57820 = 0.17346 on both parts of the first bracket, 50 % of 0.31570 = 0.15785', () => {
    const normal = taxBrackets(GAS_BOUNDS, ['0.57820', '0.57820', '0.31570', '0.20350', '0.05390']);
    expect(glasshouseGasBrackets(normal, 2025).map((b) => b.rate)).toEqual([
      '0.17346',
      '0.17346',
      '0.15785',
      '0.20350',
      '0.05390',
    ]);
  });

  it('is the normal rate from 2030, and every year is marked unverified (derived percentages)', () => {
    const normal = [{ from: 0, to: 170_000, rate: '0.60066' }];
    expect(glasshouseGasBrackets(normal, 2030)).toEqual(normal);
    expect(glasshouseShare(2026)).toMatchObject({ first: '0.44', second: '0.60', verified: false });
    expect(glasshouseShare(2029)).toMatchObject({ first: '0.86', second: '0.90', verified: false });
    expect(glasshouseShare(2023)?.verified).toBe(false);
    expect(glasshouseShare(2024)?.verified).toBe(false);
  });
});
