import os from 'node:os';
import type { DatabaseHandle } from '@energiek/db/client';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createSupplier } from '@energiek/db/factories/master-data';
import { emsImports, invoiceLines, invoices } from '@energiek/db/schema/index';
import { invoiceReauditJob } from '../apps/server/src/modules/invoice-audit/invoice-audit.job.ts';
import { auditAndStore } from '../apps/server/src/modules/invoice-audit/invoice-audit.run.ts';
import { onBothDatabases, withBenchApp } from './support.ts';

// `npm run bench invoice-audit` (issue 29): one customer-year of synthetic supplier invoices (deterministic:
// BENCH_AUDIT_CONNECTIONS connections × 12 months of 2025, supply + energy tax lines, no meter data) audited
// one by one as the job does (invoices/s), then a finished meter-data import of that customer and the time
// the scheduled re-audit job takes to re-audit the customer-year. Figures only, never pass/fail.

const CONNECTIONS = Number(process.env.BENCH_AUDIT_CONNECTIONS ?? 10);

async function run(label: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await withBenchApp(handle, { name: 'audit' }, async (app) => {
    const { ctx } = app;
    const customer = await createCustomer(ctx.db, { name: 'Bench Factuurcontrole B.V.' });
    const supplier = await createSupplier(ctx.db, { name: 'Bench Energie B.V.' });
    const ids: number[] = [];
    for (let c = 0; c < CONNECTIONS; c++) {
      const connection = await createConnection(ctx.db, { customerId: customer.id });
      for (let m = 1; m <= 12; m++) {
        const month = String(m).padStart(2, '0');
        const last = new Date(Date.UTC(2025, m, 0)).getUTCDate();
        const [row] = await ctx.db
          .insert(invoices)
          .values({
            customerId: customer.id,
            issuerKind: 'supplier',
            issuerId: supplier.id,
            number: `BENCH-${c + 1}-${month}`,
            invoiceDate: `2025-${month}-${String(Math.min(last, 28)).padStart(2, '0')}`,
            periodFrom: `2025-${month}-01`,
            periodTo: `2025-${month}-${last}`,
            totalExclVat: '1100.00',
            totalVat: '231.00',
            totalInclVat: '1331.00',
          })
          .returning({ id: invoices.id });
        const line = {
          customerId: customer.id,
          invoiceId: row!.id,
          connectionId: connection.id,
          vatRate: '21',
        };
        await ctx.db.insert(invoiceLines).values([
          {
            ...line,
            position: 0,
            kind: 'supply-single',
            quantity: '10000',
            unit: 'kWh',
            unitPrice: '0.10',
            amount: '1000.00',
          },
          {
            ...line,
            position: 1,
            kind: 'energy-tax',
            quantity: '10000',
            unit: 'kWh',
            unitPrice: '0.01',
            amount: '100.00',
          },
        ]);
        ids.push(row!.id);
      }
    }
    let started = performance.now();
    for (const id of ids) await auditAndStore(ctx, customer.id, id);
    let seconds = (performance.now() - started) / 1000;
    console.log(
      `invoice audit (${label}): ${ids.length} invoices in ${seconds.toFixed(1)} s = ${(ids.length / seconds).toFixed(1)} invoices/s`,
    );
    await ctx.db.insert(emsImports).values({
      customerId: customer.id,
      fileName: 'bench.csv',
      storageKey: 'bench/bench.csv',
      size: 1,
      mapping: {},
      status: 'done',
      finishedAt: new Date(),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    started = performance.now();
    const result = (await invoiceReauditJob.run(ctx, {
      id: 'bench',
      data: {},
      attempt: 1,
      signal: new AbortController().signal,
      progress: async () => {},
    })) as { reaudited: number };
    seconds = (performance.now() - started) / 1000;
    console.log(
      `invoice re-audit (${label}): new meter data for the customer-year → ${result.reaudited} invoices re-audited in ${seconds.toFixed(1)} s`,
    );
  });
}

export async function benchInvoiceAudit(): Promise<void> {
  console.log(`invoice audit: ${CONNECTIONS} connections × 12 months (load ${os.loadavg()[0]!.toFixed(2)})`);
  await onBothDatabases(run);
}
