import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createCustomerUser, createUser } from '@energiek/db/factories/users';
import { adminCustomerAssignments, auditLog, hours } from '@energiek/db/schema/index';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';

// The hours list, totals, manual entries, edit/delete and the export (issue 6, spec §2 hours).

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.' });
  const hotel = await createCustomer(db, { name: 'Hotel Zeezicht B.V.' });
  const hoursOnly = await createRole(db, {
    name: 'Uren',
    scope: scopeAllowing({ 'organisation-hours': ['read', 'write'] }),
  });
  const noHours = await createRole(db, {
    name: 'Zonder uren',
    scope: scopeAllowing({ organisation: ['read'] }),
  });
  const anna = await createUser(db, {
    emailAddress: 'anna@energiek.nl',
    firstName: 'Anna',
    lastName: 'de Boer',
    type: 'admin',
    canSwitch: true,
  });
  const bram = await createUser(db, {
    emailAddress: 'bram@energiek.nl',
    firstName: 'Bram',
    lastName: 'Visser',
    type: 'admin',
    canSwitch: false,
    roleId: hoursOnly.id,
  });
  await db.insert(adminCustomerAssignments).values({ userId: bram.id, customerId: bakker.id });
  const staff = await createUser(db, {
    emailAddress: 'staf@bakkerij.nl',
    firstName: 'Sanne',
    lastName: 'Jansen',
    type: 'customer',
    customerId: bakker.id,
  });
  await createCustomerUser(db, bakker.id, 'lezer@bakkerij.nl', noHours.id);
  const add = (values: {
    userId: number;
    customerId: number;
    date: string;
    seconds: number;
    description: string;
    source?: 'timer' | 'manual';
  }) =>
    db
      .insert(hours)
      .values({ source: 'manual', ...values })
      .returning()
      .then((rows) => rows[0]!);
  // Around the turn of 2026/2027: 31/12/2026 and 02/01/2027 both fall in ISO week 53 of 2026.
  const rows = {
    a: await add({
      userId: anna.id,
      customerId: bakker.id,
      date: '2026-12-28',
      seconds: 3600,
      description: 'Offerte; "groot"',
    }),
    b: await add({
      userId: anna.id,
      customerId: bakker.id,
      date: '2026-12-31',
      seconds: 5400,
      description: 'Contract doorgenomen',
      source: 'timer',
    }),
    c: await add({
      userId: bram.id,
      customerId: bakker.id,
      date: '2027-01-02',
      seconds: 1800,
      description: 'Facturen gecontroleerd',
    }),
    d: await add({
      userId: bram.id,
      customerId: bakker.id,
      date: '2027-01-04',
      seconds: 754,
      description: 'Telefoon',
    }),
    e: await add({
      userId: anna.id,
      customerId: hotel.id,
      date: '2027-01-04',
      seconds: 7200,
      description: 'Energiescan hotel',
    }),
  };
  return { bakker, hotel, anna, bram, staff, rows };
}

const get = (url: string, token: string | undefined) => api(app, { method: 'GET', url, token });

