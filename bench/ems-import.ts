import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, openAsBlob, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { writeHeapSnapshot } from 'node:v8';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { FACTORY_PASSWORD } from '@energiek/db/factories/users';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { addLocalDays, intervalsInLocalDay, startOfLocalDay } from '@energiek/domain/local-time';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { withFreshPostgres } from './support.ts';

// Interval import throughput (issue 16): a wide CSV of one year × 100 connections (2025: 365 days, both
// DST days; 27 MB) and the same rows as a workbook are each uploaded through POST ems/imports and
// imported by the job on PostgreSQL; then the same rows are loaded by a raw COPY (psql \copy) into the
// same table with its primary key. Prints rows/s of each, their ratio to COPY and the process's RSS
// (sampled every 50 ms during upload and job: the app runs in this process; the workbook's parse runs in
// a child process of it, whose own peak RSS is printed apart). Figures only, never
// pass/fail. Needs DATABASE_URL. BENCH_IMPORT_CONNECTIONS / BENCH_IMPORT_DAYS change the size (186
// connections make a 50 MB CSV), BENCH_IMPORT_FORMATS=csv skips the workbook.

const CONNECTIONS = Number(process.env.BENCH_IMPORT_CONNECTIONS ?? 100);
const DAYS = Number(process.env.BENCH_IMPORT_DAYS ?? 365);
const FIRST_DAY = '2025-01-01';
/** Which files to import: the wide CSV and the same rows as a workbook (BENCH_IMPORT_FORMATS=csv). */
const FORMATS = (process.env.BENCH_IMPORT_FORMATS ?? 'csv,xlsx')
  .split(',')
  .filter((f) => f === 'csv' || f === 'xlsx');

const pad = (n: number) => String(n).padStart(2, '0');
/** A deterministic value with 4 decimals, Dutch notation. */
const value = (c: number, d: number, q: number) => {
  const n = (c * 7919 + d * 104729 + q * 1299709) % 400000;
  return `${Math.floor(n / 10000)},${String(n % 10000).padStart(4, '0')}`;
};

async function write(file: string, lines: (write: (line: string) => Promise<void>) => Promise<void>) {
  const out = createWriteStream(file);
  let buffer = '';
  await lines(async (line) => {
    buffer += line + '\n';
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  });
  out.end(buffer);
  await once(out, 'finish');
}

/** The load average beside a figure: the machine is shared, absolute rates move with it. */
const load = () =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;

/** Resident set of this process's child processes (the workbook parse), in bytes, from /proc. */
function childrenRss(): number {
  let total = 0;
  try {
    for (const task of readdirSync('/proc/self/task')) {
      const children = readFileSync(`/proc/self/task/${task}/children`, 'utf8').trim();
      for (const pid of children ? children.split(' ') : []) {
        const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
        if (Number.isFinite(pages)) total += pages * 4096;
      }
    }
  } catch {
    // a child that ended between the two reads, or no /proc: counted as nothing
  }
  return total;
}

/** The process's resident set and heap, sampled every 50 ms until stop(): peak and start, in MB. */
function sampleMemory() {
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  const before = process.memoryUsage().rss;
  let rss = before;
  let heap = 0;
  let retained = 0;
  // esbuild's service (tsx) is a child too: only what the children add counts
  const childBefore = childrenRss();
  let child = childBefore;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
    child = Math.max(child, childrenRss());
  };
  const timer = setInterval(sample, 50);
  // With --expose-gc (NODE_OPTIONS): the heap left after a full collection, every 2 s — what is held, not
  // what merely waits for the collector (slows the import a little).
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const snapshotAfter = Number(process.env.BENCH_IMPORT_SNAPSHOT_SECONDS ?? 0);
  const snapshot = snapshotAfter
    ? setTimeout(() => console.log(`ems-import: heap snapshot ${writeHeapSnapshot()}`), snapshotAfter * 1000)
    : null;
  const full = collect
    ? setInterval(() => {
        collect();
        retained = Math.max(retained, process.memoryUsage().heapUsed);
      }, 2000)
    : null;
  return {
    stop() {
      clearInterval(timer);
      if (full) clearInterval(full);
      if (snapshot) clearTimeout(snapshot);
      sample();
      return {
        before: mb(before),
        rss: mb(rss),
        heap: mb(heap),
        child: mb(child - childBefore),
        retained: collect ? `${mb(heapBefore)} MB before, ${mb(retained)}` : null,
      };
    },
  };
}

