import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import {
  adminCustomerAssignments,
  auditLog,
  mailOutbox,
  passwordResets,
  users,
} from '@energiek/db/schema/index';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';
import { INVITATION_SECONDS } from './users.service.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened), { config: { mailCapture: true } });

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) =>
  api(app, { method, url, token, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij B.V.', modules: ['ems'] });
  const other = await createCustomer(db, { name: 'Ander B.V.' });
  // May manage users (roles:read/write) but holds nothing else: the grant rule limits what it gives.
  const restrictedRole = await createRole(db, {
    name: 'Beperkt',
    scope: { full: false, roles: { read: true, write: true } },
  });
  const admin = await createUser(db, {
    emailAddress: 'admin@energiek.nl',
    firstName: 'Anna',
    lastName: 'Jansen',
    type: 'admin',
    canSwitch: true,
  });
  const restricted = await createUser(db, {
    emailAddress: 'mark@energiek.nl',
    firstName: 'Mark',
    lastName: 'Visser',
    type: 'admin',
    canSwitch: false,
    roleId: restrictedRole.id,
  });
  await db.insert(adminCustomerAssignments).values({ userId: restricted.id, customerId: bakker.id });
  const staff = await createUser(db, {
    emailAddress: 'sanne@bakkerij.nl',
    firstName: 'Sanne',
    lastName: 'de Vries',
    type: 'customer',
    customerId: bakker.id,
  });
  const foreign = await createUser(db, {
    emailAddress: 'x@ander.nl',
    type: 'customer',
    customerId: other.id,
  });
  return { bakker, other, admin, restricted, staff, foreign, restrictedRole };
}

describe('users API', () => {
  it('lists users with search and filters, customer staff only of actable customers', async () => {
    const { bakker, staff, foreign } = await fixture();
    const token = await loginToken(app, 'admin@energiek.nl');
    const all = await call('GET', '/api/v3/users?limit=999', token);
    expect(all.statusCode).toBe(200);
    expect(all.json().meta.total).toBe(4);
    const search = await call('GET', '/api/v3/users?q=sanne', token);
    expect(search.json().data.map((u: { id: number }) => u.id)).toEqual([staff.id]);
    expect(search.json().data[0]).toMatchObject({
      name: 'Sanne de Vries',
      type: 'customer',
      customer: { id: bakker.id, name: 'Bakkerij B.V.' },
      isActive: true,
    });
    const filtered = await call('GET', `/api/v3/users?type=customer&customerId=${bakker.id}&active=1`, token);
    expect(filtered.json().data.map((u: { id: number }) => u.id)).toEqual([staff.id]);
    expect((await call('GET', '/api/v3/users?active=0', token)).json().data).toEqual([]);
    const restricted = await loginToken(app, 'mark@energiek.nl');
    const mine = await call('GET', '/api/v3/users?type=customer', restricted);
    expect(mine.json().data.map((u: { id: number }) => u.id)).toEqual([staff.id]);
    expect((await call('GET', `/api/v3/users/${foreign.id}`, restricted)).statusCode).toBe(404);
    const staffToken = await loginToken(app, 'sanne@bakkerij.nl');
    expect((await call('GET', '/api/v3/users', staffToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/v3/users')).statusCode).toBe(401);
  });

  it('creates a user and mails a Dutch invitation whose link sets the password (7 days)', async () => {
    const { bakker, restrictedRole } = await fixture();
    const token = await loginToken(app, 'admin@energiek.nl');
    const response = await call('POST', '/api/v3/users', token, {
      firstName: 'Joris',
      lastName: 'Bos',
      emailAddress: 'Joris@Bakkerij.nl',
      type: 'customer',
      customerId: bakker.id,
      roleId: restrictedRole.id,
      canSwitch: true,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      emailAddress: 'joris@bakkerij.nl',
      type: 'customer',
      customerId: bakker.id,
      canSwitch: false,
      role: { id: restrictedRole.id, name: 'Beperkt' },
    });
    const [stored] = await app.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'joris@bakkerij.nl'));
    expect(stored?.subject).toBe('Welkom bij Energiek: kies je wachtwoord');
    expect(stored?.text).toContain('7 dagen geldig');
    expect(stored?.text).toContain('token=[verborgen]');
    // The link is only in the mail as delivered (capture transport here, SMTP in production).
    const mail = app.ctx.mailer.captured().find((m) => m.toAddress === 'joris@bakkerij.nl');
    const [reset] = await app.ctx.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, created.id));
    const days = ((reset?.expiresAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(days).toBeGreaterThan(INVITATION_SECONDS - 60);
    const link = /token=([^&\s]+)&email=([^\s]+)/.exec(mail?.text ?? '');
    const set = await call('POST', '/api/v3/auth/reset-password', undefined, {
      password: 'Zonnepaneel-Dak-42',
      passwordConfirmation: 'Zonnepaneel-Dak-42',
      token: decodeURIComponent(link?.[1] ?? ''),
      email: decodeURIComponent(link?.[2] ?? ''),
    });
    expect(set.statusCode).toBe(200);
    await loginToken(app, 'joris@bakkerij.nl', 'Zonnepaneel-Dak-42');
  });

  it('answers Dutch 422 field errors for bad input', async () => {
    const { other } = await fixture();
    const token = await loginToken(app, 'admin@energiek.nl');
    const taken = await call('POST', '/api/v3/users', token, {
      firstName: 'A',
      emailAddress: 'ADMIN@energiek.nl',
      type: 'admin',
      roleId: 99999,
      customerIds: [99999],
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      emailAddress: ['Dit e-mailadres is al in gebruik.'],
      roleId: ['Dit profiel bestaat niet.'],
      customerIds: ['Een of meer van deze klanten bestaan niet.'],
    });
    const noCustomer = await call('POST', '/api/v3/users', token, {
      firstName: 'B',
      emailAddress: 'b@example.nl',
      type: 'customer',
      // As the form sends an empty phone field.
      phoneNumber: null,
    });
    expect(noCustomer.json().errors).toEqual({ customerId: ['Kies de klant van deze klantgebruiker.'] });
    const badEmail = await call('POST', '/api/v3/users', token, {
      firstName: '',
      emailAddress: 'x',
      type: 'admin',
    });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors.emailAddress).toEqual(['Vul een geldig e-mailadres in.']);
    expect(badEmail.json().errors.firstName).toEqual(['Vul een voornaam in.']);
    const badPhone = await call('POST', '/api/v3/users', token, {
      firstName: 'E',
      emailAddress: 'e@example.nl',
      type: 'admin',
      phoneNumber: 'bel me',
    });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().errors.phoneNumber).toEqual([
      'Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 4567 of +31 20 123 4567.',
    ]);
    const restricted = await loginToken(app, 'mark@energiek.nl');
    const foreign = await call('POST', '/api/v3/users', restricted, {
      firstName: 'C',
      emailAddress: 'c@example.nl',
      type: 'customer',
      customerId: other.id,
    });
    expect(foreign.json().errors).toEqual({ customerId: ['Deze klant bestaat niet.'] });
    // A restricted admin cannot hand out a full role or the customer switch.
    const fullRole = await createRole(app.ctx.db, { name: 'Alles', scope: { full: true } });
    const escalate = await call('POST', '/api/v3/users', restricted, {
      firstName: 'D',
      emailAddress: 'd@example.nl',
      type: 'admin',
      roleId: fullRole.id,
      canSwitch: true,
    });
    expect(escalate.json().errors).toEqual({
      roleId: ['Alleen een beheerder met volledige rechten kan dit profiel toekennen.'],
      canSwitch: ['Je kunt geen klantwissel toekennen die je zelf niet hebt.'],
    });
  });

  it('updates a user, with assigned customers for admins', async () => {
    const { restricted, other, bakker } = await fixture();
    const token = await loginToken(app, 'admin@energiek.nl');
    const response = await call('POST', `/api/v3/users/${restricted.id}`, token, {
      firstName: 'Mark',
      lastName: 'Visser',
      phoneNumber: '06 1234 5678',
      customerIds: [other.id, bakker.id],
      modules: ['hours'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Mark Visser',
      // The phone an account manager's customers see in their portal (issue 31).
      phoneNumber: '06 1234 5678',
      customerIds: [bakker.id, other.id].sort((a, b) => a - b),
      modules: ['hours'],
    });
    // The names come along (sorted by name) so the form can show the assignments without more calls.
    const names = response.json().data.assignedCustomers.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(response.json().data.assignedCustomers).toEqual(
      expect.arrayContaining([
        { id: other.id, name: other.name },
        { id: bakker.id, name: bakker.name },
      ]),
    );
    const mark = await loginToken(app, 'mark@energiek.nl');
    expect((await call('POST', `/api/v3/auth/select-customer/${other.id}`, mark)).statusCode).toBe(200);
    expect((await call('POST', `/api/v3/users/99999`, token, { firstName: 'X' })).statusCode).toBe(404);
  });

  it('deactivates (revoking sessions) and resets two-step', async () => {
    const { staff } = await fixture();
    const token = await loginToken(app, 'admin@energiek.nl');
    const staffToken = await loginToken(app, 'sanne@bakkerij.nl');
    const response = await call('POST', `/api/v3/users/${staff.id}/deactivate`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.isActive).toBe(false);
    expect((await call('GET', '/api/v3/auth/profile', staffToken)).statusCode).toBe(401);
    await app.ctx.db
      .update(users)
      .set({ twoStepSecret: 'ABC', twoStepEnabledAt: new Date() })
      .where(eq(users.id, staff.id));
    const reset = await call('POST', `/api/v3/users/${staff.id}/reset-two-step`, token);
    expect(reset.json().data.twoStepEnabled).toBe(false);
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, staff.id));
    expect(row?.twoStepSecret).toBeNull();
    const me = await call('GET', '/api/v3/auth/user', token);
    expect((await call('POST', `/api/v3/users/${me.json().data.id}/deactivate`, token)).statusCode).toBe(422);
  });
});

