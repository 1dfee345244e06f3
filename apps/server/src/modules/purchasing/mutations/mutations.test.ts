import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createEntity } from '@energiek/db/factories/entities';
import { createGridOperator, createSupplier } from '@energiek/db/factories/master-data';
import { createRole } from '@energiek/db/factories/roles';
import { createCustomerUser, createUser } from '@energiek/db/factories/users';
import { connectionHistory, connections, documents, mutations } from '@energiek/db/schema/index';
import { localDayOf } from '@energiek/domain/local-time';
import { api, createTestApp, jsonCaller, loginToken, type TestApp } from '../../../testing/test-app.ts';

// Mutations: every route for 401, 403, another customer's ids (404 / 422, nothing changed), bad input and
// the happy path; executing writes the connection and its dated history.

let app: TestApp;
const call = jsonCaller(() => app);
beforeAll(async () => {
  app = await createTestApp();
}, 180_000);
afterAll(() => app?.close());

let sequence = 0;
async function fixture() {
  const db = app.ctx.db;
  const n = ++sequence;
  const own = await createCustomer(db, { name: `Bakkerij ${n} B.V.`, modules: ['mutations'] });
  const other = await createCustomer(db, { name: `Hotel ${n} B.V.`, modules: ['mutations'] });
  const eneco = await createSupplier(db, { name: `Eneco ${n}` });
  const vattenfall = await createSupplier(db, { name: `Vattenfall ${n}` });
  const e1 = await createConnection(db, { customerId: own.id, supplierId: eneco.id, capacity: '3x25A' });
  const e2 = await createConnection(db, { customerId: own.id, supplierId: eneco.id, capacity: '3x25A' });
  const gas = await createConnection(db, { customerId: own.id, product: 2, capacity: 'G6' });
  const foreign = await createConnection(db, { customerId: other.id, supplierId: eneco.id });
  const [document, foreignDocument] = await db
    .insert(documents)
    .values(
      [own.id, other.id].map((customerId, i) => ({
        customerId,
        fileName: `machtiging-${i}.pdf`,
        storageKey: `mut-${n}-${i}`,
        contentType: 'application/pdf',
        size: 1,
      })),
    )
    .returning();
  const email = `adviseur${n}@energiek.nl`;
  await createUser(db, { emailAddress: email, type: 'admin', canSwitch: true, modules: ['mutations'] });
  const token = await loginToken(app, email);
  return { own, other, eneco, vattenfall, e1, e2, gas, foreign, document, foreignDocument, token };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;

const base = (customerId: number) => `/api/v3/customers/${customerId}/mutations`;
const switchBody = (f: Fixture) => ({
  type: 'supplier-switch',
  desiredDate: '2026-01-01',
  connectionIds: [f.e1.id, f.e2.id],
  supplierId: f.vattenfall.id,
  documentIds: [f.document!.id],
  comment: 'Overstap per 1 januari',
});

async function create(f: Fixture, body: Record<string, unknown>) {
  const response = await call('POST', base(f.own.id), f.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; status: string };
}

async function move(f: Fixture, id: number, status: string, note = '') {
  return call('POST', `${base(f.own.id)}/${id}/status`, f.token, { status, note });
}

const snapshot = async () =>
  JSON.stringify([
    await app.ctx.db.select().from(mutations).orderBy(mutations.id),
    await app.ctx.db.select().from(connections).orderBy(connections.id),
    await app.ctx.db.select().from(connectionHistory).orderBy(connectionHistory.id),
  ]);

describe('mutations', () => {
  it('creates a supplier switch, lists it with filters and executes it into the dated history', async () => {
    const f = await fixture();
    const created = await create(f, switchBody(f));
    expect(created).toMatchObject({
      status: 'concept',
      supplierName: f.vattenfall.name,
      documents: [{ id: f.document!.id }],
      statusHistory: [{ status: 'concept' }],
    });
    const list = await call('GET', `${base(f.own.id)}?type=supplier-switch`, f.token);
    expect(list.json()).toMatchObject({
      data: [{ id: created.id, summary: `Naar ${f.vattenfall.name}`, eans: [f.e1.ean, f.e2.ean].sort() }],
      meta: { current_page: 1, last_page: 1 },
    });
    const none = await call('GET', `${base(f.own.id)}?status=uitgevoerd`, f.token);
    expect(none.json().data).toEqual([]);

    for (const status of ['ingediend', 'bevestigd'])
      expect((await move(f, created.id, status)).statusCode).toBe(200);
    const done = await move(f, created.id, 'uitgevoerd', 'Bevestigd door Vattenfall');
    expect(done.statusCode, done.body).toBe(200);
    const item = done.json().data;
    expect(item.status).toBe('uitgevoerd');
    expect(item.executedAt).not.toBeNull();
    expect(item.statusHistory.map((s: { status: string }) => s.status)).toEqual([
      'concept',
      'ingediend',
      'bevestigd',
      'uitgevoerd',
    ]);
    expect(item.statusHistory[3]).toMatchObject({
      note: 'Bevestigd door Vattenfall',
      userName: expect.any(String),
    });

    const [row] = await app.ctx.db.select().from(connections).where(eq(connections.id, f.e1.id));
    expect(row?.supplierId).toBe(f.vattenfall.id);
    const history = await call(
      'GET',
      `/api/v3/customers/${f.own.id}/connections/${f.e1.id}/history`,
      f.token,
    );
    expect(history.statusCode).toBe(200);
    expect(history.json().data).toMatchObject([
      {
        field: 'supplier',
        label: f.eneco.name,
        validFrom: null,
        validTo: '2026-01-01',
        source: 'initial',
        mutationId: null,
      },
      {
        field: 'supplier',
        label: f.vattenfall.name,
        validFrom: '2026-01-01',
        validTo: null,
        source: 'mutation',
      },
    ]);
    // An audit of an old period asks for the values in force on a day.
    const inForce = async (date: string) =>
      (
        await call(
          'GET',
          `/api/v3/customers/${f.own.id}/connections/${f.e1.id}/history?date=${date}`,
          f.token,
        )
      ).json().data;
    expect(await inForce('2025-12-31')).toMatchObject([{ field: 'supplier', label: f.eneco.name }]);
    expect(await inForce('2026-01-01')).toMatchObject([{ field: 'supplier', label: f.vattenfall.name }]);
    const badDate = await call(
      'GET',
      `/api/v3/customers/${f.own.id}/connections/${f.e1.id}/history?date=2025-02-30`,
      f.token,
    );
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors.date).toEqual(['Vul een geldige datum in (JJJJ-MM-DD).']);
    // Executed is final: no further status, no edit, no delete.
    expect((await move(f, created.id, 'ingediend')).statusCode).toBe(422);
    const edit = await call('PUT', `${base(f.own.id)}/${created.id}`, f.token, switchBody(f));
    expect(edit.statusCode).toBe(422);
    const remove = await call('DELETE', `${base(f.own.id)}/${created.id}`, f.token);
    expect(remove.statusCode).toBe(422);
  });

  it('a capacity change checks the class against the product and records capacity history', async () => {
    const f = await fixture();
    const bad = await call('POST', base(f.own.id), f.token, {
      type: 'capacity-change',
      desiredDate: '2025-07-01',
      connectionIds: [f.e1.id],
      capacity: 'G25',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.capacity[0]).toMatch(/capaciteit/);
    const mixed = await call('POST', base(f.own.id), f.token, {
      type: 'capacity-change',
      desiredDate: '2025-07-01',
      connectionIds: [f.e1.id, f.gas.id],
      capacity: '3x80A',
    });
    expect(mixed.json().errors.connectionIds).toBeDefined();
    const large = await call('POST', base(f.own.id), f.token, {
      type: 'capacity-change',
      desiredDate: '2025-07-01',
      connectionIds: [f.e1.id],
      capacity: 'MS-D',
    });
    expect(large.json().errors.contractedCapacity).toBeDefined();

    const created = await create(f, {
      type: 'capacity-change',
      desiredDate: '2025-07-01',
      connectionIds: [f.e1.id],
      capacity: '3x80A',
    });
    for (const status of ['ingediend', 'bevestigd', 'uitgevoerd']) await move(f, created.id, status);
    const history = await call(
      'GET',
      `/api/v3/customers/${f.own.id}/connections/${f.e1.id}/history`,
      f.token,
    );
    expect(history.json().data).toMatchObject([
      { field: 'capacity', value: '3x25A', validFrom: null, validTo: '2025-07-01' },
      { field: 'capacity', value: '3x80A', validFrom: '2025-07-01', validTo: null },
    ]);
  });

  it('refuses a second change of contracted capacity within 12 months (grid code), in Dutch', async () => {
    const f = await fixture();
    const gv = await createConnection(app.ctx.db, {
      customerId: f.own.id,
      capacity: 'MS-D',
      contractedCapacity: 500,
      profileCategory: null,
    });
    const body = (desiredDate: string, kw: number) => ({
      type: 'capacity-change',
      desiredDate,
      connectionIds: [gv.id],
      capacity: 'MS-D',
      contractedCapacity: kw,
    });
    const first = await create(f, body('2026-03-01', 600));
    const before = await snapshot();
    // A month later: refused, with the other change's date and the days that would be allowed.
    const second = await call('POST', base(f.own.id), f.token, body('2026-04-01', 700));
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.desiredDate).toEqual([
      `Aansluiting ${gv.ean} heeft al een wijziging van het gecontracteerd vermogen per 01/03/2026; de netcode staat één wijziging per 12 maanden toe. Kies een datum op of vóór 01/03/2025, of op of na 01/03/2027.`,
    ]);
    expect(await snapshot()).toBe(before);
    // Exactly 12 months later is allowed; editing the first request does not count itself.
    await create(f, body('2027-03-01', 700));
    const edited = await call('POST', `${base(f.own.id)}/${first.id}`, f.token, body('2026-02-15', 650));
    expect(edited.statusCode, edited.body).toBe(200);
    // … but not into the next one's year. A rejected request no longer counts.
    const tooLate = await call('POST', `${base(f.own.id)}/${first.id}`, f.token, body('2026-06-01', 650));
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().errors.desiredDate[0]).toContain('per 01/03/2027');
    await move(f, first.id, 'ingediend');
    expect((await move(f, first.id, 'afgewezen')).statusCode).toBe(200);
    await create(f, body('2026-02-01', 700));
    // A class change of a small connection is not limited.
    await create(f, {
      type: 'capacity-change',
      desiredDate: '2026-04-01',
      connectionIds: [f.e1.id],
      capacity: '3x35A',
    });
    await create(f, {
      type: 'capacity-change',
      desiredDate: '2026-05-01',
      connectionIds: [f.e1.id],
      capacity: '3x40A',
    });
  });

  it('a deactivation and a name change with a new entity update the connection', async () => {
    const f = await fixture();
    const entity = await createEntity(app.ctx.db, { customerId: f.own.id, name: 'De Nieuwe Eigenaar B.V.' });
    const foreignEntity = await createEntity(app.ctx.db, { customerId: f.other.id });
    const refused = await call('POST', base(f.own.id), f.token, {
      type: 'name-change',
      desiredDate: '2026-02-01',
      connectionIds: [f.e2.id],
      newName: 'X',
      entityId: foreignEntity.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.entityId).toBeDefined();
    const name = await create(f, {
      type: 'name-change',
      desiredDate: '2026-02-01',
      connectionIds: [f.e2.id],
      newName: 'De Nieuwe Eigenaar B.V.',
      entityId: entity.id,
    });
    const off = await create(f, {
      type: 'deactivation',
      desiredDate: '2026-03-01',
      connectionIds: [f.gas.id],
    });
    for (const id of [name.id, off.id]) {
      for (const status of ['ingediend', 'bevestigd', 'uitgevoerd'])
        expect((await move(f, id, status)).statusCode).toBe(200);
    }
    const rows = await app.ctx.db.select().from(connections).where(eq(connections.customerId, f.own.id));
    expect(rows.find((r) => r.id === f.e2.id)?.entityId).toBe(entity.id);
    expect(rows.find((r) => r.id === f.gas.id)?.status).toBe(0);
    const history = await call(
      'GET',
      `/api/v3/customers/${f.own.id}/connections/${f.e2.id}/history`,
      f.token,
    );
    const fields = history
      .json()
      .data.map((h: { field: string; validFrom: string | null }) => `${h.field}@${h.validFrom}`);
    expect(fields).toEqual(expect.arrayContaining(['entity@2026-02-01', 'name@2026-02-01']));
  });

  it('refuses bad input with Dutch field errors, wrong transitions, and deletes only a concept', async () => {
    const f = await fixture();
    const empty = await call('POST', base(f.own.id), f.token, { type: 'supplier-switch' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      desiredDate: ['Vul een geldige gewenste datum in.'],
      connectionIds: expect.any(Array),
    });
    const noSupplier = await call('POST', base(f.own.id), f.token, {
      type: 'supplier-switch',
      desiredDate: '2026-01-01',
      connectionIds: [f.e1.id],
    });
    expect(noSupplier.json().errors.supplierId).toEqual(['Kies de nieuwe leverancier.']);
    const created = await create(f, switchBody(f));
    const skip = await move(f, created.id, 'uitgevoerd');
    expect(skip.statusCode).toBe(422);
    expect(skip.json().errors.status[0]).toBe('Een mutatie met status Concept kan niet naar Uitgevoerd.');
    const edited = await call('PATCH', `${base(f.own.id)}/${created.id}`, f.token, {
      ...switchBody(f),
      desiredDate: '2026-02-01',
      connectionIds: [f.e1.id],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ desiredDate: '2026-02-01', connections: [{ id: f.e1.id }] });
    const removed = await call('DELETE', `${base(f.own.id)}/${created.id}`, f.token);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `${base(f.own.id)}/${created.id}`, f.token)).statusCode).toBe(404);
  });

  it("answers 404 or 422 for another customer's ids on every route and changes nothing", async () => {
    const f = await fixture();
    const own = await create(f, switchBody(f));
    const foreignMutation = await call('POST', base(f.other.id), f.token, {
      type: 'activation',
      desiredDate: '2026-01-01',
      connectionIds: [f.foreign.id],
    });
    const foreignId = foreignMutation.json().data.id as number;
    const before = await snapshot();
    // Another customer's connection or document in the body of this customer's mutation: 422.
    for (const payload of [
      { ...switchBody(f), connectionIds: [f.foreign.id] },
      { ...switchBody(f), documentIds: [f.foreignDocument!.id] },
    ]) {
      const created = await api(app, { method: 'POST', url: base(f.own.id), token: f.token, payload });
      expect(created.statusCode).toBe(422);
      const updated = await api(app, {
        method: 'PUT',
        url: `${base(f.own.id)}/${own.id}`,
        token: f.token,
        payload,
      });
      expect(updated.statusCode).toBe(422);
    }
    // Another customer's mutation or connection through this customer: 404 on every route.
    const url = `${base(f.own.id)}/${foreignId}`;
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const withBody = method !== 'GET' && method !== 'DELETE';
      const response = await api(app, {
        method,
        url,
        token: f.token,
        ...(withBody ? { payload: switchBody(f) } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const status = await call('POST', `${url}/status`, f.token, { status: 'ingediend' });
    expect(status.statusCode).toBe(404);
    const history = await call(
      'GET',
      `/api/v3/customers/${f.own.id}/connections/${f.foreign.id}/history`,
      f.token,
    );
    expect(history.statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('needs a session, the module and the permission; customer staff read their own only', async () => {
    const f = await fixture();
    const created = await create(f, switchBody(f));
    expect((await api(app, { method: 'GET', url: base(f.own.id) })).statusCode).toBe(401);
    expect(
      (await api(app, { method: 'POST', url: `${base(f.own.id)}/${created.id}/status` })).statusCode,
    ).toBe(401);
    const role = await createRole(app.ctx.db, {
      name: `Mutaties lezen ${sequence}`,
      scope: scopeAllowing({
        organisation: ['read'],
        'organisation-mutations': ['read'],
        'organisation-connections': ['read'],
      }),
    });
    const email = `staf${sequence}@bakkerij.nl`;
    await createCustomerUser(app.ctx.db, f.own.id, email, role.id);
    const staff = await loginToken(app, email);
    const list = await call('GET', base(f.own.id), staff);
    expect(list.json().data.map((m: { id: number }) => m.id)).toEqual([created.id]);
    expect((await call('GET', base(f.other.id), staff)).statusCode).toBe(404);
    const write = await call('POST', base(f.own.id), staff, switchBody(f));
    expect(write.statusCode).toBe(403);
    const status = await call('POST', `${base(f.own.id)}/${created.id}/status`, staff, {
      status: 'ingediend',
    });
    expect(status.statusCode).toBe(403);
    // Without the module (neither the customer nor the user has it): 403.
    const bare = await createCustomer(app.ctx.db, { name: `Zonder module ${sequence}` });
    const email2 = `staf-b${sequence}@bakkerij.nl`;
    await createCustomerUser(app.ctx.db, bare.id, email2, role.id);
    const bareToken = await loginToken(app, email2);
    expect((await call('GET', base(bare.id), bareToken)).statusCode).toBe(403);
  });

  it('a connection edit of capacity, supplier or grid operator is recorded from today', async () => {
    const f = await fixture();
    const liander = await createGridOperator(app.ctx.db, { name: `Liander ${sequence}` });
    const response = await call('PATCH', `/api/v3/customers/${f.own.id}/connections/${f.e1.id}`, f.token, {
      capacity: '3x63A',
      supplierId: f.vattenfall.id,
      gridOperatorId: liander.id,
      notes: 'Verzwaard',
    });
    expect(response.statusCode, response.body).toBe(200);
    const today = localDayOf(new Date());
    const rows = await app.ctx.db
      .select()
      .from(connectionHistory)
      .where(eq(connectionHistory.connectionId, f.e1.id));
    const open = rows.filter((r) => r.validTo === null).map((r) => [r.field, r.label, r.validFrom, r.source]);
    expect(open.sort()).toEqual(
      [
        ['capacity', '3x63A', today, 'edit'],
        ['gridOperator', liander.name, today, 'edit'],
        ['supplier', f.vattenfall.name, today, 'edit'],
      ].sort(),
    );
    // A second edit that changes none of them adds nothing.
    await call('PATCH', `/api/v3/customers/${f.own.id}/connections/${f.e1.id}`, f.token, {
      notes: 'Alleen een notitie',
    });
    const after = await app.ctx.db
      .select()
      .from(connectionHistory)
      .where(eq(connectionHistory.connectionId, f.e1.id));
    expect(after).toHaveLength(rows.length);
  });
});
