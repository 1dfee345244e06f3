import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import {
  currentYearVolume,
  forecastYear,
  profileShare,
  segmentVolume,
  uncoveredRanges,
  unitsToMwh,
  type ForecastPart,
  type ForecastYearInput,
} from './forecast.ts';

/** One agreement part from 1 January 2027 (to the year's end unless told). */
const part2027 = (basis: ForecastPart['basis'], fixedFeeMonth: number, to = '2028-01-01'): ForecastPart => ({
  from: '2027-01-01',
  to,
  basis,
  fixedFeeMonth,
});

const amounts = (input: ForecastYearInput) => {
  const result = forecastYear(input);
  if (!result.known) throw new Error('unknown');
  return Object.fromEntries(
    Object.entries(result.amounts).map(([k, v]) => [k, v === null ? null : v.toString()]),
  );
};

describe('forecastYear', () => {
  it('prices a fixed-rate year with fees, grid tariff, energy tax and VAT', () => {
    // 100,000 kWh × 0.12 = 12,000; fee 12 × 5 = 60; grid 350 + 100,000 × 0.021 = 2,450; tax 5,000.
    // Excl. VAT 19,510; VAT 21 % = 4,097.10; incl. 23,607.10; supply (12,000 + 60) / 100,000 = 0.1206.
    expect(
      amounts({
        product: 1,
        year: 2027,
        volume: 100_000,
        parts: [part2027({ kind: 'rate', pricePerUnit: '0.12' }, 5)],
        openForwardMwh: null,
        grid: { fixedPerYear: 350, perUnit: '0.021' },
        energyTaxExclVat: 5000,
        vatPct: 21,
      }),
    ).toEqual({
      volume: '100000',
      energy: '12000',
      markup: '0',
      fixedFees: '60',
      grid: '2450',
      energyTax: '5000',
      totalExclVat: '19510',
      vat: '4097.1',
      totalInclVat: '23607.1',
      supplyPricePerUnit: '0.1206',
    });
  });

  it('prices a click year: clicked share at the weighted price, the open rest at the forward price', () => {
    // 120 MWh: 40 % = 48 MWh × 85 = 4,080; 72 MWh × 90 = 6,480; markup 120 × 2.50 = 300.
    // Excl. VAT 10,860; VAT 2,280.60; incl. 13,140.60.
    const result = amounts({
      product: 1,
      year: 2027,
      volume: 120_000,
      parts: [
        part2027(
          { kind: 'click', clickedPct: 40, weightedPriceMwh: 85, forwardMwh: 90, markupMwh: '2.5' },
          0,
        ),
      ],
      openForwardMwh: 90,
      grid: null,
      energyTaxExclVat: 0,
      vatPct: 21,
    });
    expect(result).toMatchObject({ energy: '10560', markup: '300', totalExclVat: '10860', vat: '2280.6' });
    expect(result.totalInclVat).toBe('13140.6');
  });

  it('prices the days without an agreement at the forward price (gas, part of the year fixed)', () => {
    // 36,500 m³ over 365 days: 181 days fixed = 18,100 m³ × 0.45 = 8,145; 184 days open = 18,400 m³
    // = 179.7496 MWh × 34 = 6,111.4864; energy 14,256.4864 → 14,256.49. Fee 5 × 12 × 181/365 = 29.753… → 29.75.
    // Excl. VAT 14,286.24; VAT 3,000.1104 → 3,000.11; incl. 17,286.35.
    const result = amounts({
      product: 2,
      year: 2027,
      volume: 36_500,
      parts: [part2027({ kind: 'rate', pricePerUnit: '0.45' }, 5, '2027-07-01')],
      openForwardMwh: 34,
      grid: null,
      energyTaxExclVat: null,
      vatPct: 21,
    });
    expect(result).toMatchObject({
      energy: '14256.49',
      fixedFees: '29.75',
      totalExclVat: '14286.24',
      vat: '3000.11',
      totalInclVat: '17286.35',
    });
  });

  it('prices a variable price at the forward price plus the markup per unit', () => {
    // 50,000 kWh = 50 MWh × 80 = 4,000; markup 50,000 × 0.015 = 750; no VAT: 4,750.
    expect(
      amounts({
        product: 1,
        year: 2028,
        volume: 50_000,
        parts: [
          {
            from: '2028-01-01',
            to: '2029-01-01',
            basis: { kind: 'variable', forwardMwh: 80, markupPerUnit: '0.015' },
            fixedFeeMonth: 0,
          },
        ],
        openForwardMwh: null,
        grid: null,
        energyTaxExclVat: 0,
        vatPct: 0,
      }),
    ).toMatchObject({ energy: '4000', markup: '750', totalInclVat: '4750', supplyPricePerUnit: '0.095' });
  });

  it('prices part of the year (actual cost to date) with the fixed parts pro rata', () => {
    // 1 January – 1 April 2027 (90 of 365 days): 30,000 kWh × 0.12 = 3,600; fee 5 × 12 × 90/365 = 14.794… → 14.79;
    // grid 365 × 90/365 = 90 + 30,000 × 0.02 = 600 → 690; tax 1,000. Excl. VAT 5,304.79; VAT 21 % = 1,114.0059 → 1,114.01.
    const result = amounts({
      product: 1,
      year: 2027,
      volume: 30_000,
      window: { from: '2027-01-01', to: '2027-04-01' },
      parts: [part2027({ kind: 'rate', pricePerUnit: '0.12' }, 5)],
      openForwardMwh: null,
      grid: { fixedPerYear: 365, perUnit: '0.02' },
      energyTaxExclVat: 1000,
      vatPct: 21,
    });
    expect(result).toMatchObject({
      energy: '3600',
      fixedFees: '14.79',
      grid: '690',
      totalExclVat: '5304.79',
      vat: '1114.01',
      totalInclVat: '6418.8',
    });
  });

  it('is unknown when an open part has no forward price', () => {
    expect(
      forecastYear({
        product: 1,
        year: 2027,
        volume: 1000,
        parts: [],
        openForwardMwh: null,
        grid: null,
        energyTaxExclVat: 0,
        vatPct: 21,
      }),
    ).toEqual({ known: false, missing: 'forward-price' });
  });
});

