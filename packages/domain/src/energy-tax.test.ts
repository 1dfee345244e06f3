import { describe, expect, it } from 'vitest';
import {
  MissingTaxRatesError,
  MissingVatRateError,
  calculateEnergyTax,
  daysInYear,
  splitByYear,
} from './energy-tax.ts';
import type { EnergyTaxInput, EnergyTaxResult } from './energy-tax.ts';
import { testRates } from './energy-tax.fixtures.ts';

const year2024 = { from: '2024-01-01', to: '2025-01-01' };

function calc(input: Partial<EnergyTaxInput> & { volume: EnergyTaxInput['volume'] }): EnergyTaxResult {
  return calculateEnergyTax(
    { product: 1, ...year2024, reduction: false, business: true, ...input },
    testRates,
  );
}

/** The rounded totals as plain strings, for readable expectations. */
function totals(result: EnergyTaxResult) {
  const r = result.rounded;
  return {
    reduction: r.reductionAmount.toFixed(2),
    excl: r.totalExclVat.toFixed(2),
    vat: r.vatAmount.toFixed(2),
    incl: r.totalInclVat.toFixed(2),
  };
}

function lineSummary(result: EnergyTaxResult) {
  return result.lines.map((l) => ({
    levy: l.levy,
    year: l.year,
    bracket: `${l.bracketFrom}-${l.bracketTo ?? '∞'}`,
    volume: l.volume.toString(),
    amount: l.amount.toString(),
  }));
}

describe('splitByYear', () => {
  it('cuts a period at 1 January, the end exclusive', () => {
    // 2024-07-01 .. 2024-12-31 = 31+31+30+31+30+31 = 184 days; 2025-01-01 .. 2025-06-30 = 31+28+31+30+31+30 = 181.
    expect(splitByYear('2024-07-01', '2025-07-01')).toEqual([
      { year: 2024, from: '2024-07-01', to: '2025-01-01', days: 184 },
      { year: 2025, from: '2025-01-01', to: '2025-07-01', days: 181 },
    ]);
  });

  it('knows leap years', () => {
    expect(daysInYear(2024)).toBe(366);
    expect(daysInYear(2025)).toBe(365);
    expect(daysInYear(2100)).toBe(365);
    expect(daysInYear(2000)).toBe(366);
  });

  it('refuses an empty or reversed period', () => {
    expect(() => splitByYear('2024-01-01', '2024-01-01')).toThrow(
      'De einddatum moet na de begindatum liggen.',
    );
    expect(() => splitByYear('2024-02-01', '2024-01-01')).toThrow();
  });
});

describe('calculateEnergyTax — electricity 2024 bracket edges (business, full year, 21 % VAT)', () => {
  it('2,900 kWh: exactly the first bracket', () => {
    // 2,900 × 0.10880 = 315.52; VAT 315.52 × 0.21 = 66.2592 → 66.26; incl 381.78.
    const result = calc({ volume: 2900 });
    expect(lineSummary(result)).toEqual([
      { levy: 'eb', year: 2024, bracket: '0-2900', volume: '2900', amount: '315.52' },
    ]);
    expect(totals(result)).toEqual({ reduction: '0.00', excl: '315.52', vat: '66.26', incl: '381.78' });
  });

  it('10,000 kWh: fills the first two brackets, nothing in the third', () => {
    // 315.52 + 7,100 × 0.10880 (= 772.48) = 1,088.00; VAT 228.48; incl 1,316.48.
    const result = calc({ volume: 10_000 });
    expect(lineSummary(result).map((l) => l.bracket)).toEqual(['0-2900', '2900-10000']);
    expect(totals(result)).toEqual({ reduction: '0.00', excl: '1088.00', vat: '228.48', incl: '1316.48' });
  });

  it('10,001 kWh: one kWh in the third bracket', () => {
    // 1,088 + 1 × 0.09037 = 1,088.09037 → 1,088.09; VAT 1,088.09037 × 0.21 = 228.4989777 → 228.50;
    // incl 1,088.09 + 228.50 = 1,316.59 (each total rounded once from its exact value).
    const result = calc({ volume: 10_001 });
    expect(result.lines[2]).toMatchObject({ bracketFrom: 10_000, bracketTo: 50_000 });
    expect(result.lines[2]?.amount.toString()).toBe('0.09037');
    expect(totals(result)).toEqual({ reduction: '0.00', excl: '1088.09', vat: '228.50', incl: '1316.59' });
  });

  it('50,000 kWh and 10,000,000 kWh', () => {
    // 50,000: 1,088 + 40,000 × 0.09037 (= 3,614.80) = 4,702.80; VAT 987.588 → 987.59; incl 5,690.39.
    expect(totals(calc({ volume: 50_000 }))).toEqual({
      reduction: '0.00',
      excl: '4702.80',
      vat: '987.59',
      incl: '5690.39',
    });
    // 10 M: 4,702.80 + 9,950,000 × 0.03943 (= 392,328.50) = 397,031.30; VAT 83,376.573 → 83,376.57.
    expect(totals(calc({ volume: 10_000_000 }))).toEqual({
      reduction: '0.00',
      excl: '397031.30',
      vat: '83376.57',
      incl: '480407.87',
    });
  });

  it('above 10 M kWh: business 0.00188, non-business 0.00254', () => {
    // business: 397,031.30 + 100 × 0.00188 = 397,031.488 → 397,031.49
    // non-business: 397,031.30 + 100 × 0.00254 = 397,031.554 → 397,031.55
    const business = calc({ volume: 10_000_100, business: true });
    const nonBusiness = calc({ volume: 10_000_100, business: false });
    expect(business.lines.at(-1)?.rate.toString()).toBe('0.00188');
    expect(nonBusiness.lines.at(-1)?.rate.toString()).toBe('0.00254');
    expect(totals(business).excl).toBe('397031.49');
    expect(totals(nonBusiness).excl).toBe('397031.55');
    // Below 10 M the flag changes nothing.
    expect(totals(calc({ volume: 50_000, business: false }))).toEqual(totals(calc({ volume: 50_000 })));
  });

  it('a zero volume has no lines and no tax', () => {
    const result = calc({ volume: 0 });
    expect(result.lines).toEqual([]);
    expect(totals(result)).toEqual({ reduction: '0.00', excl: '0.00', vat: '0.00', incl: '0.00' });
  });
});