describe('view-along', () => {
  it('starts a session as the target, audited as admin A as user B, and ends it', async () => {
    const { admin, staff, bakker } = await fixture();
    const token = await loginToken(app, 'admin@energiek.nl');
    const start = await call('POST', `/api/v3/users/${staff.id}/super-login`, token);
    expect(start.statusCode).toBe(200);
    const superToken = start.json().token as string;
    expect(start.json().data.user.id).toBe(staff.id);
    const me = await call('GET', '/api/v3/auth/user', superToken);
    expect(me.json().data).toMatchObject({ id: staff.id, isSuper: true, customer: { id: bakker.id } });
    const profile = await call('GET', '/api/v3/auth/profile', superToken);
    expect(profile.json().data.profile.type).toBe('customer');
    // Admin areas the target cannot see are refused.
    expect((await call('GET', '/api/v3/users', superToken)).statusCode).toBe(403);
    await call('POST', '/api/v3/auth/update-settings', superToken, { emailNotifications: false });
    const [entry] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'auth.settings_updated'), eq(auditLog.userId, staff.id)));
    expect(entry?.impersonatorId).toBe(admin.id);
    const [started] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.event, 'users.super_login'));
    expect(started).toMatchObject({ userId: admin.id, subjectId: String(staff.id) });

    expect((await call('POST', '/api/v3/users/super-logout', superToken)).statusCode).toBe(204);
    expect((await call('GET', '/api/v3/auth/profile', superToken)).statusCode).toBe(401);
    expect((await call('GET', '/api/v3/auth/profile', token)).statusCode).toBe(200);
    // A normal session is left alone.
    expect((await call('POST', '/api/v3/users/super-logout', token)).statusCode).toBe(204);
    expect((await call('GET', '/api/v3/auth/profile', token)).statusCode).toBe(200);
  });

  it('cannot start another view-along nor change e-mail or two-step of the target', async () => {
    const { admin, restricted, staff } = await fixture();
    const token = await loginToken(app, 'admin@energiek.nl');
    const superToken = (await call('POST', `/api/v3/users/${restricted.id}/super-login`, token)).json()
      .token as string;
    expect(superToken).toBeTruthy();
    const again = await call('POST', `/api/v3/users/${staff.id}/super-login`, superToken);
    expect(again.statusCode).toBe(403);
    const email = await call('POST', `/api/v3/users/${restricted.id}`, superToken, {
      emailAddress: 'nieuw@energiek.nl',
    });
    expect(email.statusCode).toBe(403);
    expect((await call('POST', `/api/v3/users/${restricted.id}/reset-two-step`, superToken)).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/v3/auth/generate-two-step-secret', superToken)).statusCode).toBe(403);
    expect((await call('POST', `/api/v3/users/${admin.id}/deactivate`, superToken)).statusCode).toBe(403);
  });

  it('ends when the admin who started it logs out or is deactivated', async () => {
    const { staff, restricted } = await fixture();
    const token = await loginToken(app, 'admin@energiek.nl');
    const start = async (adminToken: string) =>
      (await call('POST', `/api/v3/users/${staff.id}/super-login`, adminToken)).json().token as string;
    const first = await start(token);
    expect((await call('GET', '/api/v3/auth/profile', first)).statusCode).toBe(200);
    expect((await call('POST', '/api/v3/auth/logout', token)).statusCode).toBe(204);
    expect((await call('GET', '/api/v3/auth/profile', first)).statusCode).toBe(401);

    const markToken = await loginToken(app, 'mark@energiek.nl');
    const second = await start(markToken);
    expect((await call('GET', '/api/v3/auth/profile', second)).statusCode).toBe(200);
    // Deactivated by any path (here straight in the database): the session no longer answers.
    await app.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, restricted.id));
    expect((await call('GET', '/api/v3/auth/profile', second)).statusCode).toBe(401);
  });

  it('refuses targets the admin may not see, inactive ones, oneself, and admins for restricted admins', async () => {
    const { admin, foreign, staff } = await fixture();
    const restricted = await loginToken(app, 'mark@energiek.nl');
    expect((await call('POST', `/api/v3/users/${foreign.id}/super-login`, restricted)).statusCode).toBe(404);
    expect((await call('POST', `/api/v3/users/${admin.id}/super-login`, restricted)).statusCode).toBe(403);
    expect((await call('POST', `/api/v3/users/${staff.id}/super-login`, restricted)).statusCode).toBe(200);
    const token = await loginToken(app, 'admin@energiek.nl');
    expect((await call('POST', `/api/v3/users/${admin.id}/super-login`, token)).statusCode).toBe(422);
    await app.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, foreign.id));
    expect((await call('POST', `/api/v3/users/${foreign.id}/super-login`, token)).statusCode).toBe(422);
  });
});
