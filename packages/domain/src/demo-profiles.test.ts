import { describe, expect, it } from 'vitest';
import {
  demoDegreeDays,
  demoElectricityDay,
  demoGasDay,
  demoIntervalStarts,
  demoMeanTemperatureTenths,
  demoRegisterReadings,
  dutchHolidays,
  easterSunday,
  isWorkingDay,
  type DemoProfile,
} from './demo-profiles.ts';
import { addLocalDays } from './local-time.ts';

function days(from: string, to: string): string[] {
  const list: string[] = [];
  for (let day = from; day < to; day = addLocalDays(day, 1)) list.push(day);
  return list;
}
const YEAR_2025 = days('2025-01-01', '2026-01-01');
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function annual(profile: DemoProfile, pvKwp = 0) {
  let consumption = 0;
  let production = 0;
  for (const day of YEAR_2025) {
    const result = demoElectricityDay({ seed: 4711, profile, peakKw: 100, pvKwp }, day);
    consumption += sum(result.consumption);
    production += sum(result.production ?? []);
  }
  return { consumption, production };
}

describe('demo calendar', () => {
  it('knows Easter and the Dutch public holidays', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    // 2025: Easter Monday 21 Apr, King's Day 26 Apr (27th is a Sunday), Liberation Day (lustrum),
    // Ascension 29 May, Whit Monday 9 Jun.
    expect([...dutchHolidays(2025)].sort()).toEqual([
      '2025-01-01',
      '2025-04-21',
      '2025-04-26',
      '2025-05-05',
      '2025-05-29',
      '2025-06-09',
      '2025-12-25',
      '2025-12-26',
    ]);
    expect(dutchHolidays(2024).has('2024-05-05')).toBe(false);
    expect(isWorkingDay('2025-04-21')).toBe(false);
    expect(isWorkingDay('2025-04-22')).toBe(true);
    expect(isWorkingDay('2025-04-19')).toBe(false); // a Saturday
  });
});

describe('demo weather', () => {
  it('is a plausible De Bilt year: about 10.5 °C on average, 2,500–3,100 degree days', () => {
    const temperatures = YEAR_2025.map(demoMeanTemperatureTenths);
    const mean = sum(temperatures) / temperatures.length / 10;
    expect(mean).toBeGreaterThan(9.5);
    expect(mean).toBeLessThan(11.5);
    expect(Math.min(...temperatures)).toBeGreaterThan(-100);
    expect(Math.max(...temperatures)).toBeLessThan(260);
    const degreeDays = sum(YEAR_2025.map(demoDegreeDays));
    expect(degreeDays).toBeGreaterThan(2500);
    expect(degreeDays).toBeLessThan(3100);
    // January is colder than July on average.
    const january = sum(days('2025-01-01', '2025-02-01').map(demoMeanTemperatureTenths)) / 31;
    const july = sum(days('2025-07-01', '2025-08-01').map(demoMeanTemperatureTenths)) / 31;
    expect(july - january).toBeGreaterThan(100);
  });
});

