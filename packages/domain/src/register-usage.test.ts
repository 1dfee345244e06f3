import { describe, expect, it } from 'vitest';
import { daysBetween } from './calendar.ts';
import { REGISTER_MESSAGES, checkReading, usageFromReadings } from './register-usage.ts';

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
