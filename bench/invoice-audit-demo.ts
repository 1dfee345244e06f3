import os from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@energiek/db/backup';
import type { DatabaseHandle } from '@energiek/db/client';
import { seedDemo } from '@energiek/db/seed/demo';
import { addLocalDays, localDayOf } from '@energiek/domain/local-time';
import { runDemoData } from '../apps/server/src/modules/ems/demo/demo-data.job.ts';
import { auditAndStore, settingsFor } from '../apps/server/src/modules/invoice-audit/invoice-audit.run.ts';
import { onBothDatabases, withBenchApp } from './support.ts';

// `npm run bench invoice-audit-demo` (issue 29): the demo database as the demo seeds it (its supplier, grid
// operator and metering-company invoices with the planted errors), optionally with demo meter data for the
// last BENCH_AUDIT_METER_MONTHS complete months (default 1; 0 = none), then every demo invoice audited one
// by one as the audit job does. Prints invoices/s, ms per invoice (mean, p50, p95, max), the RSS peak
// sampled during the audits and the process's peak RSS, and the results (ok / afwijking / onvoldoende
// gegevens, € at stake). Figures only, never pass/fail. DATABASE_URL: PostgreSQL too.

const METER_MONTHS = Number(process.env.BENCH_AUDIT_METER_MONTHS ?? 1);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(label: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  let started = performance.now();
  await seedDemo(handle.db);
  console.log(
    `invoice audit demo (${label}): demo seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await withBenchApp(handle, { name: 'audit-demo' }, async (app) => {
    const { ctx } = app;
    if (METER_MONTHS > 0) {
      const today = localDayOf(new Date());
      const to = `${today.slice(0, 7)}-01`;
      let from = to;
      for (let m = 0; m < METER_MONTHS; m++) from = `${addLocalDays(from, -1).slice(0, 7)}-01`;
      started = performance.now();
      const written = await runDemoData(ctx, {
        id: 'bench',
        data: { from, to },
        attempt: 1,
        signal: new AbortController().signal,
        progress: async () => {},
      });
      console.log(
        `invoice audit demo (${label}): demo meter data ${from} – ${addLocalDays(to, -1)} (${written.readings} readings, ${written.connections} connections) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const list = rowsOf<{ id: number; customer_id: number; number: string }>(
      await ctx.db.execute(
        sql`select id, customer_id, number from invoices where issuer_kind is not null order by customer_id, id`,
      ),
    ).map((r) => ({ id: Number(r.id), customerId: Number(r.customer_id), number: String(r.number) }));
    const outcomes: string[] = [];
    const settings = new Map<number, Awaited<ReturnType<typeof settingsFor>>>();
    const today = localDayOf(new Date());
    const times: number[] = [];
    const statuses = { ok: 0, deviation: 0, 'insufficient-data': 0 } as Record<string, number>;
    let stake = 0;
    // Why audits lack data: each missing reason with its figures and EANs blanked, counted.
    const missing = new Map<string, number>();
    let rssPeak = process.memoryUsage().rss;
    const rssBefore = rssPeak;
    started = performance.now();
    for (const invoice of list) {
      if (!settings.has(invoice.customerId))
        settings.set(invoice.customerId, await settingsFor(ctx, invoice.customerId));
      const t = performance.now();
      const stored = await auditAndStore(ctx, invoice.customerId, invoice.id, {
        settings: settings.get(invoice.customerId)!,
        today,
      });
      times.push(performance.now() - t);
      if (stored) {
        statuses[stored.result.status] = (statuses[stored.result.status] ?? 0) + 1;
        stake += Number(stored.result.amountAtStake);
        for (const m of new Set(stored.result.missing.map((x) => x.replace(/\d[\d-]*/g, '#'))))
          missing.set(m, (missing.get(m) ?? 0) + 1);
        if (stored.result.status !== 'insufficient-data') {
          const rules = stored.result.findings.map((f) => `${f.rule} € ${f.amount}`).join(', ');
          outcomes.push(`${invoice.number}: ${stored.result.status}${rules ? ` (${rules})` : ''}`);
        }
      }
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }
    const seconds = (performance.now() - started) / 1000;
    const sorted = [...times].sort((a, b) => a - b);
    const mean = times.reduce((s, t) => s + t, 0) / Math.max(1, times.length);
    console.log(
      `invoice audit demo (${label}): ${list.length} demo invoices in ${seconds.toFixed(1)} s = ${(list.length / seconds).toFixed(1)} invoices/s; ms per invoice mean ${mean.toFixed(1)}, p50 ${percentile(sorted, 50).toFixed(1)}, p95 ${percentile(sorted, 95).toFixed(1)}, max ${percentile(sorted, 100).toFixed(1)}`,
    );
    console.log(
      `invoice audit demo (${label}): RSS ${mb(rssBefore)} MB before the audits, peak ${mb(rssPeak)} MB during them; process peak RSS so far ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
    );
    for (const outcome of outcomes) console.log(`invoice audit demo (${label}):   ${outcome}`);
    for (const [reason, n] of [...missing].sort((a, b) => b[1] - a[1]))
      console.log(`invoice audit demo (${label}):   missing on ${n} invoices: ${reason}`);
    console.log(
      `invoice audit demo (${label}): akkoord ${statuses.ok}, afwijking ${statuses.deviation}, onvoldoende gegevens ${statuses['insufficient-data']}; € at stake ${stake.toFixed(2)}`,
    );
  });
}

export async function benchInvoiceAuditDemo(): Promise<void> {
  console.log(
    `invoice audit demo: meter data for the last ${METER_MONTHS} month(s) (load ${os.loadavg()[0]!.toFixed(2)}, ${os.cpus().length} cores)`,
  );
  await onBothDatabases(run);
}
