import { describe, expect, it } from 'vitest';
import { instantsOfLocalTime } from './local-time.ts';
import {
  DEFAULT_LOW_TARIFF_WINDOW,
  isLowTariff,
  postcodeNumber,
  windowOfConnection,
  type LowTariffWindow,
} from './low-tariff-window.ts';

// Issue 27: one window per grid operator could not express an operator that starts low tariff at 21:00 in
// one region and 23:00 in another. Regions by postcode range; the operator's window stays the default.

const operator: LowTariffWindow = { fromMinute: 23 * 60, toMinute: 7 * 60, weekends: true, holidays: true };
const regions = [
  { name: 'Noord', postcodeFrom: 9000, postcodeTo: 9999, fromMinute: 21 * 60, toMinute: 7 * 60 },
];
const at = (day: string, hh: number) => instantsOfLocalTime(day, hh * 60)[0]!;

describe('windowOfConnection', () => {
  it('starts at 21:00 in the region and at 23:00 elsewhere (same operator)', () => {
    const groningen = windowOfConnection(operator, regions, '9711 AB');
    const utrecht = windowOfConnection(operator, regions, '3511 AB');
    expect(groningen).toEqual({ ...operator, fromMinute: 1260 });
    expect(utrecht).toEqual(operator);
    // Tuesday 3 March 2026, 21:00 local: low in Groningen, normal in Utrecht; 23:00 low in both.
    expect(isLowTariff(groningen, at('2026-03-03', 21))).toBe(true);
    expect(isLowTariff(utrecht, at('2026-03-03', 21))).toBe(false);
    expect(isLowTariff(utrecht, at('2026-03-03', 23))).toBe(true);
    // Weekends stay the operator's: Saturday 7 March 2026 at noon is low in both.
    expect(isLowTariff(groningen, at('2026-03-07', 12))).toBe(true);
  });

  it('keeps the operator window at the range edges, without a postcode, and the default without operator', () => {
    expect(windowOfConnection(operator, regions, '9000AA').fromMinute).toBe(1260);
    expect(windowOfConnection(operator, regions, '9999 ZZ').fromMinute).toBe(1260);
    expect(windowOfConnection(operator, regions, '8999 ZZ').fromMinute).toBe(1380);
    expect(windowOfConnection(operator, regions, null)).toEqual(operator);
    expect(windowOfConnection(operator, [], '9711 AB')).toEqual(operator);
    expect(windowOfConnection(null, regions, '9711 AB')).toEqual(DEFAULT_LOW_TARIFF_WINDOW);
  });

  it('reads the 4 digits of a postcode', () => {
    expect(postcodeNumber('9711 AB')).toBe(9711);
    expect(postcodeNumber('1234')).toBe(1234);
    expect(postcodeNumber('AB 12')).toBeNull();
    expect(postcodeNumber(null)).toBeNull();
  });
});
