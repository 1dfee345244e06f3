import { describe, expect, it } from 'vitest';
import type { UsageResponse } from '@energiek/contracts/ems-usage';
import { consumptionOf, writeUsageJson, type UsageJsonRow } from './ems-usage.json.ts';

const meta: UsageResponse['meta'] = {
  unit: 'm³',
  peakUnit: 'm³/h',
  interval: 'quarter',
  from: '2025-10-26',
  to: '2025-10-27',
  contractedCapacity: null,
  buckets: 3,
  peakBasis: 'interval',
};

const row = (ms: number, consumption: string): UsageJsonRow => ({
  ms,
  head: `"consumption":${consumption},"production":null,"peakKw":4,"count":1`,
  tail: `"consumptionLow":0,"productionLow":null,"net":${consumption}`,
});

describe('usage JSON writer', () => {
  it('writes starts as Date#toISOString does, around day ends, before 1970 and off the minute', () => {
    const starts = [
      Date.parse('2025-10-25T23:45:00Z'),
      Date.parse('2025-10-26T00:00:00Z'),
      Date.parse('2025-10-26T00:59:00Z'),
      Date.parse('2025-10-26T23:59:00Z'),
      Date.parse('1969-12-31T23:45:00Z'),
      Date.parse('2025-10-26T01:00:00.250Z'),
    ];
    const text = writeUsageJson({ starts, expected: (i) => i }, [], { ...meta, buckets: starts.length });
    const data = (JSON.parse(text) as UsageResponse).data;
    expect(data.map((p) => p.start)).toEqual(starts.map((ms) => new Date(ms).toISOString()));
    expect(data.map((p) => p.expected)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(data[0]).toEqual({
      start: '2025-10-25T23:45:00.000Z',
      consumption: null,
      production: null,
      peakKw: null,
      count: 0,
      expected: 0,
      consumptionLow: null,
      productionLow: null,
      net: null,
    });
  });

  it('puts each row at its bucket, skips rows between buckets and keeps the chosen buckets only', () => {
    const q = 900_000;
    const starts = [0, q, 2 * q, 3 * q].map((t) => t + 1_761_433_200_000);
    const at = (i: number) => starts[i] as number;
    const rows = [row(at(1), '1.5'), row(at(1) + 60_000, '7'), row(at(3), '-0.25')];
    const text = writeUsageJson({ starts, expected: () => 1 }, rows, meta);
    const data = (JSON.parse(text) as UsageResponse).data;
    expect(data.map((p) => p.consumption)).toEqual([null, 1.5, null, -0.25]);
    expect(data[1]).toEqual({
      start: new Date(at(1)).toISOString(),
      consumption: 1.5,
      production: null,
      peakKw: 4,
      count: 1,
      expected: 1,
      consumptionLow: 0,
      productionLow: null,
      net: 1.5,
    });
    expect(JSON.parse(text).meta).toEqual(meta);

    let seen: (number | null)[] = [];
    const kept = writeUsageJson({ starts, expected: () => 1 }, rows, meta, (matched) => {
      seen = consumptionOf(matched);
      return [1, 3];
    });
    expect(seen).toEqual([null, 1.5, null, -0.25]);
    expect((JSON.parse(kept) as UsageResponse).data.map((p) => p.start)).toEqual([
      new Date(at(1)).toISOString(),
      new Date(at(3)).toISOString(),
    ]);
  });
});
