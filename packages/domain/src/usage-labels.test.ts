import { describe, expect, it } from 'vitest';
import { exactDifference, exactSum, usageBucketLabel } from './usage-labels.ts';

describe('usage labels and exact sums', () => {
  it('names quarters in local time and marks the repeated autumn hour', () => {
    expect(usageBucketLabel('2025-10-26T00:15:00.000Z', 'quarter')).toBe('26/10/2025 02:15 (zomertijd)');
    expect(usageBucketLabel('2025-10-26T01:15:00.000Z', 'quarter')).toBe('26/10/2025 02:15 (wintertijd)');
    expect(usageBucketLabel('2025-10-26T02:15:00.000Z', 'quarter')).toBe('26/10/2025 03:15');
    expect(usageBucketLabel('2025-03-30T01:00:00.000Z', 'hour')).toBe('30/03/2025 03:00');
    expect(usageBucketLabel('2024-12-31T23:00:00.000Z', 'hour')).toBe('01/01/2025 00:00');
  });

  it('names days, weeks, months and years', () => {
    expect(usageBucketLabel('2025-10-25T22:00:00.000Z', 'day')).toBe('26/10/2025');
    expect(usageBucketLabel('2025-12-28T23:00:00.000Z', 'week')).toBe('week 1 2026');
    expect(usageBucketLabel('2025-09-30T22:00:00.000Z', 'month')).toBe('oktober 2025');
    expect(usageBucketLabel('2024-12-31T23:00:00.000Z', 'year')).toBe('2025');
  });

  it('adds decimals exactly', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(exactSum([0.1, 0.2, null])).toBe(0.3);
    expect(exactSum([null, undefined])).toBeNull();
    expect(exactSum(Array.from({ length: 35_040 }, () => 0.0001))).toBe(3.504);
    expect(exactDifference(1.3, 0.1)).toBe(1.2);
    expect(exactDifference(null, 1)).toBeNull();
  });
});
