import { describe, expect, it } from 'vitest';
import { deliveryMonthCode, parseDeliveryPeriod } from './delivery-period.ts';

describe('parseDeliveryPeriod', () => {
  it('reads a calendar year, a quarter and a month with their first and exclusive last day', () => {
    expect(parseDeliveryPeriod('Cal-27')).toEqual({
      kind: 'year',
      code: 'Cal-27',
      year: 2027,
      from: '2027-01-01',
      to: '2028-01-01',
    });
    expect(parseDeliveryPeriod('q4-26')).toEqual({
      kind: 'quarter',
      code: 'Q4-26',
      year: 2026,
      from: '2026-10-01',
      to: '2027-01-01',
    });
    expect(parseDeliveryPeriod(' feb 28 ')).toEqual({
      kind: 'month',
      code: 'Feb-28',
      year: 2028,
      from: '2028-02-01',
      to: '2028-03-01',
    });
    expect(parseDeliveryPeriod('Dec-27')?.to).toBe('2028-01-01');
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'Cal-2027', 'Q5-27', 'Mrt-27', '2027', 'Jan-7']) {
      expect(parseDeliveryPeriod(bad)).toBeNull();
    }
  });
});

describe('deliveryMonthCode', () => {
  it('names a calendar month as the exchanges quote it', () => {
    expect(deliveryMonthCode('2027-03')).toBe('Mar-27');
    expect(deliveryMonthCode('2030-12')).toBe('Dec-30');
    expect(deliveryMonthCode('2101-01')).toBe('Jan-01');
  });
});
