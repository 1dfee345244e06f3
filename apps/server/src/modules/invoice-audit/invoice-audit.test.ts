import { describe, expect, it } from 'vitest';
import { scopeAllowing } from '@energiek/contracts/areas';
import type { InvoiceBody } from '@energiek/contracts/invoices';
import type {
  InvoiceAuditDetail,
  InvoiceAuditList,
  InvoiceAuditResult,
  InvoiceSettings,
} from '@energiek/contracts/invoice-audit';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createSupplier } from '@energiek/db/factories/master-data';
import { createUser, createCustomerUserWithRole } from '@energiek/db/factories/users';
import { invoiceAudits, invoiceAuditSettings } from '@energiek/db/schema/index';
import { oneAppForFile } from '../../testing/app-lifecycle.ts';
import { supplyInvoiceBody } from '../../testing/invoice-audit-fixture.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';
import { setAssignedCustomers } from '../../core/tenancy.ts';
import { countOpen } from './invoice-audit.repository.ts';
import { auditUsers, openAuditCounts } from './invoice-audit.users.ts';

let app: TestApp;
let f: Awaited<ReturnType<typeof fixture>>;
oneAppForFile((opened) => (app = opened), { then: async () => (f = await fixture()) });

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Controle B.V.', modules: ['invoicecontrol'] });
  const hotel = await createCustomer(db, { name: 'Hotel Controle B.V.', modules: ['invoicecontrol'] });
  const connection = await createConnection(db, { customerId: bakker.id });
  const foreign = await createConnection(db, { customerId: hotel.id });
  const supplier = await createSupplier(db, { name: 'Leverancier Controletest' });
  await createUser(db, {
    emailAddress: 'controleur@audit.test',
    type: 'admin',
    canSwitch: true,
    firstName: 'Carla',
    lastName: 'Controleur',
    modules: ['invoicecontrol'],
  });
  await createUser(db, { emailAddress: 'zonder@audit.test', type: 'admin', canSwitch: true, modules: [] });
  await createCustomerUserWithRole(db, bakker.id, 'klant@audit.test', {
    name: 'Facturen lezen (controle)',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-invoices': ['read'] }),
  });
  return {
    bakker,
    hotel,
    connection,
    foreign,
    supplier,
    auditor: await loginToken(app, 'controleur@audit.test'),
    noInbox: await loginToken(app, 'zonder@audit.test'),
    customer: await loginToken(app, 'klant@audit.test'),
  };
}

function body(number: string, connectionId = f.connection.id): InvoiceBody {
  return supplyInvoiceBody(number, f.supplier.id, connectionId);
}

