import { describe, expect, it } from 'vitest';
import { invoicedAndCredited } from './invoiced-and-credited.ts';

// Hand-computed: three invoices 1,210.00 + 847.35 + 96.80 = 2,154.15; two credit notes 121.00 + 30.25 =
// 151.25; net 2,154.15 − 151.25 = 2,002.90.
describe('invoicedAndCredited', () => {
  it('keeps invoices and credit notes apart and nets them', () => {
    expect(
      invoicedAndCredited([
        { kind: 'invoice', totalInclVat: '1210.00' },
        { kind: 'credit-note', totalInclVat: '121.00' },
        { kind: 'invoice', totalInclVat: '847.35' },
        { kind: 'invoice', totalInclVat: '96.80' },
        { kind: 'credit-note', totalInclVat: '30.25' },
      ]),
    ).toEqual({
      invoiceCount: 3,
      invoices: '2154.15',
      creditNoteCount: 2,
      credits: '151.25',
      net: '2002.90',
    });
  });

  it('credits outweighing the invoices give a negative net, credits stay positive', () => {
    // 500.00 invoiced, 1,815.00 credited (a correction of last year): net −1,315.00.
    expect(
      invoicedAndCredited([
        { kind: 'invoice', totalInclVat: '500.00' },
        { kind: 'credit-note', totalInclVat: '1815.00' },
      ]),
    ).toMatchObject({ invoices: '500.00', credits: '1815.00', net: '-1315.00' });
  });

  it('a credit note typed with a minus credits the same amount', () => {
    expect(invoicedAndCredited([{ kind: 'credit-note', totalInclVat: '-60.50' }])).toEqual({
      invoiceCount: 0,
      invoices: '0.00',
      creditNoteCount: 1,
      credits: '60.50',
      net: '-60.50',
    });
  });

  it('nothing invoiced: zeros', () => {
    expect(invoicedAndCredited([])).toEqual({
      invoiceCount: 0,
      invoices: '0.00',
      creditNoteCount: 0,
      credits: '0.00',
      net: '0.00',
    });
  });
});
