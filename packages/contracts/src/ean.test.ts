import { describe, expect, it } from 'vitest';
import { completeEan, eanCheckDigit, isValidEan } from './ean.ts';

describe('EAN-18', () => {
  it('computes the GS1 check digit with weights 3,1,3,1… from the left', () => {
    // 8,7,1 weighted 3,1,3 = 24+7+3 = 34, rest zeros → (10 - 4) % 10 = 6
    expect(eanCheckDigit('87100000000000000')).toBe(6);
    expect(completeEan('87100000000000000')).toBe('871000000000000006');
  });

  it('accepts codes whose weighted sum is divisible by ten', () => {
    expect(isValidEan('871000000000000006')).toBe(true);
    const code = completeEan('87168500000123456');
    expect(isValidEan(code)).toBe(true);
  });

  it('rejects a wrong check digit, wrong length and non-digits', () => {
    expect(isValidEan('871000000000000007')).toBe(false);
    expect(isValidEan('87100000000000006')).toBe(false);
    expect(isValidEan('87100000000000000a')).toBe(false);
  });
});
