import { describe, expect, it } from 'vitest';
import { MUTATION_MESSAGES } from '@energiek/contracts/mutations';
import { capacityChoices } from './capacity-options.ts';

// Issue 32: a capacity change on an electricity connection offered gas sizes (G4…G1000). The choices now
// follow the product of the chosen connections (DOMAIN.md: electricity 1x6A…3x80A small, above large;
// gas G4…G25 small, from G40 large).

const values = (products: number[], current?: string) =>
  capacityChoices(products, current).options.map((o) => o.value);

describe('capacityChoices', () => {
  it('offers only electricity classes for electricity connections', () => {
    const list = values([1, 1]);
    expect(list.slice(0, 3)).toEqual(['1x6A', '1x10A', '1x25A']);
    expect(list).toContain('3x80A');
    expect(list).toContain('TS/MS');
    expect(list.some((v) => v.startsWith('G'))).toBe(false);
    expect(capacityChoices([1]).contractedLabel).toBe('Nieuw gecontracteerd vermogen (kW)');
  });

  it('offers only gas sizes for gas connections, small first', () => {
    expect(values([2])).toEqual([
      'G4',
      'G6',
      'G10',
      'G16',
      'G25',
      'G40',
      'G65',
      'G100',
      'G160',
      'G250',
      'G400',
      'G650',
      'G1000',
    ]);
    expect(capacityChoices([2]).options[5]?.label).toBe('G40 (grootverbruik)');
    expect(capacityChoices([2]).contractedLabel).toBe('Nieuw gecontracteerd vermogen (m³/h)');
  });

  it('offers nothing before a connection is chosen, or for both products, and says why', () => {
    expect(values([])).toEqual([]);
    expect(capacityChoices([]).hint).toMatch(/Kies eerst de aansluiting/);
    expect(values([1, 2])).toEqual([]);
    expect(capacityChoices([1, 2]).hint).toBe(MUTATION_MESSAGES.oneProduct);
  });

  it('keeps a stored value outside the list readable', () => {
    expect(values([], 'G25')).toEqual(['G25']);
    expect(values([1], 'G25').at(-1)).toBe('G25');
    expect(values([2], 'G25').filter((v) => v === 'G25')).toHaveLength(1);
  });
});
