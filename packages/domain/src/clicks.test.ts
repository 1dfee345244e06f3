import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  clickVolumeByMonth,
  monthsOf,
  overClickedMonths,
  periodCost,
  positionByMonth,
  positionOf,
  spreadAnnualVolume,
  type ClickInput,
} from './clicks.ts';

// 10 MWh expected in every month of 2027 (120 MWh in the year).
const flat2027 = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => [`2027-${String(i + 1).padStart(2, '0')}`, 10]),
);
// 40 % of the year at € 80 → 4 MWh a month; 6 MWh of Q1 at € 100 → 2 MWh in each of its months.
const clicks: ClickInput[] = [
  { period: 'Cal-27', sharePct: 40, price: 80 },
  { period: 'Q1-27', volumeMwh: 6, price: 100 },
];

const n = (value: Decimal | null) => (value === null ? null : value.toNumber());

describe('monthsOf', () => {
  it('lists the months of a year, a quarter and a month', () => {
    expect(monthsOf('Cal-27')).toHaveLength(12);
    expect(monthsOf('Cal-27')[11]).toBe('2027-12');
    expect(monthsOf('Q2-27')).toEqual(['2027-04', '2027-05', '2027-06']);
    expect(monthsOf('Q4-26')).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(monthsOf('Feb-28')).toEqual(['2028-02']);
  });
  it('refuses an unknown code', () => {
    expect(() => monthsOf('Week-27')).toThrow();
  });
});

