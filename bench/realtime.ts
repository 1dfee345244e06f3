import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '@energiek/db/client';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { REALTIME_PATH, REALTIME_PROTOCOL, REALTIME_BEARER_PREFIX } from '@energiek/contracts/realtime';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { publishToCustomer, publishToUser } from '../apps/server/src/lib/realtime/index.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.repository.ts';

// The realtime channel on loopback: BENCH_SOCKETS (default 200) sockets of BENCH_SOCKETS / 4 users,
// publish → receive latency (p50 / p99) for events to one user (4 tabs) and to a customer (all
// sockets), and the server's heap per socket. The clients run in a worker thread, so the heap figure
// is the server's own. With REDIS_URL also across two instances (publish on A, sockets on B).
// Bounded: a fixed number of rounds, and the whole run gives up after 120 s.

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const TABS_PER_USER = 4;
const USER_ROUNDS = 400;
const BROADCAST_ROUNDS = 25;

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;

// Plain JavaScript: the worker needs no TypeScript loader.
const CLIENT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { WebSocket } = require('ws');
const sockets = [];
let opened = 0;
for (const { token, index } of workerData.clients) {
  const socket = new WebSocket(workerData.url, [workerData.protocol, workerData.bearerPrefix + token], {
    headers: { origin: workerData.origin },
  });
  sockets.push(socket);
  socket.on('message', (data) => {
    const at = performance.timeOrigin + performance.now();
    const message = JSON.parse(String(data));
    if (message.type === 'ready') {
      if (++opened === workerData.clients.length) parentPort.postMessage({ type: 'opened' });
      return;
    }
    parentPort.postMessage({ type: 'received', seq: message.counter.actions, index, at });
  });
  socket.on('error', (error) => parentPort.postMessage({ type: 'error', message: String(error) }));
}
parentPort.on('message', (message) => {
  if (message === 'close') {
    for (const socket of sockets) socket.terminate();
    parentPort.close();
  }
});
`;

type Received = { type: 'received'; seq: number; index: number; at: number };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

async function openClients(app: FastifyInstance, tokens: string[]) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const origin = `http://127.0.0.1:${address.port}`;
  const worker = new Worker(CLIENT_WORKER, {
    eval: true,
    workerData: {
      url: `ws://127.0.0.1:${address.port}${REALTIME_PATH}`,
      origin,
      protocol: REALTIME_PROTOCOL,
      bearerPrefix: REALTIME_BEARER_PREFIX,
      clients: tokens.map((token, index) => ({ token, index })),
    },
  });
  const waiting = new Map<number, { need: number; got: number[]; done: () => void }>();
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message: { type: string; message?: string }) => {
      if (message.type === 'opened') resolve();
      if (message.type === 'error') reject(new Error(message.message));
      if (message.type === 'received') {
        const { seq, at } = message as Received;
        const entry = waiting.get(seq);
        if (!entry) return;
        entry.got.push(at);
        if (entry.got.length === entry.need) entry.done();
      }
    });
    worker.on('error', reject);
  });
  const openMs = performance.now() - started;
  /** Publishes and resolves with each receiving socket's latency. */
  const round = async (seq: number, need: number, publish: (seq: number) => Promise<void>) => {
    const finished = new Promise<number[]>((resolve) => {
      const entry = { need, got: [] as number[], done: () => resolve(entry.got) };
      waiting.set(seq, entry);
    });
    const t0 = performance.timeOrigin + performance.now();
    await publish(seq);
    const got = await finished;
    waiting.delete(seq);
    return got.map((at) => at - t0);
  };
  return { worker, openMs, round };
}

