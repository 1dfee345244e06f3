import { describe, expect, it } from 'vitest';
import {
  daysPerMonth,
  expectedSinceFirstInvoice,
  invoiceCoverage,
  monthBounds,
  monthsEndingWith,
  shareInWindow,
  splitByMonth,
  yearFigures,
  type CoverageInvoice,
  type YearLine,
} from './invoice-coverage.ts';

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

  it('expects each issuer kind only from the month of its first invoice for the connection on', () => {
    // Supplier first billed the connection from 15-02-2026 (so February on), the grid operator from
    // 01-04-2026, the metering company never: before those months nothing is missing, only 'none'.
    const invoicedFrom = { supplier: '2026-02-15', 'grid-operator': '2026-04-01', 'metering-company': null };
    const months = invoiceCoverage({
      months: ['2026-01', '2026-02', '2026-03', '2026-04'],
      expected: ALL,
      invoicedFrom,
      invoices: [
        inv(1, 'supplier', '2026-02-15', '2026-02-28'),
        inv(2, 'grid-operator', '2026-04-01', '2026-04-30'),
      ],
    });
    expect(months.map((m) => m.supplier.status)).toEqual(['none', 'partial', 'missing', 'missing']);
    expect(months.map((m) => m['grid-operator'].status)).toEqual(['none', 'none', 'none', 'arrived']);
    expect(months.map((m) => m['metering-company'].status)).toEqual(['none', 'none', 'none', 'none']);
    // A later gap after the first invoice stays missing; the rule alone, month by month.
    expect(expectedSinceFirstInvoice(invoicedFrom, 'supplier', '2026-01')).toBe(false);
    expect(expectedSinceFirstInvoice(invoicedFrom, 'supplier', '2026-02')).toBe(true);
    expect(expectedSinceFirstInvoice(invoicedFrom, 'metering-company', '2030-01')).toBe(false);
    // Still limited by the connection's own dates and by what a connection gets at all.
    const ended = invoiceCoverage({
      months: ['2026-03', '2026-04'],
      expected: ['supplier'],
      active: { from: null, to: '2026-03-31' },
      invoicedFrom,
      invoices: [],
    });
    expect(ended.map((m) => [m.supplier.status, m['grid-operator'].status])).toEqual([
      ['missing', 'none'],
      ['none', 'none'],
    ]);
  });
});

describe('lines split by their own period', () => {
  it('counts the days of a period per month, across a year end and a leap February', () => {
    // 16 December 2025 – 15 January 2026: 16 days in December, 15 in January.
    expect(daysPerMonth({ from: '2025-12-16', to: '2026-01-15' })).toEqual([
      { month: '2025-12', days: 16 },
      { month: '2026-01', days: 15 },
    ]);
    // 2024 is a leap year: 15 Feb – 3 Mar = 15 + 3 days.
    expect(daysPerMonth({ from: '2024-02-15', to: '2024-03-03' })).toEqual([
      { month: '2024-02', days: 15 },
      { month: '2024-03', days: 3 },
    ]);
    // The last Sunday of March (clocks forward) is one day like any other.
    expect(daysPerMonth({ from: '2026-03-29', to: '2026-03-29' })).toEqual([{ month: '2026-03', days: 1 }]);
  });

  it('splits an amount pro rata per day', () => {
    // € 310.00 over 31 days: 16 × 10 = 160.00 in December, 15 × 10 = 150.00 in January.
    const parts = splitByMonth('310.00', { from: '2025-12-16', to: '2026-01-15' });
    expect(parts.map((p) => [p.month, p.value.toFixed(2)])).toEqual([
      ['2025-12', '160.00'],
      ['2026-01', '150.00'],
    ]);
    // € 100 over 3 days, one in 2025: 33.333…, unrounded.
    const share = shareInWindow(
      '100',
      { from: '2025-12-31', to: '2026-01-02' },
      { from: '2025-01-01', to: '2025-12-31' },
    );
    expect(share.toFixed(6)).toBe('33.333333');
    expect(
      shareInWindow(
        '100',
        { from: '2026-01-01', to: '2026-01-31' },
        { from: '2025-01-01', to: '2025-12-31' },
      ).toString(),
    ).toBe('0');
  });

  it("sums a year from the lines' shares, credit notes negative, rounded once", () => {
    const dec_jan: YearLine['period'] = { from: '2025-12-16', to: '2026-01-15' };
    const lines: YearLine[] = [
      // 3,100 kWh and € 310.00 over 16 Dec – 15 Jan: 2025 gets 1,600 kWh and € 160.00, 2026 1,500 and 150.00.
      {
        invoiceId: 1,
        invoiceKind: 'invoice',
        kind: 'supply-normal',
        unit: 'kWh',
        quantity: '3100',
        amount: '310.00',
        period: dec_jan,
      },
      // Energy tax € 93.00 over the same days: 2025 48.00, 2026 45.00.
      {
        invoiceId: 1,
        invoiceKind: 'invoice',
        kind: 'energy-tax',
        unit: 'kWh',
        quantity: '3100',
        amount: '93.00',
        period: dec_jan,
      },
      // 0.62 MWh low over the same days: 620 kWh → 2025 320, 2026 300.
      {
        invoiceId: 1,
        invoiceKind: 'invoice',
        kind: 'supply-low',
        unit: 'MWh',
        quantity: '0.62',
        amount: '62.00',
        period: dec_jan,
      },
      // Gas, January 2026 only: 500 m³, € 400.00 → nothing in 2025.
      {
        invoiceId: 2,
        invoiceKind: 'invoice',
        kind: 'supply-single',
        unit: 'm3',
        quantity: '500',
        amount: '400.00',
        period: { from: '2026-01-01', to: '2026-01-31' },
      },
      // A credit note of € 10.00 over 31 Dec 2025 – 2 Jan 2026 (3 days): 2025 −3.333…, 2026 −6.666….
      {
        invoiceId: 3,
        invoiceKind: 'credit-note',
        kind: 'other',
        unit: null,
        quantity: null,
        amount: '10.00',
        period: { from: '2025-12-31', to: '2026-01-02' },
      },
      // And € 0.01 over the same 3 days: 2025 +0.00333…; with the credit note 2025 = 160 + 48 + 32 − 3.3333 + 0.0033.
      {
        invoiceId: 3,
        invoiceKind: 'credit-note',
        kind: 'other',
        unit: null,
        quantity: null,
        amount: '-0.01',
        period: { from: '2025-12-31', to: '2026-01-02' },
      },
    ];
    // 2025: 160 + 48 + 32 − 3.33333 + 0.00333 = 236.67 (rounded once); kWh 1,600 + 320 = 1,920; tax 48.00.
    expect(yearFigures(lines, 2025)).toEqual({
      invoiceCount: 1,
      creditNoteCount: 1,
      totalExclVat: '236.67',
      electricityKwh: '1920.000',
      gasM3: '0.000',
      energyTax: '48.00',
    });
    // 2026: 150 + 45 + 30 + 400 − 6.66667 + 0.00667 = 618.34; kWh 1,500 + 300; m³ 500; tax 45.00.
    expect(yearFigures(lines, 2026)).toEqual({
      invoiceCount: 2,
      creditNoteCount: 1,
      totalExclVat: '618.34',
      electricityKwh: '1800.000',
      gasM3: '500.000',
      energyTax: '45.00',
    });
    expect(yearFigures(lines, 2024).invoiceCount).toBe(0);
  });
});
