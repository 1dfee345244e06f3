import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import { DEGREE_DAY_MESSAGES } from '@energiek/contracts/degree-days';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { auditLog, degreeDays } from '@energiek/db/schema/index';
import { KNMI_MESSAGES } from '@energiek/domain/knmi-daily';
import { inflatingWorkbook } from '../../testing/crafted-workbooks.ts';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, staffToken, type TestApp } from '../../testing/test-app.ts';
import { fileUpload } from '../../testing/multipart.ts';
import { upsertDegreeDays } from './degree-days.repository.ts';
import { degreeDayRow } from './degree-days.service.ts';

const KNMI = readFileSync(
  new URL('../../../../../packages/domain/src/fixtures/knmi-260-sample.txt', import.meta.url),
);

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

async function fixture() {
  const db = app.ctx.db;
  const customer = await createCustomer(db, { name: 'Kwekerij Graad B.V.', modules: ['ems'] });
  await createUser(db, { emailAddress: 'admin@energiek.test', type: 'admin' });
  const ems = await createRole(db, {
    name: 'Energie lezen',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-report-ems': ['read'] }),
  });
  const none = await createRole(db, {
    name: 'Alleen klant',
    scope: scopeAllowing({ organisation: ['read'] }),
  });
  return {
    db,
    admin: await loginToken(app, 'admin@energiek.test'),
    reader: await staffToken(app, customer.id, 'ems@kwekerij.test', ems.id),
    other: await staffToken(app, customer.id, 'geen@kwekerij.test', none.id),
  };
}

const list = (token: string | undefined, query: string) =>
  api(app, { method: 'GET', url: `/api/v3/degree-days?${query}`, token });
const importFile = (token: string | undefined, bytes: Buffer, field = 'file') =>
  api(app, {
    method: 'POST',
    url: '/api/v3/degree-days/import',
    token,
    ...fileUpload('etmgeg_260.txt', bytes, { type: 'text/plain', field }),
  });

