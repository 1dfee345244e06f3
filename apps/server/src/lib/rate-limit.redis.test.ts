import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '@energiek/db/factories/users';
import { DEFAULT_RATE_LIMITS } from '../config.ts';
import { api, createTestApp, type TestApp } from '../testing/test-app.ts';

// With REDIS_URL (set by .ci/run when the machine's Redis runs), N instances share one budget.
const redisUrl = process.env.REDIS_URL;
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe.runIf(redisUrl)('rate limits through Redis', () => {
  it('counts failures on one instance against the other', async () => {
    const limits = { ...DEFAULT_RATE_LIMITS, loginFailuresPerAccount: { points: 3, durationSeconds: 60 } };
    const first = await createTestApp({ redisUrl, rateLimits: limits });
    apps.push(first);
    const second = await createTestApp({ redisUrl, rateLimits: limits });
    apps.push(second);
    const emailAddress = `redis-${randomUUID()}@example.nl`;
    await createUser(first.ctx.db, { emailAddress });
    const attempt = (app: TestApp, password: string) =>
      api(app, { method: 'POST', url: '/api/v3/auth/login', payload: { emailAddress, password } });
    expect((await attempt(first, 'fout-1')).statusCode).toBe(422);
    expect((await attempt(second, 'fout-2')).statusCode).toBe(422);
    expect((await attempt(first, 'fout-3')).statusCode).toBe(422);
    expect((await attempt(second, 'Energiek-2026!')).statusCode).toBe(429);
  });
});
