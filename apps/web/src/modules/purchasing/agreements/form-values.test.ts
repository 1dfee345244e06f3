import { describe, expect, it } from 'vitest';
import { agreementFormSchema, dutchNumber, emptyRate, formValues } from './form-values.ts';

// The form's text values become the contract's body: Dutch decimals, empty optional prices as null, the
// renewal term only with tacit renewal, and the contract's Dutch messages on the form's own field names.

describe('agreement form values', () => {
  it('reads Dutch decimals', () => {
    expect(dutchNumber('0,1215')).toBe(0.1215);
    expect(dutchNumber('1.234,5')).toBe(1234.5);
    expect(dutchNumber('€ 6,95')).toBe(6.95);
    expect(dutchNumber('')).toBeNaN();
    expect(dutchNumber('twaalf')).toBeNaN();
  });

  it('turns the values into the body', () => {
    const values = {
      ...formValues(undefined),
      customerId: '12',
      supplierId: '3',
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      noticeMonths: '3',
      renewalMonths: '12',
      connections: [{ connectionId: 7, ean: '871', address: '', fromDate: '2027-03-01', toDate: null }],
      rates: [{ ...emptyRate('2027-01-01'), normal: '0,121', low: '0,101', fixedFeeMonth: '6,5' }],
    };
    const parsed = agreementFormSchema.safeParse(values);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      customerId: 12,
      supplierId: 3,
      entityId: null,
      noticeMonths: 3,
      renewalMonths: null,
      connections: [{ connectionId: 7, fromDate: '2027-03-01', toDate: null }],
      rates: [{ single: null, normal: 0.121, low: 0.101, fixedFeeMonth: 6.5, gas: null, markup: null }],
    });
  });

  it('puts the contract’s messages on the fields', () => {
    const base = { ...formValues(undefined), customerId: '12', supplierId: '3' };
    const messagesOf = (values: typeof base) => {
      const parsed = agreementFormSchema.safeParse(values);
      return Object.fromEntries(parsed.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    };
    expect(messagesOf({ ...base, rates: [{ ...emptyRate(base.startDate), single: 'veel' }] })).toEqual({
      'rates.0.single': 'Vul een bedrag in van 0 tot 1.000.000.',
    });
    expect(
      messagesOf({
        ...base,
        startDate: '2027-01-01',
        endDate: '2026-12-31',
        rates: [{ ...emptyRate('2027-01-01'), single: '0,1' }],
      }),
    ).toMatchObject({ endDate: 'De einddatum mag niet voor de begindatum liggen.' });
  });
});
