import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { EmsImportItem } from '@energiek/contracts/ems-import';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { intervalReadings } from '@energiek/db/schema/index';
import { startOfLocalDay } from '@energiek/domain/local-time';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { intervalLengthMessage } from './interval-writer.ts';

// Both ways in refuse values whose interval length differs from what a day already holds: the JSON
// feed (POST customers/{id}/ems/readings) with a 422, the file import row by row in its report.

let app: TestApp;
let token: string;
let customerId: number;
let connection: { id: number; ean: string };

beforeAll(async () => {
  app = await createTestApp();
  await app.ctx.jobs.start();
  const db = app.ctx.db;
  const customer = await createCustomer(db, { name: 'Intervallen B.V.', modules: ['ems'] });
  customerId = customer.id;
  connection = await createConnection(db, { customerId, contractedCapacity: 80 });
  await createUser(db, { emailAddress: 'lengte@energiek.test', type: 'admin', modules: ['ems'] });
  token = await loginToken(app, 'lengte@energiek.test');
}, 60_000);
afterAll(() => app?.close());

const base = () => `/api/v3/customers/${customerId}/ems`;
const startsOf = (day: string, minutes: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(startOfLocalDay(day).getTime() + i * minutes * 60_000).toISOString(),
  );

/** Sends `count` consumption values of `value` kWh each, `minutes` long, from the start of `day` through the JSON feed. */
function feedDay(day: string, minutes: number, count: number, value: number) {
  const readings = startsOf(day, minutes, count).map((start) => ({ start, value }));
  const payload = { ean: connection.ean, channel: 'consumption', unit: 'kWh', readings };
  return api(app, {
    method: 'POST',
    url: `${base()}/readings`,
    token,
    // Quarters are the feed's default length.
    payload: minutes === 15 ? payload : { ...payload, intervalMinutes: minutes },
  });
}

async function readingsOn(day: string) {
  const [row] = await app.ctx.db
    .select({
      count: sql<number>`count(*)::int`,
      minutes: sql<number>`max(${intervalReadings.minutes})::int`,
    })
    .from(intervalReadings)
    .where(
      and(
        eq(intervalReadings.connectionId, connection.id),
        sql`${intervalReadings.start} >= ${startOfLocalDay(day).toISOString()}::timestamptz
          and ${intervalReadings.start} < ${startOfLocalDay(day).toISOString()}::timestamptz + interval '1 day'`,
      ),
    );
  return row;
}

describe('interval length mismatch', () => {
  it('refuses hourly values for a day of quarters in the JSON feed (422) and in the import (per row)', async () => {
    const quarters = await feedDay('2026-03-03', 15, 96, 1);
    expect(quarters.statusCode, quarters.body).toBe(200);

    const hours = await feedDay('2026-03-03', 60, 24, 4);
    expect(hours.statusCode).toBe(422);
    const message = intervalLengthMessage('2026-03-03', 15, 60);
    expect(hours.json()).toEqual({ message, errors: { readings: [message] } });
    expect(await readingsOn('2026-03-03')).toEqual({ count: 96, minutes: 15 });

    // A file of hours for 3 March (quarters stored) and 4 March (empty): 48 rows.
    const lines = ['EAN;Datum;Tijd;Waarde'];
    for (const day of ['03-03-2026', '04-03-2026'])
      for (let h = 0; h < 24; h++) lines.push(`${connection.ean};${day};${String(h).padStart(2, '0')}:00;4`);
    const boundary = '----lengte';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="uren.csv"\r\n` +
          'Content-Type: text/csv\r\n\r\n',
      ),
      Buffer.from(lines.join('\r\n') + '\r\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const created = await api(app, {
      method: 'POST',
      url: `${base()}/imports`,
      token,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(created.statusCode, created.body).toBe(202);
    const id = created.json<{ data: { id: number } }>().data.id;
    let item: EmsImportItem | undefined;
    for (let i = 0; i < 300; i++) {
      item = (await api(app, { method: 'GET', url: `${base()}/imports/${id}`, token })).json<{
        data: EmsImportItem;
      }>().data;
      if (item.status === 'done' || item.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(item).toMatchObject({ status: 'done', rowsRead: 48, rowsImported: 24, rowsRejected: 24 });
    expect(item?.mapping).toMatchObject({ minutes: 60 });
    expect(item?.errors[0]).toEqual({ row: 2, column: 'Tijd', message });
    expect(item?.errors.map((e) => e.row)).toEqual(Array.from({ length: 24 }, (_, i) => i + 2));
    expect(await readingsOn('2026-03-03')).toEqual({ count: 96, minutes: 15 });
    expect(await readingsOn('2026-03-04')).toEqual({ count: 24, minutes: 60 });
  });
});
