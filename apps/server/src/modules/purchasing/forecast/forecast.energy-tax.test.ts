import { describe, expect, it } from 'vitest';
import type { EnergyTaxYear } from '@energiek/domain/tax-rates';
import { forecastEnergyTax, forecastTaxRates } from './forecast.energy-tax.ts';

// Issue 27 (review): the forecast taxed glasshouse horticulture gas at the normal gas rates; it now takes
// the reduced rates as the tax calculator does (glasshouseRates). Figures hand-computed below.

const M = 1_000_000;
// Gas 2026 as seeded (packages/db/src/seed/parameters.ts; from 170,000 m³ copied from 2025, unverified).
const gas2026: EnergyTaxYear = {
  year: 2026,
  product: 2,
  brackets: [
    { from: 0, to: 1_000, rate: '0.60066' },
    { from: 1_000, to: 170_000, rate: '0.60066' },
    { from: 170_000, to: M, rate: '0.31570' },
    { from: M, to: 10 * M, rate: '0.20350' },
    { from: 10 * M, to: null, rate: '0.05390' },
  ],
  ode: [],
  reductionPerConnection: '0',
  verified: true,
};
const book = (year: number) => ({
  rates: { years: [{ ...gas2026, year }], vat: [{ from: '2019-01-01', to: null, rate: '21' }] },
  borrowedFrom: year === 2026 ? null : 2026,
});
const gas = (year: number, volume: number, glasshouse: boolean) =>
  forecastEnergyTax(book(year), {
    product: 2,
    year,
    window: { from: `${year}-01-01`, to: `${year + 1}-01-01` },
    volume,
    reduction: false,
    glasshouse,
    vatPct: '21',
  })!
    .toDecimalPlaces(2)
    .toNumber();

describe('forecast energy tax of glasshouse horticulture gas', () => {
  it('normal gas, 200,000 m³ in 2026: 170,000 × 0.60066 + 30,000 × 0.31570 = 102,112.20 + 9,471.00', () => {
    expect(gas(2026, 200_000, false)).toBe(111_583.2);
  });

  it('glasshouse gas 2026 (Kamerstuk 36 426: 44 % / 60 % of the normal rate): 170,000 × 0.26429 + 30,000 × 0.18942', () => {
    // 0.60066 × 0.44 = 0.2642904 → 0.26429; 0.31570 × 0.60 = 0.18942.
    // 44,929.30 + 5,682.60 = 50,611.90.
    expect(gas(2026, 200_000, true)).toBe(50_611.9);
  });

  it('glasshouse gas 2027 on the borrowed 2026 rates (58 % / 70 %): 170,000 × 0.34838 + 30,000 × 0.22099', () => {
    // 0.60066 × 0.58 = 0.3483828 → 0.34838; 0.31570 × 0.70 = 0.22099. 59,224.60 + 6,629.70 = 65,854.30.
    expect(gas(2027, 200_000, true)).toBe(65_854.3);
  });

  it('from 1 M m³ the normal rate: 2,000,000 m³ glasshouse 2026 = 44,929.30 + 830,000 × 0.18942 + 1 M × 0.20350', () => {
    // 44,929.30 + 157,218.60 + 203,500.00 = 405,647.90.
    expect(gas(2026, 2 * M, true)).toBe(405_647.9);
  });

  it('marks glasshouse rates unverified; electricity keeps the normal rates', () => {
    expect(forecastTaxRates(book(2026), 2, true).rates.years[0]!.verified).toBe(false);
    expect(forecastTaxRates(book(2026), 2, false).rates.years[0]!.verified).toBe(true);
    const electricity = {
      ...book(2026),
      rates: { ...book(2026).rates, years: [{ ...gas2026, product: 1 as const }] },
    };
    expect(forecastTaxRates(electricity, 1, true)).toBe(electricity);
  });

  it('no rates for the year: no tax figure', () => {
    expect(
      forecastEnergyTax(null, {
        product: 2,
        year: 2026,
        window: { from: '2026-01-01', to: '2027-01-01' },
        volume: 1,
        reduction: false,
        glasshouse: true,
        vatPct: '21',
      }),
    ).toBeNull();
  });
});
