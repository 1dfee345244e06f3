import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contacts, suppliers } from '@energiek/db/schema/index';
import { createConnection } from '@energiek/db/factories/connections';
import { createContact } from '@energiek/db/factories/contacts';
import { createCustomer } from '@energiek/db/factories/customers';
import { createSupplier } from '@energiek/db/factories/master-data';
import { createUser } from '@energiek/db/factories/users';
import { api, createTestApp, loginToken, type TestApp } from '../testing/test-app.ts';
import { registerResourceRoutes } from './resource-routes.ts';
import { tableResource } from './table-resource.ts';

// The table resource (through the route kit), exercised on real tables through resources registered only for this test.

const supplierItem = z.object({
  id: z.number(),
  name: z.string(),
  website: z.string().nullable(),
  createdAt: z.string(),
  initial: z.string().optional(),
});
const contactItem = z.object({
  id: z.number(),
  customerId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
});

let app: TestApp;
let admin: string;
let staff: string;
let ownCustomer: number;
let otherCustomer: number;

beforeAll(async () => {
  app = await createTestApp({}, (a) => {
    registerResourceRoutes(
      a,
      tableResource({
        name: 'test-suppliers',
        table: suppliers,
        permissions: { read: 'organisation:read', write: 'is:admin' },
        item: supplierItem,
        create: z.object({ name: z.string().trim().min(1), website: z.string().nullable().optional() }),
        searchColumns: ['name'],
        sortable: ['id', 'name'],
        defaultSort: 'name',
        filters: { website: z.string() },
        relations: {
          initial: async (_db, items) => {
            for (const item of items) item.initial = String(item.name).slice(0, 1);
          },
        },
      }),
    );
    registerResourceRoutes(
      a,
      tableResource({
        name: 'test-contacts',
        table: contacts,
        customerScoped: true,
        permissions: { read: 'organisation-contacts:read', write: 'organisation-contacts:write' },
        item: contactItem,
        create: z.object({ firstName: z.string().min(1), lastName: z.string().default('') }),
      }),
    );
  });
  const own = await createCustomer(app.ctx.db);
  const other = await createCustomer(app.ctx.db);
  ownCustomer = own.id;
  otherCustomer = other.id;
  await createUser(app.ctx.db, { emailAddress: 'admin@example.nl', type: 'admin' });
  await createUser(app.ctx.db, { emailAddress: 'staff@example.nl', type: 'customer', customerId: own.id });
  admin = await loginToken(app, 'admin@example.nl');
  staff = await loginToken(app, 'staff@example.nl');
  for (const name of ['Vattenfall', 'Eneco', 'Essent', 'ENGIE', 'Greenchoice']) {
    await createSupplier(app.ctx.db, { name, website: name === 'Eneco' ? 'eneco.nl' : null });
  }
});
afterAll(() => app.close());

describe('generic list', () => {
  it('pages with meta current_page / last_page and sorts', async () => {
    const response = await api(app, {
      method: 'GET',
      url: '/api/v3/test-suppliers?limit=2&page=2',
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ current_page: 2, last_page: 3, per_page: 2, total: 5 });
    expect(body.data.map((s: { name: string }) => s.name)).toEqual(['Essent', 'Greenchoice']);
    const all = await api(app, { method: 'GET', url: '/api/v3/test-suppliers', token: admin });
    expect(all.json().data.map((s: { name: string }) => s.name)).toEqual([
      'Eneco',
      'ENGIE',
      'Essent',
      'Greenchoice',
      'Vattenfall',
    ]);
    const desc = await api(app, {
      method: 'GET',
      url: '/api/v3/test-suppliers?sort=-name&limit=1',
      token: admin,
    });
    expect(desc.json().data[0].name).toBe('Vattenfall');
  });

  it('searches with q, filters, includes relations with `with`', async () => {
    const q = await api(app, {
      method: 'GET',
      url: '/api/v3/test-suppliers?q=ENE&with=initial',
      token: admin,
    });
    expect(q.json().data).toMatchObject([{ name: 'Eneco', initial: 'E' }]);
    const filtered = await api(app, {
      method: 'GET',
      url: '/api/v3/test-suppliers?website=eneco.nl',
      token: admin,
    });
    expect(filtered.json().meta.total).toBe(1);
    const escaped = await api(app, { method: 'GET', url: '/api/v3/test-suppliers?q=%25', token: admin });
    expect(escaped.json().meta.total).toBe(0);
  });

  it('refuses a limit over 999, an unknown sort and an unknown relation with 422', async () => {
    for (const query of ['limit=1000', 'sort=website', 'with=onbekend', 'page=0']) {
      const response = await api(app, {
        method: 'GET',
        url: `/api/v3/test-suppliers?${query}`,
        token: admin,
      });
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors).length).toBe(1);
    }
    const max = await api(app, { method: 'GET', url: '/api/v3/test-suppliers?limit=999', token: admin });
    expect(max.statusCode).toBe(200);
  });
});

