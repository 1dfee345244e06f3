import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedDemo } from '@energiek/db/seed/demo';
import { DEMO_PASSWORD } from '@energiek/db/seed/demo-accounts';
import { adminCustomerAssignments, customers, mailOutbox, roles, users } from '@energiek/db/schema/index';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';

// The black-box probe of issue «Privilege boundaries», replayed on the demo database: mark.visser (admin,
// role Adviseur, no canSwitch) must not be able to make himself a full admin by any of these requests.

let app: TestApp;
let ids: { admin: number; twoStep: number; mark: number; adminRole: number; adviserRole: number };
let mark: string;

beforeAll(async () => {
  const seeded = await createTestApp();
  await seedDemo(seeded.ctx.db);
  await seeded.close();
  app = await createTestApp({}, undefined, { keepData: true });
  const id = async (emailAddress: string) => {
    const [row] = await app.ctx.db.select().from(users).where(eq(users.emailAddress, emailAddress));
    return row?.id ?? 0;
  };
  const roleId = async (name: string) => {
    const [row] = await app.ctx.db.select().from(roles).where(eq(roles.name, name));
    return row?.id ?? 0;
  };
  ids = {
    admin: await id('admin@energiek.nl'),
    twoStep: await id('2fa@energiek.nl'),
    mark: await id('mark.visser@energiek.nl'),
    adminRole: await roleId('Beheerder'),
    adviserRole: await roleId('Adviseur'),
  };
  mark = await loginToken(app, 'mark.visser@energiek.nl', DEMO_PASSWORD);
}, 120_000);
afterAll(() => app?.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) =>
  api(app, { method, url, token, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });

const userRow = async (id: number) => (await app.ctx.db.select().from(users).where(eq(users.id, id)))[0];
const roleRow = async (id: number) => (await app.ctx.db.select().from(roles).where(eq(roles.id, id)))[0];

describe('the probe of a restricted admin (mark.visser, role Adviseur)', () => {
  it('cannot read mail-outbox, and no stored mail holds a live reset or invitation token', async () => {
    const requested = await call('POST', '/api/v3/auth/request-password', undefined, {
      emailAddress: 'admin@energiek.nl',
    });
    expect(requested.statusCode).toBe(200);
    const read = await call('GET', '/api/v3/mail-outbox?toAddress=admin%40energiek.nl', mark);
    expect(read.statusCode).toBe(403);
    const stored = await app.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'admin@energiek.nl'));
    expect(stored.length).toBe(1);
    const token = /token=([A-Za-z0-9_-]{20,})/.exec(stored[0]?.text ?? '');
    expect(token, stored[0]?.text).toBeNull();
  });

  it('cannot assign himself every customer', async () => {
    const before = await app.ctx.db
      .select()
      .from(adminCustomerAssignments)
      .where(eq(adminCustomerAssignments.userId, ids.mark));
    const all = await app.ctx.db.select({ id: customers.id }).from(customers);
    const response = await call('POST', `/api/v3/users/${ids.mark}`, mark, {
      customerIds: all.map((c) => c.id),
    });
    expect(response.statusCode).not.toBe(200);
    const after = await app.ctx.db
      .select()
      .from(adminCustomerAssignments)
      .where(eq(adminCustomerAssignments.userId, ids.mark));
    expect(after).toEqual(before);
  });

  it('cannot widen his own role nor strip the full role of the Beheerders', async () => {
    const adviser = await roleRow(ids.adviserRole);
    const everything = Object.fromEntries(
      Object.keys(adviser?.scope ?? {})
        .filter((area) => area !== 'full')
        .map((area) => [area, true]),
    );
    const widen = await call('POST', `/api/v3/roles/${ids.adviserRole}`, mark, { scope: everything });
    expect(widen.statusCode).not.toBe(200);
    expect((await roleRow(ids.adviserRole))?.scope).toEqual(adviser?.scope);
    const strip = await call('POST', `/api/v3/roles/${ids.adminRole}`, mark, { scope: { full: false } });
    expect(strip.statusCode).not.toBe(200);
    expect((await roleRow(ids.adminRole))?.scope.full).toBe(true);
  });

  it('cannot change the e-mail, reset the two-step or deactivate a full admin', async () => {
    const before = await userRow(ids.twoStep);
    const email = await call('POST', `/api/v3/users/${ids.twoStep}`, mark, {
      emailAddress: 'mark.visser+overname@energiek.nl',
    });
    expect(email.statusCode).not.toBe(200);
    expect((await call('POST', `/api/v3/users/${ids.admin}/reset-two-step`, mark)).statusCode).not.toBe(200);
    expect((await call('POST', `/api/v3/users/${ids.twoStep}/reset-two-step`, mark)).statusCode).not.toBe(
      200,
    );
    expect((await call('POST', `/api/v3/users/${ids.twoStep}/deactivate`, mark)).statusCode).not.toBe(200);
    const after = await userRow(ids.twoStep);
    expect(after?.emailAddress).toBe(before?.emailAddress);
    expect(after?.isActive).toBe(true);
    expect(after?.twoStepEnabledAt).toEqual(before?.twoStepEnabledAt);
  });
});

describe('full admins on the demo database', () => {
  it('keep at least one active full admin: stripping the Beheerder role answers 422, full:true can be granted', async () => {
    const admin = await loginToken(app, 'admin@energiek.nl', DEMO_PASSWORD);
    const strip = await call('POST', `/api/v3/roles/${ids.adminRole}`, admin, { scope: { full: false } });
    expect(strip.statusCode).toBe(422);
    expect(strip.json().errors.scope[0]).toMatch(/volledige rechten/);
    expect((await roleRow(ids.adminRole))?.scope.full).toBe(true);
    const created = await call('POST', '/api/v3/roles', admin, {
      name: 'Tweede beheer',
      scope: { full: true },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.scope.full).toBe(true);
  });

  it('view-along as another full admin cannot deactivate the admin who started it', async () => {
    const admin = await loginToken(app, 'admin@energiek.nl', DEMO_PASSWORD);
    const start = await call('POST', `/api/v3/users/${ids.twoStep}/super-login`, admin);
    expect(start.statusCode).toBe(200);
    const asB = start.json<{ token: string }>().token;
    const deactivate = await call('POST', `/api/v3/users/${ids.admin}`, asB, { isActive: false });
    expect(deactivate.statusCode).toBe(403);
    expect((await userRow(ids.admin))?.isActive).toBe(true);
  });
});
