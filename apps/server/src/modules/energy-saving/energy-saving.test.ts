import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import {
  connectionTaxSettings,
  energySavingMeasures,
  energySavingSelfGeneration,
  intervalRollups,
} from '@energiek/db/schema/index';
import { startOfLocalDay } from '@energiek/domain/local-time';
import { whileAuditRefused } from '../../testing/refuse-audit.ts';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';

// The energy-saving obligation per location: totals from EMS or the expected volume plus self-generated
// electricity, the obligation that follows, measures with their status, and the eLoket workbook.

let app: TestApp;
newAppBeforeEach((opened) => (app = opened), { timeout: 180_000 });

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.', modules: ['energysaving'] });
  const hotel = await createCustomer(db, { name: 'Hotel Zeezicht B.V.', modules: ['energysaving'] });
  const main = { street: 'Dorpsstraat', houseNumber: '12', postcode: '1234 AB', city: 'Urk' };
  const e1 = await createConnection(db, { customerId: bakker.id, product: 1, ...main });
  const e2 = await createConnection(db, { customerId: bakker.id, product: 1, ...main, postcode: '1234ab' });
  const gas = await createConnection(db, { customerId: bakker.id, product: 2, ...main });
  const depot = await createConnection(db, {
    customerId: bakker.id,
    product: 1,
    street: 'Havenweg',
    houseNumber: '3',
    postcode: '8321 XY',
    city: 'Urk',
  });
  const foreign = await createConnection(db, {
    customerId: hotel.id,
    product: 1,
    postcode: '1111 AA',
    houseNumber: '1',
  });
  await db.insert(connectionTaxSettings).values([
    { connectionId: e1.id, customerId: bakker.id, expectedAnnualVolume: '30000' },
    { connectionId: gas.id, customerId: bakker.id, expectedAnnualVolume: '24999' },
    { connectionId: depot.id, customerId: bakker.id, expectedAnnualVolume: '8000' },
  ]);
  // e2 is measured: 15,000 kWh in 2025.
  await db.insert(intervalRollups).values({
    connectionId: e2.id,
    customerId: bakker.id,
    channel: 1,
    grain: 5,
    start: startOfLocalDay('2025-01-01'),
    minutes: 15,
    sum: '15000',
    sumLow: '0',
    max: '5',
    count: 35_040,
    expected: 35_040,
    estimated: 0,
  });
  const [foreignMeasure] = await db
    .insert(energySavingMeasures)
    .values({
      customerId: hotel.id,
      locationKey: '1111AA|1',
      category: 'verlichting',
      measure: 'Led',
      status: 'done',
    })
    .returning();
  await createUser(db, {
    emailAddress: 'adviseur@energiek.nl',
    type: 'admin',
    canSwitch: true,
    modules: ['energysaving'],
  });
  const token = await loginToken(app, 'adviseur@energiek.nl');
  return { bakker, hotel, e1, e2, gas, depot, foreign, foreignMeasure: foreignMeasure!, token };
}

async function staff(customerId: number, actions: readonly ('read' | 'write')[], email: string) {
  const role = await createRole(app.ctx.db, {
    name: email,
    scope: scopeAllowing({
      organisation: ['read'],
      ...(actions.length ? { 'organisation-information': actions } : {}),
    }),
  });
  await createUser(app.ctx.db, { emailAddress: email, type: 'customer', customerId, roleId: role.id });
  return loginToken(app, email);
}

const base = (customerId: number) => `/api/v3/customers/${customerId}/energy-saving`;
const measure = {
  locationKey: '1234AB|12',
  category: 'verlichting',
  measure: 'Ledverlichting in de winkel',
  status: 'done',
  year: 2024,
};

