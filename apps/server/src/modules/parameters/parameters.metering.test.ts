import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeasuringCompany } from '@energiek/db/factories/master-data';
import { createUser } from '@energiek/db/factories/users';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { loadMeteringTariffs } from './parameters.service.ts';

// Metering tariffs (issue 29): a metering company's meter rent per connection per year and product, kept as a
// parameter so the invoice audit can check the metering company's invoices. Create, Dutch 422s (unknown or
// missing company, no fee, a second row for the same company, year and product), list, copy a year, the
// xlsx round trip and the front door the audit reads.

let app: TestApp;
let admin: string;
let kenter: number;
let other: number;

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  api(app, { method, url, token: admin, ...(payload ? { payload } : {}) });

const tariff = (extra: Record<string, unknown> = {}) => ({
  kind: 'metering-tariff',
  measuringCompanyId: kenter,
  year: 2026,
  product: 1,
  meteringFee: '396,00',
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp();
  kenter = (await createMeasuringCompany(app.ctx.db, { name: 'Kenter' })).id;
  other = (await createMeasuringCompany(app.ctx.db, { name: 'Joulz Meetbedrijf' })).id;
  await createUser(app.ctx.db, { emailAddress: 'admin@energiek.nl', type: 'admin' });
  admin = await loginToken(app, 'admin@energiek.nl');
});
afterAll(() => app?.close());

describe('metering tariffs', () => {
  it('creates one with a comma decimal and names the company; refuses an unknown company, no fee and a second row', async () => {
    const created = await call('POST', '/api/v3/parameters', tariff());
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      kind: 'metering-tariff',
      measuringCompanyId: kenter,
      measuringCompanyName: 'Kenter',
      product: 1,
      meteringFee: '396.00',
      label: 'Kenter elektriciteit 2026',
      verified: false,
    });
    const unknown = await call('POST', '/api/v3/parameters', tariff({ measuringCompanyId: 999_999 }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.measuringCompanyId).toEqual(['Dit meetbedrijf bestaat niet.']);
    const missing = await call(
      'POST',
      '/api/v3/parameters',
      tariff({ measuringCompanyId: undefined, meteringFee: '' }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.measuringCompanyId).toEqual(['Kies een meetbedrijf.']);
    expect(missing.json().errors.meteringFee).toBeDefined();
    const twice = await call('POST', '/api/v3/parameters', tariff({ meteringFee: '400' }));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.year).toEqual(['Deze parameter bestaat al; pas de bestaande aan.']);
    // Gas of the same company and year, and another company, are other parameters.
    expect(
      (await call('POST', '/api/v3/parameters', tariff({ product: 2, meteringFee: '264' }))).statusCode,
    ).toBe(201);
    expect((await call('POST', '/api/v3/parameters', tariff({ measuringCompanyId: other }))).statusCode).toBe(
      201,
    );
    const list = (await call('GET', '/api/v3/parameters?kind=metering-tariff&q=kenter')).json();
    expect(list.data.map((p: { label: string }) => p.label).sort()).toEqual([
      'Kenter elektriciteit 2026',
      'Kenter gas 2026',
    ]);
  });

  it('the front door gives the audit the rows of the companies asked for', async () => {
    const rows = await loadMeteringTariffs(app.ctx, [kenter]);
    expect(rows.map((r) => `${r.measuringCompanyId}/${r.year}/${r.product}/${r.meteringFee}`).sort()).toEqual(
      [`${kenter}/2026/1/396.00`, `${kenter}/2026/2/264`],
    );
    expect(await loadMeteringTariffs(app.ctx, [])).toEqual([]);
  });

  it('copies a year unverified, and goes through the workbook and back unchanged', async () => {
    const copied = await call('POST', '/api/v3/parameters/copy-year', {
      fromYear: 2026,
      kind: 'metering-tariff',
    });
    expect(copied.json().data).toEqual({ toYear: 2027, created: 3, skipped: 0 });
    const exported = await call('GET', '/api/v3/parameters/export.xlsx?kind=metering-tariff&year=2027');
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Meettarieven');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Meetbedrijf',
      'Jaar',
      'Product',
      'Meettarief per jaar',
      'Geverifieerd',
      'Bron',
      'Notitie',
    ]);
    expect(sheet?.rowCount).toBe(4);
    // A row of an unknown company is reported with its sheet and row; nothing is imported.
    sheet!.addRow(['Onbekend BV', 2027, 'Elektriciteit', 100, 'nee']);
    const bad = await sheet!.workbook.xlsx.writeBuffer();
    const boundary = '----energiek-metering';
    const upload = (bytes: Buffer) =>
      api(app, {
        method: 'POST',
        url: '/api/v3/parameters/import',
        token: admin,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.xlsx"\r\n` +
              'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
          ),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    const refused = await upload(Buffer.from(bad));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['Meettarieven, rij 5']).toEqual(['Dit meetbedrijf bestaat niet.']);
    const back = await upload(exported.rawPayload);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toEqual({ created: 0, updated: 3 });
  });
});
