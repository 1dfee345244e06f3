import { describe, expect, it } from 'vitest';
import type { UsageResponse } from '@energiek/contracts/ems-usage';
import {
  capacityExceedance,
  connectionIdsOf,
  effectivePeriod,
  periodRange,
  shiftDate,
  usageChartSeries,
  usageState,
  usageTotals,
} from './usage-view.ts';

const point = (start: string, consumption: number | null, low: number | null, production: number | null) => ({
  start,
  consumption,
  production,
  peakKw: consumption === null ? null : consumption * 4,
  count: consumption === null ? 0 : 1,
  expected: 1,
  consumptionLow: low,
  productionLow: null,
  net: consumption === null ? null : Number((consumption - (production ?? 0)).toFixed(4)),
});

const usage: UsageResponse = {
  data: [
    point('2025-10-26T00:15:00.000Z', 0.1, 0.1, 0),
    point('2025-10-26T00:30:00.000Z', 0.2, 0.05, 0.1),
    point('2025-10-26T00:45:00.000Z', null, null, null),
  ],
  meta: {
    unit: 'kWh',
    peakUnit: 'kW',
    interval: 'quarter',
    from: '2025-10-26',
    to: '2025-10-27',
    contractedCapacity: 40,
    buckets: 3,
    peakBasis: 'interval',
  },
};

describe('usage view', () => {
  it('reads the URL state with defaults', () => {
    expect(usageState.parse({})).toEqual({ c: '', interval: 'day', period: 'month', date: '', split: '0' });
    expect(usageState.parse({ c: '3,x', interval: 'minute' })).toMatchObject({ c: '', interval: 'day' });
    expect(connectionIdsOf({ c: '3,4' })).toEqual([3, 4]);
  });

  it('pages through periods in local calendar units', () => {
    expect(periodRange('day', '2025-10-26')).toEqual({ from: '2025-10-26', to: '2025-10-27' });
    expect(periodRange('week', '2025-10-26')).toEqual({ from: '2025-10-20', to: '2025-10-27' });
    expect(periodRange('month', '2025-10-26')).toEqual({ from: '2025-10-01', to: '2025-11-01' });
    expect(periodRange('years', '2025-10-26')).toEqual({ from: '2021-01-01', to: '2026-01-01' });
    expect(shiftDate('month', '2025-01-31', -1)).toBe('2024-12-01');
    expect(shiftDate('years', '2025-06-01', 1)).toBe('2030-01-01');
    expect(effectivePeriod('year', 'day')).toBe('years');
    expect(effectivePeriod('quarter', 'year')).toBe('year');
  });

  it('builds the chart from the response: split normal/low exactly, capacity as a line', () => {
    const series = usageChartSeries(usage, true);
    expect(series.map((s) => s.name)).toEqual([
      'Verbruik normaal',
      'Verbruik dal',
      'Teruglevering',
      'Netto',
      'Piekvermogen (kW)',
      'Gecontracteerd vermogen (kW)',
    ]);
    expect(series[0]?.data.map(([, y]) => y)).toEqual([0, 0.15, null]);
    expect(series[5]?.data.map(([, y]) => y)).toEqual([40, 40, 40]);
    expect(usageChartSeries(usage, false)[0]?.data.map(([, y]) => y)).toEqual([0.1, 0.2, null]);
  });

  it('draws Netto (used − fed in) with dots when something was fed in, also below zero', () => {
    // The months of a meter exchange with feed-in (journey meter-exchange-feed-in): April 225 used, 360 fed
    // in → −135; May 670 − 1.030 = −360; June 450 − 900 = −450.
    const months: UsageResponse = {
      data: [
        point('2026-03-31T22:00:00.000Z', 225, 90, 360),
        point('2026-04-30T22:00:00.000Z', 670, 240, 1030),
        point('2026-05-31T22:00:00.000Z', 450, 150, 900),
      ],
      meta: { ...usage.meta, interval: 'month', contractedCapacity: null },
    };
    const net = usageChartSeries(months, false).find((s) => s.name === 'Netto');
    expect(net).toMatchObject({ kind: 'line', points: true });
    expect(net?.data.map(([, y]) => y)).toEqual([-135, -360, -450]);
  });

  it('leaves Netto out when nothing was fed in: it would cover the usage', () => {
    const none: UsageResponse = {
      data: [point('2026-05-01T22:00:00.000Z', 12, 4, 0), point('2026-05-02T22:00:00.000Z', 8, 3, 0)],
      meta: { ...usage.meta, interval: 'day', contractedCapacity: null },
    };
    expect(usageChartSeries(none, false).map((s) => s.name)).toEqual([
      'Verbruik',
      'Teruglevering',
      'Piekvermogen (kW)',
    ]);
  });

  it('marks the peaks above the contracted capacity (160 kW against 140 kW) in red dots', () => {
    // quarters of 40, 35 and 30 kWh: peaks 160, 140 and 120 kW; only 160 is above 140 (140 is not)
    const peaks: UsageResponse = {
      data: [
        point('2026-05-12T10:00:00.000Z', 40, 0, 0),
        point('2026-05-12T10:15:00.000Z', 35, 0, 0),
        point('2026-05-12T10:30:00.000Z', 30, 0, 0),
      ],
      meta: { ...usage.meta, from: '2026-05-12', to: '2026-05-13', contractedCapacity: 140 },
    };
    const series = usageChartSeries(peaks, false);
    const capacity = series.find((s) => s.name === 'Gecontracteerd vermogen (kW)');
    expect(capacity).toMatchObject({ dashed: true, secondAxis: true });
    const above = series.find((s) => s.name === 'Piek boven gecontracteerd vermogen');
    expect(above).toMatchObject({ markers: true, secondAxis: true, color: '#dc2626' });
    expect(above?.data.map(([, y]) => y)).toEqual([160, null, null]);
    expect(capacityExceedance(peaks)).toEqual({
      capacity: 140,
      unit: 'kW',
      buckets: 1,
      highest: 160,
      at: '2026-05-12T10:00:00.000Z',
    });
    // nothing above: no marker series, no note
    const calm = { ...peaks, meta: { ...peaks.meta, contractedCapacity: 160 } };
    expect(usageChartSeries(calm, false).map((s) => s.name)).not.toContain(
      'Piek boven gecontracteerd vermogen',
    );
    expect(capacityExceedance(calm)).toBeNull();
  });

  it('names the power series in m³/h for gas', () => {
    const gas: UsageResponse = {
      data: [point('2026-01-12T10:00:00.000Z', 10, null, null)],
      meta: { ...usage.meta, unit: 'm³', peakUnit: 'm³/h', contractedCapacity: 25 },
    };
    expect(usageChartSeries(gas, false).map((s) => s.name)).toEqual([
      'Verbruik',
      'Piekvermogen (m³/h)',
      'Gecontracteerd vermogen (m³/h)',
      'Piek boven gecontracteerd vermogen',
    ]);
  });

  it('totals exactly', () => {
    expect(usageTotals(usage)).toEqual({
      consumption: 0.3,
      production: 0.1,
      net: 0.2,
      maxPeak: 0.8,
      count: 2,
      expected: 3,
    });
  });
});
