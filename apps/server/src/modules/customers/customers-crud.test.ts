import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import { CUSTOMER_MODULES as CONTRACT_MODULES } from '@energiek/contracts/customers';
import { createConnection } from '@energiek/db/factories/connections';
import { createContact } from '@energiek/db/factories/contacts';
import { createCustomer } from '@energiek/db/factories/customers';
import { createEntity } from '@energiek/db/factories/entities';
import { createRole } from '@energiek/db/factories/roles';
import { createCustomerUser, createUser } from '@energiek/db/factories/users';
import {
  CONNECTION_INACTIVE,
  CUSTOMER_MODULES,
  PRODUCT_GAS,
  adminCustomerAssignments,
  auditLog,
  connections,
  actionComments,
  actions,
  customers,
  users,
} from '@energiek/db/schema/index';
import { SEARCH_COUNT_CAP } from '../../core/paging.ts';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';
import { WALK_WINDOW } from './customer-search.repository.ts';

// Issue 5: GET/POST customers, GET/POST customers/{customerId} (details, edit), GET …/dashboard.

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

type Json = Record<string, unknown>;
const get = (url: string, token?: string) => api(app, { method: 'GET', url, token });
const post = (url: string, payload: Json, token?: string) =>
  api(app, { method: 'POST', url, token, payload });

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, {
    name: 'Bakkerij Jansen B.V.',
    subType: 'ambassador',
    visitCity: 'Utrecht',
    kvkNumber: '12345678',
  });
  const garage = await createCustomer(db, {
    name: 'Autobedrijf Bakker B.V.',
    status: 'prospect',
    visitCity: 'Amersfoort',
  });
  const hotel = await createCustomer(db, {
    name: 'Hotel Zeezicht B.V.',
    status: 'inactive',
    visitCity: 'Zandvoort',
  });
  await createUser(db, {
    emailAddress: 'full@energiek.nl',
    type: 'admin',
    canSwitch: true,
    firstName: 'Fleur',
    lastName: 'Admin',
  });
  const restricted = await createUser(db, {
    emailAddress: 'beperkt@energiek.nl',
    type: 'admin',
    canSwitch: false,
  });
  await db.insert(adminCustomerAssignments).values({ userId: restricted.id, customerId: bakker.id });
  const readOnly = await createRole(db, {
    name: 'Klant lezen',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-contacts': ['read'] }),
  });
  const writing = await createRole(db, {
    name: 'Klant beheer',
    scope: scopeAllowing({ organisation: ['read', 'write'], 'organisation-contacts': ['read', 'write'] }),
  });
  await createCustomerUser(db, bakker.id, 'lezer@bakkerij.nl', readOnly.id);
  await createCustomerUser(db, bakker.id, 'beheer@bakkerij.nl', writing.id);
  const manager = await createUser(db, {
    emailAddress: 'am@energiek.nl',
    type: 'admin',
    firstName: 'Mark',
    lastName: 'Visser',
    phoneNumber: '06 1234 5678',
  });
  return { bakker, garage, hotel, restricted, manager };
}

type ListBody = { data: Json[]; meta: { current_page: number; last_page: number; total: number } };

