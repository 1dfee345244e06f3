import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { glnCheckDigit } from '@energiek/contracts/master-data';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import {
  createGridOperator,
  createMeasuringCompany,
  createSupplier,
} from '@energiek/db/factories/master-data';
import { createTrafo } from '@energiek/db/factories/trafos';
import { createUser } from '@energiek/db/factories/users';
import { adminCustomerAssignments, auditLog, suppliers } from '@energiek/db/schema/index';
import { createTestApp, jsonCaller, loginToken, type TestApp } from '../../testing/test-app.ts';

// Master data API: suppliers, grid operators, metering companies and trafos (generic resources with
// Dutch validation), and the is:admin grid operator detail across customers.

let app: TestApp;
let admin: string;
let staff: string;
let restricted: string;
let ids: { own: number; other: number };

const call = jsonCaller(() => app);

/** A valid GLN-13 from 12 digits. */
const gln = (first12: string) => first12 + String(glnCheckDigit(first12));

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const own = await createCustomer(db, { name: 'Bakkerij Aalbers B.V.' });
  const other = await createCustomer(db, { name: 'Zuivel Zeeland B.V.' });
  ids = { own: own.id, other: other.id };
  await createUser(db, { emailAddress: 'admin@energiek.nl', type: 'admin' });
  await createUser(db, { emailAddress: 'klant@aalbers.nl', type: 'customer', customerId: own.id });
  const adviser = await createUser(db, {
    emailAddress: 'adviseur@energiek.nl',
    type: 'admin',
    canSwitch: false,
  });
  await db.insert(adminCustomerAssignments).values({ userId: adviser.id, customerId: own.id });
  admin = await loginToken(app, 'admin@energiek.nl');
  staff = await loginToken(app, 'klant@aalbers.nl');
  restricted = await loginToken(app, 'adviseur@energiek.nl');
});
afterAll(() => app?.close());

