import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@energiek/contracts/constants';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { adminCustomerAssignments, sessions } from '@energiek/db/schema/index';
import { whileAuditRefused } from '../../testing/refuse-audit.ts';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { routeTokenSecret, signRouteToken, verifyRouteToken } from './route-tokens.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

const routeToken = async (token: string, query: string) => {
  const response = await api(app, { method: 'GET', url: `/api/v3/route?${query}`, token });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: string }>().data;
};
const follow = (token: string, customerId: number | string, r: string) =>
  app.inject({
    method: 'GET',
    url: `/switch/${customerId}?r=${encodeURIComponent(r)}`,
    headers: { cookie: `${SESSION_COOKIE}=${token}` },
  });

async function fixture() {
  const db = app.ctx.db;
  const ems = await createCustomer(db, { name: 'Met EMS B.V.', modules: ['ems'] });
  const plain = await createCustomer(db, { name: 'Zonder modules B.V.', modules: [] });
  await createUser(db, { emailAddress: 'full@energiek.nl', type: 'admin', canSwitch: true });
  const restricted = await createUser(db, { emailAddress: 'r@energiek.nl', type: 'admin', canSwitch: false });
  await db.insert(adminCustomerAssignments).values({ userId: restricted.id, customerId: plain.id });
  await createUser(db, { emailAddress: 'staf@ems.nl', type: 'customer', customerId: ems.id });
  return { ems, plain };
}

describe('GET route and /switch/{customerId}', () => {
  it('issues a token and the switch URL selects the customer and redirects to the screen', async () => {
    const { ems } = await fixture();
    const token = await loginToken(app, 'full@energiek.nl');
    const params = encodeURIComponent(JSON.stringify({ customerId: ems.id }));
    const routeTokenValue = await routeToken(token, `name=customers/{customerId}/ems&params=${params}`);
    expect(routeTokenValue).not.toBe('');
    const response = await follow(token, ems.id, routeTokenValue);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/v3/customers/${ems.id}/ems`);
    const profile = await api(app, { method: 'GET', url: '/api/v3/auth/profile', token });
    expect(profile.json().data.selectedCustomer.id).toBe(ems.id);
    expect(profile.json().data.profile.modules).toContain('ems');
  });

  it('selects the customer and audits it together: a failing audit leaves the session as it was', async () => {
    const { ems } = await fixture();
    const token = await loginToken(app, 'full@energiek.nl');
    const params = encodeURIComponent(JSON.stringify({ customerId: ems.id }));
    const value = await routeToken(token, `name=customers/{customerId}/ems&params=${params}`);
    const selected = async () => (await app.ctx.db.select().from(sessions)).map((s) => s.selectedCustomerId);
    const before = await selected();
    const refused = await whileAuditRefused(app.ctx.db, 'route.switch', () => follow(token, ems.id, value));
    expect(refused.statusCode).toBe(500);
    expect(await selected()).toEqual(before);
    expect((await follow(token, ems.id, value)).statusCode).toBe(302);
    expect(await selected()).toContain(ems.id);
  });

  it('accepts params[x] keys and :param names', async () => {
    const { ems } = await fixture();
    const token = await loginToken(app, 'full@energiek.nl');
    const value = await routeToken(token, `name=customers/:customerId/contacts&params[customerId]=${ems.id}`);
    const secret = await routeTokenSecret(app.ctx);
    expect(verifyRouteToken(value, secret)?.p).toBe(`customers/${ems.id}/contacts`);
  });

  it('answers an empty string when the user may not go there', async () => {
    const { ems, plain } = await fixture();
    const full = await loginToken(app, 'full@energiek.nl');
    // mod:ems is judged against the target customer's modules.
    expect(await routeToken(full, `name=customers/{customerId}/ems&params[customerId]=${plain.id}`)).toBe('');
    expect(await routeToken(full, 'name=customers/{customerId}/ems')).toBe('');
    expect(await routeToken(full, 'name=../../etc')).toBe('');
    const restricted = await loginToken(app, 'r@energiek.nl');
    expect(await routeToken(restricted, `name=customers/{customerId}&params[customerId]=${ems.id}`)).toBe('');
    expect(
      await routeToken(restricted, `name=customers/{customerId}&params[customerId]=${plain.id}`),
    ).not.toBe('');
    const staff = await loginToken(app, 'staf@ems.nl');
    expect(await routeToken(staff, 'name=users')).toBe('');
    expect(await routeToken(staff, `name=customers/{customerId}/ems&params[customerId]=${ems.id}`)).not.toBe(
      '',
    );
  });

  it('redirects to /v3/forbidden for invalid, expired, foreign or mismatched tokens', async () => {
    const { ems, plain } = await fixture();
    const full = await loginToken(app, 'full@energiek.nl');
    const restricted = await loginToken(app, 'r@energiek.nl');
    const secret = await routeTokenSecret(app.ctx);
    const now = Math.floor(Date.now() / 1000);
    const expired = signRouteToken({ u: 1, c: ems.id, p: 'customers', e: now - 1 }, secret);
    const forged = signRouteToken({ u: 1, c: ems.id, p: 'customers', e: now + 60 }, 'x'.repeat(40));
    const valid = await routeToken(full, `name=customers/{customerId}&params[customerId]=${ems.id}`);
    for (const [token, customerId, r] of [
      [full, ems.id, 'garbage'],
      [full, ems.id, expired],
      [full, ems.id, forged],
      [full, plain.id, valid],
      [restricted, ems.id, valid],
    ] as const) {
      const response = await follow(token, customerId, r);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/v3/forbidden');
    }
    const anonymous = await app.inject({ method: 'GET', url: `/switch/${ems.id}?r=${valid}` });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe(
      `/login?redirect=${encodeURIComponent(`/switch/${ems.id}?r=${valid}`)}`,
    );
  });

  it('is in the route table with its permission', async () => {
    expect(app.routeTable.find((r) => r.url === '/switch/:customerId')?.permission).toBe('authenticated');
  });

  it('keeps one generated secret for every instance on the database', async () => {
    const first = await routeTokenSecret(app.ctx);
    const other = await createTestApp({}, undefined, { keepData: true });
    expect(await routeTokenSecret(other.ctx)).toBe(first);
    await other.close();
    const configured = await createTestApp({ routeTokenSecret: 'y'.repeat(40) }, undefined, {
      keepData: true,
    });
    expect(await routeTokenSecret(configured.ctx)).toBe('y'.repeat(40));
    await configured.close();
  });
});
