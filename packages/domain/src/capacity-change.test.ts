import { describe, expect, it } from 'vitest';
import { capacityChangeConflict } from './capacity-change.ts';

// Grid code: one change of contracted transport capacity a year. Hand-computed windows.

describe('capacityChangeConflict', () => {
  it('refuses a second change a month after the first', () => {
    expect(capacityChangeConflict('2026-04-01', [{ date: '2026-03-01', mutationId: 7 }])).toEqual({
      date: '2026-03-01',
      mutationId: 7,
      notAfter: '2025-03-01',
      notBefore: '2027-03-01',
    });
  });

  it('allows the change exactly 12 months later or earlier, and refuses a day less', () => {
    const first = [{ date: '2026-03-01', mutationId: 7 }];
    expect(capacityChangeConflict('2027-03-01', first)).toBeNull();
    expect(capacityChangeConflict('2025-03-01', first)).toBeNull();
    expect(capacityChangeConflict('2027-02-28', first)?.mutationId).toBe(7);
    expect(capacityChangeConflict('2025-03-02', first)?.mutationId).toBe(7);
  });

  it('counts a planned later change too, and names the closest of several', () => {
    const others = [
      { date: '2026-01-01', mutationId: null },
      { date: '2026-09-01', mutationId: 9 },
    ];
    expect(capacityChangeConflict('2026-07-01', others)).toMatchObject({ date: '2026-09-01', mutationId: 9 });
    expect(capacityChangeConflict('2026-03-01', others)).toMatchObject({
      date: '2026-01-01',
      mutationId: null,
    });
  });

  it('follows the month rule at month ends', () => {
    // 31-01-2026 + 12 months = 31-01-2027; 29-02-2028 − 12 months = 28-02-2027 (month end stays month end).
    expect(capacityChangeConflict('2027-01-30', [{ date: '2026-01-31', mutationId: 1 }])).not.toBeNull();
    expect(capacityChangeConflict('2027-01-31', [{ date: '2026-01-31', mutationId: 1 }])).toBeNull();
    expect(capacityChangeConflict('2028-02-29', [{ date: '2027-02-28', mutationId: 1 }])).toBeNull();
  });
});
