import { describe, expect, it } from 'vitest';
import { textValues } from './text-values.ts';

describe('textValues', () => {
  it('gives the item’s text, and "" where it has none', () => {
    const item = {
      name: 'Stedin',
      code: null as string | null,
      website: undefined as string | undefined,
      id: 3,
    };
    expect(textValues(item, ['name', 'code', 'website'])).toEqual({ name: 'Stedin', code: '', website: '' });
  });

  it('gives "" for every field of a form without an item', () => {
    expect(textValues<{ name: string | null }, 'name'>(undefined, ['name'])).toEqual({ name: '' });
  });
});
