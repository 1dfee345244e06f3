import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@energiek/contracts/messages';
import { mailOutbox, passwordResets } from '@energiek/db/schema/index';
import { createUser } from '@energiek/db/factories/users';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened), { config: { mailCapture: true } });

const post = (url: string, payload: Record<string, unknown>) => api(app, { method: 'POST', url, payload });
const requestReset = (emailAddress: string) => post('/api/v3/auth/request-password', { emailAddress });

/** The link of the mail as delivered (capture transport): the outbox itself never holds the token. */
async function resetLink(to: string): Promise<{ token: string; email: string }> {
  const mail = app.ctx.mailer.captured().find((m) => m.toAddress === to);
  const link = /http:\/\/localhost:3000\/reset-password\?\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error('no reset link in the delivered mail');
  const url = new URL(link);
  return { token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
}

describe('password reset', () => {
  it('answers identically whether the address exists or not', async () => {
    await createUser(app.ctx.db, { emailAddress: 'bekend@example.nl' });
    const known = await requestReset('bekend@example.nl');
    const unknown = await requestReset('onbekend@example.nl');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: MESSAGES.resetRequested });
    const mails = await app.ctx.db.select().from(mailOutbox);
    expect(mails.map((m) => m.toAddress)).toEqual(['bekend@example.nl']);
    expect(mails[0]).toMatchObject({ subject: 'Wachtwoord herstellen', status: 'stored' });
    // The stored mail has the token redacted; only the delivered mail carries it.
    const { token } = await resetLink('bekend@example.nl');
    expect(mails[0]?.text).not.toContain(token);
    expect(mails[0]?.text).toContain('token=[verborgen]');
  });

  it('asks a valid e-mail address', async () => {
    const response = await requestReset('geen-adres');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['emailAddress']);
  });

  it('resets with the mailed link once, revokes sessions, and the new password works', async () => {
    await createUser(app.ctx.db, { emailAddress: 'vergeten@example.nl' });
    const oldToken = await loginToken(app, 'vergeten@example.nl');
    await requestReset('vergeten@example.nl');
    const link = await resetLink('vergeten@example.nl');
    const [stored] = await app.ctx.db.select().from(passwordResets);
    expect(stored?.tokenHash).not.toBe(link.token);
    expect((stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);

    const payload = { ...link, password: 'Nieuw-Zonnepaneel-7', passwordConfirmation: 'Nieuw-Zonnepaneel-7' };
    const reset = await post('/api/v3/auth/reset-password', payload);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: MESSAGES.resetDone });

    expect((await api(app, { method: 'GET', url: '/api/v3/auth/profile', token: oldToken })).statusCode).toBe(
      401,
    );
    await expect(loginToken(app, 'vergeten@example.nl')).rejects.toThrow();
    expect(await loginToken(app, 'vergeten@example.nl', 'Nieuw-Zonnepaneel-7')).toBeTruthy();

    const reused = await post('/api/v3/auth/reset-password', {
      ...payload,
      password: 'Ander-Zonnepaneel-8',
      passwordConfirmation: 'Ander-Zonnepaneel-8',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ password: [MESSAGES.resetInvalid] });
  });

  it('refuses an expired link, a wrong e-mail and a made-up token under password', async () => {
    await createUser(app.ctx.db, { emailAddress: 'laat@example.nl' });
    await requestReset('laat@example.nl');
    const link = await resetLink('laat@example.nl');
    const base = { password: 'Nieuw-Zonnepaneel-7', passwordConfirmation: 'Nieuw-Zonnepaneel-7' };
    const wrongEmail = await post('/api/v3/auth/reset-password', {
      ...base,
      token: link.token,
      email: 'ander@example.nl',
    });
    const madeUp = await post('/api/v3/auth/reset-password', {
      ...base,
      token: 'verzonnen',
      email: link.email,
    });
    await app.ctx.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post('/api/v3/auth/reset-password', { ...base, ...link });
    for (const response of [wrongEmail, madeUp, expired]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: [MESSAGES.resetInvalid] });
    }
  });

  it('refuses weak passwords and a different confirmation under password', async () => {
    await createUser(app.ctx.db, { emailAddress: 'zwak@example.nl' });
    await requestReset('zwak@example.nl');
    const link = await resetLink('zwak@example.nl');
    const attempt = (password: string, passwordConfirmation = password) =>
      post('/api/v3/auth/reset-password', { ...link, password, passwordConfirmation });
    expect((await attempt('Kort-1')).json().errors).toEqual({ password: [MESSAGES.passwordTooShort] });
    expect((await attempt('password1234')).json().errors).toEqual({ password: [MESSAGES.passwordCommon] });
    expect((await attempt('Nieuw-Zonnepaneel-7', 'Iets-anders-123')).json().errors).toEqual({
      password: [MESSAGES.passwordMismatch],
    });
    // None of these spent the link.
    expect((await attempt('Nieuw-Zonnepaneel-7')).statusCode).toBe(200);
  });

  it('never bypasses two-step', async () => {
    await createUser(app.ctx.db, {
      emailAddress: 'veilig@example.nl',
      twoStepSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      twoStepEnabledAt: new Date(),
    });
    await requestReset('veilig@example.nl');
    const link = await resetLink('veilig@example.nl');
    await post('/api/v3/auth/reset-password', {
      ...link,
      password: 'Nieuw-Zonnepaneel-7',
      passwordConfirmation: 'Nieuw-Zonnepaneel-7',
    });
    const login = await post('/api/v3/auth/login', {
      emailAddress: 'veilig@example.nl',
      password: 'Nieuw-Zonnepaneel-7',
    });
    expect(login.json()).toEqual({ secretRequired: true });
  });

  it('limits reset requests per account', async () => {
    for (let i = 0; i < 3; i++) expect((await requestReset('spam@example.nl')).statusCode).toBe(200);
    const blocked = await requestReset('spam@example.nl');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
