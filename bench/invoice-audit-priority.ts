import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@energiek/db/backup';
import { openDatabase, type DatabaseHandle } from '@energiek/db/client';
import { emsImports } from '@energiek/db/schema/index';
import { seedDemo } from '@energiek/db/seed/demo';
import type { ServiceContext } from '../apps/server/src/core/context.ts';
import {
  invoiceAuditJob,
  invoiceReauditJob,
} from '../apps/server/src/modules/invoice-audit/invoice-audit.job.ts';
import { testJobRun } from '../apps/server/src/testing/job-run.ts';
import { withBenchApp, withFreshPostgres } from './support.ts';

// `npm run bench invoice-audit-priority`: how long an invoice's audit (the job a save enqueues) takes while
// the quarter-hourly re-audit runs, against the same audit with nothing else running. The demo seed's
// invoices, every customer marked as having a finished meter-data import (so every audit is stale, as after
// an import), then the re-audit job started; while it runs, BENCH_AUDITS (default 8) demo invoices' audit
// jobs run one after another. Both jobs run on the background connections, as the job runner runs them
// (the embedded database: PGlite in its worker thread, jobs behind requests; PostgreSQL with DATABASE_URL).
// Prints the waited-for audits' times idle and during the re-audit, the re-audit's time and count, and the
// load average. Figures only, never pass/fail.

const AUDITS = Number(process.env.BENCH_AUDITS ?? 8);
const loadNow = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

function figures(times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(0);
  return `p50 ${at(0.5)} / max ${at(1)} ms (${times.length})`;
}

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedDemo(handle.db);
  await withBenchApp(handle, { name: 'audit-priority' }, async (app) => {
    const ctx: ServiceContext = { ...app.ctx, db: handle.backgroundDb ?? app.ctx.db };
    const invoices = rowsOf<{ id: number; customer_id: number }>(
      await ctx.db.execute(
        sql`select id, customer_id from invoices where issuer_kind is not null order by id`,
      ),
    ).map((r) => ({ invoiceId: Number(r.id), customerId: Number(r.customer_id) }));
    const targets = invoices.filter((_, i) => i % Math.max(1, Math.floor(invoices.length / AUDITS)) === 0);
    const auditOne = async (target: (typeof invoices)[number]) => {
      const started = performance.now();
      await invoiceAuditJob.run(ctx, testJobRun(target));
      return performance.now() - started;
    };
    // First run: every demo invoice gets its audit (the re-audit's "never audited" pass), not measured.
    await invoiceReauditJob.run(ctx, testJobRun({}));
    const idle: number[] = [];
    for (const target of targets.slice(0, AUDITS)) idle.push(await auditOne(target));

    const customers = rowsOf<{ id: number }>(await ctx.db.execute(sql`select id from customers`));
    await ctx.db.insert(emsImports).values(
      customers.map((c) => ({
        customerId: Number(c.id),
        fileName: 'bench.csv',
        storageKey: 'bench/bench.csv',
        size: 1,
        mapping: {},
        status: 'done' as const,
        finishedAt: new Date(Date.now() + 1000),
      })),
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    let over = false;
    const reauditStarted = performance.now();
    const reaudit = invoiceReauditJob
      .run(ctx, testJobRun({}))
      .then((r) => r as { reaudited: number })
      .finally(() => (over = true));
    const during: number[] = [];
    for (const target of targets.slice(0, AUDITS)) {
      if (over) break;
      during.push(await auditOne(target));
    }
    const { reaudited } = await reaudit;
    const reauditSeconds = (performance.now() - reauditStarted) / 1000;
    console.log(
      `invoice-audit-priority on ${label}: ${invoices.length} demo invoices; re-audit of ${reaudited} in ` +
        `${reauditSeconds.toFixed(1)} s\n` +
        `  a saved invoice's audit job, idle            ${figures(idle)}\n` +
        `  the same, while the re-audit runs           ${figures(during)}\n` +
        `  load ${loadNow()}`,
    );
  });
}

export async function benchInvoiceAuditPriority(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'energiek-bench-audit-priority-'));
  const pglite = await openDatabase({ dataDir, worker: true });
  try {
    await measure('PGlite (worker, background connections)', pglite);
  } finally {
    await pglite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (url) await withFreshPostgres(url, (handle) => measure('PostgreSQL', handle));
  else console.log('(DATABASE_URL not set: PostgreSQL skipped)');
}
