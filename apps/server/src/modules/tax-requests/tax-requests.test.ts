import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDayOf } from '@energiek/domain/local-time';
import { nextRefundDeadline, refundYearDeadlines } from '@energiek/domain/energy-tax-refund';
import { DEFAULT_RULE_SETTINGS, taxRefundDeadlineRule } from '@energiek/domain/signal-rules';
import { eq } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createCustomerUser, createUser } from '@energiek/db/factories/users';
import { actions, connectionTaxSettings, documents, taxRequests } from '@energiek/db/schema/index';
import { seedReferenceParameters } from '@energiek/db/seed/parameters';
import { api, createTestApp, jsonCaller, loginToken, type TestApp } from '../../testing/test-app.ts';
import { conceptTaxRequests } from './tax-requests.service.ts';

// Tax refund requests on the reference rates (2024 verified). Amounts are hand-computed in the comments.

let app: TestApp;
const call = jsonCaller(() => app);
let dataDir: string;
// The first run migrates this worker's database: on a busy machine that outlasts the default hook limit.
beforeEach(async () => {
  await app?.close();
  dataDir = await mkdtemp(path.join(tmpdir(), 'energiek-tax-requests-'));
  app = await createTestApp({ dataDir });
  await seedReferenceParameters(app.ctx.db);
}, 180_000);
afterEach(() => rm(dataDir, { recursive: true, force: true }));
afterAll(() => app?.close());

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.', modules: ['taxrequest'] });
  const hotel = await createCustomer(db, { name: 'Hotel Zeezicht B.V.', modules: ['taxrequest'] });
  const [e1, e2, gas] = [
    await createConnection(db, { customerId: bakker.id, product: 1 }),
    await createConnection(db, { customerId: bakker.id, product: 1 }),
    await createConnection(db, { customerId: bakker.id, product: 2 }),
  ];
  const foreign = await createConnection(db, { customerId: hotel.id, product: 1 });
  const [document, foreignDocument] = await db
    .insert(documents)
    .values([
      {
        customerId: bakker.id,
        fileName: 'woz-beschikking.pdf',
        storageKey: 'k-1',
        contentType: 'application/pdf',
        size: 1,
      },
      {
        customerId: hotel.id,
        fileName: 'hotel.pdf',
        storageKey: 'k-2',
        contentType: 'application/pdf',
        size: 1,
      },
    ])
    .returning();
  const [action, foreignAction] = await db
    .insert(actions)
    .values([
      { customerId: bakker.id, subject: 'Verzoek indienen' },
      { customerId: hotel.id, subject: 'Hotel bellen' },
    ])
    .returning();
  await createUser(db, {
    emailAddress: 'adviseur@energiek.nl',
    type: 'admin',
    canSwitch: true,
    modules: ['taxrequest'],
  });
  const token = await loginToken(app, 'adviseur@energiek.nl');
  return { bakker, hotel, e1, e2, gas, foreign, document, foreignDocument, action, foreignAction, token };
}

type Fixture = Awaited<ReturnType<typeof fixture>>;

const complexBody = (f: Fixture) => ({
  type: 'complex',
  product: 1,
  from: '2024-01-01',
  to: '2025-01-01',
  business: true,
  connections: [
    { connectionId: f.e1!.id, volume: 40_000, reduction: false },
    { connectionId: f.e2!.id, volume: 30_000, reduction: false },
  ],
  documentIds: [f.document!.id],
  actionIds: [f.action!.id],
  note: 'Twee aansluitingen in één pand',
});

const base = (customerId: number) => `/api/v3/customers/${customerId}/tax-requests`;

/** Creates a request for the fixture's bakery as its adviser. */
const postRequest = (f: Fixture, payload: object) =>
  api(app, { method: 'POST', url: base(f.bakker.id), token: f.token, payload });

