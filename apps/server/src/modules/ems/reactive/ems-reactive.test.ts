import { describe, expect, it } from 'vitest';
import { scopeAllowing } from '@energiek/contracts/areas';
import { EMS_CHANNELS, type EmsChannelCode } from '@energiek/contracts/ems';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createGridOperator, createGridTariff } from '@energiek/db/factories/master-data';
import { createRole } from '@energiek/db/factories/roles';
import { startOfLocalDay } from '@energiek/domain/local-time';
import { oneAppForFile } from '../../../testing/app-lifecycle.ts';
import { api, staffToken, type TestApp } from '../../../testing/test-app.ts';
import { writeIntervalReadings } from '../interval-writer.ts';

// GET customers/{customerId}/ems/reactive (issue 32 "Reactive power"), on quarters written as an import
// writes them. Hand-computed: 15-01-2026 takes 96 × 40 = 3,840 kWh with 96 × 30 = 2,880 kVArh (cos φ 0.8,
// free 2,380.8, billable 499.2); 10-02-2026 takes 4,800 kWh, feeds in 960 and has 1,920 kVArh (free
// 2,976 + 192 = 3,168, billable 0, cos φ 4,800 / √(4,800² + 1,920²) = 0.92848…); 05-03-2026 takes 960 kWh
// without reactive data. The grid operator's 2026 MS/LS row charges € 0.01512 per kVArh: 499.2 × 0.01512 =
// € 7.547904 → € 7.55.

let app: TestApp;
let f: Awaited<ReturnType<typeof fixture>>;
oneAppForFile((opened) => (app = opened), { then: async () => (f = await fixture()) });

function day(date: string, value: string) {
  const out = [];
  const end = startOfLocalDay(`${date.slice(0, 8)}${String(Number(date.slice(8)) + 1).padStart(2, '0')}`);
  for (let t = startOfLocalDay(date).getTime(); t < end.getTime(); t += 15 * 60_000) {
    out.push({ start: new Date(t), value });
  }
  return out;
}

async function fixture() {
  const db = app.ctx.db;
  const plant = await createCustomer(db, { name: 'Koelhuis Blindstroom B.V.', modules: ['ems'] });
  const other = await createCustomer(db, { name: 'Drukkerij Cosinus B.V.', modules: ['ems'] });
  const grid = await createGridOperator(db, { name: 'Netbeheer Blindstroom' });
  const power = await createConnection(db, {
    customerId: plant.id,
    product: 1,
    gridOperatorId: grid.id,
    capacity: 'MS/LS',
  });
  await createGridTariff(db, {
    gridOperatorId: grid.id,
    year: 2026,
    product: 1,
    connectionClass: 'MS/LS',
    rates: { kvarhRate: '0.01512' },
  });
  const gas = await createConnection(db, { customerId: plant.id, product: 2 });
  const foreign = await createConnection(db, { customerId: other.id });
  const write = (channel: EmsChannelCode, date: string, value: string, connectionId = power.id) =>
    writeIntervalReadings(db, {
      customerId: plant.id,
      connectionId,
      channel,
      minutes: 15,
      readings: day(date, value),
    });
  const { consumption, production, reactive } = EMS_CHANNELS;
  await write(consumption.code, '2026-01-15', '40.0000');
  await write(reactive.code, '2026-01-15', '30.0000');
  await write(consumption.code, '2026-02-10', '50.0000');
  await write(production.code, '2026-02-10', '10.0000');
  await write(reactive.code, '2026-02-10', '20.0000');
  await write(consumption.code, '2026-03-05', '10.0000');
  await writeIntervalReadings(db, {
    customerId: other.id,
    connectionId: foreign.id,
    channel: reactive.code,
    minutes: 15,
    readings: day('2026-01-15', '5.0000'),
  });

  const role = await createRole(db, {
    name: 'EMS lezen blindstroom',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-report-ems': ['read'] }),
  });
  return {
    plant,
    other,
    power,
    gas,
    foreign,
    staff: await staffToken(app, plant.id, 'ems@blindstroom.test', role.id),
    otherStaff: await staffToken(app, other.id, 'ems@cosinus.test', role.id),
  };
}

