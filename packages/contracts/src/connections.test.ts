import { describe, expect, it } from 'vitest';
import {
  connectionCreateSchema,
  connectionKindName,
  formatConnectionAddress,
  formatEan,
  isLargeCapacity,
} from './connections.ts';
import { completeEan } from './ean.ts';
import { entityCreateSchema, formatIban, normalisePostcode } from './entities.ts';

describe('connections contract', () => {
  it('formats the address as Dutch users write it', () => {
    const parts = { street: 'Dorpsstraat', houseNumber: '12', postcode: '1234 AB', city: 'Amsterdam' };
    expect(formatConnectionAddress({ ...parts, houseNumberAddition: 'A' })).toBe(
      'Dorpsstraat 12A, 1234 AB Amsterdam',
    );
    expect(formatConnectionAddress({ ...parts, houseNumberAddition: 'bis' })).toBe(
      'Dorpsstraat 12-bis, 1234 AB Amsterdam',
    );
    expect(formatConnectionAddress({ ...parts, houseNumberAddition: '-1' })).toBe(
      'Dorpsstraat 12-1, 1234 AB Amsterdam',
    );
    expect(formatConnectionAddress({ city: 'Zwolle' })).toBe('Zwolle');
    expect(formatConnectionAddress({})).toBe('');
  });

  it('groups EANs by four and names the kinds', () => {
    expect(formatEan('871687140000000012')).toBe('8716 8714 0000 0000 12');
    expect(connectionKindName(1, false)).toBe('Elektriciteit');
    expect(connectionKindName(1, true)).toBe('Elektriciteit + teruglevering');
    expect(connectionKindName(2, true)).toBe('Gas');
  });

  it('knows small and large capacity classes per product', () => {
    expect(isLargeCapacity(1, '3x80A')).toBe(false);
    expect(isLargeCapacity(1, '3x100A')).toBe(true);
    expect(isLargeCapacity(1, 'G6')).toBeNull();
    expect(isLargeCapacity(2, 'G25')).toBe(false);
    expect(isLargeCapacity(2, 'G40')).toBe(true);
  });

  it('drops spaces from the EAN and refuses a wrong check digit', () => {
    const ean = completeEan('87161234567890123');
    const parsed = connectionCreateSchema.parse({ ean: formatEan(ean), product: 1 });
    expect(parsed.ean).toBe(ean);
    const wrong = ean.slice(0, 17) + String((Number(ean[17]) + 1) % 10);
    expect(connectionCreateSchema.safeParse({ ean: wrong, product: 1 }).success).toBe(false);
  });
});

describe('entities contract', () => {
  it('normalises postcodes, IBAN, VAT and KvK numbers, and clears empty text', () => {
    expect(normalisePostcode('1234ab')).toBe('1234 AB');
    expect(normalisePostcode('0123 AB')).toBeNull();
    const parsed = entityCreateSchema.parse({
      name: 'Test B.V.',
      kvkNumber: '1234.5678',
      vatNumber: 'nl 1234.56789 b01',
      iban: 'nl91 abna 0417 1643 00',
      street: '  ',
    });
    expect(parsed).toMatchObject({
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B01',
      iban: 'NL91ABNA0417164300',
      street: null,
      city: null,
    });
    expect(formatIban(parsed.iban)).toBe('NL91 ABNA 0417 1643 00');
  });
});
