import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createContact } from '@energiek/db/factories/contacts';
import { createCustomer } from '@energiek/db/factories/customers';
import { actions, contacts, customers, salesDeals } from '@energiek/db/schema/index';
import {
  backOfficeCallers,
  createTestApp,
  jsonCaller,
  limitedAdminToken,
  type TestApp,
} from '../../testing/test-app.ts';
import { createLeadFromInterest } from './sales.leads.ts';

// Sales deals API: admin-only with sales:read / organisation:write (401, 403), deals of a customer the admin
// may not act for are 404 and stay unchanged, Dutch 422s, pipeline totals, won → customer + action, and
// the interest form's lead.

let app: TestApp;
let admin: string;
let reader: string;
let limited: string;
let staff: string;
let adminId: number;
let ownCustomer: number;
let otherCustomer: number;
let otherDeal: number;
const call = jsonCaller(() => app);

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  ownCustomer = (await createCustomer(db, { name: 'Bakkerij Aalbers B.V.' })).id;
  otherCustomer = (await createCustomer(db, { name: 'Garage De Vries' })).id;
  ({ admin, adminId, reader, staff } = await backOfficeCallers(
    app,
    'sales',
    ownCustomer,
    { firstName: 'Anna', lastName: 'Admin' },
    { full: false, sales: { read: true }, organisation: { read: true, write: false } },
  ));
  limited = await limitedAdminToken(app, ownCustomer);
  const created = await call('POST', '/api/v3/sales', admin, {
    title: 'Gas 2027',
    customerId: otherCustomer,
    stage: 'offerte',
    expectedValue: '10000',
  });
  otherDeal = created.json().data.id;
});
afterAll(() => app?.close());

describe('access', () => {
  it('answers 401 without a session, 403 to customer staff and to a reader who writes', async () => {
    expect((await call('GET', '/api/v3/sales', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/v3/sales', staff)).statusCode).toBe(403);
    expect((await call('GET', `/api/v3/sales/${otherDeal}`, staff)).statusCode).toBe(403);
    expect((await call('GET', '/api/v3/sales', reader)).statusCode).toBe(200);
    const body = { title: 'Nieuw', prospectCompany: 'Bedrijf' };
    expect((await call('POST', '/api/v3/sales', reader, body)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/v3/sales/${otherDeal}`, reader, { stage: 'lead' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/v3/sales/${otherDeal}`, staff)).statusCode).toBe(403);
  });

  it("hides another customer's deal from an admin who may not act for it, and changes nothing", async () => {
    const list = (await call('GET', '/api/v3/sales', limited)).json();
    expect(list.data.map((d: { id: number }) => d.id)).not.toContain(otherDeal);
    expect((await call('GET', `/api/v3/sales/${otherDeal}`, limited)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/v3/sales/${otherDeal}`, limited, { stage: 'verloren', lostReason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/v3/sales/${otherDeal}`, limited)).statusCode).toBe(404);
    const refused = await call('POST', '/api/v3/sales', limited, { title: 'X', customerId: otherCustomer });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.customerId).toEqual(['Deze klant bestaat niet.']);
    const [row] = await app.ctx.db.select().from(salesDeals).where(eq(salesDeals.id, otherDeal));
    expect(row).toMatchObject({ stage: 'offerte', lostReason: null });
  });
});