describe('degree days API', () => {
  it('imports a KNMI file with per-row errors and lists it per day, month and year with exact totals', async () => {
    const f = await fixture();
    const imported = await importFile(f.admin, KNMI);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toMatchObject({
      rowsRead: 10,
      rowsImported: 6,
      rowsRejected: 4,
      stations: [260],
      firstDay: '2024-01-01',
      lastDay: '2024-09-30',
    });
    expect(imported.json().data.errors[0]).toEqual({
      row: 25,
      column: 'TG',
      message: KNMI_MESSAGES.missingTemperature,
    });

    const days = await list(f.reader, 'from=2024-01-01&to=2024-02-01');
    expect(days.statusCode).toBe(200);
    const { meta, data } = days.json();
    expect(data).toEqual([
      {
        start: '2024-01-01',
        days: 1,
        meanTemperature: 7.7,
        degreeDays: 10.3,
        weightedDegreeDays: 11.33,
        periodDays: 1,
      },
      {
        start: '2024-01-02',
        days: 1,
        meanTemperature: 9.4,
        degreeDays: 8.6,
        weightedDegreeDays: 9.46,
        periodDays: 1,
      },
    ]);
    expect(meta).toMatchObject({
      station: 260,
      from: '2024-01-01',
      to: '2024-02-01',
      interval: 'day',
      total: { days: 2, degreeDays: 18.9, weightedDegreeDays: 20.79 },
      sources: ['knmi'],
      demo: null,
      // Two complete days: (10.3 + 8.6) / 2 = 9.45; (11.33 + 9.46) / 2 = 10.395 → 10.40.
      completeMean: { periods: 2, degreeDays: 9.45, weightedDegreeDays: 10.4 },
    });
    // 3–31 January have no data: said so, not left out silently.
    expect(meta.missing).toHaveLength(29);
    expect(meta.missing[0]).toBe('2024-01-03');

    // Months: Jan 10.3 + 8.6; Feb 22.9 (× 1.1 = 25.19); Mar 6.0; Jul 0; Sep 3.7 (× 0.8 = 2.96).
    const months = await list(f.admin, 'station=260&from=2024-01-01&to=2025-01-01&interval=month');
    expect(
      months.json().data.map((row: { start: string; degreeDays: number }) => [row.start, row.degreeDays]),
    ).toEqual([
      ['2024-01-01', 18.9],
      ['2024-02-01', 22.9],
      ['2024-03-01', 6],
      ['2024-07-01', 0],
      ['2024-09-01', 3.7],
    ]);
    const year = await list(f.admin, 'from=2024-01-01&to=2025-01-01&interval=year');
    // 2024 has 6 of its 366 days: a partial year, no complete year to average; 2023 has nothing.
    expect(year.json().data).toEqual([
      {
        start: '2024-01-01',
        days: 6,
        meanTemperature: 10.3,
        degreeDays: 51.5,
        weightedDegreeDays: 54.94,
        periodDays: 366,
      },
    ]);
    expect(year.json().meta).toMatchObject({ completeMean: null, missing: [] });
    const years = await list(f.admin, 'from=2023-01-01&to=2025-01-01&interval=year');
    expect(years.json().meta.missing).toEqual(['2023-01-01']);
    const stations = await api(app, { method: 'GET', url: '/api/v3/degree-days/stations', token: f.reader });
    expect(stations.json().data).toEqual([
      { station: 260, name: 'De Bilt', days: 6, firstDay: '2024-01-01', lastDay: '2024-09-30' },
    ]);
    const [audit] = await f.db.select().from(auditLog).where(eq(auditLog.event, 'degree-days.imported'));
    expect(audit?.details).toMatchObject({ rowsImported: 6, rowsRejected: 4 });
  });

  it('lets an imported KNMI day replace a demo day, and a demo day never replace a KNMI day', async () => {
    const f = await fixture();
    await upsertDegreeDays(
      f.db,
      [degreeDayRow({ station: 260, day: '2024-01-01', meanTemperature: 0 }, 'demo')],
      false,
    );
    await importFile(f.admin, KNMI);
    await upsertDegreeDays(
      f.db,
      [degreeDayRow({ station: 260, day: '2024-01-01', meanTemperature: 0 }, 'demo')],
      false,
    );
    const [row] = await f.db.select().from(degreeDays).where(eq(degreeDays.day, '2024-01-01'));
    expect(row).toMatchObject({ meanTemperature: 77, degreeDays: '10.3', source: 'knmi' });
  });

  it('refuses anonymous (401), staff without the EMS report and customers importing (403)', async () => {
    const f = await fixture();
    expect((await list(undefined, 'from=2024-01-01&to=2024-02-01')).statusCode).toBe(401);
    expect((await list(f.other, 'from=2024-01-01&to=2024-02-01')).statusCode).toBe(403);
    expect((await importFile(undefined, KNMI)).statusCode).toBe(401);
    expect((await importFile(f.reader, KNMI)).statusCode).toBe(403);
    expect(await f.db.select().from(degreeDays)).toEqual([]);
  });

  it('answers bad queries and files with Dutch 422s', async () => {
    const f = await fixture();
    const missing = await list(f.admin, 'from=2024-13-01');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      from: [DEGREE_DAY_MESSAGES.from],
      to: [DEGREE_DAY_MESSAGES.to],
    });
    const order = await list(f.admin, 'from=2024-02-01&to=2024-01-01&interval=week&station=abc');
    expect(order.statusCode).toBe(422);
    expect(Object.keys(order.json().errors).sort()).toEqual(['interval', 'station']);
    const reversed = await list(f.admin, 'from=2024-02-01&to=2024-01-01');
    expect(reversed.json().errors).toEqual({ to: [DEGREE_DAY_MESSAGES.order] });

    const notKnmi = await importFile(f.admin, Buffer.from('EAN;Datum;Waarde\n1;2;3\n'));
    expect(notKnmi.statusCode).toBe(422);
    expect(notKnmi.json().errors).toEqual({ file: [KNMI_MESSAGES.noHeader] });
    const onlyBad = await importFile(f.admin, Buffer.from('# STN,YYYYMMDD,TG\n260,20240101,\n'));
    expect(onlyBad.json().errors).toEqual({ file: [DEGREE_DAY_MESSAGES.noRows] });
    const noFile = await api(app, {
      method: 'POST',
      url: '/api/v3/degree-days/import',
      token: f.admin,
      payload: {},
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ file: [DEGREE_DAY_MESSAGES.fileRequired] });
    const wrongField = await importFile(f.admin, KNMI, 'upload');
    expect(wrongField.json().errors).toEqual({ file: [DEGREE_DAY_MESSAGES.oneFile] });
  });

  it('refuses a workbook or other binary file before parsing it as text (issue 33)', async () => {
    const f = await fixture();
    const response = await importFile(f.admin, await inflatingWorkbook(20));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: [DEGREE_DAY_MESSAGES.notText] });
    // A zero byte further on than the first 64 kB: text as far as looked, then a file KNMI never writes.
    const late = Buffer.concat([Buffer.alloc(70 * 1024, 'a'), Buffer.from([0])]);
    expect((await importFile(f.admin, late)).json().errors).toEqual({ file: [KNMI_MESSAGES.noHeader] });
  });

  it('refuses a text file over 20 MB with a Dutch message', async () => {
    const f = await fixture();
    const response = await importFile(f.admin, Buffer.alloc(21 * 1024 * 1024, 'a'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: [DEGREE_DAY_MESSAGES.tooLarge] });
  });
});
