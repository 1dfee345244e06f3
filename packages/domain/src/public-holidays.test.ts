import { describe, expect, it } from 'vitest';
import { easterSunday, publicHolidayOn, publicHolidays } from './public-holidays.ts';

describe('easterSunday', () => {
  it('matches the published Easter dates', () => {
    // From church calendars: the earliest (22 March, 2285) and latest (25 April, 2038) possible dates too.
    expect(easterSunday(2000)).toBe('2000-04-23');
    expect(easterSunday(2008)).toBe('2008-03-23');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });
});

describe('publicHolidays', () => {
  it('lists 2025 with Bevrijdingsdag (a lustrum year)', () => {
    // Easter 20 April: Paasmaandag 21-04, Hemelvaart +39 = 29-05, Pinksteren +49/+50 = 08-06/09-06.
    expect(publicHolidays(2025)).toEqual([
      { day: '2025-01-01', name: 'Nieuwjaarsdag' },
      { day: '2025-04-20', name: 'Eerste Paasdag' },
      { day: '2025-04-21', name: 'Tweede Paasdag' },
      { day: '2025-04-26', name: 'Koningsdag' }, // 27 April 2025 is a Sunday
      { day: '2025-05-05', name: 'Bevrijdingsdag' },
      { day: '2025-05-29', name: 'Hemelvaartsdag' },
      { day: '2025-06-08', name: 'Eerste Pinksterdag' },
      { day: '2025-06-09', name: 'Tweede Pinksterdag' },
      { day: '2025-12-25', name: 'Eerste Kerstdag' },
      { day: '2025-12-26', name: 'Tweede Kerstdag' },
    ]);
  });

  it('lists 2026 without Bevrijdingsdag and with Koningsdag on the 27th', () => {
    // Easter 5 April: 06-04, Hemelvaart 14-05, Pinksteren 24-05/25-05.
    expect(publicHolidays(2026).map((h) => h.day)).toEqual([
      '2026-01-01',
      '2026-04-05',
      '2026-04-06',
      '2026-04-27',
      '2026-05-14',
      '2026-05-24',
      '2026-05-25',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('lists 2024 (early Easter) and keeps Koninginnedag before 2014', () => {
    // Easter 31 March: 01-04, Hemelvaart 09-05, Pinksteren 19-05/20-05.
    expect(publicHolidays(2024).map((h) => h.day)).toEqual([
      '2024-01-01',
      '2024-03-31',
      '2024-04-01',
      '2024-04-27',
      '2024-05-09',
      '2024-05-19',
      '2024-05-20',
      '2024-12-25',
      '2024-12-26',
    ]);
    // 30 April 2006 was a Sunday: Koninginnedag on Saturday the 29th.
    expect(publicHolidayOn('2006-04-29')).toEqual({ day: '2006-04-29', name: 'Koninginnedag' });
    expect(publicHolidayOn('2013-04-30')?.name).toBe('Koninginnedag');
  });

  it('merges Bevrijdingsdag and Hemelvaartsdag on one day (2005)', () => {
    // Easter 27 March 2005 + 39 days = 5 May.
    const may5 = publicHolidays(2005).filter((h) => h.day === '2005-05-05');
    expect(may5).toEqual([{ day: '2005-05-05', name: 'Bevrijdingsdag en Hemelvaartsdag' }]);
  });

  it('finds no holiday on an ordinary day or Goede Vrijdag', () => {
    expect(publicHolidayOn('2025-04-18')).toBeNull();
    expect(publicHolidayOn('2026-05-05')).toBeNull();
  });
});
