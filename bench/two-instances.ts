import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { chmod } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { REALTIME_BEARER_PREFIX, REALTIME_PATH, REALTIME_PROTOCOL } from '@energiek/contracts/realtime';
import { openDatabase } from '@energiek/db/client';
import { createUser } from '@energiek/db/factories/users';
import { CONNECTIONS, SECONDS } from './support.ts';
import { fill } from './workspace.ts';

// `npm run bench two-instances`: are the app instances stateless? Two app processes (apps/server/src/server.ts,
// as `npm start` runs it) on one fresh PostgreSQL database (beside DATABASE_URL's) and one Redis (REDIS_URL,
// or a private redis-server when it is not set), with nginx on 127.0.0.1 balancing them round robin. It checks,
// directly against each instance and through nginx:
//   - a session signed in on A works on B;
//   - a realtime event caused on B reaches a socket on A (and the other way round, and one through nginx);
//   - the login limiter counts the attempts made on both;
//   - a document uploaded through A downloads through B (DOCUMENTS_DIR shared, DATA_DIR per instance);
//   - logout on A is refused at once on B (session cache invalidated over the Redis bus);
// then measures the customers list: one instance directly, one behind nginx, two behind nginx.
// Both instances start at the same moment on the unmigrated database (they migrate under a lock).
// Everything listens on 127.0.0.1; the run is bounded (it gives up after 10 minutes) and removes what it
// made (processes it started, the database, the temporary folder). Unlike the other benchmarks it fails
// (exit code 1) when a check fails. Needs DATABASE_URL and nginx (Debian's package; installed when this
// runs as root with apt).

const root = path.resolve(import.meta.dirname, '..');
const LIST_PATH = '/api/v3/customers?limit=25&sort=name';
const PASSWORD = 'Energiek-2026!';
const LOGIN_LIMIT = 10;
const RUN_LIMIT_MS = 10 * 60_000;
const WAIT_MS = 5000;

type Instance = { name: string; url: string; child: ChildProcess; log: string };
type Check = { name: string; ok: boolean; detail: string };

const checks: Check[] = [];
const started: ChildProcess[] = [];

function record(name: string, ok: boolean, detail: string): void {
  checks.push({ name, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${name}: ${detail}`);
}

const load = () =>
  `load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function which(command: string): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']) {
    const file = path.join(dir, command);
    if (dir && existsSync(file)) return file;
  }
  return null;
}

/** nginx's binary; installs Debian's package when running as root with apt, else says what to install. */
function findNginx(): string | null {
  const found = which('nginx');
  if (found) return found;
  if (process.getuid?.() === 0 && which('apt-get')) {
    console.log("nginx is missing: installing Debian's nginx package (apt-get install -y nginx) …");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    let result = spawnSync('apt-get', ['install', '-y', '-q', 'nginx'], { stdio: 'inherit', env });
    if (result.status !== 0) {
      spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
      result = spawnSync('apt-get', ['install', '-y', '-q', 'nginx'], { stdio: 'inherit', env });
    }
    if (result.status === 0) return which('nginx');
  }
  console.log(
    'two-instances: nginx is not installed. Install it (Debian/Ubuntu: sudo apt-get install nginx; ' +
      'the system service it may start is not used) and run again.',
  );
  return null;
}

/** Starts a process of ours, its output into `log`; resolves once `ready` shows in its stdout. */
function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  log: string,
  ready: RegExp | null,
): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  const out = createWriteStream(log);
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  if (!ready) return Promise.resolve(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${args.at(-1)} not ready after 180 s (see ${log})`)),
      180_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.at(-1)} exited (${code}) before it was ready:\n${tail(log)}`));
    });
  });
}

/** The last lines of a log, without the JSON log lines (a crash's stack is what matters). */
function tail(file: string, lines = 40): string {
  try {
    const text = readFileSync(file, 'utf8').trim().split('\n');
    return text
      .filter((line) => !line.startsWith('{"level"'))
      .slice(-lines)
      .join('\n');
  } catch {
    return '';
  }
}