describe('GET customers/{customerId}/energy-saving', () => {
  it('groups connections by address and applies the thresholds to the totals', async () => {
    const f = await fixture();
    const response = await api(app, { method: 'GET', url: `${base(f.bakker.id)}?year=2025`, token: f.token });
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta).toMatchObject({ year: 2025 });
    expect(meta.deadline >= '2027-12-01').toBe(true);
    // Dorpsstraat: 30,000 expected + 15,000 measured = 45,000 kWh; gas 24,999 m³: below both thresholds.
    const [dorp, haven] = data;
    expect(dorp).toMatchObject({
      key: '1234AB|12',
      address: 'Dorpsstraat 12, 1234 AB Urk',
      electricityKwh: 45_000,
      selfGeneratedKwh: 0,
      gasM3: 24_999,
      complete: true,
      obligation: 'none',
    });
    expect(dorp.connections).toHaveLength(3);
    expect(haven).toMatchObject({ key: '8321XY|3', electricityKwh: 8000, obligation: 'none' });

    // 5,000 kWh own solar brings the Dorpsstraat to 50,000: the saving obligation with the information duty.
    const saved = await api(app, {
      method: 'PUT',
      url: `${base(f.bakker.id)}/self-generation`,
      token: f.token,
      payload: { locationKey: '1234AB|12', year: 2025, kwh: 5000 },
    });
    expect(saved.statusCode).toBe(200);
    const after = (
      await api(app, { method: 'GET', url: `${base(f.bakker.id)}?year=2025`, token: f.token })
    ).json();
    expect(after.data[0]).toMatchObject({
      selfGeneratedKwh: 5000,
      obligation: 'energiebesparingsplicht',
      informatieplicht: true,
      decidedBy: ['electricity'],
    });
  });

  it('a year without data marks the location incomplete', async () => {
    const f = await fixture();
    const data = (
      await api(app, { method: 'GET', url: `${base(f.bakker.id)}?year=2024`, token: f.token })
    ).json().data;
    // e2 has no 2024 rollup and no expected volume.
    expect(data[0]).toMatchObject({ electricityKwh: 30_000, complete: false });
  });

  it('a location with one month of data is extrapolated by days and flagged, never "complete, no obligation"', async () => {
    const f = await fixture();
    // The depot measured January 2026 only: 31 days × 96 quarters = 2,976 of 35,040, 4,650 kWh.
    await app.ctx.db.insert(intervalRollups).values({
      connectionId: f.depot.id,
      customerId: f.bakker.id,
      channel: 1,
      grain: 5,
      start: startOfLocalDay('2026-01-01'),
      minutes: 15,
      sum: '4650',
      sumLow: '0',
      max: '5',
      count: 2_976,
      expected: 35_040,
      estimated: 0,
    });
    const data = (
      await api(app, { method: 'GET', url: `${base(f.bakker.id)}?year=2026`, token: f.token })
    ).json().data;
    // 4,650 kWh / 31 days × 365 = 54,750 kWh (the month alone would be "no obligation"; 12 × would be 55,800).
    expect(data.find((l: { key: string }) => l.key === '8321XY|3')).toMatchObject({
      electricityKwh: 54_750,
      complete: false,
      extrapolated: true,
      obligation: 'energiebesparingsplicht',
      informatieplicht: true,
    });
  });
});

