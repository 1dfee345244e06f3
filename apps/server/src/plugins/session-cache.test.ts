import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { sessions } from '@energiek/db/schema/index';
import { api, createTestApp, loginToken, type TestApp } from '../testing/test-app.ts';

// The resolved-session cache (core/session-cache.ts) with a long TTL, so that only invalidation can make
// a change visible: every change made through the app must take effect on the next request.

const apps: TestApp[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()?.close();
});

async function start(overrides: Parameters<typeof createTestApp>[0] = {}, keepData = false) {
  const app = await createTestApp({ sessionCacheMs: 60_000, ...overrides }, undefined, { keepData });
  apps.push(app);
  return app;
}

const get = (app: TestApp, url: string, token: string) => api(app, { method: 'GET', url, token });

describe('session cache', () => {
  it('serves a resolved session from memory until something invalidates it', async () => {
    const app = await start();
    await createUser(app.ctx.db, { emailAddress: 'admin@energiek.nl', type: 'admin' });
    const token = await loginToken(app, 'admin@energiek.nl');
    expect((await get(app, '/api/v3/auth/user', token)).statusCode).toBe(200);
    // revoked behind the app's back: the cached session still answers …
    await app.ctx.db.update(sessions).set({ revokedAt: sql`now()` });
    expect((await get(app, '/api/v3/auth/user', token)).statusCode).toBe(200);
    // … until the cache is invalidated (what every write request and access-changing job does)
    await app.ctx.sessionCache.invalidate();
    expect((await get(app, '/api/v3/auth/user', token)).statusCode).toBe(401);
  });

  it('a logout ends the session at once', async () => {
    const app = await start();
    await createUser(app.ctx.db, { emailAddress: 'admin@energiek.nl', type: 'admin' });
    const token = await loginToken(app, 'admin@energiek.nl');
    expect((await get(app, '/api/v3/auth/user', token)).statusCode).toBe(200);
    const logout = await api(app, { method: 'POST', url: '/api/v3/auth/logout', token });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await get(app, '/api/v3/auth/user', token)).statusCode).toBe(401);
  });

  it('a role change takes effect on the next request of its users', async () => {
    const app = await start();
    const db = app.ctx.db;
    const reader = await createRole(db, { name: 'Lezer', scope: { full: false, roles: { read: true } } });
    await createUser(db, { emailAddress: 'admin@energiek.nl', type: 'admin' });
    await createUser(db, { emailAddress: 'lezer@energiek.nl', type: 'admin', roleId: reader.id });
    await createCustomer(db);
    const admin = await loginToken(app, 'admin@energiek.nl');
    const lezer = await loginToken(app, 'lezer@energiek.nl');
    expect((await get(app, '/api/v3/roles', lezer)).statusCode).toBe(200);
    const update = await api(app, {
      method: 'POST',
      url: `/api/v3/roles/${reader.id}`,
      token: admin,
      payload: { scope: { full: false, roles: { read: false } } },
    });
    expect(update.statusCode).toBe(200);
    expect((await get(app, '/api/v3/roles', lezer)).statusCode).toBe(403);
  });

  const redisUrl = process.env.REDIS_URL;
  it.skipIf(!redisUrl)(
    '(needs REDIS_URL) a logout on instance A ends the session on instance B',
    async () => {
      const a = await start({ redisUrl });
      await createUser(a.ctx.db, { emailAddress: 'admin@energiek.nl', type: 'admin' });
      const b = await start({ redisUrl }, true);
      const token = await loginToken(a, 'admin@energiek.nl');
      expect((await get(b, '/api/v3/auth/user', token)).statusCode).toBe(200); // cached on B now
      await api(a, { method: 'POST', url: '/api/v3/auth/logout', token });
      // the signal travels through Redis: wait for B to hear it (no fixed sleep)
      await expect
        .poll(async () => (await get(b, '/api/v3/auth/user', token)).statusCode, { timeout: 5000 })
        .toBe(401);
    },
  );
});
