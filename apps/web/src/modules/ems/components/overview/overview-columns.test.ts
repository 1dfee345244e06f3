import { describe, expect, it } from 'vitest';
import { compareKind } from './overview-columns.tsx';

describe('compareKind', () => {
  it('opens a carpet for quarters or hours, period against period for day values, degree days for gas', () => {
    expect(compareKind({ product: 1, intervalMinutes: 15 })).toBe('carpet');
    expect(compareKind({ product: 1, intervalMinutes: 60 })).toBe('carpet');
    expect(compareKind({ product: 1, intervalMinutes: null })).toBe('carpet');
    // Meter readings give day values: a carpet would be refused ("alleen dagwaarden").
    expect(compareKind({ product: 1, intervalMinutes: 1440 })).toBe('periods');
    expect(compareKind({ product: 2, intervalMinutes: 1440 })).toBe('degree-days');
  });
});
