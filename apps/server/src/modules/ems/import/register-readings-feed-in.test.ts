import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMS_CHANNELS } from '@energiek/contracts/ems';
import {
  REGISTER_READING_MESSAGES,
  type MeterExchangeCreate,
  type RegisterReadingItem,
} from '@energiek/contracts/ems-import';
import { createConnection } from '@energiek/db/factories/connections';
import { intervalReadings, registerReadings } from '@energiek/db/schema/index';
import { localDayOf } from '@energiek/domain/local-time';
import { REGISTER_MESSAGES } from '@energiek/domain/register-usage';
import { emsFixtureForFile } from '../../../testing/ems-fixture.ts';
import { api, type TestApp } from '../../../testing/test-app.ts';

// Feed-in registers (teruglevering normaal/laag) of a solar connection: saved beside the consumption
// registers, checked per field, and turned into daily feed-in on its own channel (Teruglevering), never
// subtracted from the consumption.

let app: TestApp;
const f = emsFixtureForFile(
  (opened) => (app = opened),
  {
    names: { own: 'Zonnekwekerij Teruglevering B.V.', other: 'Garage Teruglevering B.V.' },
    adminEmail: 'feed-in-admin@energiek.test',
  },
  async ({ ctx: { db } }, { own }) => ({
    solar: await createConnection(db, { customerId: own.id }),
    exchange: await createConnection(db, { customerId: own.id }),
  }),
);

const url = (customerId: number, rest = '') => `/api/v3/customers/${customerId}/ems/register-readings${rest}`;
const create = (body: object, customerId = f.own.id) =>
  api(app, { method: 'POST', url: url(customerId), token: f.admin, payload: body });
const errors = (response: { json: <T>() => T }) =>
  response.json<{ errors: Record<string, string[]> }>().errors;

type Counters = { normal: number; low: number; feedInNormal: number; feedInLow: number };

/** Enters a reading of the solar connection; the reading as answered (201). */
async function enterSolar(readOn: string, counters: Counters) {
  const response = await create({ connectionId: f.solar.id, readOn, ...counters });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: RegisterReadingItem }>().data;
}

async function daily(connectionId: number, channel: number) {
  const rows = await app.ctx.db
    .select({ start: intervalReadings.start, value: intervalReadings.value, low: intervalReadings.lowValue })
    .from(intervalReadings)
    .where(and(eq(intervalReadings.connectionId, connectionId), eq(intervalReadings.channel, channel)))
    .orderBy(intervalReadings.start);
  return rows.map((r) => [localDayOf(r.start), Number(r.value), r.low === null ? null : Number(r.low)]);
}

