import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, customers } from '@energiek/db/schema/index';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { adminCustomerAssignments } from '@energiek/db/schema/index';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';
import { WALK_WINDOW } from './customer-search.repository.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

const get = (url: string, token?: string) => api(app, { method: 'GET', url, token });
const post = (url: string, token?: string) => api(app, { method: 'POST', url, token, payload: {} });

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.', subType: 'ambassador' });
  const garage = await createCustomer(db, { name: 'Autobedrijf Bakker B.V.', status: 'prospect' });
  const hotel = await createCustomer(db, { name: 'Hotel Zeezicht B.V.' });
  const full = await createUser(db, { emailAddress: 'full@energiek.nl', type: 'admin', canSwitch: true });
  const restricted = await createUser(db, {
    emailAddress: 'beperkt@energiek.nl',
    type: 'admin',
    canSwitch: false,
  });
  await db.insert(adminCustomerAssignments).values({ userId: restricted.id, customerId: bakker.id });
  const manager = await createUser(db, { emailAddress: 'am@energiek.nl', type: 'admin', canSwitch: false });
  await createCustomer(db, { name: 'Beheerd B.V.', accountManagerId: manager.id });
  const staff = await createUser(db, {
    emailAddress: 'staf@bakkerij.nl',
    type: 'customer',
    customerId: bakker.id,
  });
  return { bakker, garage, hotel, full, restricted, manager, staff };
}

describe('GET customers/search', () => {
  it('finds by name, names starting with q first, with the spec fields', async () => {
    const { bakker, garage } = await fixture();
    const token = await loginToken(app, 'full@energiek.nl');
    const response = await get('/api/v3/customers/search?q=bakker', token);
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: { id: number }[] }>().data;
    expect(data.map((c) => c.id)).toEqual([bakker.id, garage.id]);
    expect(response.json().data[0]).toEqual({
      id: bakker.id,
      name: 'Bakkerij Jansen B.V.',
      number: bakker.number,
      subType: 'ambassador',
      statusName: 'Actief',
    });
    expect(response.json().data[1].statusName).toBe('Prospect');
  });

  it('searches the customer number with numeric=1, the exact number first', async () => {
    const { hotel } = await fixture();
    const token = await loginToken(app, 'full@energiek.nl');
    const response = await get(`/api/v3/customers/search?q=${hotel.number}&numeric=1`, token);
    expect(response.json<{ data: { id: number }[] }>().data[0]?.id).toBe(hotel.id);
    const none = await get('/api/v3/customers/search?q=Hotel&numeric=1', token);
    expect(none.statusCode).toBe(200);
  });

  it('orders starts-with before contains, and the exact number before longer ones', async () => {
    await fixture();
    for (const [name, number] of [
      ['Zuivel Abma', 91200],
      ['Abdij Egmond', 9120],
      ['Kaas Abbink', 912],
      ['Abc Koeltechniek', 91],
    ] as const) {
      await createCustomer(app.ctx.db, { name, number });
    }
    const token = await loginToken(app, 'full@energiek.nl');
    const names = (await get('/api/v3/customers/search?q=AB', token)).json<{ data: { name: string }[] }>();
    expect(names.data.map((c) => c.name)).toEqual([
      'Abc Koeltechniek',
      'Abdij Egmond',
      'Kaas Abbink',
      'Zuivel Abma',
    ]);
    const numbers = (await get('/api/v3/customers/search?q=912&numeric=1', token)).json<{
      data: { number: number }[];
    }>();
    expect(numbers.data.map((c) => c.number)).toEqual([912, 9120, 91200]);
  });

  it('finds matches beyond the walked window of the name order, in name order', async () => {
    await fixture();
    // More customers than the ordered walk reads (WALK_WINDOW), all before the matches in name order.
    const fillers = Array.from({ length: WALK_WINDOW + 50 }, (_, i) => ({
      name: `Aannemer ${String(i).padStart(4, '0')}`,
      number: 500_000 + i,
    }));
    await app.ctx.db.insert(customers).values(fillers);
    for (const name of [
      'Zwembad de Zorg',
      'Zorgboerderij Oost',
      'Boerderij Zorgvlied',
      'Zorgboerderij Zuid',
    ]) {
      await createCustomer(app.ctx.db, { name });
    }
    const token = await loginToken(app, 'full@energiek.nl');
    const names = async (q: string) =>
      (await get(`/api/v3/customers/search?q=${q}`, token))
        .json<{ data: { name: string }[] }>()
        .data.map((c) => c.name);
    expect(await names('zorg')).toEqual([
      'Zorgboerderij Oost',
      'Zorgboerderij Zuid',
      'Boerderij Zorgvlied',
      'Zwembad de Zorg',
    ]);
    // A common term fills the answer from the walk: the first 20 fillers in order.
    const common = await names('nnemer');
    expect(common).toHaveLength(20);
    expect(common[0]).toBe('Aannemer 0000');
    expect(common[19]).toBe('Aannemer 0019');
    // One or two characters: after the names starting with them, the names with a word starting with them.
    await createCustomer(app.ctx.db, { name: "Koelhuis 't Q7" });
    await createCustomer(app.ctx.db, { name: 'Bakkerij Aq7' });
    expect(await names('q7')).toEqual(["Koelhuis 't Q7"]);
    expect(await names('aannemer 104')).toEqual(Array.from({ length: 10 }, (_, i) => `Aannemer ${1040 + i}`));
    const numbers = (await get('/api/v3/customers/search?q=50104&numeric=1', token)).json<{
      data: { number: number }[];
    }>();
    expect(numbers.data.map((c) => c.number)).toEqual([
      501040, 501041, 501042, 501043, 501044, 501045, 501046, 501047, 501048, 501049,
    ]);
  });

  it('limits results to the customers the user may act for, and writes no audit row (a read)', async () => {
    const { bakker } = await fixture();
    const restricted = await loginToken(app, 'beperkt@energiek.nl');
    const ids = (await get('/api/v3/customers/search?q=', restricted)).json<{ data: { id: number }[] }>();
    expect(ids.data.map((c) => c.id)).toEqual([bakker.id]);
    const manager = await loginToken(app, 'am@energiek.nl');
    const managed = (await get('/api/v3/customers/search', manager)).json<{ data: { name: string }[] }>();
    expect(managed.data.map((c) => c.name)).toEqual(['Beheerd B.V.']);
    const staff = await loginToken(app, 'staf@bakkerij.nl');
    const own = (await get('/api/v3/customers/search?q=b', staff)).json<{ data: { id: number }[] }>();
    expect(own.data.map((c) => c.id)).toEqual([bakker.id]);
    const audits = await app.ctx.db.select().from(auditLog).where(eq(auditLog.event, 'customers.search'));
    expect(audits.length).toBe(0);
    expect((await get('/api/v3/customers/search')).statusCode).toBe(401);
  });
});

