import { describe, expect, it } from 'vitest';
import { hasTrigram, numberRanges, successor } from './customer-search.repository.ts';

describe('successor', () => {
  it('is the prefix with its last code point raised by one', () => {
    expect(successor('bak')).toBe('bal');
    expect(successor('café')).toBe('cafê');
    expect(successor("'t ")).toBe("'t!");
  });

  it('skips the surrogate range and drops a last code point that cannot grow', () => {
    expect(successor('a\u{d7ff}')).toBe('a\u{e000}');
    expect(successor('a\u{10ffff}')).toBe('b');
    expect(successor('\u{10ffff}')).toBeUndefined();
    expect(successor('')).toBeUndefined();
  });
});

describe('numberRanges', () => {
  it('gives the number and each longer range of numbers starting with its digits, up to the int4 maximum', () => {
    expect(numberRanges('912')).toEqual([
      [912, 912],
      [9120, 9129],
      [91200, 91299],
      [912000, 912999],
      [9120000, 9129999],
      [91200000, 91299999],
      [912000000, 912999999],
    ]);
    expect(numberRanges('2147483647')).toEqual([[2147483647, 2147483647]]);
    expect(numberRanges('21474')).toContainEqual([2147400000, 2147483647]);
  });

  it('matches nothing for digits no integer starts with, and only 0 for "0"', () => {
    expect(numberRanges('0')).toEqual([[0, 0]]);
    expect(numberRanges('012')).toEqual([]);
    expect(numberRanges('3000000000')).toEqual([]);
    expect(numberRanges('12a')).toEqual([]);
  });
});

describe('hasTrigram', () => {
  it('needs three letters or digits in a row', () => {
    expect(hasTrigram('ab')).toBe(false);
    expect(hasTrigram('a b c')).toBe(false);
    expect(hasTrigram('abc')).toBe(true);
    expect(hasTrigram('één')).toBe(true);
    expect(hasTrigram('1234 5678')).toBe(true);
  });
});
