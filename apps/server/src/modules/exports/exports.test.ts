import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { createSupplier } from '@energiek/db/factories/master-data';
import {
  auditLog,
  dataExports,
  intervalReadings,
  invoiceAudits,
  invoiceLines,
  invoices,
} from '@energiek/db/schema/index';
import { whileAuditRefused } from '../../testing/refuse-audit.ts';
import {
  createTestApp,
  jsonCaller,
  limitedAdminToken,
  loginToken,
  type TestApp,
} from '../../testing/test-app.ts';
import { removeExpiredExports } from './exports.cleanup.job.ts';

// Exports through the real app and its job runner: permissions, the catalogue, Dutch 422s, customer
// scoping (another customer's connection is 404, a limited admin's file holds only their customers),
// CSV and xlsx contents (Dutch headers, ';', decimal comma, local times), formula injection, cleanup.

let app: TestApp;
let admin: string;
let limited: string;
let noExport: string;
let staff: string;
let own: number;
let other: number;
let ownConnection: number;
let otherConnection: number;

const call = jsonCaller(() => app);

beforeAll(async () => {
  app = await createTestApp({ databaseUrl: process.env.DATABASE_URL });
  await app.ctx.jobs.start();
  const db = app.ctx.db;
  own = (await createCustomer(db, { name: 'Bakkerij Aalbers B.V.' })).id;
  other = (await createCustomer(db, { name: '=HYPERLINK("http://kwaad.example","klik")' })).id;
  ownConnection = (await createConnection(db, { customerId: own, ean: '871687120000000017' })).id;
  otherConnection = (await createConnection(db, { customerId: other })).id;
  await createUser(db, { emailAddress: 'admin@energiek.nl', type: 'admin' });
  const role = await createRole(db, { name: 'Geen export', scope: { full: false, export: { read: false } } });
  await createUser(db, { emailAddress: 'geenexport@energiek.nl', type: 'admin', roleId: role.id });
  await createUser(db, { emailAddress: 'klant@aalbers.nl', type: 'customer', customerId: own });
  admin = await loginToken(app, 'admin@energiek.nl');
  limited = await limitedAdminToken(app, own);
  noExport = await loginToken(app, 'geenexport@energiek.nl');
  staff = await loginToken(app, 'klant@aalbers.nl');
  // 26/10/2025 03:00 CEST → 02:00 CET (DST ends): eight quarters from 01:45 CEST, over the repeated hour.
  const start = Date.parse('2025-10-25T23:45:00Z');
  await db.insert(intervalReadings).values(
    Array.from({ length: 8 }, (_, i) => ({
      connectionId: ownConnection,
      customerId: own,
      channel: 1,
      start: new Date(start + i * 15 * 60_000),
      minutes: 15,
      value: (1.25 + i).toFixed(4),
    })),
  );
}, 60_000);
afterAll(() => app?.close());

async function finished(token: string, id: number) {
  for (let i = 0; i < 100; i++) {
    const item = (await call('GET', `/api/v3/exports/${id}`, token)).json().data;
    if (item.status === 'klaar' || item.status === 'mislukt') return item;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`export ${id} did not finish`);
}

async function exported(token: string, body: Record<string, unknown>) {
  const response = await call('POST', '/api/v3/exports', token, body);
  expect(response.statusCode).toBe(202);
  const item = await finished(token, response.json().data.id);
  expect(item.status).toBe('klaar');
  const file = await call('GET', `/api/v3/exports/${item.id}/download`, token);
  expect(file.statusCode).toBe(200);
  return { item, file };
}