describe('suppliers', () => {
  it('lists for pickers: limit 999 sorted by name, with id and name', async () => {
    for (const name of ['Vattenfall', 'eneco', 'Essent']) await createSupplier(app.ctx.db, { name });
    const response = await call('GET', '/api/v3/suppliers?limit=999&sort=name', staff);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const names = body.data.map((s: { name: string }) => s.name);
    expect(names.indexOf('eneco')).toBeLessThan(names.indexOf('Essent'));
    expect(names.indexOf('Essent')).toBeLessThan(names.indexOf('Vattenfall'));
    expect(body.data[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }),
    );
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, per_page: 999 });
    expect((await call('GET', '/api/v3/suppliers?limit=1000', admin)).statusCode).toBe(422);
    const searched = await call('GET', '/api/v3/suppliers?q=ENEC', admin);
    expect(searched.json().data.map((s: { name: string }) => s.name)).toEqual(['eneco']);
  });

  it('creates, reads, updates (POST, PUT, PATCH) and deletes, audited', async () => {
    const code = gln('871234567890');
    const created = await call('POST', '/api/v3/suppliers', admin, {
      name: '  Zonnestroom Noord  ',
      code: code.replace(/(\d{3})(\d{5})/, '$1 $2 '),
      emailAddress: 'zakelijk@zonnestroom.nl',
      phoneNumber: '+31 (0)50 123 45 67',
      website: 'www.zonnestroom.nl',
      notes: 'Alleen zakelijke klanten.',
    });
    expect(created.statusCode).toBe(201);
    const supplier = created.json().data;
    expect(supplier).toMatchObject({
      name: 'Zonnestroom Noord',
      code,
      website: 'https://www.zonnestroom.nl',
      notes: 'Alleen zakelijke klanten.',
      connectionCount: 0,
    });
    const url = `/api/v3/suppliers/${supplier.id}`;
    expect((await call('GET', url, admin)).json().data.name).toBe('Zonnestroom Noord');

    const posted = await call('POST', url, admin, { phoneNumber: '050 765 4321' });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data).toMatchObject({
      phoneNumber: '050 765 4321',
      code,
      name: 'Zonnestroom Noord',
    });
    // Renaming to its own name in other capitals is no duplicate.
    const put = await call('PUT', url, admin, { name: 'ZONNESTROOM NOORD', website: '' });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ name: 'ZONNESTROOM NOORD', website: null });
    const patched = await call('PATCH', url, admin, { notes: null });
    expect(patched.json().data.notes).toBeNull();

    expect((await call('DELETE', url, admin)).statusCode).toBe(204);
    expect((await call('GET', url, admin)).statusCode).toBe(404);
    expect((await call('DELETE', url, admin)).statusCode).toBe(404);
    const events = await app.ctx.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(supplier.id)));
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['suppliers.created', 'suppliers.updated', 'suppliers.deleted']),
    );
  });

  it('answers 422 with Dutch field errors', async () => {
    const empty = await call('POST', '/api/v3/suppliers', admin, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['Vul een naam in.']);
    expect((await call('POST', '/api/v3/suppliers', admin, { name: '   ' })).json().errors.name).toEqual([
      'Vul een naam in.',
    ]);

    const first12 = '871987654321';
    const wrongDigit = first12 + String((glnCheckDigit(first12) + 1) % 10);
    const bad = await call('POST', '/api/v3/suppliers', admin, {
      name: 'Foutief Energie',
      code: wrongDigit,
      emailAddress: 'geen-adres',
      phoneNumber: '12',
      website: 'niet een website',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      code: ['Deze EAN/GLN-code is ongeldig: het controlecijfer klopt niet.'],
      emailAddress: ['Vul een geldig e-mailadres in.'],
      phoneNumber: ['Vul een geldig telefoonnummer in.'],
      website: ['Vul een geldig webadres in, bijvoorbeeld https://www.voorbeeld.nl.'],
    });
    const short = await call('POST', '/api/v3/suppliers', admin, { name: 'Kort', code: '87123' });
    expect(short.json().errors.code).toEqual(['Een EAN/GLN-code bestaat uit 13 cijfers.']);

    const existing = await createSupplier(app.ctx.db, { name: 'Greenchoice' });
    const duplicate = await call('POST', '/api/v3/suppliers', admin, { name: 'greenCHOICE ' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.name).toEqual(['Er bestaat al een leverancier met deze naam.']);
    const other = await createSupplier(app.ctx.db, { name: 'Vandebron' });
    const rename = await call('PATCH', `/api/v3/suppliers/${other.id}`, admin, { name: 'GreenChoice' });
    expect(rename.json().errors.name).toEqual(['Er bestaat al een leverancier met deze naam.']);
    // The same name is fine for another kind of party.
    expect(
      (await call('POST', '/api/v3/measuring-companies', admin, { name: 'Greenchoice' })).statusCode,
    ).toBe(201);
    const [row] = await app.ctx.db.select().from(suppliers).where(eq(suppliers.id, existing.id));
    expect(row?.name).toBe('Greenchoice');
  });

  it('refuses customer staff every write, and hides internal notes and counts from them', async () => {
    const supplier = await createSupplier(app.ctx.db, {
      name: 'Pure Energie',
      notes: 'Intern: contract loopt af.',
    });
    await createConnection(app.ctx.db, { customerId: ids.own, supplierId: supplier.id });
    const url = `/api/v3/suppliers/${supplier.id}`;
    expect((await call('POST', '/api/v3/suppliers', staff, { name: 'Nieuw' })).statusCode).toBe(403);
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      expect((await call(method, url, staff, { name: 'Anders' })).statusCode).toBe(403);
    }
    expect((await call('DELETE', url, staff)).statusCode).toBe(403);

    const one = (await call('GET', url, staff)).json().data;
    expect(one.name).toBe('Pure Energie');
    expect(one).not.toHaveProperty('notes');
    expect(one).not.toHaveProperty('connectionCount');
    const listed = (await call('GET', '/api/v3/suppliers?q=Pure', staff)).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('notes');

    const asAdmin = (await call('GET', '/api/v3/suppliers?q=Pure', admin)).json().data[0];
    expect(asAdmin).toMatchObject({ notes: 'Intern: contract loopt af.', connectionCount: 1 });
  });

  it('refuses to delete a party still used by connections', async () => {
    const db = app.ctx.db;
    const supplier = await createSupplier(db);
    const operator = await createGridOperator(db);
    const metering = await createMeasuringCompany(db);
    const trafo = await createTrafo(db, { gridOperatorId: operator.id });
    await createConnection(db, {
      customerId: ids.own,
      supplierId: supplier.id,
      gridOperatorId: operator.id,
      measuringCompanyId: metering.id,
      trafoId: trafo.id,
    });
    for (const url of [
      `/api/v3/suppliers/${supplier.id}`,
      `/api/v3/grid-operators/${operator.id}`,
      `/api/v3/measuring-companies/${metering.id}`,
      `/api/v3/trafos/${trafo.id}`,
    ]) {
      const response = await call('DELETE', url, admin);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().message).toBe('Dit item is nog in gebruik en kan niet worden verwijderd.');
      expect((await call('GET', url, admin)).statusCode).toBe(200);
    }
    // A grid operator with a trafo but no connections is in use as well.
    const trafoOnly = await createGridOperator(db);
    await createTrafo(db, { gridOperatorId: trafoOnly.id });
    const refused = await call('DELETE', `/api/v3/grid-operators/${trafoOnly.id}`, admin);
    expect(refused.json().errors).toEqual({
      id: ['Dit item is nog in gebruik en kan niet worden verwijderd.'],
    });
    const listed = (await call('GET', `/api/v3/trafos?gridOperatorId=${operator.id}`, admin)).json().data;
    expect(listed).toMatchObject([{ id: trafo.id, connectionCount: 1 }]);
  });
});

