import { describe, expect, it } from 'vitest';
import { lookupOptions, servingProduct } from './lookups.ts';

const OPERATORS = [
  { id: 1, name: 'Liander', commodities: 'both' as const },
  { id: 2, name: 'TenneT', commodities: 'electricity' as const },
  { id: 3, name: 'Gasunie', commodities: 'gas' as const },
  { id: 4, name: 'Zonder soort' },
];

describe('lookups', () => {
  it('offers the grid operators that serve the product', () => {
    expect(servingProduct(OPERATORS, 1).map((o) => o.name)).toEqual(['Liander', 'TenneT', 'Zonder soort']);
    expect(servingProduct(OPERATORS, 2).map((o) => o.name)).toEqual(['Liander', 'Gasunie', 'Zonder soort']);
    expect(servingProduct(undefined, 1)).toEqual([]);
  });

  it('keeps the current value as an option when the list lacks it', () => {
    expect(lookupOptions(undefined, { id: 9, name: 'Stedin' })).toEqual([{ value: '9', label: 'Stedin' }]);
    expect(lookupOptions(OPERATORS.slice(0, 1), { id: 1, name: 'Liander' })).toEqual([
      { value: '1', label: 'Liander' },
    ]);
  });
});
