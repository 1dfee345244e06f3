// Small helpers shared by the project scripts (plain Node, no dependencies).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs a command with inherited output; resolves with its exit code. With `forwardSignals`, a stop signal
 * sent to this script (a process manager's SIGTERM, Ctrl-C) is passed on to the child and the promise
 * resolves when the child has exited, so the child is never left running as an orphan. With piped `stdio`,
 * `onOutput` receives the child's output (stdout and stderr, as it comes).
 */
export function run(command, args, { forwardSignals = false, onOutput, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.stdout?.on('data', (chunk) => onOutput?.(chunk));
    child.stderr?.on('data', (chunk) => onOutput?.(chunk));
    const forward = (signal) => child.kill(signal);
    if (forwardSignals) for (const signal of STOP_SIGNALS) process.on(signal, forward);
    const done = (code) => {
      if (forwardSignals) for (const signal of STOP_SIGNALS) process.off(signal, forward);
      resolve(code);
    };
    // With pipes, 'close' comes after the last of the output ('exit' may come before it).
    child.on(onOutput ? 'close' : 'exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(127));
  });
}

/** Loads ./.env of the repository into process.env (variables already set win); no file, nothing. */
export function loadDotEnv(file = path.join(root, '.env')) {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
}

export const runBin = (bin, args, options) => run(npx, ['--no-install', bin, ...args], options);

/** The modification time of the newest file under `dir` (node_modules and dist left out). */
export function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the web app when there is no build or its sources (or the shared contracts) are newer. */
export async function ensureWebBuild({ force = false } = {}) {
  const index = path.join(root, 'apps/web/dist/index.html');
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/web')),
    newestMtime(path.join(root, 'packages/contracts/src')),
  );
  if (!force && existsSync(index) && statSync(index).mtimeMs >= sources) return 0;
  console.log('Building the web app …');
  return run('npm', ['run', 'build', '--silent', '-w', '@energiek/web']);
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