describe('GET customers', () => {
  it('lists with spec fields, active connection counts computed in the query, and meta', async () => {
    const { bakker } = await fixture();
    const db = app.ctx.db;
    await createConnection(db, { customerId: bakker.id });
    await createConnection(db, { customerId: bakker.id, hasProd: true });
    await createConnection(db, { customerId: bakker.id, status: CONNECTION_INACTIVE });
    const gas = await createConnection(db, { customerId: bakker.id, product: PRODUCT_GAS });
    const token = await loginToken(app, 'full@energiek.nl');
    const response = await get('/api/v3/customers?sort=name', token);
    expect(response.statusCode).toBe(200);
    const body = response.json<ListBody>();
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 25, total: 3 });
    expect(body.data.map((c) => c.name)).toEqual([
      'Autobedrijf Bakker B.V.',
      'Bakkerij Jansen B.V.',
      'Hotel Zeezicht B.V.',
    ]);
    expect(body.data[1]).toEqual({
      id: bakker.id,
      name: 'Bakkerij Jansen B.V.',
      number: bakker.number,
      subType: 'ambassador',
      status: 'active',
      statusName: 'Actief',
      city: 'Utrecht',
      kvkNumber: '12345678',
      electricCount: 2,
      gasCount: 1,
    });
    // The counts follow the connections: no stored copy to go stale.
    await db.update(connections).set({ status: CONNECTION_INACTIVE }).where(eq(connections.id, gas.id));
    const after = (await get('/api/v3/customers?q=Jansen', token)).json<ListBody>();
    expect(after.data[0]?.gasCount).toBe(0);
    const summary = (await get(`/api/v3/customers/${bakker.id}`, token)).json<{ data: Json }>();
    expect(summary.data).toMatchObject({ electricCount: 2, gasCount: 0 });
  });

  it('searches name, number, city and KvK; filters status and subType; sorts; pages', async () => {
    const { bakker, garage, hotel } = await fixture();
    const token = await loginToken(app, 'full@energiek.nl');
    const ids = async (query: string) =>
      (await get(`/api/v3/customers?${query}`, token)).json<ListBody>().data.map((c) => c.id);
    expect(await ids('q=bakker')).toEqual([garage.id, bakker.id]);
    expect(await ids(`q=${hotel.number}`)).toEqual([hotel.id]);
    expect(await ids('q=zandvoort')).toEqual([hotel.id]);
    expect(await ids('q=1234 5678')).toEqual([bakker.id]);
    expect(await ids('status=prospect')).toEqual([garage.id]);
    expect(await ids('subType=ambassador')).toEqual([bakker.id]);
    expect(await ids('sort=-name')).toEqual([hotel.id, bakker.id, garage.id]);
    expect(await ids('sort=statusName')).toEqual([bakker.id, hotel.id, garage.id]);
    expect(await ids('sort=-number')).toEqual([hotel.id, garage.id, bakker.id]);
    expect(await ids('sort=city')).toEqual([garage.id, bakker.id, hotel.id]);
    const page = (await get('/api/v3/customers?limit=2&page=2&sort=name', token)).json<ListBody>();
    expect(page.data.map((c) => c.id)).toEqual([hotel.id]);
    expect(page.meta).toMatchObject({ current_page: 2, last_page: 2, total: 3 });
    // A page past the end, and a search without matches, still count (no row carries the count).
    const past = (await get('/api/v3/customers?limit=2&page=5&sort=name', token)).json<ListBody>();
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ current_page: 5, last_page: 2, total: 3 });
    const filtered = (await get('/api/v3/customers?limit=2&page=3&status=prospect', token)).json<ListBody>();
    expect(filtered.meta).toMatchObject({ current_page: 3, last_page: 1, total: 1 });
    const none = (await get('/api/v3/customers?q=nergens', token)).json<ListBody>();
    expect(none.meta).toMatchObject({ current_page: 1, last_page: 1, total: 0 });
    expect((await get('/api/v3/customers?limit=1000', token)).statusCode).toBe(422);
    expect((await get('/api/v3/customers?sort=kvkNumber', token)).statusCode).toBe(422);
    expect((await get('/api/v3/customers?status=weg', token)).statusCode).toBe(422);
  });

  it('pages a search in name order past the walked window, counting to the search cap', async () => {
    await fixture();
    const token = await loginToken(app, 'full@energiek.nl');
    // Fillers before the matches in name order, more than the ordered walk reads (WALK_WINDOW).
    await app.ctx.db.insert(customers).values(
      Array.from({ length: WALK_WINDOW + 10 }, (_, i) => ({
        name: `Aannemer ${String(i).padStart(4, '0')}`,
        number: 500_000 + i,
      })),
    );
    await app.ctx.db.insert(customers).values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Zorg ${String(i).padStart(2, '0')}`,
        number: 600_000 + i,
      })),
    );
    const page = async (query: string) => (await get(`/api/v3/customers?${query}`, token)).json<ListBody>();
    const first = await page('q=zorg&limit=25');
    expect(first.data.map((c) => c.name)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Zorg ${String(i).padStart(2, '0')}`),
    );
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: 30 });
    const second = await page('q=zorg&limit=25&page=2');
    expect(second.data.map((c) => c.name)).toEqual(['Zorg 25', 'Zorg 26', 'Zorg 27', 'Zorg 28', 'Zorg 29']);
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 2, total: 30 });
    const reversed = await page('q=zorg&limit=3&sort=-name');
    expect(reversed.data.map((c) => c.name)).toEqual(['Zorg 29', 'Zorg 28', 'Zorg 27']);
    expect(reversed.meta).toMatchObject({ last_page: 10, total: 30 });
    expect((await page('q=zorg&limit=25&page=3')).meta).toMatchObject({ last_page: 2, total: 30 });
    // A common term: the page comes from the walk, the count stops at the search cap.
    const common = await page('q=aannemer&limit=10&page=2');
    expect(common.data[0]?.name).toBe('Aannemer 0010');
    expect(common.meta).toMatchObject({ current_page: 2, last_page: 101, total: SEARCH_COUNT_CAP + 1 });
    const exact = await page('q=aannemer 10&limit=25');
    expect(exact.meta).toMatchObject({ last_page: 1, total: 10 });
  });

  it('searches a term of one or two characters at the start of the words of name and city', async () => {
    await fixture();
    const db = app.ctx.db;
    const kweker = await createCustomer(db, { name: 'Kwekerij de Zon' });
    const oost = await createCustomer(db, { name: 'Tuinderij Oost', visitCity: 'Kwadendamme' });
    const koel = await createCustomer(db, { name: "Koelhuis 't Q7" });
    await createCustomer(db, { name: 'Bakwerk Noord', visitCity: 'Delft' });
    const token = await loginToken(app, 'full@energiek.nl');
    const ids = async (q: string) =>
      (await get(`/api/v3/customers?q=${encodeURIComponent(q)}`, token))
        .json<ListBody>()
        .data.map((c) => c.id);
    expect(await ids('KW')).toEqual([kweker.id, oost.id]);
    expect(await ids('q7')).toEqual([koel.id]);
    // Three characters or more: anywhere in the name.
    expect((await ids('akw')).length).toBe(1);
  });

  it('lists only the customers the user may act for', async () => {
    const { bakker, manager } = await fixture();
    const managed = await createCustomer(app.ctx.db, { name: 'Beheerd B.V.', accountManagerId: manager.id });
    await app.ctx.db.update(customers).set({ accountManagerId: null }).where(eq(customers.id, bakker.id));
    const list = async (email: string) =>
      (await get('/api/v3/customers', await loginToken(app, email))).json<ListBody>().data.map((c) => c.id);
    expect(await list('lezer@bakkerij.nl')).toEqual([bakker.id]);
    expect(await list('beperkt@energiek.nl')).toEqual([bakker.id]);
    expect((await list('full@energiek.nl')).length).toBe(4);
    await app.ctx.db.update(customers).set({ accountManagerId: null }).where(eq(customers.id, managed.id));
    expect((await get('/api/v3/customers')).statusCode).toBe(401);
  });
});

