import { describe, expect, it } from 'vitest';
import {
  glnCheckDigit,
  isValidGln,
  isValidPhoneNumber,
  marketPartyBodySchema,
  normaliseWebsite,
} from './master-data.ts';

describe('GLN-13 party codes', () => {
  it('computes the GS1 check digit with weights 1,3,1,3… from the left', () => {
    // 8,7,1 weighted 1,3,1 = 8+21+1 = 30, rest zeros → 0
    expect(glnCheckDigit('871000000000')).toBe(0);
    // a 1 in the fourth place weighs 3: 30 + 3 = 33 → 7
    expect(glnCheckDigit('871100000000')).toBe(7);
    expect(isValidGln('8711000000007')).toBe(true);
  });

  it('rejects a wrong check digit, wrong length and non-digits', () => {
    expect(isValidGln('8711000000008')).toBe(false);
    expect(isValidGln('871100000007')).toBe(false);
    expect(isValidGln('871100000000a')).toBe(false);
  });
});

describe('contact fields', () => {
  it('accepts Dutch and international phone numbers', () => {
    for (const ok of ['020 123 4567', '+31 (0)20-1234567', '0800 9009', '088-5426444']) {
      expect(isValidPhoneNumber(ok), ok).toBe(true);
    }
    for (const bad of ['12345', 'bel ons', '020 123 4567 ext. 5', '+31 20 123 4567 8901 2345']) {
      expect(isValidPhoneNumber(bad), bad).toBe(false);
    }
  });

  it('completes a website without scheme and refuses what is no web address', () => {
    expect(normaliseWebsite('www.eneco.nl')).toBe('https://www.eneco.nl');
    expect(normaliseWebsite('http://liander.nl/zakelijk')).toBe('http://liander.nl/zakelijk');
    expect(normaliseWebsite('eneco')).toBeUndefined();
    expect(normaliseWebsite('ftp://eneco.nl')).toBeUndefined();
    expect(normaliseWebsite('javascript:alert(1)')).toBeUndefined();
  });

  it('saves empty optional fields as null and strips spaces from the code', () => {
    expect(
      marketPartyBodySchema.parse({
        name: ' Kenter ',
        code: '871 1000 000 007',
        emailAddress: '',
        website: '',
      }),
    ).toEqual({
      name: 'Kenter',
      code: '8711000000007',
      emailAddress: null,
      phoneNumber: null,
      website: null,
      notes: null,
    });
  });
});
