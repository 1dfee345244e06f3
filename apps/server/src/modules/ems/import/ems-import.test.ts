import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMS_IMPORT_MESSAGES, type EmsImportItem, type ImportPreview } from '@energiek/contracts/ems-import';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { emsImports, intervalReadings, intervalRollups } from '@energiek/db/schema/index';
import { IMPORT_MESSAGES } from '@energiek/domain/interval-import';
import { createEmsReaderRole, emsFixtureForFile } from '../../../testing/ems-fixture.ts';
import { api, loginToken, staffToken, type TestApp } from '../../../testing/test-app.ts';
import { multipart, type MultipartPart } from '../../../testing/multipart.ts';
import { damagedWorkbook, deepNesting, emptyRowsAfterReadings } from '../../../testing/crafted-workbooks.ts';
import { runImport } from './ems-import.job.ts';
import { WORKBOOK_LIMITS, WORKBOOK_MESSAGES } from './file-rows.ts';

// Interval imports through the real app and its job runner: a long file with both DST days, a
// duplicate and bad rows; idempotency; a crash between chunks and a re-run; workbook and Windows-1252
// files; tenancy and permissions of every route.

let app: TestApp;
const f = emsFixtureForFile(
  (opened) => (app = opened),
  {
    names: { own: 'Kwekerij Import B.V.', other: 'Hotel Ander B.V.' },
    adminEmail: 'import-admin@energiek.test',
  },
  async (opened, { own, other }) => {
    const db = opened.ctx.db;
    const plain = await createCustomer(db, { name: 'Zonder EMS B.V.', modules: [] });
    const large = await createConnection(db, { customerId: own.id, profileCategory: null, capacity: null });
    const crash = await createConnection(db, { customerId: own.id });
    await createUser(db, { emailAddress: 'import-noems@energiek.test', type: 'admin', modules: [] });
    const reading = await createEmsReaderRole(db);
    return {
      plain,
      large,
      crash,
      noEms: await loginToken(opened, 'import-noems@energiek.test'),
      staff: await staffToken(opened, own.id, 'staf@import.test', reading.id),
      otherStaff: await staffToken(opened, other.id, 'staf@ander.test', reading.id),
    };
  },
  {
    // On PostgreSQL (DATABASE_URL) the job writes chunks of several connections side by side, as in production.
    config: { databaseUrl: process.env.DATABASE_URL },
    then: (opened) => opened.ctx.jobs.start(),
  },
);

const importsUrl = (customerId: number, rest = '') => `/api/v3/customers/${customerId}/ems/imports${rest}`;
const post = (customerId: number, token: string | undefined, parts: MultipartPart[], rest = '') =>
  api(app, { method: 'POST', url: importsUrl(customerId, rest), token, ...multipart(parts) });