const VALID = {
  name: '  Drukkerij Verhoeven B.V. ',
  kvkNumber: '8765 4321',
  vatNumber: 'nl123456789b01',
  iban: 'nl91 abna 0417 1643 00',
  visitStreet: 'Stationsplein',
  visitHouseNumber: '12',
  visitPostcode: '3511ed',
  visitCity: 'Utrecht',
  emailAddress: 'Info@Verhoeven.nl',
  phoneNumber: '030 123 4567',
  website: 'www.verhoeven.nl',
  modules: ['ems', 'purchase'],
  notes: '',
};

describe('POST customers', () => {
  it('creates with the next free number, normalised values and an audit entry', async () => {
    const { hotel, manager } = await fixture();
    const token = await loginToken(app, 'full@energiek.nl');
    const response = await post('/api/v3/customers', { ...VALID, accountManagerId: manager.id }, token);
    expect(response.statusCode).toBe(201);
    const data = response.json<{ data: Json & { details: Json } }>().data;
    expect(data).toMatchObject({
      name: 'Drukkerij Verhoeven B.V.',
      number: hotel.number + 1,
      subType: 'regular',
      statusName: 'Actief',
      electricCount: 0,
      modules: ['ems', 'purchase'],
    });
    expect(data.details).toMatchObject({
      status: 'active',
      kvkNumber: '87654321',
      vatNumber: 'NL123456789B01',
      iban: 'NL91ABNA0417164300',
      visitPostcode: '3511 ED',
      emailAddress: 'info@verhoeven.nl',
      website: 'https://www.verhoeven.nl',
      postalPostcode: null,
      notes: null,
      accountManagerId: manager.id,
      // The advisor card of the portal: name, initials, e-mail and phone (issue 31).
      accountManager: {
        id: manager.id,
        name: 'Mark Visser',
        initials: 'MV',
        emailAddress: 'am@energiek.nl',
        phoneNumber: '06 1234 5678',
      },
    });
    const [audit] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.event, 'customers.created'));
    expect(audit?.customerId).toBe(data.id);
    const again = await post('/api/v3/customers', { name: 'Tweede B.V.' }, token);
    expect(again.json<{ data: { number: number } }>().data.number).toBe(hotel.number + 2);
  });

  it('takes a free number override and refuses a taken one', async () => {
    const { bakker } = await fixture();
    const token = await loginToken(app, 'full@energiek.nl');
    const taken = await post('/api/v3/customers', { name: 'Dubbel B.V.', number: bakker.number }, token);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ number: ['Dit klantnummer is al in gebruik.'] });
    const free = await post('/api/v3/customers', { name: 'Vrij B.V.', number: 424242 }, token);
    expect(free.json<{ data: { number: number } }>().data.number).toBe(424242);
  });

  it('answers Dutch field errors and stores nothing', async () => {
    await fixture();
    const token = await loginToken(app, 'full@energiek.nl');
    const before = await app.ctx.db.select().from(customers);
    const response = await post(
      '/api/v3/customers',
      {
        name: ' ',
        kvkNumber: '1234',
        vatNumber: 'NL12345678B01',
        iban: 'NL91ABNA0417164301',
        visitPostcode: '0123 AB',
        emailAddress: 'geen-mail',
        phoneNumber: '12345',
        modules: ['ems', 'onbekend'],
      },
      token,
    );
    expect(response.statusCode).toBe(422);
    const errors = response.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors).toMatchObject({
      name: ['Vul een naam in.'],
      kvkNumber: ['Een KvK-nummer bestaat uit 8 cijfers.'],
      vatNumber: ['Vul een geldig btw-nummer in, bijvoorbeeld NL123456789B01.'],
      iban: ['Dit IBAN is ongeldig. Controleer het nummer.'],
      visitPostcode: ['Vul een geldige postcode in, bijvoorbeeld 1234 AB.'],
      emailAddress: ['Vul een geldig e-mailadres in.'],
      phoneNumber: ['Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 4567 of +31 20 123 4567.'],
    });
    expect(Object.keys(errors)).toContain('modules.1');
    expect(await app.ctx.db.select().from(customers)).toEqual(before);
  });

  it('refuses an account manager who is not an active admin', async () => {
    await fixture();
    const staff = await createUser(app.ctx.db, { type: 'customer' });
    const token = await loginToken(app, 'full@energiek.nl');
    const response = await post('/api/v3/customers', { name: 'X B.V.', accountManagerId: staff.id }, token);
    expect(response.json().errors).toEqual({
      accountManagerId: ['Kies een actieve beheerder als accountmanager.'],
    });
  });

  it('answers 403 without customers:write and assigns a new customer to an admin without canSwitch', async () => {
    const { restricted } = await fixture();
    const staff = await loginToken(app, 'beheer@bakkerij.nl');
    expect((await post('/api/v3/customers', { name: 'X B.V.' }, staff)).statusCode).toBe(403);
    const token = await loginToken(app, 'beperkt@energiek.nl');
    const created = await post('/api/v3/customers', { name: 'Eigen B.V.' }, token);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { id: number } }>().data.id;
    const assigned = await app.ctx.db
      .select()
      .from(adminCustomerAssignments)
      .where(eq(adminCustomerAssignments.userId, restricted.id));
    expect(assigned.map((row) => row.customerId)).toContain(id);
    expect((await get(`/api/v3/customers/${id}`, token)).statusCode).toBe(200);
  });

  it('keeps the module list of the contracts equal to the database schema', () => {
    expect([...CONTRACT_MODULES]).toEqual([...CUSTOMER_MODULES]);
  });
});

