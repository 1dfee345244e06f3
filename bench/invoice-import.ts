import { readFileSync } from 'node:fs';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { completeEan } from '@energiek/contracts/ean';
import type { DatabaseHandle } from '@energiek/db/client';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createEntity } from '@energiek/db/factories/entities';
import { createSupplier } from '@energiek/db/factories/master-data';
import { documents, invoiceImports, invoiceLines, invoices } from '@energiek/db/schema/index';
import { runInvoiceImport } from '../apps/server/src/modules/invoices/invoice-import.run.ts';
import { onBothDatabases, withBenchApp } from './support.ts';

// `npm run bench invoice-import` (issue 28): 1,000 e-invoices imported by the import job's work, in
// imports of 50 files (the upload limit), on PGlite and — with DATABASE_URL — on PostgreSQL. The files are
// the hand-checked SI-UBL energy invoice of the parser's fixtures (7 lines, an EAN, an embedded PDF that
// goes to the library) with numbers 2025-100001 … 2025-101000, spread like a real customer's invoices:
// 50 connections, each billed month after month (invoice n: connection n mod 50, the month n div 50
// counted from January 2024), so every import also runs the audit of the invoice and its neighbours (the
// same connection a month either side) as it would in use. Deterministic, every one a new invoice. Then
// the same 1,000 again: the second pass finds every file by its hash and changes nothing. Prints
// invoices/s and the peak RSS (sampled every 50 ms) against the RSS before. Figures only, never pass/fail.
// BENCH_INVOICES makes it smaller.

const COUNT = Number(process.env.BENCH_INVOICES ?? 1000);
const PER_IMPORT = 50;
const FIXTURE = new URL(
  '../apps/server/src/modules/invoices/e-invoice/fixtures/energy-si-ubl-invoice.xml',
  import.meta.url,
);

/** The bench's connections: EAN-18 codes with a valid check digit. */
export const CONNECTIONS = 50;
export function benchEan(index: number): string {
  return completeEan(`8716000012${String(index).padStart(7, '0')}`);
}

/** A day of month `monthIndex` counted from January 2024 (`day` 0 = its last day). */
function dayOfMonth(monthIndex: number, day: number): string {
  const year = 2024 + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day === 0 ? last : day).padStart(2, '0')}`;
}

/** Invoice `n` (0-based): the fixture with its own number (also in the PDF's name and the payment id), its
 *  connection's EAN and its month (period, issue date the 5th and due date the 19th of the month after). */
export function generatedInvoices(count: number): Buffer[] {
  const xml = readFileSync(FIXTURE, 'utf8');
  return Array.from({ length: count }, (_, i) => {
    const month = Math.floor(i / CONNECTIONS);
    return Buffer.from(
      xml
        .replaceAll('2025-000123', `2025-${String(100_001 + i)}`)
        .replaceAll('871600001234567895', benchEan(i % CONNECTIONS))
        .replaceAll('2025-01-01', dayOfMonth(month, 1))
        .replaceAll('2025-01-31', dayOfMonth(month, 0))
        .replaceAll('2025-02-05', dayOfMonth(month + 1, 5))
        .replaceAll('2025-02-19', dayOfMonth(month + 1, 19)),
    );
  });
}

const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;

async function run(label: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await withBenchApp(handle, { name: 'invoices' }, async (app) => {
    const { ctx } = app;
    const customer = await createCustomer(ctx.db, { name: 'Bench Dorpshuis' });
    await createEntity(ctx.db, {
      customerId: customer.id,
      name: 'Stichting Dorpshuis De Linde',
      kvkNumber: '87654321',
    });
    for (let c = 0; c < CONNECTIONS; c++)
      await createConnection(ctx.db, { customerId: customer.id, ean: benchEan(c) });
    await createSupplier(ctx.db, { name: 'Voorbeeld Energie B.V.' });
    const files = generatedInvoices(COUNT);

    for (const pass of ['first', 'again'] as const) {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      const started = performance.now();
      let made = 0;
      let refused = 0;
      for (let from = 0; from < files.length; from += PER_IMPORT) {
        const batch = files.slice(from, from + PER_IMPORT);
        const stored = [];
        for (const [i, bytes] of batch.entries()) {
          const storageKey = randomUUID();
          await ctx.storage.put(storageKey, bytes, 'application/octet-stream');
          stored.push({
            name: `factuur-${from + i + 1}.xml`,
            storageKey,
            invoiceId: null,
            number: null,
            errors: [],
          });
        }
        const [row] = await ctx.db
          .insert(invoiceImports)
          .values({ customerId: customer.id, files: stored })
          .returning({ id: invoiceImports.id });
        await runInvoiceImport(ctx, row!.id);
        const [done] = await ctx.db.select().from(invoiceImports).where(eq(invoiceImports.id, row!.id));
        for (const file of done!.files) {
          if (file.invoiceId !== null) made += 1;
          if (file.errors.length > 0) refused += 1;
        }
      }
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      const stored = await Promise.all([
        ctx.db.$count(invoices),
        ctx.db.$count(invoiceLines),
        ctx.db.$count(documents),
      ]);
      console.log(
        `invoice import (${label}, ${pass === 'first' ? 'new' : 'same files again'}): ${COUNT} e-invoices in ${seconds.toFixed(1)} s = ${(COUNT / seconds).toFixed(1)} invoices/s; ${made} with an invoice, ${refused} refused; stored ${stored.join(' / ')} invoices / lines / documents; RSS before ${mb(before)}, peak ${mb(peak)} (+${mb(peak - before)})`,
      );
    }
  });
}

export async function benchInvoiceImport(): Promise<void> {
  console.log(
    `invoice import: ${COUNT} SI-UBL e-invoices, ${PER_IMPORT} per import (load ${os.loadavg()[0]!.toFixed(2)})`,
  );
  await onBothDatabases(run);
}
