import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { api, createTestApp, loginToken, type TestApp } from '../testing/test-app.ts';

// A customer-scoped route checks the modules of the customer in its path, not of the session's selected
// customer (issue 33): with a customer selected that has every module, another customer's module routes
// answer 403 (the answer for a missing module, as for the selected customer) when that customer lacks it.

let app: TestApp;
let token: string;
let rich: number;
let poor: number;

beforeAll(async () => {
  app = await createTestApp({ databaseUrl: process.env.DATABASE_URL });
  const db = app.ctx.db;
  rich = (await createCustomer(db, { name: 'Alles B.V.', modules: ['ems', 'purchase', 'budgets'] })).id;
  poor = (await createCustomer(db, { name: 'Niets B.V.', modules: [] })).id;
  await createUser(db, { emailAddress: 'wissel@modules.test', type: 'admin', canSwitch: true });
  token = await loginToken(app, 'wissel@modules.test');
}, 60_000);
afterAll(() => app?.close());

const get = (url: string) => api(app, { method: 'GET', url: `/api/v3/${url}`, token });
const select = (id: number) =>
  api(app, { method: 'POST', url: `/api/v3/auth/select-customer/${id}`, token, payload: {} });

const MODULE_ROUTES = ['purchase', 'ems/overview', 'budgets'];

describe("module check on the path's customer", () => {
  it('refuses a module route of a customer that lacks the module, whatever customer is selected', async () => {
    expect((await select(rich)).statusCode).toBe(200);
    for (const route of MODULE_ROUTES) {
      expect((await get(`customers/${rich}/${route}`)).statusCode, `rich ${route}`).toBe(200);
      expect((await get(`customers/${poor}/${route}`)).statusCode, `poor ${route}`).toBe(403);
    }
  });

  it('allows a module route of a customer that has the module while the selected one lacks it', async () => {
    expect((await select(poor)).statusCode).toBe(200);
    for (const route of MODULE_ROUTES) {
      expect((await get(`customers/${rich}/${route}`)).statusCode, `rich ${route}`).toBe(200);
      expect((await get(`customers/${poor}/${route}`)).statusCode, `poor ${route}`).toBe(403);
    }
  });
});
