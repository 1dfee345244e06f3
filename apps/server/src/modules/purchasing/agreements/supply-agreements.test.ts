import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createSupplier } from '@energiek/db/factories/master-data';
import { createSupplyAgreement } from '@energiek/db/factories/purchasing';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { adminCustomerAssignments, auditLog, supplyAgreements } from '@energiek/db/schema/index';
import { api, createTestApp, loginToken, type TestApp } from '../../../testing/test-app.ts';

// Supply agreements CRUD: permissions, tenancy (another customer's id is a 404 and changes nothing), the
// Dutch 422s of the rules (dates, rates, prices, connections, overlap) and the status flow.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 180_000);
afterAll(() => app?.close());

const URL = '/api/v3/supply-agreements';
let seq = 0;

async function fixture() {
  const db = app.ctx.db;
  seq += 1;
  const bakker = await createCustomer(db, { name: `Bakkerij ${seq} B.V.` });
  const hotel = await createCustomer(db, { name: `Hotel ${seq} B.V.` });
  const supplier = await createSupplier(db, { name: `Leverancier ${seq}` });
  const e1 = await createConnection(db, { customerId: bakker.id, product: 1 });
  const e2 = await createConnection(db, { customerId: bakker.id, product: 1 });
  const gas = await createConnection(db, { customerId: bakker.id, product: 2 });
  const foreign = await createConnection(db, { customerId: hotel.id, product: 1 });
  await createUser(db, { emailAddress: `adviseur${seq}@energiek.nl`, type: 'admin', canSwitch: true });
  const token = await loginToken(app, `adviseur${seq}@energiek.nl`);
  return { bakker, hotel, supplier, e1, e2, gas, foreign, token };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;

const body = (f: Fixture, extra: Record<string, unknown> = {}) => ({
  customerId: f.bakker.id,
  supplierId: f.supplier.id,
  product: 1,
  reference: `VK-${seq}`,
  productName: 'Vast 2 jaar groen',
  priceType: 'fixed',
  startDate: '2026-01-01',
  endDate: '2027-12-31',
  noticeMonths: 3,
  tacitRenewal: true,
  renewalMonths: 12,
  connections: [{ connectionId: f.e1.id }, { connectionId: f.e2.id, fromDate: '2026-07-01', toDate: null }],
  rates: [
    { validFrom: '2026-01-01', validTo: '2026-12-31', normal: 0.121, low: 0.101, fixedFeeMonth: 6.5 },
    { validFrom: '2027-01-01', single: 0.115, greenCertificates: 0.002 },
  ],
  ...extra,
});

describe('supply agreements', () => {
  it('creates, reads, lists with filters, updates and deletes a concept', async () => {
    const f = await fixture();
    const created = await api(app, { method: 'POST', url: URL, token: f.token, payload: body(f) });
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({
      customerName: f.bakker.name,
      supplierName: f.supplier.name,
      status: 'concept',
      noticeDeadline: '2027-09-30',
      connectionCount: 2,
    });
    expect(item.connections.find((c: { connectionId: number }) => c.connectionId === f.e2.id)).toMatchObject({
      fromDate: '2026-07-01',
      toDate: null,
    });
    expect(item.rates[0]).toMatchObject({ normal: 0.121, low: 0.101, fixedFeeMonth: 6.5, single: null });
    expect(item.rates[1]).toMatchObject({ single: 0.115, validTo: null, greenCertificates: 0.002 });

    const list = await api(app, {
      method: 'GET',
      url: `${URL}?customerId=${f.bakker.id}&status=concept&priceType=fixed&product=1&q=VK-${seq}`,
      token: f.token,
    });
    expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([item.id]);
    expect(list.json().meta).toMatchObject({ current_page: 1, last_page: 1, total: 1 });
    const none = await api(app, {
      method: 'GET',
      url: `${URL}?customerId=${f.bakker.id}&priceType=variable`,
      token: f.token,
    });
    expect(none.json().data).toEqual([]);

    const updated = await api(app, {
      method: 'PUT',
      url: `${URL}/${item.id}`,
      token: f.token,
      payload: body(f, { noticeMonths: 1, connections: [{ connectionId: f.e1.id }] }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ noticeDeadline: '2027-11-30', connectionCount: 1 });

    const events = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(item.id)));
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['supply-agreements.created', 'supply-agreements.updated']),
    );

    expect((await api(app, { method: 'DELETE', url: `${URL}/${item.id}`, token: f.token })).statusCode).toBe(
      204,
    );
    expect((await api(app, { method: 'GET', url: `${URL}/${item.id}`, token: f.token })).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input with Dutch field errors', async () => {
    const f = await fixture();
    const send = (payload: Record<string, unknown>) =>
      api(app, { method: 'POST', url: URL, token: f.token, payload });
    const reversed = await send(
      body(f, { endDate: '2025-12-31', rates: [{ validFrom: '2026-01-01', single: 0.1 }] }),
    );
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.endDate).toEqual(['De einddatum mag niet voor de begindatum liggen.']);

    const outside = await send(
      body(f, {
        connections: [{ connectionId: f.e1.id, fromDate: '2025-06-01' }],
        rates: [
          { validFrom: '2026-01-01', validTo: '2026-12-31', single: 0.1 },
          { validFrom: '2026-12-01', single: 0.1 },
          { validFrom: '2027-01-01', validTo: '2028-01-31', single: 0.1 },
        ],
      }),
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toMatchObject({
      'connections.0.fromDate': [
        'De periode van de aansluiting moet binnen de looptijd van de overeenkomst vallen.',
      ],
      'rates.1.validFrom': ['Tariefperiodes mogen elkaar niet overlappen.'],
      'rates.2.validTo': ['De tariefperiode moet binnen de looptijd van de overeenkomst vallen.'],
    });

    const prices = await send(body(f, { rates: [{ validFrom: '2026-01-01', normal: 0.1 }] }));
    expect(prices.json().errors['rates.0.single']).toEqual([
      'Vul een enkeltarief in, of een normaal- en een daltarief.',
    ]);
    const gas = await send(
      body(f, {
        product: 2,
        connections: [{ connectionId: f.gas.id }],
        rates: [{ validFrom: '2026-01-01', single: 0.1 }],
      }),
    );
    expect(gas.json().errors['rates.0.gas']).toEqual(['Vul een gastarief in (€ per m³).']);
    const variable = await send(body(f, { priceType: 'variable', rates: [{ validFrom: '2026-01-01' }] }));
    expect(variable.json().errors).toMatchObject({
      'rates.0.indexName': ['Vul de index in waar de opslag bovenop komt.'],
      'rates.0.markup': ['Vul de opslag in.'],
    });
    const noRates = await send(body(f, { rates: [] }));
    expect(noRates.json().errors.rates).toEqual(['Vul minstens één tariefregel in.']);

    const links = await send(
      body(f, { connections: [{ connectionId: f.gas.id }, { connectionId: f.foreign.id }] }),
    );
    expect(links.statusCode).toBe(422);
    expect(links.json().errors).toMatchObject({
      'connections.0.connectionId': ['Deze aansluiting is van een ander product dan de overeenkomst.'],
      'connections.1.connectionId': ['Deze aansluiting hoort niet bij deze klant.'],
    });
    const status = await send(body(f, { status: 'actief' }));
    expect(status.json().errors.status).toEqual(['Een overeenkomst met status nieuw kan niet naar Actief.']);
  });

  it('refuses a connection that another agreement of the product already covers in the period', async () => {
    const f = await fixture();
    const other = await createSupplyAgreement(app.ctx.db, {
      customerId: f.bakker.id,
      reference: `OUD-${seq}`,
      startDate: '2025-01-01',
      endDate: '2026-03-31',
      connectionIds: [f.e1.id],
    });
    const clash = await api(app, { method: 'POST', url: URL, token: f.token, payload: body(f) });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors['connections.0.connectionId']).toEqual([
      `Aansluiting ${f.e1.ean} valt van 01/01/2025 t/m 31/03/2026 al onder overeenkomst OUD-${seq} van hetzelfde product.`,
    ]);
    // From the day after the other ends it is fine.
    const after = await api(app, {
      method: 'POST',
      url: URL,
      token: f.token,
      payload: body(f, { connections: [{ connectionId: f.e1.id, fromDate: '2026-04-01' }] }),
    });
    expect(after.statusCode).toBe(201);
    expect(other.id).toBeGreaterThan(0);
  });

  it('moves the status along the flow; getekend needs the signed document; only concepts are deleted', async () => {
    const f = await fixture();
    const item = (await api(app, { method: 'POST', url: URL, token: f.token, payload: body(f) })).json().data;
    const put = (extra: Record<string, unknown>) =>
      api(app, { method: 'PUT', url: `${URL}/${item.id}`, token: f.token, payload: body(f, extra) });
    expect((await put({ status: 'ter-ondertekening' })).statusCode).toBe(200);
    const unsigned = await put({ status: 'getekend' });
    expect(unsigned.json().errors.documentId).toEqual([
      'Koppel eerst het getekende document uit de bibliotheek.',
    ]);
    const skip = await put({ status: 'beeindigd' });
    expect(skip.json().errors.status).toEqual([
      'Een overeenkomst met status Ter ondertekening kan niet naar Beëindigd.',
    ]);
    await app.ctx.db
      .update(supplyAgreements)
      .set({ status: 'actief' })
      .where(eq(supplyAgreements.id, item.id));
    const remove = await api(app, { method: 'DELETE', url: `${URL}/${item.id}`, token: f.token });
    expect(remove.statusCode).toBe(422);
    expect(remove.json().errors.status).toEqual([
      'Alleen een overeenkomst in concept kan worden verwijderd.',
    ]);
    expect((await put({ status: 'beeindigd' })).json().data.status).toBe('beeindigd');
  });

  it('keeps the agreed terms of a signed agreement fixed; connections, reference, note and status still change', async () => {
    const f = await fixture();
    const item = (await api(app, { method: 'POST', url: URL, token: f.token, payload: body(f) })).json().data;
    await app.ctx.db
      .update(supplyAgreements)
      .set({ status: 'getekend' })
      .where(eq(supplyAgreements.id, item.id));
    const put = (extra: Record<string, unknown>) =>
      api(app, { method: 'PUT', url: `${URL}/${item.id}`, token: f.token, payload: body(f, extra) });
    const locked =
      'De overeenkomst is getekend: de afgesproken voorwaarden liggen vast. Maak voor andere voorwaarden een nieuwe overeenkomst.';

    // Each agreed term refused with the field named, and nothing changed.
    const changed = await put({
      endDate: '2028-12-31',
      noticeMonths: 6,
      rates: [
        { validFrom: '2026-01-01', validTo: '2026-12-31', normal: 0.131, low: 0.101, fixedFeeMonth: 6.5 },
        { validFrom: '2027-01-01', single: 0.115, greenCertificates: 0.002 },
      ],
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({ endDate: [locked], noticeMonths: [locked], rates: [locked] });
    expect((await put({ tacitRenewal: false })).json().errors).toEqual({
      tacitRenewal: [locked],
      renewalMonths: [locked],
    });
    const read = await api(app, { method: 'GET', url: `${URL}/${item.id}`, token: f.token });
    expect(read.json().data).toMatchObject({ endDate: '2027-12-31', noticeMonths: 3 });

    // The same rates typed otherwise (0.1210, rows in another order) are no change; what is not a term
    // saves, and the status moves on.
    const same = await put({
      reference: 'VK-getekend',
      note: 'Getekend op de beurs.',
      connections: [{ connectionId: f.e1.id }],
      status: 'actief',
      rates: [
        { validFrom: '2027-01-01', single: 0.115, greenCertificates: 0.002 },
        { validFrom: '2026-01-01', validTo: '2026-12-31', normal: 0.121, low: 0.101, fixedFeeMonth: 6.5 },
      ],
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({
      reference: 'VK-getekend',
      status: 'actief',
      connectionCount: 1,
    });
    expect((await put({ status: 'actief', endDate: '2027-06-30' })).json().errors.endDate).toEqual([
      'De overeenkomst is actief: de afgesproken voorwaarden liggen vast. Maak voor andere voorwaarden een nieuwe overeenkomst.',
    ]);
  });

  it('needs a session and the permissions; another customer is a 404 that changes nothing', async () => {
    const f = await fixture();
    const own = await createSupplyAgreement(app.ctx.db, { customerId: f.bakker.id, status: 'concept' });
    const foreign = await createSupplyAgreement(app.ctx.db, { customerId: f.hotel.id, status: 'concept' });
    expect((await api(app, { method: 'GET', url: URL })).statusCode).toBe(401);

    const reader = await createRole(app.ctx.db, {
      name: `Contracten lezen ${seq}`,
      scope: scopeAllowing({ 'back-office-contracts': ['read'] }),
    });
    const user = await createUser(app.ctx.db, {
      emailAddress: `lezer${seq}@energiek.nl`,
      type: 'admin',
      canSwitch: false,
      roleId: reader.id,
    });
    await app.ctx.db.insert(adminCustomerAssignments).values({ userId: user.id, customerId: f.bakker.id });
    const token = await loginToken(app, `lezer${seq}@energiek.nl`);
    expect((await api(app, { method: 'GET', url: `${URL}/${own.id}`, token })).statusCode).toBe(200);
    const listed = await api(app, { method: 'GET', url: URL, token });
    expect(listed.json().data.map((a: { id: number }) => a.id)).toEqual([own.id]);
    expect((await api(app, { method: 'GET', url: `${URL}/${foreign.id}`, token })).statusCode).toBe(404);
    expect((await api(app, { method: 'POST', url: URL, token, payload: body(f) })).statusCode).toBe(403);
    expect((await api(app, { method: 'DELETE', url: `${URL}/${own.id}`, token })).statusCode).toBe(403);

    // A writer assigned to the bakery only: the hotel's agreement is a 404 and stays.
    const writer = await createRole(app.ctx.db, {
      name: `Contracten schrijven ${seq}`,
      scope: scopeAllowing({ 'back-office-contracts': ['read', 'write'] }),
    });
    const w = await createUser(app.ctx.db, {
      emailAddress: `schrijver${seq}@energiek.nl`,
      type: 'admin',
      canSwitch: false,
      roleId: writer.id,
    });
    await app.ctx.db.insert(adminCustomerAssignments).values({ userId: w.id, customerId: f.bakker.id });
    const wt = await loginToken(app, `schrijver${seq}@energiek.nl`);
    expect((await api(app, { method: 'DELETE', url: `${URL}/${foreign.id}`, token: wt })).statusCode).toBe(
      404,
    );
    const hijack = await api(app, {
      method: 'PUT',
      url: `${URL}/${foreign.id}`,
      token: wt,
      payload: body(f, { customerId: f.hotel.id, connections: [] }),
    });
    expect(hijack.statusCode).toBe(404);
    const createForeign = await api(app, {
      method: 'POST',
      url: URL,
      token: wt,
      payload: body(f, { customerId: f.hotel.id, connections: [] }),
    });
    expect(createForeign.statusCode).toBe(404);
    const [still] = await app.ctx.db
      .select()
      .from(supplyAgreements)
      .where(eq(supplyAgreements.id, foreign.id));
    expect(still?.status).toBe('concept');

    const staff = await createUser(app.ctx.db, {
      emailAddress: `klant${seq}@bakkerij.nl`,
      type: 'customer',
      customerId: f.bakker.id,
    });
    expect(staff.id).toBeGreaterThan(0);
    const st = await loginToken(app, `klant${seq}@bakkerij.nl`);
    expect((await api(app, { method: 'GET', url: URL, token: st })).statusCode).toBe(403);
  });
});
