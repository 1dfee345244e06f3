import { describe, expect, it } from 'vitest';
import { periodDelta } from './period-delta.ts';

// Hand-computed: 1,150 kWh against 1,000 kWh is +150 kWh, +15 %; 850 against 1,000 is −150, −15 %.

describe('periodDelta', () => {
  it('gives the difference in the unit and in percent of the comparison period', () => {
    expect(periodDelta(1150, 1000)).toEqual({ delta: 150, pct: 15 });
    expect(periodDelta(850, 1000)).toEqual({ delta: -150, pct: -15 });
    expect(periodDelta(0.1, 0.3)).toEqual({ delta: -0.2, pct: (-0.2 / 0.3) * 100 });
  });

  it('has no percentage against 0 and nothing where a side has no data', () => {
    expect(periodDelta(12.5, 0)).toEqual({ delta: 12.5, pct: null });
    expect(periodDelta(null, 10)).toEqual({ delta: null, pct: null });
    expect(periodDelta(10, undefined)).toEqual({ delta: null, pct: null });
  });
});
