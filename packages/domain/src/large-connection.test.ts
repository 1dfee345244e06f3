import { describe, expect, it } from 'vitest';
import type { HistoryInterval } from './connection-history.ts';
import { invoiceCoverage } from './invoice-coverage.ts';
import { largeBasis, largeForMonth } from './large-connection.ts';

// Large (three invoices a month) by the contracted capacity in force in each month, one rule for the
// invoice audit and the invoice month grid with its missing-invoice signal. Hand cases over 2026 with a
// capacity change in it.

const interval = (
  value: string | null,
  validFrom: string | null,
  validTo: string | null,
): HistoryInterval => ({
  value,
  label: null,
  validFrom,
  validTo,
});
const months2026 = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
const largeMonths = (basis: ReturnType<typeof largeBasis>) =>
  months2026.filter((month) => largeForMonth(basis, month));

describe('largeForMonth', () => {
  it('became large on 1 May 2026 (150 kW now): small January–April, large May–December', () => {
    const basis = largeBasis(150, [interval(null, null, '2026-05-01'), interval('150', '2026-05-01', null)]);
    expect(basis.large).toBe(true);
    expect(largeMonths(basis)).toEqual(months2026.slice(4));
  });

  it('became small on 1 September 2026 (100 kW until then, none now): large January–August only', () => {
    const basis = largeBasis(null, [interval('100', null, '2026-09-01'), interval(null, '2026-09-01', null)]);
    expect(basis.large).toBe(false);
    expect(largeMonths(basis)).toEqual(months2026.slice(0, 8));
  });

  it('a change on 15 July: July has small days, so it is not large; August is', () => {
    const basis = largeBasis('80', [interval(null, null, '2026-07-15'), interval('80', '2026-07-15', null)]);
    expect(largeForMonth(basis, '2026-06')).toBe(false);
    expect(largeForMonth(basis, '2026-07')).toBe(false);
    expect(largeForMonth(basis, '2026-08')).toBe(true);
    // ended on 31 July (valid to 1 August): July is wholly large, August not
    const ended = largeBasis(null, [interval('80', null, '2026-08-01'), interval(null, '2026-08-01', null)]);
    expect(largeForMonth(ended, '2026-07')).toBe(true);
    expect(largeForMonth(ended, '2026-08')).toBe(false);
  });

  it('without history the value now holds for every month; a 0 kW contract is still a contract', () => {
    expect(largeMonths(largeBasis(null))).toEqual([]);
    expect(largeMonths(largeBasis(140))).toEqual(months2026);
    expect(largeForMonth(largeBasis('0'), '2026-02')).toBe(true);
    // history that starts in March: the days before take the value now
    const later = largeBasis(null, [interval('60', '2026-03-01', '2026-04-01')]);
    expect(largeMonths(later)).toEqual(['2026-03']);
  });

  it('without a capacity timeline (audit fixtures) `large` holds for every month', () => {
    expect(largeForMonth({ large: true }, '2026-01')).toBe(true);
    expect(largeForMonth({ large: false }, '2026-01')).toBe(false);
  });
});

describe('the month grid expects three invoices in the large months only', () => {
  it('became large on 1 May: grid operator missing from May, not before; the supplier every month', () => {
    const basis = largeBasis(150, [interval(null, null, '2026-05-01'), interval('150', '2026-05-01', null)]);
    const grid = invoiceCoverage({
      months: ['2026-03', '2026-04', '2026-05', '2026-06'],
      expected: (month) =>
        largeForMonth(basis, month) ? ['supplier', 'grid-operator', 'metering-company'] : ['supplier'],
      invoices: [],
    });
    expect(grid.map((m) => m.supplier.status)).toEqual(['missing', 'missing', 'missing', 'missing']);
    expect(grid.map((m) => m['grid-operator'].status)).toEqual(['none', 'none', 'missing', 'missing']);
    expect(grid.map((m) => m['metering-company'].status)).toEqual(['none', 'none', 'missing', 'missing']);
  });
});
