import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  allocateClick,
  annualMwh,
  clickOfPart,
  clickTotalMwh,
  expectedByMonth,
  forwardPriceFor,
  periodCodes,
  periodValue,
} from './collective-position.ts';
import { positionOf } from './clicks.ts';

describe('annualMwh', () => {
  it('converts kWh and m³(n;35.17) to MWh', () => {
    expect(annualMwh(1, 250_000).toNumber()).toBe(250);
    // 36 000 m³ × 9.769 kWh = 351 684 kWh = 351.684 MWh.
    expect(annualMwh(2, 36_000).toNumber()).toBe(351.684);
  });
});

describe('expectedByMonth', () => {
  it('spreads each delivery year by days: 365 MWh is 31 in January and 28 in February', () => {
    const months = expectedByMonth(2027, 2028, 365);
    expect(Object.keys(months)).toHaveLength(24);
    expect(months['2027-01']!.toNumber()).toBe(31);
    expect(months['2027-02']!.toNumber()).toBe(28);
    // 2028 is a leap year: 366 days, February has 29 of them.
    expect(months['2028-02']!.toFixed(6)).toBe(new Decimal(365).times(29).dividedBy(366).toFixed(6));
  });
});

describe('periodCodes', () => {
  it('lists months, quarters or years of the delivery years', () => {
    expect(periodCodes(2027, 2028, 'year')).toEqual(['Cal-27', 'Cal-28']);
    expect(periodCodes(2027, 2027, 'quarter')).toEqual(['Q1-27', 'Q2-27', 'Q3-27', 'Q4-27']);
    const months = periodCodes(2027, 2027, 'month');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('Jan-27');
    expect(months[11]).toBe('Dec-27');
  });
});

describe('forwardPriceFor', () => {
  const quotes = [
    { period: 'Cal-27', load: 'base', quoteDate: '2026-05-01', price: '85.00' },
    { period: 'Cal-27', load: 'base', quoteDate: '2026-06-01', price: '88.50' },
    { period: 'Cal-27', load: 'peak', quoteDate: '2026-06-02', price: '99.00' },
    { period: 'Q1-27', load: 'base', quoteDate: '2026-06-01', price: '95.00' },
  ];
  it('takes the latest quote of the period and load', () => {
    expect(forwardPriceFor('Cal-27', quotes)).toEqual({
      period: 'Cal-27',
      quoteDate: '2026-06-01',
      price: new Decimal('88.50'),
    });
    expect(forwardPriceFor('Cal-27', quotes, 'peak')?.price.toNumber()).toBe(99);
  });
  it('falls back from a month to its quarter, then to its year', () => {
    expect(forwardPriceFor('Feb-27', quotes)?.period).toBe('Q1-27');
    expect(forwardPriceFor('Feb-27', quotes)?.price.toNumber()).toBe(95);
    expect(forwardPriceFor('Aug-27', quotes)?.period).toBe('Cal-27');
    expect(forwardPriceFor('Q3-27', quotes)?.price.toNumber()).toBe(88.5);
  });
  it('answers null when nothing covers the period', () => {
    expect(forwardPriceFor('Cal-28', quotes)).toBeNull();
    expect(forwardPriceFor('Jan-28', quotes)).toBeNull();
  });
});

describe('clickTotalMwh and allocateClick', () => {
  it('fixes 25 % of a 365 MWh year: 91.25 MWh', () => {
    const expected = expectedByMonth(2027, 2027, 365);
    expect(clickTotalMwh({ period: 'Cal-27', sharePct: 25, price: 80 }, expected).toNumber()).toBe(91.25);
    // Q1: 31 + 28 + 31 = 90 MWh expected, half is 45.
    expect(clickTotalMwh({ period: 'Q1-27', sharePct: 50, price: 80 }, expected).toNumber()).toBe(45);
    expect(clickTotalMwh({ period: 'Q1-27', volumeMwh: 12, price: 80 }, expected).toNumber()).toBe(12);
  });
  it('splits a click over three participants pro rata, parts adding up to the click exactly', () => {
    // 10 MWh at € 80 over weights 1 : 1 : 1 → 3.334 + 3.333 + 3.333 (the first takes the extra thousandth).
    const parts = allocateClick(10, 80, [
      { id: 'a', weight: 100 },
      { id: 'b', weight: 100 },
      { id: 'c', weight: 100 },
    ]);
    expect(parts.map((p) => p.mwh.toFixed(3))).toEqual(['3.334', '3.333', '3.333']);
    expect(Decimal.sum(...parts.map((p) => p.mwh)).toNumber()).toBe(10);
    // The cost is rounded once: 10 × 80 = 800.00 split 1 : 1 : 1 = 266.666… each; floors 3 × 266.66 =
    // 799.98, the two cents left go to the first two (largest remainder, ties to the earlier).
    expect(parts.map((p) => p.cost.toFixed(2))).toEqual(['266.67', '266.67', '266.66']);
  });
  it('rounds the cost once at the end: the parts add up to the click cost (not per participant)', () => {
    // 1 MWh at € 10.01 over 1 : 1 : 1. Per participant (before): 0.334 × 10.01 = 3.34334 → 3.34 and
    // 0.333 × 10.01 = 3.33333 → 3.33 twice: 10.00, a cent short of 10.01.
    // Once at the end: 10.01 / 3 = 3.33666… → floors 3.33 × 3 = 9.99, two cents left → 3.34, 3.34, 3.33.
    const parts = allocateClick(1, '10.01', [
      { id: 'a', weight: 1 },
      { id: 'b', weight: 1 },
      { id: 'c', weight: 1 },
    ]);
    expect(parts.map((p) => p.cost.toFixed(2))).toEqual(['3.34', '3.34', '3.33']);
    expect(Decimal.sum(...parts.map((p) => p.cost)).toFixed(2)).toBe('10.01');
  });
  it('splits 91.25 MWh by 250 : 100 MWh as 65.179 and 26.071', () => {
    // 91.25 × 250 / 350 = 65.178571… → 65.179 (largest remainder); 91.25 × 100 / 350 = 26.071428… → 26.071.
    const parts = allocateClick('91.25', '82.40', [
      { id: 1, weight: 250 },
      { id: 2, weight: 100 },
    ]);
    expect(parts.map((p) => p.mwh.toFixed(3))).toEqual(['65.179', '26.071']);
    // Cost 91.25 × 82.40 = 7,519.00 split 250 : 100 = 5,370.714… and 2,148.285…; floors 5,370.71 +
    // 2,148.28 = 7,518.99, the cent left goes to the larger remainder (0.0057 > 0.0043): 2,148.29.
    expect(parts.map((p) => p.cost.toFixed(2))).toEqual(['5370.71', '2148.29']);
  });
});

