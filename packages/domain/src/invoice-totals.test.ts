import { describe, expect, it } from 'vitest';
import {
  checkInvoiceTotals,
  vatPerRate,
  type InvoiceTotalsLine,
  type VatRateTotal,
} from './invoice-totals.ts';

// Hand-computed: 12,345 kWh × € 0.12345 = 1,523.99025 → 1,523.99; EB 12,345 × € 0.09161 = 1,130.92545 →
// 1,130.93; reduction −519.80; fixed fee 12 × 6.50 = 78.00. Sum 2,213.12; VAT 21 % of 2,213.12 = 464.7552 →
// 464.76; incl. 2,677.88.
const LINES: InvoiceTotalsLine[] = [
  { quantity: '12345', unitPrice: '0.12345', amount: '1523.99', vatRate: '21' },
  { quantity: '12345', unitPrice: '0.09161', amount: '1130.93', vatRate: '21' },
  { amount: '-519.80', vatRate: '21' },
  { quantity: '12', unitPrice: '6.50', amount: '78.00', vatRate: '21.00' },
];

/** Checks `lines` against the stated totals excl. VAT, VAT and incl. VAT (and a printed VAT breakdown). */
function check(
  lines: readonly InvoiceTotalsLine[],
  [totalExclVat, totalVat, totalInclVat]: [string, string, string],
  vat?: VatRateTotal[],
) {
  return checkInvoiceTotals({ lines, vat, totalExclVat, totalVat, totalInclVat });
}

describe('checkInvoiceTotals', () => {
  it('accepts an invoice that adds up and computes VAT per rate once', () => {
    const result = check(LINES, ['2213.12', '464.76', '2677.88']);
    expect(result.mismatches).toEqual([]);
    expect(result.vat).toEqual([{ rate: '21', base: '2213.12', amount: '464.76' }]);
    expect(result.totalInclVat).toBe('2677.88');
  });

  it('splits VAT per rate (9 % of 2022, 0 %)', () => {
    // 100.00 at 9 % → 9.00; 10.00 at 0 % → 0.00; the 21 % base as above.
    const lines = [...LINES, { amount: '100.00', vatRate: '9' }, { amount: '10.00', vatRate: '0' }];
    expect(vatPerRate(lines)).toEqual([
      { rate: '0', base: '10.00', amount: '0.00' },
      { rate: '9', base: '100.00', amount: '9.00' },
      { rate: '21', base: '2213.12', amount: '464.76' },
    ]);
    const result = check(lines, ['2323.12', '473.76', '2796.88']);
    expect(result.mismatches).toEqual([]);
  });

  it('reports each total that does not add up, with what it should be', () => {
    const result = check(LINES, ['2213.13', '464.00', '2677.13']);
    expect(result.mismatches).toEqual([
      { field: 'totalExclVat', kind: 'total', stated: '2213.13', expected: '2213.12' },
      { field: 'totalVat', kind: 'total', stated: '464.00', expected: '464.76' },
      // 2,213.13 + 464.00 = 2,677.13: this one adds up with the stated figures.
    ]);
  });

  it('reports a line whose quantity × price is not its amount, beyond a cent', () => {
    const lines = [{ ...LINES[0]!, amount: '1524.99' }, ...LINES.slice(1)];
    const result = check(lines, ['2214.12', '464.97', '2679.09']);
    // 2,214.12 × 21 % = 464.9652 → 464.97.
    expect(result.mismatches).toEqual([
      { field: 'lines.0.amount', kind: 'line-amount', stated: '1524.99', expected: '1523.99' },
    ]);
    // Within a cent is rounding: 1,524.00 vs 1,523.99025 (1,524.00 × 21 % = 320.04).
    const cent = check(
      [{ quantity: '12345', unitPrice: '0.12345', amount: '1524.00', vatRate: '21' }],
      ['1524.00', '320.04', '1844.04'],
    );
    expect(cent.mismatches).toEqual([]);
  });

  it('checks a printed VAT breakdown: base per rate exact, VAT within a cent', () => {
    const ok = check(
      LINES,
      ['2213.12', '464.75', '2677.87'],
      [{ rate: '21', base: '2213.12', amount: '464.75' }],
    );
    expect(ok.mismatches).toEqual([]);
    const wrong = check(
      LINES,
      ['2213.12', '465.45', '2678.57'],
      [
        { rate: '21', base: '2200.00', amount: '465.00' },
        { rate: '9', base: '5.00', amount: '0.45' },
      ],
    );
    // 21 % of the printed base 2,200.00 = 462.00.
    expect(wrong.mismatches).toEqual([
      { field: 'vat.0.base', kind: 'vat-base', rate: '21', stated: '2200.00', expected: '2213.12' },
      { field: 'vat.0.amount', kind: 'vat-amount', rate: '21', stated: '465.00', expected: '462.00' },
      { field: 'vat.1.base', kind: 'vat-rate-unknown', rate: '9', stated: '5.00', expected: '0.00' },
    ]);
  });

  it('never uses floats: 0.1 + 0.2 is exactly 0.3', () => {
    const result = check(
      [
        { amount: '0.10', vatRate: '21' },
        { amount: '0.20', vatRate: '21' },
      ],
      ['0.30', '0.06', '0.36'],
    );
    // 0.30 × 21 % = 0.063 → 0.06.
    expect(result.mismatches).toEqual([]);
  });
});
