import { describe, expect, it } from 'vitest';
import { EMS_COMPARISON_TEXTS as T } from './texts-comparisons.ts';

describe('the regression baseline line', () => {
  it('reads a falling line with a minus, never "+ -"', () => {
    expect(T.regression('20,0 m³', '0,02 m³', true, '0,91', 7)).toBe(
      'basislast 20,0 m³ per dag − 0,02 m³ per graaddag (R² 0,91, 7 dagen)',
    );
    expect(T.regression('20,0 m³', '3,00 m³', false, '1,00', 1)).toBe(
      'basislast 20,0 m³ per dag + 3,00 m³ per graaddag (R² 1,00, 1 dag)',
    );
  });
});