describe('GET hours', () => {
  it('lists every entry the user may see with user, customer and totals per day, ISO week and month', async () => {
    const { bakker, hotel, anna, rows } = await fixture();
    const token = await loginToken(app, 'anna@energiek.nl');
    const response = await get('/api/v3/hours', token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((h: { id: number }) => h.id)).toEqual([
      rows.e.id,
      rows.d.id,
      rows.c.id,
      rows.b.id,
      rows.a.id,
    ]);
    expect(body.data[4]).toEqual({
      id: rows.a.id,
      date: '2026-12-28',
      seconds: 3600,
      duration: '1:00',
      description: 'Offerte; "groot"',
      source: 'manual',
      sourceName: 'Handmatig',
      user: { id: anna.id, name: 'Anna de Boer' },
      customer: { id: bakker.id, name: 'Bakkerij Jansen B.V.' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(body.data[3]).toMatchObject({ source: 'timer', sourceName: 'Timer', duration: '1:30' });
    expect(body.data[0].customer).toEqual({ id: hotel.id, name: 'Hotel Zeezicht B.V.' });
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, per_page: 25, total: 5 });
    expect(body.meta.totals).toEqual({
      totalSeconds: 3600 + 5400 + 1800 + 754 + 7200,
      perDay: [
        { date: '2026-12-28', seconds: 3600 },
        { date: '2026-12-31', seconds: 5400 },
        { date: '2027-01-02', seconds: 1800 },
        { date: '2027-01-04', seconds: 754 + 7200 },
      ],
      perWeek: [
        { isoYear: 2026, isoWeek: 53, seconds: 3600 + 5400 + 1800 },
        { isoYear: 2027, isoWeek: 1, seconds: 754 + 7200 },
      ],
      perMonth: [
        { year: 2026, month: 12, seconds: 3600 + 5400 },
        { year: 2027, month: 1, seconds: 1800 + 754 + 7200 },
      ],
    });
  });

  it('filters on user, customer, period, source and description; totals cover the whole filtered set', async () => {
    const { bakker, bram, rows } = await fixture();
    const token = await loginToken(app, 'anna@energiek.nl');
    const ids = async (query: string) => {
      const response = await get(`/api/v3/hours?${query}`, token);
      expect(response.statusCode, query).toBe(200);
      return response.json().data.map((h: { id: number }) => h.id);
    };
    expect(await ids(`userId=${bram.id}`)).toEqual([rows.d.id, rows.c.id]);
    expect(await ids(`customerId=${bakker.id}&sort=date`)).toEqual([
      rows.a.id,
      rows.b.id,
      rows.c.id,
      rows.d.id,
    ]);
    expect(await ids('from=2026-12-31&to=2027-01-02')).toEqual([rows.c.id, rows.b.id]);
    expect(await ids('source=timer')).toEqual([rows.b.id]);
    expect(await ids('q=FACTUREN')).toEqual([rows.c.id]);
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids('sort=-seconds')).toEqual([rows.e.id, rows.b.id, rows.a.id, rows.c.id, rows.d.id]);
    expect(await ids('sort=user')).toEqual([rows.e.id, rows.b.id, rows.a.id, rows.d.id, rows.c.id]);
    expect(await ids('sort=-customer')).toEqual([rows.e.id, rows.d.id, rows.c.id, rows.b.id, rows.a.id]);

    const page = await get('/api/v3/hours?limit=2&page=2&sort=date', token);
    expect(page.json().data.map((h: { id: number }) => h.id)).toEqual([rows.c.id, rows.d.id]);
    expect(page.json().meta).toMatchObject({ current_page: 2, last_page: 3, per_page: 2, total: 5 });
    expect(page.json().meta.totals.totalSeconds).toBe(18_754);
  });

  it('answers 422 with Dutch messages for bad filters', async () => {
    await fixture();
    const token = await loginToken(app, 'anna@energiek.nl');
    const bad = async (query: string) => {
      const response = await get(`/api/v3/hours?${query}`, token);
      expect(response.statusCode, query).toBe(422);
      return response.json().errors;
    };
    expect((await bad('from=2026-02-31')).from).toEqual(['Vul een geldige datum in (JJJJ-MM-DD).']);
    expect((await bad('from=2027-01-05&to=2027-01-01')).to).toEqual([
      'De einddatum ligt voor de begindatum.',
    ]);
    expect((await bad('sort=description')).sort).toEqual(['Sorteren op dit veld is niet mogelijk.']);
    expect((await bad('source=robot')).source).toEqual(['Kies Timer of Handmatig.']);
    expect(await bad('limit=1000')).toHaveProperty('limit');
  });

  it('shows customer staff only their own customer, refuses a role without hours (403) and anonymous callers (401)', async () => {
    const { bakker, hotel, rows } = await fixture();
    const staff = await loginToken(app, 'staf@bakkerij.nl');
    const own = await get('/api/v3/hours', staff);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.map((h: { id: number }) => h.id)).toEqual([
      rows.d.id,
      rows.c.id,
      rows.b.id,
      rows.a.id,
    ]);
    expect(own.json().meta.totals.totalSeconds).toBe(3600 + 5400 + 1800 + 754);
    // Asking for another customer's entries gives nothing, not that customer's hours.
    expect((await get(`/api/v3/hours?customerId=${hotel.id}`, staff)).json().data).toEqual([]);
    expect((await get(`/api/v3/customers/${hotel.id}/hours`, staff)).statusCode).toBe(404);
    expect((await get(`/api/v3/customers/${bakker.id}/hours`, staff)).json().meta.total).toBe(4);

    const reader = await loginToken(app, 'lezer@bakkerij.nl');
    expect((await get('/api/v3/hours', reader)).statusCode).toBe(403);
    expect((await get(`/api/v3/customers/${bakker.id}/hours`, reader)).statusCode).toBe(403);
    expect((await get('/api/v3/hours', undefined)).statusCode).toBe(401);

    // An admin without customer switch sees the customers assigned to them only.
    const bram = await loginToken(app, 'bram@energiek.nl');
    expect((await get('/api/v3/hours', bram)).json().meta.total).toBe(4);
    expect((await get(`/api/v3/customers/${hotel.id}/hours`, bram)).statusCode).toBe(404);
  });

  it('GET customers/{customerId}/hours lists that customer only; an entry of another customer answers 404', async () => {
    const { bakker, hotel, rows } = await fixture();
    const token = await loginToken(app, 'anna@energiek.nl');
    const response = await get(`/api/v3/customers/${hotel.id}/hours`, token);
    expect(response.json().data.map((h: { id: number }) => h.id)).toEqual([rows.e.id]);
    expect(response.json().meta.totals.perMonth).toEqual([{ year: 2027, month: 1, seconds: 7200 }]);
    expect((await get(`/api/v3/customers/${hotel.id}/hours/${rows.e.id}`, token)).json().data.id).toBe(
      rows.e.id,
    );
    expect((await get(`/api/v3/customers/${bakker.id}/hours/${rows.e.id}`, token)).statusCode).toBe(404);
  });
});