describe('spreadAnnualVolume', () => {
  it('spreads by days, leap years included', () => {
    const y2027 = spreadAnnualVolume(2027, 365);
    expect(n(y2027['2027-01']!)).toBe(31);
    expect(n(y2027['2027-02']!)).toBe(28);
    const y2028 = spreadAnnualVolume(2028, 366);
    expect(n(y2028['2028-02']!)).toBe(29);
    expect(n(Decimal.sum(...Object.values(y2028)))).toBe(366);
  });
  it('spreads by weights', () => {
    const weights = [2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    expect(n(spreadAnnualVolume(2027, 130, weights)['2027-01']!)).toBe(20);
    expect(n(spreadAnnualVolume(2027, 130, weights)['2027-02']!)).toBe(10);
  });
});

describe('clickVolumeByMonth', () => {
  it('takes a share of each month and spreads a volume by expected volume', () => {
    expect(n(clickVolumeByMonth(clicks[0]!, flat2027)['2027-07']!)).toBe(4);
    const q1 = clickVolumeByMonth(clicks[1]!, { ...flat2027, '2027-01': 20 });
    // weights 20, 10, 10 of 6 MWh → 3, 1.5, 1.5
    expect([q1['2027-01'], q1['2027-02'], q1['2027-03']].map((x) => n(x!))).toEqual([3, 1.5, 1.5]);
  });
  it('spreads a volume by days when nothing is expected', () => {
    const q1 = clickVolumeByMonth({ period: 'Q1-27', volumeMwh: 90, price: 50 }, {});
    expect([q1['2027-01'], q1['2027-02'], q1['2027-03']].map((x) => n(x!))).toEqual([31, 28, 31]);
  });
});

describe('positionOf', () => {
  it('sums clicked and open volume and weights the price by volume', () => {
    // Q1: expected 30, clicked 3 × 4 + 6 = 18 at 12 × 80 + 6 × 100 = € 1,560 → € 86.67 / MWh.
    const q1 = positionOf('Q1-27', clicks, flat2027);
    expect(n(q1.expectedMwh)).toBe(30);
    expect(n(q1.clickedMwh)).toBe(18);
    expect(n(q1.openMwh)).toBe(12);
    expect(n(q1.clickedPct)).toBe(60);
    expect(n(q1.clickedCost)).toBe(1560);
    expect(q1.weightedPrice!.toFixed(4)).toBe('86.6667');
    // Year: clicked 48 + 6 = 54 at 3,840 + 600 = € 4,440 → € 82.22 / MWh; open 66; 45 %.
    const year = positionOf('Cal-27', clicks, flat2027);
    expect(n(year.clickedMwh)).toBe(54);
    expect(n(year.openMwh)).toBe(66);
    expect(n(year.clickedPct)).toBe(45);
    expect(year.weightedPrice!.toFixed(4)).toBe('82.2222');
  });
  it('has no weighted price without clicks and no percentage without expectation', () => {
    const empty = positionOf('Cal-28', [], {});
    expect(empty.weightedPrice).toBeNull();
    expect(empty.clickedPct).toBeNull();
  });
  it('lists every month by month', () => {
    const rows = positionByMonth(clicks, flat2027);
    expect(rows.map((row) => row.month)).toHaveLength(12);
    expect(n(rows[0]!.clickedMwh)).toBe(6);
    expect(n(rows[3]!.clickedMwh)).toBe(4);
  });
});

describe('periodCost', () => {
  it('values the open volume at the forward price and adds the markup on all volume', () => {
    // Q1: 1,560 clicked + 12 × 90 open + 30 × 2 markup = 2,700 → € 90 / MWh.
    const cost = periodCost(positionOf('Q1-27', clicks, flat2027), 90, 2);
    expect(n(cost.openValue)).toBe(1080);
    expect(n(cost.cost)).toBe(2700);
    expect(n(cost.pricePerMwh)).toBe(90);
  });
  it('cannot value an open position without a forward price', () => {
    expect(periodCost(positionOf('Q1-27', clicks, flat2027), null).cost).toBeNull();
    const full = periodCost(
      positionOf('Jan-27', [{ period: 'Jan-27', sharePct: 100, price: 70 }], flat2027),
      null,
    );
    expect(n(full.cost)).toBe(700);
  });
});

describe('overClickedMonths', () => {
  it('finds months clicked above 100 %', () => {
    expect(overClickedMonths(clicks, flat2027)).toEqual([]);
    // January: 4 + 2 + 5 = 11 of 10 MWh.
    const over = overClickedMonths([...clicks, { period: 'Jan-27', sharePct: 50, price: 90 }], flat2027);
    expect(over.map((row) => [row.month, n(row.clickedPct)])).toEqual([['2027-01', 110]]);
  });
  it('accepts exactly 100 %', () => {
    const full: ClickInput[] = [
      { period: 'Cal-27', sharePct: 60, price: 80 },
      { period: 'Cal-27', sharePct: 40, price: 85 },
    ];
    expect(overClickedMonths(full, flat2027)).toEqual([]);
  });
});

describe('allocate', () => {
  const amounts = (rows: { amount: Decimal }[]) => rows.map((row) => row.amount.toNumber());
  it('splits pro rata so the parts add up to the total', () => {
    expect(
      amounts(
        allocate(100, [
          { id: 1, weight: 500 },
          { id: 2, weight: 300 },
          { id: 3, weight: 200 },
        ]),
      ),
    ).toEqual([50, 30, 20]);
    const thirds = allocate(10, [
      { id: 'a', weight: 1 },
      { id: 'b', weight: 1 },
      { id: 'c', weight: 1 },
    ]);
    expect(amounts(thirds)).toEqual([3.334, 3.333, 3.333]);
    expect(Decimal.sum(...thirds.map((row) => row.amount)).toNumber()).toBe(10);
  });
  it('gives the rounding unit to the largest remainder', () => {
    // 1 over 1:2 in whole units: exact 0.333 and 0.667 → 0 and 1.
    expect(
      amounts(
        allocate(
          1,
          [
            { id: 1, weight: 1 },
            { id: 2, weight: 2 },
          ],
          0,
        ),
      ),
    ).toEqual([0, 1]);
  });
  it('splits evenly without weights and refuses negatives', () => {
    expect(
      amounts(
        allocate(2, [
          { id: 1, weight: 0 },
          { id: 2, weight: 0 },
        ]),
      ),
    ).toEqual([1, 1]);
    expect(allocate(5, [])).toEqual([]);
    expect(() => allocate(-1, [{ id: 1, weight: 1 }])).toThrow();
  });
});
