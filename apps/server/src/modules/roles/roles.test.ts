import { describe, expect, it } from 'vitest';
import { missingScopeEntries } from '@energiek/contracts/areas';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createCustomerUser, createUser } from '@energiek/db/factories/users';
import { roles } from '@energiek/db/schema/index';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) =>
  api(app, { method, url, token, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });

async function fixture() {
  const db = app.ctx.db;
  const reader = await createRole(db, { name: 'Lezer', scope: { full: false, roles: { read: true } } });
  const admin = await createUser(db, { emailAddress: 'admin@energiek.nl', type: 'admin' });
  await createUser(db, { emailAddress: 'lezer@energiek.nl', type: 'admin', roleId: reader.id });
  const customer = await createCustomer(db);
  await createCustomerUser(db, customer.id, 'klant@klant.nl', reader.id);
  return { reader, admin };
}

describe('roles API', () => {
  it('creates a role with its scope normalised to every area, and reads it back with its users', async () => {
    await fixture();
    const token = await loginToken(app, 'admin@energiek.nl');
    const created = await call('POST', '/api/v3/roles', token, {
      name: 'Adviseur',
      description: 'Adviseurs',
      scope: {
        full: false,
        organisation: { read: true },
        'organisation-contacts': true,
        onbekend: { read: true },
      },
    });
    expect(created.statusCode).toBe(201);
    const role = created.json().data;
    expect(role.scope.organisation).toEqual({ read: true, write: false });
    expect(role.scope['organisation-contacts']).toEqual({ read: true, write: true });
    expect(role.scope).not.toHaveProperty('onbekend');
    expect(missingScopeEntries(role.scope)).toEqual([]);
    expect(role.users).toEqual([]);

    const updated = await call('POST', `/api/v3/roles/${role.id}`, token, { scope: { full: true } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.scope.full).toBe(true);
    expect(updated.json().data.name).toBe('Adviseur');
    expect(missingScopeEntries(updated.json().data.scope)).toEqual([]);
  });

  it('lists roles with user counts and shows who has a role', async () => {
    const { reader } = await fixture();
    const token = await loginToken(app, 'lezer@energiek.nl');
    const list = await call('GET', '/api/v3/roles?q=lez', token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject([{ id: reader.id, name: 'Lezer', userCount: 2 }]);
    const detail = await call('GET', `/api/v3/roles/${reader.id}`, token);
    expect(
      detail
        .json()
        .data.users.map((u: { emailAddress: string }) => u.emailAddress)
        .sort(),
    ).toEqual(['klant@klant.nl', 'lezer@energiek.nl']);
    expect((await call('GET', '/api/v3/roles/99999', token)).statusCode).toBe(404);
    const staffRead = await loginToken(app, 'klant@klant.nl');
    expect((await call('GET', '/api/v3/roles', staffRead)).statusCode).toBe(403);
    // is:admin with roles:read allows reading; changing needs roles:write too; never customer staff.
    expect((await call('POST', '/api/v3/roles', token, { name: 'X', scope: {} })).statusCode).toBe(403);
    const writer = await createRole(app.ctx.db, {
      name: 'Schrijver',
      scope: { full: false, roles: { read: true, write: true }, organisation: { read: true } },
    });
    await createUser(app.ctx.db, { emailAddress: 'schrijver@energiek.nl', type: 'admin', roleId: writer.id });
    const writerToken = await loginToken(app, 'schrijver@energiek.nl');
    const within = { name: 'X', scope: { organisation: { read: true } } };
    expect((await call('POST', '/api/v3/roles', writerToken, within)).statusCode).toBe(201);
    const full = await call('POST', '/api/v3/roles', writerToken, { name: 'Z', scope: { full: true } });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.scope).toEqual([
      'Alleen een beheerder met volledige rechten kan volledige toegang geven.',
    ]);
    const wider = { name: 'W', scope: { organisation: { read: true, write: true } } };
    expect((await call('POST', '/api/v3/roles', writerToken, wider)).json().errors.scope).toEqual([
      'Je kunt geen rechten geven die je zelf niet hebt.',
    ]);
    const staff = await loginToken(app, 'klant@klant.nl');
    expect((await call('POST', '/api/v3/roles', staff, { name: 'Y', scope: {} })).statusCode).toBe(403);
  });

  it('answers Dutch 422 errors for a missing or taken name', async () => {
    await fixture();
    const token = await loginToken(app, 'admin@energiek.nl');
    const empty = await call('POST', '/api/v3/roles', token, { name: ' ', scope: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['Vul een naam in.']);
    const taken = await call('POST', '/api/v3/roles', token, { name: 'lezer', scope: {} });
    expect(taken.json().errors.name).toEqual(['Er bestaat al een profiel met deze naam.']);
  });

  it('leaves no stored role relying on the "no entry allows" fallback', async () => {
    await fixture();
    const token = await loginToken(app, 'admin@energiek.nl');
    await call('POST', '/api/v3/roles', token, { name: 'Leeg', scope: {} });
    const stored = await app.ctx.db.select().from(roles);
    expect(stored.length).toBe(2);
    for (const role of stored) expect(missingScopeEntries(role.scope), role.name).toEqual([]);
  });
});