async function waitForImport(customerId: number, id: number): Promise<EmsImportItem> {
  for (;;) {
    const response = await api(app, { method: 'GET', url: importsUrl(customerId, `/${id}`), token: f.admin });
    const item = response.json<{ data: EmsImportItem }>().data;
    if (item.status === 'done' || item.status === 'failed') return item;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The import's job once it ended (its state follows the import's own). */
async function endedJob(jobId: string | null) {
  for (;;) {
    const status = (await app.ctx.jobs.find(jobId ?? ''))?.status;
    if (!status || ['completed', 'failed', 'cancelled'].includes(status.state)) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/**
 * The journey's file: 29-03-2026 (92 quarters of 0,25 → 23 kWh) and 25-10-2026 (100 quarters of 0,5 →
 * 50 kWh, the hour 02:00–03:00 twice), then a duplicate of 01:00 on 29-03, a bad value, an unknown
 * EAN and another customer's EAN: 196 rows read, 192 imported, 4 rejected.
 */
function dstFile(ean: string, foreignEan: string): Buffer {
  const lines = ['EAN;Datum;Tijd;Waarde'];
  for (let m = 0; m < 1440; m += 15)
    if (m < 120 || m >= 180) lines.push(`${ean};29-03-2026;${clock(m)};0,25`);
  for (let m = 0; m < 1440; m += 15) {
    lines.push(`${ean};25-10-2026;${clock(m)};0,5`);
    if (m === 165) for (let r = 120; r < 180; r += 15) lines.push(`${ean};25-10-2026;${clock(r)};0,5`);
  }
  lines.push(`${ean};29-03-2026;01:00;0,25`); // row 194: duplicate
  lines.push(`${ean};30-03-2026;00:00;abc`); // row 195: bad value
  lines.push(`871111111111111110;30-03-2026;00:00;1`); // row 196: unknown EAN
  lines.push(`${foreignEan};30-03-2026;00:00;1`); // row 197: another customer's EAN
  return Buffer.from(lines.join('\r\n') + '\r\n');
}

async function dayRollups(connectionId: number) {
  const rows = await app.ctx.db
    .select({
      start: intervalRollups.start,
      sum: intervalRollups.sum,
      count: intervalRollups.count,
      expected: intervalRollups.expected,
    })
    .from(intervalRollups)
    .where(and(eq(intervalRollups.connectionId, connectionId), eq(intervalRollups.grain, 2)))
    .orderBy(intervalRollups.start);
  return rows.map((r) => ({ ...r, start: r.start.toISOString() }));
}

async function readingTotals(connectionId: number) {
  const [row] = await app.ctx.db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<string>`coalesce(sum(${intervalReadings.value}), 0)::text`,
    })
    .from(intervalReadings)
    .where(eq(intervalReadings.connectionId, connectionId));
  return row!;
}

describe('interval import', () => {
  it('imports both DST days, reports the duplicate and bad rows in Dutch, and is idempotent', async () => {
    const file = dstFile(f.large.ean, f.foreign.ean);
    const created = await post(f.own.id, f.admin, [{ name: 'file', fileName: 'kenter.csv', bytes: file }]);
    expect(created.statusCode).toBe(202);
    const { data } = created.json<{ data: { id: number; status: string } }>();
    expect(data.status).toBe('queued');
    const done = await waitForImport(f.own.id, data.id);
    expect(done).toMatchObject({
      status: 'done',
      progress: 1,
      rowsRead: 196,
      rowsImported: 192,
      rowsRejected: 4,
    });
    expect(done.mapping).toMatchObject({
      layout: 'long',
      delimiter: ';',
      decimalMark: ',',
      intervalLabel: 'start',
    });
    expect(done.errors).toEqual([
      { row: 194, column: 'Tijd', message: IMPORT_MESSAGES.duplicate },
      { row: 195, column: 'Waarde', message: IMPORT_MESSAGES.valueInvalid },
      { row: 196, column: 'EAN', message: EMS_IMPORT_MESSAGES.unknownEan },
      { row: 197, column: 'EAN', message: EMS_IMPORT_MESSAGES.unknownEan },
    ]);
    const days = [
      { start: '2026-03-28T23:00:00.000Z', sum: '23.0000', count: 92, expected: 92 },
      { start: '2026-10-24T22:00:00.000Z', sum: '50.0000', count: 100, expected: 100 },
    ];
    expect(await dayRollups(f.large.id)).toEqual(days);
    expect(await readingTotals(f.large.id)).toEqual({ count: 192, sum: '73.0000' });
    expect(await readingTotals(f.foreign.id)).toEqual({ count: 0, sum: '0' });

    const again = await post(f.own.id, f.admin, [{ name: 'file', fileName: 'kenter.csv', bytes: file }]);
    const second = await waitForImport(f.own.id, again.json<{ data: { id: number } }>().data.id);
    expect(second).toMatchObject({ status: 'done', rowsImported: 192, rowsRejected: 4 });
    expect(await dayRollups(f.large.id)).toEqual(days);
    expect(await readingTotals(f.large.id)).toEqual({ count: 192, sum: '73.0000' });

    const list = await api(app, { method: 'GET', url: importsUrl(f.own.id), token: f.staff });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: EmsImportItem[] }>().data.map((i) => i.id)).toEqual(
      expect.arrayContaining([data.id]),
    );
  });

  it('leaves whole chunks when the job dies between them, and a re-run converges on the same totals', async () => {
    // 70 days (1 January – 11 March 2026, no DST switch) of 96 quarters, day d at (d + 1) / 100 kWh a
    // quarter: 0.96 × (1 + … + 70) = 2385.6 kWh. Chunks hold 31 whole days.
    const labels = Array.from({ length: 96 }, (_, i) => clock((i + 1) * 15));
    const lines = [['EAN', 'Datum', ...labels].join(';')];
    for (let d = 0; d < 70; d++) {
      const day = new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10);
      lines.push(
        [f.crash.ean, day, ...labels.map(() => ((d + 1) / 100).toFixed(2).replace('.', ','))].join(';'),
      );
    }
    const created = await post(f.own.id, f.admin, [
      { name: 'intervalLabel', value: 'end' },
      { name: 'file', fileName: 'breed.csv', bytes: Buffer.from(lines.join('\n')) },
    ]);
    const id = created.json<{ data: { id: number } }>().data.id;
    await waitForImport(f.own.id, id); // the queued job imports it once
    await app.ctx.db.delete(intervalReadings).where(eq(intervalReadings.connectionId, f.crash.id));
    await app.ctx.db.delete(intervalRollups).where(eq(intervalRollups.connectionId, f.crash.id));

    const crashed = runImport(app.ctx, id, {
      progress: async () => undefined,
      afterChunk: (chunks) => {
        if (chunks === 1) throw new Error('crash between chunks');
      },
    });
    await expect(crashed).rejects.toThrow('crash between chunks');
    // Only whole local days are there, each with its rollup.
    const partial = await readingTotals(f.crash.id);
    expect(partial.count % 96).toBe(0);
    expect(partial.count).toBeGreaterThan(0);
    expect(partial.count).toBeLessThan(70 * 96);
    const partialDays = await dayRollups(f.crash.id);
    expect(partialDays.length * 96).toBe(partial.count);
    expect(partialDays.every((d) => d.count === 96)).toBe(true);

    const totals = await runImport(app.ctx, id, { progress: async () => undefined });
    expect(totals).toMatchObject({ rowsRead: 70, rowsImported: 70, rowsRejected: 0, chunks: 3 });
    expect(await readingTotals(f.crash.id)).toEqual({ count: 6720, sum: '2385.6000' });
    const [year] = await app.ctx.db
      .select({ sum: intervalRollups.sum, count: intervalRollups.count })
      .from(intervalRollups)
      .where(and(eq(intervalRollups.connectionId, f.crash.id), eq(intervalRollups.grain, 5)));
    expect(year).toEqual({ sum: '2385.6000', count: 6720 });
    const [row] = await app.ctx.db.select().from(emsImports).where(eq(emsImports.id, id));
    expect(row).toMatchObject({ status: 'done', rowsImported: 70 });
  });

  it('reads a Windows-1252 file with m³ and hourly gas, and a workbook', async () => {
    const lines = ['EAN;Datum;Tijd;Waarde;Eenheid'];
    for (let h = 1; h <= 24; h++) lines.push(`${f.gas.ean};05-01-2026;${clock(h * 60)};1,5;m³`);
    const latin = Buffer.from(lines.join('\n'), 'latin1');
    const response = await post(f.own.id, f.admin, [{ name: 'file', fileName: 'gas.csv', bytes: latin }]);
    expect(response.statusCode).toBe(202);
    const done = await waitForImport(f.own.id, response.json<{ data: { id: number } }>().data.id);
    expect(done).toMatchObject({ status: 'done', rowsImported: 24, rowsRejected: 0 });
    expect(done.mapping).toMatchObject({ encoding: 'windows-1252', minutes: 60, intervalLabel: 'end' });
    expect(await readingTotals(f.gas.id)).toEqual({ count: 24, sum: '36.0000' });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(['EAN', 'Datum', 'Tijd', 'Waarde', 'Eenheid']);
    sheet.addRow([f.large.ean, '2026-01-05', '00:00', 4, 'kW']);
    sheet.addRow([f.large.ean, '2026-01-05', '00:15', 2.5, 'kWh']);
    sheet.addRow([f.large.ean, '2026-01-05', '00:30', -1, 'kWh']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const xlsx = await post(f.own.id, f.admin, [{ name: 'file', fileName: 'data.xlsx', bytes }]);
    expect(xlsx.statusCode, xlsx.body).toBe(202);
    const read = await waitForImport(f.own.id, xlsx.json<{ data: { id: number } }>().data.id);
    expect(read).toMatchObject({ status: 'done', rowsRead: 3, rowsImported: 2, rowsRejected: 1 });
    expect(read.errors).toEqual([{ row: 4, column: 'Waarde', message: IMPORT_MESSAGES.valueNegative }]);
  });

  it('previews the detected mapping, which fields before the file correct', async () => {
    const file = dstFile(f.large.ean, f.foreign.ean);
    const response = await post(
      f.own.id,
      f.admin,
      [{ name: 'file', fileName: 'kenter.csv', bytes: file }],
      '/preview',
    );
    expect(response.statusCode).toBe(200);
    const preview = response.json<{ data: ImportPreview }>().data;
    expect(preview.header).toEqual(['EAN', 'Datum', 'Tijd', 'Waarde']);
    expect(preview.rows).toHaveLength(20);
    expect(preview.mapping).toMatchObject({
      layout: 'long',
      intervalLabel: 'start',
      decimalMark: ',',
      minutes: 15,
    });
    const corrected = await post(
      f.own.id,
      f.admin,
      [
        { name: 'intervalLabel', value: 'end' },
        { name: 'unit', value: 'kW' },
        { name: 'file', fileName: 'kenter.csv', bytes: file },
      ],
      '/preview',
    );
    expect(corrected.json<{ data: ImportPreview }>().data.mapping).toMatchObject({
      intervalLabel: 'end',
      unit: 'kW',
    });
  });

  it('imports a "Tijdstip" export with ISO timestamps without a manual mapping (was refused)', async () => {
    const connection = await createConnection(app.ctx.db, { customerId: f.own.id, profileCategory: null });
    // 11-02-2026 is winter time (UTC+1): local 00:00 is 10-02 23:00 UTC.
    const file = Buffer.from(
      [
        'EAN;Tijdstip;Verbruik (kWh)',
        `${connection.ean};2026-02-11T00:00:00+01:00;1,25`,
        `${connection.ean};2026-02-11T00:15:00+01:00;1,5`,
        `${connection.ean};2026-02-11T00:30:00+01:00;0,75`,
      ].join('\r\n') + '\r\n',
    );
    const parts = [{ name: 'file', fileName: 'tijdstip.csv', bytes: file }];
    const preview = await post(f.own.id, f.admin, parts, '/preview');
    expect(preview.statusCode).toBe(200);
    expect(preview.json<{ data: ImportPreview }>().data.mapping).toMatchObject({
      layout: 'long',
      intervalLabel: 'start',
      minutes: 15,
      columns: { ean: 0, timestamp: 1, date: null, time: null, value: 2 },
    });
    const created = await post(f.own.id, f.admin, parts);
    expect(created.statusCode).toBe(202);
    const read = await waitForImport(f.own.id, created.json<{ data: { id: number } }>().data.id);
    expect(read).toMatchObject({ status: 'done', rowsRead: 3, rowsImported: 3, rowsRejected: 0 });
    expect(await readingTotals(connection.id)).toEqual({ count: 3, sum: '3.5000' });
    const stored = await app.ctx.db
      .select({ start: intervalReadings.start })
      .from(intervalReadings)
      .where(eq(intervalReadings.connectionId, connection.id))
      .orderBy(intervalReadings.start);
    expect(stored.map((r) => r.start.toISOString())).toEqual([
      '2026-02-10T23:00:00.000Z',
      '2026-02-10T23:15:00.000Z',
      '2026-02-10T23:30:00.000Z',
    ]);

    // A file whose cells hold no time at all is still refused in Dutch, on the file field.
    const timeless = await post(
      f.own.id,
      f.admin,
      [
        {
          name: 'file',
          fileName: 'a.csv',
          bytes: Buffer.from(`EAN;Opmerking;Waarde\n${connection.ean};x;1`),
        },
      ],
      '/preview',
    );
    expect(timeless.statusCode).toBe(422);
    expect(timeless.json<{ errors: Record<string, string[]> }>().errors['file']).toEqual([
      IMPORT_MESSAGES.noTimeColumns,
    ]);
  });

  it('answers Dutch 422s for bad input and stores nothing', async () => {
    const before = (await app.ctx.db.select({ id: emsImports.id }).from(emsImports)).length;
    const cases: [MultipartPart[], string, string][] = [
      [[{ name: 'layout', value: 'x' }], 'file', EMS_IMPORT_MESSAGES.fileRequired],
      [
        [{ name: 'file', fileName: 'a.pdf', bytes: Buffer.from('%PDF') }],
        'file',
        EMS_IMPORT_MESSAGES.typeNotAllowed,
      ],
      [[{ name: 'file', fileName: 'a.csv', bytes: Buffer.alloc(0) }], 'file', EMS_IMPORT_MESSAGES.empty],
      [
        [{ name: 'file', fileName: 'a.csv', bytes: Buffer.from('Datum;Tijd;Waarde\n01-01-2026;00:00;1') }],
        'file',
        IMPORT_MESSAGES.noEanColumn,
      ],
      [
        [
          { name: 'layout', value: 'diagonaal' },
          { name: 'file', fileName: 'a.csv', bytes: dstFile(f.large.ean, f.foreign.ean) },
        ],
        'layout',
        EMS_IMPORT_MESSAGES.layout,
      ],
      [
        [
          { name: 'valueColumn', value: '9' },
          { name: 'file', fileName: 'a.csv', bytes: dstFile(f.large.ean, f.foreign.ean) },
        ],
        'valueColumn',
        EMS_IMPORT_MESSAGES.column,
      ],
    ];
    for (const [parts, field, message] of cases) {
      const response = await post(f.own.id, f.admin, parts);
      expect(response.statusCode, JSON.stringify(parts.map((p) => p.name))).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
    }
    const notMultipart = await api(app, {
      method: 'POST',
      url: importsUrl(f.own.id),
      token: f.admin,
      payload: {},
    });
    expect(notMultipart.statusCode).toBe(422);
    expect((await app.ctx.db.select({ id: emsImports.id }).from(emsImports)).length).toBe(before);
  });

  it('ends a damaged or hostile workbook with a Dutch error: 422 on the preview, a failed import', async () => {
    const defaults = { ...WORKBOOK_LIMITS };
    // A damaged zip entry makes exceljs wait forever; the parse worker is ended after stallMs.
    Object.assign(WORKBOOK_LIMITS, { stallMs: 1000 });
    try {
      const early = damagedWorkbook(f.crash.ean, 200, 0.3);
      for (const rest of ['/preview', '']) {
        const response = await post(
          f.own.id,
          f.admin,
          [{ name: 'file', fileName: 'kapot.xlsx', bytes: early }],
          rest,
        );
        expect(response.statusCode, rest).toBe(422);
        expect(response.json<{ errors: Record<string, string[]> }>().errors['file']).toEqual([
          WORKBOOK_MESSAGES.stalled,
        ]);
      }
      // XML nested a million deep (15 kB) outgrows the worker's heap; the server reads on.
      Object.assign(WORKBOOK_LIMITS, { stallMs: 60_000, heapMb: 64 });
      const deep = await post(
        f.own.id,
        f.admin,
        [{ name: 'file', fileName: 'diep.xlsx', bytes: deepNesting(1_000_000) }],
        '/preview',
      );
      expect(deep.statusCode).toBe(422);
      expect(deep.json<{ errors: Record<string, string[]> }>().errors['file']).toEqual([
        WORKBOOK_MESSAGES.tooLarge,
      ]);

      // Damaged late (its third 64 kB): detection reads the first rows, the job stops where the damage starts.
      Object.assign(WORKBOOK_LIMITS, { stallMs: 4000, heapMb: defaults.heapMb });
      const late = damagedWorkbook(f.crash.ean, 12_000, 0.6);
      const created = await post(f.own.id, f.admin, [
        { name: 'file', fileName: 'laat-kapot.xlsx', bytes: late },
      ]);
      expect(created.statusCode, created.body).toBe(202);
      const failed = await waitForImport(f.own.id, created.json<{ data: { id: number } }>().data.id);
      expect(failed.status).toBe('failed');
      expect(failed.finishedAt).not.toBeNull();
      expect(failed.rowsRead).toBeGreaterThan(50);
      expect(failed.rowsRead).toBeLessThan(12_000);
      expect(failed.rowsRejected).toBe(0);
      // The damaged bytes end the parse by a stall or, when the inflater let some garbage through first, by
      // the XML parser's error: either way the import fails with a Dutch reason on the row after the last.
      expect(failed.errors).toEqual([
        { row: failed.rowsRead + 2, column: 'Bestand', message: expect.any(String) },
      ]);
      expect([WORKBOOK_MESSAGES.stalled, EMS_IMPORT_MESSAGES.unreadable]).toContain(
        failed.errors[0]!.message,
      );
      // Its job failed too, at once: another attempt would read the same bytes.
      expect(await endedJob(failed.jobId)).toMatchObject({
        state: 'failed',
        attempts: 1,
        error: failed.errors[0]!.message,
      });
    } finally {
      Object.assign(WORKBOOK_LIMITS, defaults);
    }
  }, 60_000);

  it('fails the import of a workbook that goes on past its bound of rows (empty rows after good ones)', async () => {
    const defaults = { ...WORKBOOK_LIMITS };
    // Detection reads 50 rows of the worker's first batch (4,096 rows of 4 cells) and stops; the job reads
    // the 5,000 readings and stops at the 6,001st row of the worksheet, the 1,000th empty one.
    Object.assign(WORKBOOK_LIMITS, { rows: 6000 });
    try {
      const created = await post(f.own.id, f.admin, [
        { name: 'file', fileName: 'leeg.xlsx', bytes: emptyRowsAfterReadings(f.crash.ean, 5000, 5000) },
      ]);
      expect(created.statusCode, created.body).toBe(202);
      const failed = await waitForImport(f.own.id, created.json<{ data: { id: number } }>().data.id);
      expect(failed).toMatchObject({ status: 'failed', rowsRead: 5000, rowsImported: 5000, rowsRejected: 0 });
      // The row after the last one read (the header is row 1).
      expect(failed.errors).toEqual([
        { row: 5002, column: 'Bestand', message: WORKBOOK_MESSAGES.tooManyRows },
      ]);
      expect(await endedJob(failed.jobId)).toMatchObject({
        state: 'failed',
        attempts: 1,
        error: WORKBOOK_MESSAGES.tooManyRows,
      });
    } finally {
      Object.assign(WORKBOOK_LIMITS, defaults);
    }
  });

  it('keeps imports to their customer and to users with the ems module and write rights', async () => {
    const file = [{ name: 'file', fileName: 'kenter.csv', bytes: dstFile(f.large.ean, f.foreign.ean) }];
    expect((await post(f.own.id, undefined, file)).statusCode).toBe(401);
    expect((await post(f.own.id, f.staff, file)).statusCode).toBe(403); // read-only role
    // The module is the path customer's (issue 33): an admin may import for a customer with ems, not for one without.
    expect((await post(f.plain.id, f.noEms, file)).statusCode).toBe(403); // customer without the ems module
    expect((await post(f.own.id, f.otherStaff, file)).statusCode).toBe(403);
    const [own] = await app.ctx.db
      .select({ id: emsImports.id })
      .from(emsImports)
      .where(eq(emsImports.customerId, f.own.id));
    const get = (customerId: number, token: string) =>
      api(app, { method: 'GET', url: importsUrl(customerId, `/${own!.id}`), token });
    expect((await get(f.own.id, f.staff)).statusCode).toBe(200);
    expect((await get(f.own.id, f.otherStaff)).statusCode).toBe(404);
    expect((await get(f.other.id, f.otherStaff)).statusCode).toBe(404);
    expect((await get(f.other.id, f.admin)).statusCode).toBe(404);
    expect((await get(f.own.id, f.noEms)).statusCode).toBe(200);
    expect((await get(f.plain.id, f.noEms)).statusCode).toBe(403);
    expect((await api(app, { method: 'GET', url: importsUrl(f.other.id), token: f.staff })).statusCode).toBe(
      404,
    );
  });
});
