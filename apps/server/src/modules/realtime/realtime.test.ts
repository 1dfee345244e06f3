import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, type ClientOptions } from 'ws';
import { SESSION_COOKIE } from '@energiek/contracts/constants';
import {
  REALTIME_BEARER_PREFIX,
  REALTIME_CLOSE,
  REALTIME_PATH,
  REALTIME_PROTOCOL,
  realtimeMessageSchema,
  type RealtimeMessage,
} from '@energiek/contracts/realtime';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { getTestDatabase } from '@energiek/db/testing/test-database';
import { publishToCustomer, publishToUser } from '../../lib/realtime/index.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import {
  raiseActionNotification,
  type RaiseActionNotificationInput,
} from '../notifications/notifications.service.ts';
import { createSession, revokeSession } from '../auth/sessions.repository.ts';

// The realtime channel on real sockets: the app listens on a loopback port and `ws` connects to it.

// The worker's database starts slowly (PGlite): in a hook, not inside the first test's time limit.
beforeAll(() => getTestDatabase());

const apps: TestApp[] = [];
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  for (const app of apps.splice(0).reverse()) await app.close();
});

async function startApp(overrides: Parameters<typeof createTestApp>[0] = {}, keepData = false) {
  const app = await createTestApp(overrides, undefined, { keepData });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, origin: `http://127.0.0.1:${port}`, url: `ws://127.0.0.1:${port}${REALTIME_PATH}` };
}

type Client = {
  socket: WebSocket;
  /** The next message that matches, within the time limit. */
  next(match?: (m: RealtimeMessage) => boolean, timeoutMs?: number): Promise<RealtimeMessage>;
  closed: Promise<{ code: number; reason: string }>;
};

/** Opens a socket as the SPA does (subprotocols, Origin) and waits for 'ready'. */
async function connect(
  url: string,
  {
    token,
    origin,
    cookie,
    options,
  }: { token?: string; origin?: string; cookie?: string; options?: ClientOptions },
): Promise<Client> {
  const protocols = [REALTIME_PROTOCOL, ...(token ? [`${REALTIME_BEARER_PREFIX}${token}`] : [])];
  const headers: Record<string, string> = {};
  if (origin) headers.origin = origin;
  if (cookie) headers.cookie = cookie;
  const socket = new WebSocket(url, protocols, { headers, ...options });
  sockets.push(socket);
  const queue: RealtimeMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    queue.push(realtimeMessageSchema.parse(JSON.parse(String(data))));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const next: Client['next'] = async (match = () => true, timeoutMs = 1000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = queue.findIndex(match);
      if (index >= 0) return queue.splice(index, 1)[0] as RealtimeMessage;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  expect(socket.protocol).toBe(REALTIME_PROTOCOL);
  expect(await next((m) => m.type === 'ready')).toEqual({ type: 'ready' });
  return { socket, next, closed };
}

/** The HTTP status a refused upgrade answered with. */
function refusal(url: string, protocols: string[], headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocols, { headers });
    sockets.push(socket);
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => reject(new Error('the upgrade was accepted')));
    socket.on('error', () => undefined);
  });
}

async function people(app: TestApp) {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.' });
  const glas = await createCustomer(db, { name: 'Westland Glas B.V.' });
  const anna = await createUser(db, { emailAddress: 'anna@energiek.nl', type: 'admin', firstName: 'Anna' });
  const pieter = await createUser(db, {
    emailAddress: 'pieter@energiek.nl',
    type: 'admin',
    firstName: 'Pieter',
  });
  const staff = await createUser(db, {
    emailAddress: 'staf@bakker.nl',
    type: 'customer',
    customerId: bakker.id,
  });
  const other = await createUser(db, { emailAddress: 'staf@glas.nl', type: 'customer', customerId: glas.id });
  return { bakker, glas, anna, pieter, staff, other };
}

const snapshot = { subject: 'Offerte zonnepanelen', deadline: null, statusName: 'Open' };

type People = Awaited<ReturnType<typeof people>>;

/** Pieter notifies Anna (a notification of `type`) about an action of the bakery. */
function notifyAnna(
  app: TestApp,
  { bakker, anna, pieter }: People,
  type: RaiseActionNotificationInput['type'],
  actionId: number | null = null,
) {
  return raiseActionNotification(app.ctx, {
    type,
    recipientIds: [anna.id],
    actorId: pieter.id,
    customerId: bakker.id,
    actionId,
    action: snapshot,
  });
}