describe('POST auth/select-customer/{id}', () => {
  it('selects a customer, answers the new profile and is audited', async () => {
    const { hotel, full } = await fixture();
    const token = await loginToken(app, 'full@energiek.nl');
    const response = await post(`/api/v3/auth/select-customer/${hotel.id}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        profile: { type: 'admin', scope: { full: true }, modules: ['ems', 'invoicecontrol'] },
        selectedCustomer: { id: hotel.id, name: 'Hotel Zeezicht B.V.' },
      },
    });
    const profile = await get('/api/v3/auth/profile', token);
    expect(profile.json().data.selectedCustomer).toEqual({ id: hotel.id, name: 'Hotel Zeezicht B.V.' });
    const [audit] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'auth.customer_selected'), eq(auditLog.userId, full.id)));
    expect(audit?.customerId).toBe(hotel.id);
    expect(audit?.success).toBe(true);
  });

  it('answers 404 for customers the user may not act for, and for unknown ones', async () => {
    const { bakker, hotel } = await fixture();
    const restricted = await loginToken(app, 'beperkt@energiek.nl');
    expect((await post(`/api/v3/auth/select-customer/${hotel.id}`, restricted)).statusCode).toBe(404);
    expect((await post(`/api/v3/auth/select-customer/${bakker.id}`, restricted)).statusCode).toBe(200);
    const staff = await loginToken(app, 'staf@bakkerij.nl');
    expect((await post(`/api/v3/auth/select-customer/${hotel.id}`, staff)).statusCode).toBe(404);
    expect((await post(`/api/v3/auth/select-customer/${bakker.id}`, staff)).statusCode).toBe(200);
    const full = await loginToken(app, 'full@energiek.nl');
    expect((await post('/api/v3/auth/select-customer/999999', full)).statusCode).toBe(404);
    const profile = await get('/api/v3/auth/profile', staff);
    expect(profile.json().data.selectedCustomer.id).toBe(bakker.id);
  });
});

describe('tenancy on customer-scoped routes', () => {
  it('answers 404 for a customer the user may not act for', async () => {
    const { bakker, hotel } = await fixture();
    const cases: [string, number, number][] = [
      ['full@energiek.nl', hotel.id, 200],
      ['beperkt@energiek.nl', bakker.id, 200],
      ['beperkt@energiek.nl', hotel.id, 404],
      ['staf@bakkerij.nl', bakker.id, 200],
      ['staf@bakkerij.nl', hotel.id, 404],
    ];
    for (const [email, customerId, status] of cases) {
      const token = await loginToken(app, email);
      const response = await get(`/api/v3/customers/${customerId}`, token);
      expect(response.statusCode, `${email} → ${customerId}`).toBe(status);
    }
  });

  it('drops a selected customer the admin is no longer assigned to', async () => {
    const { bakker, restricted } = await fixture();
    const token = await loginToken(app, 'beperkt@energiek.nl');
    await post(`/api/v3/auth/select-customer/${bakker.id}`, token);
    await app.ctx.db
      .delete(adminCustomerAssignments)
      .where(eq(adminCustomerAssignments.userId, restricted.id));
    const profile = await get('/api/v3/auth/profile', token);
    expect(profile.json().data.selectedCustomer).toBeUndefined();
    expect(profile.json().data.profile.modules).toEqual([]);
  });

  it('refuses is:admin routes to customer staff whatever their scope', async () => {
    await fixture();
    const token = await loginToken(app, 'staf@bakkerij.nl');
    expect((await get('/api/v3/mail-outbox', token)).statusCode).toBe(403);
  });
});