describe('calculateEnergyTax — prior volume and straddling brackets', () => {
  it('starts up the ladder at the volume consumed earlier this year', () => {
    // March–May 2024, 2,000 kWh before: the period runs from 2,000 to 12,000 kWh.
    // 900 × 0.10880 = 97.92; 7,100 × 0.10880 = 772.48; 2,000 × 0.09037 = 180.74 → 1,051.14.
    // VAT 1,051.14 × 0.21 = 220.7394 → 220.74; incl 1,271.88.
    const result = calc({ from: '2024-03-01', to: '2024-06-01', volume: 10_000, priorVolume: 2000 });
    expect(lineSummary(result)).toEqual([
      { levy: 'eb', year: 2024, bracket: '0-2900', volume: '900', amount: '97.92' },
      { levy: 'eb', year: 2024, bracket: '2900-10000', volume: '7100', amount: '772.48' },
      { levy: 'eb', year: 2024, bracket: '10000-50000', volume: '2000', amount: '180.74' },
    ]);
    expect(totals(result)).toEqual({ reduction: '0.00', excl: '1051.14', vat: '220.74', incl: '1271.88' });
  });

  it('a prior volume beyond a bracket skips it entirely', () => {
    // 60,000 before, 1,000 in the period: all at 0.03943 = 39.43.
    const result = calc({ from: '2024-06-01', to: '2024-07-01', volume: 1000, priorVolume: 60_000 });
    expect(lineSummary(result)).toEqual([
      { levy: 'eb', year: 2024, bracket: '50000-10000000', volume: '1000', amount: '39.43' },
    ]);
  });
});

describe('calculateEnergyTax — reduction pro rata by days (leap year)', () => {
  it('a whole leap year gets the whole reduction', () => {
    // 10,000 kWh: 1,088.00 − 521.81 = 566.19; VAT 118.8999 → 118.90; incl 685.09.
    expect(totals(calc({ volume: 10_000, reduction: true }))).toEqual({
      reduction: '521.81',
      excl: '566.19',
      vat: '118.90',
      incl: '685.09',
    });
  });

  it('Q1 2024 has 91 of 366 days; the net tax may be negative', () => {
    // Reduction 521.81 × 91 / 366 = 129.739644808… → 129.74. Tax 1,000 × 0.10880 = 108.80.
    // Excl 108.80 − 129.739644808 = −20.939644808 → −20.94; VAT × 0.21 = −4.397325410 → −4.40; incl −25.34.
    const result = calc({ from: '2024-01-01', to: '2024-04-01', volume: 1000, reduction: true });
    expect(result.parts[0]).toMatchObject({ days: 91, daysInYear: 366 });
    expect(totals(result)).toEqual({ reduction: '129.74', excl: '-20.94', vat: '-4.40', incl: '-25.34' });
  });

  it('no reduction without a verblijfsfunctie, and none on gas', () => {
    expect(totals(calc({ volume: 1000, reduction: false })).reduction).toBe('0.00');
    expect(totals(calc({ product: 2, volume: 1000, reduction: true })).reduction).toBe('0.00');
  });
});

