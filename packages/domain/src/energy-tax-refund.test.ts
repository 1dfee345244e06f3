import { describe, expect, it } from 'vitest';
import {
  anbiRefund,
  compareComplex,
  multiplePropertiesRefund,
  refundBreakdown,
  refundDeadline,
  type RefundBreakdownRow,
} from './energy-tax-refund.ts';
import { testRates } from './energy-tax.fixtures.ts';

const period2024 = { product: 1 as const, from: '2024-01-01', to: '2025-01-01', business: true };

describe('compareComplex (complexbepaling)', () => {
  it('two connections without a verblijfsfunctie: one ladder saves the difference', () => {
    // Separate: 40,000 → 1,088 + 30,000 × 0.09037 (= 2,711.10) = 3,799.10; 30,000 → 1,088 + 1,807.40 = 2,895.40.
    // Σ 6,694.50. Combined 70,000 → 1,088 + 3,614.80 + 20,000 × 0.03943 (= 788.60) = 5,491.40.
    // Saves 1,203.10.
    const result = compareComplex(
      period2024,
      [
        { volume: 40_000, reduction: false },
        { volume: 30_000, reduction: false },
      ],
      testRates,
    );
    expect(result.separateTotal.toString()).toBe('6694.5');
    expect(result.combinedTotal.toString()).toBe('5491.4');
    expect(result.difference.toFixed(2)).toBe('1203.10');
  });

  it('the complex keeps one reduction, so three small homes are better off separately', () => {
    // Separate: 3 × (1,088.00 − 521.81) = 1,698.57. Combined 30,000: 1,088 + 20,000 × 0.09037 = 2,895.40
    // − one reduction 521.81 = 2,373.59. Difference −675.02 (the complex costs money).
    const result = compareComplex(
      period2024,
      [1, 2, 3].map(() => ({ volume: 10_000, reduction: true })),
      testRates,
    );
    expect(result.separateTotal.toFixed(2)).toBe('1698.57');
    expect(result.combinedTotal.toFixed(2)).toBe('2373.59');
    expect(result.difference.toFixed(2)).toBe('-675.02');
    expect(result.combined.rounded.reductionAmount.toFixed(2)).toBe('521.81');
  });

  it('across 1 January each connection splits by days and the combined ladder restarts', () => {
    // 2024-07-01 .. 2025-07-01 (184 + 181 days). A: 36,500 → 18,400 + 18,100; B: 3,650 → 1,840 + 1,810.
    // Separate A: 1,847.108 + 1,577.297 = 3,424.405; B: 1,840 × 0.1088 = 200.192 + 1,810 × 0.10154 = 183.7874.
    // Combined 2024: 20,240 → 1,088 + 10,240 × 0.09037 (= 925.3888) = 2,013.3888;
    //          2025: 19,910 → 1,015.40 + 9,910 × 0.06937 (= 687.4567) = 1,702.8567. Σ 3,716.2455.
    // Separate Σ 3,808.3844 − 3,716.2455 = 92.1389 → 92.14.
    const result = compareComplex(
      { ...period2024, from: '2024-07-01', to: '2025-07-01' },
      [
        { volume: 36_500, reduction: false },
        { volume: 3650, reduction: false },
      ],
      testRates,
    );
    expect(result.combined.parts.map((p) => p.tax.toString())).toEqual(['2013.3888', '1702.8567']);
    expect(result.difference.toFixed(2)).toBe('92.14');
  });
});