describe('grid operators', () => {
  it('saves the commodities and filters on them', async () => {
    const created = await call('POST', '/api/v3/grid-operators', admin, {
      name: 'Gasnet Oost',
      commodities: 'gas',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ commodities: 'gas', connectionCount: 0 });
    const plain = await call('POST', '/api/v3/grid-operators', admin, { name: 'Netwerk West' });
    expect(plain.json().data.commodities).toBe('both');
    const bad = await call('POST', '/api/v3/grid-operators', admin, {
      name: 'Stroomnet',
      commodities: 'water',
    });
    expect(bad.json().errors.commodities).toEqual(['Kies Elektriciteit, Gas of Beide.']);
    const gasOnly = (await call('GET', '/api/v3/grid-operators?commodities=gas&limit=999', staff)).json()
      .data;
    expect(gasOnly.map((g: { name: string }) => g.name)).toContain('Gasnet Oost');
    expect(gasOnly.every((g: { commodities: string }) => g.commodities === 'gas')).toBe(true);
    const duplicate = await call('POST', '/api/v3/grid-operators', admin, { name: 'gasnet oost' });
    expect(duplicate.json().errors.name).toEqual(['Er bestaat al een netbeheerder met deze naam.']);
  });

  it('shows an admin what it serves: counts per product, per customer, and the connections paged', async () => {
    const db = app.ctx.db;
    const operator = await createGridOperator(db, { name: 'Liander Test', notes: 'Storingen: 0800 9009' });
    await createConnection(db, { customerId: ids.own, gridOperatorId: operator.id, product: 1 });
    await createConnection(db, { customerId: ids.own, gridOperatorId: operator.id, product: 2 });
    const otherConnection = await createConnection(db, {
      customerId: ids.other,
      gridOperatorId: operator.id,
      product: 1,
      street: 'Havenweg',
      houseNumber: '7',
      houseNumberAddition: 'B',
      postcode: '4381 AA',
      city: 'Vlissingen',
    });
    await createConnection(db, { customerId: ids.other, product: 1 });

    const detail = await call('GET', `/api/v3/grid-operators/${operator.id}/detail`, admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      id: operator.id,
      name: 'Liander Test',
      notes: 'Storingen: 0800 9009',
      electricCount: 2,
      gasCount: 1,
      connectionCount: 3,
      customers: [
        { id: ids.own, name: 'Bakkerij Aalbers B.V.', electricCount: 1, gasCount: 1 },
        { id: ids.other, name: 'Zuivel Zeeland B.V.', electricCount: 1, gasCount: 0 },
      ],
    });

    const page1 = await call(
      'GET',
      `/api/v3/grid-operators/${operator.id}/connections?limit=2&page=1`,
      admin,
    );
    expect(page1.json().meta).toMatchObject({ current_page: 1, last_page: 2, total: 3 });
    expect(page1.json().data[0].customer).toEqual({ id: ids.own, name: 'Bakkerij Aalbers B.V.' });
    const searched = await call(
      'GET',
      `/api/v3/grid-operators/${operator.id}/connections?q=vlissingen`,
      admin,
    );
    expect(searched.json().data).toEqual([
      {
        id: otherConnection.id,
        ean: otherConnection.ean,
        formattedAddress: 'Havenweg 7B, 4381 AA Vlissingen',
        product: 1,
        hasProd: false,
        customer: { id: ids.other, name: 'Zuivel Zeeland B.V.' },
      },
    ]);
    const gas = await call('GET', `/api/v3/grid-operators/${operator.id}/connections?product=2`, admin);
    expect(gas.json().meta.total).toBe(1);

    // An admin without customer switch sees only the customers assigned to them.
    const narrow = (await call('GET', `/api/v3/grid-operators/${operator.id}/detail`, restricted)).json()
      .data;
    expect(narrow.customers.map((c: { id: number }) => c.id)).toEqual([ids.own]);
    expect(narrow).toMatchObject({ electricCount: 1, gasCount: 1 });
    const narrowList = await call('GET', `/api/v3/grid-operators/${operator.id}/connections`, restricted);
    expect(narrowList.json().meta.total).toBe(2);

    expect((await call('GET', `/api/v3/grid-operators/${operator.id}/detail`, staff)).statusCode).toBe(403);
    expect((await call('GET', `/api/v3/grid-operators/${operator.id}/connections`, staff)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/v3/grid-operators/999999/detail', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/v3/grid-operators/999999/connections', admin)).statusCode).toBe(404);
  });
});

