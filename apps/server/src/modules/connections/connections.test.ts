import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import {
  CONNECTION_PROFILE_CATEGORIES,
  connectionCreateSchema,
  type ConnectionItem,
} from '@energiek/contracts/connections';
import { completeEan } from '@energiek/contracts/ean';
import { entityCreateSchema } from '@energiek/contracts/entities';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createEntity } from '@energiek/db/factories/entities';
import {
  createGridOperator,
  createMeasuringCompany,
  createSupplier,
} from '@energiek/db/factories/master-data';
import { createTrafo } from '@energiek/db/factories/trafos';
import { createUser, createCustomerUserWithRole } from '@energiek/db/factories/users';
import {
  PROFILE_CATEGORIES,
  auditLog,
  connectionHistory,
  connections,
  entities,
} from '@energiek/db/schema/index';
import { seedDemo } from '@energiek/db/seed/demo';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';
import { connectionRuleErrors } from './connections.service.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

const url = (customerId: number, id?: number | string) =>
  `/api/v3/customers/${customerId}/connections${id === undefined ? '' : `/${id}`}`;

/** Valid EAN-18 codes of this test file (prefix 8715, never used by the seed or the factories). */
const ean = (n: number) => completeEan(`8715${String(n).padStart(13, '0')}`);

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.' });
  const hotel = await createCustomer(db, { name: 'Hotel Zeezicht B.V.' });
  const entity = await createEntity(db, { customerId: bakker.id, name: 'Jansen Vastgoed B.V.' });
  const foreignEntity = await createEntity(db, { customerId: hotel.id, name: 'Zeezicht Beheer B.V.' });
  const liander = await createGridOperator(db, { name: 'Liander' });
  const tennet = await createGridOperator(db, { name: 'TenneT', commodities: 'electricity' });
  const eneco = await createSupplier(db, { name: 'Eneco' });
  const kenter = await createMeasuringCompany(db, { name: 'Kenter' });
  const trafo = await createTrafo(db, { name: 'Trafo Dorpsstraat' });
  await createUser(db, { emailAddress: 'admin@energiek.test', type: 'admin', canSwitch: true });
  await createCustomerUserWithRole(db, bakker.id, 'lezer@bakkerij.test', {
    name: 'Aansluitingen lezen',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-connections': ['read'] }),
  });
  const token = await loginToken(app, 'admin@energiek.test');
  return { db, bakker, hotel, entity, foreignEntity, liander, tennet, eneco, kenter, trafo, token };
}

type Fixture = Awaited<ReturnType<typeof fixture>>;

function electricity(f: Fixture, n = 1) {
  return {
    ean: ean(n).replace(/(\d{4})/g, '$1 '),
    product: 1,
    hasProd: true,
    street: 'Dorpsstraat',
    houseNumber: '12',
    houseNumberAddition: 'A',
    postcode: '1234ab',
    city: 'Amsterdam',
    entityId: f.entity.id,
    gridOperatorId: f.liander.id,
    supplierId: f.eneco.id,
    capacity: '3x25A',
    profileCategory: 'E1A',
    status: 1,
    physicalStatus: 'In bedrijf',
    startDate: '2024-01-01',
    showInEms: true,
  };
}

const post = (f: Fixture, payload: Record<string, unknown>) =>
  api(app, { method: 'POST', url: url(f.bakker.id), token: f.token, payload });

