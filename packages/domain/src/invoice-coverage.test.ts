import { describe, expect, it } from 'vitest';
import { invoiceCoverage, monthBounds, monthsEndingWith, type CoverageInvoice } from './invoice-coverage.ts';

const inv = (
  id: number,
  issuerKind: CoverageInvoice['issuerKind'],
  from: string,
  to: string,
  extra: Partial<CoverageInvoice> = {},
): CoverageInvoice => ({ id, issuerKind, kind: 'invoice', creditsInvoiceId: null, from, to, ...extra });

const ALL = ['supplier', 'grid-operator', 'metering-company'] as const;

describe('month bounds', () => {
  it('gives calendar days, DST months and leap Februaries included', () => {
    // March and October 2026 hold the clock changes (29-03 has 23 hours, 25-10 has 25): still 31 days.
    expect(monthBounds('2026-03')).toEqual({ first: '2026-03-01', last: '2026-03-31' });
    expect(monthBounds('2026-10')).toEqual({ first: '2026-10-01', last: '2026-10-31' });
    expect(monthBounds('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthBounds('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
  });

  it('lists months back across a year boundary', () => {
    expect(monthsEndingWith('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsEndingWith('2026-10', 1)).toEqual(['2026-10']);
  });
});

describe('invoice coverage', () => {
  it('marks the three invoices of a whole month as arrived', () => {
    const [march] = invoiceCoverage({
      months: ['2026-03'],
      expected: ALL,
      invoices: [
        inv(1, 'supplier', '2026-03-01', '2026-03-31'),
        inv(2, 'grid-operator', '2026-03-01', '2026-03-31'),
        inv(3, 'metering-company', '2026-01-01', '2026-12-31'),
      ],
    });
    expect(march).toEqual({
      month: '2026-03',
      supplier: { status: 'arrived', invoiceIds: [1] },
      'grid-operator': { status: 'arrived', invoiceIds: [2] },
      'metering-company': { status: 'arrived', invoiceIds: [3] },
    });
  });

  it('says missing only where an invoice is expected', () => {
    const [month] = invoiceCoverage({
      months: ['2026-10'],
      expected: ['supplier'],
      invoices: [],
    });
    expect(month?.supplier.status).toBe('missing');
    expect(month?.['grid-operator'].status).toBe('none');
    expect(month?.['metering-company'].status).toBe('none');
  });

  it('finds overlapping periods of one issuer kind, also across a month edge', () => {
    // Invoice 1 runs to 15-10, invoice 2 starts on 15-10: the 15th is billed twice.
    const [october, november] = invoiceCoverage({
      months: ['2026-10', '2026-11'],
      expected: ALL,
      invoices: [
        inv(1, 'supplier', '2026-09-16', '2026-10-15'),
        inv(2, 'supplier', '2026-10-15', '2026-11-14'),
        inv(3, 'supplier', '2026-11-15', '2026-12-14'),
      ],
    });
    expect(october?.supplier).toEqual({ status: 'overlap', invoiceIds: [1, 2] });
    // November: 1–14 by invoice 2, 15–30 by invoice 3, each day once.
    expect(november?.supplier).toEqual({ status: 'arrived', invoiceIds: [2, 3] });
  });

  it('calls a month half covered partial', () => {
    const [february] = invoiceCoverage({
      months: ['2024-02'],
      expected: ALL,
      invoices: [inv(1, 'grid-operator', '2024-02-01', '2024-02-28')],
    });
    // 2024 is a leap year: 29-02 is not covered.
    expect(february?.['grid-operator'].status).toBe('partial');
  });

  it('leaves out a credit note and the invoice it credits', () => {
    const [month] = invoiceCoverage({
      months: ['2026-01'],
      expected: ALL,
      invoices: [
        inv(1, 'supplier', '2026-01-01', '2026-01-31'),
        inv(2, 'supplier', '2026-01-01', '2026-01-31', { kind: 'credit-note', creditsInvoiceId: 1 }),
        inv(3, 'supplier', '2026-01-01', '2026-01-31'),
      ],
    });
    expect(month?.supplier).toEqual({ status: 'arrived', invoiceIds: [1, 2, 3] });
    // Without the credit note the same two invoices are a double bill.
    const [doubled] = invoiceCoverage({
      months: ['2026-01'],
      expected: ALL,
      invoices: [
        inv(1, 'supplier', '2026-01-01', '2026-01-31'),
        inv(3, 'supplier', '2026-01-01', '2026-01-31'),
      ],
    });
    expect(doubled?.supplier.status).toBe('overlap');
  });

  it('expects nothing before the connection started or after it ended', () => {
    const months = invoiceCoverage({
      months: ['2026-01', '2026-02', '2026-03', '2026-04'],
      expected: ALL,
      active: { from: '2026-02-10', to: '2026-03-31' },
      invoices: [],
    });
    expect(months.map((m) => m.supplier.status)).toEqual(['none', 'missing', 'missing', 'none']);
  });
});
