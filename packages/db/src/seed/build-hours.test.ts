import { describe, expect, it } from 'vitest';
import { createRandom } from '../fake/random.ts';
import { buildDemoHours } from './build-hours.ts';

const plan = { today: new Date('2026-11-23T10:00:00Z'), people: [1, 2, 3], customers: [11, 12, 13, 14, 15] };

describe('demo hours', () => {
  it('fills the weekdays of the three months before the seed date, 0.25 to 4 hours an entry', () => {
    const rows = buildDemoHours(createRandom(7), plan);
    expect(rows.length).toBeGreaterThan(300);
    const dates = rows.map((row) => row.date);
    expect(dates.every((date) => date >= '2026-08-24' && date <= '2026-11-22')).toBe(true);
    expect(dates.some((date) => date < '2026-09-01')).toBe(true);
    expect(dates.some((date) => date >= '2026-11-16')).toBe(true);
    expect(dates.every((date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))).toBe(true);
    expect(rows.every((row) => row.seconds >= 900 && row.seconds <= 14_400 && row.seconds % 900 === 0)).toBe(
      true,
    );
    expect(new Set(rows.map((row) => row.userId))).toEqual(new Set(plan.people));
    expect(new Set(rows.map((row) => row.customerId))).toEqual(new Set(plan.customers));
    expect(rows.every((row) => /^[A-Z][a-z]/.test(row.description))).toBe(true);
  });

  it('counts back from the day before today in Amsterdam, also in the hour after local midnight', () => {
    // 30 November 23:30 UTC is 1 December 00:30 in Amsterdam: the day before is Monday 30 November.
    const rows = buildDemoHours(createRandom(7), { ...plan, today: new Date('2026-11-30T23:30:00Z') });
    const last = rows
      .map((row) => row.date)
      .sort()
      .at(-1);
    expect(last).toBe('2026-11-30');
  });

  it('is the same on every run with the same seed and date', () => {
    expect(buildDemoHours(createRandom(7), plan)).toEqual(buildDemoHours(createRandom(7), plan));
    expect(buildDemoHours(createRandom(7), { ...plan, people: [] })).toEqual([]);
  });
});
