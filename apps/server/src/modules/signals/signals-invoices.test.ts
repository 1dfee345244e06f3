import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { InvoiceMonthList } from '@energiek/contracts/invoice-overviews';
import type { InvoiceItem } from '@energiek/contracts/invoices';
import type { SignalDetail, SignalList } from '@energiek/contracts/signals';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createGridOperator, createSupplier } from '@energiek/db/factories/master-data';
import { createUser } from '@energiek/db/factories/users';
import { connectionHistory, invoiceAudits, signals } from '@energiek/db/schema/index';
import { monthInvoiceBody } from '../../testing/invoice-audit-fixture.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { runSignalRules } from './signals.service.ts';

// The invoice rules (module invoicecontrol) on crafted invoices: an audited deviation above the threshold
// and a month without the supplier's invoice raise once, close when the cause is gone; the API shows them
// under module invoicecontrol with the invoice to open; another customer's ids 404.

let app: TestApp;
let ids: { a: number; b: number; plain: number; conn: number; supplier: number };
let tokens: { admin: string; staffA: string; staffB: string };

// Today 31-12-2026: with 30 days' grace September, October and November 2026 are due.
const NOW = new Date('2026-12-31T11:00:00Z');
const run = (customerId = ids.a) => runSignalRules(app.ctx, { customerIds: [customerId], now: NOW });
const rowsOf = (rule: string, customerId = ids.a) =>
  app.ctx.db
    .select()
    .from(signals)
    .where(and(eq(signals.customerId, customerId), eq(signals.rule, rule)));

async function enterMonth(customerId: number, connectionId: number, month: string): Promise<InvoiceItem> {
  const response = await api(app, {
    method: 'POST',
    url: `/api/v3/customers/${customerId}/invoices`,
    token: tokens.admin,
    payload: monthInvoiceBody(`SIG-${customerId}-${month}`, month, ids.supplier, connectionId),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: InvoiceItem }>().data;
}

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const a = await createCustomer(db, { name: 'Factuursignaal B.V.', modules: ['invoicecontrol'] });
  const b = await createCustomer(db, { name: 'Ander Factuurbedrijf', modules: ['invoicecontrol'] });
  // Without the module: its invoices are not watched.
  const plain = await createCustomer(db, { name: 'Zonder Factuurcontrole', modules: ['ems'] });
  // A small connection: only the supplier's invoice is expected.
  const conn = await createConnection(db, { customerId: a.id, product: 1, startDate: '2026-01-01' });
  // A second connection whose invoices were never handed over: no invoice is expected of it yet.
  await createConnection(db, { customerId: a.id, product: 1, startDate: '2026-01-01' });
  await createConnection(db, { customerId: plain.id, product: 1, startDate: '2026-01-01' });
  const supplier = await createSupplier(db, { name: 'Signaal Energie' });
  ids = { a: a.id, b: b.id, plain: plain.id, conn: conn.id, supplier: supplier.id };
  const admin = await createUser(db, { type: 'admin' });
  const staffA = await createUser(db, { type: 'customer', customerId: a.id });
  const staffB = await createUser(db, { type: 'customer', customerId: b.id });
  tokens = {
    admin: await loginToken(app, admin.emailAddress),
    staffA: await loginToken(app, staffA.emailAddress),
    staffB: await loginToken(app, staffB.emailAddress),
  };
}, 240_000);
afterAll(() => app?.close());

let september: InvoiceItem;