describe('periodValue: one book, one value (issue 27)', () => {
  // 2027 expects 10 MWh every month (120 MWh); Cal-27 50 % clicked at € 80. Quotes: Cal-27 € 100, Q1-27 € 120.
  const expected = Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [`2027-${String(i + 1).padStart(2, '0')}`, 10]),
  );
  const clicks = [{ period: 'Cal-27', sharePct: 50, price: 80 }];
  const quotes = [
    { period: 'Cal-27', load: 'base', quoteDate: '2026-11-02', price: 100 },
    { period: 'Q1-27', load: 'base', quoteDate: '2026-11-03', price: 120 },
  ];

  it('values the year as the sum of its months, each at its own quote (hand-computed)', () => {
    const year = periodValue('Cal-27', clicks, expected, quotes, 2);
    // Open 5 MWh a month: Jan–Mar at Q1-27's € 120 = 1,800; Apr–Dec at Cal-27's € 100 = 4,500; 6,300.
    // (Valued as one year at Cal-27: 60 × 100 = 6,000 — the € 300 the year view used to differ by.)
    expect(year.openValue!.toFixed(2)).toBe('6300.00');
    // Cost: clicked 60 × 80 = 4,800 + open 6,300 + markup 120 × 2 = 240 → 11,340; per MWh 11,340 / 120 = 94.50.
    expect(year.cost!.toFixed(2)).toBe('11340.00');
    expect(year.pricePerMwh!.toFixed(2)).toBe('94.50');
    // The forward shown: 6,300 / 60 = € 105 weighted, from both quotes, latest quote date.
    expect(year.forward).toMatchObject({ periods: ['Q1-27', 'Cal-27'], quoteDate: '2026-11-03' });
    expect(year.forward!.price.toFixed(2)).toBe('105.00');
  });

  it('a year equals the sum of its quarters and of its months', () => {
    const sum = (codes: string[]) =>
      codes
        .map((code) => periodValue(code, clicks, expected, quotes, 2).cost!)
        .reduce((a, b) => a.plus(b), new Decimal(0))
        .toFixed(2);
    expect(sum(periodCodes(2027, 2027, 'quarter'))).toBe('11340.00');
    expect(sum(periodCodes(2027, 2027, 'month'))).toBe('11340.00');
    // Q1 alone: one quote, the quarter's own.
    expect(periodValue('Q1-27', clicks, expected, quotes).forward).toMatchObject({ periods: ['Q1-27'] });
  });

  it('is unknown when an open month has no quote, and needs none for a fully clicked period', () => {
    expect(periodValue('Cal-27', clicks, expected, []).openValue).toBeNull();
    const full = periodValue('Cal-27', [{ period: 'Cal-27', sharePct: 100, price: 80 }], expected, []);
    expect(full.openValue!.toFixed(2)).toBe('0.00');
    expect(full.cost!.toFixed(2)).toBe('9600.00');
    expect(full.forward).toBeNull();
  });
});

describe('clickOfPart', () => {
  it('counts a 73 MWh click of a 365 MWh pool as 50 MWh of a 250 MWh part: the same 20 % as the whole', () => {
    // 73 × 250 / 365 = 50 MWh; 50 / 250 = 20 % = 73 / 365.
    const click = { period: 'Cal-27', volumeMwh: '73', price: '80' };
    const part = clickOfPart(click, 250, 365);
    expect(new Decimal(part.volumeMwh!).toFixed(3)).toBe('50.000');
    expect(part).toMatchObject({ period: 'Cal-27', price: '80' });
    const position = positionOf('Cal-27', [part], expectedByMonth(2027, 2027, 250));
    expect(position.expectedMwh.toFixed(3)).toBe('250.000');
    expect(position.clickedMwh.toFixed(3)).toBe('50.000');
    expect(position.clickedPct!.toFixed(2)).toBe('20.00');
    // January of the part: 250 × 31 / 365 = 21.233 expected, 50 × 31 / 365 = 4.247 clicked.
    const january = positionOf('Jan-27', [part], expectedByMonth(2027, 2027, 250));
    expect([january.expectedMwh.toFixed(3), january.clickedMwh.toFixed(3)]).toEqual(['21.233', '4.247']);
  });
  it('leaves a share click as it is and gives no part of a click of a pool without volume', () => {
    const share = { period: 'Q1-27', sharePct: '40', volumeMwh: null, price: '100' };
    expect(clickOfPart(share, 250, 365)).toBe(share);
    const volume = { period: 'Q1-27', volumeMwh: '10', price: '100' };
    expect(new Decimal(clickOfPart(volume, 0, 0).volumeMwh!).toFixed(3)).toBe('0.000');
  });
});
