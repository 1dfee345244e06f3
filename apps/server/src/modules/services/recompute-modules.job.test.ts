import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { toIsoDate } from '@energiek/contracts/format';
import { createCustomer } from '@energiek/db/factories/customers';
import { customerServices, customers } from '@energiek/db/schema/index';
import { oneAppForFile } from '../../testing/app-lifecycle.ts';
import { type TestApp } from '../../testing/test-app.ts';
import { testJobRun } from '../../testing/job-run.ts';
import { recomputeModulesJob } from './recompute-modules.job.ts';

// The nightly module recompute: services that start or end by date change customers.modules without a
// save; customers without service rows (modules from before services) keep theirs.

let app: TestApp;
oneAppForFile((opened) => (app = opened));

const day = (offset: number) => toIsoDate(new Date(Date.now() + offset * 24 * 60 * 60 * 1000));

async function modulesOf(id: number) {
  const [row] = await app.ctx.db
    .select({ modules: customers.modules })
    .from(customers)
    .where(eq(customers.id, id));
  return row?.modules;
}

describe('services.recompute-modules', () => {
  it('sets the modules of the services active today and leaves customers without services alone', async () => {
    const db = app.ctx.db;
    const starting = await createCustomer(db, { modules: [] });
    const ended = await createCustomer(db, { modules: ['ems', 'purchase'] });
    const legacy = await createCustomer(db, { modules: ['invoicecontrol'] });
    await db.insert(customerServices).values([
      { customerId: starting.id, service: 'monitoring', startDate: day(0), endDate: null },
      { customerId: ended.id, service: 'monitoring', startDate: day(-30), endDate: null },
      { customerId: ended.id, service: 'purchase', startDate: day(-30), endDate: day(-1) },
    ]);

    const run = testJobRun({});
    const result = await recomputeModulesJob.run(app.ctx, run);

    expect(await modulesOf(starting.id)).toEqual(['ems']);
    expect(await modulesOf(ended.id)).toEqual(['ems']);
    expect(await modulesOf(legacy.id)).toEqual(['invoicecontrol']);
    expect(result).toEqual({ customers: 2, changed: 2 });
    expect(run.reports.at(-1)).toEqual([1, '2 van 2 klanten bijgewerkt']);
  });

  it('recomputes only the customers asked for', async () => {
    const db = app.ctx.db;
    const asked = await createCustomer(db, { modules: [] });
    const other = await createCustomer(db, { modules: [] });
    for (const customer of [asked, other]) {
      await db
        .insert(customerServices)
        .values({ customerId: customer.id, service: 'purchase', startDate: day(-1), endDate: null });
    }
    await recomputeModulesJob.run(app.ctx, testJobRun({ customerIds: [asked.id] }));
    expect(await modulesOf(asked.id)).toEqual(['purchase']);
    expect(await modulesOf(other.id)).toEqual([]);
  });
});
