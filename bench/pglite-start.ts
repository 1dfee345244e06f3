import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, peakRssMb, spawnNode, stop } from './processes.ts';

// `npm run bench pglite-start`: the embedded database's starts as `npm start` runs them (the server in a
// process of its own): the first start on an empty DATA_DIR with and without the demo seed, and the second
// start of that folder — peak RSS (VmHWM) and the time until it listens. The peak is read a few seconds
// after "draait op", so background work of the start (V8 compiling PGlite's hot WebAssembly functions with
// its optimising tier) is in it. Figures only.

/** Seconds to wait after the ready line before reading the peak. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);

export type StartFigures = { seconds: number; rssMb: number };

/** One server start on `dataDir` until it listens (plus the settle time); its peak RSS. */
export async function serverStart(
  dataDir: string,
  options: { seed: boolean; nodeFlags?: string[] },
): Promise<StartFigures> {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    SEED_DEMO: String(options.seed),
    EMS_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
  };
  const started = performance.now();
  const { child } = await spawnNode(['apps/server/src/server.ts'], env, /draait op/, options.nodeFlags);
  const seconds = (performance.now() - started) / 1000;
  try {
    await sleep(SETTLE_MS);
    return { seconds, rssMb: peakRssMb(child.pid!) };
  } finally {
    await stop(child);
  }
}

export type PgliteStartFigures = { seeded: StartFigures; bare: StartFigures; second: StartFigures };

/** First start with the demo seed, first start without it, and the second start of the seeded folder. */
export async function pgliteStart(nodeFlags: string[] = []): Promise<PgliteStartFigures> {
  const seededDir = mkdtempSync(path.join(tmpdir(), 'energiek-first-'));
  const bareDir = mkdtempSync(path.join(tmpdir(), 'energiek-first-bare-'));
  try {
    const seeded = await serverStart(seededDir, { seed: true, nodeFlags });
    const second = await serverStart(seededDir, { seed: true, nodeFlags });
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
  const variants: [string, string[]][] = [['default', []]];
  if (process.env.BENCH_NODE_FLAGS)
    variants.push([process.env.BENCH_NODE_FLAGS, process.env.BENCH_NODE_FLAGS.split(' ')]);
  for (const [label, flags] of variants) {
    const figures = await pgliteStart(flags);
    console.log(`\nPGlite starts (node ${label}; peak read ${SETTLE_MS / 1000} s after listening)`);
    console.log(line('first start, demo seed', figures.seeded));
    console.log(line('first start, SEED_DEMO=false', figures.bare));
    console.log(line('second start (seeded folder)', figures.second));
  }
}