async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}

function nginxConfig(dir: string, port: number, singlePort: number, a: string, b: string): string {
  const hostPort = (url: string) => new URL(url).host;
  // The settings docs/operations.md "Behind a load balancer" asks for: Host kept, X-Forwarded-* set,
  // WebSocket upgrades passed through with a read timeout above the 30 s heartbeat, uploads up to 25 MB.
  const proxy = `
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 75s;
      add_header X-Energiek-Upstream $upstream_addr always;`;
  return `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream energiek { server ${hostPort(a)}; server ${hostPort(b)}; keepalive 32; }
  upstream energiek_one { server ${hostPort(a)}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / { proxy_pass http://energiek;${proxy}
    }
  }
  server {
    listen 127.0.0.1:${singlePort};
    location / { proxy_pass http://energiek_one;${proxy}
    }
  }
}
`;
}

let addressSeq = 0;
/** A documentation address (2001:db8::/32) per run and call, sent as X-Forwarded-For (TRUST_PROXY=127.0.0.1),
 *  so the login limiter's per-IP budget of one check never meets another's, nor an earlier run's. */
const runTag = randomBytes(4).toString('hex');
const clientAddress = () =>
  `2001:db8:${runTag.slice(0, 4)}:${runTag.slice(4)}::${(++addressSeq).toString(16)}`;

const jsonHeaders = (token?: string, forwardedFor = clientAddress()) => ({
  'content-type': 'application/json',
  'x-requested-with': 'XMLHttpRequest',
  'x-forwarded-for': forwardedFor,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function login(base: string, email: string, password = PASSWORD, forwardedFor?: string) {
  const response = await fetch(`${base}/api/v3/auth/login`, {
    method: 'POST',
    headers: jsonHeaders(undefined, forwardedFor),
    body: JSON.stringify({ emailAddress: email, password }),
  });
  const body = (await response.json().catch(() => ({}))) as { token?: string };
  return {
    status: response.status,
    token: body.token,
    upstream: response.headers.get('x-energiek-upstream'),
  };
}

async function get(base: string, route: string, token: string) {
  const response = await fetch(`${base}${route}`, { headers: jsonHeaders(token) });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes, upstream: response.headers.get('x-energiek-upstream') };
}

async function post(base: string, route: string, token: string, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers:
      body === undefined
        ? {
            'x-requested-with': 'XMLHttpRequest',
            'x-forwarded-for': clientAddress(),
            authorization: `Bearer ${token}`,
          }
        : jsonHeaders(token),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, upstream: response.headers.get('x-energiek-upstream') };
}

/** A tab's socket, as the SPA opens it; resolves once the server said 'ready'. */
function openSocket(base: string, token: string) {
  const url = new URL(REALTIME_PATH, base);
  url.protocol = 'ws:';
  const socket = new WebSocket(url, [REALTIME_PROTOCOL, `${REALTIME_BEARER_PREFIX}${token}`], {
    headers: { origin: new URL(base).origin, 'x-forwarded-for': clientAddress() },
  });
  const messages: { type: string; counter?: { actions?: number } }[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as (typeof messages)[number]);
    for (const waiter of waiters) waiter();
  });
  /** Resolves true when a message matching `test` arrived (or had), false after WAIT_MS. */
  const waitFor = (test: (message: (typeof messages)[number]) => boolean) =>
    new Promise<boolean>((resolve) => {
      const check = () => {
        if (!messages.some(test)) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        resolve(false);
      }, WAIT_MS);
      waiters.add(check);
      check();
    });
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`socket refused: ${response.statusCode}`)),
    );
    void waitFor((message) => message.type === 'ready').then((ok) =>
      ok ? resolve() : reject(new Error('no ready message')),
    );
  });
  return { socket, ready, waitFor };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function upload(base: string, token: string, customerId: number, bytes: Buffer, fileName: string) {
  const form = new FormData();
  form.append('folder', 'Twee instanties');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), fileName);
  const response = await fetch(`${base}/api/v3/customers/${customerId}/documents`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-requested-with': 'XMLHttpRequest',
      'x-forwarded-for': clientAddress(),
    },
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as { data?: { id: number } };
  return {
    status: response.status,
    id: body.data?.id,
    upstream: response.headers.get('x-energiek-upstream'),
  };
}

