import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { eq } from 'drizzle-orm';
import { SESSION_IDLE_SECONDS } from '@energiek/contracts/constants';
import { MESSAGES } from '@energiek/contracts/messages';
import { roles, sessions, users } from '@energiek/db/schema/index';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
beforeEach(async () => {
  await app?.close();
  app = await createTestApp();
});
afterAll(() => app?.close());

const get = (url: string, token?: string) => api(app, { method: 'GET', url, token });
const post = (url: string, token?: string, payload?: Record<string, unknown>) =>
  api(app, { method: 'POST', url, token, payload: payload ?? {} });
/** Signs in with the factory password. */
const signIn = (emailAddress: string) =>
  post('/api/v3/auth/login', undefined, { emailAddress, password: 'Energiek-2026!' });

describe('GET auth/profile and auth/user', () => {
  it('answers 401 without a session', async () => {
    for (const url of ['/api/v3/auth/profile', '/api/v3/auth/user', '/api/v3/ping']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
    }
    expect((await get('/api/v3/auth/profile', 'not-a-token')).statusCode).toBe(401);
  });

  it("gives customer staff their own customer, its modules and their role's scope", async () => {
    const customer = await createCustomer(app.ctx.db, {
      name: 'Hotel Zeezicht',
      modules: ['ems', 'purchase'],
    });
    const [role] = await app.ctx.db
      .insert(roles)
      .values({ name: 'Beperkt', scope: { full: false, organisation: { read: true, write: false } } })
      .returning();
    await createUser(app.ctx.db, {
      emailAddress: 'k@zeezicht.nl',
      firstName: 'Kees',
      lastName: 'de Zee',
      type: 'customer',
      customerId: customer.id,
      roleId: role?.id,
      modules: ['inbox'],
    });
    const token = await loginToken(app, 'k@zeezicht.nl');
    const profile = await get('/api/v3/auth/profile', token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      data: {
        profile: {
          type: 'customer',
          scope: { full: false, organisation: { read: true, write: false } },
          modules: ['ems', 'inbox', 'purchase'],
        },
        selectedCustomer: { id: customer.id, name: 'Hotel Zeezicht' },
      },
    });
    const user = await get('/api/v3/auth/user', token);
    expect(user.json().data).toMatchObject({
      name: 'Kees de Zee',
      firstName: 'Kees',
      type: 'customer',
      isSuper: false,
      accepted: true,
      set2fa: false,
      canSwitch: false,
      modules: ['ems', 'inbox', 'purchase'],
      customer: { id: customer.id, name: 'Hotel Zeezicht' },
    });
    expect(user.json().data.passwordHash).toBeUndefined();
    expect(user.json().data.twoStepSecret).toBeUndefined();
  });

  it('leaves selectedCustomer out for an admin who never selected one', async () => {
    await createUser(app.ctx.db, { emailAddress: 'admin@example.nl', type: 'admin' });
    const token = await loginToken(app, 'admin@example.nl');
    const body = (await get('/api/v3/auth/profile', token)).json();
    expect(body.data.selectedCustomer).toBeUndefined();
    expect(body.data.profile.type).toBe('admin');
  });
});

describe('session lifetime', () => {
  it('expires after 5400 s without a request; ping extends it', async () => {
    const user = await createUser(app.ctx.db, { emailAddress: 'idle@example.nl' });
    const token = await loginToken(app, 'idle@example.nl');
    const almost = new Date(Date.now() - (SESSION_IDLE_SECONDS - 60) * 1000);
    await app.ctx.db.update(sessions).set({ lastActivityAt: almost }).where(eq(sessions.userId, user.id));
    expect((await get('/api/v3/ping', token)).statusCode).toBe(200);
    const [touched] = await app.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(touched!.lastActivityAt.getTime()).toBeGreaterThan(Date.now() - 5000);

    const expired = new Date(Date.now() - (SESSION_IDLE_SECONDS + 1) * 1000);
    await app.ctx.db.update(sessions).set({ lastActivityAt: expired }).where(eq(sessions.userId, user.id));
    expect((await get('/api/v3/auth/profile', token)).statusCode).toBe(401);
  });

  it('ends at the absolute expiry', async () => {
    const user = await createUser(app.ctx.db, { emailAddress: 'abs@example.nl' });
    const token = await loginToken(app, 'abs@example.nl');
    await app.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await get('/api/v3/auth/profile', token)).statusCode).toBe(401);
  });

  it('logout revokes the session and clears the cookie', async () => {
    await createUser(app.ctx.db, { emailAddress: 'uit@example.nl' });
    const token = await loginToken(app, 'uit@example.nl');
    const response = await post('/api/v3/auth/logout', token);
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/energiek_session=;/);
    expect((await get('/api/v3/auth/profile', token)).statusCode).toBe(401);
  });

  it('deactivating a user ends their sessions', async () => {
    const user = await createUser(app.ctx.db, { emailAddress: 'weg@example.nl' });
    const token = await loginToken(app, 'weg@example.nl');
    await app.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await get('/api/v3/auth/profile', token)).statusCode).toBe(401);
  });
});

