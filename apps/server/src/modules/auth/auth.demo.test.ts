import { afterEach, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { DEMO_TWO_STEP_SECRET } from '@energiek/db/seed/demo-accounts';
import { seedDemo } from '@energiek/db/seed/demo';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';

// The demo accounts of the README, on a seeded database, with the demo's security setting.

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function seededApp(requireAdmin2fa: boolean | undefined): Promise<TestApp> {
  const a = await createTestApp({ requireAdmin2fa });
  await seedDemo(a.ctx.db);
  await a.close();
  // Rebuild so the app reads the seeded setting at start, as server.ts does after seeding.
  return createTestApp({ requireAdmin2fa }, undefined, { keepData: true });
}

const login = (a: TestApp, emailAddress: string, secret?: string) =>
  api(a, {
    method: 'POST',
    url: '/api/v3/auth/login',
    payload: { emailAddress, password: 'Energiek-2026!', secret },
  });

// Seeding the demo takes long on a loaded machine: a longer limit than the default 30 s.
describe('demo accounts', { timeout: 120_000 }, () => {
  it('let admin@energiek.nl in without two-step on the demo database', async () => {
    app = await seededApp(undefined);
    const response = await login(app, 'admin@energiek.nl');
    expect(response.json().data.set2fa).toBe(false);
  });

  it('still require two-step enrolment when REQUIRE_ADMIN_2FA is set', async () => {
    app = await seededApp(true);
    expect((await login(app, 'admin@energiek.nl')).json().data.set2fa).toBe(true);
  });

  it('sign in 2fa@energiek.nl with a code from the README secret, and customer staff to their customer', async () => {
    app = await seededApp(undefined);
    expect((await login(app, '2fa@energiek.nl')).json()).toEqual({ secretRequired: true });
    const code = new TOTP({
      secret: Secret.fromBase32(DEMO_TWO_STEP_SECRET),
      digits: 6,
      period: 30,
    }).generate();
    expect((await login(app, '2fa@energiek.nl', code)).statusCode).toBe(200);

    const token = await loginToken(app, 'klant@devries-bakkerij.nl');
    const profile = await api(app, { method: 'GET', url: '/api/v3/auth/profile', token });
    expect(profile.json().data.selectedCustomer.name).toBe('De Vries Bakkerij B.V.');
    expect(profile.json().data.profile.type).toBe('customer');

    expect((await login(app, 'inactief@energiek.nl')).json().errors).toHaveProperty('inActive');
  });
});
