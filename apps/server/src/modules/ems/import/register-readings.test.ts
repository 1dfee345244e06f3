import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REGISTER_READING_MESSAGES, type RegisterReadingItem } from '@energiek/contracts/ems-import';
import { createConnection } from '@energiek/db/factories/connections';
import { intervalReadings, intervalRollups, registerReadings } from '@energiek/db/schema/index';
import { localDayOf } from '@energiek/domain/local-time';
import { REGISTER_MESSAGES } from '@energiek/domain/register-usage';
import { createEmsReaderRole, emsFixtureForFile } from '../../../testing/ems-fixture.ts';
import { api, staffToken, type TestApp } from '../../../testing/test-app.ts';

// Meter readings of small connections: checks against the neighbours, usage spread over the days between
// readings (rewritten on add and delete), tenancy and permissions.

let app: TestApp;
const f = emsFixtureForFile(
  (opened) => (app = opened),
  {
    names: { own: 'Bakkerij Stand B.V.', other: 'Hotel Stand B.V.' },
    adminEmail: 'stand-admin@energiek.test',
  },
  async (opened, { own }) => {
    const reading = await createEmsReaderRole(opened.ctx.db);
    return {
      small: await createConnection(opened.ctx.db, { customerId: own.id }),
      staff: await staffToken(opened, own.id, 'staf@stand.test', reading.id),
    };
  },
);

const url = (customerId: number, rest = '') => `/api/v3/customers/${customerId}/ems/register-readings${rest}`;
const create = (body: object, token = f.admin, customerId = f.own.id) =>
  api(app, { method: 'POST', url: url(customerId), token, payload: body });

async function dailyUsage(connectionId: number) {
  const rows = await app.ctx.db
    .select({ start: intervalReadings.start, value: intervalReadings.value, low: intervalReadings.lowValue })
    .from(intervalReadings)
    .where(eq(intervalReadings.connectionId, connectionId))
    .orderBy(intervalReadings.start);
  return rows.map((r) => [localDayOf(r.start), r.value, r.low]);
}

