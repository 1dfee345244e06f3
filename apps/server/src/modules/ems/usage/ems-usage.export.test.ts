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

describe('usageSheet CO2 column (issue 32)', () => {
  it('gives kg CO2 per row at the factor of its year and a total rounded once', () => {
    // electricity 0.300 kg/kWh (CE Delft, mix 2021): 1,030 × 0.3 = 309 kg; 480 × 0.3 = 144 kg; total 453 kg
    const sheet = usageSheet({ data, meta: meta({}) });
    expect(sheet.headers[8]).toBe('CO₂-uitstoot (kg CO₂)');
    expect(sheet.rows.map((r) => r.co2)).toEqual([309, 144]);
    expect(sheet.totals.co2).toBe(453);
  });

  it('uses the gas factor for m³ and rounds the total once, not the sum of the rounded rows', () => {
    // 1.79772 kg/m³: 0.0002 m³ → 0.000359544 → 0.000 kg per row; the three rows together
    // 0.0006 m³ → 0.001078632 → 0.001 kg (the rounded rows would add up to 0)
    const tiny = ['2026-01-01T23:00:00.000Z', '2026-01-02T23:00:00.000Z', '2026-01-03T23:00:00.000Z'].map(
      (start) => point(start, 0.0002, 0),
    );
    const sheet = usageSheet({ data: tiny, meta: meta({ unit: 'm³', peakUnit: 'm³/h' }) });
    expect(sheet.rows.map((r) => r.co2)).toEqual([0, 0, 0]);
    expect(sheet.totals.co2).toBe(0.001);
  });

  it('leaves the cell empty for a bucket without data', () => {
    const empty = { ...point('2026-05-01T22:00:00.000Z', 0, 0), consumption: null };
    expect(usageSheet({ data: [empty], meta: meta({}) }).rows[0]?.co2).toBeNull();
  });
});
