import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { desc, eq } from 'drizzle-orm';
import { MESSAGES } from '@energiek/contracts/messages';
import { auditLog, customers, sessions } from '@energiek/db/schema/index';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const code = (offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(SECRET), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

let app: TestApp;
beforeEach(async () => {
  await app?.close();
  app = await createTestApp();
});
afterAll(() => app?.close());

const login = (payload: Record<string, unknown>) =>
  api(app, { method: 'POST', url: '/api/v3/auth/login', payload });
const WRONG = { message: MESSAGES.wrongCredentials, errors: { emailAddress: [MESSAGES.wrongCredentials] } };

describe('POST auth/login', () => {
  it('answers the same 422 for empty fields, an unknown e-mail and a wrong password', async () => {
    await createUser(app.ctx.db, { emailAddress: 'piet@example.nl', password: 'Juist-wachtwoord-1' });
    const responses = await Promise.all([
      login({ emailAddress: '', password: '' }),
      login({}),
      login({ emailAddress: 'niemand@example.nl', password: 'Juist-wachtwoord-1' }),
      login({ emailAddress: 'piet@example.nl', password: 'fout' }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(WRONG);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const failures = await app.ctx.db.select().from(auditLog).where(eq(auditLog.event, 'auth.login_failed'));
    expect(failures.length).toBe(4);
    expect(failures.every((f) => f.success === false)).toBe(true);
  });

  it('signs in: token, cookie, data {set2fa, accepted, customer}, audit entry', async () => {
    const customer = await createCustomer(app.ctx.db, { name: 'Bakkerij Test B.V.' });
    const user = await createUser(app.ctx.db, {
      emailAddress: 'Klant@Example.nl',
      password: 'Juist-wachtwoord-1',
      type: 'customer',
      customerId: customer.id,
    });
    const response = await login({
      emailAddress: ' klant@example.NL ',
      password: 'Juist-wachtwoord-1',
      remember: false,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      secretRequired: false,
      data: { set2fa: false, accepted: true, customer: { id: customer.id, name: 'Bakkerij Test B.V.' } },
    });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain('energiek_session=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const [session] = await app.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.tokenHash).not.toBe(body.token);
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [entry] = await app.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ event: 'auth.login', userId: user.id, success: true });
    expect(entry?.userAgent).toBe('lightMyRequest');
  });

  it('resumes the customer an admin last worked for, only while they may still act for it', async () => {
    const kept = await createCustomer(app.ctx.db, { name: 'Blijft' });
    const lost = await createCustomer(app.ctx.db, { name: 'Weg' });
    const switcher = await createUser(app.ctx.db, {
      emailAddress: 'wissel@example.nl',
      type: 'admin',
      canSwitch: true,
    });
    const restricted = await createUser(app.ctx.db, {
      emailAddress: 'beperkt@example.nl',
      type: 'admin',
      canSwitch: false,
    });
    await app.ctx.db
      .update(customers)
      .set({ accountManagerId: restricted.id })
      .where(eq(customers.id, kept.id));
    const earlier = new Date(Date.now() - 60_000);
    await app.ctx.db.insert(sessions).values([
      {
        userId: switcher.id,
        tokenHash: 'a'.repeat(64),
        selectedCustomerId: lost.id,
        expiresAt: earlier,
        createdAt: earlier,
      },
      {
        userId: restricted.id,
        tokenHash: 'b'.repeat(64),
        selectedCustomerId: lost.id,
        expiresAt: earlier,
        createdAt: earlier,
      },
    ]);
    const customerOf = async (emailAddress: string) =>
      (await login({ emailAddress, password: 'Energiek-2026!' })).json().data.customer;
    expect(await customerOf('wissel@example.nl')).toEqual({ id: lost.id, name: 'Weg' });
    expect(await customerOf('beperkt@example.nl')).toBeNull();
    await app.ctx.db.insert(sessions).values({
      userId: restricted.id,
      tokenHash: 'c'.repeat(64),
      selectedCustomerId: kept.id,
      expiresAt: new Date(),
      createdAt: new Date(Date.now() + 1000),
    });
    expect(await customerOf('beperkt@example.nl')).toEqual({ id: kept.id, name: 'Blijft' });
  });

  it('gives 12 hours without remember-me and 30 days with it', async () => {
    const user = await createUser(app.ctx.db, { emailAddress: 'a@example.nl' });
    await loginToken(app, 'a@example.nl');
    await login({ emailAddress: 'a@example.nl', password: 'Energiek-2026!', remember: true });
    const rows = await app.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(sessions.id);
    const hours = rows.map((s) => (s.expiresAt.getTime() - s.createdAt.getTime()) / 3_600_000);
    expect(hours).toEqual([12, 720]);
  });

  it('answers errors.inActive for a deactivated account, only with the right password', async () => {
    await createUser(app.ctx.db, { emailAddress: 'oud@example.nl', isActive: false });
    const right = await login({ emailAddress: 'oud@example.nl', password: 'Energiek-2026!' });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors).toEqual({ inActive: [MESSAGES.inactive] });
    const wrong = await login({ emailAddress: 'oud@example.nl', password: 'fout-wachtwoord' });
    expect(wrong.json()).toEqual(WRONG);
  });

  describe('two-step', () => {
    beforeEach(async () => {
      await createUser(app.ctx.db, {
        emailAddress: 'twee@example.nl',
        type: 'admin',
        twoStepSecret: SECRET,
        twoStepEnabledAt: new Date(),
      });
    });

    it('asks for the code without opening a session', async () => {
      const response = await login({ emailAddress: 'twee@example.nl', password: 'Energiek-2026!' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ secretRequired: true });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await app.ctx.db.$count(sessions)).toBe(0);
    });

    it('refuses a wrong code with De code is onjuist', async () => {
      const wrong = String((Number(code()) + 1) % 1_000_000).padStart(6, '0');
      const response = await login({
        emailAddress: 'twee@example.nl',
        password: 'Energiek-2026!',
        secret: wrong,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: MESSAGES.wrongCode,
        errors: { secret: [MESSAGES.wrongCode] },
      });
    });

    it('accepts a right code once (replay refused), and the next step after it', async () => {
      // Both codes from one moment: a 30-second step may roll over between the requests.
      const now = code();
      const nextStep = code(30);
      const first = await login({
        emailAddress: 'twee@example.nl',
        password: 'Energiek-2026!',
        secret: now,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().token).toBeTruthy();
      const replay = await login({
        emailAddress: 'twee@example.nl',
        password: 'Energiek-2026!',
        secret: now,
      });
      expect(replay.json().message).toBe(MESSAGES.wrongCode);
      const next = await login({
        emailAddress: 'twee@example.nl',
        password: 'Energiek-2026!',
        secret: nextStep,
      });
      expect(next.statusCode).toBe(200);
    });

    it('does not accept a code two steps away', async () => {
      const response = await login({
        emailAddress: 'twee@example.nl',
        password: 'Energiek-2026!',
        secret: code(-90),
      });
      expect(response.statusCode).toBe(422);
    });
  });

  describe('brute force', () => {
    it('answers 429 with Retry-After after 10 failures for one account', async () => {
      await createUser(app.ctx.db, { emailAddress: 'doel@example.nl' });
      for (let i = 0; i < 10; i++) {
        const r = await login({ emailAddress: 'doel@example.nl', password: `fout-${i}` });
        expect(r.statusCode).toBe(422);
      }
      const blocked = await login({ emailAddress: 'doel@example.nl', password: 'Energiek-2026!' });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().message).toMatch(/^Te veel pogingen/);
    });

    it('limits attempts per IP', async () => {
      await app.close();
      app = await createTestApp({
        rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerIp: { points: 3, durationSeconds: 60 } },
      });
      for (let i = 0; i < 3; i++) await login({ emailAddress: `x${i}@example.nl`, password: 'x' });
      const blocked = await login({ emailAddress: 'y@example.nl', password: 'x' });
      expect(blocked.statusCode).toBe(429);
    });

    it('limits wrong codes per account', async () => {
      await createUser(app.ctx.db, {
        emailAddress: 'c@example.nl',
        twoStepSecret: SECRET,
        twoStepEnabledAt: new Date(),
      });
      for (let i = 0; i < 5; i++) {
        const r = await login({ emailAddress: 'c@example.nl', password: 'Energiek-2026!', secret: '000000' });
        expect(r.statusCode).toBe(422);
      }
      const blocked = await login({
        emailAddress: 'c@example.nl',
        password: 'Energiek-2026!',
        secret: code(),
      });
      expect(blocked.statusCode).toBe(429);
    });
  });
});
