import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createGridOperator } from '@energiek/db/factories/master-data';
import { createCustomer } from '@energiek/db/factories/customers';
import { auditLog, parameters } from '@energiek/db/schema/index';
import { seedReferenceParameters } from '@energiek/db/seed/parameters';
import { api, backOfficeCallers, createTestApp, jsonCaller, type TestApp } from '../../testing/test-app.ts';
import { fileUpload } from '../../testing/multipart.ts';
import { CONTENT_TYPES } from '../../core/export.ts';

// Parameters API: admin-only reads and writes (401/403), Dutch 422s for bad brackets, duplicates and
// overlapping VAT periods, copy a year to the next, and the xlsx export/import with a per-row error report.

let app: TestApp;
let admin: string;
let reader: string;
let staff: string;
let liander: number;

const call = jsonCaller(() => app);

const energyTax = (year: number, brackets: unknown[], extra: Record<string, unknown> = {}) => ({
  kind: 'energy-tax',
  product: 1,
  year,
  brackets,
  ...extra,
});
/** The admin posts electricity's energy tax of `year` with these brackets. */
const postEnergyTax = (year: number, brackets: unknown[]) =>
  call('POST', '/api/v3/parameters', admin, energyTax(year, brackets));

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  await seedReferenceParameters(db);
  liander = (await createGridOperator(db, { name: 'Liander' })).id;
  const customer = await createCustomer(db, { name: 'Bakkerij Aalbers B.V.' });
  ({ admin, reader, staff } = await backOfficeCallers(app, 'back-office-parameters', customer.id));
});
afterAll(() => app?.close());