describe('trafos', () => {
  it('creates a trafo on a grid operator and validates it', async () => {
    const operator = await createGridOperator(app.ctx.db, { name: 'Enexis Test' });
    const created = await call('POST', '/api/v3/trafos', admin, {
      name: 'Trafo Industrieweg',
      location: 'Industrieweg 12, Tilburg',
      gridOperatorId: operator.id,
      capacityKva: 630,
      voltageLevel: '10 kV / 0,4 kV',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Trafo Industrieweg',
      gridOperatorId: operator.id,
      gridOperator: { id: operator.id, name: 'Enexis Test' },
      capacityKva: 630,
      connectionCount: 0,
    });
    const id = created.json().data.id;
    const read = (await call('GET', `/api/v3/trafos/${id}`, staff)).json().data;
    expect(read.gridOperator).toEqual({ id: operator.id, name: 'Enexis Test' });
    expect(read).not.toHaveProperty('notes');

    const bad = await call('POST', '/api/v3/trafos', admin, { name: '', capacityKva: 2.5 });
    expect(bad.json().errors).toEqual({
      name: ['Vul een naam in.'],
      capacityKva: ['Vul de capaciteit in als een geheel aantal kVA groter dan 0.'],
    });
    expect((await call('POST', '/api/v3/trafos', admin, { name: 'T0', capacityKva: 0 })).statusCode).toBe(
      422,
    );
    const unknown = await call('POST', '/api/v3/trafos', admin, {
      name: 'Trafo Nergens',
      gridOperatorId: 999999,
    });
    expect(unknown.json().errors.gridOperatorId).toEqual(['Deze netbeheerder bestaat niet.']);
    const moved = await call('PATCH', `/api/v3/trafos/${id}`, admin, { gridOperatorId: 999999 });
    expect(moved.statusCode).toBe(422);
    const duplicate = await call('POST', '/api/v3/trafos', admin, { name: 'trafo industrieweg' });
    expect(duplicate.json().errors.name).toEqual(['Er bestaat al een trafo met deze naam.']);
    const cleared = await call('PATCH', `/api/v3/trafos/${id}`, admin, { gridOperatorId: null });
    expect(cleared.json().data).toMatchObject({ gridOperatorId: null, gridOperator: null });
    expect((await call('POST', '/api/v3/trafos', staff, { name: 'Trafo Klant' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v3/trafos/${id}`, admin)).statusCode).toBe(204);
  });
});