describe('meter readings', () => {
  it('turns readings into daily usage and rewrites it when a reading is added or deleted', async () => {
    const first = await create({ connectionId: f.small.id, readOn: '2026-01-31', normal: 1000, low: 500 });
    expect(first.statusCode).toBe(201);
    expect(first.json<{ data: RegisterReadingItem }>().data).toMatchObject({
      normal: 1000,
      low: 500,
      usagePerDay: null,
    });
    // 31 Jan → 3 Feb: 10 normal + 5 low over 1, 2 and 3 February.
    const third = await create({ connectionId: f.small.id, readOn: '2026-02-03', normal: 1010, low: 505 });
    expect(third.json<{ data: RegisterReadingItem }>().data.usagePerDay).toBe(5);
    expect(await dailyUsage(f.small.id)).toEqual([
      ['2026-02-01', '5.0000', '1.6666'],
      ['2026-02-02', '5.0000', '1.6666'],
      ['2026-02-03', '5.0000', '1.6668'],
    ]);
    const middle = await create({ connectionId: f.small.id, readOn: '2026-02-01', normal: 1002, low: 501 });
    expect(middle.statusCode).toBe(201);
    expect(await dailyUsage(f.small.id)).toEqual([
      ['2026-02-01', '3.0000', '1.0000'],
      ['2026-02-02', '6.0000', '2.0000'],
      ['2026-02-03', '6.0000', '2.0000'],
    ]);
    const [month] = await app.ctx.db
      .select({ sum: intervalRollups.sum, sumLow: intervalRollups.sumLow })
      .from(intervalRollups)
      .where(and(eq(intervalRollups.connectionId, f.small.id), eq(intervalRollups.grain, 4)))
      .orderBy(intervalRollups.start)
      .limit(1);
    expect(month).toEqual({ sum: '15.0000', sumLow: '5.0000' }); // February: all three days

    const list = await api(app, {
      method: 'GET',
      url: url(f.own.id, `?connectionId=${f.small.id}`),
      token: f.staff,
    });
    expect(list.statusCode).toBe(200);
    const items = list.json<{ data: RegisterReadingItem[] }>().data;
    expect(items.map((i) => [i.readOn, i.usagePerDay])).toEqual([
      ['2026-01-31', null],
      ['2026-02-01', 3],
      ['2026-02-03', 6],
    ]);

    const id = middle.json<{ data: RegisterReadingItem }>().data.id;
    expect(
      (await api(app, { method: 'DELETE', url: url(f.other.id, `/${id}`), token: f.admin })).statusCode,
    ).toBe(404);
    expect(
      (await api(app, { method: 'DELETE', url: url(f.own.id, `/${id}`), token: f.staff })).statusCode,
    ).toBe(403);
    expect(
      (await api(app, { method: 'DELETE', url: url(f.own.id, `/${id}`), token: f.admin })).statusCode,
    ).toBe(204);
    expect(await dailyUsage(f.small.id)).toEqual([
      ['2026-02-01', '5.0000', '1.6666'],
      ['2026-02-02', '5.0000', '1.6666'],
      ['2026-02-03', '5.0000', '1.6668'],
    ]);
    const last = third.json<{ data: RegisterReadingItem }>().data.id;
    expect(
      (await api(app, { method: 'DELETE', url: url(f.own.id, `/${last}`), token: f.admin })).statusCode,
    ).toBe(204);
    expect(await dailyUsage(f.small.id)).toEqual([]);
    expect(
      await app.ctx.db.select().from(intervalRollups).where(eq(intervalRollups.connectionId, f.small.id)),
    ).toEqual([]);
  });

  it('refuses readings lower than the previous, higher than the next, or an implausible jump (Dutch 422)', async () => {
    await create({ connectionId: f.gas.id, readOn: '2026-03-01', normal: 5000 });
    await create({ connectionId: f.gas.id, readOn: '2026-03-10', normal: 5100 });
    const lower = await create({ connectionId: f.gas.id, readOn: '2026-03-05', normal: 4999 });
    expect(lower.statusCode).toBe(422);
    expect(lower.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      normal: [REGISTER_MESSAGES.lowerThanPrevious('2026-03-01', '5.000')],
    });
    const higher = await create({ connectionId: f.gas.id, readOn: '2026-03-05', normal: 5200 });
    expect(higher.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      normal: [REGISTER_MESSAGES.higherThanNext('2026-03-10', '5.100')],
    });
    const jump = await create({ connectionId: f.gas.id, readOn: '2026-03-11', normal: 9000 });
    expect(jump.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      normal: [REGISTER_MESSAGES.implausibleJump('3.900', 'm³', '1.000')],
    });
    const cases: [object, string, string][] = [
      [
        { connectionId: f.gas.id, readOn: '2026-03-10', normal: 5100 },
        'readOn',
        REGISTER_READING_MESSAGES.duplicateDay,
      ],
      [
        { connectionId: f.gas.id, readOn: '2999-01-01', normal: 9999 },
        'readOn',
        REGISTER_READING_MESSAGES.future,
      ],
      [
        { connectionId: f.gas.id, readOn: '2026-03-12', normal: 5200, low: 1 },
        'low',
        REGISTER_READING_MESSAGES.lowMismatch,
      ],
      [
        { connectionId: f.gas.id, readOn: '2026-02-30', normal: 1 },
        'readOn',
        REGISTER_READING_MESSAGES.readOn,
      ],
      [
        { connectionId: f.gas.id, readOn: '2026-03-12', normal: -1 },
        'normal',
        REGISTER_READING_MESSAGES.normal,
      ],
      [
        { connectionId: f.gas.id, readOn: '2026-03-12', normal: 1.2345 },
        'normal',
        REGISTER_READING_MESSAGES.normal,
      ],
      [
        { connectionId: 'x', readOn: '2026-03-12', normal: 1 },
        'connectionId',
        REGISTER_READING_MESSAGES.connection,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
    }
    const stored = await app.ctx.db
      .select()
      .from(registerReadings)
      .where(eq(registerReadings.connectionId, f.gas.id));
    expect(stored).toHaveLength(2);
  });

  it('records a meter exchange: each meter counted on its own, the usage across it once', async () => {
    const meter = await createConnection(app.ctx.db, { customerId: f.own.id });
    const exchange = (body: object, token = f.admin, customerId = f.own.id) =>
      api(app, {
        method: 'POST',
        url: `/api/v3/customers/${customerId}/ems/meter-exchanges`,
        token,
        payload: body,
      });
    await create({ connectionId: meter.id, readOn: '2026-01-01', normal: 1000, low: 500 });
    await create({ connectionId: meter.id, readOn: '2026-01-21', normal: 150, low: 50 }).then((r) =>
      // Lower than 1 January: refused until the exchange is recorded.
      expect(r.statusCode).toBe(422),
    );
    const body = {
      connectionId: meter.id,
      exchangedOn: '2026-01-11',
      old: { normal: 1200, low: 600 },
      new: { normal: 0, low: 0 },
    };
    // Another customer's connection, a reader, a bad old reading: nothing changes.
    expect((await exchange({ ...body, connectionId: f.foreign.id })).statusCode).toBe(404);
    expect((await exchange(body, f.admin, f.other.id)).statusCode).toBe(404);
    expect((await exchange(body, f.staff)).statusCode).toBe(403);
    const low = await exchange({ ...body, old: { normal: 900, low: 600 } });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors).toEqual({
      'old.normal': [REGISTER_MESSAGES.lowerThanPrevious('2026-01-01', '1.000')],
    });
    const bad = await exchange({ ...body, exchangedOn: 'x', new: { normal: -1 } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['exchangedOn', 'new.normal']);
    const sameDay = await exchange({ ...body, exchangedOn: '2026-01-01' });
    expect(sameDay.json().errors).toEqual({ exchangedOn: [REGISTER_READING_MESSAGES.exchangeDay] });

    const saved = await exchange(body);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({
      removed: { readOn: '2026-01-11', normal: 1200, low: 600, kind: 'removed', usagePerDay: 30 },
      installed: { readOn: '2026-01-11', normal: 0, low: 0, kind: 'installed', usagePerDay: null },
    });
    // The new meter's next reading fits the new meter.
    const after = await create({ connectionId: meter.id, readOn: '2026-01-21', normal: 150, low: 50 });
    expect(after.statusCode).toBe(201);
    expect(after.json<{ data: RegisterReadingItem }>().data.usagePerDay).toBe(20);
    // 2–11 January: (200 + 100) / 10 = 30 a day (low 10); 12–21 January: (150 + 50) / 10 = 20 (low 5).
    const usage = await dailyUsage(meter.id);
    expect(usage).toHaveLength(20);
    expect(usage[0]).toEqual(['2026-01-02', '30.0000', '10.0000']);
    expect(usage[9]).toEqual(['2026-01-11', '30.0000', '10.0000']);
    expect(usage[10]).toEqual(['2026-01-12', '20.0000', '5.0000']);
    expect(usage[19]).toEqual(['2026-01-21', '20.0000', '5.0000']);
    const [month] = await app.ctx.db
      .select({ sum: intervalRollups.sum, sumLow: intervalRollups.sumLow })
      .from(intervalRollups)
      .where(and(eq(intervalRollups.connectionId, meter.id), eq(intervalRollups.grain, 4)));
    expect(month).toEqual({ sum: '500.0000', sumLow: '150.0000' }); // 300 + 200, counted once

    const list = await api(app, {
      method: 'GET',
      url: url(f.own.id, `?connectionId=${meter.id}`),
      token: f.staff,
    });
    expect(
      list.json<{ data: RegisterReadingItem[] }>().data.map((i) => [i.readOn, i.kind, i.usagePerDay]),
    ).toEqual([
      ['2026-01-01', 'reading', null],
      ['2026-01-11', 'removed', 30],
      ['2026-01-11', 'installed', null],
      ['2026-01-21', 'reading', 20],
    ]);
    // Removing the exchange would put the new meter's 150 after the old meter's 1,000: refused.
    const installedId = saved.json().data.installed.id as number;
    const refused = await api(app, {
      method: 'DELETE',
      url: url(f.own.id, `/${installedId}`),
      token: f.admin,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ kind: [REGISTER_READING_MESSAGES.exchangeInUse] });
    // Without the new meter's reading the exchange goes, both readings of the day at once.
    await api(app, { method: 'DELETE', url: url(f.own.id, `/${after.json().data.id}`), token: f.admin });
    expect(
      (await api(app, { method: 'DELETE', url: url(f.own.id, `/${installedId}`), token: f.admin }))
        .statusCode,
    ).toBe(204);
    const left = await app.ctx.db
      .select()
      .from(registerReadings)
      .where(eq(registerReadings.connectionId, meter.id));
    expect(left.map((r) => [r.readOn, r.kind])).toEqual([['2026-01-01', 'reading']]);
    expect(await dailyUsage(meter.id)).toEqual([]);
  });

  it("keeps readings to the customer's own connections and to writers", async () => {
    const body = { connectionId: f.foreign.id, readOn: '2026-03-01', normal: 1 };
    expect((await create(body)).statusCode).toBe(404);
    expect((await create({ ...body, connectionId: f.small.id }, f.staff)).statusCode).toBe(403);
    expect((await create({ ...body, connectionId: f.small.id }, f.admin, f.other.id)).statusCode).toBe(404);
    const foreignList = await api(app, {
      method: 'GET',
      url: url(f.own.id, `?connectionId=${f.foreign.id}`),
      token: f.admin,
    });
    expect(foreignList.statusCode).toBe(404);
    expect(
      (await api(app, { method: 'GET', url: url(f.own.id, '?connectionId=x'), token: f.admin })).statusCode,
    ).toBe(422);
    expect(
      await app.ctx.db.select().from(registerReadings).where(eq(registerReadings.connectionId, f.foreign.id)),
    ).toEqual([]);
  });
});