async function scenario(
  label: string,
  publisher: FastifyInstance,
  holder: FastifyInstance,
  fixture: Fixture,
) {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const { worker, openMs, round } = await openClients(holder, fixture.tokens);
  gc();
  const heapPerSocket = (process.memoryUsage().heapUsed - heapBefore) / fixture.tokens.length;

  const perUser: number[] = [];
  let seq = 0;
  for (let i = 0; i < USER_ROUNDS; i++) {
    const userId = fixture.userIds[i % fixture.userIds.length] ?? 0;
    perUser.push(
      ...(await round(++seq, TABS_PER_USER, (s) =>
        publishToUser(publisher.ctx, userId, { type: 'counter.changed', counter: { actions: s } }),
      )),
    );
  }
  const broadcast: number[] = [];
  const lastOfRound: number[] = [];
  for (let i = 0; i < BROADCAST_ROUNDS; i++) {
    const latencies = await round(++seq, fixture.tokens.length, (s) =>
      publishToCustomer(publisher.ctx, fixture.customerId, { type: 'counter.changed', counter: { actions: s } }),
    );
    broadcast.push(...latencies);
    lastOfRound.push(Math.max(...latencies));
  }
  worker.postMessage('close');
  await worker.terminate();

  console.log(`realtime ${label}: ${fixture.tokens.length} sockets opened in ${Math.round(openMs)} ms`);
  console.log(
    `  to one user (${TABS_PER_USER} tabs), ${USER_ROUNDS} events: p50 ${fmt(percentile(perUser, 50))}, ` +
      `p99 ${fmt(percentile(perUser, 99))}`,
  );
  console.log(
    `  to a customer (all ${fixture.tokens.length} sockets), ${BROADCAST_ROUNDS} events: p50 ${fmt(percentile(broadcast, 50))}, ` +
      `p99 ${fmt(percentile(broadcast, 99))}, last socket p50 ${fmt(percentile(lastOfRound, 50))}`,
  );
  console.log(`  server heap per open socket: ${(heapPerSocket / 1024).toFixed(1)} KiB`);
}

type Fixture = { tokens: string[]; userIds: number[]; customerId: number };

async function fixture(handle: DatabaseHandle): Promise<Fixture> {
  const customer = await createCustomer(handle.db, { name: 'Bench B.V.' });
  const tokens: string[] = [];
  const userIds: number[] = [];
  for (let u = 0; u < Math.ceil(SOCKETS / TABS_PER_USER); u++) {
    const user = await createUser(handle.db, {
      emailAddress: `bench.${u}@example.nl`,
      type: 'customer',
      customerId: customer.id,
    });
    userIds.push(user.id);
    for (let t = 0; t < TABS_PER_USER && tokens.length < SOCKETS; t++) {
      const { token } = await createSession(handle.db, {
        userId: user.id,
        selectedCustomerId: customer.id,
        remember: false,
        ip: null,
        userAgent: null,
      });
      tokens.push(token);
    }
  }
  return { tokens, userIds, customerId: customer.id };
}

async function start(handle: DatabaseHandle, redisUrl?: string): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', APP_URL: 'http://localhost:3000' }),
    requireAdmin2fa: false,
    redisUrl,
  };
  const app = await buildApp({ config, database: handle, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

export async function benchRealtime(): Promise<void> {
  const limit = setTimeout(() => {
    console.error('realtime bench: gave up after 120 s');
    process.exit(1);
  }, 120_000);
  limit.unref();
  const handle = await openDatabase({ dataDir: 'memory://' });
  const apps: FastifyInstance[] = [];
  try {
    await handle.migrate();
    const data = await fixture(handle);
    const single = await start(handle);
    apps.push(single);
    await scenario('one instance (in process)', single, single, data);
    const redisUrl = process.env.REDIS_URL;
    if (redisUrl) {
      const a = await start(handle, redisUrl);
      const b = await start(handle, redisUrl);
      apps.push(a, b);
      await scenario('across two instances (Redis pub/sub, publish on A, sockets on B)', a, b, data);
    } else {
      console.log('(REDIS_URL not set: the two-instance run is skipped)');
    }
  } finally {
    for (const app of apps) await app.close();
    await handle.close();
    clearTimeout(limit);
  }
}
