import { describe, expect, it } from 'vitest';
import { hasTrigram, numberRanges, successor, wordLookup } from './customer-search.repository.ts';

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

describe('wordLookup', () => {
  const exact = (lowered: string, word?: string) => wordLookup(lowered, word)?.exact;

  it('reads a word start, a term without a space and a term with one space exactly from the words', () => {
    expect(exact('ca', 'ca')).toBe(true);
    expect(exact('sti')).toBe(true);
    expect(exact('de graaf')).toBe(true);
    expect(exact('den h')).toBe(true);
  });

  it('checks a term of more words, found by the pair of its last two', () => {
    expect(exact('van den berg')).toBe(false);
    expect(exact('aan den ijs')).toBe(false);
  });

  it('leaves digits and terms without three letters or digits in a row to the customers themselves', () => {
    expect(wordLookup('1234', undefined)).toBeUndefined();
    expect(wordLookup('1234 5678', undefined)).toBeUndefined();
    expect(wordLookup('b.v', undefined)).toBeUndefined();
    expect(wordLookup('de g', undefined)).toBeUndefined();
    expect(wordLookup('van de g', undefined)).toBeUndefined();
    expect(wordLookup('van  berg', undefined)).toBeUndefined();
  });
});