describe('GET and POST customers/{customerId}', () => {
  it('adds every field with ?with=details; the summary stays as it was', async () => {
    const { bakker } = await fixture();
    const token = await loginToken(app, 'lezer@bakkerij.nl');
    const plain = (await get(`/api/v3/customers/${bakker.id}`, token)).json<{ data: Json }>().data;
    expect(Object.keys(plain).sort()).toEqual(
      ['electricCount', 'gasCount', 'id', 'modules', 'name', 'number', 'statusName', 'subType'].sort(),
    );
    const full = (await get(`/api/v3/customers/${bakker.id}?with=details`, token)).json<{
      data: { details: Json };
    }>();
    expect(full.data.details.kvkNumber).toBe('12345678');
    expect((await get(`/api/v3/customers/${bakker.id}?with=nope`, token)).statusCode).toBe(422);
  });

  it('lets an admin edit everything, audits the changed fields', async () => {
    const { bakker, manager } = await fixture();
    const token = await loginToken(app, 'full@energiek.nl');
    const response = await post(
      `/api/v3/customers/${bakker.id}`,
      {
        name: 'Bakkerij Jansen & Zn. B.V.',
        status: 'inactive',
        accountManagerId: manager.id,
        modules: ['ems'],
      },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Bakkerij Jansen & Zn. B.V.',
      statusName: 'Inactief',
    });
    const [audit] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.event, 'customers.updated'));
    expect(audit?.details).toEqual({ fields: ['name', 'status', 'accountManagerId', 'modules'] });
    expect(audit?.customerId).toBe(bakker.id);
    const put = await api(app, {
      method: 'PATCH',
      url: `/api/v3/customers/${bakker.id}`,
      token,
      payload: { visitPostcode: '1234ab' },
    });
    expect(put.json().data.details.visitPostcode).toBe('1234 AB');
  });

  it('refuses admin-only fields to customer staff with 422, but accepts them unchanged', async () => {
    const { bakker } = await fixture();
    const token = await loginToken(app, 'beheer@bakkerij.nl');
    const refused = await post(
      `/api/v3/customers/${bakker.id}`,
      {
        name: 'Nieuw',
        status: 'inactive',
        modules: [],
        number: 1,
        subType: 'regular',
        accountManagerId: null,
      },
      token,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      modules: ['Alleen beheerders kunnen de modules wijzigen.'],
      status: ['Alleen beheerders kunnen de status wijzigen.'],
      subType: ['Alleen beheerders kunnen het klanttype wijzigen.'],
      number: ['Alleen beheerders kunnen het klantnummer wijzigen.'],
    });
    const [unchanged] = await app.ctx.db.select().from(customers).where(eq(customers.id, bakker.id));
    expect(unchanged?.name).toBe('Bakkerij Jansen B.V.');
    const ok = await post(
      `/api/v3/customers/${bakker.id}`,
      {
        name: 'Bakkerij Jansen Utrecht B.V.',
        status: 'active',
        subType: 'ambassador',
        modules: bakker.modules,
      },
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.name).toBe('Bakkerij Jansen Utrecht B.V.');
  });

  it('answers 403 for a reading role, 404 for another customer, and changes nothing', async () => {
    const { bakker, hotel } = await fixture();
    const reader = await loginToken(app, 'lezer@bakkerij.nl');
    expect((await post(`/api/v3/customers/${bakker.id}`, { name: 'X' }, reader)).statusCode).toBe(403);
    const writer = await loginToken(app, 'beheer@bakkerij.nl');
    expect((await post(`/api/v3/customers/${hotel.id}`, { name: 'X' }, writer)).statusCode).toBe(404);
    expect((await get(`/api/v3/customers/${hotel.id}?with=details`, writer)).statusCode).toBe(404);
    const restricted = await loginToken(app, 'beperkt@energiek.nl');
    expect((await post(`/api/v3/customers/${hotel.id}`, { name: 'X' }, restricted)).statusCode).toBe(404);
    const rows = await app.ctx.db.select().from(customers).orderBy(customers.id);
    expect(rows.map((row) => row.name)).toEqual([
      'Bakkerij Jansen B.V.',
      'Autobedrijf Bakker B.V.',
      'Hotel Zeezicht B.V.',
    ]);
  });
});

