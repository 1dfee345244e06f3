import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { SERVER_BUNDLE, ensureServerBuild } from '../scripts/build-server.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/runtime.mjs';
import { freePort, peakRssMb, spawnNode, stop } from './processes.ts';
import { CONNECTIONS, SECONDS, login } from './support.ts';

// `npm run bench pglite-start`: the embedded database's starts as `npm start` runs them (the server in a
// process of its own): the first start on an empty DATA_DIR with and without the demo seed, and the second
// start of that folder — peak RSS (VmHWM) and the time until it listens — and then the customers list under
// load on that second start (req/s, and the peak after it). The peak is read a few seconds after
// "draait op", so background work of the start (V8 compiling PGlite's hot WebAssembly functions with its
// optimising tier) is in it. Once with npm start's Node flags (SERVER_NODE_FLAGS: WebAssembly on V8's
// baseline compiler only) and once without them, to show what they save and cost. Figures only.

/** Seconds to wait after the ready line before reading the peak. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);

const LIST_PATH = '/api/v3/customers?limit=25&sort=name';

export type StartFigures = { seconds: number; rssMb: number };
export type LoadFigures = { rps: number; rssMb: number };

/** The customers list under load as the demo admin: req/s after a warm-up run. */
async function listRps(address: string): Promise<number> {
  const token = await login(address, 'admin@energiek.nl');
  const run = () =>
    autocannon({
      url: `${address}${LIST_PATH}`,
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
      connections: CONNECTIONS,
      duration: SECONDS,
    });
  await run();
  const result = await run();
  if (result.non2xx > 0) throw new Error(`${LIST_PATH}: ${result.non2xx} answers were not 2xx`);
  return result.requests.average;
}

/** One server start on `dataDir` until it listens (plus the settle time); its peak RSS; then `load`. */
export async function serverStart(
  dataDir: string,
  options: { seed: boolean; nodeFlags?: string[] },
): Promise<StartFigures>;
export async function serverStart(
  dataDir: string,
  options: { seed: boolean; nodeFlags?: string[]; load: true },
): Promise<StartFigures & { load: LoadFigures }>;
export async function serverStart(
  dataDir: string,
  options: { seed: boolean; nodeFlags?: string[]; load?: boolean },
): Promise<StartFigures & { load?: LoadFigures }> {
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: String(options.seed),
    EMS_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
  };
  const started = performance.now();
  const { child } = await spawnNode([SERVER_BUNDLE], env, /draait op/, options.nodeFlags);
  const seconds = (performance.now() - started) / 1000;
  try {
    await sleep(SETTLE_MS);
    const rssMb = peakRssMb(child.pid!);
    if (!options.load) return { seconds, rssMb };
    const rps = await listRps(`http://127.0.0.1:${port}`);
    return { seconds, rssMb, load: { rps, rssMb: peakRssMb(child.pid!) } };
  } finally {
    await stop(child);
  }
}

export type PgliteStartFigures = {
  seeded: StartFigures;
  bare: StartFigures;
  second: StartFigures & { load: LoadFigures };
};

/** First start with the demo seed, first start without it, and the second start of the seeded folder. */
export async function pgliteStart(nodeFlags: string[] = SERVER_NODE_FLAGS): Promise<PgliteStartFigures> {
  const seededDir = mkdtempSync(path.join(tmpdir(), 'energiek-first-'));
  const bareDir = mkdtempSync(path.join(tmpdir(), 'energiek-first-bare-'));
  await ensureServerBuild(); // the server as npm start runs it
  try {
    const seeded = await serverStart(seededDir, { seed: true, nodeFlags });
    const second = await serverStart(seededDir, { seed: true, nodeFlags, load: true });
    const bare = await serverStart(bareDir, { seed: false, nodeFlags });
    return { seeded, bare, second };
  } finally {
    rmSync(seededDir, { recursive: true, force: true });
    rmSync(bareDir, { recursive: true, force: true });
  }
}

const line = (label: string, figures: StartFigures) =>
  `  ${label.padEnd(34)} peak RSS ${String(Math.round(figures.rssMb)).padStart(5)} MB, listening after ${figures.seconds.toFixed(1)} s`;

export async function benchPgliteStart(): Promise<void> {
  const variants: [string, string[]][] = [
    [`as npm start (${SERVER_NODE_FLAGS.join(' ')})`, SERVER_NODE_FLAGS],
    ['without those flags', []],
  ];
  for (const [label, flags] of variants) {
    const figures = await pgliteStart(flags);
    const { load } = figures.second;
    console.log(`\nPGlite starts, node ${label}; peak read ${SETTLE_MS / 1000} s after listening`);
    console.log(line('first start, demo seed', figures.seeded));
    console.log(line('first start, SEED_DEMO=false', figures.bare));
    console.log(line('second start (seeded folder)', figures.second));
    console.log(
      `  ${'then GET customers under load'.padEnd(34)} ${Math.round(load.rps)} req/s (${CONNECTIONS} connections, ${SECONDS} s), peak RSS ${Math.round(load.rssMb)} MB`,
    );
  }
}
