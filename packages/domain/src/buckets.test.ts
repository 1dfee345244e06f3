import { describe, expect, it } from 'vitest';
import { addBuckets, bucketStart, coveringBuckets, isoWeek, isoWeekday } from './buckets.ts';

describe('calendar buckets', () => {
  it('finds the Monday, first of month and 1 January of a day', () => {
    expect(isoWeekday('2025-10-26')).toBe(7); // a Sunday
    expect(bucketStart('2025-10-26', 'week')).toBe('2025-10-20');
    expect(bucketStart('2025-10-20', 'week')).toBe('2025-10-20');
    expect(bucketStart('2024-02-29', 'month')).toBe('2024-02-01');
    expect(bucketStart('2024-02-29', 'year')).toBe('2024-01-01');
  });

  it('steps buckets forward and back across year ends', () => {
    expect(addBuckets('2025-12-01', 'month', 1)).toBe('2026-01-01');
    expect(addBuckets('2025-01-01', 'month', -1)).toBe('2024-12-01');
    expect(addBuckets('2025-12-29', 'week', 1)).toBe('2026-01-05');
    expect(addBuckets('2024-01-01', 'year', 1)).toBe('2025-01-01');
  });

  it('covers a day range with whole buckets', () => {
    expect(coveringBuckets('2025-12-30', '2026-01-02', 'week')).toEqual({
      from: '2025-12-29',
      to: '2026-01-05',
    });
    expect(coveringBuckets('2025-03-15', '2025-04-02', 'month')).toEqual({
      from: '2025-03-01',
      to: '2025-05-01',
    });
    expect(coveringBuckets('2025-03-15', '2025-03-15', 'year')).toEqual({
      from: '2025-01-01',
      to: '2026-01-01',
    });
  });

  it('numbers ISO weeks', () => {
    expect(isoWeek('2025-12-29')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeek('2025-10-26')).toEqual({ year: 2025, week: 43 });
  });
});