describe('GET customers/{customerId}/dashboard', () => {
  it('answers key figures and, for admins, the recent changes of this customer only', async () => {
    const { bakker, hotel } = await fixture();
    const db = app.ctx.db;
    await createConnection(db, { customerId: bakker.id, hasProd: true });
    await createConnection(db, { customerId: bakker.id });
    await createConnection(db, { customerId: bakker.id, product: PRODUCT_GAS, status: CONNECTION_INACTIVE });
    await createEntity(db, { customerId: bakker.id });
    await createContact(db, { customerId: bakker.id });
    await createContact(db, { customerId: bakker.id });
    await createContact(db, { customerId: hotel.id });
    const token = await loginToken(app, 'full@energiek.nl');
    await post(`/api/v3/customers/${bakker.id}`, { kvkNumber: '11223344', visitCity: 'Zeist' }, token);
    await post(`/api/v3/customers/${hotel.id}`, { name: 'Hotel Duinzicht B.V.' }, token);
    await post(`/api/v3/customers/${bakker.id}/contacts`, { firstName: 'Anna' }, token);
    const response = await get(`/api/v3/customers/${bakker.id}/dashboard`, token);
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: { counts: Json; activity: Json[] } }>().data;
    expect(data.counts).toEqual({
      electricity: 2,
      electricityWithProduction: 1,
      gas: 0,
      connections: 3,
      entities: 1,
      contacts: 3,
      documents: 0,
      openActions: 0,
    });
    // Newest first; the contact is logged under the customer in its URL (none was selected).
    expect(data.activity.map((a) => a.description)).toEqual([
      'Contactpersoon toegevoegd',
      'Klantgegevens gewijzigd: KvK-nummer, bezoekadres',
    ]);
    expect(data.activity[1]).toMatchObject({ userName: 'Fleur Admin', event: 'customers.updated' });
    const staff = await loginToken(app, 'lezer@bakkerij.nl');
    const own = (await get(`/api/v3/customers/${bakker.id}/dashboard`, staff)).json<{ data: Json }>();
    expect(own.data.activity).toBeNull();
    expect((await get(`/api/v3/customers/${hotel.id}/dashboard`, staff)).statusCode).toBe(404);
  });

  it("lists this customer's newest actions, notes and comments among the recent activity", async () => {
    const { bakker, hotel } = await fixture();
    const db = app.ctx.db;
    const [author] = await db.select().from(users).where(eq(users.emailAddress, 'full@energiek.nl'));
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const [action] = await db
      .insert(actions)
      .values({
        customerId: bakker.id,
        subject: 'Meterstanden opvragen',
        createdById: author?.id,
        createdAt: at(1),
      })
      .returning();
    await db
      .insert(actions)
      .values({ customerId: bakker.id, type: 'note', subject: 'Belafspraak', createdAt: at(2) });
    await db
      .insert(actions)
      .values({ customerId: hotel.id, subject: 'Niet van deze klant', createdAt: at(3) });
    await db.insert(actionComments).values({
      actionId: action?.id ?? 0,
      userId: author?.id,
      content: 'Standen  zijn\nopgevraagd bij de netbeheerder.',
      createdAt: at(4),
    });
    const token = await loginToken(app, 'full@energiek.nl');
    const response = await get(`/api/v3/customers/${bakker.id}/dashboard`, token);
    const data = response.json<{ data: { activity: Json[] } }>().data;
    expect(data.activity.slice(0, 3)).toMatchObject([
      {
        event: 'action_comments.created',
        description: 'Reactie bij Meterstanden opvragen: Standen zijn opgevraagd bij de netbeheerder.',
        userName: 'Fleur Admin',
      },
      { event: 'notes.created', description: 'Notitie aangemaakt: Belafspraak', userName: null },
      {
        event: 'actions.created',
        description: 'Actie aangemaakt: Meterstanden opvragen',
        userName: 'Fleur Admin',
      },
    ]);
    expect(JSON.stringify(data.activity)).not.toContain('Niet van deze klant');
  });
});
