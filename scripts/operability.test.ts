import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_BUNDLE, ensureServerBuild } from './build-server.mjs';
const root = path.resolve(import.meta.dirname, '..');

// Operability checks of the started server (issue 15 "Operability"), run against the bundle `npm start`
// runs: the settings in ./.env are read, and a busy port is reported by number with what to do.

function listenOnFreePort(): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function runServer(cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER_BUNDLE], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('the started server', () => {
  it('reads ./.env, and names the busy port and how to choose another', async () => {
    expect(await ensureServerBuild()).toBe(0);
    const dir = mkdtempSync(path.join(tmpdir(), 'energiek-operability-'));
    const busy = await listenOnFreePort();
    try {
      const port = (busy.address() as AddressInfo).port;
      // Only .env says which port, host and data directory to use: the process environment does not.
      writeFileSync(
        path.join(dir, '.env'),
        [`PORT=${port}`, 'HOST=127.0.0.1', `DATA_DIR=${path.join(dir, 'data')}`, 'SEED_DEMO=false', ''].join(
          '\n',
        ),
      );
      const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn' };
      const { code, output } = await runServer(dir, env);
      expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(output).toContain(`PORT=${port + 1} npm start`);
      expect(output).not.toContain('EADDRINUSE');
      expect(code).toBe(1);
      // The data directory from .env was opened (migrated) and its lock released on the way out.
      expect(readdirSync(path.join(dir, 'data')).length).toBeGreaterThan(0);
    } finally {
      busy.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the documentation', () => {
  const documents = [
    'README.md',
    ...readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`),
  ].filter((file) => file.endsWith('.md'));

  it('links only to files inside the repository that exist', () => {
    const broken: string[] = [];
    for (const file of documents) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
        if (!target || /^[a-z]+:/i.test(target)) continue; // http:, https:, mailto:
        const resolved = path.resolve(path.dirname(path.join(root, file)), target);
        const inside = resolved.startsWith(root + path.sep);
        if (!inside || !existsSync(resolved)) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('does not send the reader to the team’s shared notes or to issue notes', () => {
    const outside = documents.filter((file) =>
      /\.\.\/shared|\b(ARCHITECTURE|STYLE|DOMAIN)\.md|issue note/.test(
        readFileSync(path.join(root, file), 'utf8'),
      ),
    );
    expect(outside).toEqual([]);
  });
});