describe('compareComplex over several years (issue 32: the request from the finder could not be saved)', () => {
  const twoYears = { ...period2024, from: '2024-01-01', to: '2026-01-01' };

  it('day-split volumes that do not divide evenly still combine (was 422 "tellen niet op")', () => {
    // 731 days: 15,838.246 × 366 / 731 and 29,458.914 × 366 / 731 are endless decimals; the combined
    // ladder took Σ totals as its volume and Σ split years as its years, which differed in the 20th digit.
    const result = compareComplex(
      twoYears,
      [
        { volume: '15838.246', reduction: false },
        { volume: '29458.914', reduction: false },
      ],
      testRates,
    );
    const combinedVolume = result.combined.parts.reduce(
      (s, p) => s.plus(p.volume),
      result.combinedTotal.times(0),
    );
    expect(combinedVolume.toDecimalPlaces(6).toString()).toBe('45297.16');
    expect(result.difference.isFinite()).toBe(true);
  });

  it('measured volumes per year: each year on its own ladder, the complex once', () => {
    // A: 2024 10,000, 2025 20,000; B: 2024 30,000, 2025 40,000 (no reduction).
    // Separate 2024: 1,088 | 1,088 + 20,000 × 0.09037 = 2,895.40. 2025: 1,015.40 + 10,000 × 0.06937 = 1,709.10
    //   | 1,015.40 + 30,000 × 0.06937 = 3,096.50. Σ 8,789.
    // Combined 2024 40,000: 1,088 + 30,000 × 0.09037 = 3,799.10; 2025 60,000: 1,015.40 + 40,000 × 0.06937
    //   (= 2,774.80) + 10,000 × 0.03868 (= 386.80) = 4,177.00. Σ 7,976.10. Saves 812.90.
    const result = compareComplex(
      twoYears,
      [
        { volume: 30_000, reduction: false, volumeByYear: { 2024: 10_000, 2025: 20_000 } },
        { volume: 70_000, reduction: false, volumeByYear: { 2024: 30_000, 2025: 40_000 } },
      ],
      testRates,
    );
    expect(result.separateTotal.toString()).toBe('8789');
    expect(result.combinedTotal.toString()).toBe('7976.1');
    expect(result.difference.toFixed(2)).toBe('812.90');
  });

  it('a total stored to 3 decimals may differ from its exact years by less than half a place', () => {
    const result = compareComplex(
      twoYears,
      [
        { volume: 1000.001, reduction: false, volumeByYear: { 2024: '500.0004', 2025: '500.0004' } },
        { volume: 1000, reduction: false, volumeByYear: { 2024: 500, 2025: 500 } },
      ],
      testRates,
    );
    expect(result.separate).toHaveLength(2);
  });
});

describe('anbiRefund', () => {
  it('50 % of the energy tax minus the reduction, VAT not refunded', () => {
    // 20,000 kWh 2024: 1,088 + 903.70 = 1,991.70 − 521.81 = 1,469.89; half = 734.945 → 734.95.
    expect(anbiRefund(period2024, [{ volume: 20_000, reduction: true }], testRates).toFixed(2)).toBe(
      '734.95',
    );
  });

  it('a connection whose reduction exceeds its tax adds nothing (not negative)', () => {
    // 1,000 kWh: 108.80 − 521.81 < 0 → 0; plus 10,000 kWh without reduction: 1,088 / 2 = 544.00.
    expect(
      anbiRefund(
        period2024,
        [
          { volume: 1000, reduction: true },
          { volume: 10_000, reduction: false },
        ],
        testRates,
      ).toFixed(2),
    ).toBe('544.00');
  });
});

describe('multiplePropertiesRefund', () => {
  it('one reduction per further property, pro rata by days', () => {
    // 3 properties, whole 2024: 2 × 521.81 = 1,043.62.
    expect(multiplePropertiesRefund(period2024, 3, testRates).toFixed(2)).toBe('1043.62');
    // First half of 2024 (182 of 366 days): 1,043.62 × 182 / 366 = 518.958579… → 518.96.
    expect(multiplePropertiesRefund({ ...period2024, to: '2024-07-01' }, 3, testRates).toFixed(2)).toBe(
      '518.96',
    );
    expect(multiplePropertiesRefund(period2024, 1, testRates).toFixed(2)).toBe('0.00');
  });
});

