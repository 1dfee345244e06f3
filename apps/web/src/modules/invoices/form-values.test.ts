import { describe, expect, it } from 'vitest';
import { decimalText, emptyLine, formValues, invoiceFormSchema } from './form-values.ts';

describe('invoice form values', () => {
  it('reads Dutch decimals exactly, as strings', () => {
    expect(decimalText('1.234,56')).toBe('1234.56');
    expect(decimalText('0,12345')).toBe('0.12345');
    expect(decimalText(' 12345 ')).toBe('12345');
    expect(decimalText('')).toBeNull();
  });

  it('pipes the form into the contract: Dutch messages for what the server would refuse too', () => {
    const empty = invoiceFormSchema.safeParse(formValues(undefined, '2026-02-05'));
    expect(empty.success).toBe(false);
    const messages = empty.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toContain('issuerId: Kies de afzender van de factuur.');
    expect(messages).toContain('number: Vul het factuurnummer in.');

    const filled = invoiceFormSchema.parse({
      ...formValues(undefined, '2026-02-05'),
      issuerId: '3',
      number: 'F-1',
      totalExclVat: '1.523,99',
      totalVat: '320,04',
      totalInclVat: '1.844,03',
      lines: [
        {
          ...emptyLine(),
          ean: '8716 8714 0000 0000 11',
          quantity: '12345',
          unitPrice: '0,12345',
          amount: '1523,99',
        },
      ],
    });
    expect(filled).toMatchObject({
      issuerKind: 'supplier',
      issuerId: 3,
      totalExclVat: '1523.99',
      totalInclVat: '1844.03',
      lines: [
        {
          ean: '871687140000000011',
          quantity: '12345',
          unitPrice: '0.12345',
          amount: '1523.99',
          vatRate: '21',
        },
      ],
    });
  });
});