describe('uncoveredRanges and unitsToMwh', () => {
  it('finds the gaps between parts', () => {
    expect(
      uncoveredRanges(2027, [
        { from: '2027-03-01', to: '2027-06-01' },
        { from: '2027-05-01', to: '2027-09-01' },
      ]),
    ).toEqual([
      { from: '2027-01-01', to: '2027-03-01' },
      { from: '2027-09-01', to: '2028-01-01' },
    ]);
    expect(uncoveredRanges(2027, [{ from: '2027-01-01', to: '2028-01-01' }])).toEqual([]);
  });
  it('converts kWh and m³ to MWh', () => {
    expect(unitsToMwh(2500, 1).toString()).toBe('2.5');
    expect(unitsToMwh(1000, 2).toString()).toBe('9.769');
  });
});

describe('current year: measured so far + expected for the rest', () => {
  it('spreads a flat year by days: measured, gaps filled, the rest expected', () => {
    // 2026 has 365 days; 1 January – 28 November (exclusive) is 331 days, the rest 34.
    // Expected 36,500 kWh a year = 100 a day. Measured 30,000 over 300 of the 331 days.
    // Filled: 36,500 × 331/365 × 31/331 = 3,100; rest: 36,500 × 34/365 = 3,400; total 36,500.
    const v = currentYearVolume({
      year: 2026,
      asOf: '2026-11-28',
      expectedAnnual: 36_500,
      measured: { volume: 30_000, coveredDays: 300 },
    })!;
    expect([v.measured, v.filled, v.rest, v.total].map(String)).toEqual(['30000', '3100', '3400', '36500']);
    expect(v.segments.map((s) => [s.from, s.to, String(s.volume)])).toEqual([
      ['2026-01-01', '2026-11-28', '33100'],
      ['2026-11-28', '2027-01-01', '3400'],
    ]);
  });

  it('takes the rest of the year by the monthly profile', () => {
    // Weights: December 2, every other month 1 (total 13). Rest from 1 December: 2/13 of 13,000 m³ = 2,000.
    // Measured every day to 1 December (334 days): nothing filled; total 10,500 + 2,000 = 12,500.
    const weights = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2];
    const v = currentYearVolume({
      year: 2027,
      asOf: '2027-12-01',
      expectedAnnual: 13_000,
      measured: { volume: 10_500, coveredDays: 334 },
      monthWeights: weights,
    })!;
    expect([v.measured, v.filled, v.rest, v.total].map(String)).toEqual(['10500', '0', '2000', '12500']);
  });

  it('splits a month by its days under a profile', () => {
    // Weights January 4, February 2, the others 1 (total 16). From 15 February: 14 of February's 28 days
    // (2 × 14/28 = 1) + March–December (10) = 11/16 = 0.6875.
    const weights = [4, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    expect(profileShare(2027, '2027-02-15', '2028-01-01', weights).toString()).toBe('0.6875');
    // Flat: 320 of 365 days (1 January – 15 February is 31 + 14 = 45 days).
    expect(profileShare(2027, '2027-02-15', '2028-01-01').toString()).toBe(
      new Decimal(320).dividedBy(365).toString(),
    );
  });

  it('is the expected volume alone before the year begins, and unknown without one', () => {
    const v = currentYearVolume({ year: 2027, asOf: '2026-11-28', expectedAnnual: 5_000, measured: null })!;
    expect([v.measured, v.filled, v.rest, v.total].map(String)).toEqual(['0', '0', '5000', '5000']);
    expect(v.segments).toEqual([{ from: '2027-01-01', to: '2028-01-01', volume: new Decimal(5000) }]);
    expect(
      currentYearVolume({
        year: 2026,
        asOf: '2026-11-28',
        expectedAnnual: null,
        measured: { volume: 100, coveredDays: 331 },
      }),
    ).toBeNull();
  });

  it('prices each part of the year at the volume of its own days', () => {
    // Fixed 0.10 €/kWh to 1 July, open at 100 €/MWh after. Segments: 30,000 kWh to 1 July, 10,000 after.
    // Energy 30,000 × 0.10 + 10 MWh × 100 = 4,000 (spread evenly it would be 40,000 × 181/365 × 0.10 + …).
    // VAT 21 % = 840; incl. 4,840.
    const result = amounts({
      product: 1,
      year: 2027,
      volume: 40_000,
      segments: [
        { from: '2027-01-01', to: '2027-07-01', volume: 30_000 },
        { from: '2027-07-01', to: '2028-01-01', volume: 10_000 },
      ],
      parts: [part2027({ kind: 'rate', pricePerUnit: '0.10' }, 0, '2027-07-01')],
      openForwardMwh: 100,
      grid: null,
      energyTaxExclVat: 0,
      vatPct: 21,
    });
    expect(result).toMatchObject({ energy: '4000', totalExclVat: '4000', vat: '840', totalInclVat: '4840' });
    expect(
      segmentVolume(
        [{ from: '2027-01-01', to: '2027-07-01', volume: 30_000 }],
        '2027-03-01',
        '2027-04-01',
      ).toString(),
    ).toBe(new Decimal(30_000).times(31).dividedBy(181).toString());
  });
});
