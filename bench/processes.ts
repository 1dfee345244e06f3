import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

// Servers of the benchmarks in processes of their own (bench/table.ts, bench/pglite-start.ts), so their
// memory is theirs alone: start one until it prints a ready line, read its peak RSS, stop it.

export const root = path.resolve(import.meta.dirname, '..');

/** The process's peak resident set (VmHWM) in MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Runs a TypeScript file on this Node.js (with `nodeFlags` before it) until its stdout matches `ready`. */
export function spawnNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  nodeFlags: string[] = [],
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  // TypeScript entry points run through tsx; the server bundle (.mjs) runs as it is.
  const loader = args[0]?.endsWith('.mjs') ? [] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...nodeFlags, ...loader, ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve({ child, match });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}) before it was ready`)));
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; clock ticks of 1/100 s). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The app served the way `npm start` serves it: the production bundle (scripts/build-server.mjs, built by
 * the caller with ensureServerBuild) with SERVER_NODE_FLAGS, in a process of its own (jobs started, as in
 * production; no Redis unless `env` names one), until it prints its ready line. `env` adds to or overrides
 * this process's environment (DATABASE_URL, DATA_DIR, …). To look inside: BENCH_SERVER_FLAGS adds Node
 * flags (`--trace-gc`, `--cpu-prof --cpu-prof-dir=/tmp/prof`), BENCH_SERVER_LOG names a file for the
 * server's standard output. `onLine` gets each line the server writes after its ready line (its log, as
 * JSON lines).
 */
export async function serveBundle(
  env: NodeJS.ProcessEnv,
  options: { onLine?: (line: string) => void } = {},
): Promise<{ child: ChildProcess; address: string; stop: () => Promise<void> }> {
  const { SERVER_BUNDLE } = await import('../scripts/build-server.mjs');
  const { SERVER_NODE_FLAGS } = await import('../scripts/runtime.mjs');
  const port = await freePort();
  const { REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
      SERVER_BUNDLE,
    ],
    {
      cwd: root,
      env: {
        ...inherited,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        EMS_DEMO_DATA: 'false',
        REQUIRE_ADMIN_2FA: 'false',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (process.env.BENCH_SERVER_LOG) child.stdout!.pipe(createWriteStream(process.env.BENCH_SERVER_LOG));
  await new Promise<void>((resolve, reject) => {
    let ready = false;
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!ready && line.includes('Energiek draait op')) {
          ready = true;
          resolve();
        } else if (ready) options.onLine?.(line);
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
  });
  return { child, address: `http://127.0.0.1:${port}`, stop: () => stop(child) };
}

/** CPU seconds of the server's busiest threads (MainThread, the PGlite WorkerThread, …). */
export function threadCpu(pid: number): string {
  const dir = `/proc/${pid}/task`;
  return readdirSync(dir)
    .map((task) => {
      const stat = readFileSync(`${dir}/${task}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const name = readFileSync(`${dir}/${task}/comm`, 'utf8').trim();
      return { name, seconds: (Number(fields[11]) + Number(fields[12])) / 100 };
    })
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 3)
    .map((thread) => `${thread.name} ${thread.seconds.toFixed(0)} s`)
    .join(', ');
}
