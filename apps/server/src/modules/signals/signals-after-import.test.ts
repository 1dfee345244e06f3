import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createSupplier } from '@energiek/db/factories/master-data';
import { createUser } from '@energiek/db/factories/users';
import { invoiceAudits, signals } from '@energiek/db/schema/index';
import { startOfMonthPlus } from '@energiek/domain/calendar';
import { localDayOf } from '@energiek/domain/local-time';
import { monthInvoiceBody } from '../../testing/invoice-audit-fixture.ts';
import { testJobRun } from '../../testing/job-run.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { signalsAfterImportJob } from './signals.job.ts';

// The after-import run (every 10 minutes) takes invoices too (issue 30: "rules run as jobs after every
// import"): a customer whose monthly invoices were just entered (each is audited on arrival), all but the
// one of four months ago, gets its missing-invoice signal for that month at once; a customer with the same
// gap whose invoices were audited an hour ago is left to the nightly run.

let app: TestApp;
let token: string;
let ids: { fresh: number; old: number; supplier: number };
const monthsAgo = (n: number) => startOfMonthPlus(localDayOf(new Date()), -n).slice(0, 7);

async function enter(customerId: number, connectionId: number, month: string) {
  const response = await api(app, {
    method: 'POST',
    url: `/api/v3/customers/${customerId}/invoices`,
    token,
    payload: monthInvoiceBody(`NA-${customerId}-${month}`, month, ids.supplier, connectionId),
  });
  expect(response.statusCode, response.body).toBe(201);
}

const missing = (customerId: number) =>
  app.ctx.db
    .select()
    .from(signals)
    .where(and(eq(signals.customerId, customerId), eq(signals.rule, 'missing-invoice')));

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const fresh = await createCustomer(db, { name: 'Net Gefactureerd B.V.', modules: ['invoicecontrol'] });
  const old = await createCustomer(db, { name: 'Eerder Gefactureerd B.V.', modules: ['invoicecontrol'] });
  const supplier = await createSupplier(db, { name: 'Nazorg Energie' });
  ids = { fresh: fresh.id, old: old.id, supplier: supplier.id };
  token = await loginToken(app, (await createUser(db, { type: 'admin' })).emailAddress);
  const start = `${monthsAgo(12)}-01`;
  for (const customer of [fresh, old]) {
    const conn = await createConnection(db, { customerId: customer.id, product: 1, startDate: start });
    // Every month from five months ago but the fourth: four months ago is always among the due months
    // checked (30 days' grace, three months).
    for (const n of [5, 3, 2, 1]) await enter(customer.id, conn.id, monthsAgo(n));
  }
  await db
    .update(invoiceAudits)
    .set({ computedAt: new Date(Date.now() - 3_600_000) })
    .where(eq(invoiceAudits.customerId, old.id));
}, 240_000);
afterAll(() => app?.close());

describe('signals.after-import', () => {
  it('runs the invoice rules for customers with an invoice audited in its window, only for them', async () => {
    const audited = await app.ctx.db
      .select()
      .from(invoiceAudits)
      .where(eq(invoiceAudits.customerId, ids.fresh));
    expect(audited.length).toBeGreaterThan(0);
    await signalsAfterImportJob.run(app.ctx, testJobRun({}));
    const rows = await missing(ids.fresh);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'open', periodFrom: `${monthsAgo(4)}-01`, measured: 1 });
    expect(await missing(ids.old)).toEqual([]);
  });
});
