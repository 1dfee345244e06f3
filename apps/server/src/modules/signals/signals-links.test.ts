import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignalDetail, SignalList } from '@energiek/contracts/signals';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { dataAuthorisations, taxRequests } from '@energiek/db/schema/index';
import { writeIntervalReadings } from '../ems/interval-writer.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { runSignalRules } from './signals.service.ts';

// Each signal carries the id of what shows its cause (issue 30): an authorisation (machtiging) ending on
// 05-04-2025, 16 days after NOW, raises a signal with its id (the dialog opens its connection's page); a
// concept ANBI tax refund request over 2024 must be filed by 01-04-2025 (31-12-2024 + 91 days), 12 days
// after NOW, and raises a signal with the request's id. Neither carries the other's id. A customer that used
// 60.000 kWh in 2026 (energiebesparingsplicht) gets the report signal for 01-12-2027 on 01-10-2027 (61 days,
// within 90): no id, the dialog opens the customer's Energiebesparing tab.

let app: TestApp;
let ids: { customer: number; connection: number; authorisation: number; taxRequest: number; saver: number };
let token: string;
const NOW = new Date('2025-03-20T11:00:00Z');

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const customer = await createCustomer(db, { name: 'Signaallinks B.V.', modules: ['ems', 'taxrequest'] });
  const connection = await createConnection(db, { customerId: customer.id, product: 1 });
  const [authorisation] = await db
    .insert(dataAuthorisations)
    .values({
      customerId: customer.id,
      connectionId: connection.id,
      partyName: 'Energiek (eigen P4-toegang)',
      kind: 'p4',
      validFrom: '2024-04-06',
      validTo: '2025-04-05',
    })
    .returning();
  const [request] = await db
    .insert(taxRequests)
    .values({
      customerId: customer.id,
      type: 'anbi',
      product: 1,
      periodFrom: '2024-01-01',
      periodTo: '2025-01-01',
      amount: '250.00',
      deadline: '2025-04-01',
    })
    .returning();
  ids = {
    customer: customer.id,
    connection: connection.id,
    authorisation: authorisation!.id,
    taxRequest: request!.id,
    saver: 0,
  };
  const saver = await createCustomer(db, { name: 'Besparing Links B.V.', modules: ['ems', 'energysaving'] });
  const meter = await createConnection(db, { customerId: saver.id, product: 1 });
  await writeIntervalReadings(db, {
    customerId: saver.id,
    connectionId: meter.id,
    channel: 1,
    minutes: 15,
    readings: [{ start: new Date('2026-06-01T10:00:00Z'), value: 60_000 }],
  });
  ids.saver = saver.id;
  await runSignalRules(app.ctx, {
    customerIds: [saver.id],
    now: new Date('2027-10-01T10:00:00Z'),
    rules: ['energy-saving-report'],
  });
  const admin = await createUser(db, { type: 'admin' });
  token = await loginToken(app, admin.emailAddress);
  await runSignalRules(app.ctx, {
    customerIds: [customer.id],
    now: NOW,
    rules: ['authorisation-expiring', 'tax-refund-deadline'],
  });
}, 120_000);
afterAll(() => app?.close());

async function signalOf(rule: string, customerId = ids.customer): Promise<SignalDetail> {
  const list = await api(app, {
    method: 'GET',
    url: `/api/v3/customers/${customerId}/signals?status=open`,
    token,
  });
  expect(list.statusCode, list.body).toBe(200);
  const rows = list.json<SignalList>().data.filter((s) => s.rule === rule);
  expect(rows).toHaveLength(1);
  const one = await api(app, {
    method: 'GET',
    url: `/api/v3/customers/${customerId}/signals/${rows[0]?.id}`,
    token,
  });
  expect(one.statusCode, one.body).toBe(200);
  const detail = one.json<{ data: SignalDetail }>().data;
  // The list and the signal itself answer the same link ids.
  expect(rows[0]).toMatchObject({
    authorisationId: detail.authorisationId,
    taxRequestId: detail.taxRequestId,
  });
  return detail;
}

describe('links to the cause', () => {
  it('links an expiring authorisation (machtiging) to it and its connection', async () => {
    expect(await signalOf('authorisation-expiring')).toMatchObject({
      connectionId: ids.connection,
      authorisationId: ids.authorisation,
      taxRequestId: null,
      invoiceId: null,
      agreementId: null,
      periodTo: '2025-04-05',
    });
  });

  it('links a tax refund deadline to its request', async () => {
    expect(await signalOf('tax-refund-deadline')).toMatchObject({
      connectionId: null,
      taxRequestId: ids.taxRequest,
      authorisationId: null,
      invoiceId: null,
      agreementId: null,
      periodTo: '2025-04-01',
    });
  });

  it('raises the energy-saving report signal without an id: its link is the customer tab', async () => {
    expect(await signalOf('energy-saving-report', ids.saver)).toMatchObject({
      customerId: ids.saver,
      module: 'energysaving',
      connectionId: null,
      taxRequestId: null,
      authorisationId: null,
      invoiceId: null,
      agreementId: null,
      periodTo: '2027-12-01',
    });
  });
});