describe('feed-in registers', () => {
  it('saves feed-in beside consumption and writes it to its own channel, never netted', async () => {
    const first = await enterSolar('2026-05-01', {
      normal: 5000,
      low: 3000,
      feedInNormal: 800,
      feedInLow: 100,
    });
    expect(first).toMatchObject({
      feedInNormal: 800,
      feedInLow: 100,
      usagePerDay: null,
      feedInPerDay: null,
    });
    // 1 → 5 May (4 days): used 120 + 80 = 200 (50 a day, 20 low); fed in 250 + 30 = 280 (70 a day, 7,5 low).
    const second = await enterSolar('2026-05-05', {
      normal: 5120,
      low: 3080,
      feedInNormal: 1050,
      feedInLow: 130,
    });
    expect(second).toMatchObject({
      usagePerDay: 50,
      feedInPerDay: 70,
    });
    const days = ['2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'];
    expect(await daily(f.solar.id, EMS_CHANNELS.consumption.code)).toEqual(days.map((d) => [d, 50, 20]));
    expect(await daily(f.solar.id, EMS_CHANNELS.production.code)).toEqual(days.map((d) => [d, 70, 7.5]));
    const list = await api(app, {
      method: 'GET',
      url: url(f.own.id, `?connectionId=${f.solar.id}`),
      token: f.admin,
    });
    expect(
      list.json<{ data: RegisterReadingItem[] }>().data.map((r) => [r.feedInNormal, r.feedInLow]),
    ).toEqual([
      [800, 100],
      [1050, 130],
    ]);
  });

  it('refuses feed-in that does not fit the meter with Dutch field errors (422)', async () => {
    const base = { connectionId: f.solar.id, readOn: '2026-05-03', normal: 5060, low: 3040 };
    const cases: [object, Record<string, string[]>][] = [
      [
        { ...base, feedInNormal: 700, feedInLow: 110 },
        { feedInNormal: [REGISTER_MESSAGES.lowerThanPrevious('2026-05-01', '800')] },
      ],
      [
        { ...base, feedInNormal: 900, feedInLow: 200 },
        { feedInLow: [REGISTER_MESSAGES.higherThanNext('2026-05-05', '130')] },
      ],
      [{ ...base, feedInNormal: 900 }, { feedInLow: [REGISTER_READING_MESSAGES.feedInLowMissing] }],
      [{ ...base, feedInLow: 110 }, { feedInNormal: [REGISTER_READING_MESSAGES.feedInLowWithoutNormal] }],
      [
        { ...base, feedInNormal: -1, feedInLow: 'x' },
        {
          feedInNormal: [REGISTER_READING_MESSAGES.feedInNormal],
          feedInLow: [REGISTER_READING_MESSAGES.feedInLow],
        },
      ],
      [
        { connectionId: f.gas.id, readOn: '2026-05-03', normal: 10, feedInNormal: 1 },
        { feedInNormal: [REGISTER_READING_MESSAGES.feedInGas] },
      ],
      [
        { connectionId: f.exchange.id, readOn: '2026-05-03', normal: 10, feedInNormal: 1, feedInLow: 1 },
        { feedInLow: [REGISTER_READING_MESSAGES.feedInLowWithoutLow] },
      ],
    ];
    for (const [body, expected] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(errors(response)).toEqual(expected);
    }
    expect(
      await app.ctx.db.select().from(registerReadings).where(eq(registerReadings.readOn, '2026-05-03')),
    ).toEqual([]);
  });

  it('counts the feed-in across a meter exchange once', async () => {
    // Single-register meter: 1 May feed-in 400; old meter removed 4 May at 460 (+60 over 3 days), new
    // meter installed at 0; 7 May 90 (+90 over 3 days). Feed-in 20 a day, then 30: 150 in total.
    await create({ connectionId: f.exchange.id, readOn: '2026-05-01', normal: 1000, feedInNormal: 400 });
    const body: MeterExchangeCreate = {
      connectionId: f.exchange.id,
      exchangedOn: '2026-05-04',
      old: { normal: 1030, feedInNormal: 460 },
      new: { normal: 0, feedInNormal: 0 },
    };
    const exchange = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${f.own.id}/ems/meter-exchanges`,
      token: f.admin,
      payload: body,
    });
    expect(exchange.statusCode).toBe(201);
    await create({ connectionId: f.exchange.id, readOn: '2026-05-07', normal: 45, feedInNormal: 90 });
    const feedIn = await daily(f.exchange.id, EMS_CHANNELS.production.code);
    expect(feedIn).toEqual([
      ['2026-05-02', 20, null],
      ['2026-05-03', 20, null],
      ['2026-05-04', 20, null],
      ['2026-05-05', 30, null],
      ['2026-05-06', 30, null],
      ['2026-05-07', 30, null],
    ]);
    expect((await daily(f.exchange.id, EMS_CHANNELS.consumption.code)).map((d) => d[1])).toEqual([
      10, 10, 10, 15, 15, 15,
    ]);
  });

  it("keeps feed-in readings to the customer's own connections", async () => {
    const body = { connectionId: f.foreign.id, readOn: '2026-05-01', normal: 1, feedInNormal: 1 };
    expect((await create(body)).statusCode).toBe(404);
    expect((await create({ ...body, connectionId: f.solar.id }, f.other.id)).statusCode).toBe(404);
    expect(
      await app.ctx.db.select().from(registerReadings).where(eq(registerReadings.connectionId, f.foreign.id)),
    ).toEqual([]);
  });
});