const get = (customerId: number, query: string, token = f.staff) =>
  api(app, { method: 'GET', url: `/api/v3/customers/${customerId}/ems/reactive?${query}`, token });

describe('reactive energy per month', () => {
  it('gives kWh, kVArh, cos φ and the billable kVArh per month and for the year', async () => {
    const response = await get(f.plant.id, `connectionId=${f.power.id}&year=2026`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { measured: boolean; months: unknown[]; total: unknown } }>();
    expect(data.measured).toBe(true);
    expect(data.months).toHaveLength(12);
    expect(data.months[0]).toEqual({
      month: '2026-01',
      consumedKwh: '3840.000',
      producedKwh: null,
      reactiveKvarh: '2880.000',
      cosPhi: '0.800',
      allowanceKvarh: '2380.800',
      billableKvarh: '499.200',
    });
    expect(data.months[1]).toMatchObject({
      producedKwh: '960.000',
      cosPhi: '0.928',
      allowanceKvarh: '3168.000',
      billableKvarh: '0.000',
    });
    expect(data.months[2]).toMatchObject({ consumedKwh: '960.000', reactiveKvarh: null, cosPhi: null });
    expect(data.months[3]).toMatchObject({ consumedKwh: null, reactiveKvarh: null, billableKvarh: null });
    // Year: 9,600 kWh taken; cos φ and the allowance over January and February only: 8,640 / √(8,640² +
    // 4,800²) = 0.87416…; free 8,640 × 0.62 + 960 × 0.2 = 5,548.8; billable per month 499.2 + 0.
    expect(data.total).toEqual({
      consumedKwh: '9600.000',
      producedKwh: '960.000',
      reactiveKvarh: '4800.000',
      cosPhi: '0.874',
      allowanceKvarh: '5548.800',
      billableKvarh: '499.200',
    });
    expect(response.json<{ data: { charge: unknown } }>().data.charge).toEqual({
      gridLevel: 'MS/LS',
      kvarhRate: '0.01512',
      amount: '7.55',
    });
  });

  it('says so when the meter sent no reactive energy that year', async () => {
    const response = await get(f.plant.id, `connectionId=${f.power.id}&year=2025`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { measured: boolean; charge: unknown } }>();
    expect(data.measured).toBe(false);
    // no 2025 row on the operator's sheet: no rate, no amount (never another year's rate)
    expect(data.charge).toEqual({ gridLevel: null, kvarhRate: null, amount: null });
  });

  it('answers bad input with Dutch field errors', async () => {
    const gas = await get(f.plant.id, `connectionId=${f.gas.id}&year=2026`);
    expect(gas.statusCode).toBe(422);
    expect(gas.json<{ errors: Record<string, string[]> }>().errors.connectionId).toEqual([
      'Blindstroom bestaat alleen bij een elektriciteitsaansluiting.',
    ]);
    const year = await get(f.plant.id, `connectionId=${f.power.id}&year=1890`);
    expect(year.statusCode).toBe(422);
    expect(year.json<{ errors: Record<string, string[]> }>().errors.year).toEqual([
      'Kies een jaar tussen 2000 en 2100.',
    ]);
    const none = await get(f.plant.id, 'year=2026');
    expect(none.statusCode).toBe(422);
    expect(none.json<{ errors: Record<string, string[]> }>().errors.connectionId).toEqual([
      'Kies een aansluiting.',
    ]);
  });

  it("never shows another customer's connection", async () => {
    // Another customer's connection under our customer: 404.
    expect((await get(f.plant.id, `connectionId=${f.foreign.id}&year=2026`)).statusCode).toBe(404);
    // Our customer's path as the other customer's staff: refused.
    expect([403, 404]).toContain(
      (await get(f.plant.id, `connectionId=${f.power.id}&year=2026`, f.otherStaff)).statusCode,
    );
  });
});
