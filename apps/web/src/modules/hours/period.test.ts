import { describe, expect, it } from 'vitest';
import { choiceOf, periodFor } from './period.ts';

describe('periodFor', () => {
  // Thursday 31 December 2026, 23:30 in Amsterdam (22:30 UTC).
  const now = new Date('2026-12-31T22:30:00Z');

  it('gives Monday to Sunday, the month, the previous month and the year of the Amsterdam day', () => {
    expect(periodFor('week', now)).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(periodFor('month', now)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodFor('lastMonth', now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodFor('year', now)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(periodFor('all', now)).toEqual({ from: null, to: null });
  });

  it('crosses the year for January and counts from the Amsterdam day, not UTC', () => {
    // 00:30 on 1 January 2027 in Amsterdam is still 31 December in UTC.
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect(periodFor('lastMonth', newYear)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodFor('year', newYear)).toEqual({ from: '2027-01-01', to: '2027-12-31' });
    expect(periodFor('month', new Date('2028-02-10T12:00:00Z'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('starts the week on Monday for a Sunday and for a Monday, over the DST change', () => {
    // Sunday 29 March 2026 (clocks go forward) and Monday 30 March, noon in Amsterdam.
    expect(periodFor('week', new Date('2026-03-29T10:00:00Z'))).toEqual({
      from: '2026-03-23',
      to: '2026-03-29',
    });
    expect(periodFor('week', new Date('2026-03-30T10:00:00Z'))).toEqual({
      from: '2026-03-30',
      to: '2026-04-05',
    });
  });

  it('recognises the quick choice of a period', () => {
    expect(choiceOf({ from: '2026-12-01', to: '2026-12-31' }, now)).toBe('month');
    expect(choiceOf({ from: '2026-12-02', to: '2026-12-31' }, now)).toBeNull();
    expect(choiceOf({ from: null, to: null }, now)).toBe('all');
  });
});