describe('cookie sessions and request checks', () => {
  it('accepts the httpOnly cookie for reads and same-origin writes only', async () => {
    await createUser(app.ctx.db, { emailAddress: 'koek@example.nl', acceptedTermsAt: null });
    const login = await signIn('koek@example.nl');
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const read = await app.inject({ method: 'GET', url: '/api/v3/auth/profile', headers: { cookie } });
    expect(read.statusCode).toBe(200);
    const acceptTermsFrom = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v3/auth/accept-terms',
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest', origin, host: 'localhost:3000' },
      });
    expect((await acceptTermsFrom('https://evil.example')).statusCode).toBe(403);
    expect((await acceptTermsFrom('http://localhost:3000')).statusCode).toBe(200);
  });

  it('refuses state-changing requests without x-requested-with', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.csrf });
  });
});

describe('terms and settings', () => {
  it('accept-terms turns accepted on', async () => {
    await createUser(app.ctx.db, { emailAddress: 'nieuw@example.nl', acceptedTermsAt: null });
    const login = await signIn('nieuw@example.nl');
    expect(login.json().data.accepted).toBe(false);
    const token = login.json().token as string;
    expect((await post('/api/v3/auth/accept-terms', token)).statusCode).toBe(200);
    expect((await get('/api/v3/auth/user', token)).json().data.accepted).toBe(true);
  });

  it('update-settings stores known keys and refuses bad values', async () => {
    await createUser(app.ctx.db, { emailAddress: 's@example.nl' });
    const token = await loginToken(app, 's@example.nl');
    const ok = await post('/api/v3/auth/update-settings', token, { emailNotifications: false, onbekend: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { emailNotifications: false } });
    const bad = await post('/api/v3/auth/update-settings', token, { notificationDigest: 'elk uur' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['notificationDigest']);
  });
});

describe('two-step enrolment for admins (REQUIRE_ADMIN_2FA)', () => {
  it('leads an admin without two-step through enrolment before anything else', async () => {
    await app.close();
    app = await createTestApp({ requireAdmin2fa: true });
    await createUser(app.ctx.db, { emailAddress: 'baas@example.nl', type: 'admin' });
    const login = await signIn('baas@example.nl');
    expect(login.json().data.set2fa).toBe(true);
    const token = login.json().token as string;

    expect((await get('/api/v3/mail-outbox', token)).json()).toEqual({ message: MESSAGES.twoStepRequired });
    expect((await get('/api/v3/auth/user', token)).json().data.set2fa).toBe(true);

    const generated = await post('/api/v3/auth/generate-two-step-secret', token);
    expect(generated.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = generated.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain('otpauth://totp/Energiek:baas%40example.nl');
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    const bad = await post('/api/v3/auth/validate-two-step-secret', token, { secret, code: '12345' });
    expect(bad.statusCode).toBe(422);
    const wrongSecret = await post('/api/v3/auth/validate-two-step-secret', token, {
      secret: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      code: totp.generate(),
    });
    expect(wrongSecret.json().errors).toEqual({ secret: [MESSAGES.twoStepNotStarted] });
    const ok = await post('/api/v3/auth/validate-two-step-secret', token, { secret, code: totp.generate() });
    expect(ok.statusCode).toBe(200);

    expect((await get('/api/v3/auth/user', token)).json().data).toMatchObject({
      set2fa: false,
      twoStepEnabled: true,
    });
    expect((await get('/api/v3/mail-outbox', token)).statusCode).toBe(200);
    const again = await post('/api/v3/auth/generate-two-step-secret', token);
    expect(again.json().errors).toEqual({ secret: [MESSAGES.twoStepAlreadyEnabled] });

    const second = await signIn('baas@example.nl');
    expect(second.json()).toEqual({ secretRequired: true });
  });
});
