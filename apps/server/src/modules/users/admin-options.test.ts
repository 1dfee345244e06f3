import { describe, expect, it } from 'vitest';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { oneAppForFile } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';

// Issue 31: pickers of admins (assignee, account manager, hours user, deal owner) read GET
// users/admin-options, which any admin may read — also a restricted admin whose role cannot read users.

let app: TestApp;
oneAppForFile((opened) => (app = opened));

describe('GET users/admin-options', () => {
  it('lists the active admins by name to every admin, and refuses customer staff', async () => {
    const db = app.ctx.db;
    await createUser(db, {
      emailAddress: 'anna@energiek.nl',
      firstName: 'Anna',
      lastName: 'Jansen',
      type: 'admin',
    });
    const adviser = await createRole(db, {
      name: 'Adviseur',
      scope: scopeAllowing({ organisation: ['read', 'write'], 'organisation-hours': ['read', 'write'] }),
    });
    await createUser(db, {
      emailAddress: 'mark@energiek.nl',
      firstName: 'Mark',
      lastName: 'Visser',
      type: 'admin',
      roleId: adviser.id,
    });
    await createUser(db, {
      emailAddress: 'oud@energiek.nl',
      firstName: 'Oud',
      lastName: 'Medewerker',
      type: 'admin',
      isActive: false,
    });
    const customer = await createCustomer(db, { name: 'Bakkerij Jansen B.V.' });
    await createUser(db, { emailAddress: 'staf@bakkerij.nl', type: 'customer', customerId: customer.id });

    const mark = await loginToken(app, 'mark@energiek.nl');
    // The restricted admin may not read users, but may read the picker options.
    expect((await api(app, { method: 'GET', url: '/api/v3/users?type=admin', token: mark })).statusCode).toBe(
      403,
    );
    const options = await api(app, { method: 'GET', url: '/api/v3/users/admin-options', token: mark });
    expect(options.statusCode).toBe(200);
    const names = options.json().data.map((o: { name: string }) => o.name);
    expect(names).toEqual(['Anna Jansen', 'Mark Visser']);
    // Names and ids only: no e-mail address, role or customers leave through the picker list.
    expect(Object.keys(options.json().data[0]).sort()).toEqual(['id', 'name']);

    const staff = await loginToken(app, 'staf@bakkerij.nl');
    const refused = await api(app, { method: 'GET', url: '/api/v3/users/admin-options', token: staff });
    expect(refused.statusCode).toBe(403);
    expect((await api(app, { method: 'GET', url: '/api/v3/users/admin-options' })).statusCode).toBe(401);
  });

  it("names a restricted admin's role in auth/user", async () => {
    const mark = await loginToken(app, 'mark@energiek.nl');
    const me = await api(app, { method: 'GET', url: '/api/v3/auth/user', token: mark });
    expect(me.json().data.roleName).toBe('Adviseur');
  });
});