describe('missing invoice', () => {
  it('raises one signal for the due months without the supplier invoice, once however often it runs', async () => {
    september = await enterMonth(ids.a, ids.conn, '2026-09');
    await enterMonth(ids.a, ids.conn, '2026-10');
    // December is missing too, but not due before 30 days after its end. The second connection, without
    // any invoice, raises nothing (invoices are expected from a connection's first one on).
    const first = await run();
    expect(first.perRule['missing-invoice']?.signals).toBe(1);
    await run();
    const [signal, more] = await rowsOf('missing-invoice');
    expect(more).toBeUndefined();
    expect(signal).toMatchObject({
      module: 'invoicecontrol',
      connectionId: ids.conn,
      causeKey: `connection:${ids.conn}:supplier`,
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      status: 'open',
      measured: 1,
    });
    expect(signal?.title).toMatch(/^Factuur van de leverancier ontbreekt voor /);
    // Months without an invoice against the grace in days: each with its own unit.
    const shown = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${ids.a}/signals/${signal?.id}`,
      token: tokens.admin,
    });
    expect(shown.json<{ data: SignalDetail }>().data).toMatchObject({
      measured: 1,
      limit: 30,
      measuredUnit: 'maanden',
      limitUnit: 'dagen',
    });
    // A customer without invoicecontrol raises nothing for the same gap.
    await run(ids.plain);
    expect(await rowsOf('missing-invoice', ids.plain)).toEqual([]);
  });

  it('raises a signal when invoices stopped: months after the last invoice, however long ago it began', async () => {
    const stopped = await createConnection(app.ctx.db, {
      customerId: ids.b,
      product: 1,
      startDate: '2026-01-01',
    });
    // One invoice for March, nothing since: September to November (the due months) are missing.
    await enterMonth(ids.b, stopped.id, '2026-03');
    await run(ids.b);
    const [signal, more] = await rowsOf('missing-invoice', ids.b);
    expect(more).toBeUndefined();
    expect(signal).toMatchObject({
      connectionId: stopped.id,
      periodFrom: '2026-09-01',
      periodTo: '2026-11-30',
      measured: 3,
      severity: 3,
      status: 'open',
    });
  });

  it('answers what the month overview link needs: customer, EAN, issuer kind and months show the missing invoices', async () => {
    // The signal dialog links to /v3/invoices/month on the signal's months, its customer, its EAN and the
    // issuer kind whose invoice is missing.
    const list = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${ids.b}/signals?module=invoicecontrol&status=open`,
      token: tokens.admin,
    });
    const [signal] = list.json<SignalList>().data.filter((s) => s.rule === 'missing-invoice');
    expect(signal).toMatchObject({
      customerId: ids.b,
      issuerKind: 'supplier',
      invoiceId: null,
      periodFrom: '2026-09-01',
      periodTo: '2026-11-30',
    });
    const detail = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${ids.b}/signals/${signal?.id}`,
      token: tokens.admin,
    });
    expect(detail.json<{ data: SignalDetail }>().data.issuerKind).toBe('supplier');
    const ean = signal?.ean ?? '';
    expect(ean).not.toBe('');
    const month = await api(app, {
      method: 'GET',
      url: `/api/v3/invoices/month?month=2026-11&months=3&customerId=${ids.b}&q=${ean}&issuerKind=${signal?.issuerKind}`,
      token: tokens.admin,
    });
    expect(month.statusCode, month.body).toBe(200);
    const body = month.json<InvoiceMonthList>();
    expect(body.data.map((row) => [row.connectionId, row.ean])).toEqual([[signal?.connectionId, ean]]);
    expect(body.data[0]?.months.map((m) => [m.month, m.supplier?.status])).toEqual([
      ['2026-09', 'missing'],
      ['2026-10', 'missing'],
      ['2026-11', 'missing'],
    ]);
    // With the issuer kind filter only that kind's cells are answered and counted: its three missing months.
    expect(body.data[0]?.months.every((m) => !m['grid-operator'] && !m['metering-company'])).toBe(true);
    expect(body.meta.counts.missing).toBe(3);
  });

  it("judges a connection's months by the contracted capacity in force then, as the invoice audit", async () => {
    // 100 kW until 1 October 2026, small now (3x25A, no contracted kW). Every supplier invoice arrived; the
    // grid operator's came for August only. Of the due months (September to November) September was large,
    // so its grid operator's invoice is missing; October and November were small: nothing expected. Judged
    // by today's capacity (small) no grid operator's invoice would be expected at all.
    const db = app.ctx.db;
    const customer = await createCustomer(db, {
      name: 'Capaciteit Gewijzigd B.V.',
      modules: ['invoicecontrol'],
    });
    const grid = await createGridOperator(db, { name: 'Signaal Netbeheer' });
    const connection = await createConnection(db, {
      customerId: customer.id,
      product: 1,
      capacity: '3x25A',
      contractedCapacity: null,
      startDate: '2026-01-01',
    });
    await db.insert(connectionHistory).values(
      [
        { value: '100', validFrom: null, validTo: '2026-10-01' },
        { value: null, validFrom: '2026-10-01', validTo: null },
      ].map((v) => ({
        ...v,
        customerId: customer.id,
        connectionId: connection.id,
        field: 'contractedCapacity' as const,
        source: 'edit' as const,
      })),
    );
    for (const month of ['2026-08', '2026-09', '2026-10', '2026-11']) {
      await enterMonth(customer.id, connection.id, month);
    }
    const response = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${customer.id}/invoices`,
      token: tokens.admin,
      payload: {
        issuerKind: 'grid-operator',
        issuerId: grid.id,
        number: `NB-${customer.id}-2026-08`,
        invoiceDate: '2026-09-05',
        periodFrom: '2026-08-01',
        periodTo: '2026-08-31',
        totalExclVat: '50.00',
        totalVat: '10.50',
        totalInclVat: '60.50',
        lines: [
          { connectionId: connection.id, kind: 'periodic-connection-fee', amount: '50.00', vatRate: '21' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    await run(customer.id);
    const [signal, more] = await rowsOf('missing-invoice', customer.id);
    expect(more).toBeUndefined();
    expect(signal).toMatchObject({
      connectionId: connection.id,
      causeKey: `connection:${connection.id}:grid-operator`,
      periodFrom: '2026-09-01',
      periodTo: '2026-09-30',
      measured: 1,
      status: 'open',
    });
  });

  it('closes itself when the invoice arrives', async () => {
    await enterMonth(ids.a, ids.conn, '2026-11');
    const summary = await run();
    expect(summary.closed).toBeGreaterThanOrEqual(1);
    const [signal] = await rowsOf('missing-invoice');
    expect(signal).toMatchObject({ status: 'gesloten', autoClosed: true });
  });
});

describe('invoice deviation', () => {
  const setAudit = (values: Partial<typeof invoiceAudits.$inferInsert>) =>
    app.ctx.db.update(invoiceAudits).set(values).where(eq(invoiceAudits.invoiceId, september.id));

  it('raises a deviation above the threshold with its € impact, linked to the invoice; never twice', async () => {
    // € 18 at stake stays under the default threshold of € 25.
    await setAudit({
      status: 'deviation',
      amountAtStake: '18.00',
      decision: null,
      claimStatus: null,
      result: {
        lines: [],
        findings: [{ rule: 'prices', amount: '18.00', message: 'Te hoog tarief.', connectionId: ids.conn }],
        missing: [],
        basis: [],
      },
    });
    await run();
    expect(await rowsOf('invoice-deviation')).toEqual([]);
    await setAudit({ amountAtStake: '80.00' });
    await run();
    await run();
    const [signal, more] = await rowsOf('invoice-deviation');
    expect(more).toBeUndefined();
    expect(signal).toMatchObject({
      module: 'invoicecontrol',
      causeKey: `invoice:${september.id}`,
      connectionId: ids.conn,
      impact: '80.00',
      periodFrom: '2026-09-01',
      periodTo: '2026-09-30',
      status: 'open',
    });
    const list = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${ids.a}/signals?module=invoicecontrol&status=open`,
      token: tokens.staffA,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<SignalList>().data).toEqual([
      expect.objectContaining({
        rule: 'invoice-deviation',
        invoiceId: september.id,
        impact: '80.00',
        measured: 80,
        limit: 25,
        measuredUnit: '€',
        limitUnit: '€',
      }),
    ]);
    const detail = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${ids.a}/signals/${signal?.id}`,
      token: tokens.admin,
    });
    expect(detail.json<{ data: SignalDetail }>().data).toMatchObject({
      invoiceId: september.id,
      title: `Afwijking op factuur ${september.number} van Signaal Energie`,
    });
  });

  it("answers 404 for another customer's signal id and changes nothing", async () => {
    const [signal] = await rowsOf('invoice-deviation');
    // Staff may not handle signals at all (403 before the customer is looked at).
    for (const [token, url, postStatus] of [
      [tokens.admin, `/api/v3/customers/${ids.b}/signals/${signal?.id}`, 404],
      [tokens.staffB, `/api/v3/customers/${ids.a}/signals/${signal?.id}`, 403],
    ] as const) {
      expect((await api(app, { method: 'GET', url, token })).statusCode).toBe(404);
      const post = await api(app, { method: 'POST', url, token, payload: { status: 'in-behandeling' } });
      expect(post.statusCode).toBe(postStatus);
    }
    expect((await rowsOf('invoice-deviation'))[0]?.status).toBe('open');
  });

  it('closes itself when the back office decides there is no deviation', async () => {
    await setAudit({ decision: 'geen-afwijking' });
    await run();
    expect((await rowsOf('invoice-deviation'))[0]).toMatchObject({ status: 'gesloten', autoClosed: true });
  });
});
