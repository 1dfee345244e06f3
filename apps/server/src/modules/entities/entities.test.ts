import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createEntity } from '@energiek/db/factories/entities';
import { createRole } from '@energiek/db/factories/roles';
import { createCustomerUser, createUser } from '@energiek/db/factories/users';
import { auditLog, connections, entities } from '@energiek/db/schema/index';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

const url = (customerId: number, id?: number) =>
  `/api/v3/customers/${customerId}/entities${id === undefined ? '' : `/${id}`}`;

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.' });
  const hotel = await createCustomer(db, { name: 'Hotel Zeezicht B.V.' });
  await createUser(db, { emailAddress: 'admin@energiek.test', type: 'admin', canSwitch: true });
  const reading = await createRole(db, {
    name: 'Entiteiten lezen',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-entities': ['read'] }),
  });
  const none = await createRole(db, {
    name: 'Geen entiteiten',
    scope: scopeAllowing({ organisation: ['read'] }),
  });
  await createCustomerUser(db, bakker.id, 'lezer@bakkerij.test', reading.id);
  await createCustomerUser(db, bakker.id, 'niets@bakkerij.test', none.id);
  const token = await loginToken(app, 'admin@energiek.test');
  return { db, bakker, hotel, token };
}

const VALID = {
  name: '  Jansen Vastgoed B.V. ',
  kvkNumber: '1234 5678',
  vatNumber: 'nl123456789b01',
  street: 'Dorpsstraat',
  houseNumber: '12',
  postcode: '1234ab',
  city: 'Amsterdam',
  invoiceEmailAddress: 'Facturen@Jansen.NL',
  invoiceStreet: 'Postbus',
  invoiceHouseNumber: '100',
  invoicePostcode: '1000 aa',
  invoiceCity: 'Amsterdam',
  iban: 'nl91 abna 0417 1643 00',
};

