import { scopeAllowing } from '@energiek/contracts/areas';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { PRODUCT_GAS } from '@energiek/db/schema/index';
import { type AppLifecycleOptions, oneAppForFile } from './app-lifecycle.ts';
import { loginToken, type TestApp } from './test-app.ts';

// Test data shared by the EMS tests: two customers with the EMS module, an admin with EMS signed in, and
// the role of a customer user who may read the EMS reports.

/**
 * Customers `own` and `other` (both with the EMS module), a gas connection of `own`, the connection
 * `foreign` of `other`, and the token of admin `adminEmail` (EMS).
 */
export async function emsCustomers(app: TestApp, names: { own: string; other: string }, adminEmail: string) {
  const db = app.ctx.db;
  const own = await createCustomer(db, { name: names.own, modules: ['ems'] });
  const other = await createCustomer(db, { name: names.other, modules: ['ems'] });
  const gas = await createConnection(db, { customerId: own.id, product: PRODUCT_GAS });
  const foreign = await createConnection(db, { customerId: other.id });
  await createUser(db, { emailAddress: adminEmail, type: 'admin', modules: ['ems'] });
  return { own, other, gas, foreign, admin: await loginToken(app, adminEmail) };
}

/** A role that reads the organisation and its EMS reports. */
export function createEmsReaderRole(db: TestApp['ctx']['db'], name = 'EMS lezen') {
  return createRole(db, {
    name,
    scope: scopeAllowing({ organisation: ['read'], 'organisation-report-ems': ['read'] }),
  });
}

type EmsCustomers = Awaited<ReturnType<typeof emsCustomers>>;

/**
 * One app for the test file (oneAppForFile) holding the customers of emsCustomers and what `more` adds to
 * them. The returned object is filled in before the file's first test: `const f = emsFixtureForFile(…)`.
 */
export function emsFixtureForFile<T extends object>(
  use: (app: TestApp) => void,
  customers: { names: { own: string; other: string }; adminEmail: string },
  more: (app: TestApp, base: EmsCustomers) => Promise<T>,
  options: Pick<AppLifecycleOptions, 'config' | 'then'> = {},
): EmsCustomers & T {
  const fixture = {} as EmsCustomers & T;
  oneAppForFile(use, {
    ...options,
    then: async (app) => {
      await options.then?.(app);
      const base = await emsCustomers(app, customers.names, customers.adminEmail);
      Object.assign(fixture, base, await more(app, base));
    },
    timeout: 60_000,
  });
  return fixture;
}