describe('create, update, list', () => {
  it('refuses bad input with Dutch field errors', async () => {
    const response = await call('POST', '/api/v3/sales', admin, {
      title: '',
      stage: 'verloren',
      probability: 120,
      expectedValue: 'veel',
      prospectEmail: 'geen-adres',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      title: ['Vul een omschrijving van de deal in.'],
      probability: ['Vul een kans in van 0 tot en met 100 %.'],
      expectedValue: ['Vul een bedrag in, bijvoorbeeld 12.500,00.'],
    });
    expect(response.json().errors.prospectEmail).toHaveLength(1);
    const crossField = await call('POST', '/api/v3/sales', admin, { title: 'X', stage: 'verloren' });
    expect(crossField.json().errors).toEqual({
      lostReason: ['Vul de reden in waarom de deal verloren is.'],
      prospectCompany: ['Kies een klant of vul de bedrijfsnaam van de prospect in.'],
    });
    const contact = await createContact(app.ctx.db, { customerId: otherCustomer, firstName: 'Els' });
    const wrongContact = await call('POST', '/api/v3/sales', admin, {
      title: 'X',
      customerId: ownCustomer,
      contactId: contact.id,
    });
    expect(wrongContact.json().errors).toEqual({
      contactId: ['Dit contact hoort niet bij de gekozen klant.'],
    });
    const moveLost = await call('PATCH', `/api/v3/sales/${otherDeal}`, admin, { stage: 'verloren' });
    expect(moveLost.statusCode).toBe(422);
    expect(moveLost.json().errors).toEqual({ lostReason: ['Vul de reden in waarom de deal verloren is.'] });
  });

  it('creates with the stage default probability and the signed-in owner; a move takes the next default', async () => {
    const created = await call('POST', '/api/v3/sales', admin, {
      title: 'Elektriciteit 2027',
      prospectCompany: 'Zorggroep Oost',
      prospectName: 'Marleen de Boer',
      prospectEmail: 'M.deBoer@zorggroep-oost.nl',
      stage: 'gekwalificeerd',
      volumeKwh: 850000,
      expectedValue: '12.500,50',
    });
    expect(created.statusCode).toBe(201);
    const deal = created.json().data;
    expect(deal).toMatchObject({
      companyName: 'Zorggroep Oost',
      prospectEmail: 'm.deboer@zorggroep-oost.nl',
      stageName: 'Gekwalificeerd',
      probability: 25,
      expectedValue: '12500.50',
      weightedValue: '3125.13',
      owner: { id: adminId, name: 'Anna Admin' },
      source: 'handmatig',
    });
    const moved = await call('PATCH', `/api/v3/sales/${deal.id}`, admin, { stage: 'onderhandeling' });
    expect(moved.json().data).toMatchObject({
      stage: 'onderhandeling',
      probability: 75,
      weightedValue: '9375.38',
    });
    const own = await call('PATCH', `/api/v3/sales/${deal.id}`, admin, { probability: 60 });
    expect(own.json().data.probability).toBe(60);
  });

  it('filters and answers pipeline totals over every matching deal', async () => {
    const list = await call('GET', '/api/v3/sales?open=1&limit=1&sort=-expectedValue', admin);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0].expectedValue).toBe('12500.50');
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 2, total: 2 });
    // 12 500,50 × 60 % + 10 000 × 50 % = 7 500,30 + 5 000
    expect(body.meta.pipeline.open).toEqual({ count: 2, value: '22500.50', weighted: '12500.30' });
    const q = (await call('GET', '/api/v3/sales?q=zorggroep', admin)).json();
    expect(q.data.map((d: { title: string }) => d.title)).toEqual(['Elektriciteit 2027']);
    expect((await call('GET', '/api/v3/sales?stage=gewonnen', admin)).json().meta.total).toBe(0);
    expect((await call('GET', '/api/v3/sales?sort=nonsense', admin)).statusCode).toBe(422);
  });
});