function pdfBytes(): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n% two-instances check\n'),
    randomBytes(300_000), // bigger than nginx's in-memory body buffer, so the proxy path spills to disk
    Buffer.from('\n%%EOF\n'),
  ]);
}

async function requestsPerSecond(url: string, token: string): Promise<{ rps: number; p99: number }> {
  const run = (duration: number) =>
    autocannon({
      url,
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
      connections: CONNECTIONS,
      duration,
    });
  await run(3); // warm-up
  const result = await run(SECONDS);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function checkSessions(a: Instance, b: Instance, lb: string, email: string): Promise<void> {
  const signedIn = await login(a.url, email);
  const onB = await get(b.url, '/api/v3/auth/user', signedIn.token ?? '');
  const user = JSON.parse(onB.bytes.toString() || '{}') as { data?: { emailAddress?: string } };
  record(
    'session: signed in on A, used on B',
    signedIn.status === 200 && onB.status === 200 && user.data?.emailAddress === email,
    `login on A ${signedIn.status}, GET auth/user on B ${onB.status} (${user.data?.emailAddress ?? 'no user'})`,
  );
  const viaLb = await login(lb, email);
  const upstreams = new Set<string>();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const answer = await get(lb, '/api/v3/auth/profile', viaLb.token ?? '');
    statuses.push(answer.status);
    if (answer.upstream) upstreams.add(answer.upstream);
  }
  record(
    'session through nginx, round robin',
    viaLb.status === 200 && statuses.every((s) => s === 200) && upstreams.size === 2,
    `login ${viaLb.status} via ${viaLb.upstream}; 6 × GET auth/profile ${[...new Set(statuses)].join('/')} ` +
      `served by ${[...upstreams].join(' and ')}`,
  );
}

async function checkRealtime(
  a: Instance,
  b: Instance,
  lb: string,
  email: string,
  userId: number,
  customerId: number,
) {
  const tokens = await Promise.all([login(a.url, email), login(b.url, email), login(lb, email)]);
  const sockets = [
    { where: 'A', ...openSocket(a.url, tokens[0].token ?? '') },
    { where: 'B', ...openSocket(b.url, tokens[1].token ?? '') },
    { where: 'nginx', ...openSocket(lb, tokens[2].token ?? '') },
  ];
  try {
    await Promise.all(sockets.map((s) => s.ready));
    let expected = 0;
    for (const [origin, base] of [
      ['B', b.url],
      ['A', a.url],
    ] as const) {
      const created = await post(base, `/api/v3/customers/${customerId}/actions`, tokens[0].token ?? '', {
        subject: `Twee-instantiescontrole vanaf ${origin}`,
        assigneeId: userId,
      });
      expected++;
      const arrived = await Promise.all(
        sockets.map((s) => s.waitFor((m) => m.type === 'counter.changed' && m.counter?.actions === expected)),
      );
      const missing = sockets.filter((_, i) => !arrived[i]).map((s) => s.where);
      record(
        `realtime: event caused on ${origin} reaches sockets on A, B and through nginx`,
        created.status === 201 && missing.length === 0,
        `POST actions on ${origin} ${created.status}; counter.changed (actions ${expected}) ` +
          (missing.length ? `missing on ${missing.join(', ')} after ${WAIT_MS} ms` : 'on all 3 sockets'),
      );
    }
  } finally {
    for (const s of sockets) s.socket.terminate();
  }
}