async function createInvoice(number: string, customerId = f.bakker.id, connectionId = f.connection.id) {
  const response = await api(app, {
    method: 'POST',
    url: `/api/v3/customers/${customerId}/invoices`,
    token: f.auditor,
    payload: body(number, connectionId),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

const auditUrl = (customerId: number, invoiceId: number) =>
  `/api/v3/customers/${customerId}/invoices/${invoiceId}/audit`;

describe('invoice audit API', () => {
  let first: number;
  let copy: number;
  let auditId: number;

  it('audits an invoice when it is saved: without meter data or agreement it says what is missing', async () => {
    first = await createInvoice('CTRL-1');
    const response = await api(app, { url: auditUrl(f.bakker.id, first), token: f.auditor });
    expect(response.statusCode).toBe(200);
    const audit = response.json<{ data: InvoiceAuditResult }>().data;
    expect(audit.status).toBe('insufficient-data');
    expect(audit.missing).toContain('Geen meetdata voor 01-01-2026 t/m 31-01-2026.');
    expect(audit.lines).toEqual([
      expect.objectContaining({ kind: 'supply-single', expected: null, invoiced: '1200.00', rule: null }),
    ]);
    expect(audit.findings).toEqual([]);
    expect(audit.computedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Customer staff with the invoices read it too; another customer's invoice id is a 404.
    expect((await api(app, { url: auditUrl(f.bakker.id, first), token: f.customer })).statusCode).toBe(200);
    expect((await api(app, { url: auditUrl(f.hotel.id, first), token: f.auditor })).statusCode).toBe(404);
    expect((await api(app, { url: auditUrl(f.hotel.id, first), token: f.customer })).statusCode).toBe(404);
  });

  it('flags a duplicate in full, puts it in the inbox by € at stake and counts it', async () => {
    // Same amount, period and connection under another number: allowed by invoices, flagged by the audit.
    copy = await createInvoice('CTRL-1-KOPIE');
    const audit = (await api(app, { url: auditUrl(f.bakker.id, copy), token: f.auditor })).json<{
      data: InvoiceAuditResult;
    }>().data;
    expect(audit.status).toBe('deviation');
    expect(audit.findings).toEqual([
      expect.objectContaining({ rule: 'duplicate', amount: '1200.00', ruleName: 'Dubbele factuur' }),
    ]);
    expect(audit.amountAtStake).toBe('1200.00');

    const inbox = await api(app, {
      url: '/api/v3/invoice-audits?status=open&sort=-amountAtStake',
      token: f.auditor,
    });
    expect(inbox.statusCode).toBe(200);
    const list = inbox.json<InvoiceAuditList>();
    const item = list.data.find((i) => i.invoiceId === copy)!;
    expect(item).toMatchObject({
      customerId: f.bakker.id,
      amountAtStake: '1200.00',
      status: 'open',
      assigneeId: null,
      rules: ['duplicate'],
    });
    expect(list.data.some((i) => i.invoiceId === first)).toBe(false);
    auditId = item.id;
    const counter = await api(app, { url: '/api/v3/counter', token: f.auditor });
    expect(counter.json<{ data: { audits: number } }>().data.audits).toBeGreaterThanOrEqual(1);
    // Without the audit inbox: 403 and a counter of 0.
    expect((await api(app, { url: '/api/v3/invoice-audits', token: f.noInbox })).statusCode).toBe(403);
    expect(
      (await api(app, { url: '/api/v3/counter', token: f.noInbox })).json<{ data: { audits: number } }>().data
        .audits,
    ).toBe(0);
  });

  it('assign, comment and decide; the decision closes the item', async () => {
    const url = `/api/v3/invoice-audits/${auditId}`;
    const detail = (await api(app, { url, token: f.auditor })).json<{ data: InvoiceAuditDetail }>().data;
    const carla = detail.assignees.find((a) => a.name === 'Carla Controleur')!;
    expect(carla).toBeDefined();
    const assigned = await api(app, {
      method: 'POST',
      url,
      token: f.auditor,
      payload: { action: 'assign', assigneeId: carla.id },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<{ data: InvoiceAuditDetail }>().data).toMatchObject({
      assigneeId: carla.id,
      status: 'in-progress',
    });
    const bad = await api(app, {
      method: 'POST',
      url,
      token: f.auditor,
      payload: { action: 'comment', body: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.body).toEqual(['Schrijf een opmerking.']);
    await api(app, {
      method: 'POST',
      url,
      token: f.auditor,
      payload: { action: 'comment', body: 'Leverancier gebeld.' },
    });
    const decided = await api(app, {
      method: 'POST',
      url,
      token: f.auditor,
      payload: { action: 'decide', decision: 'afwijking-bevestigd' },
    });
    const item = decided.json<{ data: InvoiceAuditDetail }>().data;
    expect(item).toMatchObject({ status: 'closed', decision: 'afwijking-bevestigd' });
    expect(item.events.map((e) => e.kind)).toEqual(['assign', 'comment', 'decide']);
    const open = (
      await api(app, { url: '/api/v3/invoice-audits', token: f.auditor })
    ).json<InvoiceAuditList>();
    expect(open.data.some((i) => i.id === auditId)).toBe(false);
    expect(
      (
        await api(app, {
          method: 'POST',
          url: '/api/v3/invoice-audits/999999',
          token: f.auditor,
          payload: { action: 'recompute' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('tolerances and rule switches: defaults, a customer override, Dutch 422s', async () => {
    const defaults = (await api(app, { url: '/api/v3/invoice-settings', token: f.auditor })).json<{
      data: InvoiceSettings;
    }>().data;
    expect(defaults.rules.find((r) => r.id === 'volume')).toMatchObject({
      enabled: true,
      percent: '3',
      euro: '25',
    });
    const url = `/api/v3/customers/${f.bakker.id}/invoice-settings`;
    const saved = await api(app, {
      method: 'POST',
      url,
      token: f.auditor,
      payload: { rules: { duplicate: { enabled: false } } },
    });
    expect(saved.statusCode).toBe(200);
    expect(
      saved.json<{ data: InvoiceSettings }>().data.rules.find((r) => r.id === 'duplicate'),
    ).toMatchObject({ enabled: false, overridden: true });
    // The duplicate is no longer flagged once recomputed.
    await api(app, {
      method: 'POST',
      url: `/api/v3/invoice-audits/${auditId}`,
      token: f.auditor,
      payload: { action: 'recompute' },
    });
    const audit = (await api(app, { url: auditUrl(f.bakker.id, copy), token: f.auditor })).json<{
      data: InvoiceAuditResult;
    }>().data;
    expect(audit.findings).toEqual([]);
    const bad = await api(app, {
      method: 'POST',
      url,
      token: f.auditor,
      payload: { rules: { volume: { percent: '150', euro: 'x' } } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      'rules.volume.percent': ['Vul een percentage in tussen 0 en 100, bijvoorbeeld 3.'],
      'rules.volume.euro': ['Vul een bedrag in met hooguit 2 decimalen, bijvoorbeeld 25.'],
    });
    // Customer staff may not change settings; another customer's settings are untouched.
    const before = JSON.stringify(await app.ctx.db.select().from(invoiceAuditSettings));
    expect(
      (await api(app, { method: 'POST', url, token: f.customer, payload: { rules: {} } })).statusCode,
    ).toBe(403);
    expect(JSON.stringify(await app.ctx.db.select().from(invoiceAuditSettings))).toBe(before);
  });

  it('the customer tab: per connection the months and their invoices', async () => {
    const response = await api(app, {
      url: `/api/v3/customers/${f.bakker.id}/invoice-audit`,
      token: f.auditor,
    });
    expect(response.statusCode).toBe(200);
    const row = response
      .json<{ data: { connectionId: number; months: { month: string; invoices: unknown[] }[] }[] }>()
      .data.find((c) => c.connectionId === f.connection.id)!;
    expect(row.months[0]).toMatchObject({ month: '2026-01' });
    expect(row.months[0]!.invoices).toHaveLength(2);
    const foreign = await api(app, {
      url: `/api/v3/customers/${f.bakker.id}/invoice-audit?connectionId=${f.foreign.id}`,
      token: f.auditor,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await app.ctx.db.select().from(invoiceAudits)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the audits counter pushed after an audit', () => {
  it('gives every audit user the count of the customers they act for, from one count per customer', async () => {
    const db = app.ctx.db;
    // A duplicate at the hotel: an open deviation with money at stake there.
    await createInvoice('TELLER-1', f.hotel.id, f.foreign.id);
    await createInvoice('TELLER-2', f.hotel.id, f.foreign.id);
    // And one at the bakery, which only those acting for every customer count.
    await createInvoice('TELLER-3');
    const scoped = await createUser(db, {
      emailAddress: 'beperkt@audit.test',
      type: 'admin',
      canSwitch: false,
      firstName: 'Bea',
      lastName: 'Beperkt',
      modules: ['invoicecontrol'],
    });
    await setAssignedCustomers(db, scoped.id, [f.hotel.id]);

    const users = await auditUsers(app.ctx);
    const carla = users.find((u) => u.name === 'Carla Controleur')!;
    const bea = users.find((u) => u.id === scoped.id)!;
    expect(carla.actFor).toBe('all');
    expect(bea.actFor).toEqual(new Set([f.hotel.id]));
    const counts = await openAuditCounts(app.ctx, users);
    // The same numbers the per-user count (GET counter) gives.
    for (const user of users) expect(counts.get(user.id)).toBe(await countOpen(db, user.actFor));
    expect(counts.get(bea.id)).toBeGreaterThanOrEqual(1);
    expect(counts.get(carla.id)).toBeGreaterThan(counts.get(bea.id)!);
    const token = await loginToken(app, 'beperkt@audit.test');
    const counter = await api(app, { url: '/api/v3/counter', token });
    expect(counter.json<{ data: { audits: number } }>().data.audits).toBe(counts.get(bea.id));
  });
});