describe('access', () => {
  it('answers 401 without a session and 403 to customer staff and admins without export:read', async () => {
    expect((await call('GET', '/api/v3/exports', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/v3/exports', staff)).statusCode).toBe(403);
    expect((await call('GET', '/api/v3/exports/catalogue', noExport)).statusCode).toBe(403);
    expect((await call('POST', '/api/v3/exports', staff, { type: 'customers' })).statusCode).toBe(403);
  });

  it('offers the catalogue without agreements (no rows yet) or audit results', async () => {
    const body = (await call('GET', '/api/v3/exports/catalogue', admin)).json();
    expect(body.data.map((item: { type: string }) => item.type)).toEqual([
      'customers',
      'connections',
      'contacts',
      'hours',
      'energy',
      'invoices',
      'invoice-lines',
    ]);
    expect(body.unavailable.map((item: { name: string }) => item.name)).toEqual([
      'Leveringsovereenkomsten',
      'Auditresultaten',
    ]);
  });
});

describe('requests', () => {
  it('refuses bad input with Dutch field errors', async () => {
    const bad = await call('POST', '/api/v3/exports', admin, { type: 'facturen', format: 'pdf' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      type: ['Kies een export uit de catalogus.'],
      format: ['Kies Excel (xlsx) of CSV.'],
    });
    const energy = await call('POST', '/api/v3/exports', admin, {
      type: 'energy',
      from: '2025-10-02',
      to: '2025-10-01',
    });
    expect(energy.json().errors).toEqual({
      customerId: ['Kies een klant.'],
      connectionId: ['Kies een aansluiting van deze klant.'],
      to: ['De einddatum moet na de begindatum liggen.'],
    });
    const foreign = await call('POST', '/api/v3/exports', admin, {
      type: 'energy',
      customerId: own,
      connectionId: otherConnection,
      from: '2025-10-01',
      to: '2025-10-31',
    });
    expect(foreign.json().errors).toEqual({ connectionId: ['Kies een aansluiting van deze klant.'] });
    const agreements = await call('POST', '/api/v3/exports', admin, { type: 'agreements' });
    expect(agreements.json().errors).toEqual({ type: ['Deze export is nu niet beschikbaar.'] });
  });

  it("answers 404 for another customer's energy data and stores nothing", async () => {
    const before = (await app.ctx.db.select().from(dataExports)).length;
    const response = await call('POST', '/api/v3/exports', limited, {
      type: 'energy',
      customerId: other,
      connectionId: otherConnection,
      from: '2025-10-01',
      to: '2025-10-31',
    });
    expect(response.statusCode).toBe(404);
    expect((await app.ctx.db.select().from(dataExports)).length).toBe(before);
  });

  it('stores a request with its audit: a failing audit leaves no export row and queues no job', async () => {
    const before = await app.ctx.db.select().from(dataExports);
    const request = () => call('POST', '/api/v3/exports', admin, { type: 'customers', format: 'csv' });
    const refused = await whileAuditRefused(app.ctx.db, 'exports.requested', request);
    expect(refused.statusCode).toBe(500);
    expect(await app.ctx.db.select().from(dataExports)).toEqual(before);
    const accepted = await request();
    expect(accepted.statusCode).toBe(202);
    const id = accepted.json().data.id;
    expect((await finished(admin, id)).status).toBe('klaar');
    // The other tests count the list: leave it as it was.
    expect((await call('DELETE', `/api/v3/exports/${id}`, admin)).statusCode).toBe(204);
  });

  it('deletes an export with its audit: a failing audit leaves row and file, a success removes both', async () => {
    const { item } = await exported(admin, { type: 'customers', format: 'csv' });
    const [row] = await app.ctx.db.select().from(dataExports).where(eq(dataExports.id, item.id));
    const remove = () => call('DELETE', `/api/v3/exports/${item.id}`, admin);
    const refused = await whileAuditRefused(app.ctx.db, 'exports.deleted', remove);
    expect(refused.statusCode).toBe(500);
    expect(await app.ctx.db.select().from(dataExports).where(eq(dataExports.id, item.id))).toEqual([row]);
    expect(await app.ctx.storage.exists(row!.storageKey!)).toBe(true);
    expect((await remove()).statusCode).toBe(204);
    expect(await app.ctx.db.select().from(dataExports).where(eq(dataExports.id, item.id))).toEqual([]);
    expect(await app.ctx.storage.exists(row!.storageKey!)).toBe(false);
    const entries = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'exports.deleted'), eq(auditLog.subjectId, String(item.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.userId).not.toBeNull();
  });
});

describe('files', () => {
  it('writes customers as CSV with ; and neutralises a formula; a limited admin gets only their customers', async () => {
    const { item, file } = await exported(admin, { type: 'customers', format: 'csv' });
    expect(item).toMatchObject({ rows: 2, format: 'csv', requestedBy: { name: expect.any(String) } });
    expect(item.size).toBe(file.rawPayload.length);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toMatch(
      /attachment; filename="klanten-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = file.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Klantnummer;Naam;Status;KvK-nummer;Btw-nummer;E-mailadres;Telefoonnummer;Adres;Postcode;Plaats',
    );
    expect(lines.find((line) => line.includes('HYPERLINK'))).toContain(
      `;"'=HYPERLINK(""http://kwaad.example"",""klik"")";`,
    );
    const mine = await exported(limited, { type: 'customers', format: 'csv' });
    expect(mine.item.rows).toBe(1);
    expect(mine.file.body).toContain('Bakkerij Aalbers');
    expect(mine.file.body).not.toContain('HYPERLINK');
    // The limited admin sees only their own export; the full admin sees both.
    expect((await call('GET', '/api/v3/exports', limited)).json().meta.total).toBe(1);
    expect((await call('GET', `/api/v3/exports/${item.id}`, limited)).statusCode).toBe(404);
    expect((await call('GET', `/api/v3/exports/${item.id}/download`, limited)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v3/exports/${item.id}`, limited)).statusCode).toBe(404);
    expect((await call('GET', '/api/v3/exports', admin)).json().meta.total).toBe(2);
  });

  it('writes energy data per connection and period with local times, as CSV and as xlsx', async () => {
    const body = {
      type: 'energy',
      customerId: own,
      connectionId: ownConnection,
      from: '2025-10-26',
      to: '2025-10-26',
    };
    const csv = await exported(admin, { ...body, format: 'csv' });
    expect(csv.item.description).toBe('Energiedata 871687120000000017, 26/10/2025 – 26/10/2025');
    const lines = csv.file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('EAN;Datum;Tijd;Kanaal;Waarde;Eenheid;Kwaliteit');
    expect(lines.slice(1, 4)).toEqual([
      '871687120000000017;26/10/2025;01:45;Verbruik;1,250;kWh;Gemeten',
      '871687120000000017;26/10/2025;02:00;Verbruik;2,250;kWh;Gemeten',
      '871687120000000017;26/10/2025;02:15;Verbruik;3,250;kWh;Gemeten',
    ]);
    // 02:45 CEST is followed by 02:00 CET (the repeated hour), the last quarter 02:30 CET.
    expect(lines.slice(5, 7)).toEqual([
      '871687120000000017;26/10/2025;02:45;Verbruik;5,250;kWh;Gemeten',
      '871687120000000017;26/10/2025;02:00;Verbruik;6,250;kWh;Gemeten',
    ]);
    expect(lines.at(-1)).toBe('871687120000000017;26/10/2025;02:30;Verbruik;8,250;kWh;Gemeten');
    const xlsx = await exported(admin, { ...body, format: 'xlsx' });
    expect(xlsx.file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Energiedata')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'EAN',
      'Datum',
      'Tijd',
      'Kanaal',
      'Waarde',
      'Eenheid',
      'Kwaliteit',
    ]);
    expect(sheet.rowCount).toBe(9);
    expect(sheet.getCell('B2').value).toEqual(new Date('2025-10-26T00:00:00Z'));
    expect(sheet.getCell('E2').value).toBe(1.25);
  });

  it('writes invoices and invoice lines (CSV and xlsx); a limited admin gets only their customers', async () => {
    const db = app.ctx.db;
    const supplier = await createSupplier(db, { name: 'Export Energie' });
    const invoice = async (customerId: number, number: string, connectionId: number, ean: string) => {
      const [row] = await db
        .insert(invoices)
        .values({
          customerId,
          issuerKind: 'supplier',
          issuerId: supplier.id,
          number,
          invoiceDate: '2026-02-05',
          periodFrom: '2026-01-01',
          periodTo: '2026-01-31',
          totalExclVat: '1234.56',
          totalVat: '259.26',
          totalInclVat: '1493.82',
        })
        .returning();
      await db.insert(invoiceLines).values([
        {
          customerId,
          invoiceId: row!.id,
          position: 0,
          connectionId,
          ean,
          kind: 'supply-single',
          quantity: '10000.5',
          unit: 'kWh',
          unitPrice: '0.123456',
          amount: '1234.56',
          vatRate: '21',
        },
      ]);
    };
    await invoice(own, 'EXP-1', ownConnection, '871687120000000017');
    await invoice(other, 'EXP-2', otherConnection, '871687120000000024');

    const { item, file } = await exported(admin, { type: 'invoices', format: 'csv' });
    expect(item.rows).toBe(2);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Klant;Soort afzender;Afzender;Factuurnummer;Factuurdatum;Vervaldatum;Periode vanaf;Periode tot en met;Soort;Crediteert factuur;Status;Bron;Totaal excl. btw;Btw;Totaal incl. btw;Aansluitingen (EAN)',
    );
    expect(lines[1]).toBe(
      'Bakkerij Aalbers B.V.;Leverancier;Export Energie;EXP-1;05/02/2026;;01/01/2026;31/01/2026;Factuur;;Ontvangen;Handmatig;1234,56;259,26;1493,82;871687120000000017',
    );
    const mine = await exported(limited, { type: 'invoices', format: 'csv' });
    expect(mine.item.rows).toBe(1);
    expect(mine.file.body).not.toContain('EXP-2');

    const xlsx = await exported(limited, { type: 'invoice-lines', format: 'xlsx' });
    expect(xlsx.item.rows).toBe(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Factuurregels')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getCell('C2').value).toBe('EXP-1');
    expect(sheet.getCell('D2').value).toEqual(new Date('2026-02-05T00:00:00Z'));
    expect(sheet.getCell('H2').value).toBe('Levering enkel');
    expect(sheet.getCell('K2').value).toBe(10000.5);
    expect(sheet.getCell('M2').value).toBe(0.123456);
    expect(sheet.getCell('N2').value).toBe(1234.56);
  });

  it('neutralises formulas in xlsx too, and the daily cleanup removes expired files', async () => {
    const { item, file } = await exported(admin, { type: 'customers', format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Klanten')!;
    const names = sheet.getColumn(2).values;
    // A string cell formatted as text, shown without the CSV's apostrophe (issue 33), never a formula.
    expect(names).toContain(`=HYPERLINK("http://kwaad.example","klik")`);
    expect(names).not.toContain(`'=HYPERLINK("http://kwaad.example","klik")`);
    const cell = sheet.getColumn(2).values.indexOf(`=HYPERLINK("http://kwaad.example","klik")`);
    expect(sheet.getCell(cell, 2).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell(cell, 2).numFmt).toBe('@');
    const [row] = await app.ctx.db.select().from(dataExports).where(eq(dataExports.id, item.id));
    expect(await app.ctx.storage.exists(row!.storageKey!)).toBe(true);
    await app.ctx.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, item.id));
    expect((await call('GET', `/api/v3/exports/${item.id}/download`, admin)).statusCode).toBe(404);
    // A refused audit stops the cleanup before anything goes: row and file stay.
    await expect(
      whileAuditRefused(app.ctx.db, 'exports.deleted', () => removeExpiredExports(app.ctx)),
    ).rejects.toThrow();
    expect(await app.ctx.db.select().from(dataExports).where(eq(dataExports.id, item.id))).toHaveLength(1);
    expect(await app.ctx.storage.exists(row!.storageKey!)).toBe(true);
    expect(await removeExpiredExports(app.ctx)).toBe(1);
    expect(await app.ctx.storage.exists(row!.storageKey!)).toBe(false);
    expect((await call('GET', `/api/v3/exports/${item.id}`, admin)).statusCode).toBe(404);
    const [entry] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'exports.deleted'), eq(auditLog.subjectId, String(item.id))));
    expect(entry).toMatchObject({ userId: null, details: { reason: 'expired' } });
  });
});

