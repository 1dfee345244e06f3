import { describe, expect, it } from 'vitest';
import { ENERGY_SAVING_CATEGORIES } from './energy-saving.ts';
import { EML_LISTS, emlChoices, emlMeasureOf } from './energy-saving-eml.ts';

// The EML reference data: every list dated and sourced, every measure with a source it was read in.

describe('recognised measures lists', () => {
  it('every list has a sector, a version, a validity and a source; ids and codes are unique', () => {
    expect(new Set(EML_LISTS.map((l) => l.id)).size).toBe(EML_LISTS.length);
    for (const list of EML_LISTS) {
      expect(list.sector).not.toBe('');
      expect(list.version).not.toBe('');
      expect(list.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (list.validUntil) expect(list.validUntil > list.validFrom).toBe(true);
      expect(list.source.url).toMatch(/^https:\/\//);
      expect(new Set(list.measures.map((m) => m.code)).size).toBe(list.measures.length);
      for (const m of list.measures) {
        expect(Object.keys(ENERGY_SAVING_CATEGORIES)).toContain(m.category);
        expect(m.source.url).toMatch(/^https:\/\//);
      }
    }
  });

  it('finds a measure by its stored code and offers it as a choice', () => {
    expect(emlMeasureOf('zorg-2019:GE1')?.measure.title).toBe(
      'PL-lampen bij meer dan 2.000 branduren per jaar vervangen door LED',
    );
    expect(emlMeasureOf('zorg-2019')).toBeUndefined();
    expect(emlMeasureOf('')).toBeUndefined();
    expect(emlChoices()).toContainEqual({
      value: 'kantoren-2019:GD1',
      label:
        'Kantoren (EML 2019) GD1 - Binnenverlichting automatisch beperken op basis van daglichttoetreding door ramen en daklichten',
    });
  });
});
