import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { gas2024, testRates } from './energy-tax.fixtures.ts';
import { glasshouseGasBrackets } from './glasshouse-gas.ts';
import { march2024, marchInputs } from './shadow-bill.fixtures.ts';
import {
  billableReactive,
  expectedLine,
  expectedVat,
  monthsIn,
  yearShareByDays,
  monthsOf,
  taxOver,
  vatRateOn,
  type AuditLineKind,
} from './shadow-bill.ts';

const amount = (
  kind: AuditLineKind,
  inputs = marchInputs(),
  issuer: 'supplier' | 'grid-operator' = 'supplier',
) =>
  expectedLine(kind, issuer, march2024, inputs).amount?.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

describe('yearShareByDays: yearly grid fees are billed per day', () => {
  it('weights each day by its own year and splits at 1 January', () => {
    // 31 days of 2025 + 31 days of 2024 (leap): 31/365 + 31/366.
    expect(yearShareByDays({ from: '2024-12-01', to: '2025-01-31' }).toDecimalPlaces(10).toString()).toBe(
      new Decimal(31).div(366).plus(new Decimal(31).div(365)).toDecimalPlaces(10).toString(),
    );
    // A fixed transport fee of € 240 a year over the crossing period:
    const crossing = expectedLine(
      'fixed-transport-fee',
      'grid-operator',
      { from: '2024-12-01', to: '2025-01-31' },
      marchInputs(),
    );
    expect(crossing.amount?.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)).toBe('40.71'); // 240 × (31/366 + 31/365) = 20.3279 + 20.3836
    expect(crossing.quantity?.toString()).toBe('62');
  });
});

describe('expectedLine: every line kind from its inputs', () => {
  it('supply at the contract price on the measured volume', () => {
    expect(amount('supply-normal')).toBe('720.00'); // 6,000 × 0.12
    expect(amount('supply-low')).toBe('400.00'); // 4,000 × 0.10
    expect(amount('supply-single')).toBe('1200.00'); // 10,000 × 0.12 (no single rate: normal)
    expect(expectedLine('supply-normal', 'supplier', march2024, marchInputs()).quantity?.toString()).toBe(
      '6000',
    );
  });

  it('fixed fee per month and GvO per kWh', () => {
    expect(amount('fixed-supply-fee')).toBe('7.50');
    expect(amount('gvo')).toBe('20.00'); // 10,000 × 0.002
  });

  it('energy tax from 1 January: 20,000 kWh before, so March is in the 10,000–50,000 bracket', () => {
    expect(amount('energy-tax')).toBe('903.70'); // 10,000 × 0.09037
    expect(amount('ode')).toBe('0.00'); // no ODE after 2022
    expect(amount('tax-reduction')).toBe('-44.20'); // 521.81 × 31 / 366 = 44.197
  });

  it('grid costs per day of the year tariff, capacity, kW max, kWh and reactive power', () => {
    expect(amount('fixed-transport-fee')).toBe('20.33'); // 240 × 31 / 366 = 20.3279
    expect(amount('periodic-connection-fee')).toBe('5.08'); // 60 × 31 / 366 = 5.0820
    expect(amount('contracted-capacity')).toBe('304.92'); // 100 kW × 36 × 31 / 366 = 304.9180
    expect(amount('kw-max')).toBe('213.00'); // 85.2 kW × 2.50
    expect(amount('reactive')).toBe('12.00'); // (7,000 − 0.62 × 10,000) × 0.015
    expect(amount('metering-service')).toBe('30.00'); // 360 / 12
    expect(amount('supply-normal', marchInputs(), 'grid-operator')).toBe('60.00'); // 6,000 × 0.01
    expect(amount('supply-low', marchInputs(), 'grid-operator')).toBe('32.00'); // 4,000 × 0.008
  });

  it('says what is missing instead of guessing', () => {
    const none = expectedLine(
      'supply-normal',
      'supplier',
      march2024,
      marchInputs({ measured: null, contract: null }),
    );
    expect(none.amount).toBeNull();
    expect(none.missing).toEqual([
      'Geen meetdata voor 01-03-2024 t/m 31-03-2024.',
      'Geen leveringsovereenkomst met tarieven in 01-03-2024 t/m 31-03-2024.',
    ]);
    const partly = marchInputs();
    partly.measured = { ...partly.measured!, daysCovered: 20 };
    expect(expectedLine('energy-tax', 'supplier', march2024, partly).missing).toEqual([
      'Meetdata voor 20 van de 31 dagen van 01-03-2024 t/m 31-03-2024.',
    ]);
    expect(expectedLine('kw-max', 'grid-operator', march2024, marchInputs({ grid: null })).missing).toEqual([
      'Geen nettarief van de netbeheerder voor 01-03-2024 t/m 31-03-2024.',
    ]);
    expect(
      expectedLine('energy-tax', 'supplier', march2024, marchInputs({ priorVolume: null })).missing,
    ).toEqual(['Het verbruik van 1 januari 2024 tot de periode is niet bekend (schijven).']);
    expect(
      expectedLine('contracted-capacity', 'grid-operator', march2024, marchInputs({ contractedKw: null }))
        .missing,
    ).toEqual(['Het gecontracteerd vermogen van de aansluiting is niet bekend.']);
    expect(
      expectedLine('metering-service', 'metering-company', march2024, marchInputs({ meteringFeeYear: null }))
        .missing,
    ).toEqual(['Het tarief van het meetbedrijf is niet bekend.']);
  });
});

