import { describe, expect, it } from 'vitest';
import { completeEan } from '@energiek/contracts/ean';
import { connectionFormValues, eanFeedback, toConnectionBody } from './connection-form.tsx';

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