describe('audit results (issue 29)', () => {
  it('offers them to the audit inbox users and writes one row per audited invoice', async () => {
    const db = app.ctx.db;
    await createUser(db, {
      emailAddress: 'controle@energiek.nl',
      type: 'admin',
      canSwitch: true,
      modules: ['invoicecontrol'],
    });
    const auditor = await loginToken(app, 'controle@energiek.nl');
    const catalogue = (await call('GET', '/api/v3/exports/catalogue', auditor)).json();
    expect(catalogue.data.map((item: { type: string }) => item.type)).toContain('audit-results');
    expect(catalogue.unavailable.map((item: { name: string }) => item.name)).not.toContain('Auditresultaten');
    // Without the audit inbox: a Dutch 422.
    const refused = await call('POST', '/api/v3/exports', admin, { type: 'audit-results', format: 'csv' });
    expect(refused.statusCode).toBe(422);

    const supplier = await createSupplier(db, { name: 'Audit Energie' });
    const [invoice] = await db
      .insert(invoices)
      .values({
        customerId: own,
        issuerKind: 'supplier',
        issuerId: supplier.id,
        number: 'AUD-1',
        invoiceDate: '2026-02-05',
        periodFrom: '2026-01-01',
        periodTo: '2026-01-31',
        totalExclVat: '1200.00',
        totalVat: '252.00',
        totalInclVat: '1452.00',
      })
      .returning();
    await db.insert(invoiceAudits).values({
      customerId: own,
      invoiceId: invoice!.id,
      status: 'deviation',
      amountAtStake: '184.30',
      computedAt: new Date('2026-02-06T10:00:00Z'),
      workStatus: 'closed',
      decision: 'afwijking-bevestigd',
      claimStatus: 'toegekend',
      claimAmount: '184.30',
      recoveredAmount: '184.30',
      result: {
        lines: [],
        findings: [
          {
            rule: 'price',
            amount: '184.30',
            message: 'Prijs 0,12 per eenheid, contract 0,10.',
            connectionId: null,
          },
        ],
        missing: [],
        basis: [],
      },
    });
    const { item, file } = await exported(auditor, { type: 'audit-results', format: 'csv' });
    expect(item.rows).toBe(1);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Klant;Soort afzender;Afzender;Factuurnummer;Factuurdatum;Periode vanaf;Periode tot en met;Controle;Op het spel;Bevindingen;Regels;Toelichting;Afhandeling;Besluit;Claim;Geclaimd;Teruggehaald;Berekend op',
    );
    expect(lines[1]).toBe(
      'Bakkerij Aalbers B.V.;Leverancier;Audit Energie;AUD-1;05/02/2026;01/01/2026;31/01/2026;Afwijking;184,30;1;Prijs wijkt af van contract;Prijs 0,12 per eenheid, contract 0,10.;Afgehandeld;Afwijking bevestigd;Toegekend;184,30;184,30;06/02/2026',
    );
  });
});