describe('access', () => {
  it('answers 401 without a session and 403 to customer staff and to a reader who writes', async () => {
    expect((await call('GET', '/api/v3/parameters', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/v3/parameters', staff)).statusCode).toBe(403);
    expect((await call('GET', '/api/v3/parameters/export.xlsx', staff)).statusCode).toBe(403);
    expect((await call('GET', '/api/v3/parameters?kind=vat', reader)).statusCode).toBe(200);
    const body = energyTax(2030, [{ from: 0, to: null, rate: '0.1' }]);
    expect((await call('POST', '/api/v3/parameters', reader, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/v3/parameters/copy-year', reader, { fromYear: 2026 })).statusCode).toBe(
      403,
    );
    const rows = await app.ctx.db.select().from(parameters).where(eq(parameters.year, 2030));
    expect(rows).toEqual([]);
  });
});

describe('list and read', () => {
  it('filters on kind and year; a VAT period counts for every year it overlaps', async () => {
    const taxes = await call('GET', '/api/v3/parameters?kind=energy-tax&year=2024', admin);
    expect(taxes.statusCode).toBe(200);
    const body = taxes.json();
    expect(body.data.map((p: { label: string }) => p.label)).toEqual(['Elektriciteit 2024', 'Gas 2024']);
    expect(body.data[0].brackets[4]).toEqual({
      from: 10_000_000,
      to: null,
      rate: '0.00188',
      rateNonBusiness: '0.00254',
    });
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
    const vat2022 = (await call('GET', '/api/v3/parameters?kind=vat&year=2022', admin)).json();
    expect(vat2022.data.map((p: { rate: string }) => p.rate)).toEqual(['21', '9']);
    const vat2030 = (await call('GET', '/api/v3/parameters?kind=vat&year=2030', admin)).json();
    expect(vat2030.data.map((p: { validFrom: string }) => p.validFrom)).toEqual(['2023-01-01']);
    const one = await call('GET', `/api/v3/parameters/${body.data[1].id}`, admin);
    expect(one.json().data).toMatchObject({ kind: 'energy-tax', product: 2, year: 2024, verified: true });
    expect((await call('GET', '/api/v3/parameters/999999', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/v3/parameters?kind=rubbish', admin)).statusCode).toBe(422);
  });
});

describe('create, update and delete', () => {
  it('refuses brackets that do not start at 0, leave a gap, overlap or end closed, and negative rates', async () => {
    const response = await postEnergyTax(2031, [
      { from: 10, to: 100, rate: '0,1' },
      { from: 200, to: 300, rate: '-0.1' },
      { from: 250, to: 400, rate: 'abc' },
    ]);
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors['brackets.0.from']).toEqual(['De eerste schijf begint bij 0.']);
    expect(errors['brackets.1.from']).toEqual(['Deze schijf moet aansluiten op de vorige: begin bij 100.']);
    expect(errors['brackets.1.rate']).toEqual(['Vul 0 of meer in.']);
    expect(errors['brackets.2.from']).toEqual(['Deze schijf overlapt de vorige: begin bij 300.']);
    expect(errors['brackets.2.to']).toEqual(['De laatste schijf heeft geen bovengrens (leeg laten).']);
    expect(errors['brackets.2.rate']).toEqual(['Vul een getal in, bijvoorbeeld 0,10880.']);
    const ode = await call('POST', '/api/v3/parameters', admin, {
      kind: 'ode',
      product: 1,
      year: 2023,
      brackets: [{ from: 0, to: null, rate: '0.01' }],
    });
    expect(ode.json().errors.year).toEqual([
      'ODE bestaat alleen tot en met 2022; vanaf 2023 zit het in de energiebelasting.',
    ]);
  });

  it('creates with a comma decimal, refuses a second row for the same product and year, updates on POST, PUT and PATCH, deletes', async () => {
    const created = await postEnergyTax(2032, [
      { from: 0, to: 10_000, rate: '0,10000' },
      { from: 10_000, to: null, rate: '0.05', rateNonBusiness: '' },
    ]);
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({
      kind: 'energy-tax',
      year: 2032,
      verified: false,
      label: 'Elektriciteit 2032',
    });
    expect(item.brackets[0]).toEqual({ from: 0, to: 10_000, rate: '0.10000', rateNonBusiness: null });
    const again = await postEnergyTax(2032, [{ from: 0, to: null, rate: '0.1' }]);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.year).toEqual(['Deze parameter bestaat al; pas de bestaande aan.']);

    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      const updated = await call(
        method,
        `/api/v3/parameters/${item.id}`,
        admin,
        energyTax(2032, [{ from: 0, to: null, rate: '0.2' }], { verified: true, note: method }),
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data).toMatchObject({ verified: true, note: method });
    }
    const changedKind = await call('PUT', `/api/v3/parameters/${item.id}`, admin, {
      kind: 'tax-reduction',
      year: 2032,
      amount: '1',
    });
    expect(changedKind.json().errors.kind).toEqual(['De soort van een parameter kan niet veranderen.']);
    expect((await call('PUT', '/api/v3/parameters/999999', admin, energyTax(2033, []))).statusCode).toBe(422);
    expect((await call('DELETE', `/api/v3/parameters/${item.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/v3/parameters/${item.id}`, admin)).statusCode).toBe(404);
    const events = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(item.id)));
    expect(events.map((e) => e.event)).toEqual([
      'parameters.created',
      'parameters.updated',
      'parameters.updated',
      'parameters.updated',
      'parameters.deleted',
    ]);
  });

  it('refuses a VAT period that overlaps another, and an unknown grid operator', async () => {
    const overlap = await call('POST', '/api/v3/parameters', admin, {
      kind: 'vat',
      validFrom: '2022-12-01',
      validTo: '2023-01-31',
      rate: '9',
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors.validFrom[0]).toMatch(/^Deze periode overlapt een ander btw-tarief/);
    const backwards = await call('POST', '/api/v3/parameters', admin, {
      kind: 'vat',
      validFrom: '2019-12-01',
      validTo: '2019-01-31',
      rate: '21',
    });
    expect(backwards.json().errors.validTo).toEqual(['De einddatum ligt vóór de begindatum.']);
    const tariff = {
      kind: 'grid-tariff',
      gridOperatorId: 999_999,
      year: 2026,
      connectionClass: 'MS',
      maxKwRate: '3,10',
    };
    const unknown = await call('POST', '/api/v3/parameters', admin, tariff);
    expect(unknown.json().errors.gridOperatorId).toEqual(['Deze netbeheerder bestaat niet.']);
    const ok = await call('POST', '/api/v3/parameters', admin, { ...tariff, gridOperatorId: liander });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ gridOperatorName: 'Liander', maxKwRate: '3.10', kwhRate: null });
  });
});

describe('copy a year', () => {
  it('copies 2026 to 2027 unverified with a note, skips what exists, and says when there is nothing', async () => {
    const first = await call('POST', '/api/v3/parameters/copy-year', admin, { fromYear: 2026 });
    expect(first.statusCode).toBe(200);
    // Electricity and gas energy tax, the reduction, and the grid tariff of the test above.
    expect(first.json().data).toEqual({ toYear: 2027, created: 4, skipped: 0 });
    const copies = (await call('GET', '/api/v3/parameters?year=2027', admin)).json().data;
    const vatIncluded = copies.filter((p: { kind: string }) => p.kind !== 'vat');
    expect(vatIncluded.every((p: { verified: boolean }) => !p.verified)).toBe(true);
    expect(vatIncluded[0].note).toBe('Gekopieerd uit 2026; controleer de bedragen voor 2027.');
    const second = await call('POST', '/api/v3/parameters/copy-year', admin, {
      fromYear: 2026,
      kind: 'energy-tax',
    });
    expect(second.json().data).toEqual({ toYear: 2027, created: 0, skipped: 2 });
    const nothing = await call('POST', '/api/v3/parameters/copy-year', admin, { fromYear: 2040 });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors.fromYear).toEqual(['Er is niets om te kopiëren uit dit jaar.']);
  });
});

const importFile = (bytes: Buffer, token = admin) =>
  api(app, {
    method: 'POST',
    url: '/api/v3/parameters/import',
    token,
    ...fileUpload('parameters.xlsx', bytes, { type: CONTENT_TYPES.xlsx }),
  });

describe('xlsx export and import', () => {
  it('exports one sheet per kind and imports it back unchanged (updates, creates nothing)', async () => {
    const exported = await call('GET', '/api/v3/parameters/export.xlsx?kind=energy-tax&year=2024', admin);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="parameters-energy-tax-2024.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Energiebelasting');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Product',
      'Jaar',
      'Van',
      'Tot',
      'Tarief',
      'Tarief niet-zakelijk',
      'Geverifieerd',
      'Bron',
      'Notitie',
    ]);
    expect(sheet?.rowCount).toBe(11); // header + 5 electricity + 5 gas brackets
    const back = await importFile(exported.rawPayload);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toEqual({ created: 0, updated: 2 });
    const year = (await call('GET', '/api/v3/parameters?kind=energy-tax&year=2024&product=1', admin)).json();
    expect(year.data[0].brackets[2].rate).toBe('0.09037');
    expect(year.data[0].source).toBe(
      'Belastingdienst, "Tabellen tarieven milieubelastingen" 2024 (tarieven per 1 januari 2024)',
    );
  });

  it('reports every bad row with its sheet and row number and imports nothing', async () => {
    const workbook = new ExcelJS.Workbook();
    const reduction = workbook.addWorksheet('Belastingvermindering');
    reduction.addRow(['Jaar', 'Bedrag', 'Geverifieerd', 'Notitie']);
    reduction.addRow([2040, 500.5, 'ja', 'Goed']);
    reduction.addRow([2041, -3, 'nee', null]);
    const tax = workbook.addWorksheet('Energiebelasting');
    tax.addRow([
      'Product',
      'Jaar',
      'Van',
      'Tot',
      'Tarief',
      'Tarief niet-zakelijk',
      'Geverifieerd',
      'Notitie',
    ]);
    tax.addRow(['Gas', 2040, 0, 1000, 0.5, null, 'nee', null]);
    tax.addRow(['Gas', 2040, 2000, null, 0.4, null, 'nee', null]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await importFile(bytes);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('Het bestand bevat fouten; er is niets geïmporteerd.');
    expect(body.errors).toEqual({
      'Energiebelasting, rij 3': ['Deze schijf moet aansluiten op de vorige: begin bij 1.000.'],
      'Belastingvermindering, rij 3': ['Vul 0 of meer in.'],
    });
    expect(await app.ctx.db.select().from(parameters).where(eq(parameters.year, 2040))).toEqual([]);

    reduction.getRow(3).getCell(2).value = 3;
    tax.getRow(3).getCell(3).value = 1000;
    const fixed = await importFile(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data).toEqual({ created: 3, updated: 0 });
    const stored = (await call('GET', '/api/v3/parameters?year=2040&kind=tax-reduction', admin)).json().data;
    expect(stored[0]).toMatchObject({ amount: '500.5', verified: true, note: 'Goed' });
  });

  it('answers a Dutch 422 for no file, a file that is no workbook, and 403 for a reader', async () => {
    const none = await call('POST', '/api/v3/parameters/import', admin, {});
    expect(none.json().errors.file).toEqual(['Kies een Excel-bestand (.xlsx) om te importeren.']);
    const junk = await importFile(Buffer.from('geen excel'));
    expect(junk.json().errors.file).toEqual([
      'Dit bestand kan niet gelezen worden als Excel-bestand (.xlsx).',
    ]);
    expect((await importFile(Buffer.from('x'), reader)).statusCode).toBe(403);
  });
});
