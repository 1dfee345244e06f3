import { describe, expect, it } from 'vitest';
import { scopeAllowing } from '@energiek/contracts/areas';
import { EMS_CHANNELS } from '@energiek/contracts/ems';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser, createCustomerUserWithRole } from '@energiek/db/factories/users';
import { degreeDays } from '@energiek/db/schema/index';
import { startOfLocalDay } from '@energiek/domain/local-time';
import { oneAppForFile } from '../../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../../testing/test-app.ts';
import { writeIntervalReadings } from '../interval-writer.ts';

let app: TestApp;
let f: Awaited<ReturnType<typeof fixture>>;
oneAppForFile((opened) => (app = opened), { then: async () => (f = await fixture()) });

function intervals(from: string, to: string, minutes: number, value: (i: number) => string) {
  const out = [];
  let i = 0;
  for (let t = startOfLocalDay(from).getTime(); t < startOfLocalDay(to).getTime(); t += minutes * 60_000) {
    out.push({ start: new Date(t), value: value(i++) });
  }
  return out;
}

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Vergelijk B.V.', modules: ['ems'] });
  const hotel = await createCustomer(db, { name: 'Hotel Vergelijk B.V.', modules: ['ems'] });
  const power = await createConnection(db, { customerId: bakker.id });
  const second = await createConnection(db, { customerId: bakker.id });
  const gas = await createConnection(db, { customerId: bakker.id, product: 2 });
  const foreign = await createConnection(db, { customerId: hotel.id });
  const quarter = { customerId: bakker.id, channel: EMS_CHANNELS.consumption.code, minutes: 15 } as const;
  // 29-03-2026 has 92 quarters, 30-03 96; 0.25 kWh each, except 00:00–06:00 on 30-03 at 0.1 (base load)
  await writeIntervalReadings(db, {
    ...quarter,
    connectionId: power.id,
    readings: intervals('2026-03-29', '2026-03-31', 15, (i) =>
      i >= 92 && i < 92 + 24 ? '0.1000' : '0.2500',
    ),
  });
  await writeIntervalReadings(db, {
    ...quarter,
    connectionId: second.id,
    readings: intervals('2026-03-30', '2026-03-31', 15, () => '0.5000'),
  });
  const hourly = {
    customerId: bakker.id,
    connectionId: gas.id,
    channel: EMS_CHANNELS.gas.code,
    minutes: 60,
  } as const;
  await writeIntervalReadings(db, {
    ...hourly,
    readings: intervals('2026-01-05', '2026-01-06', 60, () => '2.0000'),
  });
  await writeIntervalReadings(db, {
    ...hourly,
    readings: intervals('2025-01-05', '2025-01-06', 60, () => '1.0000'),
  });
  const day = (d: string, wdd: string) => ({
    station: 260,
    day: d,
    meanTemperature: 80,
    degreeDays: wdd,
    weightedDegreeDays: wdd,
    source: 'demo',
  });
  await db
    .insert(degreeDays)
    .values([day('2026-01-05', '11.00'), day('2025-01-05', '5.50')])
    .onConflictDoNothing();

  await createUser(db, { emailAddress: 'admin@vergelijk.test', type: 'admin', canSwitch: true });
  await createCustomerUserWithRole(db, bakker.id, 'ems@vergelijk.test', {
    name: 'EMS lezen vergelijk',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-report-ems': ['read'] }),
  });
  return {
    bakker,
    power,
    second,
    gas,
    foreign,
    staff: await loginToken(app, 'ems@vergelijk.test'),
  };
}

async function compare(query: Record<string, string | number>, token = f.staff) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return api(app, { method: 'GET', url: `/api/v3/customers/${f.bakker.id}/ems/comparisons?${qs}`, token });
}