async function checkRateLimit(a: Instance, b: Instance, lb: string): Promise<void> {
  // One client address for all attempts: LOGIN_LIMIT per 15 minutes, counted in Redis across instances.
  const address = clientAddress();
  const statuses: string[] = [];
  for (let i = 0; i < LOGIN_LIMIT; i++) {
    const on = i % 2 === 0 ? a : b;
    const attempt = await login(on.url, `niemand.${i}@example.nl`, 'fout-wachtwoord', address);
    statuses.push(`${on.name}:${attempt.status}`);
  }
  const over = await login(lb, 'niemand.laatste@example.nl', 'fout-wachtwoord', address);
  const overDirect = await login(a.url, 'niemand.laatste@example.nl', 'fout-wachtwoord', address);
  // A wrong password answers 422 (the form's error); the limit answers 429.
  const within = statuses.every((s) => s.endsWith(':422'));
  record(
    'rate limit: the login limiter counts attempts on both instances',
    within && over.status === 429 && overDirect.status === 429,
    `${LOGIN_LIMIT} failed attempts alternating A/B (${within ? 'all 422' : statuses.join(' ')}), ` +
      `attempt ${LOGIN_LIMIT + 1} through nginx ${over.status} (via ${over.upstream}), on A ${overDirect.status}`,
  );
}

async function checkDocuments(
  a: Instance,
  b: Instance,
  lb: string,
  email: string,
  customerId: number,
  documentsDir: string,
): Promise<void> {
  const { token } = await login(a.url, email);
  const bytes = pdfBytes();
  const uploaded = await upload(a.url, token ?? '', customerId, bytes, 'Contract twee instanties.pdf');
  const download = await get(
    b.url,
    `/api/v3/customers/${customerId}/documents/${uploaded.id}/download`,
    token ?? '',
  );
  const inShared = readdirSync(documentsDir, { recursive: true }).some((file) =>
    String(file).includes(path.sep),
  );
  record(
    'documents: uploaded through A, downloaded through B',
    uploaded.status === 201 &&
      download.status === 200 &&
      sha256(download.bytes) === sha256(bytes) &&
      inShared,
    `upload on A ${uploaded.status} (${bytes.length} bytes), download on B ${download.status}, ` +
      `sha256 ${sha256(download.bytes) === sha256(bytes) ? 'identical' : 'DIFFERS'}, file in DOCUMENTS_DIR: ${inShared}`,
  );
  const second = pdfBytes();
  const viaLb = await upload(lb, token ?? '', customerId, second, 'Contract via nginx.pdf');
  const upstreams = new Set<string>();
  let same = true;
  for (let i = 0; i < 4; i++) {
    const answer = await get(
      lb,
      `/api/v3/customers/${customerId}/documents/${viaLb.id}/download`,
      token ?? '',
    );
    same &&= answer.status === 200 && sha256(answer.bytes) === sha256(second);
    if (answer.upstream) upstreams.add(answer.upstream);
  }
  record(
    'documents through nginx',
    viaLb.status === 201 && same && upstreams.size === 2,
    `upload ${viaLb.status} via ${viaLb.upstream}; 4 downloads ${same ? 'identical' : 'NOT identical'}, ` +
      `served by ${[...upstreams].join(' and ')}`,
  );
}