describe('generic create, read, update, delete', () => {
  it('runs the whole cycle and answers 404 after delete', async () => {
    const created = await api(app, {
      method: 'POST',
      url: '/api/v3/test-suppliers',
      token: admin,
      payload: { name: 'Axpo' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      const updated = await api(app, {
        method,
        url: `/api/v3/test-suppliers/${id}`,
        token: admin,
        payload: { website: `axpo-${method}.nl` },
      });
      expect(updated.statusCode, method).toBe(200);
      expect(updated.json().data).toMatchObject({ id, name: 'Axpo', website: `axpo-${method}.nl` });
    }
    const one = await api(app, {
      method: 'GET',
      url: `/api/v3/test-suppliers/${id}?with=initial`,
      token: admin,
    });
    expect(one.json().data).toMatchObject({ name: 'Axpo', initial: 'A' });
    expect(
      (await api(app, { method: 'DELETE', url: `/api/v3/test-suppliers/${id}`, token: admin })).statusCode,
    ).toBe(204);
    expect(
      (await api(app, { method: 'GET', url: `/api/v3/test-suppliers/${id}`, token: admin })).statusCode,
    ).toBe(404);
  });

  it('answers 422 with field errors for bad input', async () => {
    const response = await api(app, {
      method: 'POST',
      url: '/api/v3/test-suppliers',
      token: admin,
      payload: { name: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['name']);
  });

  it('checks the write permission (403) and authentication (401)', async () => {
    expect((await api(app, { method: 'GET', url: '/api/v3/test-suppliers', token: staff })).statusCode).toBe(
      200,
    );
    const refused = await api(app, {
      method: 'POST',
      url: '/api/v3/test-suppliers',
      token: staff,
      payload: { name: 'X' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await api(app, { method: 'GET', url: '/api/v3/test-suppliers' })).statusCode).toBe(401);
  });
});

describe('customer-scoped resources', () => {
  it("keeps customers apart: another customer's rows and ids answer 404", async () => {
    const mine = await createContact(app.ctx.db, { customerId: ownCustomer, firstName: 'Eigen' });
    const theirs = await createContact(app.ctx.db, { customerId: otherCustomer, firstName: 'Vreemd' });
    const list = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${ownCustomer}/test-contacts`,
      token: staff,
    });
    expect(list.json().data.map((c: { firstName: string }) => c.firstName)).toEqual(['Eigen']);

    const otherList = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${otherCustomer}/test-contacts`,
      token: staff,
    });
    expect(otherList.statusCode).toBe(404);
    const crossId = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${ownCustomer}/test-contacts/${theirs.id}`,
      token: staff,
    });
    expect(crossId.statusCode).toBe(404);
    const crossUpdate = await api(app, {
      method: 'PATCH',
      url: `/api/v3/customers/${ownCustomer}/test-contacts/${theirs.id}`,
      token: staff,
      payload: { firstName: 'Gekaapt' },
    });
    expect(crossUpdate.statusCode).toBe(404);
    const crossDelete = await api(app, {
      method: 'DELETE',
      url: `/api/v3/customers/${ownCustomer}/test-contacts/${theirs.id}`,
      token: staff,
    });
    expect(crossDelete.statusCode).toBe(404);

    const created = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${ownCustomer}/test-contacts`,
      token: staff,
      payload: { firstName: 'Nieuw', customerId: otherCustomer },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.customerId).toBe(ownCustomer);
    expect(
      (
        await api(app, {
          method: 'GET',
          url: `/api/v3/customers/${ownCustomer}/test-contacts/${mine.id}`,
          token: admin,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('mail-outbox', () => {
  it('is for admins only', async () => {
    expect((await api(app, { method: 'GET', url: '/api/v3/mail-outbox', token: admin })).statusCode).toBe(
      200,
    );
    expect((await api(app, { method: 'GET', url: '/api/v3/mail-outbox', token: staff })).statusCode).toBe(
      403,
    );
  });
});

describe('generic delete of a row still in use', () => {
  it('answers 422 for an on-delete-restrict reference and keeps the row', async () => {
    const supplier = await createSupplier(app.ctx.db, { name: 'Budget Energie' });
    await createConnection(app.ctx.db, { customerId: ownCustomer, supplierId: supplier.id });
    const response = await api(app, {
      method: 'DELETE',
      url: `/api/v3/test-suppliers/${supplier.id}`,
      token: admin,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      id: ['Dit item is nog in gebruik en kan niet worden verwijderd.'],
    });
    const again = await api(app, {
      method: 'GET',
      url: `/api/v3/test-suppliers/${supplier.id}`,
      token: admin,
    });
    expect(again.statusCode).toBe(200);
  });
});
