import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  agreementsInForce,
  effectiveRateLines,
  energyPriceOf,
  perMwhToPerUnit,
  type AgreementInput,
  type ClickPrice,
  type RateRowInput,
} from './effective-rate.ts';

const row = (over: Partial<RateRowInput> & { id: number; validFrom: string }): RateRowInput => ({
  validTo: null,
  single: null,
  normal: null,
  low: null,
  gas: null,
  indexName: null,
  markup: null,
  fixedFeeMonth: '0',
  greenCertificates: null,
  ...over,
});

// Fixed electricity 2026–2027 with a rate change on 1 January 2027.
const fixed: AgreementInput = {
  id: 1,
  status: 'actief',
  product: 1,
  priceType: 'fixed',
  collectiveId: null,
  from: '2026-01-01',
  to: '2027-12-31',
  rates: [
    row({
      id: 11,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      normal: '0.12',
      low: '0.10',
      fixedFeeMonth: '5',
    }),
    row({
      id: 12,
      validFrom: '2027-01-01',
      normal: '0.13',
      low: '0.11',
      fixedFeeMonth: '5',
      greenCertificates: '0.002',
    }),
  ],
};

const noClicks = () => null;
const plain = (lines: ReturnType<typeof effectiveRateLines>) =>
  lines.map((l) => ({ c: l.component, p: l.price.toString(), u: l.unit, from: l.validFrom, to: l.validTo }));

describe('effectiveRateLines', () => {
  it('gives the rate row of the day, with the period it applies to', () => {
    expect(plain(effectiveRateLines([fixed], '2027-03-01', noClicks))).toEqual([
      { c: 'normal', p: '0.13', u: 'kWh', from: '2027-01-01', to: '2027-12-31' },
      { c: 'low', p: '0.11', u: 'kWh', from: '2027-01-01', to: '2027-12-31' },
      { c: 'fixed-fee', p: '5', u: 'month', from: '2027-01-01', to: '2027-12-31' },
      { c: 'green-certificates', p: '0.002', u: 'kWh', from: '2027-01-01', to: '2027-12-31' },
    ]);
    expect(plain(effectiveRateLines([fixed], '2026-12-31', noClicks)).map((l) => l.p)).toEqual([
      '0.12',
      '0.1',
      '5',
    ]);
  });

  it('leaves out days outside the agreement and agreements not in force', () => {
    expect(effectiveRateLines([fixed], '2028-01-01', noClicks)).toEqual([]);
    expect(effectiveRateLines([{ ...fixed, status: 'concept' }], '2026-06-01', noClicks)).toEqual([]);
    expect(agreementsInForce([{ ...fixed, status: 'ter-ondertekening' }, fixed], '2026-06-01')).toEqual([
      fixed,
    ]);
  });

  it('prices a click agreement at the weighted click price plus markup, € per kWh', () => {
    const click: AgreementInput = {
      ...fixed,
      id: 2,
      priceType: 'click',
      from: '2027-01-01',
      to: '2028-12-31',
      rates: [row({ id: 21, validFrom: '2027-01-01', markup: '2.5' })],
    };
    const price: ClickPrice = { weightedPriceMwh: '80', clickedPct: '40', markupMwh: '2.5' };
    const lines = effectiveRateLines([click], '2027-06-15', () => price);
    // (80 + 2.50) / 1000 = 0.0825 € per kWh; the line holds for the delivery year 2027 only.
    expect(plain(lines)).toEqual([
      { c: 'click', p: '0.0825', u: 'kWh', from: '2027-01-01', to: '2027-12-31' },
    ]);
    expect(lines[0]!.clickedPct?.toString()).toBe('40');
    // Nothing clicked yet: no energy line.
    expect(effectiveRateLines([click], '2027-06-15', () => ({ ...price, weightedPriceMwh: null }))).toEqual(
      [],
    );
  });

  it('converts a gas collective price to € per m³ at 9.769 kWh per m³', () => {
    const gas: AgreementInput = {
      ...fixed,
      id: 3,
      product: 2,
      priceType: 'fixed',
      collectiveId: 7,
      rates: [row({ id: 31, validFrom: '2026-01-01', fixedFeeMonth: '4.5' })],
    };
    const lines = effectiveRateLines([gas], '2026-02-01', () => ({
      weightedPriceMwh: '30',
      clickedPct: '60',
      markupMwh: '2',
    }));
    // 32 €/MWh = 0.032 €/kWh × 9.769 = 0.312608 € per m³.
    expect(plain(lines)).toEqual([
      { c: 'click', p: '0.312608', u: 'm3', from: '2026-01-01', to: '2026-12-31' },
      { c: 'fixed-fee', p: '4.5', u: 'month', from: '2026-01-01', to: '2026-12-31' },
    ]);
  });

  it('gives a variable price as index + markup, and the lines of both agreements on an overlap', () => {
    const variable: AgreementInput = {
      ...fixed,
      id: 4,
      priceType: 'variable',
      from: '2027-10-01',
      to: '2028-09-30',
      rates: [row({ id: 41, validFrom: '2027-10-01', indexName: 'EPEX day-ahead', markup: '0.015' })],
    };
    const lines = effectiveRateLines([fixed, variable], '2027-11-01', noClicks);
    expect(lines.map((l) => [l.agreementId, l.component])).toEqual([
      [1, 'normal'],
      [1, 'low'],
      [1, 'fixed-fee'],
      [1, 'green-certificates'],
      [4, 'index-markup'],
    ]);
    expect(lines[4]).toMatchObject({
      indexName: 'EPEX day-ahead',
      validFrom: '2027-10-01',
      validTo: '2028-09-30',
    });
  });
});

describe('energyPriceOf', () => {
  it('weights normal and low by the low share and adds green certificates', () => {
    const lines = effectiveRateLines([fixed], '2027-03-01', noClicks);
    // 0.13 × 0.6 + 0.11 × 0.4 = 0.122, + 0.002 = 0.124.
    expect(energyPriceOf(lines, '0.4')?.toString()).toBe('0.124');
    expect(energyPriceOf(lines)?.toString()).toBe('0.132');
    expect(energyPriceOf([])).toBeNull();
  });
});

describe('perMwhToPerUnit', () => {
  it('converts € per MWh to € per kWh and € per m³', () => {
    expect(perMwhToPerUnit(100, 1).toString()).toBe('0.1');
    expect(perMwhToPerUnit(new Decimal(34), 2).toString()).toBe('0.332146');
  });
});
