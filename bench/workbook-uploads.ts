import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@energiek/db/client';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { ensureServerBuild } from '../scripts/build-server.mjs';
import { inflatingWorkbook } from '../apps/server/src/testing/crafted-workbooks.ts';
import { peakRssMb, serveBundle } from './processes.ts';
import { login } from './support.ts';

// `npm run bench workbook-uploads` (issue 33): the probe's hostile workbook — a few MB whose worksheet
// inflates to BENCH_WORKBOOK_MB (1,200) MB of small rows — uploaded 5× in parallel to every route that
// takes a workbook, against the production bundle on an embedded database. Prints, per route, the answers
// and the time until the last one, the server process's peak RSS (VmHWM: the parse runs in bounded child
// processes, which are not counted) and the longest wait for GET health meanwhile (polled every 100 ms).
// Targets: peak RSS below 1 GB, health within 1 s. A bare Node HTTP server in a process of its own is
// polled the same way meanwhile (the control): a wait it shows too is the machine's (other load on the
// cores), not the app's. Figures only, never pass/fail.

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const SHEET_MB = Number(process.env.BENCH_WORKBOOK_MB ?? 1200);
const PARALLEL = 5;
const EMAIL = 'bench.workbooks@example.nl';

function multipart(fileName: string, bytes: Buffer): { body: Buffer; type: string } {
  const boundary = '----bench' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

export async function benchWorkbookUploads(): Promise<void> {
  if ((await ensureServerBuild()) !== 0) throw new Error('the server bundle could not be built');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'energiek-bench-workbooks-'));
  const handle = await openDatabase({ dataDir });
  await handle.migrate();
  const customer = await createCustomer(handle.db, { name: 'Bench Werkboek B.V.', modules: ['ems'] });
  await createUser(handle.db, { emailAddress: EMAIL, type: 'admin', modules: ['ems'], canSwitch: true });
  await handle.close();
  const workbook = await inflatingWorkbook(SHEET_MB);
  console.log(
    `workbook-uploads: a ${(workbook.length / 1e6).toFixed(1)} MB workbook whose sheet inflates to ${SHEET_MB} MB, ${PARALLEL}× in parallel per route`,
  );
  const server = await serveBundle({ DATA_DIR: dataDir });
  const { address, child } = server;
  const control = spawn(
    process.execPath,
    [
      '-e',
      "require('http').createServer((q, s) => s.end('ok')).listen(0, '127.0.0.1', function () { console.log(this.address().port) })",
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const controlPort = await new Promise<string>((resolve) =>
    control.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())),
  );
  let longestHealthMs = 0;
  let longestControlMs = 0;
  let polling = true;
  const pollOf = (url: string, record: (ms: number) => void) =>
    (async () => {
      while (polling) {
        const started = performance.now();
        await fetch(url)
          .then((r) => r.arrayBuffer())
          .catch(() => undefined);
        record(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
  const poll = Promise.all([
    pollOf(`${address}/api/v3/health`, (ms) => (longestHealthMs = Math.max(longestHealthMs, ms))),
    pollOf(`http://127.0.0.1:${controlPort}/`, (ms) => (longestControlMs = Math.max(longestControlMs, ms))),
  ]);
  try {
    const token = await login(address, EMAIL);
    const headers = { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' };
    const base = `${address}/api/v3`;
    const imports = `${base}/customers/${customer.id}/ems/imports`;
    const routes: { label: string; url: string; finish?: (answer: Response) => Promise<string> }[] = [
      { label: 'POST parameters/import', url: `${base}/parameters/import` },
      { label: 'POST customers/{id}/ems/imports/preview', url: `${imports}/preview` },
      {
        label: 'POST customers/{id}/ems/imports (+ its job)',
        url: imports,
        // The import is accepted (202) and parsed by its job: wait until the job ends it.
        finish: async (answer) => {
          if (answer.status >= 300) return String(answer.status);
          const { data } = (await answer.json()) as { data: { id: number } };
          for (;;) {
            const read = await fetch(`${imports}/${data.id}`, { headers });
            const item = ((await read.json()) as { data: { status: string } }).data;
            if (item.status === 'done' || item.status === 'failed') return `${answer.status}→${item.status}`;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        },
      },
      {
        label: 'POST degree-days/import (KNMI text; a workbook is refused)',
        url: `${base}/degree-days/import`,
      },
    ];
    for (const route of routes) {
      const before = longestHealthMs;
      const controlBefore = longestControlMs;
      longestHealthMs = 0;
      longestControlMs = 0;
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          const { body, type } = multipart('vijandig.xlsx', workbook);
          const answer = await fetch(route.url, {
            method: 'POST',
            headers: { ...headers, 'content-type': type },
            body,
          }).catch((error: Error) => ({ status: `error ${error.message}` }) as unknown as Response);
          return route.finish ? route.finish(answer) : String(answer.status);
        }),
      );
      const counts = new Map<string, number>();
      for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
      console.log(
        `  ${route.label}: ${[...counts].map(([answer, n]) => `${n}× ${answer}`).join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
          `server peak RSS so far ${peakRssMb(child.pid!).toFixed(0)} MB; longest health wait ${longestHealthMs.toFixed(0)} ms (control ${longestControlMs.toFixed(0)} ms); load ${loadAverage()}`,
      );
      longestHealthMs = Math.max(before, longestHealthMs);
      longestControlMs = Math.max(controlBefore, longestControlMs);
    }
    console.log(
      `workbook-uploads: server peak RSS ${peakRssMb(child.pid!).toFixed(0)} MB (target < 1024), longest health wait ${longestHealthMs.toFixed(0)} ms (target < 1000; control ${longestControlMs.toFixed(0)} ms), server ${child.exitCode === null ? 'still running' : `exited ${child.exitCode}`}`,
    );
  } finally {
    polling = false;
    await poll;
    control.kill('SIGTERM');
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWorkbookUploads();
