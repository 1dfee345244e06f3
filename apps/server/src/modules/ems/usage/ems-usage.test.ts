import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import { EMS_CHANNELS } from '@energiek/contracts/ems';
import { createConnection } from '@energiek/db/factories/connections';
import { createGridOperator } from '@energiek/db/factories/master-data';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createCustomerUser, createUser } from '@energiek/db/factories/users';
import { intervalReadings, intervalRollups, users } from '@energiek/db/schema/index';
import { startOfLocalDay } from '@energiek/domain/local-time';
import { usageQuerySchema, usageResponseSchema } from '@energiek/contracts/ems-usage';
import type { Actor } from '../../../core/actor.ts';
import { newAppBeforeEach } from '../../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../../testing/test-app.ts';
import { getUsage } from './ems-usage.service.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

const base = (customerId: number) => `/api/v3/customers/${customerId}/ems`;

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.', modules: ['ems'] });
  const hotel = await createCustomer(db, { name: 'Hotel Zeezicht B.V.', modules: ['ems'] });
  const plain = await createCustomer(db, { name: 'Garage Zonder Module B.V.', modules: [] });
  const oven = await createConnection(db, { customerId: bakker.id, hasProd: true, contractedCapacity: 40 });
  const shop = await createConnection(db, { customerId: bakker.id, contractedCapacity: 20 });
  const gas = await createConnection(db, { customerId: bakker.id, product: 2 });
  const foreign = await createConnection(db, { customerId: hotel.id });
  const plainConnection = await createConnection(db, { customerId: plain.id });
  await createUser(db, { emailAddress: 'admin@energiek.test', type: 'admin', canSwitch: true });
  const reader = await createRole(db, {
    name: 'EMS lezen',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-report-ems': ['read'] }),
  });
  const noEms = await createRole(db, {
    name: 'Geen EMS',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-connections': ['read', 'write'] }),
  });
  await createCustomerUser(db, bakker.id, 'lezer@bakker.test', reader.id);
  await createCustomerUser(db, bakker.id, 'geen@bakker.test', noEms.id);
  await createUser(db, { emailAddress: 'staf@bakker.test', type: 'customer', customerId: bakker.id });
  await createUser(db, { emailAddress: 'staf@plain.test', type: 'customer', customerId: plain.id });
  const admin = await loginToken(app, 'admin@energiek.test');
  await api(app, { method: 'POST', url: `/api/v3/auth/select-customer/${bakker.id}`, token: admin });
  return { db, bakker, hotel, plain, oven, shop, gas, foreign, plainConnection, admin };
}

/** Every quarter of the local days [from, to) as ISO instants with offset Z. */
function quarterStarts(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = startOfLocalDay(from).getTime(); t < startOfLocalDay(to).getTime(); t += 900_000) {
    out.push(new Date(t).toISOString());
  }
  return out;
}

async function feed(token: string, customerId: number, body: Record<string, unknown>) {
  return api(app, { method: 'POST', url: `${base(customerId)}/readings`, token, payload: body });
}

async function usage(
  token: string,
  customerId: number,
  query: Record<string, string | number>,
  headers: Record<string, string> = {},
) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  return api(app, { method: 'GET', url: `${base(customerId)}/usage?${search.toString()}`, token, headers });
}

/** The usage of `connectionIds` of the bakery over the local days [from, to), asked by its admin. */
function adminUsage(
  f: Awaited<ReturnType<typeof fixture>>,
  connectionIds: string | number,
  from: string,
  to: string,
  interval: string,
  more: Record<string, number> = {},
) {
  return usage(f.admin, f.bakker.id, { connectionIds, from, to, interval, ...more });
}

type Point = {
  start: string;
  consumption: number | null;
  production: number | null;
  peakKw: number | null;
  count: number;
  expected: number;
  consumptionLow: number | null;
  net: number | null;
};
const total = (data: Point[], key: 'consumption' | 'production' | 'net' | 'consumptionLow') =>
  Math.round(data.reduce((sum, p) => sum + (p[key] ?? 0) * 10_000, 0)) / 10_000;

