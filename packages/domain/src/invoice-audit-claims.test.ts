import { describe, expect, it } from 'vitest';
import { claimLines, recoveredBy, totalRecovered } from './invoice-audit-claims.ts';

const f = (rule: string, amount: string) => ({ rule, amount, message: rule, connectionId: 1 });

describe('claim lines', () => {
  it('claims only money paid too much, largest first: 184.30 + 26.25 = 210.55', () => {
    const { lines, total } = claimLines([
      f('vat', '26.25'),
      f('volume', '-40.00'),
      f('price', '184.30'),
      f('three-invoices', '0.00'),
    ]);
    expect(lines.map((l) => l.rule)).toEqual(['price', 'vat']);
    expect(total).toBe('210.55');
  });

  it('is 0.00 without positive findings', () => {
    expect(claimLines([f('volume', '-12.00')]).total).toBe('0.00');
  });
});

describe('recovered', () => {
  it('is the credit note total excl. VAT, printed negative or positive', () => {
    expect(recoveredBy({ totalExclVat: '-184.30' })).toBe('184.30');
    expect(recoveredBy({ totalExclVat: '210.55' })).toBe('210.55');
  });

  it('adds up per customer: 184.30 + 210.55 + 0 = 394.85', () => {
    expect(totalRecovered(['184.30', '210.55', '0'])).toBe('394.85');
  });
});
