import { describe, expect, it } from 'vitest';
import { completeEan } from '@energiek/contracts/ean';
import { toLookupOptions } from '../../../lib/lookups.ts';
import {
  connectionFormValues,
  eanFeedback,
  servesProduct,
  toConnectionBody,
} from './connection-form-values.ts';

const EAN = completeEan('87161234567890123');
const WRONG = EAN.slice(0, 17) + String((Number(EAN[17]) + 1) % 10);

describe('eanFeedback', () => {
  it('counts the digits still missing, then confirms the check digit', () => {
    expect(eanFeedback('')).toEqual({ hint: '18 cijfers; Nederlandse codes beginnen met 871.' });
    expect(eanFeedback('8716 1234')).toEqual({ hint: 'Nog 10 cijfers.' });
    expect(eanFeedback(EAN.slice(0, 17))).toEqual({ hint: 'Nog 1 cijfer.' });
    expect(eanFeedback(EAN.replace(/(\d{4})/g, '$1 '))).toEqual({ hint: 'Het controlecijfer klopt.' });
  });

  it('shows the server message for a wrong check digit, letters or too many digits', () => {
    for (const text of [WRONG, '8716A', `${EAN}0`]) {
      expect(eanFeedback(text).error, text).toBe('Dit is geen geldige EAN-code.');
    }
  });
});

describe('toConnectionBody', () => {
  it('sends compact EANs, numbers for ids and a Dutch decimal as a number for large connections', () => {
    const body = toConnectionBody({
      ...connectionFormValues(),
      ean: EAN.replace(/(\d{4})/g, '$1 '),
      entityId: '4',
      capacity: '3x160A',
      contractedCapacity: '1.250,5',
      hasProd: true,
    });
    expect(body).toMatchObject({
      ean: EAN,
      product: 1,
      entityId: 4,
      gridOperatorId: null,
      capacity: '3x160A',
      contractedCapacity: 1250.5,
      hasProd: true,
      status: 1,
      showInEms: true,
    });
  });

  it('clears production for gas and the contracted capacity of a small connection', () => {
    const gas = toConnectionBody({ ...connectionFormValues(), ean: EAN, product: '2', hasProd: true });
    expect(gas.hasProd).toBe(false);
    const small = toConnectionBody({
      ...connectionFormValues(),
      ean: EAN,
      capacity: '3x25A',
      contractedCapacity: '40',
    });
    expect(small.contractedCapacity).toBeNull();
  });
});

describe('servesProduct', () => {
  it('offers the grid operators that serve the product', () => {
    const operators = toLookupOptions([
      { id: 1, name: 'Liander', commodities: 'both' },
      { id: 2, name: 'TenneT', commodities: 'electricity' },
      { id: 3, name: 'Gasunie', commodities: 'gas' },
      { id: 4, name: 'Zonder soort' },
    ]);
    expect(operators.filter(servesProduct(1)).map((o) => o.text)).toEqual([
      'Liander',
      'TenneT',
      'Zonder soort',
    ]);
    expect(operators.filter(servesProduct(2)).map((o) => o.text)).toEqual([
      'Liander',
      'Gasunie',
      'Zonder soort',
    ]);
  });
});
