import { describe, expect, it } from 'vitest';
import { auditFiguresOf } from './invoice-audit-figures.ts';

const outcomes = [
  { invoiceId: 1, deviation: true, recovered: '125.40' },
  { invoiceId: 2, deviation: true, recovered: '0' },
  { invoiceId: 3, deviation: false, recovered: '0.00' },
  // A claim granted after a re-audit found the invoice fine: recovered counts, no deviation.
  { invoiceId: 4, deviation: false, recovered: '19.65' },
];

describe('audit figures of invoices', () => {
  it('counts deviations and sums € recovered over every outcome', () => {
    // 125.40 + 0 + 0 + 19.65 = 145.05; deviations: invoices 1 and 2.
    expect(auditFiguresOf(outcomes)).toEqual({ deviationCount: 2, recovered: '145.05' });
  });

  it('keeps to the invoices named', () => {
    expect(auditFiguresOf(outcomes, new Set([2, 4]))).toEqual({ deviationCount: 1, recovered: '19.65' });
    expect(auditFiguresOf(outcomes, new Set())).toEqual({ deviationCount: 0, recovered: '0.00' });
  });

  it('rounds the sum once, half up', () => {
    // 0.004 + 0.001 = 0.005 → 0.01 (rounding each first would give 0.00).
    const tiny = [
      { invoiceId: 1, deviation: false, recovered: '0.004' },
      { invoiceId: 2, deviation: false, recovered: '0.001' },
    ];
    expect(auditFiguresOf(tiny).recovered).toBe('0.01');
  });
});
