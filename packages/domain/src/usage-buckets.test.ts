import { describe, expect, it } from 'vitest';
import { expectedIntervals, rangeLimit, shiftRange, usageBuckets } from './usage-buckets.ts';

describe('usage buckets', () => {
  it('gives the spring DST day 92 quarters and 23 hours, the autumn day 100 and 25', () => {
    expect(usageBuckets('2025-03-30', '2025-03-31', 'quarter')).toHaveLength(92);
    expect(usageBuckets('2025-03-30', '2025-03-31', 'hour')).toHaveLength(23);
    expect(usageBuckets('2025-10-26', '2025-10-27', 'quarter')).toHaveLength(100);
    const hours = usageBuckets('2025-10-26', '2025-10-27', 'hour');
    expect(hours).toHaveLength(25);
    // the repeated hour: 00:00 UTC (02:00 summer time) and 01:00 UTC (02:00 winter time)
    expect(hours[2]?.start.toISOString()).toBe('2025-10-26T00:00:00.000Z');
    expect(hours[3]?.start.toISOString()).toBe('2025-10-26T01:00:00.000Z');
    expect(hours[0]?.start.toISOString()).toBe('2025-10-25T22:00:00.000Z');
  });

  it('counts expected quarters per day with DST', () => {
    const days = usageBuckets('2025-03-29', '2025-04-01', 'day');
    expect(days.map((b) => expectedIntervals(b, 15))).toEqual([96, 92, 96]);
    expect(days.map((b) => expectedIntervals(b, 60))).toEqual([24, 23, 24]);
    expect(days.map((b) => expectedIntervals(b, 1440))).toEqual([1, 1, 1]);
    const autumn = usageBuckets('2025-10-26', '2025-10-27', 'day');
    expect(expectedIntervals(autumn[0]!, 15)).toBe(100);
    expect(autumn[0]?.start.toISOString()).toBe('2025-10-25T22:00:00.000Z');
  });

  it('cuts the first and last calendar bucket to the range but keeps its calendar start', () => {
    const months = usageBuckets('2025-03-15', '2025-05-10', 'month');
    expect(months.map((b) => b.start.toISOString())).toEqual([
      '2025-02-28T23:00:00.000Z',
      '2025-03-31T22:00:00.000Z',
      '2025-04-30T22:00:00.000Z',
    ]);
    expect(months.map((b) => b.days)).toEqual([17, 30, 9]);
    // 15–31 March: 17 days, one of them 23 hours → 17 × 96 − 4
    expect(expectedIntervals(months[0]!, 15)).toBe(17 * 96 - 4);
    expect(expectedIntervals(months[1]!, 15)).toBe(30 * 96);
  });

  it('gives a whole year 35,040 quarters, a leap year 35,136, and 52 or 53 ISO weeks', () => {
    const year = usageBuckets('2025-01-01', '2026-01-01', 'year');
    expect(year).toHaveLength(1);
    expect(expectedIntervals(year[0]!, 15)).toBe(35_040);
    expect(usageBuckets('2024-01-01', '2025-01-01', 'quarter')).toHaveLength(35_136);
    expect(usageBuckets('2026-01-01', '2027-01-01', 'week')).toHaveLength(53); // 29 Dec 2025 … 28 Dec 2026
    expect(usageBuckets('2026-01-01', '2027-01-01', 'week')[0]?.days).toBe(4);
    expect(expectedIntervals({ ...year[0]!, to: year[0]!.from }, 15)).toBe(0);
  });

  it('gives hourly data no expected value in a quarter bucket', () => {
    const [quarter] = usageBuckets('2025-01-01', '2025-01-02', 'quarter');
    expect(expectedIntervals(quarter!, 60)).toBe(0);
    expect(expectedIntervals(quarter!, 15)).toBe(1);
  });

  it('limits and shifts ranges by calendar units', () => {
    expect(rangeLimit('2024-02-29', 1)).toBe('2025-03-01');
    expect(rangeLimit('2025-01-01', 1)).toBe('2026-01-01');
    expect(shiftRange('2025-01-01', '2025-02-01', 'month', -1)).toEqual({
      from: '2024-12-01',
      to: '2025-01-01',
    });
  });
});
