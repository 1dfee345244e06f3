import { describe, expect, it } from 'vitest';
import { spellingVariant } from './knowledgebase.search.ts';

describe('spellingVariant', () => {
  it('swaps the f/v spelling of a long vowel both ways', () => {
    expect(spellingVariant('teruggaaf')).toBe('teruggave');
    expect(spellingVariant('Teruggave')).toBe('Teruggaaf');
    expect(spellingVariant('teruggaaf energiebelasting')).toBe('teruggave energiebelasting');
  });

  it('leaves other queries alone', () => {
    expect(spellingVariant('energiebelasting')).toBeNull();
    expect(spellingVariant('of')).toBeNull();
  });
});