async function checkLogout(a: Instance, b: Instance, lb: string, email: string): Promise<void> {
  const rounds = 40;
  const stale: string[] = [];
  for (let i = 0; i < rounds; i++) {
    const { token } = await login(a.url, email);
    const before = await get(b.url, '/api/v3/auth/profile', token ?? ''); // now in B's session cache
    const out = await post(a.url, '/api/v3/auth/logout', token ?? '');
    const after = await get(b.url, '/api/v3/auth/profile', token ?? ''); // at once, no pause
    if (before.status !== 200 || out.status !== 204 || after.status !== 401) {
      stale.push(`round ${i + 1}: B ${before.status}, logout on A ${out.status}, B after ${after.status}`);
    }
  }
  record(
    'logout on A is refused at once on B (session cache cleared over Redis)',
    stale.length === 0,
    stale.length === 0
      ? `${rounds} rounds: 200 on B, logout 204 on A, then 401 on B`
      : `${stale.length} of ${rounds} rounds wrong: ${stale.slice(0, 3).join('; ')}`,
  );
  const { token } = await login(lb, email);
  const before = await Promise.all([
    get(lb, '/api/v3/auth/profile', token ?? ''),
    get(lb, '/api/v3/auth/profile', token ?? ''),
  ]);
  const out = await post(lb, '/api/v3/auth/logout', token ?? '');
  const after = [
    await get(lb, '/api/v3/auth/profile', token ?? ''),
    await get(lb, '/api/v3/auth/profile', token ?? ''),
  ];
  record(
    'logout through nginx',
    before.every((r) => r.status === 200) && out.status === 204 && after.every((r) => r.status === 401),
    `before ${before.map((r) => `${r.status} (${r.upstream})`).join(', ')}; logout ${out.status} (${out.upstream}); ` +
      `after ${after.map((r) => `${r.status} (${r.upstream})`).join(', ')}`,
  );
}

async function startRedis(dir: string): Promise<string | null> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const server = which('redis-server');
  if (!server) {
    console.log(
      'two-instances: set REDIS_URL, or install redis-server (Debian: apt-get install redis-server).',
    );
    return null;
  }
  const port = await freePort();
  await startProcess(
    server,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    process.env,
    path.join(dir, 'redis.log'),
    null,
  );
  for (let i = 0; i < 50 && !(await portOpen(port)); i++) await delay(100);
  console.log(`(REDIS_URL not set: a private redis-server on 127.0.0.1:${port})`);
  return `redis://127.0.0.1:${port}`;
}

/** Whether something accepts TCP connections on the port (a bare connect: Redis takes an HTTP probe for an attack). */
function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitHealthy(base: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${base}/api/v3/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await delay(100);
  }
  throw new Error(`${base} did not answer its health check`);
}

