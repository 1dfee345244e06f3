import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { customers } from '@energiek/db/schema/index';
import { api, createTestApp, loginToken, type TestApp } from '../testing/test-app.ts';
import { versionIn, versionOf } from './stale-writes.ts';

// Lost edits (issue 33): two people edit one customer from the same read; the second save, based on the
// older version, gets 409 and changes nothing. Without If-Match a write stays unconditional.

let app: TestApp;
let token: string;
let customerId: number;

beforeAll(async () => {
  app = await createTestApp();
  customerId = (await createCustomer(app.ctx.db, { name: 'Bakkerij Versie B.V.' })).id;
  await createUser(app.ctx.db, { emailAddress: 'admin@energiek.nl', type: 'admin' });
  token = await loginToken(app, 'admin@energiek.nl');
});
afterAll(() => app?.close());

const read = async () => {
  const response = await api(app, {
    method: 'GET',
    url: `/api/v3/customers/${customerId}?with=details`,
    token,
  });
  return versionIn(response.json());
};
const save = (body: Record<string, unknown>, ifMatch?: string) =>
  api(app, {
    method: 'POST',
    url: `/api/v3/customers/${customerId}`,
    token,
    payload: body,
    ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
  });

describe('a save based on an older read', () => {
  it('answers 409 in Dutch and changes nothing; the current version saves; no If-Match saves unconditionally', async () => {
    const first = await read();
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Anna saves from her read: 200, a new version.
    const anna = await save({ phoneNumber: '030 123 45 67' }, `"${first}"`);
    expect(anna.statusCode).toBe(200);
    const second = versionIn(anna.json());
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    // Bram saves from the same, now older read: 409, his website is not stored.
    const bram = await save({ website: 'https://bram.example' }, first);
    expect(bram.statusCode).toBe(409);
    expect(bram.json().message).toBe(
      'Iemand anders heeft dit intussen gewijzigd. Laad de nieuwste versie en voer je wijziging daarna opnieuw in.',
    );
    const [row] = await app.ctx.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row?.website).not.toBe('https://bram.example');
    expect(row?.phoneNumber).toBe('030 123 45 67');

    // After reloading he saves from the current version.
    expect((await save({ website: 'https://bram.example' }, `W/"${await read()}"`)).statusCode).toBe(200);
    // Without If-Match: unconditional, as for API clients that do not ask.
    expect((await save({ notes: 'zonder versie' })).statusCode).toBe(200);
  });

  it('leaves a write to a path without a readable version to its handler (404 stays 404)', async () => {
    const missing = await api(app, {
      method: 'POST',
      url: '/api/v3/customers/999999',
      token,
      payload: { notes: 'x' },
      headers: { 'if-match': '"2020-01-01T00:00:00.000Z"' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('reads the version from If-Match with or without quotes and weak prefix', () => {
    expect(versionOf('"2026-11-28T08:00:00.000Z"')).toBe('2026-11-28T08:00:00.000Z');
    expect(versionOf('W/"2026-11-28T08:00:00.000Z"')).toBe('2026-11-28T08:00:00.000Z');
    expect(versionOf(' 2026-11-28T08:00:00.000Z ')).toBe('2026-11-28T08:00:00.000Z');
    expect(versionIn({ data: [{ updatedAt: 'x' }] })).toBeUndefined();
    expect(versionIn({ data: { details: { updatedAt: 'y' } } })).toBe('y');
  });
});
