import { describe, expect, it } from 'vitest';
import { excerptOf } from './knowledgebase.excerpt.ts';

describe('excerptOf', () => {
  it('keeps a text up to the length as it is', () => {
    expect(excerptOf('Kort artikel.', 20)).toBe('Kort artikel.');
    // Exactly 20 characters.
    expect(excerptOf('twintig tekens lang!', 20)).toBe('twintig tekens lang!');
  });

  it('cuts after the last whole word, never inside one', () => {
    // 'De teruggave van energiebelasting' — the limit 20 falls inside "energiebelasting" (position 17–32).
    expect(excerptOf('De teruggave van energiebelasting vraag je aan.', 20)).toBe('De teruggave van …');
  });

  it('keeps the word that ends exactly at the limit', () => {
    // 'De teruggave van' is 16 characters; the 17th is a space.
    expect(excerptOf('De teruggave van energiebelasting', 16)).toBe('De teruggave van …');
  });

  it('drops punctuation dangling before the ellipsis', () => {
    expect(excerptOf('Vraag het aan, dan volgt de teruggave.', 16)).toBe('Vraag het aan …');
  });

  it('flattens line breaks and runs of spaces first', () => {
    expect(excerptOf('Eerste regel\n\n  tweede   regel', 100)).toBe('Eerste regel tweede regel');
  });

  it('cuts a single word longer than the limit at the limit', () => {
    expect(excerptOf('a'.repeat(30), 10)).toBe(`${'a'.repeat(10)} …`);
  });

  it('never splits a character in two', () => {
    expect(excerptOf('Zon ☀️☀️☀️ energie', 6)).toBe('Zon …');
    expect(excerptOf('ééééééééé', 4)).toBe('éééé …');
  });
});
