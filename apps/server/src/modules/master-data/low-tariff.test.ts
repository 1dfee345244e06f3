import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { EMS_CHANNELS, ROLLUP_GRAINS } from '@energiek/contracts/ems';
import { LOW_TARIFF_MESSAGES } from '@energiek/contracts/master-data';
import { createConnection } from '@energiek/db/factories/connections';
import { createGridOperator } from '@energiek/db/factories/master-data';
import { createUser } from '@energiek/db/factories/users';
import { createCustomer } from '@energiek/db/factories/customers';
import { auditLog, intervalRollups } from '@energiek/db/schema/index';
import { startOfLocalDay } from '@energiek/domain/local-time';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { testJobRun } from '../../testing/job-run.ts';
import { writeIntervalReadings } from '../ems/interval-writer.ts';
import { runLowTariffRebuild } from '../ems/low-tariff-rebuild.job.ts';

// The low-tariff window of a grid operator: GET/POST grid-operators/{id}/low-tariff, and the background
// recalculation of the low sums of its connections after a change.

let app: TestApp;
let admin: string;
let staff: string;

beforeAll(async () => {
  app = await createTestApp();
  await app.ctx.jobs.start();
  const customer = await createCustomer(app.ctx.db);
  await createUser(app.ctx.db, { emailAddress: 'admin@energiek.nl', type: 'admin' });
  await createUser(app.ctx.db, {
    emailAddress: 'klant@energiek.nl',
    type: 'customer',
    customerId: customer.id,
  });
  admin = await loginToken(app, 'admin@energiek.nl');
  staff = await loginToken(app, 'klant@energiek.nl');
});
afterAll(() => app?.close());

const url = (id: number) => `/api/v3/grid-operators/${id}/low-tariff`;

