import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createSupplier } from '@energiek/db/factories/master-data';
import { PRODUCT_ELECTRICITY, invoiceAudits, invoiceLines, invoices } from '@energiek/db/schema/index';
import { testJobRun } from '../../testing/job-run.ts';
import { oneAppForFile } from '../../testing/app-lifecycle.ts';
import { type TestApp } from '../../testing/test-app.ts';
import { runDemoData } from '../ems/demo/demo-data.job.ts';
import { auditAndStore } from './invoice-audit.run.ts';

// Meter data written by the demo-data job (no import row) re-audits the invoices of those connections and
// that period through the invoice audit's front door (meterDataChanged), as an import does.

let app: TestApp;
oneAppForFile((opened) => (app = opened));

async function invoiceOn(customerId: number, connectionId: number, supplierId: number, month: string) {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const [row] = await app.ctx.db
    .insert(invoices)
    .values({
      customerId,
      issuerKind: 'supplier',
      issuerId: supplierId,
      number: `DEMO-${month}`,
      invoiceDate: `${month}-28`,
      periodFrom: `${month}-01`,
      periodTo: `${month}-${last}`,
      totalExclVat: '1000.00',
      totalVat: '210.00',
      totalInclVat: '1210.00',
    })
    .returning({ id: invoices.id });
  await app.ctx.db.insert(invoiceLines).values({
    customerId,
    invoiceId: row!.id,
    connectionId,
    position: 0,
    kind: 'supply-single',
    quantity: '10000',
    unit: 'kWh',
    unitPrice: '0.10',
    amount: '1000.00',
    vatRate: '21',
  });
  await auditAndStore(app.ctx, customerId, row!.id);
  const [audit] = await app.ctx.db.select().from(invoiceAudits).where(eq(invoiceAudits.invoiceId, row!.id));
  return audit!;
}

describe('meter data from the demo-data job', () => {
  it('re-audits the invoices of the written period on those connections, not the others', async () => {
    const db = app.ctx.db;
    const customer = await createCustomer(db, { name: 'Demo Meetdata B.V.', modules: ['ems'] });
    const connection = await createConnection(db, {
      customerId: customer.id,
      product: PRODUCT_ELECTRICITY,
      contractedCapacity: 120,
      showInEms: true,
    });
    const supplier = await createSupplier(db, { name: 'Leverancier Meetdata' });
    const october = await invoiceOn(customer.id, connection.id, supplier.id, '2025-10');
    const january = await invoiceOn(customer.id, connection.id, supplier.id, '2025-01');
    expect(october.result.basis).toContain('Geen meetdata');

    await runDemoData(app.ctx, testJobRun({ from: '2025-10-01', to: '2025-11-01' }));

    const [after] = await db.select().from(invoiceAudits).where(eq(invoiceAudits.id, october.id));
    expect(after!.computedAt.getTime()).toBeGreaterThan(october.computedAt.getTime());
    expect(after!.result.basis).not.toContain('Geen meetdata');
    expect(after!.result.basis.join(' ')).toContain('Meetdata (dagtotalen) t/m');
    // January has no new data: its audit stands.
    const [untouched] = await db.select().from(invoiceAudits).where(eq(invoiceAudits.id, january.id));
    expect(untouched!.computedAt.getTime()).toBe(january.computedAt.getTime());
  });
});
