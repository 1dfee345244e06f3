import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createUser } from '@energiek/db/factories/users';
import { seedDemo } from '@energiek/db/seed/demo';
import { addLocalDays, localDayOf } from '@energiek/domain/local-time';
import { runDemoData } from '../apps/server/src/modules/ems/demo/demo-data.job.ts';
import { runSignalRules } from '../apps/server/src/modules/signals/signals.service.ts';
import { testJobRun } from '../apps/server/src/testing/job-run.ts';
import { login, onBothDatabases, startApp } from './support.ts';

// Signals (issue 30): every rule over the demo data (the demo seed plus BENCH_SIGNALS_DAYS, default 70,
// of demo interval data up to yesterday for BENCH_SIGNALS_CONNECTIONS, default 40, large connections), on
// PGlite and (with DATABASE_URL) PostgreSQL. Prints per rule its time and the signals it raised; then a
// second run (it must create nothing: no duplicates); and the p95 of a list request (GET signals) while
// idle and while a run goes on in the same process, with the load average (compare old and new code back
// to back on a shared machine). Figures only, never pass/fail.

const DAYS = Number(process.env.BENCH_SIGNALS_DAYS ?? 70);
const CONNECTIONS = Number(process.env.BENCH_SIGNALS_CONNECTIONS ?? 40);
const IDLE_REQUESTS = 60;

function p95(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function benchSignals(): Promise<void> {
  await onBothDatabases(async (label, handle) => {
    await handle.migrate();
    let started = performance.now();
    await seedDemo(handle.db);
    const { app, address } = await startApp(handle);
    try {
      const today = localDayOf(new Date());
      await runDemoData(
        app.ctx,
        testJobRun({ from: addLocalDays(today, -DAYS), to: today, maxConnections: CONNECTIONS }),
      );
      console.log(
        `signals on ${label}: demo seed + ${DAYS} days of interval data for ${CONNECTIONS} connections in ${ms(performance.now() - started)}`,
      );
      const admin = await createUser(handle.db, { type: 'admin', emailAddress: 'bench-signals@example.nl' });
      const token = await login(address, admin.emailAddress);
      const list = async () => {
        const t = performance.now();
        const response = await fetch(`${address}/api/v3/signals?status=open&sort=-impact&limit=25`, {
          headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET signals answered ${response.status}`);
        return performance.now() - t;
      };

      const idle: number[] = [];
      for (let i = 0; i < IDLE_REQUESTS; i++) idle.push(await list());

      started = performance.now();
      const during: number[] = [];
      let running = true;
      const run = runSignalRules(app.ctx).finally(() => {
        running = false;
      });
      while (running) during.push(await list());
      const summary = await run;
      const total = performance.now() - started;
      console.log(
        `signals on ${label}: first run over ${summary.customers} customers in ${ms(total)}: ` +
          `${summary.created} created, ${summary.closed} closed`,
      );
      for (const [rule, figures] of Object.entries(summary.perRule)) {
        console.log(`  ${rule.padEnd(24)} ${ms(figures.ms).padStart(11)}  ${figures.signals} signals`);
      }
      started = performance.now();
      const again = await runSignalRules(app.ctx);
      console.log(
        `signals on ${label}: second run in ${ms(performance.now() - started)}: ${again.created} created, ` +
          `${again.reopened} reopened, ${again.updated} updated, ${again.closed} closed (no duplicates)`,
      );
      const after: number[] = [];
      for (let i = 0; i < IDLE_REQUESTS; i++) after.push(await list());
      console.log(
        `signals on ${label}: GET signals p95 idle ${ms(p95(idle))} (empty list), ${ms(p95(after))} (after the run), ` +
          `during the run ${ms(p95(during))} (${during.length} requests); ` +
          `load average ${loadavg()
            .map((l) => l.toFixed(1))
            .join(' ')}`,
      );
    } finally {
      await app.close();
    }
  });
}