/** The wide CSV as a workbook (exceljs's streaming writer): numbers as numbers, EAN and date as text. */
async function workbookOf(csv: string, file: string): Promise<string> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Meetdata');
  const lines = createInterface({ input: createReadStream(csv), crlfDelay: Infinity });
  let header = true;
  for await (const line of lines) {
    const cells = line.split(';');
    sheet
      .addRow(
        header ? cells : [cells[0], cells[1], ...cells.slice(2).map((v) => Number(v.replace(',', '.')))],
      )
      .commit();
    header = false;
  }
  sheet.commit();
  await workbook.commit();
  return file;
}

export async function benchEmsImport(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('ems-import: DATABASE_URL not set (the import bench runs on PostgreSQL only)');
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'energiek-bench-import-'));
  try {
    await withFreshPostgres(url, async (handle) => {
      await handle.migrate();
      const customer = await createCustomer(handle.db, { name: 'Bench Import B.V.', modules: ['ems'] });
      const connections: { id: number; ean: string }[] = [];
      for (let c = 0; c < CONNECTIONS; c++)
        connections.push(await createConnection(handle.db, { customerId: customer.id }));
      await createUser(handle.db, {
        emailAddress: 'bench-import@example.nl',
        type: 'admin',
        modules: ['ems'],
      });

      // The wide file: one row per connection and local day, 92/96/100 values by position.
      const wide = path.join(dir, 'year.csv');
      const labels = Array.from(
        { length: 96 },
        (_, i) => `${pad(Math.floor(((i + 1) * 15) / 60))}:${pad(((i + 1) * 15) % 60)}`,
      );
      const header = ['EAN', 'Datum', ...labels, '02:15 (2)', '02:30 (2)', '02:45 (2)', '03:00 (2)'].join(
        ';',
      );
      let readings = 0;
      await write(wide, async (line) => {
        await line(header);
        for (let d = 0; d < DAYS; d++) {
          const day = addLocalDays(FIRST_DAY, d);
          const count = intervalsInLocalDay(day, 15);
          for (let c = 0; c < CONNECTIONS; c++) {
            const cells = [connections[c]!.ean, day];
            for (let q = 0; q < count; q++) cells.push(value(c, d, q));
            readings += count;
            await line(cells.join(';'));
          }
        }
      });
      const size = (await stat(wide)).size;
      console.log(
        `ems-import: ${(size / 1048576).toFixed(1)} MB wide CSV, ${CONNECTIONS} connections × ${DAYS} days = ${readings.toLocaleString('en')} readings`,
      );

      const config = {
        ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dir }), // documents in DATA_DIR/documents
        requireAdmin2fa: false,
        databaseUrl: url,
      };
      const app = await buildApp({ config, database: handle, logger: false });
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      await app.ctx.jobs.start();
      try {
        const headers = { 'x-requested-with': 'XMLHttpRequest' };
        const login = await fetch(`${address}/api/v3/auth/login`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ emailAddress: 'bench-import@example.nl', password: FACTORY_PASSWORD }),
        });
        const { token } = (await login.json()) as { token: string };
        const auth = { ...headers, authorization: `Bearer ${token}` };
        await fetch(`${address}/api/v3/auth/select-customer/${customer.id}`, {
          method: 'POST',
          headers: auth,
        });

        const runs: { format: string; rate: number }[] = [];
        for (const format of FORMATS) {
          await handle.db.execute(sql`truncate interval_readings, interval_rollups`);
          const file = format === 'csv' ? wide : await workbookOf(wide, path.join(dir, 'year.xlsx'));
          const fileMb = (await stat(file)).size / 1048576;
          const memory = sampleMemory();
          const form = new FormData();
          form.append('file', await openAsBlob(file), path.basename(file));
          const uploadStart = performance.now();
          const created = await fetch(`${address}/api/v3/customers/${customer.id}/ems/imports`, {
            method: 'POST',
            headers: auth,
            body: form,
          });
          if (created.status !== 202) throw new Error(`${created.status} ${await created.text()}`);
          const { data } = (await created.json()) as { data: { id: number } };
          const jobStart = performance.now();
          let item: { status: string; rowsImported: number; rowsRejected: number };
          for (;;) {
            const response = await fetch(
              `${address}/api/v3/customers/${customer.id}/ems/imports/${data.id}`,
              {
                headers: auth,
              },
            );
            item = ((await response.json()) as { data: typeof item }).data;
            if (item.status === 'done' || item.status === 'failed') break;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
          const jobSeconds = (performance.now() - jobStart) / 1000;
          const peak = memory.stop();
          const counted = await handle.db.execute(sql`select count(*)::int as n from interval_readings`);
          const n = Number((counted as { rows: { n: number }[] }).rows[0]?.n ?? 0);
          const importRate = n / jobSeconds;
          runs.push({ format, rate: importRate });
          console.log(
            `ems-import: ${format.toUpperCase()} ${fileMb.toFixed(1)} MB: upload ${((jobStart - uploadStart) / 1000).toFixed(1)} s; ` +
              `job ${item.status} in ${jobSeconds.toFixed(1)} s: ${item.rowsImported} rows (days), ${item.rowsRejected} rejected, ` +
              `${n.toLocaleString('en')} readings = ${Math.round(importRate).toLocaleString('en')} readings/s incl. rollups; ` +
              `process RSS ${peak.before} MB before, peak ${peak.rss} MB during upload and job (heap peak ${peak.heap} MB${peak.retained === null ? '' : `, after full GCs ${peak.retained} MB`}${peak.child > 0 ? `; the workbook parse's process +${peak.child} MB` : ''}) — ${load()}`,
          );
        }

        // The same readings by a raw COPY into the same (emptied) table, primary key in place.
        const flat = path.join(dir, 'flat.csv');
        await write(flat, async (line) => {
          for (let d = 0; d < DAYS; d++) {
            const day = addLocalDays(FIRST_DAY, d);
            const midnight = startOfLocalDay(day).getTime();
            const count = intervalsInLocalDay(day, 15);
            for (let c = 0; c < CONNECTIONS; c++) {
              const id = connections[c]!.id;
              for (let q = 0; q < count; q++) {
                const start = new Date(midnight + q * 900_000).toISOString();
                await line(`${id},${customer.id},1,${start},15,${value(c, d, q).replace(',', '.')},,0`);
              }
            }
          }
        });
        await handle.db.execute(sql`truncate interval_readings, interval_rollups`);
        const target = new URL(url);
        const current = await handle.db.execute(sql`select current_database() as db`);
        target.pathname = `/${String((current as { rows: { db: string }[] }).rows[0]?.db)}`;
        const copyStart = performance.now();
        await new Promise<void>((resolve, reject) => {
          const psql = spawn('psql', [
            target.toString(),
            '-v',
            'ON_ERROR_STOP=1',
            '-c',
            `\\copy interval_readings (connection_id, customer_id, channel, start, minutes, value, low_value, quality) from '${flat}' with (format csv)`,
          ]);
          psql.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
          psql.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql exited ${code}`))));
        });
        const copySeconds = (performance.now() - copyStart) / 1000;
        const copyRate = readings / copySeconds;
        console.log(
          `ems-import: raw COPY of the same ${readings.toLocaleString('en')} readings in ${copySeconds.toFixed(1)} s = ` +
            `${Math.round(copyRate).toLocaleString('en')} rows/s (no rollups); import / COPY = ` +
            runs
              .map((run) => `${(run.rate / copyRate).toFixed(2)}× (${run.format.toUpperCase()})`)
              .join(', ') +
            ` — ${load()}`,
        );
      } finally {
        await app.ctx.jobs.stop();
        await app.close();
      }
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
