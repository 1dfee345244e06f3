import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../apps/server/src/config.ts';
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
      // Found before anything was written: no data directory was made (let alone migrated) for nothing.
      expect(existsSync(path.join(dir, 'data'))).toBe(false);
    } finally {
      busy.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('npm start, stopped with SIGTERM', () => {
  it('makes a private data folder, passes SIGTERM on to the server, and stops cleanly with exit 0', async () => {
    expect(await ensureServerBuild()).toBe(0);
    const dir = mkdtempSync(path.join(tmpdir(), 'energiek-operability-'));
    const free = await listenOnFreePort();
    const port = (free.address() as AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));
    const dataDir = path.join(dir, 'data');
    // npm itself, as a user or process manager runs it: the signal goes to the npm process only.
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    const timer = setTimeout(() => npm.kill('SIGKILL'), 150_000);
    try {
      for (let waited = 0; !output.includes('Energiek draait op') && waited < 120_000; waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(output).toContain('Energiek draait op');
      const server = serverPid(dataDir);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const loose = filesUnder(dataDir).filter((file) => (statSync(file).mode & 0o077) !== 0);
      expect(loose).toEqual([]);
      npm.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/); // no error stack
      expect(output).not.toMatch(/"level":(50|60)/); // no error log line
      expect(isRunning(server)).toBe(false);
    } finally {
      clearTimeout(timer);
      npm.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('the db:* tools', () => {
  it('read ./.env (npm run db:migrate into the DATA_DIR it names, a private folder)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'energiek-db-env-'));
    try {
      writeFileSync(path.join(dir, '.env'), `DATA_DIR=${path.join(dir, 'from-env')}\n`);
      const { DATA_DIR: _dataDir, DATABASE_URL: _databaseUrl, ...env } = process.env;
      const output = execFileSync(
        process.execPath,
        ['--import', import.meta.resolve('tsx'), path.join(root, 'packages/db/src/cli/migrate.ts')],
        { cwd: dir, env },
      ).toString();
      expect(output).toContain(`PGlite in ${path.join(dir, 'from-env')}`);
      expect(statSync(path.join(dir, 'from-env')).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** The server's pid, from the data folder's lock file. */
function serverPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'energiek.lock'), 'utf8').trim());
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? [full, ...filesUnder(full)] : [full];
  });
}

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

  it('lists every setting the server reads in .env.example and in the README table (issue 26)', () => {
    // The server's settings (config.ts) and the backup tool's folder (packages/db, BACKUP_DIR).
    const keys = [...Object.keys(envSchema.shape), 'BACKUP_DIR'];
    expect(keys).toContain('SESSION_CACHE_MS');
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Support inbox'));
    expect(keys.filter((key) => !new RegExp(`^#? ?${key}=`, 'm').test(example))).toEqual([]);
    expect(keys.filter((key) => !table.includes(`| \`${key}\` |`))).toEqual([]);
  });

  it('names only paths that exist in docs/adding-an-area.md (issue 26)', () => {
    // A path in backticks (with a '/', ending in a file extension or '/', no placeholder such as <area>
    // or *) exists from the repository root or from one of the places the guide's paths start.
    const bases = [
      '',
      'apps/server/src',
      'apps/web/src',
      'packages/contracts/src',
      'packages/db/src',
      'packages/domain/src',
      'apps/server/src/modules/entities',
      'apps/web/src/modules/entities',
    ];
    const text = readFileSync(path.join(root, 'docs/adding-an-area.md'), 'utf8');
    const named = [...new Set([...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!))].filter(
      (token) =>
        token.includes('/') &&
        !/[<>*{}]/.test(token) &&
        !token.startsWith('/') &&
        !token.startsWith('@') &&
        /(\.[a-z]+|\/)$/.test(token),
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((token) => !bases.some((base) => existsSync(path.join(root, base, token))))).toEqual(
      [],
    );
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