describe('tax refund requests', () => {
  it('creates a complex request with the engine amount, the 5-year deadline and its links', async () => {
    const f = await fixture();
    // Separate 3,799.10 + 2,895.40 = 6,694.50; combined 70,000 kWh 5,491.40; refund 1,203.10.
    const response = await postRequest(f, complexBody(f));
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      customerId: f.bakker.id,
      customerName: 'Bakkerij Jansen B.V.',
      type: 'complex',
      status: 'concept',
      amount: 1203.1,
      deadline: '2029-12-31',
      deadlinePassed: false,
      unverifiedYears: [],
      documents: [{ id: f.document!.id, fileName: 'woz-beschikking.pdf' }],
      actions: [{ id: f.action!.id, subject: 'Verzoek indienen' }],
      letterDocumentId: null,
    });
    expect(data.connections).toHaveLength(2);

    const list = await call('GET', '/api/v3/tax-requests', f.token);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([data.id]);
  });

  it('glasshouse gas: computed with the reduced rates and marked; a mix with normal gas is a Dutch 422', async () => {
    const f = await fixture();
    const gas2 = await createConnection(app.ctx.db, { customerId: f.bakker.id, product: 2 });
    const mark = (connectionId: number, glasshouse: boolean) =>
      app.ctx.db
        .insert(connectionTaxSettings)
        .values({ connectionId, customerId: f.bakker.id, verblijfsfunctie: false, glasshouse })
        .onConflictDoUpdate({ target: connectionTaxSettings.connectionId, set: { glasshouse } });
    await mark(f.gas!.id, true);
    await mark(gas2.id, true);
    const body = {
      ...complexBody(f),
      product: 2,
      connections: [
        { connectionId: f.gas!.id, volume: 100_000, reduction: false },
        { connectionId: gas2.id, volume: 100_000, reduction: false },
      ],
    };
    // 2024 glasshouse (0.09365 to 170,000 m³, 0.08444 to 1 M m³): apart 2 × 9,365.00 = 18,730.00; samen
    // 170,000 × 0.09365 + 30,000 × 0.08444 = 18,453.70; refund 276.30 (normal gas would give 10,776.90).
    const created = await postRequest(f, body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ amount: 276.3, glasshouse: true, unverifiedYears: [2024] });
    const letter = await call('POST', `${base(f.bakker.id)}/${created.json().data.id}/letter`, f.token);
    expect(letter.statusCode).toBe(200);

    await mark(gas2.id, false);
    const before = await app.ctx.db.select().from(taxRequests);
    const mixed = await postRequest(f, body);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors).toEqual({
      connections: [
        'Glastuinbouw (verlaagd gastarief) en gewoon gas kunnen niet in één verzoek: maak voor elk een eigen verzoek.',
      ],
    });
    expect(await app.ctx.db.select().from(taxRequests)).toHaveLength(before.length);
  });

  it('a complex request over 2021–2025 shows each year’s deadline and warns for the earliest (issue 27)', async () => {
    const f = await fixture();
    const response = await postRequest(f, { ...complexBody(f), from: '2021-01-01', to: '2026-01-01' });
    expect(response.statusCode, response.body).toBe(201);
    const data = (await call('GET', `${base(f.bakker.id)}/${response.json().data.id}`, f.token)).json().data;
    // The request's own deadline is the last year's; 2021's claim ends five years after 2021.
    const today = localDayOf(new Date());
    const deadlines = ['2026-12-31', '2027-12-31', '2028-12-31', '2029-12-31', '2030-12-31'];
    expect(data.deadline).toBe('2030-12-31');
    expect(data.yearDeadlines).toEqual(
      deadlines.map((deadline, i) => ({ year: 2021 + i, deadline, passed: deadline < today })),
    );
    // The first deadline still ahead, unless it is the last one (hand-checked in energy-tax-refund-deadlines).
    const ahead = deadlines.findIndex((d) => d >= today);
    expect(data.earliestDeadline).toEqual(
      ahead === -1 || ahead === deadlines.length - 1
        ? null
        : { year: 2021 + ahead, deadline: deadlines[ahead] },
    );
  });

  it('lists, sorts and signals by the deadline that matters: a 2021 part ending 31-12-2026 before 2030 (issue 27)', async () => {
    const f = await fixture();
    const post = async (payload: object) => {
      const r = await api(app, { method: 'POST', url: base(f.bakker.id), token: f.token, payload });
      expect(r.statusCode, r.body).toBe(201);
      return r.json().data as { id: number };
    };
    const later = await post(complexBody(f)); // 2024: last day to file 31-12-2029
    const multiYear = await post({ ...complexBody(f), from: '2021-01-01', to: '2026-01-01' }); // 2021: 31-12-2026
    const anbi = await post({
      type: 'anbi',
      product: 1,
      from: '2024-01-01',
      to: '2025-01-01',
      connections: [{ connectionId: f.e1!.id, volume: 20_000, reduction: true }],
    }); // 31-12-2024 + 91 days = 1-4-2025

    // The signals' front door on fixed days (hand-computed per year: see energy-tax-refund-deadlines).
    const deadlinesOn = async (today: string) =>
      Object.fromEntries(
        (await conceptTaxRequests(app.ctx, f.bakker.id, today)).map((r) => [r.id, r.deadline]),
      );
    expect(await deadlinesOn('2026-12-01')).toEqual({
      [later.id]: '2029-12-31',
      [multiYear.id]: '2026-12-31',
      [anbi.id]: '2025-04-01',
    });
    expect(await deadlinesOn('2026-12-31')).toMatchObject({ [multiYear.id]: '2026-12-31' });
    expect(await deadlinesOn('2027-01-01')).toMatchObject({ [multiYear.id]: '2027-12-31' });
    expect(await deadlinesOn('2031-01-01')).toMatchObject({ [multiYear.id]: '2030-12-31' });
    // 25 days before 31-12-2026 the 2021 part raises the signal (threshold 30 days).
    const [raised] = taxRefundDeadlineRule(
      {
        requestId: multiYear.id,
        ...(await conceptTaxRequests(app.ctx, f.bakker.id, '2026-12-06')).find((r) => r.id === multiYear.id)!,
        today: '2026-12-06',
      },
      DEFAULT_RULE_SETTINGS['tax-refund-deadline'],
    );
    expect(raised).toMatchObject({ periodTo: '2026-12-31', measured: 25 });

    // The list (today in Europe/Amsterdam) shows and sorts by the same deadline.
    const today = localDayOf(new Date());
    const expected = new Map([
      [later.id, nextRefundDeadline(refundYearDeadlines('complex', '2024-01-01', '2025-01-01'), today)],
      [multiYear.id, nextRefundDeadline(refundYearDeadlines('complex', '2021-01-01', '2026-01-01'), today)],
      [anbi.id, nextRefundDeadline(refundYearDeadlines('anbi', '2024-01-01', '2025-01-01'), today)],
    ]);
    const list = (await call('GET', '/api/v3/tax-requests?sort=deadline', f.token)).json().data as {
      id: number;
      deadline: string;
      nextDeadline: string;
    }[];
    expect(list.map((r) => [r.id, r.nextDeadline])).toEqual(
      [...expected].sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] - b[0])),
    );
    expect(list.find((r) => r.id === multiYear.id)?.deadline).toBe('2030-12-31');
    const descending = (await call('GET', '/api/v3/tax-requests?sort=-deadline', f.token)).json().data as {
      nextDeadline: string;
    }[];
    expect(descending.map((r) => r.nextDeadline)).toEqual(list.map((r) => r.nextDeadline).reverse());
  });

  it('ANBI: 50 % of (EB − reduction), deadline 13 weeks after the period; more properties: extra reductions', async () => {
    const f = await fixture();
    // 20,000 kWh 2024 with the reduction: 1,088 + 903.70 − 521.81 = 1,469.89; half 734.945 → 734.95.
    const anbi = await postRequest(f, {
      type: 'anbi',
      product: 1,
      from: '2024-01-01',
      to: '2025-01-01',
      connections: [{ connectionId: f.e1!.id, volume: 20_000, reduction: true }],
    });
    expect(anbi.statusCode).toBe(201);
    expect(anbi.json().data).toMatchObject({ amount: 734.95, deadline: '2025-04-01' });
    // 3 properties over 2024: 2 × 521.81 = 1,043.62.
    const multiple = await postRequest(f, {
      type: 'multiple-properties',
      product: 1,
      from: '2024-01-01',
      to: '2025-01-01',
      properties: 3,
      connections: [{ connectionId: f.e1!.id, volume: 20_000 }],
    });
    expect(multiple.statusCode).toBe(201);
    expect(multiple.json().data).toMatchObject({ amount: 1043.62, properties: 3, deadline: '2025-04-01' });
    // Today is after 1 April 2025: the screen and the letter say the deadline has passed; 2024 is verified.
    expect(multiple.json().data).toMatchObject({ deadlinePassed: true, unverifiedYears: [] });
  });

  it('multiple properties: 2023 reduction excl. VAT (Belastingdienst table 2023: € 493.27, verified); 2021 marked unverified', async () => {
    const f = await fixture();
    // 3 properties over 2023: 2 × 493.27 = 986.54 (with the € 596.86 incl. VAT shipped before: 1,193.72).
    const response = await postRequest(f, {
      type: 'multiple-properties',
      product: 1,
      from: '2023-01-01',
      to: '2024-01-01',
      properties: 3,
      connections: [{ connectionId: f.e1!.id, volume: 20_000 }],
    });
    expect(response.statusCode).toBe(201);
    // 2023's brackets and reduction are verified since session 5 (Meijburg Promemorie 2024): no mark.
    expect(response.json().data).toMatchObject({
      amount: 986.54,
      deadline: '2024-03-31', // 13 weeks after 31-12-2023
      deadlinePassed: true,
      unverifiedYears: [],
    });
    // 2021 still rests on figures without the table (reduction € 461.62 from a supplier, ODE): the request
    // says so. 3 properties over 2021: 2 × 461.62 = 923.24.
    const older = await postRequest(f, {
      type: 'multiple-properties',
      product: 1,
      from: '2021-01-01',
      to: '2022-01-01',
      properties: 3,
      connections: [{ connectionId: f.e1!.id, volume: 20_000 }],
    });
    expect(older.statusCode, older.body).toBe(201);
    expect(older.json().data).toMatchObject({ amount: 923.24, unverifiedYears: [2021] });
  });

  it('refuses another customer’s connections, documents and actions, and bad input, in Dutch', async () => {
    const f = await fixture();
    const body = complexBody(f);
    const foreign = await postRequest(f, {
      ...body,
      connections: [body.connections[0], { connectionId: f.foreign!.id, volume: 1, reduction: false }],
      documentIds: [f.foreignDocument!.id],
      actionIds: [f.foreignAction!.id],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      'connections.1.connectionId': ['Deze aansluiting hoort niet bij deze klant.'],
      documentIds: ['Dit document hoort niet bij deze klant.'],
      actionIds: ['Deze actie hoort niet bij deze klant.'],
    });
    const gas = await postRequest(f, {
      ...body,
      connections: [body.connections[0], { connectionId: f.gas!.id, volume: 1 }],
    });
    expect(gas.json().errors['connections.1.connectionId']).toEqual([
      'Deze aansluiting is van een ander product dan het verzoek.',
    ]);
    const badType = await postRequest(f, { ...body, type: 'x' });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors).toEqual({ type: ['Kies het soort verzoek.'] });
    const reversed = await postRequest(f, { ...body, to: '2023-01-01' });
    expect(reversed.json().errors).toEqual({ to: ['De einddatum moet na de begindatum liggen.'] });
    const oneComplex = await postRequest(f, { ...body, connections: [body.connections[0]] });
    expect(oneComplex.json().errors.connections).toEqual([
      'Kies minstens twee aansluitingen voor de complexbepaling.',
    ]);
    const noRates = await postRequest(f, { ...body, from: '2019-01-01', to: '2020-01-01' });
    expect(noRates.json().errors.from).toEqual(['Voor 2019 zijn geen tarieven bekend']);
    expect(await app.ctx.db.select().from(taxRequests)).toHaveLength(0);
  });

  it('answers 404 for another customer’s request or a customer the admin may not act for; nothing changes', async () => {
    const f = await fixture();
    const created = (await postRequest(f, complexBody(f))).json().data;
    const wrong = `${base(f.hotel.id)}/${created.id}`;
    expect((await call('GET', wrong, f.token)).statusCode).toBe(404);
    const put = await call('PUT', wrong, f.token, { ...complexBody(f), status: 'ingediend' });
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', wrong, f.token)).statusCode).toBe(404);
    expect((await call('POST', `${wrong}/letter`, f.token)).statusCode).toBe(404);

    await createUser(app.ctx.db, {
      emailAddress: 'beperkt@energiek.nl',
      type: 'admin',
      canSwitch: false,
      modules: ['taxrequest'],
    });
    const limited = await loginToken(app, 'beperkt@energiek.nl');
    const own = `${base(f.bakker.id)}/${created.id}`;
    expect((await call('GET', own, limited)).statusCode).toBe(404);
    expect((await call('GET', '/api/v3/tax-requests', limited)).json().data).toEqual([]);

    const [row] = await app.ctx.db.select().from(taxRequests).where(eq(taxRequests.id, created.id));
    expect(row).toMatchObject({ status: 'concept', customerId: f.bakker.id });
  });

  it('moves along the status flow; only a concept changes its amount or is deleted', async () => {
    const f = await fixture();
    const created = (await postRequest(f, complexBody(f))).json().data;
    const url = `${base(f.bakker.id)}/${created.id}`;
    const save = (payload: Record<string, unknown>) =>
      api(app, { method: 'PUT', url, token: f.token, payload });

    // A concept recomputes: 50,000 + 30,000 kWh → separate 4,702.80 + 2,895.40 = 7,598.20;
    // combined 80,000 → 4,702.80 + 30,000 × 0.03943 = 5,885.70; refund 1,712.50.
    const changed = complexBody(f);
    changed.connections[0]!.volume = 50_000;
    expect((await save(changed)).json().data.amount).toBe(1712.5);

    const skip = await save({ ...changed, status: 'uitbetaald' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().errors.status).toEqual(['Een verzoek met status Concept kan niet naar Uitbetaald.']);

    expect((await save({ ...changed, status: 'ingediend' })).json().data.status).toBe('ingediend');
    const locked = await save({ ...complexBody(f), status: 'ingediend' });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.status).toEqual([
      'Alleen een verzoek in concept kan worden gewijzigd of verwijderd.',
    ]);
    // The note and links may still change after filing.
    const noted = await save({
      ...changed,
      status: 'toegekend',
      note: 'Beschikking ontvangen',
      documentIds: [],
    });
    expect(noted.json().data).toMatchObject({
      status: 'toegekend',
      note: 'Beschikking ontvangen',
      documents: [],
    });
    expect((await api(app, { method: 'DELETE', url, token: f.token })).statusCode).toBe(422);
    expect((await save({ ...changed, status: 'uitbetaald' })).json().data.status).toBe('uitbetaald');
  });

  it('generates the request letter as a PDF in the customer library', async () => {
    const f = await fixture();
    const created = (await postRequest(f, complexBody(f))).json().data;
    const response = await call('POST', `${base(f.bakker.id)}/${created.id}/letter`, f.token);
    expect(response.statusCode).toBe(200);
    const letterId = response.json().data.letterDocumentId;
    expect(letterId).toEqual(expect.any(Number));
    const [document] = await app.ctx.db.select().from(documents).where(eq(documents.id, letterId));
    expect(document).toMatchObject({
      customerId: f.bakker.id,
      folder: 'Belastingen',
      fileName: `teruggaafverzoek-${created.id}.pdf`,
      contentType: 'application/pdf',
    });
    const download = await call(
      'GET',
      `/api/v3/customers/${f.bakker.id}/documents/${letterId}/download`,
      f.token,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('regenerates the letter when the request changes (issue 32), not on a status move', async () => {
    const f = await fixture();
    const created = (await postRequest(f, complexBody(f))).json().data;
    const url = `${base(f.bakker.id)}/${created.id}`;
    const first = (await call('POST', `${url}/letter`, f.token)).json().data;
    const changed = complexBody(f);
    changed.connections[0]!.volume = 50_000;
    const saved = (await api(app, { method: 'PUT', url, token: f.token, payload: changed })).json().data;
    expect(saved.amount).toBe(1712.5);
    expect(saved.letterDocumentId).toEqual(expect.any(Number));
    expect(saved.letterDocumentId).not.toBe(first.letterDocumentId);
    const filed = (
      await api(app, { method: 'PUT', url, token: f.token, payload: { ...changed, status: 'ingediend' } })
    ).json().data;
    expect(filed.letterDocumentId).toBe(saved.letterDocumentId);
  });

  it('needs a session, the module and the permission; customer staff read their own, admins write', async () => {
    const f = await fixture();
    const created = (await postRequest(f, complexBody(f))).json().data;
    expect((await api(app, { method: 'GET', url: base(f.bakker.id) })).statusCode).toBe(401);

    const role = await createRole(app.ctx.db, {
      name: 'Belastingen lezen',
      scope: scopeAllowing({ 'financial-taxes-heffing': ['read'], organisation: ['read'] }),
    });
    await createCustomerUser(app.ctx.db, f.bakker.id, 'staf@bakkerij.nl', role.id);
    const staff = await loginToken(app, 'staf@bakkerij.nl');
    const own = await call('GET', base(f.bakker.id), staff);
    expect(own.json().data.map((r: { id: number }) => r.id)).toEqual([created.id]);
    expect((await call('GET', base(f.hotel.id), staff)).statusCode).toBe(404);
    const write = await call('POST', base(f.bakker.id), staff, complexBody(f));
    expect(write.statusCode).toBe(403);

    // Without the module (an admin whose own modules and selected customer lack taxrequest): 403.
    await createUser(app.ctx.db, { emailAddress: 'zonder@energiek.nl', type: 'admin', canSwitch: true });
    const without = await loginToken(app, 'zonder@energiek.nl');
    expect((await call('GET', '/api/v3/tax-requests', without)).statusCode).toBe(403);
  });
});