describe('measures', () => {
  it('create, update, list with the location, delete', async () => {
    const f = await fixture();
    const created = await api(app, {
      method: 'POST',
      url: `${base(f.bakker.id)}/measures`,
      token: f.token,
      payload: measure,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const updated = await api(app, {
      method: 'PUT',
      url: `${base(f.bakker.id)}/measures/${id}`,
      token: f.token,
      payload: { ...measure, status: 'not-applicable', reason: 'Al led sinds de verbouwing.' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      status: 'not-applicable',
      reason: 'Al led sinds de verbouwing.',
    });
    const list = (
      await api(app, { method: 'GET', url: `${base(f.bakker.id)}?year=2025`, token: f.token })
    ).json();
    expect(list.data[0].measures.map((m: { id: number }) => m.id)).toEqual([id]);
    const removed = await api(app, {
      method: 'DELETE',
      url: `${base(f.bakker.id)}/measures/${id}`,
      token: f.token,
    });
    expect(removed.statusCode).toBe(204);
  });

  it('commits each write with its audit: a failing audit leaves measures and self-generation as they were', async () => {
    const f = await fixture();
    const db = app.ctx.db;
    const call = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) => () =>
      api(app, {
        method,
        url: `${base(f.bakker.id)}${path}`,
        token: f.token,
        ...(payload ? { payload } : {}),
      });
    const create = call('POST', '/measures', measure);
    expect((await whileAuditRefused(db, 'energy-saving.measure-created', create)).statusCode).toBe(500);
    const id = (await create()).json().data.id;
    const measuresBefore = await db.select().from(energySavingMeasures);
    const update = call('PUT', `/measures/${id}`, { ...measure, status: 'planned' });
    expect((await whileAuditRefused(db, 'energy-saving.measure-updated', update)).statusCode).toBe(500);
    const remove = call('DELETE', `/measures/${id}`);
    expect((await whileAuditRefused(db, 'energy-saving.measure-deleted', remove)).statusCode).toBe(500);
    expect(await db.select().from(energySavingMeasures)).toEqual(measuresBefore);
    const save = call('PUT', '/self-generation', { locationKey: '1234AB|12', year: 2025, kwh: 5000 });
    expect((await whileAuditRefused(db, 'energy-saving.self-generation-saved', save)).statusCode).toBe(500);
    expect(await db.select().from(energySavingSelfGeneration)).toEqual([]);

    expect((await update()).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(204);
    expect((await save()).statusCode).toBe(200);
    expect(await db.select().from(energySavingSelfGeneration)).toHaveLength(1);
  });

  it('a recognised measure from a dated EML list brings its title and category; free text stays "overige"', async () => {
    const f = await fixture();
    const chosen = await api(app, {
      method: 'POST',
      url: `${base(f.bakker.id)}/measures`,
      token: f.token,
      // The category and text sent are replaced by the list's (InfoMil's example of the 2019 office list).
      payload: { ...measure, emlCode: 'kantoren-2019:GD1', category: 'opwek', measure: 'iets anders' },
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json().data).toMatchObject({
      emlCode: 'kantoren-2019:GD1',
      category: 'verlichting',
      measure:
        'Binnenverlichting automatisch beperken op basis van daglichttoetreding door ramen en daklichten',
    });
    const other = await api(app, {
      method: 'POST',
      url: `${base(f.bakker.id)}/measures`,
      token: f.token,
      payload: measure,
    });
    expect(other.json().data).toMatchObject({ emlCode: null, measure: 'Ledverlichting in de winkel' });
    const rows = await app.ctx.db.select().from(energySavingMeasures).orderBy(energySavingMeasures.id);
    expect(rows.slice(-2).map((r) => r.emlCode)).toEqual(['kantoren-2019:GD1', null]);
    for (const emlCode of ['kantoren-2019:ZZ9', 'onbekend:GD1', 'eml-2023:GD1']) {
      const bad = await api(app, {
        method: 'POST',
        url: `${base(f.bakker.id)}/measures`,
        token: f.token,
        payload: { ...measure, emlCode },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.emlCode).toEqual([
        'Kies een maatregel van de erkende maatregelenlijst, of overige maatregel.',
      ]);
    }
  });

  it('refuses bad input with Dutch field errors', async () => {
    const f = await fixture();
    const bad = await api(app, {
      method: 'POST',
      url: `${base(f.bakker.id)}/measures`,
      token: f.token,
      payload: { locationKey: '', category: 'zwembad', measure: '', status: 'misschien', year: 1999 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      locationKey: ['Kies een locatie van deze klant.'],
      category: ['Kies een categorie van de erkende maatregelenlijst.'],
      measure: ['Beschrijf de maatregel (maximaal 300 tekens).'],
      status: ['Kies uitgevoerd, gepland of niet van toepassing.'],
      year: ['Vul een jaar in tussen 2000 en 2100, of laat het leeg.'],
    });
    const noReason = await api(app, {
      method: 'POST',
      url: `${base(f.bakker.id)}/measures`,
      token: f.token,
      payload: { ...measure, status: 'not-applicable' },
    });
    expect(noReason.json().errors.reason).toEqual(['Geef aan waarom deze maatregel niet van toepassing is.']);
    // The hotel's location is not the bakery's.
    const foreignLocation = await api(app, {
      method: 'POST',
      url: `${base(f.bakker.id)}/measures`,
      token: f.token,
      payload: { ...measure, locationKey: '1111AA|1' },
    });
    expect(foreignLocation.statusCode).toBe(422);
    expect(foreignLocation.json().errors.locationKey).toEqual(['Kies een locatie van deze klant.']);
    const year = await api(app, { method: 'GET', url: `${base(f.bakker.id)}?year=abc`, token: f.token });
    expect(year.json().errors.year).toEqual(['Kies een jaar tussen 2000 en 2100.']);
  });

  it('401, 403 without the permission or module, 404 for another customer, staff read their own', async () => {
    const f = await fixture();
    expect((await api(app, { method: 'GET', url: `${base(f.bakker.id)}?year=2025` })).statusCode).toBe(401);
    const none = await staff(f.bakker.id, [], 'geen@bakkerij.nl');
    expect(
      (await api(app, { method: 'GET', url: `${base(f.bakker.id)}?year=2025`, token: none })).statusCode,
    ).toBe(403);
    const reader = await staff(f.bakker.id, ['read'], 'lezer@bakkerij.nl');
    expect(
      (await api(app, { method: 'GET', url: `${base(f.bakker.id)}?year=2025`, token: reader })).statusCode,
    ).toBe(200);
    const write = await api(app, {
      method: 'POST',
      url: `${base(f.bakker.id)}/measures`,
      token: reader,
      payload: measure,
    });
    expect(write.statusCode).toBe(403);
    expect(
      (await api(app, { method: 'GET', url: `${base(f.hotel.id)}?year=2025`, token: reader })).statusCode,
    ).toBe(404);
    const writer = await staff(f.bakker.id, ['read', 'write'], 'schrijver@bakkerij.nl');
    expect(
      (
        await api(app, {
          method: 'POST',
          url: `${base(f.bakker.id)}/measures`,
          token: writer,
          payload: measure,
        })
      ).statusCode,
    ).toBe(201);
    // Another customer's measure under the bakery's path: 404, and it is unchanged.
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await api(app, {
        method,
        url: `${base(f.bakker.id)}/measures/${f.foreignMeasure.id}`,
        token: f.token,
        ...(method === 'PUT' ? { payload: measure } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    const rows = await app.ctx.db.select().from(energySavingMeasures);
    expect(rows.find((r) => r.id === f.foreignMeasure.id)).toMatchObject({
      measure: 'Led',
      customerId: f.hotel.id,
    });
    // Without the module: 403 even with the permission.
    const plain = await createCustomer(app.ctx.db, { name: 'Zonder module B.V.', modules: [] });
    const plainStaff = await staff(plain.id, ['read'], 'staf@zonder.nl');
    expect(
      (await api(app, { method: 'GET', url: `${base(plain.id)}?year=2025`, token: plainStaff })).statusCode,
    ).toBe(403);
  });
});

describe('GET customers/{customerId}/energy-saving/export', () => {
  it('an xlsx with the locations and the measures for eLoket', async () => {
    const f = await fixture();
    await api(app, {
      method: 'POST',
      url: `${base(f.bakker.id)}/measures`,
      token: f.token,
      payload: measure,
    });
    const file = await api(app, {
      method: 'GET',
      url: `${base(f.bakker.id)}/export?year=2025`,
      token: f.token,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('energiebesparing-eloket-2025.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const [locations, measures] = workbook.worksheets;
    expect(locations?.getRow(2).getCell(1).value).toBe('Dorpsstraat 12, 1234 AB Urk');
    expect(locations?.getRow(2).getCell(3).value).toBe(45_000);
    expect(locations?.getRow(2).getCell(6).value).toBe('Geen verplichting');
    expect(measures?.getRow(2).getCell(3).value).toBe('Ledverlichting in de winkel');
    expect(measures?.getRow(2).getCell(4).value).toBe('Uitgevoerd');
  });

  it('keeps a measure that looks like a formula as text in the workbook, without an apostrophe', async () => {
    const f = await fixture();
    const formula = '=HYPERLINK("http://kwaad.example","klik")';
    await api(app, {
      method: 'POST',
      url: `${base(f.bakker.id)}/measures`,
      token: f.token,
      payload: { ...measure, measure: formula },
    });
    const file = await api(app, {
      method: 'GET',
      url: `${base(f.bakker.id)}/export?year=2025`,
      token: f.token,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const cell = workbook.getWorksheet('Maatregelen')?.getRow(2).getCell(3);
    expect(cell?.value).toBe(formula);
    expect(cell?.numFmt).toBe('@');
  });
});
