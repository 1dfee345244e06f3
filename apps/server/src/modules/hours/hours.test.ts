import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { adminCustomerAssignments, hours } from '@energiek/db/schema/index';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

const register = (customerId: number, token: string | undefined, payload: Record<string, unknown>) =>
  api(app, { method: 'POST', url: `/api/v3/customers/${customerId}/hours/timer`, token, payload });

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.' });
  const hotel = await createCustomer(db, { name: 'Hotel Zeezicht B.V.' });
  const admin = await createUser(db, {
    emailAddress: 'beperkt@energiek.nl',
    type: 'admin',
    canSwitch: false,
  });
  await db.insert(adminCustomerAssignments).values({ userId: admin.id, customerId: bakker.id });
  await createUser(db, { emailAddress: 'staf@bakkerij.nl', type: 'customer', customerId: bakker.id });
  return { bakker, hotel, admin };
}

describe('POST customers/{customerId}/hours/timer', () => {
  it('registers the timed seconds as a timer hour of the admin on the customer', async () => {
    const { bakker, admin } = await fixture();
    const token = await loginToken(app, 'beperkt@energiek.nl');
    const response = await register(bakker.id, token, {
      seconds: 754,
      description: '  Offerte besproken  ',
      topbar: true,
    });
    expect(response.statusCode).toBe(201);
    const hour = response.json().data;
    expect(hour).toMatchObject({
      userId: admin.id,
      customerId: bakker.id,
      seconds: 754,
      description: 'Offerte besproken',
      source: 'timer',
    });
    expect(hour.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const rows = await app.ctx.db.select().from(hours).where(eq(hours.customerId, bakker.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 422 with Dutch field errors for a missing description and out-of-range seconds', async () => {
    const { bakker } = await fixture();
    const token = await loginToken(app, 'beperkt@energiek.nl');
    const empty = await register(bakker.id, token, { seconds: 10, description: '   ', topbar: true });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.description).toEqual(['Vul een omschrijving in.']);

    for (const seconds of [0, 86_401, 1.5]) {
      const response = await register(bakker.id, token, { seconds, description: 'Overleg', topbar: true });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.seconds).toEqual(['De tijd moet tussen 1 seconde en 24 uur liggen.']);
    }
    const missing = await register(bakker.id, token, { topbar: true });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['description', 'seconds']);
    expect(await app.ctx.db.select().from(hours)).toHaveLength(0);
  });

  it('refuses customer staff (403), unknown and unassigned customers (404) and anonymous callers (401)', async () => {
    const { bakker, hotel } = await fixture();
    const payload = { seconds: 60, description: 'Overleg', topbar: true };
    expect((await register(bakker.id, undefined, payload)).statusCode).toBe(401);

    const staff = await loginToken(app, 'staf@bakkerij.nl');
    expect((await register(bakker.id, staff, payload)).statusCode).toBe(403);

    const admin = await loginToken(app, 'beperkt@energiek.nl');
    expect((await register(hotel.id, admin, payload)).statusCode).toBe(404);

    await createUser(app.ctx.db, { emailAddress: 'alles@energiek.nl', type: 'admin', canSwitch: true });
    const full = await loginToken(app, 'alles@energiek.nl');
    expect((await register(999_999, full, payload)).statusCode).toBe(404);
    expect((await register(hotel.id, full, payload)).statusCode).toBe(201);
    expect(await app.ctx.db.select().from(hours)).toHaveLength(1);
  });
});
