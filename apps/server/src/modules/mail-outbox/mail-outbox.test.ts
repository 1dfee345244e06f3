import { describe, expect, it } from 'vitest';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { oneAppForFile } from '../../testing/app-lifecycle.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';

// The outbox is a development aid: full admins only, tokens redacted; the capture transport (MAIL_CAPTURE)
// is the supported way for journeys and tests to follow a delivered link.

let app: TestApp;
oneAppForFile((opened) => (app = opened), { config: { mailCapture: true }, timeout: 120_000 });

describe('mail outbox', () => {
  it('shows full admins the stored mail without token, and the captured mail with it', async () => {
    const db = app.ctx.db;
    const manager = await createRole(db, {
      name: 'Beheer',
      scope: { full: false, roles: { read: true, write: true } },
    });
    await createUser(db, { emailAddress: 'vol@energiek.nl', type: 'admin' });
    await createUser(db, { emailAddress: 'beperkt@energiek.nl', type: 'admin', roleId: manager.id });
    const reset = await api(app, {
      method: 'POST',
      url: '/api/v3/auth/request-password',
      payload: { emailAddress: 'vol@energiek.nl' },
    });
    expect(reset.statusCode).toBe(200);
    const full = await loginToken(app, 'vol@energiek.nl');
    const restricted = await loginToken(app, 'beperkt@energiek.nl');
    const query = '?toAddress=vol%40energiek.nl';
    for (const url of [`/api/v3/mail-outbox${query}`, `/api/v3/mail-outbox/captured${query}`]) {
      expect((await api(app, { method: 'GET', url, token: restricted })).statusCode, url).toBe(403);
    }
    const stored = await api(app, { method: 'GET', url: `/api/v3/mail-outbox${query}`, token: full });
    expect(stored.json().data[0].text).toContain('token=[verborgen]');
    const captured = await api(app, {
      method: 'GET',
      url: `/api/v3/mail-outbox/captured${query}`,
      token: full,
    });
    expect(captured.statusCode).toBe(200);
    const text = captured.json().data[0].text as string;
    const token = /token=([A-Za-z0-9_-]{20,})/.exec(text)?.[1];
    expect(token).toBeDefined();
    expect(stored.json().data[0].text).not.toContain(token);
  });

  it('has no captured route without MAIL_CAPTURE', async () => {
    const plain = await createTestApp({}, undefined, { keepData: true });
    expect(plain.routeTable.some((route) => route.url === '/api/v3/mail-outbox/captured')).toBe(false);
    await plain.close();
  }, 120_000);
});
