import { describe, expect, it } from 'vitest';
import type { UsageResponse } from '@energiek/contracts/ems-usage';
import { usageSheet } from './ems-usage.export.ts';

// The export names the peak column as the table does (issue 32): a measured peak from interval data, a
// day's mean power from daily meter readings — never "Piek" for a figure that is no peak.

const meta = (over: Partial<UsageResponse['meta']>): UsageResponse['meta'] => ({
  unit: 'kWh',
  peakUnit: 'kW',
  interval: 'day',
  from: '2026-05-01',
  to: '2026-05-03',
  contractedCapacity: null,
  buckets: 2,
  peakBasis: 'interval',
  ...over,
});
const point = (start: string, consumption: number, peakKw: number) => ({
  start,
  consumption,
  production: 0,
  peakKw,
  count: 1,
  expected: 1,
  consumptionLow: 0,
  productionLow: 0,
  net: consumption,
});
// two days of daily readings: 1,030 kWh and 480 kWh → 42.9167 and 20 kW mean power
const data = [point('2026-04-30T22:00:00.000Z', 1030, 42.9167), point('2026-05-01T22:00:00.000Z', 480, 20)];

describe('usageSheet peak column', () => {
  it('is "Piek (kW)" for interval data, "Piek (m³/h)" for gas', () => {
    expect(usageSheet({ data, meta: meta({}) }).headers[5]).toBe('Piek (kW)');
    expect(
      usageSheet({ data, meta: meta({ unit: 'm³', peakUnit: 'm³/h', interval: 'month' }) }).headers[5],
    ).toBe('Piek (m³/h)');
  });

  it("is the day's mean for daily readings per day, the highest day's mean per week or month", () => {
    const daily = usageSheet({ data, meta: meta({ peakBasis: 'day-average' }) });
    expect(daily.headers[5]).toBe('Daggemiddelde (kW)');
    expect(daily.headers).not.toContain('Piek (kW)');
    // the total row keeps the highest of the days
    expect(daily.totals.peakKw).toBe(42.9167);
    for (const interval of ['week', 'month', 'year'] as const) {
      expect(usageSheet({ data, meta: meta({ peakBasis: 'day-average', interval }) }).headers[5]).toBe(
        'Hoogste daggemiddelde (kW)',
      );
    }
  });
});
