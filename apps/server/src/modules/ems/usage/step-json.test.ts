import { describe, expect, it } from 'vitest';
import type { UsagePoint, UsageResponse } from '@energiek/contracts/ems-usage';
import { stepJsonChunks } from './step-json.ts';
import type { StepSeries } from './step-series.ts';

const none = Number.NaN;
const meta: UsageResponse['meta'] = {
  unit: 'kWh',
  peakUnit: 'kW',
  interval: 'quarter',
  from: '2025-10-26',
  to: '2025-10-27',
  contractedCapacity: 12.5,
  buckets: 0,
  peakBasis: 'interval',
};

function series(columns: {
  consumption: number[];
  consumptionLow: number[];
  production: number[];
  productionLow: number[];
  count: number[];
  peak?: number[];
}): StepSeries {
  return {
    peak: columns.peak ? Float64Array.from(columns.peak) : null,
    consumption: Float64Array.from(columns.consumption),
    consumptionLow: Float64Array.from(columns.consumptionLow),
    production: Float64Array.from(columns.production),
    productionLow: Float64Array.from(columns.productionLow),
    count: Int32Array.from(columns.count),
  };
}

const text = (chunks: Iterable<Buffer>) => Buffer.concat([...chunks]).toString('utf8');

describe('usage JSON at a fixed step, as bytes', () => {
  // the autumn change: 2025-10-26 starts at 22:00 UTC the day before, and has 100 quarters
  const first = Date.parse('2025-10-25T22:00:00Z');
  const at = (i: number) => new Date(first + i * 900_000).toISOString();

  it('writes what JSON.stringify writes for the same points (amounts, nulls, net, counts)', () => {
    const s = series({
      // ten-thousandths: 1.2345 | 10 | none | -0.25 | 0.0001 | 123456789.5
      consumption: [12_345, 100_000, none, -2_500, 1, 1_234_567_895_000],
      consumptionLow: [12_345, 0, none, -2_500, none, 5_000],
      production: [none, 5_000, 20_000, 0, 30_000, none],
      productionLow: [none, 0, 20_000, 0, 10_000, none],
      count: [1, 2, 0, 1, 1, 1],
    });
    const json = text(
      stepJsonChunks({
        first,
        step: 900_000,
        expected: 3,
        series: s,
        meta: { ...meta, buckets: 6 },
        gas: false,
      }),
    );
    // in the order of UsagePoint, as the API writes it
    const point = ({
      start,
      consumption,
      production,
      peakKw,
      count,
      ...low
    }: Omit<UsagePoint, 'expected'>) => ({
      start,
      consumption,
      production,
      peakKw,
      count,
      expected: 3,
      ...low,
    });
    const expected: UsageResponse = {
      data: [
        point({
          start: at(0),
          consumption: 1.2345,
          production: 0,
          peakKw: 4.938,
          count: 1,
          consumptionLow: 1.2345,
          productionLow: 0,
          net: 1.2345,
        }),
        point({
          start: at(1),
          consumption: 10,
          production: 0.5,
          peakKw: 40,
          count: 2,
          consumptionLow: 0,
          productionLow: 0,
          net: 9.5,
        }),
        // production without consumption: count 0, net the negative production
        point({
          start: at(2),
          consumption: null,
          production: 2,
          peakKw: null,
          count: 0,
          consumptionLow: null,
          productionLow: 2,
          net: -2,
        }),
        point({
          start: at(3),
          consumption: -0.25,
          production: 0,
          peakKw: -1,
          count: 1,
          consumptionLow: -0.25,
          productionLow: 0,
          net: -0.25,
        }),
        point({
          start: at(4),
          consumption: 0.0001,
          production: 3,
          peakKw: 0.0004,
          count: 1,
          consumptionLow: null,
          productionLow: 1,
          net: -2.9999,
        }),
        point({
          start: at(5),
          consumption: 123456789.5,
          production: 0,
          peakKw: 493827158,
          count: 1,
          consumptionLow: 0.5,
          productionLow: 0,
          net: 123456789.5,
        }),
      ],
      meta: { ...meta, buckets: 6 },
    };
    expect(json).toBe(JSON.stringify(expected));
  });

  it('writes gas without production, empty quarters as nulls, and only the kept quarters', () => {
    const s = series({
      consumption: [none, 7_500, none, 2],
      consumptionLow: [none, 7_500, none, 0],
      production: [none, 1, none, none],
      productionLow: [none, 1, none, none],
      count: [0, 1, 0, 1],
    });
    const gasMeta = { ...meta, unit: 'm³', peakUnit: 'm³/h', buckets: 4 } as const;
    const empty = {
      consumption: null,
      production: null,
      peakKw: null,
      count: 0,
      expected: 4,
      consumptionLow: null,
      productionLow: null,
      net: null,
    };
    expect(
      JSON.parse(
        text(stepJsonChunks({ first, step: 900_000, expected: 4, series: s, meta: gasMeta, gas: true })),
      ),
    ).toEqual({
      data: [
        { start: at(0), ...empty },
        {
          start: at(1),
          consumption: 0.75,
          production: null,
          peakKw: 3,
          count: 1,
          expected: 4,
          consumptionLow: 0.75,
          productionLow: null,
          net: 0.75,
        },
        { start: at(2), ...empty },
        {
          start: at(3),
          consumption: 0.0002,
          production: null,
          peakKw: 0.0008,
          count: 1,
          expected: 4,
          consumptionLow: 0,
          productionLow: null,
          net: 0.0002,
        },
      ],
      meta: gasMeta,
    });
    const kept = JSON.parse(
      text(
        stepJsonChunks({
          first,
          step: 900_000,
          expected: 4,
          series: s,
          meta: gasMeta,
          gas: true,
          keep: [1, 3],
        }),
      ),
    ) as UsageResponse;
    expect(kept.data.map((p) => [p.start, p.consumption])).toEqual([
      [at(1), 0.75],
      [at(3), 0.0002],
    ]);
  });

  it('writes a year in several chunks that join into one document, and an empty range', () => {
    const length = 35_040;
    const values = Array.from({ length }, (_, i) => (i % 7 === 0 ? none : (i % 1000) * 37));
    const s = series({
      consumption: values,
      consumptionLow: values.map((v, i) => (i % 96 < 28 ? v : 0)),
      production: values.map(() => none),
      productionLow: values.map(() => none),
      count: values.map((v) => (Number.isNaN(v) ? 0 : 1)),
    });
    const chunks = [
      ...stepJsonChunks({
        first,
        step: 900_000,
        expected: 4,
        series: s,
        meta: { ...meta, buckets: length },
        gas: false,
      }),
    ];
    expect(chunks.length).toBeGreaterThan(1);
    const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as UsageResponse;
    expect(parsed.data).toHaveLength(length);
    expect(parsed.data[length - 1]).toMatchObject({
      start: at(length - 1),
      consumption: (((length - 1) % 1000) * 37) / 10_000,
    });
    expect(parsed.data[7]).toMatchObject({ consumption: null, net: null, count: 0 });
    expect(
      text(
        stepJsonChunks({
          first,
          step: 900_000,
          expected: 4,
          series: series({
            consumption: [],
            consumptionLow: [],
            production: [],
            productionLow: [],
            count: [],
          }),
          meta,
          gas: false,
        }),
      ),
    ).toBe(`{"data":[],"meta":${JSON.stringify(meta)}}`);
  });

  it('writes hours with the peak as read', () => {
    const s = series({
      consumption: [15_000, none],
      consumptionLow: [none, none],
      production: [none, 2_500],
      productionLow: [none, 0],
      count: [3, 0],
      peak: [8_000, none],
    });
    const hourly = JSON.parse(
      text(
        stepJsonChunks({
          first,
          step: 3_600_000,
          expected: 4,
          series: s,
          meta: { ...meta, buckets: 2 },
          gas: false,
        }),
      ),
    );
    expect(hourly.data).toEqual([
      {
        start: at(0),
        consumption: 1.5,
        production: 0,
        peakKw: 0.8,
        count: 3,
        expected: 4,
        consumptionLow: null,
        productionLow: 0,
        net: 1.5,
      },
      {
        start: new Date(first + 3_600_000).toISOString(),
        consumption: null,
        production: 0.25,
        peakKw: null,
        count: 0,
        expected: 4,
        consumptionLow: null,
        productionLow: 0,
        net: -0.25,
      },
    ]);
  });
});