export async function benchTwoInstances(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('two-instances: skipped, DATABASE_URL is not set (two instances need PostgreSQL).');
    return;
  }
  const nginx = findNginx();
  if (!nginx) {
    process.exitCode = 1;
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'energiek-two-'));
  await chmod(dir, 0o755); // nginx's worker (user nobody when started as root) reads its temp folders here
  const name = `energiek_two_${process.pid}`;
  const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
  const target = new URL(url);
  target.pathname = `/${name}`;
  const giveUp = setTimeout(() => {
    console.error(`two-instances: gave up after ${RUN_LIMIT_MS / 60_000} minutes`);
    for (const child of started) child.kill('SIGKILL');
    process.exit(1);
  }, RUN_LIMIT_MS);
  try {
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.db.execute(sql.raw(`create database ${name}`));
    const redisUrl = await startRedis(dir);
    if (!redisUrl) {
      process.exitCode = 1;
      return;
    }
    const [portA, portB, lbPort, singlePort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const lb = `http://127.0.0.1:${lbPort}`;
    const documentsDir = path.join(dir, 'shared-documents');
    const env = (instance: string, port: number): NodeJS.ProcessEnv => ({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: target.toString(),
      REDIS_URL: redisUrl,
      DATA_DIR: path.join(dir, `data-${instance}`), // each its own: nothing may depend on it
      DOCUMENTS_DIR: documentsDir,
      TRUST_PROXY: '127.0.0.1',
      APP_URL: lb,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      REQUIRE_ADMIN_2FA: 'false',
      LOGIN_LIMIT_PER_IP: String(LOGIN_LIMIT),
    });
    console.log(`Two instances on PostgreSQL ${target.host}/${name}, Redis, nginx on ${lb} (${load()})`);
    // At the same moment, on the unmigrated database: both migrate, one after the other.
    const spawnInstance = (instance: string, port: number) =>
      startProcess(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/server.ts'],
        env(instance, port),
        path.join(dir, `instance-${instance}.log`),
        /draait op/,
      ).then((child) => ({
        name: instance,
        url: `http://127.0.0.1:${port}`,
        child,
        log: path.join(dir, `instance-${instance}.log`),
      }));
    const [a, b] = await Promise.all([spawnInstance('A', portA), spawnInstance('B', portB)]);
    record('both instances started at once on a fresh database', true, `A ${a.url}, B ${b.url}`);

    const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
    const email = `twee.instanties.${runTag}@example.nl`;
    let customerId: number;
    let userId: number;
    try {
      customerId = await fill(handle.db);
      userId = (await createUser(handle.db, { emailAddress: email, type: 'admin', canSwitch: true })).id;
    } finally {
      await handle.close();
    }

    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, lbPort, singlePort, a.url, b.url));
    await startProcess(
      nginx,
      ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'nginx-error.log')],
      process.env,
      path.join(dir, 'nginx.log'),
      null,
    );
    await waitHealthy(lb);

    await checkSessions(a, b, lb, email);
    await checkRealtime(a, b, lb, email, userId, customerId);
    await checkRateLimit(a, b, lb);
    await checkDocuments(a, b, lb, email, customerId, documentsDir);
    await checkLogout(a, b, lb, email);

    const { token } = await login(a.url, email);
    console.log(
      `\nGET ${LIST_PATH} (${CONNECTIONS} connections, ${SECONDS} s after 3 s warm-up; 2,000 customers):`,
    );
    const figures: [string, string][] = [
      ['one instance, direct', a.url],
      ['one instance behind nginx', `http://127.0.0.1:${singlePort}`],
      ['two instances behind nginx', lb],
    ];
    // Two rounds, the second in reverse order, so warming up (JIT, PostgreSQL's caches) favours no setup.
    const results = figures.map(() => [] as number[]);
    const order = [0, 1, 2, 2, 1, 0];
    for (const index of order) {
      const [label, base] = figures[index]!;
      const before = load();
      const { rps, p99 } = await requestsPerSecond(`${base}${LIST_PATH}`, token ?? '');
      results[index]!.push(rps);
      console.log(
        `  ${label.padEnd(28)} ${Math.round(rps)} req/s, p99 ${p99} ms  (${before} before, ${load()} after)`,
      );
    }
    const mean = results.map((runs) => runs.reduce((sum, n) => sum + n, 0) / runs.length);
    console.log(
      `  means: ${figures.map(([label], i) => `${label} ${Math.round(mean[i]!)}`).join(', ')} req/s; ` +
        `two behind nginx vs one direct ${(mean[2]! / mean[0]!).toFixed(2)}×, ` +
        `vs one behind nginx ${(mean[2]! / mean[1]!).toFixed(2)}× (${availableParallelism()} CPUs here, shared by ` +
        'both instances, nginx, PostgreSQL, Redis and the load generator)',
    );
  } catch (error) {
    record('run', false, (error as Error).message);
  } finally {
    clearTimeout(giveUp);
    for (const child of [...started].reverse()) await stopProcess(child);
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`)).catch(() => undefined);
    await admin.close();
    const failed = checks.filter((c) => !c.ok);
    if (failed.length > 0) {
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.log'))) {
        console.log(`--- ${file} (last lines)\n${tail(path.join(dir, file))}`);
      }
      process.exitCode = 1;
    }
    rmSync(dir, { recursive: true, force: true });
    console.log(
      `\ntwo-instances: ${checks.length - failed.length} of ${checks.length} checks passed${failed.length ? ` — FAILED: ${failed.map((c) => c.name).join('; ')}` : ''}`,
    );
  }
}
