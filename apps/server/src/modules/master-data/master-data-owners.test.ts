import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createGridOperator } from '@energiek/db/factories/master-data';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { gridOperators } from '@energiek/db/schema/index';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';

// Master data has owners (issue 33): its writes need master-data:write besides is:admin, so a role can
// withhold them; an admin whose role reads master data only (the demo Adviseur) gets 403 and changes nothing.

let app: TestApp;
let reader: string;
let writer: string;
let operator: number;

beforeAll(async () => {
  app = await createTestApp({ databaseUrl: process.env.DATABASE_URL });
  const db = app.ctx.db;
  operator = (await createGridOperator(db, { name: 'Stamnet' })).id;
  const reads = await createRole(db, {
    name: 'Adviseur (stamgegevens lezen)',
    scope: scopeAllowing({ organisation: ['read', 'write'], 'master-data': ['read'] }),
  });
  const writes = await createRole(db, {
    name: 'Stamgegevens beheren',
    scope: scopeAllowing({ 'master-data': ['read', 'write'] }),
  });
  await createUser(db, { emailAddress: 'lezer@stam.test', type: 'admin', roleId: reads.id });
  await createUser(db, { emailAddress: 'beheer@stam.test', type: 'admin', roleId: writes.id });
  reader = await loginToken(app, 'lezer@stam.test');
  writer = await loginToken(app, 'beheer@stam.test');
}, 60_000);
afterAll(() => app?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  api(app, { method, url: `/api/v3/${url}`, token, ...(payload ? { payload } : {}) });

describe('master data writes', () => {
  it('refuses every master-data write to an admin whose role only reads master data', async () => {
    const party = { name: 'Gekaapt' };
    const window = { from: '21:00', to: '07:00', weekends: true, holidays: true };
    const writes: [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['POST', `grid-operators/${operator}/low-tariff`, window],
      ['PUT', `grid-operators/${operator}/low-tariff`, window],
      ['POST', `grid-operators/${operator}`, party],
      ['PUT', `grid-operators/${operator}`, party],
      ['DELETE', `grid-operators/${operator}`],
      ['POST', 'grid-operators', party],
      ['POST', 'suppliers', party],
      ['POST', 'measuring-companies', party],
      ['POST', 'trafos', { name: 'Gekaapt', gridOperatorId: operator }],
      ['POST', 'degree-days/import'],
    ];
    for (const [method, url, body] of writes) {
      const response = await call(method, url, reader, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const [stored] = await app.ctx.db.select().from(gridOperators);
    expect(stored?.name).toBe('Stamnet');
    // Reading stays open, the admin views need master-data:read.
    expect((await call('GET', 'grid-operators', reader)).statusCode).toBe(200);
    expect((await call('GET', `grid-operators/${operator}/detail`, reader)).statusCode).toBe(200);
  });

  it('lets an admin whose role writes master data change it', async () => {
    const renamed = await call('PUT', `grid-operators/${operator}`, writer, { name: 'Stamnet Noord' });
    expect(renamed.statusCode).toBe(200);
    const created = await call('POST', 'suppliers', writer, { name: 'Stroom & Co' });
    expect(created.statusCode).toBe(201);
  });
});