/** The comparison's data (200 expected). */
async function compared(query: Record<string, string | number>) {
  const response = await compare(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('EMS comparisons', () => {
  it('compares two periods by day with DST-aware expected counts', async () => {
    const [a, b] = (
      await compared({
        kind: 'periods',
        connectionId: f.power.id,
        from: '2026-03-29',
        to: '2026-03-31',
        compareFrom: '2025-03-29',
      })
    ).series;
    expect(a).toMatchObject({ label: '29/03/2026 t/m 30/03/2026', total: 43.4 });
    // 92 × 0.25 = 23; 24 × 0.1 + 72 × 0.25 = 20.4
    expect(a.points).toEqual([
      { start: '2026-03-29', value: 23, count: 92, expected: 92 },
      { start: '2026-03-30', value: 20.4, count: 96, expected: 96 },
    ]);
    // compared weekday with weekday: 52 weeks back is Sunday 30-03-2025, itself a 92-quarter DST day
    expect(b).toMatchObject({ label: '30/03/2025 t/m 31/03/2025', from: '2025-03-30', to: '2025-04-01' });
    expect(b.total).toBe(0);
    expect(b.points).toEqual([
      { start: '2025-03-30', value: null, count: 0, expected: 92 },
      { start: '2025-03-31', value: null, count: 0, expected: 96 },
    ]);
  });

  it('compares weekday with weekday by day and by moved months (issue 32)', async () => {
    // Another connection with data on Sunday 30-03-2025 (92 × 0.2 = 18.4) and Monday 31-03-2025
    // (96 × 0.25 = 24) and on Sunday 29-03-2026 and Monday 30-03-2026 (92 × 0.3 = 27.6; 96 × 0.25 = 24).
    const db = app.ctx.db;
    const shop = await createConnection(db, { customerId: f.bakker.id });
    const write = (from: string, to: string, value: string) =>
      writeIntervalReadings(db, {
        customerId: f.bakker.id,
        connectionId: shop.id,
        channel: EMS_CHANNELS.consumption.code,
        minutes: 15,
        readings: intervals(from, to, 15, () => value),
      });
    await write('2025-03-30', '2025-03-31', '0.2000');
    await write('2025-03-31', '2025-04-01', '0.2500');
    await write('2026-03-29', '2026-03-30', '0.3000');
    await write('2026-03-30', '2026-03-31', '0.2500');
    const [a, b] = (
      await compared({
        kind: 'periods',
        connectionId: shop.id,
        from: '2026-03-29',
        to: '2026-03-31',
        compareFrom: '2025-03-29', // a Saturday: moved to Sunday 30-03-2025
      })
    ).series;
    expect(a.points.map((p: { value: number }) => p.value)).toEqual([27.6, 24]);
    expect(b).toMatchObject({ from: '2025-03-30', to: '2025-04-01', total: 42.4 });
    expect(b.points).toEqual([
      { start: '2025-03-30', value: 18.4, count: 92, expected: 92 },
      { start: '2025-03-31', value: 24, count: 96, expected: 96 },
    ]);

    // March 2026 (from Sunday 1-3) against 2-3-2025 up to 1-4-2025: 31 days with one DST Sunday each
    const [ma, mb] = (
      await compared({
        kind: 'periods',
        connectionId: shop.id,
        from: '2026-03-01',
        to: '2026-04-01',
        compareFrom: '2025-03-01',
        grain: 'month',
      })
    ).series;
    expect(ma.points).toEqual([{ start: '2026-03-01', value: 51.6, count: 188, expected: 2972 }]);
    expect(mb).toMatchObject({ label: '02/03/2025 t/m 01/04/2025', total: 42.4 });
    expect(mb.points).toEqual([{ start: '2025-03-02', value: 42.4, count: 188, expected: 2972 }]);
  });

  it('compares connections by month from month rollups', async () => {
    const series = (
      await compared({
        kind: 'connections',
        connectionIds: `${f.power.id},${f.second.id}`,
        from: '2026-03-01',
        to: '2026-04-01',
        grain: 'month',
      })
    ).series;
    expect(series.map((s: { total: number }) => s.total)).toEqual([43.4, 48]);
    expect(series[0].points).toEqual([{ start: '2026-03-01', value: 43.4, count: 188, expected: 2972 }]);
  });

  it('normalises gas by weighted degree days', async () => {
    const data = await compared({
      kind: 'degree-days',
      connectionId: f.gas.id,
      from: '2026-01-05',
      to: '2026-01-06',
      compareFrom: '2025-01-05',
    });
    const [a, b] = data.series;
    // 48 m³ / 11 = 4.363636…; 24 m³ / 5.5 the same; 24 × 11 / 5.5 = 48
    expect(a).toMatchObject({ total: 48, weightedDegreeDays: 11, perDegreeDay: 4.3636 });
    expect(a.points[0]).toMatchObject({ weightedDegreeDays: 11, perDegreeDay: 4.3636, expected: 24 });
    expect(b).toMatchObject({ total: 24, weightedDegreeDays: 5.5, perDegreeDay: 4.3636, normalised: 48 });
    expect(data.unit).toBe('m³');
  });

  it('fits a regression baseline for gas: base load per day and m³ per degree day (issue 32)', async () => {
    // Hand-computed: 2–5 February 2026 at 0, 5, 10, 15 degree days use 24 + 2.4 × gd = 24, 36, 48, 60 m³
    // (hourly 1, 1.5, 2, 2.5); the same days of 2025 at 2, 4, 6, 8 degree days 28.8, 33.6, 38.4, 43.2 m³.
    // Both fit base 24 m³/day, slope 2.4, R² 1. 2025 at 2026's 30 degree days: 144 + 2.4 × (30 − 20) = 168
    // (usage per degree day alone: 144 × 30 / 20 = 216).
    const db = app.ctx.db;
    const boiler = await createConnection(db, { customerId: f.bakker.id, product: 2 });
    const days: [string, number][] = [
      ['2026-02-02', 0],
      ['2026-02-03', 5],
      ['2026-02-04', 10],
      ['2026-02-05', 15],
      ['2025-02-02', 2],
      ['2025-02-03', 4],
      ['2025-02-04', 6],
      ['2025-02-05', 8],
    ];
    for (const [date, gd] of days) {
      const next = `${date.slice(0, 8)}${String(Number(date.slice(8)) + 1).padStart(2, '0')}`;
      await writeIntervalReadings(db, {
        customerId: f.bakker.id,
        connectionId: boiler.id,
        channel: EMS_CHANNELS.gas.code,
        minutes: 60,
        readings: intervals(date, next, 60, () => ((24 + 2.4 * gd) / 24).toFixed(4)),
      });
      await db
        .insert(degreeDays)
        .values({
          station: 260,
          day: date,
          meanTemperature: (18 - gd) * 10,
          degreeDays: String(gd),
          weightedDegreeDays: String(gd),
          source: 'demo',
        })
        .onConflictDoNothing();
    }
    const [a, b] = (
      await compared({
        kind: 'degree-days',
        connectionId: boiler.id,
        from: '2026-02-02',
        to: '2026-02-06',
        compareFrom: '2025-02-02',
        grain: 'day',
      })
    ).series;
    const fit = { basePerDay: 24, slope: 2.4, r2: 1, buckets: 4, days: 4 };
    expect(a).toMatchObject({ total: 168, weightedDegreeDays: 30, regression: fit });
    expect(b).toMatchObject({
      total: 144,
      weightedDegreeDays: 20,
      regression: fit,
      normalised: 216,
      regressionNormalised: 168,
    });
  });

  it('draws the carpet from raw quarters with the base load, and the weekday profile', async () => {
    const plot = (
      await compared({
        kind: 'carpet',
        connectionId: f.power.id,
        from: '2026-03-29',
        to: '2026-03-31',
      })
    ).carpet;
    expect(plot.days).toEqual(['2026-03-29', '2026-03-30']);
    expect(plot.values[0]).toHaveLength(96);
    expect(plot.values[0].slice(8, 12)).toEqual([null, null, null, null]);
    expect(plot.values[1][0]).toBe(0.1);
    expect(plot).toMatchObject({ slotMinutes: 15, min: 0.1, max: 0.25, baseLoad: 0.1, baseLoadKw: 0.4 });

    const profile = await compare({
      kind: 'profile',
      connectionId: f.power.id,
      from: '2026-03-29',
      to: '2026-03-31',
      resolution: 'hour',
    });
    const weekdays = profile.json().data.profile.weekdays;
    // Monday 30-03 00:00–01:00: 4 × 0.1; Sunday 29-03 has no 02:00
    expect(weekdays[0]).toMatchObject({ weekday: 1, days: 1 });
    expect(weekdays[0].values[0]).toBe(0.4);
    expect(weekdays[6].values[2]).toBeNull();
    expect(weekdays[6].values[3]).toBe(1);
  });

  it('refuses bad input in Dutch and answers 404 for another customer’s connection', async () => {
    const cases: [Record<string, string | number>, Record<string, string[]>][] = [
      [
        {
          kind: 'periods',
          connectionId: f.power.id,
          from: '2026-03-31',
          to: '2026-03-01',
          compareFrom: '2025-03-01',
        },
        { to: ['De einddatum moet na de begindatum liggen.'] },
      ],
      [
        { kind: 'carpet', connectionId: f.power.id, from: '2024-01-01', to: '2026-01-01' },
        { to: ['Kies een periode van hoogstens 366 dagen.'] },
      ],
      [
        { kind: 'periods', connectionId: f.power.id, from: '2026-03-01', to: '2026-03-31' },
        { compareFrom: ['Kies de begindatum van de vergelijkingsperiode.'] },
      ],
      [
        {
          kind: 'degree-days',
          connectionId: f.power.id,
          from: '2026-03-01',
          to: '2026-03-31',
          compareFrom: '2025-03-01',
        },
        { connectionId: ['Graaddagen gelden alleen voor gas: kies een gasaansluiting.'] },
      ],
      [
        { kind: 'connections', connectionIds: `${f.power.id}`, from: '2026-03-01', to: '2026-03-31' },
        { connectionIds: ['Kies twee tot 6 aansluitingen.'] },
      ],
      [
        {
          kind: 'connections',
          connectionIds: `${f.power.id},${f.gas.id}`,
          from: '2026-03-01',
          to: '2026-03-31',
        },
        { connectionIds: ['Vergelijk aansluitingen van hetzelfde product (elektriciteit of gas).'] },
      ],
      [
        { kind: 'carpet', from: '2026-02-30', to: '2026-03-31' },
        { from: ['Vul een geldige datum in (JJJJ-MM-DD).'] },
      ],
    ];
    for (const [query, errors] of cases) {
      const response = await compare(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    const foreign = await compare({
      kind: 'carpet',
      connectionId: f.foreign.id,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(foreign.statusCode).toBe(404);
    const mixed = await compare({
      kind: 'connections',
      connectionIds: `${f.power.id},${f.foreign.id}`,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(mixed.statusCode).toBe(404);
    expect(
      (await api(app, { method: 'GET', url: `/api/v3/customers/${f.bakker.id}/ems/comparisons?kind=carpet` }))
        .statusCode,
    ).toBe(401);
  });
});
