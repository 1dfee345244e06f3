import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { signals } from '@energiek/db/schema/index';
import { addDays } from '@energiek/domain/calendar';
import { startOfLocalDay } from '@energiek/domain/local-time';
import { isOffHours } from '@energiek/domain/signal-rules-usage';
import { writeIntervalReadings } from '../ems/interval-writer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { runSignalRules } from './signals.service.ts';

// The usage rules inside the rule run, on crafted quarters: four weeks of an office (10 kW in working
// hours, 2 kW at night and in the weekend), then a last week whose night and weekend load doubles to
// 4 kW. The run raises a creeping base load, night/weekend use and (the weekend days doubled) usage above
// the baseline, once each however often it runs; normal quarters for that week close all three. A feed-in that falls away raises the solar rule.

let app: TestApp;
let ids: { customer: number; conn: number };
const NOW = new Date('2026-11-28T11:00:00Z');
const LAST_WEEK = '2026-11-21';
const USAGE_RULES = ['usage-anomaly', 'base-load', 'off-hours-use', 'solar-production-drop'];

/** A local day of quarters: kWh per quarter from the hour's kind (working hours or not). */
function quarters(day: string, nightKw: number) {
  const start = startOfLocalDay(day).getTime();
  const end = startOfLocalDay(addDays(day, 1)).getTime();
  const out = [];
  for (let t = start; t < end; t += 900_000) {
    const hour = Math.floor((t - start) / 3_600_000);
    out.push({ start: new Date(t), value: (isOffHours(day, hour) ? nightKw : 10) / 4 });
  }
  return out;
}

async function writeDays(from: string, to: string, nightKw: (day: string) => number) {
  for (let day = from; day <= to; day = addDays(day, 1)) {
    await writeIntervalReadings(app.ctx.db, {
      customerId: ids.customer,
      connectionId: ids.conn,
      channel: 1,
      minutes: 15,
      readings: quarters(day, nightKw(day)),
    });
  }
}

const run = () => runSignalRules(app.ctx, { customerIds: [ids.customer], now: NOW });
const usageSignals = () =>
  app.ctx.db
    .select()
    .from(signals)
    .where(and(eq(signals.customerId, ids.customer), inArray(signals.rule, USAGE_RULES)));

beforeAll(async () => {
  app = await createTestApp();
  const customer = await createCustomer(app.ctx.db, { name: 'Kantoor Nachtlast B.V.', modules: ['ems'] });
  const conn = await createConnection(app.ctx.db, {
    customerId: customer.id,
    product: 1,
    contractedCapacity: 100,
  });
  ids = { customer: customer.id, conn: conn.id };
  await writeDays('2026-10-31', '2026-11-27', (day) => (day >= LAST_WEEK ? 4 : 2));
}, 240_000);
afterAll(() => app?.close());

describe('the usage rules in the run', () => {
  it('raises base load, night/weekend use and usage above the baseline once, however often it runs', async () => {
    const first = await run();
    expect(first.perRule['base-load']?.signals).toBe(1);
    expect(first.perRule['off-hours-use']?.signals).toBe(1);
    expect(first.perRule['usage-anomaly']?.signals).toBe(1);
    expect(first.perRule['solar-production-drop']?.signals).toBe(0);
    await run();
    const rows = await usageSignals();
    expect(rows.map((r) => r.rule).sort()).toEqual(['base-load', 'off-hours-use', 'usage-anomaly']);
    // Base load 2 → 4 kW: the hour at 4 kWh against 2 kWh, limit 2 × 1,25 = 2,5.
    expect(rows.find((r) => r.rule === 'base-load')).toMatchObject({
      status: 'open',
      connectionId: ids.conn,
      periodFrom: '2026-11-21',
      periodTo: '2026-11-27',
      measured: 4,
      limitValue: 2.5,
    });
    // Night and weekend per week: 2 × 24 h + 5 × 12 h = 108 h; 216 kWh usual, 432 kWh last week.
    expect(rows.find((r) => r.rule === 'off-hours-use')).toMatchObject({ measured: 432, limitValue: 280.8 });
    // Saturday and Sunday: 96 kWh against 48 kWh (+100 %), limit 72 kWh; weekdays +16,7 % stay under.
    expect(rows.find((r) => r.rule === 'usage-anomaly')).toMatchObject({
      periodFrom: '2026-11-21',
      periodTo: '2026-11-22',
      measured: 96,
      limitValue: 72,
    });
  });

  it('closes all three when the last week is normal again', async () => {
    await writeDays(LAST_WEEK, '2026-11-27', () => 2);
    await run();
    const rows = await usageSignals();
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.status === 'gesloten')).toBe(true);
  });

  it('raises a solar connection whose feed-in fell away in the last three days', async () => {
    // Feed-in 1 kWh a quarter from 10:00 to 14:00 (16 kWh a day); nothing from 25-11.
    for (let day = '2026-11-08'; day <= '2026-11-27'; day = addDays(day, 1)) {
      const start = startOfLocalDay(day).getTime();
      const readings = Array.from({ length: 96 }, (_, q) => ({
        start: new Date(start + q * 900_000),
        value: day < '2026-11-25' && q >= 40 && q < 56 ? 1 : 0,
      }));
      await writeIntervalReadings(app.ctx.db, {
        customerId: ids.customer,
        connectionId: ids.conn,
        channel: 2,
        minutes: 15,
        readings,
      });
    }
    const summary = await run();
    expect(summary.perRule['solar-production-drop']?.signals).toBe(1);
    const solar = (await usageSignals()).find((r) => r.rule === 'solar-production-drop');
    // 0 kWh a day against 16; the limit is 25 % of 16 = 4.
    expect(solar).toMatchObject({
      status: 'open',
      severity: 3,
      periodFrom: '2026-11-25',
      periodTo: '2026-11-27',
      measured: 0,
      limitValue: 4,
    });
  });
});