describe('won', () => {
  it('turns a prospect into a customer with its contact and gives the owner a contract action', async () => {
    const deal = (
      await call('POST', '/api/v3/sales', admin, {
        title: 'Levering gas',
        prospectCompany: 'Sportcentrum Noord',
        prospectName: 'Kees van Dam',
        prospectEmail: 'kees@sportnoord.nl',
        stage: 'onderhandeling',
        volumeM3: 42000,
      })
    ).json().data;
    const won = await call('PATCH', `/api/v3/sales/${deal.id}`, admin, { stage: 'gewonnen' });
    expect(won.statusCode).toBe(200);
    const item = won.json().data;
    expect(item).toMatchObject({
      stage: 'gewonnen',
      probability: 100,
      customer: { name: 'Sportcentrum Noord' },
    });
    expect(item.wonAt).not.toBeNull();
    const db = app.ctx.db;
    const [customer] = await db.select().from(customers).where(eq(customers.id, item.customer.id));
    expect(customer).toMatchObject({ status: 'active', emailAddress: 'kees@sportnoord.nl' });
    const [contact] = await db.select().from(contacts).where(eq(contacts.customerId, item.customer.id));
    expect(contact).toMatchObject({ firstName: 'Kees', lastName: 'van Dam' });
    const [action] = await db.select().from(actions).where(eq(actions.id, item.setupActionId));
    expect(action).toMatchObject({
      customerId: item.customer.id,
      subject: 'Contract inrichten: Levering gas',
      assigneeId: adminId,
      priority: 3,
    });
    expect(action!.description).toContain('42.000 m³');
    const back = await call('PATCH', `/api/v3/sales/${deal.id}`, admin, { stage: 'offerte' });
    expect(back.json().errors).toEqual({ stage: ['Een gewonnen deal kan niet meer van fase veranderen.'] });
  });

  it('for an existing customer creates no customer, only the action', async () => {
    const before = (await app.ctx.db.select().from(customers)).length;
    const deal = (
      await call('POST', '/api/v3/sales', limited, {
        title: 'Verlenging',
        customerId: ownCustomer,
        stage: 'gewonnen',
      })
    ).json().data;
    expect(deal).toMatchObject({ stage: 'gewonnen', customer: { id: ownCustomer } });
    expect((await app.ctx.db.select().from(customers)).length).toBe(before);
    const [action] = await app.ctx.db.select().from(actions).where(eq(actions.id, deal.setupActionId));
    expect(action!.customerId).toBe(ownCustomer);
  });

  it('deletes a deal (204) and then answers 404', async () => {
    const deal = (
      await call('POST', '/api/v3/sales', admin, { title: 'Weg', prospectCompany: 'Tijdelijk' })
    ).json().data;
    expect((await call('DELETE', `/api/v3/sales/${deal.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/v3/sales/${deal.id}`, admin)).statusCode).toBe(404);
  });
});

describe('createLeadFromInterest', () => {
  it('files a lead from the interest form once per address and collective', async () => {
    const lead = {
      company: 'VvE De Linde',
      name: 'Joke Smit',
      emailAddress: 'Joke@delinde.nl',
      collectiveName: 'Energiek Collectief 2027',
      volumeKwh: 120000,
      message: 'Graag meer informatie',
    };
    const first = await createLeadFromInterest(app.ctx, lead);
    expect(first.created).toBe(true);
    const again = await createLeadFromInterest(app.ctx, lead);
    expect(again).toEqual({ dealId: first.dealId, created: false });
    const deal = (await call('GET', `/api/v3/sales/${first.dealId}`, admin)).json().data;
    expect(deal).toMatchObject({
      title: 'Interesse collectief Energiek Collectief 2027',
      companyName: 'VvE De Linde',
      prospectEmail: 'joke@delinde.nl',
      stage: 'lead',
      probability: 10,
      source: 'collectief',
      sourceName: 'Interesseformulier collectief',
      owner: null,
      volumeKwh: 120000,
      nextStep: 'Reageren op: Graag meer informatie',
    });
    await expect(createLeadFromInterest(app.ctx, { company: '', emailAddress: 'x' })).rejects.toMatchObject({
      statusCode: 422,
    });
  });
});

describe('a null probability (issue 33)', () => {
  it("takes the stage's default on create and on update (POST and PUT) instead of a 500", async () => {
    const created = await call('POST', '/api/v3/sales', admin, {
      title: 'Nulkans',
      customerId: ownCustomer,
      stage: 'offerte',
      probability: null,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const probability = created.json().data.probability as number;
    for (const method of ['POST', 'PUT'] as const) {
      const changed = await call(method, `/api/v3/sales/${id}`, admin, { probability: 80 });
      expect(changed.json().data.probability).toBe(80);
      const reset = await call(method, `/api/v3/sales/${id}`, admin, { probability: null });
      expect(reset.statusCode, method).toBe(200);
      expect(reset.json().data.probability).toBe(probability);
    }
  });
});