describe('entities API', () => {
  it('creates an entity with normalised Dutch formats, lists it with its connection count and audits', async () => {
    const { db, bakker, token } = await fixture();
    const created = await api(app, { method: 'POST', url: url(bakker.id), token, payload: VALID });
    expect(created.statusCode).toBe(201);
    const entity = created.json().data;
    expect(entity).toMatchObject({
      customerId: bakker.id,
      name: 'Jansen Vastgoed B.V.',
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B01',
      postcode: '1234 AB',
      invoicePostcode: '1000 AA',
      invoiceEmailAddress: 'facturen@jansen.nl',
      iban: 'NL91ABNA0417164300',
      connectionCount: 0,
    });
    await createConnection(db, { customerId: bakker.id, entityId: entity.id });
    await createConnection(db, { customerId: bakker.id, entityId: entity.id, product: 2 });
    await createEntity(db, { customerId: bakker.id, name: 'Aardappel Holding B.V.' });

    const list = await api(app, { method: 'GET', url: url(bakker.id), token });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.data.map((e: { name: string }) => e.name)).toEqual([
      'Aardappel Holding B.V.',
      'Jansen Vastgoed B.V.',
    ]);
    expect(body.data[1].connectionCount).toBe(2);
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 2 });

    const searched = await api(app, { method: 'GET', url: `${url(bakker.id)}?q=jansen`, token });
    expect(searched.json().data).toHaveLength(1);

    const audit = await db.select().from(auditLog).where(eq(auditLog.event, 'entities.created'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.customerId).toBe(bakker.id);
  });

  it('answers 422 with Dutch field errors for each bad format', async () => {
    const { bakker, token } = await fixture();
    const response = await api(app, {
      method: 'POST',
      url: url(bakker.id),
      token,
      payload: {
        name: '  ',
        kvkNumber: '1234567',
        vatNumber: 'NL12345678B01',
        postcode: '0123 AB',
        invoicePostcode: '12345',
        invoiceEmailAddress: 'geen-adres',
        iban: 'NL91ABNA0417164301',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Vul een naam in.'],
      kvkNumber: ['Een KvK-nummer bestaat uit 8 cijfers.'],
      vatNumber: ['Vul een geldig btw-nummer in, bijvoorbeeld NL123456789B01.'],
      postcode: ['Vul een geldige postcode in, bijvoorbeeld 1234 AB.'],
      invoicePostcode: ['Vul een geldige postcode in, bijvoorbeeld 1234 AB.'],
      invoiceEmailAddress: ['Vul een geldig e-mailadres in.'],
      iban: ['Dit is geen geldig IBAN.'],
    });
    const missing = await api(app, { method: 'POST', url: url(bakker.id), token, payload: {} });
    expect(missing.json().errors.name).toEqual(['Vul een naam in.']);
    expect(await app.ctx.db.select().from(entities)).toHaveLength(0);
  });

  it('updates with POST, PUT and PATCH; only the fields sent change, empty text clears', async () => {
    const { bakker, token } = await fixture();
    const id = (await api(app, { method: 'POST', url: url(bakker.id), token, payload: VALID })).json().data
      .id;
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      const response = await api(app, {
        method,
        url: url(bakker.id, id),
        token,
        payload: { city: `Haarlem ${method}`, invoiceStreet: '' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        city: `Haarlem ${method}`,
        invoiceStreet: null,
        name: 'Jansen Vastgoed B.V.',
        iban: 'NL91ABNA0417164300',
      });
    }
    const bad = await api(app, { method: 'PATCH', url: url(bakker.id, id), token, payload: { name: '' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.name).toEqual(['Vul een naam in.']);
  });

  it('refuses to delete an entity that still has connections, with a clear Dutch message', async () => {
    const { db, bakker, token } = await fixture();
    const entity = await createEntity(db, { customerId: bakker.id });
    const connection = await createConnection(db, { customerId: bakker.id, entityId: entity.id });
    const refused = await api(app, { method: 'DELETE', url: url(bakker.id, entity.id), token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Deze entiteit heeft nog aansluitingen en kan niet worden verwijderd.',
      errors: { id: ['Deze entiteit heeft nog aansluitingen en kan niet worden verwijderd.'] },
    });
    expect(await db.select().from(entities).where(eq(entities.id, entity.id))).toHaveLength(1);

    await db.delete(connections).where(eq(connections.id, connection.id));
    const deleted = await api(app, { method: 'DELETE', url: url(bakker.id, entity.id), token });
    expect(deleted.statusCode).toBe(204);
    expect(await db.select().from(entities).where(eq(entities.id, entity.id))).toHaveLength(0);
    expect((await api(app, { method: 'GET', url: url(bakker.id, entity.id), token })).statusCode).toBe(404);
  });

  it("answers 404 for another customer's entity id and changes nothing", async () => {
    const { db, bakker, hotel, token } = await fixture();
    const foreign = await createEntity(db, { customerId: hotel.id, name: 'Zeezicht Exploitatie B.V.' });
    const before = await db.select().from(entities);
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await api(app, {
        method,
        url: url(bakker.id, foreign.id),
        token,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { name: 'Overgenomen' } }),
      });
      expect(response.statusCode, method).toBe(404);
    }
    expect(await db.select().from(entities)).toEqual(before);
    const list = await api(app, { method: 'GET', url: url(bakker.id), token });
    expect(list.json().data).toEqual([]);
  });

  it('checks the permission: read may list, not write; without the area nothing; staff only their own customer', async () => {
    const { db, bakker, hotel } = await fixture();
    const entity = await createEntity(db, { customerId: bakker.id });
    const reader = await loginToken(app, 'lezer@bakkerij.test');
    expect((await api(app, { method: 'GET', url: url(bakker.id), token: reader })).statusCode).toBe(200);
    expect(
      (await api(app, { method: 'GET', url: url(bakker.id, entity.id), token: reader })).statusCode,
    ).toBe(200);
    expect(
      (await api(app, { method: 'POST', url: url(bakker.id), token: reader, payload: VALID })).statusCode,
    ).toBe(403);
    expect(
      (await api(app, { method: 'DELETE', url: url(bakker.id, entity.id), token: reader })).statusCode,
    ).toBe(403);
    expect((await api(app, { method: 'GET', url: url(hotel.id), token: reader })).statusCode).toBe(404);
    const nothing = await loginToken(app, 'niets@bakkerij.test');
    expect((await api(app, { method: 'GET', url: url(bakker.id), token: nothing })).statusCode).toBe(403);
    expect((await api(app, { method: 'GET', url: url(bakker.id) })).statusCode).toBe(401);
  });
});
