import { describe, expect, it } from 'vitest';
import * as calendar from './calendar.ts';

// Calendar days and months, worked out by hand on a calendar: month ends, leap days (2024 and 2028 are
// leap years, 2100 is not, 2000 is), the year boundary and the Dutch clock changes (2026-03-29 has 23
// hours, 2026-10-25 has 25: a calendar day is one day either way).

describe('days', () => {
  it('steps over month ends, leap days and the year boundary', () => {
    expect(calendar.nextDay('2026-01-31')).toBe('2026-02-01');
    expect(calendar.nextDay('2026-02-28')).toBe('2026-03-01');
    expect(calendar.nextDay('2024-02-28')).toBe('2024-02-29');
    expect(calendar.nextDay('2024-02-29')).toBe('2024-03-01');
    expect(calendar.nextDay('2026-12-31')).toBe('2027-01-01');
    expect(calendar.previousDay('2027-01-01')).toBe('2026-12-31');
    expect(calendar.previousDay('2024-03-01')).toBe('2024-02-29');
    expect(calendar.previousDay('2100-03-01')).toBe('2100-02-28');
    expect(calendar.addDays('2026-12-31', 365)).toBe('2027-12-31');
    expect(calendar.addDays('2024-01-01', 366)).toBe('2025-01-01');
    expect(calendar.addDays('2026-03-01', -29)).toBe('2026-01-31');
  });

  it('counts one day over each clock change, whatever the hours', () => {
    expect(calendar.nextDay('2026-03-28')).toBe('2026-03-29');
    expect(calendar.nextDay('2026-03-29')).toBe('2026-03-30');
    expect(calendar.nextDay('2026-10-25')).toBe('2026-10-26');
    expect(calendar.daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(calendar.daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(calendar.daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(calendar.daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(calendar.daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(calendar.daysBetween('2027-03-01', '2027-02-28')).toBe(-1);
  });

  it('gives the same answers in any time zone of the machine', () => {
    const zone = process.env.TZ;
    const answers = () => [
      calendar.nextDay('2026-03-28'),
      calendar.addDays('2026-10-24', 2),
      calendar.daysBetween('2026-03-01', '2026-11-01'),
      calendar.addMonths('2026-03-31', -1),
    ];
    try {
      const results = ['Europe/Amsterdam', 'America/Los_Angeles', 'Pacific/Kiritimati'].map((tz) => {
        process.env.TZ = tz;
        return answers();
      });
      expect(results).toEqual(Array(3).fill(['2026-03-29', '2026-10-26', 245, '2026-02-28']));
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('numbers days from 1970-01-01 and back', () => {
    expect(calendar.dayNumber('1970-01-01')).toBe(0);
    expect(calendar.dayNumber('1970-02-01')).toBe(31);
    expect(calendar.dayNumber('1969-12-31')).toBe(-1);
    expect(calendar.dayOfNumber(calendar.dayNumber('2024-02-29'))).toBe('2024-02-29');
  });

  it('knows the length of every month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => calendar.daysInMonth(2026, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(calendar.daysInMonth(2024, 2)).toBe(29);
    expect(calendar.daysInMonth(2000, 2)).toBe(29);
    expect(calendar.daysInMonth(2100, 2)).toBe(28);
  });

  it('refuses what is not a day', () => {
    expect(calendar.parseDay('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-4-1', '']) {
      expect(calendar.isCalendarDay(bad)).toBe(false);
      expect(() => calendar.nextDay(bad)).toThrow(RangeError);
    }
    expect(calendar.isCalendarDay('2024-02-29')).toBe(true);
  });
});

describe('months: the two rules', () => {
  it('addMonths keeps the day, clamped to the target month, and a month end stays a month end', () => {
    expect(calendar.addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(calendar.addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(calendar.addMonths('2027-02-28', 1)).toBe('2027-03-31'); // 28-02 is that month's end
    expect(calendar.addMonths('2028-02-28', 1)).toBe('2028-03-28'); // not in a leap year
    expect(calendar.addMonths('2027-03-31', -1)).toBe('2027-02-28');
    expect(calendar.addMonths('2028-05-30', -3)).toBe('2028-02-29');
    expect(calendar.addMonths('2027-05-30', -3)).toBe('2027-02-28');
    expect(calendar.addMonths('2027-02-28', 12)).toBe('2028-02-29');
    expect(calendar.addMonths('2027-11-15', 2)).toBe('2028-01-15');
    expect(calendar.addMonths('2027-01-15', -13)).toBe('2025-12-15');
    expect(calendar.addMonths('2026-10-25', 0)).toBe('2026-10-25');
  });

  it('startOfMonthPlus gives the first of a month, whatever the day', () => {
    expect(calendar.startOfMonthPlus('2026-05-01', -12)).toBe('2025-05-01');
    expect(calendar.startOfMonthPlus('2026-05-31', -12)).toBe('2025-05-01');
    expect(calendar.startOfMonthPlus('2026-01-15', -1)).toBe('2025-12-01');
    expect(calendar.startOfMonthPlus('2026-12-31', 1)).toBe('2027-01-01');
    expect(calendar.startOfMonthPlus('2024-02-29', 12)).toBe('2025-02-01');
    expect(calendar.startOfMonthPlus('2026-03-29', 0)).toBe('2026-03-01');
  });
});
