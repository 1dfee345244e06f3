import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createUser } from '@energiek/db/factories/users';
import { appSettings } from '@energiek/db/schema/index';
import { DEFAULT_RATE_LIMITS } from '../config.ts';
import { REALTIME_CHANNEL_SETTING } from '../modules/realtime/realtime.repository.ts';
import { api, createTestApp, type TestApp } from '../testing/test-app.ts';

// With REDIS_URL (set by .ci/run when the machine's Redis runs), N instances of one installation share
// one budget; another installation on the same Redis has its own.
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
    // The second instance of the same installation: the same database.
    const second = await createTestApp({ redisUrl, rateLimits: limits }, undefined, { keepData: true });
    apps.push(second);
    const emailAddress = `redis-${randomUUID()}@example.nl`;
    await createUser(first.ctx.db, { emailAddress });
    const attempt = (app: TestApp, password: string) =>
      api(app, { method: 'POST', url: '/api/v3/auth/login', payload: { emailAddress, password } });
    expect((await attempt(first, 'fout-1')).statusCode).toBe(422);
    expect((await attempt(second, 'fout-2')).statusCode).toBe(422);
    expect((await attempt(first, 'fout-3')).statusCode).toBe(422);
    expect((await attempt(second, 'Energiek-2026!')).statusCode).toBe(429);

    // Another installation on the same Redis (its own id in app_settings) has a budget of its own.
    await first.ctx.db
      .update(appSettings)
      .set({ value: `andere-${randomUUID()}` })
      .where(eq(appSettings.key, REALTIME_CHANNEL_SETTING));
    const other = await createTestApp({ redisUrl, rateLimits: limits }, undefined, { keepData: true });
    apps.push(other);
    expect((await attempt(other, 'Energiek-2026!')).statusCode).toBe(200);
  });
});