describe('calculateEnergyTax — a period across 1 January', () => {
  it('splits the volume by days and each year has its own ladder and reduction', () => {
    // 2024-07-01 .. 2025-07-01 = 184 + 181 = 365 days; 36,500 kWh → 18,400 (2024) + 18,100 (2025).
    // 2024: 315.52 + 772.48 + 8,400 × 0.09037 (= 759.108) = 1,847.108
    // 2025: 2,900 × 0.10154 (= 294.466) + 7,100 × 0.10154 (= 720.934) + 8,100 × 0.06937 (= 561.897) = 1,577.297
    // Tax 3,424.405. Reduction 521.81 × 184/366 (= 262.330710…) + 524.95 × 181/365 (= 260.317671…)
    // = 522.648381… → 522.65. Excl 3,424.405 − 522.648381… = 2,901.756618… → 2,901.76.
    // VAT 21 % of the exact excl = 609.368889… → 609.37; incl 3,511.13.
    const result = calc({ from: '2024-07-01', to: '2025-07-01', volume: 36_500, reduction: true });
    expect(result.parts.map((p) => [p.year, p.days, p.volume.toString(), p.tax.toString()])).toEqual([
      [2024, 184, '18400', '1847.108'],
      [2025, 181, '18100', '1577.297'],
    ]);
    expect(result.lines.map((l) => [l.year, l.from, l.to])).toEqual([
      [2024, '2024-07-01', '2025-01-01'],
      [2024, '2024-07-01', '2025-01-01'],
      [2024, '2024-07-01', '2025-01-01'],
      [2025, '2025-01-01', '2025-07-01'],
      [2025, '2025-01-01', '2025-07-01'],
      [2025, '2025-01-01', '2025-07-01'],
    ]);
    expect(totals(result)).toEqual({ reduction: '522.65', excl: '2901.76', vat: '609.37', incl: '3511.13' });
  });

  it('the prior volume counts for the first year only', () => {
    // 2024-12-01 .. 2025-02-01 = 31 + 31 days, 6,200 kWh → 3,100 + 3,100; prior 60,000 in 2024.
    // 2024: 3,100 × 0.03943 = 122.233; 2025 starts at 0: 2,900 × 0.10154 + 200 × 0.10154 = 314.774.
    const result = calc({ from: '2024-12-01', to: '2025-02-01', volume: 6200, priorVolume: 60_000 });
    expect(result.parts.map((p) => p.tax.toString())).toEqual(['122.233', '314.774']);
  });

  it('uses measured volumes per year when interval data exists', () => {
    // 2024: 10,000 → 1,088.00; 2025: 26,500 → 294.466 + 720.934 + 16,500 × 0.06937 (= 1,144.605) = 2,160.005.
    const result = calc({
      from: '2024-07-01',
      to: '2025-07-01',
      volume: 36_500,
      volumeByYear: { 2024: 10_000, 2025: 26_500 },
    });
    expect(result.parts.map((p) => p.tax.toString())).toEqual(['1088', '2160.005']);
    expect(totals(result).excl).toBe('3248.01');
  });

  it('refuses measured volumes that do not add up or miss a year', () => {
    const base = { from: '2024-07-01', to: '2025-07-01', volume: 36_500 };
    expect(() => calc({ ...base, volumeByYear: { 2024: 10_000, 2025: 1 } })).toThrow(
      'De gemeten volumes per jaar tellen niet op tot het volume.',
    );
    expect(() => calc({ ...base, volumeByYear: { 2024: 36_500 } })).toThrow(
      'Het gemeten volume van 2025 ontbreekt.',
    );
  });

  it('a split volume that does not divide evenly still adds up exactly', () => {
    // 1,000 kWh over 2024-12-01 .. 2025-01-02 (31 + 1 days): 968.75 + 31.25.
    const result = calc({ from: '2024-12-01', to: '2025-01-02', volume: 1000 });
    expect(result.parts.map((p) => p.volume.toString())).toEqual(['968.75', '31.25']);
    // 1,000 over 2024-12-31 .. 2025-01-03 (1 + 2 days): 333.33… + 666.66…, summing to exactly 1,000.
    const uneven = calc({ from: '2024-12-31', to: '2025-01-03', volume: 1000 });
    expect(uneven.parts.reduce((s, p) => s + p.volume.toNumber(), 0)).toBeCloseTo(1000, 12);
    expect(uneven.parts[0]!.volume.plus(uneven.parts[1]!.volume).toString()).toBe('1000');
  });
});

