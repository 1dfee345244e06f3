import { describe, expect, it } from 'vitest';
import { dutchNumber, parseDutchNumber } from './dutch-number.ts';

describe('parseDutchNumber', () => {
  it('reads a comma as the decimal mark and points as thousands', () => {
    expect(parseDutchNumber('12.345,5')).toBe(12_345.5);
    expect(parseDutchNumber('1.000.000')).toBe(1_000_000);
    expect(parseDutchNumber('12.5')).toBe(12.5);
    expect(parseDutchNumber('-0,25')).toBe(-0.25);
    expect(parseDutchNumber(' 10 000 ')).toBe(10_000);
  });

  it('gives null for nothing and NaN for text that is no number', () => {
    expect(parseDutchNumber('  ')).toBeNull();
    expect(parseDutchNumber('veel')).toBeNaN();
    expect(parseDutchNumber('1,2,3')).toBeNaN();
  });
});

describe('dutchNumber', () => {
  it('gives NaN for nothing, so the contract names the field', () => {
    expect(dutchNumber('')).toBeNaN();
    expect(dutchNumber('2.900')).toBe(2900);
  });
});