describe('demo electricity', () => {
  it('is deterministic: the same connection and day give the same values, another seed others', () => {
    const connection = { seed: 99, profile: 'office' as const, peakKw: 120, pvKwp: 30 };
    expect(demoElectricityDay(connection, '2025-05-14')).toEqual(
      demoElectricityDay(connection, '2025-05-14'),
    );
    expect(demoElectricityDay({ ...connection, seed: 100 }, '2025-05-14')).not.toEqual(
      demoElectricityDay(connection, '2025-05-14'),
    );
  });

  it('has 92 quarters on the spring DST day, 100 on the autumn one, and starts at their instants', () => {
    const connection = { seed: 1, profile: 'coldStore' as const, peakKw: 80, pvKwp: 10 };
    expect(demoElectricityDay(connection, '2025-03-30').consumption).toHaveLength(92);
    expect(demoElectricityDay(connection, '2025-10-26').consumption).toHaveLength(100);
    expect(demoElectricityDay(connection, '2025-10-26').production).toHaveLength(100);
    expect(demoElectricityDay(connection, '2025-10-27').consumption).toHaveLength(96);
    const starts = demoIntervalStarts('2025-10-26', 15);
    expect(starts).toHaveLength(100);
    expect(starts[0]?.toISOString()).toBe('2025-10-25T22:00:00.000Z');
    expect(starts[99]?.toISOString()).toBe('2025-10-26T22:45:00.000Z');
    expect(demoGasDay({ seed: 1, profile: 'office', peakM3h: 50 }, '2025-03-30')).toHaveLength(23);
    expect(demoGasDay({ seed: 1, profile: 'office', peakM3h: 50 }, '2025-10-26')).toHaveLength(25);
  });

  it('gives annual totals in the hand-checked range of each business (peak 100 kW)', () => {
    // Full-load hours: office ≈ 3,500 (days on, nights and weekends ≈ 20 %), bakery ≈ 3,000 (ovens
    // 02–09 six days), greenhouse with lighting ≈ 3,000, cold store ≈ 5,400 (flat base load).
    for (const [profile, above, below] of [
      ['office', 280_000, 420_000],
      ['bakery', 240_000, 360_000],
      ['greenhouse', 240_000, 380_000],
      ['coldStore', 470_000, 600_000],
    ] as const) {
      const consumption = annual(profile).consumption;
      expect(consumption, profile).toBeGreaterThan(above);
      expect(consumption, profile).toBeLessThan(below);
    }
  });

  it('produces 800–1,000 kWh per kWp a year from solar panels without load', () => {
    // A connection without load exports all it makes; with a 100 kW load behind the meter 1 kWp exports nothing.
    expect(annual('office', 1).production).toBe(0);
    let gross = 0;
    for (const day of YEAR_2025) {
      gross += sum(
        demoElectricityDay({ seed: 1, profile: 'office', peakKw: 0, pvKwp: 1 }, day).production ?? [],
      );
    }
    expect(gross).toBeGreaterThan(800);
    expect(gross).toBeLessThan(1000);
  });

  it('shows each rhythm: office weekdays, bakery ovens before dawn, greenhouse lights in winter only', () => {
    const office = (day: string) =>
      demoElectricityDay({ seed: 3, profile: 'office', peakKw: 100, pvKwp: 0 }, day);
    const tuesday = sum(office('2025-06-17').consumption);
    const sunday = sum(office('2025-06-15').consumption);
    const whitMonday = sum(office('2025-06-09').consumption);
    expect(tuesday).toBeGreaterThan(2 * sunday);
    expect(whitMonday).toBeLessThan(tuesday / 2);
    const bakery = demoElectricityDay(
      { seed: 3, profile: 'bakery', peakKw: 100, pvKwp: 0 },
      '2025-06-17',
    ).consumption;
    // 04:00 (quarter 16) the ovens are on; 22:00 (quarter 88) only the base load.
    expect(bakery[16]).toBeGreaterThan(4 * (bakery[88] ?? 0));
    const greenhouse = (day: string) =>
      sum(demoElectricityDay({ seed: 3, profile: 'greenhouse', peakKw: 100, pvKwp: 0 }, day).consumption);
    expect(greenhouse('2025-01-15')).toBeGreaterThan(3 * greenhouse('2025-07-15'));
  });
});

describe('demo gas', () => {
  it('follows the degree days: a cold January uses several times a warm July', () => {
    const month = (from: string, to: string) =>
      sum(days(from, to).flatMap((day) => demoGasDay({ seed: 8, profile: 'office', peakM3h: 100 }, day)));
    expect(month('2025-01-01', '2025-02-01')).toBeGreaterThan(4 * month('2025-07-01', '2025-08-01'));
  });
});

describe('demo meter readings', () => {
  it('rise every month, electricity on two registers, gas on one, deterministic', () => {
    const electricity = demoRegisterReadings({ seed: 21, product: 'electricity' }, '2024-11', '2025-03');
    expect(electricity.map((r) => r.readOn)).toEqual([
      '2024-11-30',
      '2024-12-31',
      '2025-01-31',
      '2025-02-28',
    ]);
    for (let i = 1; i < electricity.length; i++) {
      expect(Number(electricity[i]?.normal)).toBeGreaterThan(Number(electricity[i - 1]?.normal));
      expect(Number(electricity[i]?.low)).toBeGreaterThan(Number(electricity[i - 1]?.low));
    }
    const gas = demoRegisterReadings({ seed: 21, product: 'gas' }, '2024-11', '2025-03');
    expect(gas.every((r) => r.low === null)).toBe(true);
    expect(demoRegisterReadings({ seed: 21, product: 'gas' }, '2024-11', '2025-03')).toEqual(gas);
  });
});
