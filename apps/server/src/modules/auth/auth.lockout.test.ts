import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@energiek/db/factories/users';
import { DEFAULT_RATE_LIMITS, type Config } from '../../config.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';

// Lockout must not be a denial of service: wrong passwords from one address lock that (account, address)
// pair; the account as a whole only after a much higher number. In memory, and through Redis (database 1)
// when the machine has one.

const limits: Config['rateLimits'] = {
  ...DEFAULT_RATE_LIMITS,
  loginFailuresPerAccountIp: { points: 3, durationSeconds: 60 },
  loginFailuresPerAccount: { points: 6, durationSeconds: 60 },
};

let app: TestApp;
let redisApp: TestApp | undefined;
beforeAll(async () => {
  app = await createTestApp({ rateLimits: limits });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await redisApp?.close();
});

const login = (a: TestApp, emailAddress: string, password: string, remoteAddress: string) =>
  api(a, { method: 'POST', url: '/api/v3/auth/login', payload: { emailAddress, password }, remoteAddress });

async function run(app: TestApp) {
  const emailAddress = `doel-${randomUUID()}@example.nl`;
  await createUser(app.ctx.db, { emailAddress });
  for (let i = 0; i < 3; i++)
    expect((await login(app, emailAddress, 'fout', '203.0.113.7')).statusCode).toBe(422);
  // The attacker's address is locked for this account, even with the right password …
  expect((await login(app, emailAddress, 'Energiek-2026!', '203.0.113.7')).statusCode).toBe(429);
  // … the owner elsewhere still signs in.
  expect((await login(app, emailAddress, 'Energiek-2026!', '198.51.100.2')).statusCode).toBe(200);
  // Guessing from many addresses hits the account-wide budget, for everyone.
  for (const ip of ['203.0.113.8', '203.0.113.9', '203.0.113.10']) {
    expect((await login(app, emailAddress, 'fout', ip)).statusCode).toBe(422);
  }
  expect((await login(app, emailAddress, 'Energiek-2026!', '198.51.100.3')).statusCode).toBe(429);
}

describe('sign-in lockout', () => {
  it('locks the (account, IP) pair, not the owner; the account only after many failures', async () => {
    await run(app);
  });

  it.runIf(process.env.REDIS_URL)(
    'does the same through Redis',
    async () => {
      redisApp = await createTestApp(
        { redisUrl: 'redis://127.0.0.1:6379/1', rateLimits: limits },
        undefined,
        {
          keepData: true,
        },
      );
      await run(redisApp);
    },
    120_000,
  );

  it('a successful sign-in does not clear the account-wide count', async () => {
    const emailAddress = `teller-${randomUUID()}@example.nl`;
    await createUser(app.ctx.db, { emailAddress });
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5']) {
      await login(app, emailAddress, 'fout', ip);
    }
    await loginToken(app, emailAddress);
    expect((await login(app, emailAddress, 'fout', '192.0.2.6')).statusCode).toBe(422);
    expect((await login(app, emailAddress, 'Energiek-2026!', '192.0.2.7')).statusCode).toBe(429);
  });
});