describe('connections API: writing', () => {
  it('creates an electricity connection with production and changes the customer electricCount', async () => {
    const f = await fixture();
    const created = await post(f, electricity(f));
    expect(created.statusCode).toBe(201);
    const connection = created.json().data;
    expect(connection).toMatchObject({
      customerId: f.bakker.id,
      ean: ean(1),
      product: 1,
      productName: 'Elektriciteit',
      hasProd: true,
      formattedAddress: 'Dorpsstraat 12A, 1234 AB Amsterdam',
      postcode: '1234 AB',
      status: 1,
      statusName: 'Actief',
      entity: { id: f.entity.id, name: 'Jansen Vastgoed B.V.' },
      gridOperator: { id: f.liander.id, name: 'Liander' },
      supplier: { id: f.eneco.id, name: 'Eneco' },
      measuringCompany: null,
      trafo: null,
      capacity: '3x25A',
      contractedCapacity: null,
      profileCategory: 'E1A',
      startDate: '2024-01-01',
      endDate: null,
    });
    const summary = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${f.bakker.id}`,
      token: f.token,
    });
    expect(summary.json().data).toMatchObject({ electricCount: 1, gasCount: 0 });
    const audit = await f.db.select().from(auditLog).where(eq(auditLog.event, 'connections.created'));
    expect(audit[0]).toMatchObject({ customerId: f.bakker.id, subjectId: String(connection.id) });

    const gas = await post(f, {
      ean: ean(2),
      product: 2,
      capacity: 'G65',
      contractedCapacity: 65,
      profileCategory: 'G2C',
      measuringCompanyId: f.kenter.id,
      trafoId: f.trafo.id,
    });
    expect(gas.statusCode).toBe(201);
    expect(gas.json().data).toMatchObject({ productName: 'Gas', hasProd: false, contractedCapacity: 65 });
    const after = await api(app, { method: 'GET', url: `/api/v3/customers/${f.bakker.id}`, token: f.token });
    expect(after.json().data).toMatchObject({ electricCount: 1, gasCount: 1 });
  });

  it('refuses a malformed EAN and a wrong check digit with the Dutch field error', async () => {
    const f = await fixture();
    const good = ean(3);
    const wrongCheck = good.slice(0, 17) + String((Number(good[17]) + 1) % 10);
    for (const bad of ['871512', `${good}1`, '87151234567890123X', wrongCheck, '']) {
      const response = await post(f, { ...electricity(f), ean: bad });
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().errors.ean, bad).toEqual(['Dit is geen geldige EAN-code.']);
    }
    const missing = await post(f, { product: 1 });
    expect(missing.json().errors.ean).toEqual(['Dit is geen geldige EAN-code.']);
    expect(await f.db.select().from(connections)).toHaveLength(0);
  });

  it('refuses a duplicate EAN for the same product, also of another customer, but allows it for the other product', async () => {
    const f = await fixture();
    await createConnection(f.db, { customerId: f.hotel.id, ean: ean(4), product: 1 });
    const duplicate = await post(f, { ...electricity(f), ean: ean(4) });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ ean: ['Deze EAN-code bestaat al voor dit product.'] });
    const gas = await post(f, { ean: ean(4), product: 2, capacity: 'G6', profileCategory: 'G1A' });
    expect(gas.statusCode).toBe(201);

    // Updating a connection to an EAN in use is refused too; keeping its own EAN is fine.
    const other = (await post(f, electricity(f, 5))).json().data;
    const taken = await api(app, {
      method: 'PATCH',
      url: url(f.bakker.id, other.id),
      token: f.token,
      payload: { ean: ean(4) },
    });
    expect(taken.json().errors.ean).toEqual(['Deze EAN-code bestaat al voor dit product.']);
    const same = await api(app, {
      method: 'PATCH',
      url: url(f.bakker.id, other.id),
      token: f.token,
      payload: { ean: ean(5), notes: 'Meterkast in de kelder.' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('checks the rules between fields with Dutch messages', async () => {
    const f = await fixture();
    const response = await post(f, {
      ean: ean(6),
      product: 2,
      hasProd: true,
      capacity: '3x25A',
      profileCategory: 'E1A',
      startDate: '2025-06-01',
      endDate: '2025-05-31',
      entityId: f.foreignEntity.id,
      gridOperatorId: f.tennet.id,
      supplierId: 999_999,
      measuringCompanyId: 999_999,
      trafoId: 999_999,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      hasProd: ['Alleen een elektriciteitsaansluiting kan teruglevering hebben.'],
      capacity: ['Kies een geldige capaciteit voor gas, bijvoorbeeld G6.'],
      profileCategory: ['Kies een profielcategorie voor gas (G1A, G2A, G2C, GXX of GGV).'],
      endDate: ['De einddatum mag niet voor de begindatum liggen.'],
      entityId: ['Deze entiteit hoort niet bij deze klant.'],
      gridOperatorId: ['Deze netbeheerder beheert geen aansluitingen voor dit product.'],
      measuringCompanyId: ['Dit meetbedrijf bestaat niet.'],
      supplierId: ['Deze leverancier bestaat niet.'],
      trafoId: ['Deze trafo bestaat niet.'],
    });

    const large = await post(f, { ean: ean(7), product: 1, capacity: '3x160A' });
    expect(large.json().errors).toEqual({
      contractedCapacity: ['Vul het gecontracteerde vermogen in (kW).'],
    });
    const small = await post(f, { ean: ean(7), product: 1, capacity: '3x25A', contractedCapacity: 20 });
    expect(small.json().errors).toEqual({
      contractedCapacity: ['Een kleinverbruikaansluiting heeft geen gecontracteerd vermogen.'],
    });
    const formats = await post(f, {
      ean: ean(7),
      product: 3,
      postcode: '12',
      startDate: '2025-02-30',
      physicalStatus: 'Kapot',
      profileCategory: 'E9Z',
    });
    expect(formats.json().errors).toMatchObject({
      product: ['Kies elektriciteit of gas.'],
      postcode: ['Vul een geldige postcode in, bijvoorbeeld 1234 AB.'],
      startDate: ['Vul een geldige datum in.'],
      physicalStatus: ['Kies een geldige fysieke status.'],
      profileCategory: ['Kies een geldige profielcategorie.'],
    });
    expect(await f.db.select().from(connections)).toHaveLength(0);

    // An update is checked against the stored values: switching to gas keeps an electricity class.
    const id = (await post(f, electricity(f, 8))).json().data.id;
    const toGas = await api(app, {
      method: 'PUT',
      url: url(f.bakker.id, id),
      token: f.token,
      payload: { product: 2, hasProd: false },
    });
    expect(toGas.statusCode).toBe(422);
    expect(Object.keys(toGas.json().errors).sort()).toEqual(['capacity', 'profileCategory']);
  });

  it('updates with POST, PUT and PATCH, only the fields sent, and deletes', async () => {
    const f = await fixture();
    const id = (await post(f, electricity(f))).json().data.id;
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      const response = await api(app, {
        method,
        url: url(f.bakker.id, id),
        token: f.token,
        payload: { city: `Haarlem ${method}`, houseNumberAddition: '', status: 0, endDate: '2025-12-31' },
      });
      expect(response.statusCode, method).toBe(200);
      expect(response.json().data).toMatchObject({
        city: `Haarlem ${method}`,
        formattedAddress: `Dorpsstraat 12, 1234 AB Haarlem ${method}`,
        statusName: 'Inactief',
        hasProd: true,
        capacity: '3x25A',
      });
    }
    const deleted = await api(app, { method: 'DELETE', url: url(f.bakker.id, id), token: f.token });
    expect(deleted.statusCode).toBe(204);
    expect(await f.db.select().from(connections)).toHaveLength(0);
    expect((await api(app, { method: 'GET', url: url(f.bakker.id, id), token: f.token })).statusCode).toBe(
      404,
    );
    const audit = await f.db.select().from(auditLog).where(eq(auditLog.event, 'connections.deleted'));
    expect(audit).toHaveLength(1);
  });

  it('commits an edit, its history and its audit together: a failing audit leaves row and history as they were', async () => {
    const f = await fixture();
    const id = (await post(f, electricity(f))).json().data.id;
    const edit = () =>
      api(app, {
        method: 'PUT',
        url: url(f.bakker.id, id),
        token: f.token,
        payload: { gridOperatorId: f.tennet.id, capacity: '3x35A', city: 'Haarlem' },
      });
    const rowBefore = await f.db.select().from(connections);
    const historyBefore = await f.db.select().from(connectionHistory);
    // The audit write of this edit fails (a trigger made for this test): nothing of the edit may stay.
    await f.db.execute(
      sql`create function refuse_update_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`,
    );
    await f.db.execute(
      sql`create trigger refuse_update_audit before insert on audit_log for each row when (new.event = 'connections.updated') execute function refuse_update_audit()`,
    );
    try {
      expect((await edit()).statusCode).toBe(500);
    } finally {
      await f.db.execute(sql`drop trigger refuse_update_audit on audit_log`);
      await f.db.execute(sql`drop function refuse_update_audit()`);
    }
    expect(await f.db.select().from(connections)).toEqual(rowBefore);
    expect(await f.db.select().from(connectionHistory)).toEqual(historyBefore);

    const saved = await edit();
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      city: 'Haarlem',
      capacity: '3x35A',
      gridOperatorId: f.tennet.id,
    });
    const history = await f.db.select().from(connectionHistory).where(eq(connectionHistory.connectionId, id));
    expect(
      history
        .filter((h) => h.source === 'edit')
        .map((h) => h.field)
        .sort(),
    ).toEqual(['capacity', 'gridOperator']);
    const audit = await f.db.select().from(auditLog).where(eq(auditLog.event, 'connections.updated'));
    expect(audit).toHaveLength(1);
  });

  it("answers 404 for another customer's connection id and changes nothing", async () => {
    const f = await fixture();
    const foreign = await createConnection(f.db, { customerId: f.hotel.id });
    const before = await f.db.select().from(connections);
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await api(app, {
        method,
        url: url(f.bakker.id, foreign.id),
        token: f.token,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { notes: 'Overgenomen' } }),
      });
      expect(response.statusCode, method).toBe(404);
    }
    expect(await f.db.select().from(connections)).toEqual(before);
  });

  it('checks the permission: read may search, not write; staff only their own customer', async () => {
    const f = await fixture();
    const connection = await createConnection(f.db, { customerId: f.bakker.id });
    const reader = await loginToken(app, 'lezer@bakkerij.test');
    expect((await api(app, { method: 'GET', url: url(f.bakker.id), token: reader })).statusCode).toBe(200);
    const one = await api(app, { method: 'GET', url: url(f.bakker.id, connection.id), token: reader });
    expect(one.statusCode).toBe(200);
    const create = await api(app, { method: 'POST', url: url(f.bakker.id), token: reader, payload: {} });
    expect(create.statusCode).toBe(403);
    const remove = await api(app, { method: 'DELETE', url: url(f.bakker.id, connection.id), token: reader });
    expect(remove.statusCode).toBe(403);
    expect((await api(app, { method: 'GET', url: url(f.hotel.id), token: reader })).statusCode).toBe(404);
    expect((await api(app, { method: 'GET', url: url(f.bakker.id) })).statusCode).toBe(401);
    expect(await f.db.select().from(connections)).toHaveLength(1);
  });
});

describe('connections API: the search of spec §7', () => {
  async function searchFixture() {
    const f = await fixture();
    const rows: ConnectionItem[] = [];
    const add = async (n: number, extra: Record<string, unknown>) => {
      const response = await post(f, { ...electricity(f, n), ...extra });
      expect(response.statusCode, JSON.stringify(response.json())).toBe(201);
      rows.push(response.json().data);
    };
    const second = await createEntity(f.db, { customerId: f.bakker.id, name: 'Jansen Holding B.V.' });
    await add(10, {
      street: 'Kerkplein',
      houseNumber: '3',
      postcode: '2011 AB',
      city: 'Haarlem',
      hasProd: false,
    });
    await add(11, {
      product: 2,
      hasProd: false,
      capacity: 'G6',
      profileCategory: 'G1A',
      gridOperatorId: null,
      supplierId: null,
      showInEms: false,
    });
    await add(12, {
      status: 0,
      entityId: second.id,
      street: 'Molenweg',
      city: 'Zaandam',
      postcode: '1501 AA',
    });
    for (let n = 20; n < 32; n++) await add(n, { street: `Industrieweg`, houseNumber: String(n) });
    // Another customer's connection never shows up.
    await createConnection(f.db, { customerId: f.hotel.id, street: 'Kerkplein', city: 'Haarlem' });
    return { ...f, rows, second };
  }

  const search = async (f: Fixture, query: string) => {
    const response = await api(app, { method: 'GET', url: `${url(f.bakker.id)}?${query}`, token: f.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: ConnectionItem[]; meta: { total: number; last_page: number } };
  };

  it('pages by 10 by default, up to 999, sorted by EAN; with=address adds the address', async () => {
    const f = await searchFixture();
    const first = await search(f, '');
    expect(first.data).toHaveLength(10);
    expect(first.meta).toMatchObject({ total: 15, last_page: 2, per_page: 10 });
    expect(first.data.map((c) => c.ean)).toEqual([...first.data.map((c) => c.ean)].sort());
    expect(first.data[0]?.formattedAddress).toBeUndefined();
    expect(first.data[0]?.entity).toEqual({ id: f.entity.id, name: 'Jansen Vastgoed B.V.' });
    const second = await search(f, 'page=2&with=address,gridOperator');
    expect(second.data).toHaveLength(5);
    expect(second.data[0]?.formattedAddress).toMatch(/^Industrieweg \d+A, 1234 AB Amsterdam$/);
    expect(second.data[0]?.gridOperator).toEqual({ id: f.liander.id, name: 'Liander' });
    expect((await search(f, 'limit=999')).data).toHaveLength(15);
    expect((await search(f, 'sort=-ean&limit=1')).data[0]?.ean).toBe(ean(31));

    const tooMany = await api(app, { method: 'GET', url: `${url(f.bakker.id)}?limit=1000`, token: f.token });
    expect(tooMany.statusCode).toBe(422);
    const unknown = await api(app, { method: 'GET', url: `${url(f.bakker.id)}?with=owner`, token: f.token });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.with).toEqual(['Onbekende relatie: owner.']);
  });

  it('finds by (part of) the EAN, also typed in groups, and by address words', async () => {
    const f = await searchFixture();
    expect((await search(f, `q=${ean(10)}`)).data.map((c) => c.ean)).toEqual([ean(10)]);
    const grouped = encodeURIComponent(ean(11).replace(/(\d{4})/g, '$1 '));
    expect((await search(f, `q=${grouped}`)).data.map((c) => c.ean)).toEqual([ean(11)]);
    expect((await search(f, `q=${ean(12).slice(10)}`)).data.map((c) => c.ean)).toEqual([ean(12)]);
    expect((await search(f, 'q=kerkplein haarlem')).data.map((c) => c.ean)).toEqual([ean(10)]);
    expect((await search(f, 'q=2011ab')).data.map((c) => c.ean)).toEqual([ean(10)]);
    expect((await search(f, 'q=Industrieweg 25A')).data.map((c) => c.ean)).toEqual([ean(25)]);
    expect((await search(f, 'q=Nergensstraat')).data).toEqual([]);
  });

  it('filters on product, status, showInEms, entity, grid operator and supplier', async () => {
    const f = await searchFixture();
    expect((await search(f, 'product=2')).data.map((c) => c.ean)).toEqual([ean(11)]);
    expect((await search(f, 'product=1')).meta.total).toBe(14);
    expect((await search(f, 'status=0')).data.map((c) => c.ean)).toEqual([ean(12)]);
    expect((await search(f, 'status=1')).meta.total).toBe(14);
    expect((await search(f, 'showInEms=0')).data.map((c) => c.ean)).toEqual([ean(11)]);
    expect((await search(f, `entityId=${f.second.id}`)).data.map((c) => c.ean)).toEqual([ean(12)]);
    expect((await search(f, `gridOperatorId=${f.liander.id}`)).meta.total).toBe(14);
    expect((await search(f, `supplierId=${f.eneco.id}&product=2`)).data).toEqual([]);
    expect((await search(f, 'hasProd=1')).meta.total).toBe(13);
  });
});

describe('the rules and the demo seed', () => {
  it('knows exactly the profile categories of the database schema', () => {
    expect([...CONNECTION_PROFILE_CATEGORIES].sort()).toEqual([...PROFILE_CATEGORIES].sort());
  });

  it('accepts every seeded entity and connection', async () => {
    const db = app.ctx.db;
    await seedDemo(db);
    const entityRows = await db.select().from(entities);
    expect(entityRows.length).toBeGreaterThan(20);
    for (const row of entityRows) {
      const parsed = entityCreateSchema.safeParse(row);
      expect(parsed.error?.issues, row.name).toBeUndefined();
      // Already stored normalised.
      expect(parsed.data?.postcode).toBe(row.postcode);
      expect(parsed.data?.iban).toBe(row.iban);
    }
    const connectionRows = await db.select().from(connections);
    expect(connectionRows.length).toBeGreaterThan(200);
    for (const row of connectionRows) {
      const parsed = connectionCreateSchema.safeParse(row);
      expect(parsed.error?.issues, row.ean).toBeUndefined();
      expect(connectionRuleErrors(row), row.ean).toEqual({});
    }
    // The whole demo seed: about 8 s alone on PostgreSQL, more than 30 s beside the journeys.
  }, 180_000);
});
