import { describe, expect, it } from 'vitest';
import { parseEuroAmount } from './services.ts';

describe('parseEuroAmount', () => {
  it('reads Dutch and plain amounts exactly, two decimals', () => {
    expect(parseEuroAmount('1.250,00')).toBe('1250.00');
    expect(parseEuroAmount('€ 1.250,5')).toBe('1250.50');
    expect(parseEuroAmount('1250,5')).toBe('1250.50');
    expect(parseEuroAmount('1250.5')).toBe('1250.50');
    expect(parseEuroAmount('99')).toBe('99.00');
    expect(parseEuroAmount('0,01')).toBe('0.01');
    expect(parseEuroAmount('007')).toBe('7.00');
    expect(parseEuroAmount('1.234.567,89')).toBe('1234567.89');
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'twaalf', '1.25,00', '12,345', '-5', '1,2,3', '12345678901', '1.5.0']) {
      expect(parseEuroAmount(bad), bad).toBeUndefined();
    }
  });
});
