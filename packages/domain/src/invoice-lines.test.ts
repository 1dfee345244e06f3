import { describe, expect, it } from 'vitest';
import { checkInvoiceTotals } from './invoice-totals.ts';
import { feePerDay, lineAmount, negativeCents, roundCents, totalsOfLines } from './invoice-lines.ts';

describe('invoice lines', () => {
  it('rounds quantity × unit price once, half up', () => {
    // 1,234 kWh × € 0.1245 = 153.633 → 153.63; 2,000 × 0.098725 = 197.45 exactly; 3 × 0.335 = 1.005 → 1.01.
    expect(lineAmount('1234', '0.1245')).toBe('153.63');
    expect(lineAmount('2000', '0.098725')).toBe('197.45');
    expect(lineAmount('3', '0.335')).toBe('1.01');
    expect(roundCents('-43.125')).toBe('-43.13');
  });

  it('prices a yearly fee per day', () => {
    // € 350 a year / 365 = 0.958904109… → 0.958904; in a leap year / 366 = 0.956284153… → 0.956284.
    expect(feePerDay('350', 365)).toBe('0.958904');
    expect(feePerDay('350', 366)).toBe('0.956284');
    // 31 days × 0.958904 = 29.726024 → 29.73.
    expect(lineAmount('31', feePerDay('350', 365))).toBe('29.73');
  });

  it('prints a reduction as a negative amount in cents', () => {
    // € 519.80 × 31 / 365 = 44.147397… → −44.15.
    expect(negativeCents('44.1473972602739726')).toBe('-44.15');
  });

  it('totals lines per VAT rate so the totals check accepts them', () => {
    // 21 %: 153.63 + 29.73 − 44.15 = 139.21 → VAT 29.2341 → 29.23; 9 %: 100.00 → 9.00. Excl. 239.21, VAT
    // 38.23, incl. 277.44.
    const lines = [
      { quantity: '1234', unitPrice: '0.1245', amount: '153.63', vatRate: '21' },
      { quantity: '31', unitPrice: '0.958904', amount: '29.73', vatRate: '21' },
      { amount: '-44.15', vatRate: '21' },
      { amount: '100.00', vatRate: '9' },
    ];
    const totals = totalsOfLines(lines);
    expect(totals).toEqual({
      vat: [
        { rate: '9', base: '100.00', amount: '9.00' },
        { rate: '21', base: '139.21', amount: '29.23' },
      ],
      totalExclVat: '239.21',
      totalVat: '38.23',
      totalInclVat: '277.44',
    });
    expect(checkInvoiceTotals({ lines, ...totals }).mismatches).toEqual([]);
  });
});