describe('calculateEnergyTax — 2022: ODE lines and the 9 % VAT half-year', () => {
  it('ODE is its own line per bracket', () => {
    // 12,000 kWh in 2022: EB 10,000 × 0.03679 = 367.90 + 2,000 × 0.04361 = 87.22;
    // ODE 10,000 × 0.0305 = 305.00 + 2,000 × 0.0418 = 83.60. Tax 843.72.
    const result = calc({ from: '2022-01-01', to: '2023-01-01', volume: 12_000 });
    expect(lineSummary(result)).toEqual([
      { levy: 'eb', year: 2022, bracket: '0-10000', volume: '10000', amount: '367.9' },
      { levy: 'eb', year: 2022, bracket: '10000-50000', volume: '2000', amount: '87.22' },
      { levy: 'ode', year: 2022, bracket: '0-10000', volume: '10000', amount: '305' },
      { levy: 'ode', year: 2022, bracket: '10000-50000', volume: '2000', amount: '83.6' },
    ]);
    expect(totals(result).excl).toBe('843.72');
  });

  it('a whole 2022 splits VAT by days: 181 days at 21 %, 184 at 9 %', () => {
    // 10,000 kWh: EB 367.90 + ODE 305.00 = 672.90.
    // VAT 672.90 × 181/365 × 0.21 (= 70.0737781) + 672.90 × 184/365 × 0.09 (= 30.5293808) = 100.6031589 → 100.60.
    expect(totals(calc({ from: '2022-01-01', to: '2023-01-01', volume: 10_000 }))).toEqual({
      reduction: '0.00',
      excl: '672.90',
      vat: '100.60',
      incl: '773.50',
    });
  });

  it('a period inside the second half of 2022 is all 9 %', () => {
    // 1,000 kWh: 36.79 + 30.50 = 67.29; VAT 9 % = 6.0561 → 6.06.
    expect(totals(calc({ from: '2022-07-01', to: '2022-10-01', volume: 1000 }))).toEqual({
      reduction: '0.00',
      excl: '67.29',
      vat: '6.06',
      incl: '73.35',
    });
  });
});

describe('calculateEnergyTax — gas 2024', () => {
  it('200,000 m³ through the gas brackets', () => {
    // 1,000 × 0.58301 = 583.01; 169,000 × 0.58301 = 98,528.69; 30,000 × 0.22378 = 6,713.40 → 105,825.10.
    // VAT 22,223.271 → 22,223.27; incl 128,048.37.
    const result = calc({ product: 2, volume: 200_000 });
    expect(lineSummary(result).map((l) => [l.bracket, l.amount])).toEqual([
      ['0-1000', '583.01'],
      ['1000-170000', '98528.69'],
      ['170000-1000000', '6713.4'],
    ]);
    expect(totals(result)).toEqual({
      reduction: '0.00',
      excl: '105825.10',
      vat: '22223.27',
      incl: '128048.37',
    });
  });

  it('1,000 m³ is exactly the first bracket; 1,001 m³ touches the second', () => {
    expect(lineSummary(calc({ product: 2, volume: 1000 })).map((l) => l.bracket)).toEqual(['0-1000']);
    expect(lineSummary(calc({ product: 2, volume: 1001 })).map((l) => l.bracket)).toEqual([
      '0-1000',
      '1000-170000',
    ]);
  });
});

describe('calculateEnergyTax — missing rates', () => {
  it('a year without rates is refused in Dutch', () => {
    expect(() => calc({ from: '2019-06-01', to: '2019-07-01', volume: 1 })).toThrow(MissingTaxRatesError);
    expect(() => calc({ from: '2019-06-01', to: '2019-07-01', volume: 1 })).toThrow(
      'Voor 2019 zijn geen tarieven bekend',
    );
    // Gas has no 2025 rates in the fixture.
    expect(() => calc({ product: 2, from: '2024-12-01', to: '2025-02-01', volume: 1 })).toThrow(
      'Voor 2025 zijn geen tarieven bekend',
    );
  });

  it('a day without a VAT rate is refused', () => {
    expect(() =>
      calculateEnergyTax(
        { product: 1, ...year2024, volume: 1, reduction: false, business: true },
        { years: testRates.years, vat: [{ from: '2024-01-01', to: '2024-06-01', rate: '21' }] },
      ),
    ).toThrow(MissingVatRateError);
  });

  it('a negative volume is refused', () => {
    expect(() => calc({ volume: -1 })).toThrow('Het volume mag niet negatief zijn.');
  });
});
