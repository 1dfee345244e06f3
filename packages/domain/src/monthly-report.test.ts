import { describe, expect, it } from 'vitest';
import { changePercent, monthBounds, monthCost, previousMonthOf, shiftMonth } from './monthly-report.ts';

describe('monthly report figures (hand-computed)', () => {
  it('bounds and months', () => {
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(previousMonthOf('2026-01-01')).toBe('2025-12');
    expect(previousMonthOf('2026-11-30')).toBe('2026-10');
    expect(shiftMonth('2026-10', -12)).toBe('2025-10');
  });

  it('change against last year: 3,850 vs 3,100 → +24.2 %; nothing to compare → null', () => {
    expect(changePercent('3850', '3100')).toBe('24.2');
    expect(changePercent('900', '1000')).toBe('-10.0');
    expect(changePercent('900', '0')).toBeNull();
    expect(changePercent(null, '1000')).toBeNull();
  });

  it('invoiced where the month has an invoice', () => {
    expect(
      monthCost({
        month: '2026-10',
        usage: '3850',
        invoiced: new Map([['2026-10', '481.40']]),
        usageByMonth: new Map(),
      }),
    ).toEqual({ kind: 'invoiced', amount: '481.40' });
  });

  it('estimated: usage × Σ invoiced / Σ usage of the twelve months before, rounded once', () => {
    // (1,440.00 + 1,000.00) / (1,200 + 800) = € 1.22/m³; 1,550 × 1.22 = € 1,891.00.
    // A month 13 months back (2025-09) and one without usage (2026-07) are left out.
    expect(
      monthCost({
        month: '2026-10',
        usage: '1550',
        invoiced: new Map([
          ['2026-09', '1440.00'],
          ['2026-08', '1000.00'],
          ['2026-07', '99.00'],
          ['2025-09', '5000.00'],
        ]),
        usageByMonth: new Map([
          ['2026-09', '1200'],
          ['2026-08', '800'],
          ['2025-09', '100'],
        ]),
      }),
    ).toEqual({ kind: 'estimated', amount: '1891.00', pricePerUnit: '1.22000', basisMonths: 2 });
    // 1/3 € per kWh: 100 × 0.3333… = 33.33 (not 100 × 0.33 = 33.00).
    expect(
      monthCost({
        month: '2026-10',
        usage: '100',
        invoiced: new Map([['2026-09', '100.00']]),
        usageByMonth: new Map([['2026-09', '300']]),
      }),
    ).toMatchObject({ kind: 'estimated', amount: '33.33' });
  });

  it('unknown without usage or without invoiced months to estimate from', () => {
    expect(
      monthCost({
        month: '2026-10',
        usage: null,
        invoiced: new Map([['2026-09', '1']]),
        usageByMonth: new Map([['2026-09', '1']]),
      }),
    ).toEqual({ kind: 'unknown' });
    expect(
      monthCost({ month: '2026-10', usage: '10', invoiced: new Map(), usageByMonth: new Map() }),
    ).toEqual({ kind: 'unknown' });
  });
});