describe('writing hours', () => {
  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    api(app, { method: 'POST', url, token, payload });

  it('registers a manual entry from hours and minutes for oneself, or (full rights) for another admin', async () => {
    const { bakker, anna, bram } = await fixture();
    const token = await loginToken(app, 'anna@energiek.nl');
    const created = await post(`/api/v3/customers/${bakker.id}/hours`, token, {
      date: '2027-01-05',
      hours: 1,
      minutes: 15,
      description: '  Jaarafrekening besproken ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      date: '2027-01-05',
      seconds: 4500,
      duration: '1:15',
      description: 'Jaarafrekening besproken',
      source: 'manual',
      sourceName: 'Handmatig',
      user: { id: anna.id, name: 'Anna de Boer' },
      customer: { id: bakker.id },
    });
    const forBram = await post(`/api/v3/customers/${bakker.id}/hours`, token, {
      date: '2027-01-05',
      seconds: 600,
      description: 'Overleg',
      userId: bram.id,
    });
    expect(forBram.statusCode).toBe(201);
    expect(forBram.json().data.user.id).toBe(bram.id);
    const audit = await app.ctx.db.select().from(auditLog).where(eq(auditLog.event, 'hours.created'));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ userId: anna.id, customerId: bakker.id, subjectType: 'hours' });
  });

  it('answers 422 with Dutch field errors and stores nothing', async () => {
    const { bakker, staff } = await fixture();
    const token = await loginToken(app, 'anna@energiek.nl');
    const before = await app.ctx.db.select().from(hours);
    const errors = async (payload: Record<string, unknown>) => {
      const response = await post(`/api/v3/customers/${bakker.id}/hours`, token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      return response.json().errors;
    };
    expect(await errors({})).toEqual({
      date: ['Vul een datum in.'],
      description: ['Vul een omschrijving in.'],
    });
    expect(await errors({ date: '2027-01-05', description: 'x' })).toEqual({
      duration: ['Vul een duur in van minimaal 1 minuut en maximaal 24 uur.'],
    });
    expect((await errors({ date: '2027-13-01', hours: 1, description: 'x' })).date).toEqual([
      'Vul een geldige datum in (JJJJ-MM-DD).',
    ]);
    expect((await errors({ date: '2027-01-05', hours: 24, minutes: 30, description: 'x' })).duration).toEqual(
      ['Vul een duur in van minimaal 1 minuut en maximaal 24 uur.'],
    );
    expect((await errors({ date: '2027-01-05', hours: 1, minutes: 60, description: 'x' })).minutes).toEqual([
      'Vul een geheel aantal minuten in (0 tot en met 59).',
    ]);
    expect(
      (await errors({ date: '2027-01-05', hours: 1, description: 'x', userId: staff.id })).userId,
    ).toEqual(['Deze medewerker bestaat niet of is geen medewerker van het energieadviesbureau.']);
    const bram = await loginToken(app, 'bram@energiek.nl');
    const anna = (await get('/api/v3/auth/user', token)).json().data.id;
    const other = await post(`/api/v3/customers/${bakker.id}/hours`, bram, {
      date: '2027-01-05',
      hours: 1,
      description: 'x',
      userId: anna,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.userId).toEqual(['Je kunt alleen uren voor jezelf registreren.']);
    expect(await app.ctx.db.select().from(hours)).toEqual(before);
  });

  it('edits and deletes; without full rights only one’s own entries (403), another customer’s ids 404', async () => {
    const { bakker, hotel, rows } = await fixture();
    const anna = await loginToken(app, 'anna@energiek.nl');
    const edited = await api(app, {
      method: 'PATCH',
      url: `/api/v3/customers/${bakker.id}/hours/${rows.c.id}`,
      token: anna,
      payload: { hours: 2, minutes: 0, description: 'Facturen en contracten', date: '2027-01-03' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      seconds: 7200,
      description: 'Facturen en contracten',
      date: '2027-01-03',
    });

    const bram = await loginToken(app, 'bram@energiek.nl');
    const notOwn = await post(`/api/v3/customers/${bakker.id}/hours/${rows.a.id}`, bram, {
      description: 'Weg',
    });
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.json().message).toBe('Je kunt alleen je eigen uren wijzigen of verwijderen.');
    const del = (customerId: number, id: number, token: string) =>
      api(app, { method: 'DELETE', url: `/api/v3/customers/${customerId}/hours/${id}`, token });
    expect((await del(bakker.id, rows.a.id, bram)).statusCode).toBe(403);
    expect(
      (await post(`/api/v3/customers/${bakker.id}/hours/${rows.d.id}`, bram, { minutes: 20 })).json().data
        .seconds,
    ).toBe(1200);

    const before = await app.ctx.db.select().from(hours);
    // The entry of the hotel through the bakery's URL: 404, nothing changed.
    expect(
      (await post(`/api/v3/customers/${bakker.id}/hours/${rows.e.id}`, anna, { description: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await del(bakker.id, rows.e.id, anna)).statusCode).toBe(404);
    // Bram may not act for the hotel at all.
    expect((await del(hotel.id, rows.e.id, bram)).statusCode).toBe(404);
    expect(await app.ctx.db.select().from(hours)).toEqual(before);

    expect((await del(bakker.id, rows.d.id, bram)).statusCode).toBe(204);
    expect((await del(hotel.id, rows.e.id, anna)).statusCode).toBe(204);
    expect((await del(hotel.id, rows.e.id, anna)).statusCode).toBe(404);
    const left = await app.ctx.db.select({ id: hours.id }).from(hours);
    expect(left.map((r) => r.id).sort()).toEqual([rows.a.id, rows.b.id, rows.c.id].sort());
  });

  it('refuses writes to a role without hours:write (403) and keeps customer staff to their own entries', async () => {
    const { bakker, rows } = await fixture();
    const reader = await loginToken(app, 'lezer@bakkerij.nl');
    expect(
      (
        await post(`/api/v3/customers/${bakker.id}/hours`, reader, {
          date: '2027-01-05',
          hours: 1,
          description: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const staff = await loginToken(app, 'staf@bakkerij.nl');
    expect(
      (await post(`/api/v3/customers/${bakker.id}/hours/${rows.a.id}`, staff, { description: 'x' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET hours/export', () => {
  it('exports the filtered list as xlsx with Dutch headers, dates, durations, decimal hours and a total row', async () => {
    const { bakker } = await fixture();
    const token = await loginToken(app, 'anna@energiek.nl');
    const response = await app.inject({
      method: 'GET',
      url: `/api/v3/hours/export?format=xlsx&customerId=${bakker.id}&sort=date`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="uren-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Uren');
    expect(sheet).toBeDefined();
    const values = (row: number) => (sheet!.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Datum',
      'Medewerker',
      'Klant',
      'Omschrijving',
      'Bron',
      'Duur (uu:mm)',
      'Uren',
    ]);
    expect(sheet!.getRow(1).font?.bold).toBe(true);
    expect(values(2)).toEqual([
      new Date('2026-12-28T00:00:00Z'),
      'Anna de Boer',
      'Bakkerij Jansen B.V.',
      'Offerte; "groot"',
      'Handmatig',
      '1:00',
      1,
    ]);
    expect(sheet!.getCell('A2').numFmt).toBe('dd/mm/yyyy');
    expect(sheet!.getCell('G2').numFmt).toBe('0.00');
    expect(values(5)).toEqual([
      new Date('2027-01-04T00:00:00Z'),
      'Bram Visser',
      'Bakkerij Jansen B.V.',
      'Telefoon',
      'Handmatig',
      '0:13',
      0.21,
    ]);
    expect(values(6)).toEqual(['Totaal', undefined, undefined, undefined, undefined, '3:13', 3.21]);
    expect(sheet!.rowCount).toBe(6);
  });

  it('exports csv with ";", a UTF-8 BOM, DD/MM/YYYY and a decimal comma, through the session cookie', async () => {
    const { hotel } = await fixture();
    const login = await api(app, {
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { emailAddress: 'staf@bakkerij.nl', password: 'Energiek-2026!', remember: false },
    });
    const cookie = login.cookies.find((c) => c.name.includes('session'));
    expect(cookie).toBeDefined();
    const response = await app.inject({
      method: 'GET',
      url: '/api/v3/hours/export?format=csv&sort=date',
      cookies: { [cookie!.name]: cookie!.value },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="uren-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    // Staff of the bakery: the hotel's entry is not in it.
    expect(text.slice(1).split('\r\n')).toEqual([
      'Datum;Medewerker;Klant;Omschrijving;Bron;Duur (uu:mm);Uren',
      '28/12/2026;Anna de Boer;Bakkerij Jansen B.V.;"Offerte; ""groot""";Handmatig;1:00;1,00',
      '31/12/2026;Anna de Boer;Bakkerij Jansen B.V.;Contract doorgenomen;Timer;1:30;1,50',
      '02/01/2027;Bram Visser;Bakkerij Jansen B.V.;Facturen gecontroleerd;Handmatig;0:30;0,50',
      '04/01/2027;Bram Visser;Bakkerij Jansen B.V.;Telefoon;Handmatig;0:13;0,21',
      '',
    ]);
    expect(text).not.toContain(hotel.name);
    const forbidden = await app.inject({
      method: 'GET',
      url: `/api/v3/customers/${hotel.id}/hours/export?format=csv`,
      cookies: { [cookie!.name]: cookie!.value },
    });
    expect(forbidden.statusCode).toBe(404);
  });

  it('answers 422 for an unknown format and 403 without hours:read', async () => {
    const { bakker } = await fixture();
    const token = await loginToken(app, 'anna@energiek.nl');
    const bad = await get(`/api/v3/customers/${bakker.id}/hours/export?format=pdf`, token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.format).toEqual(['Kies Excel (xlsx) of CSV.']);
    const reader = await loginToken(app, 'lezer@bakkerij.nl');
    expect((await get('/api/v3/hours/export', reader)).statusCode).toBe(403);
  });
});
