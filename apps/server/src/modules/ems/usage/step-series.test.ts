import { describe, expect, it } from 'vitest';
import { consumptionValues, parseStepLines, releaseSeries } from './step-series.ts';

const none = Number.NaN;
// the main channel's fields: one connection's quarters, a selection's quarters, hours (stepLinesQuery)
const QUARTER = { count: false, peak: false };
const SELECTION = { count: true, peak: false };
const HOUR = { count: true, peak: true };

describe('usage series from the database text', () => {
  it('places unordered lines in their slots, in ten-thousandths, with low parts and gaps', () => {
    const series = parseStepLines(
      { main: '3,-0.2500,0.0000;0,1.2345,1.2345;1,10.0000', production: '1,0.5000,0.0000;3,7.0000,7.0000' },
      4,
      QUARTER,
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
    const series = parseStepLines(
      { main: '1,3,4.5000,1.5000;0,1,0.0001,0.0000', production: '' },
      2,
      SELECTION,
    );
    expect([...series.count]).toEqual([1, 3]);
    expect([...series.consumption]).toEqual([1, 45_000]);
    expect([...series.consumptionLow]).toEqual([0, 15_000]);
  });

  it('reads numerics as PostgreSQL writes them: integers, few places, large values', () => {
    const series = parseStepLines({ main: '0,123456789.5,7;1,0.1,0.01', production: '' }, 2, QUARTER);
    expect([...series.consumption]).toEqual([1_234_567_895_000, 1_000]);
    expect([...series.consumptionLow]).toEqual([70_000, 100]);
  });

  it('reads hours with count and peak, the low part still last and optional', () => {
    const series = parseStepLines(
      { main: '1,4,2.0000,1.6000,0.5000;0,3,1.5000,0.8000', production: '1,0.2500,0.0000' },
      3,
      HOUR,
    );
    expect([...series.count]).toEqual([3, 4, 0]);
    expect([...series.consumption]).toEqual([15_000, 20_000, none]);
    expect([...(series.peak ?? [])]).toEqual([8_000, 16_000, none]);
    expect([...series.consumptionLow]).toEqual([none, 5_000, none]);
    expect([...series.production]).toEqual([none, 2_500, none]);
    expect(() => parseStepLines({ main: '0,3,1.5000', production: '' }, 1, HOUR)).toThrow();
  });

  it('refuses lines outside the range, with five places, or cut off', () => {
    expect(() => parseStepLines({ main: '4,1.0000,0', production: '' }, 4, QUARTER)).toThrow();
    expect(() => parseStepLines({ main: '0,1.00001,0', production: '' }, 4, QUARTER)).toThrow();
    expect(() => parseStepLines({ main: '0,', production: '' }, 4, QUARTER)).toThrow();
    expect(() => parseStepLines({ main: '0,1,1,1', production: '' }, 4, QUARTER)).toThrow();
    expect(() => parseStepLines({ main: '0;1,1', production: '' }, 4, QUARTER)).toThrow();
    expect(() => parseStepLines({ main: 'x,1,1', production: '' }, 4, QUARTER)).toThrow();
  });

  it('reuses the memory of a released long series and starts it empty', () => {
    const length = 35_040;
    const first = parseStepLines(
      { main: '0,1.0000,1.0000;35039,2.0000', production: '5,0.5000,0.0000' },
      length,
      QUARTER,
    );
    releaseSeries(first);
    releaseSeries(first); // twice changes nothing: one buffer is never handed out twice
    const second = parseStepLines({ main: '7,1,3.0000,4.0000', production: '' }, length, HOUR);
    expect(second.consumption.buffer).toBe(first.consumption.buffer);
    // nothing of the first answer shows through
    expect(second.consumption[0]).toBeNaN();
    expect(second.consumption[35_039]).toBeNaN();
    expect(second.consumptionLow[0]).toBeNaN();
    expect(second.production[5]).toBeNaN();
    expect(second.consumption[7]).toBe(30_000);
    expect(second.peak?.[7]).toBe(40_000);
    expect(second.peak?.[0]).toBeNaN();
    expect(second.count[35_039]).toBe(0);
    // the next long series gets new memory while the second one is in use
    const third = parseStepLines({ main: '', production: '' }, length, QUARTER);
    expect(third.consumption.buffer).not.toBe(second.consumption.buffer);
    // short series are not pooled
    const short = parseStepLines({ main: '0,1.0000', production: '' }, 96, QUARTER);
    releaseSeries(short);
    expect(parseStepLines({ main: '', production: '' }, 96, QUARTER).consumption.buffer).not.toBe(
      short.consumption.buffer,
    );
  });
});
