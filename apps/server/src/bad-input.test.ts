import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { documents, hours, sessions } from '@energiek/db/schema/index';
import { api, createTestApp, loginToken, type TestApp } from './testing/test-app.ts';

// The findings of the bad-input probe, one by one (fuzz.test.ts walks every route; these pin the cases
// that answered 500 or 400 before): NUL bytes, overflowed ids, impossible dates, broken multipart, empty
// JSON bodies, a forged X-Forwarded-For, list limits and the Dutch wording of 422s.

let app: TestApp;
let token: string;
let customerId: number;

beforeAll(async () => {
  app = await createTestApp({ trustProxy: true });
  const customer = await createCustomer(app.ctx.db, { name: 'Invoer B.V.' });
  customerId = customer.id;
  const role = await createRole(app.ctx.db, { name: 'Invoer', scope: { full: true } });
  const admin = await createUser(app.ctx.db, {
    type: 'admin',
    canSwitch: true,
    roleId: role.id,
    emailAddress: 'invoer@energiek.nl',
  });
  token = await loginToken(app, admin.emailAddress);
  // PGlite's first start and argon2 are slow on a busy machine.
}, 120_000);
afterAll(() => app?.close());

const count = async (table: typeof hours | typeof documents) =>
  (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe('NUL bytes', () => {
  it('are refused with a 422 in a body field and in a query, before any SQL', async () => {
    const body = await api(app, {
      method: 'POST',
      url: '/api/v3/customers',
      token,
      payload: { name: 'a\u0000b' },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json().errors.name).toContain('Dit veld bevat een ongeldig teken');
    for (const url of [
      '/api/v3/customers?q=%00',
      '/api/v3/mail-outbox?toAddress=a%00b',
      '/api/v3/route?name=%00',
      `/api/v3/customers/${customerId}/connections/1?with=%00`,
      '/api/v3/suppliers/1?with=%00',
    ]) {
      const response = await api(app, { method: 'GET', url, token });
      expect(response.statusCode, url).toBe(422);
    }
  });
});

describe('ids past 2^31−1', () => {
  it('answer 404 or 422 in the path and 422 in a body', async () => {
    const path = await api(app, { method: 'GET', url: '/api/v3/customers/2147483648', token });
    expect([404, 422]).toContain(path.statusCode);
    const before = await count(hours);
    const body = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${customerId}/hours`,
      token,
      payload: { date: '2026-11-02', description: 'Overloop', seconds: 600, userId: 2_147_483_648 },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json().errors.userId).toBeDefined();
    expect(await count(hours)).toBe(before);
  });
});

describe('dates', () => {
  it('refuses year 0 and 31 February, which PostgreSQL does not take', async () => {
    for (const date of ['0000-01-01', '2026-02-31']) {
      const response = await api(app, {
        method: 'POST',
        url: `/api/v3/customers/${customerId}/hours`,
        token,
        payload: { date, description: 'Datum', seconds: 600 },
      });
      expect(response.statusCode, date).toBe(422);
      expect(response.json().errors.date, date).toBeDefined();
    }
  });
});

describe('uploads', () => {
  it('answer 422 on the file for a multipart body without or with the wrong boundary', async () => {
    const before = await count(documents);
    const payload =
      '--anders\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhoi\r\n--anders--\r\n';
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=----verkeerd']) {
      const response = await api(app, {
        method: 'POST',
        url: `/api/v3/customers/${customerId}/documents`,
        token,
        payload,
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode, contentType).toBe(422);
      expect(response.json().errors.file, contentType).toBeDefined();
    }
    expect(await count(documents)).toBe(before);
  });
});

describe('JSON bodies', () => {
  it('treats an empty application/json body as {} on the body-less calls', async () => {
    const own = await loginToken(app, 'invoer@energiek.nl');
    const headers = { 'content-type': 'application/json' };
    const select = await api(app, {
      method: 'POST',
      url: `/api/v3/auth/select-customer/${customerId}`,
      token: own,
      payload: '',
      headers,
    });
    expect(select.statusCode).toBe(200);
    const logout = await api(app, {
      method: 'POST',
      url: '/api/v3/auth/logout',
      token: own,
      payload: '',
      headers,
    });
    expect(logout.statusCode).toBe(204);
  });

  it('answers 422 with Dutch field errors when a body is required but empty', async () => {
    const response = await api(app, {
      method: 'POST',
      url: '/api/v3/roles',
      token,
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toEqual(['Dit veld is verplicht.']);
  });

  it('still refuses broken JSON with a 400', async () => {
    const response = await api(app, {
      method: 'POST',
      url: '/api/v3/roles',
      token,
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Het verzoek is ongeldig.' });
  });
});

describe('X-Forwarded-For behind a trusted proxy', () => {
  it('keeps only addresses, so a forged value never reaches the inet columns', async () => {
    const response = await api(app, {
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { emailAddress: 'invoer@energiek.nl', password: 'Energiek-2026!', remember: false },
      headers: { 'x-forwarded-for': "geen-adres, 203.0.113.7, '; drop table users; --" },
    });
    expect(response.statusCode).toBe(200);
    const rows = await app.ctx.db.select({ ip: sessions.ip }).from(sessions);
    expect(rows.map((row) => row.ip)).toContain('203.0.113.7');
  });
});

describe('lists', () => {
  it('accept limit=999 (spec §9) on every list, the customer actions too', async () => {
    for (const url of [
      `/api/v3/customers/${customerId}/actions?limit=999`,
      '/api/v3/actions?limit=999',
      '/api/v3/customers?limit=999',
      `/api/v3/customers/${customerId}/hours?limit=999`,
    ]) {
      const response = await api(app, { method: 'GET', url, token });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().meta.per_page, url).toBe(999);
    }
    const over = await api(app, { method: 'GET', url: '/api/v3/customers?limit=1000', token });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.limit).toEqual(['Maximaal 999.']);
  });
});

describe('the two-step code at sign-in', () => {
  it('is digits only', async () => {
    const response = await api(app, {
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: {
        emailAddress: 'invoer@energiek.nl',
        password: 'Energiek-2026!',
        secret: '12a456',
        remember: false,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.secret).toEqual(['De code is onjuist']);
  });
});

describe('422 wording', () => {
  it('reads as a person wrote it, in Dutch, and never shows a regular expression', async () => {
    const response = await api(app, {
      method: 'POST',
      url: '/api/v3/roles',
      token,
      payload: { name: 'x'.repeat(101), scope: 'alles' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.errors.name).toEqual(['Maximaal 100 tekens.']);
    expect(body.errors.scope).toEqual(['Geef de gegevens als geheel op.']);
    const sort = await api(app, { method: 'GET', url: '/api/v3/suppliers?sort=na%20me', token });
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors.sort).toEqual(['Deze waarde heeft niet de juiste vorm.']);
    for (const text of [body.message, ...Object.values(body.errors).flat(), sort.body]) {
      expect(text).not.toMatch(/expected|received|invalid|\^|\\d|\[a-z/i);
    }
  });
});
