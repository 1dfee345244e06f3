import { describe, expect, it } from 'vitest';
import { daysBetween } from './calendar.ts';
import {
  REGISTER_MESSAGES,
  checkReading,
  meterNeighbours,
  registerUsageBetween,
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
      { day: '2026-02-01', value: '5.0000', lowValue: '1.6666', feedIn: null, feedInLow: null },
      { day: '2026-02-02', value: '5.0000', lowValue: '1.6666', feedIn: null, feedInLow: null },
      { day: '2026-02-03', value: '5.0000', lowValue: '1.6668', feedIn: null, feedInLow: null },
    ]);
  });

  it('handles single-register meters and a month across the spring switch', () => {
    const usage = usageFromReadings([
      { readOn: '2026-03-28', normal: '1000.000', low: null },
      { readOn: '2026-03-30', normal: '1001.001', low: null },
    ]);
    // 1.001 / 2 = 0.5005 each.
    expect(usage).toEqual([
      { day: '2026-03-29', value: '0.5005', lowValue: null, feedIn: null, feedInLow: null },
      { day: '2026-03-30', value: '0.5005', lowValue: null, feedIn: null, feedInLow: null },
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

describe('feed-in registers (solar)', () => {
  // A solar connection with four registers. 1 May → 11 May (10 days):
  //   consumption normal 5,000 → 5,120 (+120), low 3,000 → 3,080 (+80): 200 kWh used;
  //   feed-in normal 800 → 1,050 (+250), low 100 → 130 (+30): 280 kWh fed in.
  //   Net normal 120 − 250 = −130, net low 80 − 30 = 50, net 200 − 280 = −80 (fed in more than used).
  const may1 = {
    readOn: '2026-05-01',
    normal: '5000',
    low: '3000',
    feedInNormal: '800',
    feedInLow: '100',
  };
  const may11 = {
    readOn: '2026-05-11',
    normal: '5120',
    low: '3080',
    feedInNormal: '1050',
    feedInLow: '130',
  };

  it('computes consumption, feed-in and net per register between two readings', () => {
    expect(registerUsageBetween(may1, may11)).toEqual({
      normal: '120.000',
      low: '80.000',
      feedInNormal: '250.000',
      feedInLow: '30.000',
      consumption: '200.000',
      feedIn: '280.000',
      netNormal: '-130.000',
      netLow: '50.000',
      net: '-80.000',
    });
  });

  it('has no feed-in or net when either reading lacks the feed-in registers', () => {
    const before = { readOn: '2026-05-01', normal: '5000', low: null };
    const after = { readOn: '2026-05-11', normal: '5120.5', low: null, feedInNormal: '0' };
    expect(registerUsageBetween(before, after)).toEqual({
      normal: '120.500',
      low: null,
      feedInNormal: null,
      feedInLow: null,
      consumption: '120.500',
      feedIn: null,
      netNormal: null,
      netLow: null,
      net: null,
    });
  });

  it('spreads feed-in per day beside the consumption, never subtracted from it', () => {
    const usage = usageFromReadings([may11, may1]);
    expect(usage).toHaveLength(10);
    // 200 / 10 = 20 used a day (8 low); 280 / 10 = 28 fed in a day (3 low).
    expect(usage[0]).toEqual({
      day: '2026-05-02',
      value: '20.0000',
      lowValue: '8.0000',
      feedIn: '28.0000',
      feedInLow: '3.0000',
    });
    expect(usage.reduce((s, u) => s + Number(u.value), 0)).toBe(200);
    expect(usage.reduce((s, u) => s + Number(u.feedIn), 0)).toBe(280);
  });

  it('counts a meter exchange once for the feed-in too', () => {
    // Old meter removed on 6 May at feed-in 900/110 (+100/+10 since 1 May); new meter installed at 0/0,
    // 11 May at 150/20. Feed-in: 110 over 2–6 May and 170 over 7–11 May = 280; no fall of 1,010.
    const readings = [
      may1,
      {
        readOn: '2026-05-06',
        normal: '5060',
        low: '3040',
        feedInNormal: '900',
        feedInLow: '110',
        kind: 'removed' as const,
      },
      {
        readOn: '2026-05-06',
        normal: '0',
        low: '0',
        feedInNormal: '0',
        feedInLow: '0',
        kind: 'installed' as const,
      },
      { readOn: '2026-05-11', normal: '60', low: '40', feedInNormal: '150', feedInLow: '20' },
    ];
    const usage = usageFromReadings(readings);
    expect(usage).toHaveLength(10);
    expect(usage.slice(0, 5).every((u) => u.feedIn === '22.0000')).toBe(true);
    expect(usage.slice(5).every((u) => u.feedIn === '34.0000')).toBe(true);
    expect(usage.reduce((s, u) => s + Number(u.feedIn), 0)).toBe(280);
    expect(usage.reduce((s, u) => s + Number(u.value), 0)).toBe(200);
  });

  it('refuses a feed-in register below the previous reading of the same meter', () => {
    const limits = { maxPerDay: 1500, unit: 'kWh' };
    expect(checkReading([may1], { ...may11, feedInNormal: '799', feedInLow: '99' }, limits)).toEqual({
      feedInNormal: REGISTER_MESSAGES.lowerThanPrevious('2026-05-01', '800'),
      feedInLow: REGISTER_MESSAGES.lowerThanPrevious('2026-05-01', '100'),
    });
    expect(checkReading([may1], may11, limits)).toBeNull();
  });
});