describe('ems usage and readings feed', () => {
  it('sums the 100-quarter autumn day and the 92-quarter spring day right at every interval', async () => {
    const f = await fixture();
    const autumn = quarterStarts('2025-10-26', '2025-10-27');
    const spring = quarterStarts('2025-03-30', '2025-03-31');
    expect(autumn).toHaveLength(100);
    expect(spring).toHaveLength(92);
    // quarter i carries (i % 10) / 4 kWh: sent as kW (× 0.25)
    const kw = (i: number) => i % 10;
    for (const starts of [autumn, spring]) {
      const response = await feed(f.admin, f.bakker.id, {
        ean: f.oven.ean,
        channel: 'consumption',
        unit: 'kW',
        readings: starts.map((start, i) => ({ start, value: kw(i) })),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    await feed(f.admin, f.bakker.id, {
      ean: f.oven.ean,
      channel: 'production',
      unit: 'kWh',
      readings: autumn.slice(40, 44).map((start) => ({ start, value: 0.3 })),
    });
    const dayTotal = (starts: string[]) => starts.reduce((sum, _s, i) => sum + kw(i) * 0.25, 0);
    const want = dayTotal(autumn) + dayTotal(spring);
    expect(dayTotal(autumn)).toBe(112.5);

    for (const interval of ['quarter', 'hour', 'day', 'week', 'month', 'year'] as const) {
      const response = await adminUsage(f, String(f.oven.id), '2025-03-01', '2025-11-01', interval);
      expect(response.statusCode, `${interval}: ${response.body}`).toBe(200);
      const data = response.json<{ data: Point[] }>().data;
      expect(total(data, 'consumption'), interval).toBe(want);
      expect(total(data, 'production'), interval).toBe(1.2);
      expect(total(data, 'net'), interval).toBe(want - 1.2);
      expect(
        data.reduce((n, p) => n + p.count, 0),
        interval,
      ).toBe(192);
    }
    const days = (await adminUsage(f, f.oven.id, '2025-10-25', '2025-10-28', 'day')).json<{
      data: Point[];
      meta: Record<string, unknown>;
    }>();
    expect(days.data.map((p) => [p.start, p.count, p.expected])).toEqual([
      ['2025-10-24T22:00:00.000Z', 0, 96],
      ['2025-10-25T22:00:00.000Z', 100, 100],
      ['2025-10-26T23:00:00.000Z', 0, 96],
    ]);
    expect(days.data[0]?.consumption).toBeNull();
    expect(days.data[1]).toMatchObject({ consumption: 112.5, production: 1.2, net: 111.3, peakKw: 9 });
    expect(days.meta).toMatchObject({ unit: 'kWh', peakUnit: 'kW', contractedCapacity: 40, buckets: 3 });
    const hours = (await adminUsage(f, f.oven.id, '2025-10-26', '2025-10-27', 'hour')).json<{
      data: Point[];
    }>().data;
    expect(hours).toHaveLength(25);
    expect(hours.every((h) => h.count === 4 && h.expected === 4)).toBe(true);
    // the low-tariff part: 26-10-2025 is a Sunday, so all of it; the raw reading agrees with the rollups
    const quarters = (await adminUsage(f, f.oven.id, '2025-10-26', '2025-10-27', 'quarter')).json<{
      data: Point[];
    }>().data;
    expect(total(quarters, 'consumptionLow')).toBe(total(hours, 'consumptionLow'));
    expect(total(quarters, 'consumptionLow')).toBe(112.5);
  });

  it('adds a selection, splits low tariff on weekdays and cuts partial months from day rollups', async () => {
    const f = await fixture();
    // Monday 6 January 2025, 06:45–07:15 local: one quarter low, one normal
    for (const [connection, value] of [
      [f.oven, 1.5],
      [f.shop, 2.25],
    ] as const) {
      const response = await feed(f.admin, f.bakker.id, {
        ean: connection.ean,
        channel: 'consumption',
        unit: 'kWh',
        readings: [
          { start: '2025-01-06T06:45:00+01:00', value },
          { start: '2025-01-06T07:00:00+01:00', value },
          { start: '2025-02-03T12:00:00+01:00', value, quality: 'estimated' },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const both = `${f.oven.id},${f.shop.id}`;
    const month = await adminUsage(f, both, '2025-01-06', '2025-02-04', 'month');
    const months = month.json<{ data: Point[]; meta: { contractedCapacity: number } }>();
    expect(months.data.map((p) => [p.start, p.consumption, p.consumptionLow, p.count])).toEqual([
      ['2024-12-31T23:00:00.000Z', 7.5, 3.75, 4],
      ['2025-01-31T23:00:00.000Z', 3.75, 0, 2],
    ]);
    // January from the 6th: 26 days of 96 quarters, for two connections
    expect(months.data[0]?.expected).toBe(2 * 26 * 96);
    expect(months.meta.contractedCapacity).toBe(60);
    // above quarter resolution the selection's peak adds the connections' own peaks
    expect(months.data[0]?.peakKw).toBe(15);
    const quarter = await adminUsage(f, both, '2025-01-06', '2025-01-07', 'quarter');
    const q = quarter.json<{ data: Point[] }>().data.filter((p) => p.count > 0);
    expect(q.map((p) => [p.consumption, p.peakKw, p.count, p.expected])).toEqual([
      [3.75, 15, 2, 2],
      [3.75, 15, 2, 2],
    ]);
  });

  it('downsamples a year of quarters for a chart with maxPoints and keeps exact buckets', async () => {
    const f = await fixture();
    const starts = quarterStarts('2025-01-01', '2025-01-08');
    await feed(f.admin, f.bakker.id, {
      ean: f.oven.ean,
      channel: 'consumption',
      unit: 'kWh',
      readings: starts.map((start, i) => ({ start, value: i === 300 ? 99 : 1 })),
    });
    const full = await adminUsage(f, f.oven.id, '2025-01-01', '2026-01-01', 'quarter');
    expect(full.json<{ data: Point[] }>().data).toHaveLength(35_040);
    // the route skips the zod serializer: the answer must still be the documented shape
    expect(usageResponseSchema.safeParse(full.json()).success).toBe(true);
    const chart = await adminUsage(f, f.oven.id, '2025-01-01', '2026-01-01', 'quarter', { maxPoints: 1000 });
    const body = chart.json<{ data: Point[]; meta: { buckets: number } }>();
    expect(body.data.length).toBeLessThanOrEqual(1000);
    expect(body.meta.buckets).toBe(35_040);
    expect(body.data.find((p) => p.start === starts[300])?.consumption).toBe(99);
  });

  it('writes the text JSON.stringify writes for the point objects (the export), at every interval', async () => {
    const f = await fixture();
    // electricity around the autumn change (100 quarters), production in part of it, values with
    // 1–4 decimals and one large; gas hourly over the spring change
    const autumn = quarterStarts('2025-10-25', '2025-10-28');
    const values = [0.1, 1.25, 10, 0.0001, 123456.789, 7.5, 0.3333];
    for (const [connection, offset] of [
      [f.oven, 0],
      [f.shop, 3],
    ] as const) {
      await feed(f.admin, f.bakker.id, {
        ean: connection.ean,
        channel: 'consumption',
        unit: 'kWh',
        readings: autumn
          .filter((_s, i) => i % 11 !== offset)
          .map((start, i) => ({ start, value: values[(i + offset) % values.length] })),
      });
    }
    await feed(f.admin, f.bakker.id, {
      ean: f.oven.ean,
      channel: 'production',
      unit: 'kWh',
      readings: autumn.slice(100, 180).map((start, i) => ({ start, value: i % 4 === 0 ? 0 : 0.2 })),
    });
    const hours: string[] = [];
    for (let t = startOfLocalDay('2025-03-29').getTime(); t < startOfLocalDay('2025-04-01').getTime();)
      hours.push(new Date((t += 3_600_000) - 3_600_000).toISOString());
    await feed(f.admin, f.bakker.id, {
      ean: f.gas.ean,
      channel: 'gas',
      unit: 'm³',
      intervalMinutes: 60,
      readings: hours.map((start, i) => ({ start, value: values[i % values.length] })),
    });
    const user = (await f.db.select().from(users).where(eq(users.emailAddress, 'admin@energiek.test')))[0];
    if (!user) throw new Error('no admin');
    const actor: Actor = {
      user,
      profile: { type: 'admin', scope: { full: true }, modules: ['ems'] },
      sessionId: 0,
      impersonatorId: null,
      selectedCustomerId: f.bakker.id,
      actFor: 'all',
      ip: null,
      userAgent: null,
    };
    const electricity = `${f.oven.id},${f.shop.id}`;
    const cases: Record<string, string | number>[] = [
      ...(['quarter', 'hour', 'day', 'week', 'month', 'year'] as const).flatMap((interval) => [
        { connectionIds: f.oven.id, from: '2025-10-20', to: '2025-11-03', interval },
        { connectionIds: electricity, from: '2025-10-26', to: '2025-10-28', interval },
      ]),
      // 3,172 quarters: two chunks of step-json, compressed as two parts of one gzip
      { connectionIds: f.oven.id, from: '2025-10-01', to: '2025-11-03', interval: 'quarter' },
      {
        connectionIds: electricity,
        from: '2025-10-01',
        to: '2025-11-01',
        interval: 'quarter',
        maxPoints: 100,
      },
      { connectionIds: f.oven.id, from: '2025-10-25', to: '2025-10-28', interval: 'hour', maxPoints: 100 },
      ...(['hour', 'day', 'month'] as const).map((interval) => ({
        connectionIds: f.gas.id,
        from: '2025-03-29',
        to: '2025-04-01',
        interval,
      })),
    ];
    for (const raw of cases) {
      const response = await usage(f.admin, f.bakker.id, raw);
      const label = JSON.stringify(raw);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
      expect(response.headers['content-type'], label).toBe('application/json; charset=utf-8');
      const query = usageQuerySchema.parse(
        Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)])),
      );
      const objects = await getUsage(app.ctx, actor, { customerId: f.bakker.id, query });
      expect(response.body, label).toBe(JSON.stringify(objects));
      expect(usageResponseSchema.safeParse(response.json()).success, label).toBe(true);
      // the same text compressed: quarters and hours as the route's own gzip (before brotli, which the
      // plugin writes for a client without gzip), the other intervals by the plugin as it prefers
      const step = raw.interval === 'quarter' || raw.interval === 'hour';
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', step ? 'gzip' : 'br'],
        ['gzip', 'gzip'],
        ['br, gzip;q=0', 'br'],
      ] as const) {
        const packed = await usage(f.admin, f.bakker.id, raw, { 'accept-encoding': accept });
        const packedLabel = `${label} ${accept}`;
        expect(packed.statusCode, packedLabel).toBe(200);
        // a body under the compression threshold goes out as it is
        const small = packed.headers['content-encoding'] === undefined && response.rawPayload.length < 1024;
        if (step || !small) {
          expect(packed.headers['content-encoding'], packedLabel).toBe(encoding);
          expect(packed.headers['vary'], packedLabel).toContain('accept-encoding');
        }
        const unpack = { gzip: gunzipSync, br: brotliDecompressSync }[encoding];
        const body = small && !step ? packed.rawPayload : unpack(packed.rawPayload);
        expect(body.toString('utf8'), packedLabel).toBe(response.body);
      }
    }
    // the cases hold data, empty buckets and the large value (not only nulls)
    const oven = (await usage(f.admin, f.bakker.id, cases[0] as Record<string, string | number>)).json<{
      data: Point[];
    }>().data;
    expect(oven.some((p) => p.consumption === 123456.789)).toBe(true);
    expect(oven.some((p) => p.consumption === null)).toBe(true);
    expect(oven.some((p) => p.production === 0.2)).toBe(true);
  });

  it("reads one connection's quarters without grouping, with the values of a selection's sum", async () => {
    const f = await fixture();
    const autumn = quarterStarts('2025-10-25', '2025-10-28');
    await feed(f.admin, f.bakker.id, {
      ean: f.oven.ean,
      channel: 'consumption',
      unit: 'kWh',
      readings: autumn
        .filter((_s, i) => i % 9 !== 4)
        .map((start, i) => ({ start, value: ((i % 13) * 1234) / 10_000 })),
    });
    await feed(f.admin, f.bakker.id, {
      ean: f.oven.ean,
      channel: 'production',
      unit: 'kWh',
      readings: autumn.slice(30, 200).map((start, i) => ({ start, value: i % 5 === 0 ? 0 : (5 * i) / 100 })),
    });
    const values = async (connectionIds: string) => {
      const response = await adminUsage(f, connectionIds, '2025-10-25', '2025-10-28', 'quarter');
      expect(response.statusCode, response.body).toBe(200);
      // expected counts the selection's connections; the rest must be the same
      return response.json<{ data: Point[] }>().data.map(({ expected: _e, ...rest }) => rest);
    };
    // the shop has no data: the sum of oven and shop is the oven's, read through the grouping path
    const single = await values(String(f.oven.id));
    expect(single).toHaveLength(autumn.length);
    expect(single.some((p) => p.consumption === null && p.production !== null)).toBe(true);
    expect(single.some((p) => p.consumptionLow !== null && p.consumptionLow !== p.consumption)).toBe(true);
    expect(single).toEqual(await values(`${f.oven.id},${f.shop.id}`));
  });

  it('recomputes the low parts and low sums when a connection moves to another grid operator', async () => {
    const f = await fixture();
    await app.ctx.jobs.start();
    // Tuesday 4 March 2025, 1 kWh per quarter. No grid operator: the default window, 23:00–07:00 =
    // 32 quarters; the new operator's 21:00–07:00 = 40 quarters.
    const meter = await createConnection(f.db, { customerId: f.bakker.id });
    const operator = await createGridOperator(f.db, {
      lowTariffFrom: 21 * 60,
      lowTariffTo: 7 * 60,
      lowTariffDefault: false,
    });
    const response = await feed(f.admin, f.bakker.id, {
      ean: meter.ean,
      channel: 'consumption',
      unit: 'kWh',
      readings: quarterStarts('2025-03-04', '2025-03-05').map((start) => ({ start, value: 1 })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const lows = async () => {
      const out: number[] = [];
      for (const interval of ['quarter', 'hour', 'day', 'month'] as const) {
        const data = (await adminUsage(f, meter.id, '2025-03-01', '2025-04-01', interval)).json<{
          data: Point[];
        }>().data;
        out.push(total(data, 'consumptionLow'));
      }
      return out;
    };
    expect(await lows()).toEqual([32, 32, 32, 32]);
    const move = await api(app, {
      method: 'PATCH',
      url: `/api/v3/customers/${f.bakker.id}/connections/${meter.id}`,
      token: f.admin,
      payload: { gridOperatorId: operator.id },
    });
    expect(move.statusCode, move.body).toBe(200);
    // the rebuild runs as a background job (readings first, then hour and day, then week to year)
    let now = await lows();
    for (let i = 0; i < 100 && now.some((low) => low !== 40); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      now = await lows();
    }
    expect(now).toEqual([40, 40, 40, 40]);
  });

  it('exports the table as CSV and xlsx with the numbers of the API and an exact total', async () => {
    const f = await fixture();
    const starts = quarterStarts('2025-10-26', '2025-10-27');
    await feed(f.admin, f.bakker.id, {
      ean: f.oven.ean,
      channel: 'consumption',
      unit: 'kWh',
      readings: starts.map((start, i) => ({ start, value: [0.1, 0.2, 0.3][i % 3] })),
    });
    const query = { connectionIds: f.oven.id, from: '2025-10-26', to: '2025-10-27', interval: 'quarter' };
    const api_ = (await usage(f.admin, f.bakker.id, query)).json<{ data: Point[] }>().data;
    const search = new URLSearchParams({ ...query, connectionIds: String(f.oven.id), format: 'csv' });
    const csv = await api(app, {
      method: 'GET',
      url: `${base(f.bakker.id)}/usage/export?${search.toString()}`,
      token: f.admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Periode;Verbruik (kWh);Waarvan dal (kWh);Teruglevering (kWh);Netto (kWh);Piek (kW);Intervallen;Verwacht;CO₂-uitstoot (kg CO₂)',
    );
    expect(lines).toHaveLength(102);
    // CO2 at 0.300 kg/kWh (CE Delft, mix 2021): 0.1 kWh → 0.030 kg, 0.2 kWh → 0.060 kg
    expect(lines[10]).toBe('26/10/2025 02:15 (zomertijd);0,1000;0,1000;0,0000;0,1000;0,4000;1;1;0,030');
    expect(lines[14]).toBe('26/10/2025 02:15 (wintertijd);0,2000;0,2000;0,0000;0,2000;0,8000;1;1;0,060');
    const totalLine = lines.at(-1)?.split(';');
    expect(totalLine?.[0]).toBe('Totaal');
    expect(totalLine?.[1]).toBe(total(api_, 'consumption').toFixed(4).replace('.', ','));
    expect(total(api_, 'consumption')).toBe(19.9);
    // 19.9 kWh × 0.300 = 5.970 kg, rounded once from the exact volumes
    expect(totalLine?.[8]).toBe('5,970');
    const xlsx = await api(app, {
      method: 'GET',
      url: `${base(f.bakker.id)}/usage/export?${search.toString().replace('csv', 'xlsx')}`,
      token: f.admin,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses bad queries with Dutch field errors', async () => {
    const f = await fixture();
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ connectionIds: f.oven.id, from: '2025-01-01', to: '2025-01-01', interval: 'day' }, 'to'],
      [{ connectionIds: f.oven.id, from: '2025-01-01', to: '2026-01-02', interval: 'quarter' }, 'to'],
      [{ connectionIds: f.oven.id, from: '2025-01-01', to: '2025-02-01', interval: 'minute' }, 'interval'],
      [{ connectionIds: 'een,twee', from: '2025-01-01', to: '2025-02-01', interval: 'day' }, 'connectionIds'],
      [{ connectionIds: f.oven.id, from: '2025-02-30', to: '2025-03-01', interval: 'day' }, 'from'],
      [
        { connectionIds: `${f.oven.id},${f.gas.id}`, from: '2025-01-01', to: '2025-02-01', interval: 'day' },
        'connectionIds',
      ],
      [{ connectionIds: f.gas.id, from: '2025-01-01', to: '2025-01-02', interval: 'quarter' }, 'interval'],
      [
        { connectionIds: f.oven.id, from: '2025-01-01', to: '2025-01-02', interval: 'day', maxPoints: 5 },
        'maxPoints',
      ],
    ];
    for (const [query, field] of cases) {
      const response = await usage(f.admin, f.bakker.id, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toContain(field);
    }
    const gas = await adminUsage(f, f.gas.id, '2025-01-01', '2025-01-02', 'hour');
    expect(gas.json<{ meta: { unit: string } }>().meta.unit).toBe('m³');
  });

  it('reports bad readings by index and writes nothing', async () => {
    const f = await fixture();
    const response = await feed(f.admin, f.bakker.id, {
      ean: f.oven.ean,
      channel: 'consumption',
      unit: 'kWh',
      readings: [
        { start: '2025-01-06T00:00:00+01:00', value: 1 },
        { start: '2025-01-06T00:15:00', value: 1 },
        { start: '2025-01-06T00:00:00+01:00', value: 2 },
        { start: '2025-01-06T00:30:00+01:00', value: -4 },
      ],
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors['readings.1.start']?.[0]).toMatch(/ISO 8601/);
    expect(errors['readings.2.start']).toEqual(['Dit interval staat al in readings.0.']);
    expect(errors['readings.3.value']).toEqual(['Een meetwaarde kan niet negatief zijn.']);
    expect(await f.db.select().from(intervalReadings)).toHaveLength(0);
    for (const body of [
      { ean: f.oven.ean, channel: 'gas', unit: 'm³' }, // an electricity EAN on the gas channel
      { ean: f.foreign.ean, channel: 'consumption', unit: 'kWh' },
      { ean: f.oven.ean, channel: 'consumption', unit: 'm³' },
      { ean: f.oven.ean, channel: 'wind', unit: 'kWh' },
    ]) {
      const refused = await feed(f.admin, f.bakker.id, {
        ...body,
        readings: [{ start: '2025-01-06T00:00:00Z', value: 1 }],
      });
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await f.db.select().from(intervalReadings)).toHaveLength(0);
  });

  it('writes idempotently and replaces overlapping values with their rollups', async () => {
    const f = await fixture();
    const body = {
      ean: f.oven.ean.replace(/(\d{6})/g, '$1 '),
      channel: 'consumption',
      unit: 'kWh',
      readings: [
        { start: '2025-01-06T00:00:00+01:00', value: 1.1 },
        { start: '2025-01-06T00:15:00+01:00', value: 2.2 },
      ],
    };
    expect((await feed(f.admin, f.bakker.id, body)).json()).toEqual({
      data: { connectionId: f.oven.id, written: 2, firstDay: '2025-01-06', lastDay: '2025-01-06' },
    });
    await feed(f.admin, f.bakker.id, body);
    await feed(f.admin, f.bakker.id, {
      ...body,
      readings: [{ start: '2025-01-06T00:15:00+01:00', value: 0.4 }],
    });
    const [year] = await f.db
      .select()
      .from(intervalRollups)
      .where(and(eq(intervalRollups.connectionId, f.oven.id), eq(intervalRollups.grain, 5)));
    expect(year).toMatchObject({ sum: '1.5000', count: 2, channel: EMS_CHANNELS.consumption.code });
  });

  it('answers 401, 403 without the permission or the module, and 404 for another customer', async () => {
    const f = await fixture();
    const query = { connectionIds: f.oven.id, from: '2025-01-01', to: '2025-01-02', interval: 'day' };
    const body = {
      ean: f.oven.ean,
      channel: 'consumption',
      unit: 'kWh',
      readings: [{ start: '2025-01-06T00:00:00Z', value: 1 }],
    };
    expect(
      (
        await api(app, {
          method: 'GET',
          url: `${base(f.bakker.id)}/usage?connectionIds=1&from=2025-01-01&to=2025-01-02&interval=day`,
        })
      ).statusCode,
    ).toBe(401);
    const reader = await loginToken(app, 'lezer@bakker.test');
    expect((await usage(reader, f.bakker.id, query)).statusCode).toBe(200);
    expect((await feed(reader, f.bakker.id, body)).statusCode).toBe(403);
    const noEms = await loginToken(app, 'geen@bakker.test');
    expect((await usage(noEms, f.bakker.id, query)).statusCode).toBe(403);
    const plainStaff = await loginToken(app, 'staf@plain.test');
    expect(
      (await usage(plainStaff, f.plain.id, { ...query, connectionIds: f.plainConnection.id })).statusCode,
    ).toBe(403);
    // customer staff see exactly their own customer's connections
    const staff = await loginToken(app, 'staf@bakker.test');
    expect((await usage(staff, f.bakker.id, query)).statusCode).toBe(200);
    expect((await usage(staff, f.hotel.id, { ...query, connectionIds: f.foreign.id })).statusCode).toBe(404);
    expect((await feed(staff, f.hotel.id, { ...body, ean: f.foreign.ean })).statusCode).toBe(404);
    // another customer's connection under one's own customer: 404 (usage) / 422 on ean (feed)
    expect(
      (await usage(f.admin, f.bakker.id, { ...query, connectionIds: `${f.oven.id},${f.foreign.id}` }))
        .statusCode,
    ).toBe(404);
    // an admin acting for a customer without the module (its profile holds the selected customer's modules)
    expect(
      (await usage(f.admin, f.plain.id, { ...query, connectionIds: f.plainConnection.id })).statusCode,
    ).toBe(403);
    expect(await f.db.select().from(intervalReadings)).toHaveLength(0);
  });
});
