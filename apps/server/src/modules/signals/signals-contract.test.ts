import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignalList } from '@energiek/contracts/signals';
import { createCustomer } from '@energiek/db/factories/customers';
import { createSupplyAgreement } from '@energiek/db/factories/purchasing';
import { createUser } from '@energiek/db/factories/users';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { runSignalRules } from './signals.service.ts';

// The contract radar's signal links to its contract (issue 30: "each signal links to the chart, invoice or
// contract that shows the cause"): an agreement ending 31-12-2026 with one month's notice has its deadline on
// 30-11-2026, two days after NOW → one notice-deadline signal carrying the agreement's id; an agreement
// whose deadline is a year away raises nothing.

let app: TestApp;
let ids: { customer: number; soon: number; later: number };
let token: string;
const NOW = new Date('2026-11-28T11:00:00Z');

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const customer = await createCustomer(db, { name: 'Contractradar B.V.', modules: ['purchase'] });
  const soon = await createSupplyAgreement(db, {
    customerId: customer.id,
    startDate: '2025-01-01',
    endDate: '2026-12-31',
    noticeMonths: 1,
  });
  const later = await createSupplyAgreement(db, {
    customerId: customer.id,
    startDate: '2026-01-01',
    endDate: '2027-12-31',
    noticeMonths: 1,
  });
  ids = { customer: customer.id, soon: soon.id, later: later.id };
  const admin = await createUser(db, { type: 'admin' });
  token = await loginToken(app, admin.emailAddress);
}, 120_000);
afterAll(() => app?.close());

describe('notice deadline (contract radar)', () => {
  it('links the signal to the agreement whose deadline is near, not to the one a year away', async () => {
    await runSignalRules(app.ctx, { customerIds: [ids.customer], now: NOW, rules: ['notice-deadline'] });
    const response = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${ids.customer}/signals?status=open`,
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<SignalList>().data.filter((s) => s.rule === 'notice-deadline');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      agreementId: ids.soon,
      invoiceId: null,
      connectionId: null,
      periodTo: '2026-11-30',
    });
    const one = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${ids.customer}/signals/${rows[0]?.id}`,
      token,
    });
    expect(one.json<{ data: { agreementId: number } }>().data.agreementId).toBe(ids.soon);
  });
});
