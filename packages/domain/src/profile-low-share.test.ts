import { describe, expect, it } from 'vitest';
import { DEFAULT_LOW_TARIFF_WINDOW } from './low-tariff-window.ts';
import { flatLowShare, profileLowShare } from './profile-low-share.ts';

// Hand-computed: the default window is weekdays 23:00–07:00 (480 minutes), weekends and holidays whole.

describe('flatLowShare', () => {
  it('a plain week: 5 × 480 + 2 × 1,440 = 5,280 of 10,080 minutes', () => {
    expect(flatLowShare(DEFAULT_LOW_TARIFF_WINDOW, '2025-03-03', '2025-03-10')).toBeCloseTo(5280 / 10080, 12);
  });

  it('the week of the spring DST Sunday (23 hours): 5 × 480 + 1,440 + 1,380 = 5,220 of 10,020', () => {
    expect(flatLowShare(DEFAULT_LOW_TARIFF_WINDOW, '2025-03-24', '2025-03-31')).toBeCloseTo(5220 / 10020, 12);
  });

  it('without weekends: the 23-hour day loses its 02:00 hour from the window (6 × 480 + 420 of 10,020)', () => {
    const nightsOnly = { ...DEFAULT_LOW_TARIFF_WINDOW, weekends: false, holidays: false };
    expect(flatLowShare(nightsOnly, '2025-03-24', '2025-03-31')).toBeCloseTo(3300 / 10020, 12);
    // The autumn Sunday has 25 hours, the doubled hour in the window: 480 + 60 = 540 of 1,500.
    expect(flatLowShare(nightsOnly, '2025-10-26', '2025-10-27')).toBeCloseTo(540 / 1500, 12);
  });

  it('Christmas (Thursday 25 and Friday 26 December 2025) counts whole: 3 × 480 + 2 × 1,440 = 4,320 of 7,200', () => {
    expect(flatLowShare(DEFAULT_LOW_TARIFF_WINDOW, '2025-12-22', '2025-12-27')).toBeCloseTo(0.6, 12);
  });

  it('a region starting at 21:00: 600 of 1,440 minutes on a weekday', () => {
    const region = { ...DEFAULT_LOW_TARIFF_WINDOW, fromMinute: 21 * 60 };
    expect(flatLowShare(region, '2025-03-04', '2025-03-05')).toBeCloseTo(600 / 1440, 12);
  });
});

describe('profileLowShare', () => {
  const week = ['2025-03-03', '2025-03-10'] as const;
  it('E1A has one register: everything normal; E1B, E3A and no category: the window share', () => {
    const of = (profileCategory: string | null, product: 1 | 2 = 1) =>
      profileLowShare({ product, profileCategory, window: DEFAULT_LOW_TARIFF_WINDOW }, ...week);
    expect(of('E1A')).toBe(0);
    expect(of('E1B')).toBeCloseTo(5280 / 10080, 12);
    expect(of('E3A')).toBeCloseTo(5280 / 10080, 12);
    expect(of(null)).toBeCloseTo(5280 / 10080, 12);
    expect(of('G1A', 2)).toBe(0);
  });
});
