import { describe, expect, it } from 'vitest';
import { daysBetween } from './calendar.ts';
import {
  REGISTER_MESSAGES,
  checkReading,
  meterNeighbours,
  sortReadings,
  usageFromReadings,
} from './register-usage.ts';

describe('usageFromReadings', () => {
  it('spreads the rise evenly over the days after the earlier reading, rest on the last day', () => {
    // 31 Jan → 3 Feb: days 1, 2, 3 Feb. Normal rises 10, low 5 → 15 in total.
    const usage = usageFromReadings([
      { readOn: '2026-02-03', normal: '110', low: '55' },
      { readOn: '2026-01-31', normal: '100', low: '50' },
    ]);
    expect(usage).toEqual([
      { day: '2026-02-01', value: '5.0000', lowValue: '1.6666' },
      { day: '2026-02-02', value: '5.0000', lowValue: '1.6666' },
      { day: '2026-02-03', value: '5.0000', lowValue: '1.6668' },
    ]);
  });

  it('handles single-register meters and a month across the spring switch', () => {
    const usage = usageFromReadings([
      { readOn: '2026-03-28', normal: '1000.000', low: null },
      { readOn: '2026-03-30', normal: '1001.001', low: null },
    ]);
    // 1.001 / 2 = 0.5005 each.
    expect(usage).toEqual([
      { day: '2026-03-29', value: '0.5005', lowValue: null },
      { day: '2026-03-30', value: '0.5005', lowValue: null },
    ]);
  });

  it('sums to the rise exactly over three readings', () => {
    const usage = usageFromReadings([
      { readOn: '2026-01-01', normal: '0', low: '0' },
      { readOn: '2026-01-08', normal: '10', low: '1' },
      { readOn: '2026-01-11', normal: '20', low: '2' },
    ]);
    expect(usage).toHaveLength(10);
    const sum = usage.reduce((s, u) => s + Math.round(Number(u.value) * 10_000), 0) / 10_000;
    expect(sum).toBe(22);
  });

  it('counts calendar days', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
  });
});

describe('checkReading', () => {
  const existing = [
    { readOn: '2026-01-01', normal: '1000', low: '500' },
    { readOn: '2026-02-01', normal: '1300', low: '650' },
  ];
  const limits = { maxPerDay: 100, unit: 'kWh' };

  it('accepts a reading between its neighbours', () => {
    expect(checkReading(existing, { readOn: '2026-01-15', normal: '1100', low: '560' }, limits)).toBeNull();
  });

  it('refuses a reading below the previous one or above the next one', () => {
    expect(checkReading(existing, { readOn: '2026-01-15', normal: '999', low: '560' }, limits)).toEqual({
      normal: REGISTER_MESSAGES.lowerThanPrevious('2026-01-01', '1.000'),
    });
    expect(checkReading(existing, { readOn: '2026-01-15', normal: '1100', low: '700' }, limits)).toEqual({
      low: REGISTER_MESSAGES.higherThanNext('2026-02-01', '650'),
    });
  });

  it('refuses an implausible jump', () => {
    // 2026-02-01 → 2026-02-02: 1,150 kWh more in one day.
    expect(checkReading(existing, { readOn: '2026-02-02', normal: '2300', low: '800' }, limits)).toEqual({
      normal: REGISTER_MESSAGES.implausibleJump('1.150', 'kWh', '100'),
    });
  });
});

describe('meter exchange', () => {
  // Old meter: 1,000 on 1 January, 1,300 when removed on 11 January; new meter: 0 when installed on
  // 11 January, 200 on 21 January. Usage: 300 over 2–11 January (30 a day) and 200 over 12–21 January
  // (20 a day): 500 in total, counted once — not 1,300 − 0 as a fall nor 200 − 1,300.
  const readings = [
    { readOn: '2026-01-21', normal: '200', low: null },
    { readOn: '2026-01-11', normal: '0', low: null, kind: 'installed' as const },
    { readOn: '2026-01-11', normal: '1300', low: null, kind: 'removed' as const },
    { readOn: '2026-01-01', normal: '1000', low: null },
  ];

  it('counts the old meter up to the exchange day and the new meter after it', () => {
    const usage = usageFromReadings(readings);
    expect(usage).toHaveLength(20);
    expect(usage.slice(0, 10).every((u) => u.value === '30.0000')).toBe(true);
    expect(usage[9]!.day).toBe('2026-01-11');
    expect(usage.slice(10).every((u) => u.value === '20.0000')).toBe(true);
    expect(usage[10]!.day).toBe('2026-01-12');
    expect(usage.reduce((s, u) => s + Number(u.value), 0)).toBe(500);
  });

  it('puts the old meter last reading before the new meter first on the exchange day', () => {
    expect(sortReadings(readings).map((r) => `${r.readOn} ${r.kind ?? 'reading'}`)).toEqual([
      '2026-01-01 reading',
      '2026-01-11 removed',
      '2026-01-11 installed',
      '2026-01-21 reading',
    ]);
  });

  it('checks a reading against the readings of its own meter only', () => {
    const limits = { maxPerDay: 100, unit: 'kWh' };
    // After the exchange 150 is above the new meter's 0, though below the old meter's 1,300.
    expect(checkReading(readings, { readOn: '2026-01-15', normal: '150', low: null }, limits)).toBeNull();
    // Before it 1,100 lies between 1,000 and the old meter's last 1,300.
    expect(checkReading(readings, { readOn: '2026-01-05', normal: '1100', low: null }, limits)).toBeNull();
    expect(checkReading(readings, { readOn: '2026-01-05', normal: '1400', low: null }, limits)).toEqual({
      normal: REGISTER_MESSAGES.higherThanNext('2026-01-11', '1.300'),
    });
    // The new meter's first reading has no predecessor; the old meter's last no successor.
    const before = readings.filter((r) => r.kind === undefined);
    expect(
      meterNeighbours(before, { readOn: '2026-01-11', normal: '0', low: null, kind: 'installed' }),
    ).toEqual({ previous: undefined, next: before[0] });
    expect(
      meterNeighbours(before, { readOn: '2026-01-11', normal: '1300', low: null, kind: 'removed' }),
    ).toEqual({ previous: before[1], next: undefined });
    expect(
      checkReading(before, { readOn: '2026-01-11', normal: '900', low: null, kind: 'removed' }, limits),
    ).toEqual({ normal: REGISTER_MESSAGES.lowerThanPrevious('2026-01-01', '1.000') });
  });
});
