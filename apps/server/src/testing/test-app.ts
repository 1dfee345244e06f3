import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { getTestDatabase, resetDatabase } from '@energiek/db/testing/test-database';
import { createRole } from '@energiek/db/factories/roles';
import { adminCustomerAssignments } from '@energiek/db/schema/index';
import {
  FACTORY_PASSWORD,
  createCustomerUser,
  createUser,
  type CreateUserOverrides,
} from '@energiek/db/factories/users';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';

// API test harness: the real app on this worker's shared test database, called through inject.

export type TestApp = FastifyInstance;

export async function createTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: TestApp) => void | Promise<void>,
  options: { keepData?: boolean } = {},
): Promise<TestApp> {
  const database = await getTestDatabase();
  if (!options.keepData) await resetDatabase(database.db);
  const config: Config = {
    // No session cache unless a test asks: tests change rows behind the app's back (session-cache.test.ts
    // covers the cache itself).
    ...loadConfig({
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      APP_URL: 'http://localhost:3000',
      SESSION_CACHE_MS: '0',
    }),
    requireAdmin2fa: false,
    ...overrides,
  };
  // As DOCUMENTS_DIR does: the documents follow a test's own DATA_DIR unless it names their folder.
  if (overrides.dataDir && !overrides.documentsDir)
    config.documentsDir = path.join(overrides.dataDir, 'documents');
  const app = await buildApp({ config, database, logger: false });
  await extend?.(app);
  await app.ready();
  return app;
}

const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'x-development-mode': 'false' };

/** A request as the spec's client sends it (x-requested-with), optionally with a bearer token. */
export function api(
  app: TestApp,
  options: InjectOptions & { token?: string | undefined },
): Promise<LightMyRequestResponse> {
  const { token, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: { ...JSON_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

/** Signs in through the real login route and returns the bearer token. */
export async function loginToken(
  app: TestApp,
  emailAddress: string,
  password: string = FACTORY_PASSWORD,
  secret?: string,
): Promise<string> {
  const response = await api(app, {
    method: 'POST',
    url: '/api/v3/auth/login',
    payload: { emailAddress, password, secret, remember: false },
  });
  const body = response.json<{ token?: string }>();
  if (response.statusCode !== 200 || !body.token) {
    throw new Error(`login of ${emailAddress} failed: ${response.statusCode} ${response.body}`);
  }
  return body.token;
}

/** Makes a user of customer `customerId` holding role `roleId` and signs them in: their bearer token. */
export async function staffToken(
  app: TestApp,
  customerId: number,
  emailAddress: string,
  roleId: number,
): Promise<string> {
  await createCustomerUser(app.ctx.db, customerId, emailAddress, roleId);
  return loginToken(app, emailAddress);
}

type RoleScope = Record<string, unknown>;

/**
 * The callers of a back-office area's access tests, signed in: `admin` (admin@energiek.nl, full rights,
 * with `adminFields`; its user id `adminId`), `reader` (lezer@energiek.nl, an admin whose role "Alleen
 * lezen" only reads `area`, or has `readerScope`) and `staff` (klant@aalbers.nl, a user of customer
 * `customerId`).
 */
export async function backOfficeCallers(
  app: TestApp,
  area: string,
  customerId: number,
  adminFields: CreateUserOverrides = {},
  readerScope: RoleScope = { full: false, [area]: { read: true, write: false } },
): Promise<{ admin: string; adminId: number; reader: string; staff: string }> {
  const db = app.ctx.db;
  const readOnly = await createRole(db, { name: 'Alleen lezen', scope: readerScope });
  const { id: adminId } = await createUser(db, {
    emailAddress: 'admin@energiek.nl',
    type: 'admin',
    ...adminFields,
  });
  await createUser(db, { emailAddress: 'lezer@energiek.nl', type: 'admin', roleId: readOnly.id });
  await createUser(db, { emailAddress: 'klant@aalbers.nl', type: 'customer', customerId });
  return {
    admin: await loginToken(app, 'admin@energiek.nl'),
    adminId,
    reader: await loginToken(app, 'lezer@energiek.nl'),
    staff: await loginToken(app, 'klant@aalbers.nl'),
  };
}

/** pieter@energiek.nl, an admin without canSwitch who may act for customer `customerId` only: his token. */
export async function limitedAdminToken(app: TestApp, customerId: number): Promise<string> {
  const db = app.ctx.db;
  const pieter = await createUser(db, {
    emailAddress: 'pieter@energiek.nl',
    type: 'admin',
    canSwitch: false,
  });
  await db.insert(adminCustomerAssignments).values({ userId: pieter.id, customerId });
  return loginToken(app, 'pieter@energiek.nl');
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A JSON request on the app `current()` returns, to `prefix` + `url`, as `token`, with `payload` as its
 * body when given.
 */
export const jsonCaller =
  (current: () => TestApp, prefix = '') =>
  (method: Method, url: string, token?: string, payload?: Record<string, unknown>) =>
    api(current(), { method, url: `${prefix}${url}`, token, ...(payload ? { payload } : {}) });
