import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WRONG_CURRENT_PASSWORD } from '@energiek/contracts/auth';
import { MESSAGES } from '@energiek/contracts/messages';
import { auditLog, users } from '@energiek/db/schema/index';
import { createUser, FACTORY_PASSWORD } from '@energiek/db/factories/users';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';
import { createSession } from './sessions.repository.ts';

// Own account: POST auth/change-password and the settings in GET auth/user.

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

const get = (url: string, token?: string) => api(app, { method: 'GET', url, token });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  api(app, { method: 'POST', url, token, payload });

const NEW_PASSWORD = 'Nieuw-Zonnepaneel-7';
const change = (token: string | undefined, overrides: Record<string, unknown> = {}) =>
  post('/api/v3/auth/change-password', token, {
    currentPassword: FACTORY_PASSWORD,
    password: NEW_PASSWORD,
    passwordConfirmation: NEW_PASSWORD,
    ...overrides,
  });

describe('POST auth/change-password', () => {
  it('answers 401 without a session', async () => {
    expect((await change(undefined)).statusCode).toBe(401);
  });

  it('changes the password, keeps this session, revokes the others and audits', async () => {
    const user = await createUser(app.ctx.db, { emailAddress: 'wissel@example.nl' });
    const token = await loginToken(app, 'wissel@example.nl');
    const other = await loginToken(app, 'wissel@example.nl');

    const response = await change(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Je wachtwoord is gewijzigd.' });

    expect((await get('/api/v3/ping', token)).statusCode).toBe(200);
    expect((await get('/api/v3/ping', other)).statusCode).toBe(401);
    await expect(loginToken(app, 'wissel@example.nl')).rejects.toThrow();
    expect(await loginToken(app, 'wissel@example.nl', NEW_PASSWORD)).toBeTruthy();

    const audits = await app.ctx.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(audits.some((a) => a.event === 'auth.password_changed' && a.success)).toBe(true);
  });

  it('refuses a wrong current password with 422 under currentPassword', async () => {
    await createUser(app.ctx.db, { emailAddress: 'fout@example.nl' });
    const token = await loginToken(app, 'fout@example.nl');
    const response = await change(token, { currentPassword: 'niet-het-wachtwoord' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ currentPassword: [WRONG_CURRENT_PASSWORD] });
    expect(await loginToken(app, 'fout@example.nl')).toBeTruthy();
  });

  it('refuses weak and mismatching passwords under password', async () => {
    await createUser(app.ctx.db, { emailAddress: 'zwak@example.nl' });
    const token = await loginToken(app, 'zwak@example.nl');
    const short = await change(token, { password: 'kort', passwordConfirmation: 'kort' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: [MESSAGES.passwordTooShort] });
    const common = await change(token, { password: 'wachtwoord123', passwordConfirmation: 'wachtwoord123' });
    expect(common.json().errors).toEqual({ password: [MESSAGES.passwordCommon] });
    const mismatch = await change(token, { passwordConfirmation: 'Iets-Anders-12345' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password).toEqual([MESSAGES.passwordMismatch]);
  });

  it('is refused during view-along with 403', async () => {
    const admin = await createUser(app.ctx.db, { type: 'admin' });
    const user = await createUser(app.ctx.db, { emailAddress: 'meekijk@example.nl' });
    const { token } = await createSession(app.ctx.db, {
      userId: user.id,
      selectedCustomerId: null,
      impersonatorId: admin.id,
      remember: false,
      ip: null,
      userAgent: null,
    });
    const response = await change(token);
    expect(response.statusCode).toBe(403);
    const [stored] = await app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.passwordHash).toBe(user.passwordHash);
  });

  it('limits wrong current passwords per account (429)', async () => {
    await createUser(app.ctx.db, { emailAddress: 'raden@example.nl' });
    const token = await loginToken(app, 'raden@example.nl');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await change(token, { currentPassword: `gok-${i}` })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await change(token)).statusCode).toBe(429);
  });
});

describe('GET auth/user settings', () => {
  it('returns the stored settings, known keys only', async () => {
    await createUser(app.ctx.db, {
      emailAddress: 'inst@example.nl',
      settings: { emailNotifications: true, notificationDigest: 'daily', onbekend: 'x' },
    });
    const token = await loginToken(app, 'inst@example.nl');
    expect((await get('/api/v3/auth/user', token)).json().data.settings).toEqual({
      emailNotifications: true,
      notificationDigest: 'daily',
    });
    await post('/api/v3/auth/update-settings', token, { notificationDigest: 'never' });
    expect((await get('/api/v3/auth/user', token)).json().data.settings).toEqual({
      emailNotifications: true,
      notificationDigest: 'never',
    });
  });

  it('is empty for a user without settings', async () => {
    await createUser(app.ctx.db, { emailAddress: 'leeg@example.nl' });
    const token = await loginToken(app, 'leeg@example.nl');
    expect((await get('/api/v3/auth/user', token)).json().data.settings).toEqual({});
  });
});