/** Pieter notifies Anna on `app`: each of her `tabs` hears of it ('created') within a second. */
async function expectPushedWithinASecond(
  app: TestApp,
  who: People,
  type: RaiseActionNotificationInput['type'],
  tabs: Client[],
): Promise<void> {
  const started = Date.now();
  const [raised] = await notifyAnna(app, who, type);
  const expected = { type: 'notifications.changed', unread: 1, reason: 'created', ids: [raised?.id] };
  for (const tab of tabs) expect(await tab.next()).toEqual(expected);
  expect(Date.now() - started).toBeLessThan(1000);
}

describe('GET /api/v3/realtime', () => {
  it('pushes a notification raised through the service to the recipient within a second, to nobody else', async () => {
    const { app, url, origin } = await startApp();
    const who = await people(app);
    const { pieter } = who;
    const annaTab = await connect(url, { token: await loginToken(app, 'anna@energiek.nl'), origin });
    const annaOtherTab = await connect(url, { token: await loginToken(app, 'anna@energiek.nl'), origin });
    const pieterTab = await connect(url, { token: await loginToken(app, 'pieter@energiek.nl'), origin });

    await expectPushedWithinASecond(app, who, 3, [annaTab, annaOtherTab]);

    // Pieter's socket heard nothing of Anna's notification: the first thing it receives is his own.
    await publishToUser(app.ctx, pieter.id, { type: 'counter.changed', counter: { actions: 2 } });
    expect(await pieterTab.next()).toEqual({ type: 'counter.changed', counter: { actions: 2 } });
  });

  it('tells every tab of the user the new unread count after mark-as-read and mark-as-unread', async () => {
    const { app, url, origin } = await startApp();
    const [n] = await notifyAnna(app, await people(app), 1, 7);
    const token = await loginToken(app, 'anna@energiek.nl');
    const tab = await connect(url, { token, origin });
    const read = await api(app, {
      method: 'POST',
      url: `/api/v3/action-notifications/${n?.id}/mark-as-read`,
      token,
    });
    expect(read.statusCode).toBe(204);
    expect(await tab.next()).toEqual({
      type: 'notifications.changed',
      unread: 0,
      reason: 'read',
      ids: [n?.id],
    });
    await api(app, { method: 'POST', url: `/api/v3/action-notifications/${n?.id}/mark-as-unread`, token });
    expect(await tab.next()).toEqual({
      type: 'notifications.changed',
      unread: 1,
      reason: 'unread',
      ids: [n?.id],
    });
  });

  it('refuses anonymous sockets (401), foreign or missing origins (403), and answers 426 without an upgrade', async () => {
    const { app, url, origin } = await startApp();
    await people(app);
    const token = await loginToken(app, 'anna@energiek.nl');
    expect(await refusal(url, [REALTIME_PROTOCOL], { origin })).toBe(401);
    expect(await refusal(url, [REALTIME_PROTOCOL, `${REALTIME_BEARER_PREFIX}not-a-token`], { origin })).toBe(
      401,
    );
    expect(await refusal(url, [REALTIME_PROTOCOL, `${REALTIME_BEARER_PREFIX}${token}`], {})).toBe(403);
    expect(
      await refusal(url, [REALTIME_PROTOCOL], {
        origin: 'https://evil.example',
        cookie: `${SESSION_COOKIE}=${token}`,
      }),
    ).toBe(403);

    const plain = await api(app, { method: 'GET', url: REALTIME_PATH, token });
    expect(plain.statusCode).toBe(426);
    expect(plain.json()).toEqual({ message: 'Deze verbinding werkt alleen als WebSocket.' });
    expect((await api(app, { method: 'GET', url: REALTIME_PATH })).statusCode).toBe(401);
  });

  it('accepts the session cookie from the app origin (APP_URL or same host)', async () => {
    const { app, url, origin } = await startApp();
    const { anna } = await people(app);
    const cookie = `${SESSION_COOKIE}=${await loginToken(app, 'anna@energiek.nl')}`;
    const sameHost = await connect(url, { cookie, origin });
    const appUrl = await connect(url, { cookie, origin: 'http://localhost:3000' });
    await publishToUser(app.ctx, anna.id, { type: 'counter.changed', counter: { notifications: true } });
    expect(await sameHost.next()).toMatchObject({ type: 'counter.changed' });
    expect(await appUrl.next()).toMatchObject({ type: 'counter.changed' });
  });

  it("gives a view-along tab the viewed user's events only", async () => {
    const { app, url, origin } = await startApp();
    const { anna, staff } = await people(app);
    const { token } = await createSession(app.ctx.db, {
      userId: staff.id,
      impersonatorId: anna.id,
      selectedCustomerId: null,
      remember: false,
      ip: null,
      userAgent: null,
    });
    const viewAlong = await connect(url, { token, origin });
    await publishToUser(app.ctx, anna.id, { type: 'counter.changed', counter: { audits: 1 } });
    await publishToUser(app.ctx, staff.id, { type: 'counter.changed', counter: { audits: 2 } });
    expect(await viewAlong.next()).toEqual({ type: 'counter.changed', counter: { audits: 2 } });
  });

  it("delivers a customer's events to the tabs working for that customer only", async () => {
    const { app, url, origin } = await startApp();
    const { bakker, glas } = await people(app);
    const staffTab = await connect(url, { token: await loginToken(app, 'staf@bakker.nl'), origin });
    const otherTab = await connect(url, { token: await loginToken(app, 'staf@glas.nl'), origin });
    await publishToCustomer(app.ctx, bakker.id, { type: 'counter.changed', counter: { messages: 3 } });
    expect(await staffTab.next()).toEqual({ type: 'counter.changed', counter: { messages: 3 } });
    await publishToCustomer(app.ctx, glas.id, { type: 'counter.changed', counter: { messages: 9 } });
    expect(await otherTab.next()).toEqual({ type: 'counter.changed', counter: { messages: 9 } });
  });

  it('closes the socket of a revoked session, and a socket that stopped answering pings, on the heartbeat', async () => {
    const { app, url, origin } = await startApp();
    const { anna } = await people(app);
    const { token, session } = await createSession(app.ctx.db, {
      userId: anna.id,
      selectedCustomerId: null,
      remember: false,
      ip: null,
      userAgent: null,
    });
    const revoked = await connect(url, { token, origin });
    const silent = await connect(url, {
      token: await loginToken(app, 'pieter@energiek.nl'),
      origin,
      options: { autoPong: false },
    });
    const healthy = await connect(url, { token: await loginToken(app, 'anna@energiek.nl'), origin });
    await revokeSession(app.ctx.db, session.id);

    await app.realtime.heartbeat();
    expect(await revoked.closed).toEqual({ code: REALTIME_CLOSE.sessionEnded, reason: 'session ended' });
    // The silent socket missed one ping; at the next heartbeat it is cut off (1006 on the client).
    await app.realtime.heartbeat();
    expect((await silent.closed).code).toBe(1006);
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN);
    await expect.poll(() => app.realtime.hub.size).toBe(1);
  });

  it('closes the sockets with 1001 when the server shuts down', async () => {
    const { app, url, origin } = await startApp();
    await people(app);
    const tab = await connect(url, { token: await loginToken(app, 'anna@energiek.nl'), origin });
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    expect((await tab.closed).code).toBe(1001);
  });
});

describe('realtime across instances (Redis)', () => {
  const redisUrl = process.env.REDIS_URL;
  it.skipIf(!redisUrl)(
    '(needs REDIS_URL) an event raised on instance A reaches a socket held by instance B',
    async () => {
      const a = await startApp({ redisUrl });
      const who = await people(a.app);
      const { anna } = who;
      // Instance B on the same database (so the same channel) and the same Redis.
      const b = await startApp({ redisUrl }, true);
      const onB = await connect(b.url, {
        token: await loginToken(b.app, 'anna@energiek.nl'),
        origin: b.origin,
      });
      const onA = await connect(a.url, {
        token: await loginToken(a.app, 'anna@energiek.nl'),
        origin: a.origin,
      });

      await expectPushedWithinASecond(a.app, who, 2, [onB, onA]);
      // Instance A delivered its own copy once: nothing echoes back from Redis.
      await publishToUser(b.app.ctx, anna.id, { type: 'counter.changed', counter: { actions: 1 } });
      expect(await onA.next()).toEqual({ type: 'counter.changed', counter: { actions: 1 } });
    },
  );
  if (!redisUrl) console.warn('realtime across instances: skipped, REDIS_URL is not set');
});
