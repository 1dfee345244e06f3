import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EMS_CHANNELS } from '@energiek/contracts/ems';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { signals } from '@energiek/db/schema/index';
import { addDays } from '@energiek/domain/calendar';
import { startOfLocalDay } from '@energiek/domain/local-time';
import { degreeDayRow, upsertDegreeDays } from '../degree-days/degree-days.service.ts';
import { writeIntervalReadings } from '../ems/interval-writer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { runSignalRules } from './signals.service.ts';

// The gas usage anomaly inside the rule run (issue 30: "gas corrected for degree days"): hourly gas of a
// greenhouse whose day use is 10 m³ + 2 m³ per degree day (De Bilt), four weeks of 0, 5, 10 and 15 degree
// days in turn. A cold last week (20 degree days, 50 m³ a day) raises nothing; a mild day (5 degree days)
// at 32 m³ where 20 m³ is expected (default threshold 50 %: limit 30 m³) raises one signal, once however often the rules run; corrected data
// closes it.

let app: TestApp;
let ids: { customer: number; conn: number };
const NOW = new Date('2026-11-28T11:00:00Z');
const GAS = EMS_CHANNELS.gas.code;

async function writeDay(day: string, m3: number, degreeDays: number) {
  const start = startOfLocalDay(day).getTime();
  const hours = (startOfLocalDay(addDays(day, 1)).getTime() - start) / 3_600_000;
  await writeIntervalReadings(app.ctx.db, {
    customerId: ids.customer,
    connectionId: ids.conn,
    channel: GAS,
    minutes: 60,
    readings: Array.from({ length: hours }, (_, h) => ({
      start: new Date(start + h * 3_600_000),
      value: m3 / hours,
    })),
  });
  // Degree days = 18 − mean °C: the mean in 0.1 °C is (18 − dd) × 10.
  await upsertDegreeDays(
    app.ctx.db,
    [degreeDayRow({ station: 260, day, meanTemperature: (18 - degreeDays) * 10 }, 'knmi')],
    true,
  );
}

const run = () =>
  runSignalRules(app.ctx, { customerIds: [ids.customer], now: NOW, rules: ['usage-anomaly'] });
const gasSignals = () =>
  app.ctx.db
    .select()
    .from(signals)
    .where(and(eq(signals.customerId, ids.customer), eq(signals.rule, 'usage-anomaly')));

beforeAll(async () => {
  app = await createTestApp();
  const customer = await createCustomer(app.ctx.db, { name: 'Kwekerij Graaddag B.V.', modules: ['ems'] });
  const conn = await createConnection(app.ctx.db, { customerId: customer.id, product: 2 });
  ids = { customer: customer.id, conn: conn.id };
  for (let i = 0; i < 28; i++) {
    const dd = [0, 5, 10, 15][i % 4]!;
    await writeDay(addDays('2026-10-24', i), 10 + 2 * dd, dd);
  }
}, 240_000);
afterAll(() => app?.close());

describe('gas usage anomaly in the run', () => {
  it('a cold week that the degree days explain raises nothing', async () => {
    for (let i = 0; i < 7; i++) await writeDay(addDays('2026-11-21', i), 50, 20);
    const summary = await run();
    expect(summary.perRule['usage-anomaly']?.signals).toBe(0);
    expect(await gasSignals()).toEqual([]);
  });

  it('a mild day above its expected use raises one signal, once; corrected data closes it', async () => {
    for (let i = 0; i < 7; i++) {
      const day = addDays('2026-11-21', i);
      await writeDay(day, day === '2026-11-25' ? 32 : 20, 5);
    }
    await run();
    await run();
    const rows = await gasSignals();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'open',
      connectionId: ids.conn,
      periodFrom: '2026-11-25',
      periodTo: '2026-11-25',
      title: expect.stringMatching(/^Gasverbruik hoger dan verwacht voor /),
    });
    // 32 m³ against the default threshold (50 %) over an expected 20 m³; the hourly values are rounded
    // when stored, so both within 0,05 m³.
    expect(rows[0]?.measured).toBeCloseTo(32, 1);
    expect(rows[0]?.limitValue).toBeCloseTo(30, 1);
    await writeDay('2026-11-25', 20, 5);
    await run();
    expect((await gasSignals()).map((r) => [r.status, r.autoClosed])).toEqual([['gesloten', true]]);
  });
});
