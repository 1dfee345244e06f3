import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween } from './calendar.ts';
import { deadlineOn, noticeDeadline, termMonths } from './agreement-deadlines.ts';

// Hand-computed: the notice deadline is the end date minus the notice months (month ends stay month ends).

describe('noticeDeadline', () => {
  it('keeps the day number inside the month', () => {
    expect(noticeDeadline('2027-06-15', 1)).toBe('2027-05-15');
    expect(noticeDeadline('2027-06-15', 6)).toBe('2026-12-15');
  });

  it('maps a month end to the month end of the target month', () => {
    expect(noticeDeadline('2027-12-31', 1)).toBe('2027-11-30');
    expect(noticeDeadline('2027-03-31', 1)).toBe('2027-02-28');
    expect(noticeDeadline('2027-02-28', 1)).toBe('2027-01-31');
    expect(noticeDeadline('2027-04-30', 1)).toBe('2027-03-31');
  });

  it('lands on the leap day in a leap year', () => {
    expect(noticeDeadline('2028-03-31', 1)).toBe('2028-02-29');
    expect(noticeDeadline('2024-05-31', 3)).toBe('2024-02-29');
    // 30 May is no month end: day 30 clamps to February's last day.
    expect(noticeDeadline('2024-05-30', 3)).toBe('2024-02-29');
    expect(noticeDeadline('2025-05-30', 3)).toBe('2025-02-28');
    // From the leap day itself (a month end) a year back: 28 February.
    expect(noticeDeadline('2028-02-29', 12)).toBe('2027-02-28');
  });

  it('crosses year boundaries and takes 0 months as the end date itself', () => {
    expect(noticeDeadline('2027-01-31', 3)).toBe('2026-10-31');
    expect(noticeDeadline('2027-01-15', 13)).toBe('2025-12-15');
    expect(noticeDeadline('2027-12-31', 0)).toBe('2027-12-31');
  });
});

describe('helpers', () => {
  it('adds months forward with the same month-end rule', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-02-28', 12)).toBe('2028-02-29');
    expect(addMonths('2027-11-15', 2)).toBe('2028-01-15');
  });

  it('counts days across a leap day', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2027-03-01', '2027-02-28')).toBe(-1);
  });

  it('measures a term in whole months', () => {
    expect(termMonths('2026-01-01', '2027-12-31')).toBe(24);
    expect(termMonths('2026-07-01', '2027-06-30')).toBe(12);
    expect(termMonths('2026-01-01', '2026-01-10')).toBe(1);
  });
});

describe('deadlineOn', () => {
  const term = {
    startDate: '2026-01-01',
    endDate: '2027-12-31',
    noticeMonths: 3,
    tacitRenewal: false,
    renewalMonths: null,
  };

  it('gives the own deadline and the days to it without tacit renewal', () => {
    expect(deadlineOn(term, '2027-09-01')).toEqual({
      endDate: '2027-12-31',
      noticeDeadline: '2027-09-30',
      daysToDeadline: 29,
      renewals: 0,
    });
    // Passed and not renewing: stays, with a negative count.
    expect(deadlineOn(term, '2027-10-02').daysToDeadline).toBe(-2);
  });

  it('moves a tacitly renewing agreement to the next term once the deadline has passed', () => {
    const renewing = { ...term, tacitRenewal: true, renewalMonths: 12 };
    // On the deadline itself the current term still counts.
    expect(deadlineOn(renewing, '2027-09-30').endDate).toBe('2027-12-31');
    expect(deadlineOn(renewing, '2027-10-01')).toEqual({
      endDate: '2028-12-31',
      noticeDeadline: '2028-09-30',
      daysToDeadline: 365,
      renewals: 1,
    });
    expect(deadlineOn(renewing, '2029-01-10')).toMatchObject({ endDate: '2029-12-31', renewals: 2 });
  });

  it('renews for the own length when no renewal term is set, across a leap day', () => {
    const leap = {
      startDate: '2027-03-01',
      endDate: '2028-02-29',
      noticeMonths: 1,
      tacitRenewal: true,
      renewalMonths: null,
    };
    // 12-month term; the deadline 31-01-2028 passed on 01-02-2028: next term ends 28-02-2029.
    expect(deadlineOn(leap, '2028-02-01')).toEqual({
      endDate: '2029-02-28',
      noticeDeadline: '2029-01-31',
      daysToDeadline: 365,
      renewals: 1,
    });
  });
});
