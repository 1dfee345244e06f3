import { describe, expect, it } from 'vitest';
import { consumptionValues, parseQuarterLines } from './quarter-series.ts';

const none = Number.NaN;

describe('quarter series from the database text', () => {
  it('places unordered lines in their slots, in ten-thousandths, with low parts and gaps', () => {
    const series = parseQuarterLines(
      { main: '3,-0.2500,0.0000;0,1.2345,1.2345;1,10.0000', production: '1,0.5000,0.0000;3,7.0000,7.0000' },
      4,
      false,
    );
    expect([...series.consumption]).toEqual([12_345, 100_000, none, -2_500]);
    // the line without low has none
    expect([...series.consumptionLow]).toEqual([12_345, none, none, 0]);
    expect([...series.production]).toEqual([none, 5_000, none, 70_000]);
    expect([...series.productionLow]).toEqual([none, 0, none, 70_000]);
    // one reading per quarter with consumption
    expect([...series.count]).toEqual([1, 1, 0, 1]);
    expect(consumptionValues(series)).toEqual([1.2345, 10, null, -0.25]);
  });

  it('reads the count of a selection before the sum', () => {
    const series = parseQuarterLines(
      { main: '1,3,4.5000,1.5000;0,1,0.0001,0.0000', production: '' },
      2,
      true,
    );
    expect([...series.count]).toEqual([1, 3]);
    expect([...series.consumption]).toEqual([1, 45_000]);
    expect([...series.consumptionLow]).toEqual([0, 15_000]);
  });

  it('reads numerics as PostgreSQL writes them: integers, few places, large values', () => {
    const series = parseQuarterLines({ main: '0,123456789.5,7;1,0.1,0.01', production: '' }, 2, false);
    expect([...series.consumption]).toEqual([1_234_567_895_000, 1_000]);
    expect([...series.consumptionLow]).toEqual([70_000, 100]);
  });

  it('refuses lines outside the range, with five places, or cut off', () => {
    expect(() => parseQuarterLines({ main: '4,1.0000,0', production: '' }, 4, false)).toThrow();
    expect(() => parseQuarterLines({ main: '0,1.00001,0', production: '' }, 4, false)).toThrow();
    expect(() => parseQuarterLines({ main: '0,', production: '' }, 4, false)).toThrow();
    expect(() => parseQuarterLines({ main: '0,1,1,1', production: '' }, 4, false)).toThrow();
    expect(() => parseQuarterLines({ main: '0;1,1', production: '' }, 4, false)).toThrow();
    expect(() => parseQuarterLines({ main: 'x,1,1', production: '' }, 4, false)).toThrow();
  });
});