describe('grid-operators/{id}/low-tariff', () => {
  it('answers 401 without a session, 403 for a non-admin write, 404 for an unknown operator', async () => {
    const operator = await createGridOperator(app.ctx.db);
    expect((await api(app, { method: 'GET', url: url(operator.id) })).statusCode).toBe(401);
    const body = { from: '21:00', to: '07:00', weekends: true, holidays: true };
    expect(
      (await api(app, { method: 'POST', url: url(operator.id), token: staff, payload: body })).statusCode,
    ).toBe(403);
    expect((await api(app, { method: 'GET', url: url(999_999), token: admin })).statusCode).toBe(404);
    expect(
      (await api(app, { method: 'POST', url: url(999_999), token: admin, payload: body })).statusCode,
    ).toBe(404);
  });

  it('shows the default window, marked as default, with this year’s holidays', async () => {
    const operator = await createGridOperator(app.ctx.db);
    const response = await api(app, { method: 'GET', url: url(operator.id), token: staff });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      from: '23:00',
      to: '07:00',
      weekends: true,
      holidays: true,
      isDefault: true,
      rebuild: null,
    });
    expect(data.holidayList.map((h: { name: string }) => h.name)).toContain('Tweede Kerstdag');
  });

  it('refuses bad times and an empty window with Dutch field errors', async () => {
    const operator = await createGridOperator(app.ctx.db);
    const post = (payload: Record<string, unknown>) =>
      api(app, { method: 'POST', url: url(operator.id), token: admin, payload });
    let response = await post({ from: '23:10', to: '7:00', weekends: true, holidays: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      from: [LOW_TARIFF_MESSAGES.time],
      to: [LOW_TARIFF_MESSAGES.time],
    });
    response = await post({ from: '22:00', to: '22:00', weekends: true, holidays: 'ja' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({ holidays: [LOW_TARIFF_MESSAGES.flag] });
    response = await post({ from: '22:00', to: '22:00', weekends: true, holidays: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ to: [LOW_TARIFF_MESSAGES.sameTimes] });
  });

  it('saves a window, recalculates the low sums of existing data in a job, and audits', async () => {
    const db = app.ctx.db;
    const operator = await createGridOperator(db);
    const connection = await createConnection(db, { gridOperatorId: operator.id });
    const channel = EMS_CHANNELS.consumption.code;
    // Tuesday 4 March 2025, 1 kWh per quarter: 00:00–07:00 and 23:00–24:00 low = 32 quarters.
    const start = startOfLocalDay('2025-03-04').getTime();
    await writeIntervalReadings(db, {
      customerId: connection.customerId,
      connectionId: connection.id,
      channel,
      minutes: 15,
      readings: Array.from({ length: 96 }, (_, i) => ({ start: new Date(start + i * 900_000), value: '1' })),
    });
    const lows = async () =>
      (
        await db
          .select({ grain: intervalRollups.grain, sumLow: intervalRollups.sumLow })
          .from(intervalRollups)
          .where(and(eq(intervalRollups.connectionId, connection.id), eq(intervalRollups.channel, channel)))
          .orderBy(asc(intervalRollups.grain), asc(intervalRollups.start))
      )
        .filter((r) => r.grain !== ROLLUP_GRAINS.hour)
        .map((r) => r.sumLow);
    expect(await lows()).toEqual(['32.0000', '32.0000', '32.0000', '32.0000']);

    const response = await api(app, {
      method: 'POST',
      url: url(operator.id),
      token: admin,
      payload: { from: '21:00', to: '07:00', weekends: true, holidays: false },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      from: '21:00',
      to: '07:00',
      holidays: false,
      isDefault: false,
      holidayList: [],
    });
    expect(typeof data.rebuild?.jobId).toBe('string');

    // The job runs in the background; the GET shows its state until it is done.
    let state = data.rebuild.status;
    for (let i = 0; i < 200 && state !== 'done' && state !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await api(app, { method: 'GET', url: url(operator.id), token: admin })).json().data.rebuild
        .status;
    }
    expect(state).toBe('done');
    // 00:00–07:00 and 21:00–24:00 = 10 hours = 40 quarters, in day, week, month and year.
    expect(await lows()).toEqual(['40.0000', '40.0000', '40.0000', '40.0000']);

    // Run directly it reports its steps and changes nothing more.
    const run = testJobRun({ gridOperatorId: operator.id });
    expect(await runLowTariffRebuild(app.ctx, run)).toMatchObject({ series: 1, months: 1 });
    expect(run.reports.at(-1)?.[0]).toBe(1);
    expect(await lows()).toEqual(['40.0000', '40.0000', '40.0000', '40.0000']);

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'grid-operators.low-tariff-updated'));
    expect(audit?.subjectId).toBe(String(operator.id));

    // Saving the same window again starts no job.
    const again = await api(app, {
      method: 'PUT',
      url: url(operator.id),
      token: admin,
      payload: { from: '21:00', to: '07:00', weekends: true, holidays: false },
    });
    expect(again.json().data.rebuild.jobId).toBe(data.rebuild.jobId);
  });

  it('saves regions with their own nightly hours and recalculates: 21:00 in 9711, 23:00 in 3511', async () => {
    const db = app.ctx.db;
    const operator = await createGridOperator(db);
    const channel = EMS_CHANNELS.consumption.code;
    const north = await createConnection(db, { gridOperatorId: operator.id, postcode: '9711 AB' });
    const centre = await createConnection(db, { gridOperatorId: operator.id, postcode: '3511 AB' });
    // Tuesday 4 March 2025, 1 kWh per quarter; under the default window 32 quarters low in both.
    const start = startOfLocalDay('2025-03-04').getTime();
    for (const connection of [north, centre])
      await writeIntervalReadings(db, {
        customerId: connection.customerId,
        connectionId: connection.id,
        channel,
        minutes: 15,
        readings: Array.from({ length: 96 }, (_, i) => ({
          start: new Date(start + i * 900_000),
          value: '1',
        })),
      });
    const dayLow = async (connectionId: number) =>
      (
        await db
          .select({ sumLow: intervalRollups.sumLow })
          .from(intervalRollups)
          .where(
            and(
              eq(intervalRollups.connectionId, connectionId),
              eq(intervalRollups.channel, channel),
              eq(intervalRollups.grain, ROLLUP_GRAINS.day),
            ),
          )
      )[0]?.sumLow;
    const body = {
      from: '23:00',
      to: '07:00',
      weekends: true,
      holidays: true,
      regions: [{ name: 'Noord', postcodeFrom: '9000', postcodeTo: '9999', from: '21:00', to: '07:00' }],
    };
    const response = await api(app, { method: 'POST', url: url(operator.id), token: admin, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.regions).toEqual([
      { name: 'Noord', postcodeFrom: 9000, postcodeTo: 9999, from: '21:00', to: '07:00' },
    ]);
    let state = response.json().data.rebuild?.status;
    for (let i = 0; i < 200 && state !== 'done' && state !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await api(app, { method: 'GET', url: url(operator.id), token: admin })).json().data.rebuild
        .status;
    }
    expect(state).toBe('done');
    // North: 00:00–07:00 + 21:00–24:00 = 40 quarters; centre keeps the operator's 23:00: 32.
    expect(await dayLow(north.id)).toBe('40.0000');
    expect(await dayLow(centre.id)).toBe('32.0000');

    // Bad regions: Dutch errors per field, nothing saved.
    const bad = await api(app, {
      method: 'POST',
      url: url(operator.id),
      token: admin,
      payload: {
        ...body,
        regions: [
          { name: 'Noord', postcodeFrom: '9000', postcodeTo: '9999', from: '21:00', to: '07:00' },
          { name: '', postcodeFrom: '9500', postcodeTo: '9400', from: '22:00', to: '22:00' },
          { name: 'Zuid', postcodeFrom: '12', postcodeTo: '5999', from: '21:00', to: '07:00' },
        ],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'regions.1.name': [LOW_TARIFF_MESSAGES.regionName],
      'regions.1.to': [LOW_TARIFF_MESSAGES.sameTimes],
      'regions.1.postcodeTo': [LOW_TARIFF_MESSAGES.postcodeOrder],
      'regions.1.postcodeFrom': [LOW_TARIFF_MESSAGES.overlap('Noord')],
      'regions.2.postcodeFrom': [LOW_TARIFF_MESSAGES.postcode],
    });
    expect(
      (await api(app, { method: 'GET', url: url(operator.id), token: admin })).json().data.regions,
    ).toHaveLength(1);
  });
});
