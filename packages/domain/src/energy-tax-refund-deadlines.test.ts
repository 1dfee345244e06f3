import { describe, expect, it } from 'vitest';
import {
  nextRefundDeadline,
  refundDeadline,
  refundDeadlineStatus,
  refundYearDeadlines,
} from './energy-tax-refund.ts';

// Issue 27: a complex request over 2021–2025 had one deadline, 31-12-2030, although 2021's claim ends
// 31-12-2026 (five years after the year). Hand-computed per year.

describe('refundYearDeadlines', () => {
  it('gives a complex request over 2021–2025 one deadline per year, the first 31-12-2026', () => {
    const years = refundYearDeadlines('complex', '2021-01-01', '2026-01-01');
    expect(years.map((y) => [y.year, y.deadline])).toEqual([
      [2021, '2026-12-31'],
      [2022, '2027-12-31'],
      [2023, '2028-12-31'],
      [2024, '2029-12-31'],
      [2025, '2030-12-31'],
    ]);
    // The request's own (last) deadline is the last year's.
    expect(refundDeadline('complex', '2026-01-01')).toBe('2030-12-31');
  });

  it('splits a period that starts and ends inside a year', () => {
    expect(refundYearDeadlines('complex', '2021-07-01', '2022-03-01')).toEqual([
      { year: 2021, from: '2021-07-01', to: '2022-01-01', deadline: '2026-12-31' },
      { year: 2022, from: '2022-01-01', to: '2022-03-01', deadline: '2027-02-28' },
    ]);
    // ANBI: 13 weeks (91 days) after each year's part: 31-12-2024 + 91 days = 01-04-2025.
    expect(refundYearDeadlines('anbi', '2024-01-01', '2026-01-01').map((y) => y.deadline)).toEqual([
      '2025-04-01',
      '2026-04-01',
    ]);
  });
});

describe('refundDeadlineStatus', () => {
  const years = refundYearDeadlines('complex', '2021-01-01', '2026-01-01');

  it('warns for 2021 (31-12-2026) before the request’s last deadline, nothing lost yet', () => {
    expect(refundDeadlineStatus(years, '2026-11-28')).toEqual({
      expiredYears: [],
      earliest: { year: 2021, deadline: '2026-12-31' },
    });
    // The deadline day itself still counts.
    expect(refundDeadlineStatus(years, '2026-12-31').expiredYears).toEqual([]);
  });

  it('names the lost years once their deadline passed, and the next at risk', () => {
    expect(refundDeadlineStatus(years, '2027-01-01')).toEqual({
      expiredYears: [2021],
      earliest: { year: 2022, deadline: '2027-12-31' },
    });
    // Only the last year left: no earlier deadline to warn for.
    expect(refundDeadlineStatus(years, '2030-06-01')).toEqual({
      expiredYears: [2021, 2022, 2023, 2024],
      earliest: null,
    });
    // A one-year request has nothing earlier to warn for.
    expect(
      refundDeadlineStatus(refundYearDeadlines('complex', '2024-01-01', '2025-01-01'), '2026-01-01'),
    ).toEqual({
      expiredYears: [],
      earliest: null,
    });
  });
});

describe('nextRefundDeadline (the list, its sort and the signal use it)', () => {
  const years = refundYearDeadlines('complex', '2021-01-01', '2026-01-01');

  it("is 2021's 31-12-2026 on 1-12-2026, not the request's last 31-12-2030", () => {
    expect(nextRefundDeadline(years, '2026-12-01')).toBe('2026-12-31');
  });

  it('counts the deadline day itself as still ahead', () => {
    expect(nextRefundDeadline(years, '2026-12-31')).toBe('2026-12-31');
  });

  it("moves to 2022's 31-12-2027 the day after 2021's has passed", () => {
    expect(nextRefundDeadline(years, '2027-01-01')).toBe('2027-12-31');
  });

  it('is the last deadline once every part is lost', () => {
    expect(nextRefundDeadline(years, '2031-01-01')).toBe('2030-12-31');
  });

  it('is the ANBI deadline of the first year part still open: 1-4-2025, then 1-4-2026', () => {
    const anbi = refundYearDeadlines('anbi', '2024-01-01', '2026-01-01');
    expect(nextRefundDeadline(anbi, '2025-03-01')).toBe('2025-04-01');
    expect(nextRefundDeadline(anbi, '2025-04-02')).toBe('2026-04-01');
  });
});
