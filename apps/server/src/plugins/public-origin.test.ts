import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@energiek/db/factories/users';
import { salesDeals } from '@energiek/db/schema/index';
import { api, createTestApp, type TestApp } from '../testing/test-app.ts';

// Public forms refuse a foreign Origin (issue 33): another site must not make a visitor's browser request
// password mails or file sales leads. A request without an Origin (no browser) and one from the app
// itself pass.

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ databaseUrl: process.env.DATABASE_URL });
  await createUser(app.ctx.db, { emailAddress: 'herkomst@energiek.test', type: 'admin' });
}, 60_000);
afterAll(() => app?.close());

const post = (url: string, payload: object, origin?: string) =>
  api(app, {
    method: 'POST',
    url: `/api/v3/${url}`,
    payload,
    headers: { host: 'localhost:3000', ...(origin ? { origin } : {}) },
  });

describe('public forms and a foreign Origin', () => {
  it('refuses request-password from another site and accepts it from the app', async () => {
    const body = { emailAddress: 'herkomst@energiek.test' };
    expect((await post('auth/request-password', body, 'https://kwaadwillend.example')).statusCode).toBe(403);
    expect((await post('auth/request-password', body, 'http://localhost:3000')).statusCode).toBeLessThan(300);
  });

  it('refuses the collective interest form from another site and files no lead', async () => {
    const before = (await app.ctx.db.select().from(salesDeals)).length;
    const body = {
      companyName: 'Kwaad B.V.',
      contactName: 'Kwaad',
      emailAddress: 'kwaad@example.nl',
      phoneNumber: '0612345678',
      consent: true,
    };
    expect((await post('collective/interest', body, 'https://kwaadwillend.example')).statusCode).toBe(403);
    expect((await app.ctx.db.select().from(salesDeals)).length).toBe(before);
  });
});