describe('energy tax across 31 December', () => {
  const inputs = marchInputs({ priorVolume: '45000', volumeByYear: { 2024: '5000', 2025: '5000' } });
  const winter = { from: '2024-12-01', to: '2025-01-31' };

  it('splits per calendar year, the new year starting at bracket 1', () => {
    const tax = taxOver(winter, '10000', inputs);
    if (typeof tax === 'string') throw new Error(tax);
    // 2024: 45,000 → 50,000 at 0.09037 = 451.85; 2025: 5,000 at 0.10154 = 507.70.
    expect(tax.eb.toFixed(2)).toBe('959.55');
    // 521.81 × 31 / 366 + 524.95 × 31 / 365 = 44.197 + 44.585.
    expect(tax.reduction.toFixed(2)).toBe('88.78');
  });

  it('without a split the whole volume continues up the 2024 ladder', () => {
    // 45,000 → 55,000 in 2024: 5,000 × 0.09037 + 5,000 × 0.03943 = 649.00.
    const unsplit = taxOver({ from: '2024-12-01', to: '2024-12-31' }, '10000', inputs);
    if (typeof unsplit === 'string') throw new Error(unsplit);
    expect(unsplit.eb.toFixed(2)).toBe('649.00');
  });

  it('ODE until 2022', () => {
    const tax = taxOver(
      { from: '2022-01-01', to: '2022-01-31' },
      '10000',
      marchInputs({ priorVolume: null }),
    );
    if (typeof tax === 'string') throw new Error(tax);
    expect(tax.eb.toFixed(2)).toBe('367.90'); // 10,000 × 0.03679
    expect(tax.ode.toFixed(2)).toBe('305.00'); // 10,000 × 0.0305
  });
});

describe('glasshouse horticulture gas', () => {
  // Gas, March 2024, 160,000 m³ used in January and February, 20,000 m³ in March: 10,000 m³ up to
  // 170,000 in the first bracket and 10,000 m³ in the second.
  const normal = { years: [gas2024], vat: testRates.vat };
  const glasshouse = {
    years: [{ ...gas2024, brackets: glasshouseGasBrackets(gas2024.brackets, 2024), verified: false }],
    vat: testRates.vat,
  };
  const gasInputs = (tax: typeof normal) =>
    marchInputs({ product: 2, priorVolume: '160000', reduction: false, tax });

  it('at the normal rate: 10,000 × 0.58301 + 10,000 × 0.22378 = 8,067.90', () => {
    const tax = taxOver(march2024, '20000', gasInputs(normal));
    if (typeof tax === 'string') throw new Error(tax);
    expect(tax.eb.toFixed(2)).toBe('8067.90');
  });

  it('at the glasshouse rate (2024 printed): 10,000 × 0.09365 + 10,000 × 0.08444 = 1,780.90', () => {
    const tax = taxOver(march2024, '20000', gasInputs(glasshouse));
    if (typeof tax === 'string') throw new Error(tax);
    expect(tax.eb.toFixed(2)).toBe('1780.90');
    expect(tax.reduction.toFixed(2)).toBe('0.00');
  });
});

describe('helpers', () => {
  it('months as a share of each calendar month', () => {
    expect(monthsIn({ from: '2024-02-01', to: '2024-02-15' }).toString()).toBe(
      new Decimal(15).div(29).toString(),
    );
    expect(monthsIn({ from: '2024-01-01', to: '2024-03-31' }).toString()).toBe('3');
    expect(monthsOf({ from: '2024-11-15', to: '2025-01-10' })).toEqual(['2024-11', '2024-12', '2025-01']);
  });

  it('reactive power beyond cos φ 0.85', () => {
    expect(billableReactive(1000, 1000, 500).toString()).toBe('280'); // 1,000 − 620 − 100
    expect(billableReactive(500, 1000, 0).toString()).toBe('0');
  });

  it('VAT by the date: 9 % from 1 July to 31 December 2022', () => {
    // 610 over 30 June-days at 21 % and 31 July-days at 9 %: 300 × 0.21 + 310 × 0.09 = 90.90.
    expect(expectedVat(testRates.vat, { from: '2022-06-01', to: '2022-07-31' }, '610').toFixed(2)).toBe(
      '90.90',
    );
    expect(vatRateOn(testRates.vat, { from: '2022-08-01', to: '2022-08-31' })).toBe('9');
    expect(vatRateOn(testRates.vat, { from: '2022-06-01', to: '2022-07-31' })).toBeNull();
  });
});