describe('refundDeadline', () => {
  it('ANBI: 13 weeks (91 days) after the last day of the period', () => {
    // Last day 2024-12-31 + 91 days = 2025-04-01.
    expect(refundDeadline('anbi', '2025-01-01')).toBe('2025-04-01');
    expect(refundDeadline('multiple-properties', '2025-01-01')).toBe('2025-04-01');
  });

  it('more than one property: 13 weeks after the consumption period, not 5 years (issue 31 check)', () => {
    // The Belastingdienst ("Teruggaaf energiebelasting meer dan 1 onroerende zaak"): once a year, within 13
    // weeks after the consumption period of the annual bill. 2022: 31-12-2022 + 91 days = 01-04-2023
    // (31 Jan + 28 Feb + 31 Mar = 90 → 31-03-2023, +1 → 01-04-2023). The 5 years are the complex's.
    expect(refundDeadline('multiple-properties', '2023-01-01')).toBe('2023-04-01');
    // A leap year's Q1 is a day longer: 31-12-2023 + 91 days = 31-03-2024.
    expect(refundDeadline('multiple-properties', '2024-01-01')).toBe('2024-03-31');
  });

  it('complex: 5 years after the last day; 29 February becomes 28 February', () => {
    expect(refundDeadline('complex', '2025-01-01')).toBe('2029-12-31');
    expect(refundDeadline('complex', '2024-03-01')).toBe('2029-02-28');
  });
});

describe('refundBreakdown (the calculation of the letter per year and bracket, issue 32)', () => {
  const rowText = (r: RefundBreakdownRow) =>
    [
      r.year,
      r.kind,
      r.levy,
      r.connection,
      r.bracketFrom,
      r.bracketTo,
      r.volume?.toString(),
      r.rate?.toString(),
      r.amount.toString(),
    ].join(' ');

  it('complex: the separate sum per year, then the complex through one ladder, bracket by bracket', () => {
    // The first compareComplex case: separate 3,799.10 + 2,895.40 = 6,694.50; combined 70,000 kWh:
    // 2,900 × 0.1088 = 315.52 and 7,100 × 0.1088 = 772.48 (the fixture splits the first bracket at
    // 2,900 kWh), together 1,088; 40,000 × 0.09037 = 3,614.80; 20,000 × 0.03943 = 788.60. Saves 1,203.10.
    const result = refundBreakdown(
      'complex',
      period2024,
      [
        { volume: 40_000, reduction: false },
        { volume: 30_000, reduction: false },
      ],
      0,
      testRates,
    );
    expect(result.rows.map(rowText)).toEqual([
      '2024 separate       6694.5',
      '2024 bracket eb  0 2900 2900 0.1088 315.52',
      '2024 bracket eb  2900 10000 7100 0.1088 772.48',
      '2024 bracket eb  10000 50000 40000 0.09037 3614.8',
      '2024 bracket eb  50000 10000000 20000 0.03943 788.6',
    ]);
    expect(result.amount.toFixed(2)).toBe('1203.10');
  });

  it('complex with a reduction: the complex keeps one, shown as a negative row', () => {
    const result = refundBreakdown(
      'complex',
      period2024,
      [1, 2, 3].map(() => ({ volume: 10_000, reduction: true })),
      0,
      testRates,
    );
    // Separate 3 × (1,088 − 521.81) = 1,698.57; the complex 1,088 + 1,807.40 − 521.81 = 2,373.59.
    expect(result.rows.find((r) => r.kind === 'separate')?.amount.toFixed(2)).toBe('1698.57');
    expect(result.rows.filter((r) => r.kind === 'reduction').map((r) => r.amount.toFixed(2))).toEqual([
      '-521.81',
    ]);
    expect(result.amount.toFixed(2)).toBe('-675.02');
  });

  it('anbi: the brackets per connection; the refund is half of tax minus reduction', () => {
    // 40,000 kWh: 1,088 + 30,000 × 0.09037 (2,711.10) = 3,799.10, no reduction → half: 1,899.55.
    const result = refundBreakdown('anbi', period2024, [{ volume: 40_000, reduction: false }], 0, testRates);
    expect(result.rows.map((r) => `${r.connection} ${r.bracketFrom} ${r.amount.toString()}`)).toEqual([
      '0 0 315.52',
      '0 2900 772.48',
      '0 10000 2711.1',
    ]);
    expect(result.amount.toFixed(2)).toBe('1899.55');
  });

  it('more than one property: the extra reductions per year part', () => {
    // 3 properties over 2024: two further reductions, 2 × 521.81 = 1,043.62.
    const result = refundBreakdown('multiple-properties', period2024, [], 3, testRates);
    expect(result.rows.map(rowText)).toEqual(['2024 reduction       1043.62']);
    expect(result.amount.toFixed(2)).toBe('1043.62');
    expect(refundBreakdown('multiple-properties', period2024, [], 1, testRates).rows).toEqual([]);
  });
});
