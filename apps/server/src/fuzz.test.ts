import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { sql } from 'drizzle-orm';
import { createContact } from '@energiek/db/factories/contacts';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createEntity } from '@energiek/db/factories/entities';
import {
  createGridOperator,
  createMeasuringCompany,
  createSupplier,
} from '@energiek/db/factories/master-data';
import { createRole } from '@energiek/db/factories/roles';
import { createTrafo } from '@energiek/db/factories/trafos';
import { createUser } from '@energiek/db/factories/users';
import { actionComments, actions, documents, hours } from '@energiek/db/schema/index';
import { schemaTableNames } from '@energiek/db/testing/test-database';
import { createSession } from './modules/auth/sessions.repository.ts';
import type { RouteEntry } from './plugins/route-registry.ts';
import { api, createTestApp, type TestApp } from './testing/test-app.ts';
import { fuzzCases, type FuzzCase, type OpenApiOperation } from './testing/fuzz-cases.ts';

// Issue «Privilege boundaries, bad input and data hygiene»: every route of app.routeTable, every
// parameter and body field from its OpenAPI operation, with bad input — as a full admin and as customer
// staff. No answer may be a 5xx, and a refused request (4xx) must not have written anything.

let app: TestApp;
const ids: Record<string, number> = {};
const userIds: Record<'admin' | 'staff', number> = { admin: 0, staff: 0 };

/** Tables a refused request must leave alone; sessions change on every request (last activity). */
const WATCHED = () => schemaTableNames().filter((name) => name !== 'sessions');

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const customer = await createCustomer(db, {
    name: 'Fuzz B.V.',
    modules: ['ems', 'purchase', 'invoicecontrol'],
  });
  const full = await createRole(db, { name: 'Fuzz volledig', scope: { full: true } });
  const admin = await createUser(db, { type: 'admin', canSwitch: true, roleId: full.id });
  const staff = await createUser(db, { type: 'customer', customerId: customer.id, roleId: full.id });
  const victim = await createUser(db, { type: 'customer', customerId: customer.id, roleId: full.id });
  const entity = await createEntity(db, { customerId: customer.id });
  const connection = await createConnection(db, { customerId: customer.id, entityId: entity.id });
  const contact = await createContact(db, { customerId: customer.id });
  const gridOperator = await createGridOperator(db);
  const [action] = await db.insert(actions).values({ customerId: customer.id, subject: 'Fuzz' }).returning();
  const [comment] = await db
    .insert(actionComments)
    .values({ actionId: action?.id ?? 0, userId: admin.id, content: 'Fuzz' })
    .returning();
  const [hour] = await db
    .insert(hours)
    .values({
      customerId: customer.id,
      userId: admin.id,
      date: '2026-11-02',
      seconds: 60,
      description: 'Fuzz',
      source: 'manual',
    })
    .returning();
  const [document] = await db
    .insert(documents)
    .values({
      customerId: customer.id,
      fileName: 'Fuzz.pdf',
      storageKey: 'fuzz',
      contentType: 'application/pdf',
      size: 0,
    })
    .returning();
  Object.assign(ids, {
    customer: customer.id,
    role: full.id,
    victim: victim.id,
    entity: entity.id,
    connection: connection.id,
    contact: contact.id,
    action: action?.id,
    comment: comment?.id,
    hour: hour?.id,
    document: document?.id,
    supplier: (await createSupplier(db)).id,
    measuringCompany: (await createMeasuringCompany(db)).id,
    gridOperator: gridOperator.id,
    trafo: (await createTrafo(db, { gridOperatorId: gridOperator.id })).id,
  });
  userIds.admin = admin.id;
  userIds.staff = staff.id;
  await installWriteLog();
}, 120_000);
afterAll(() => app?.close());

/** A valid value for a route's path parameter, so that one bad parameter or field is tested at a time. */
function fill(route: RouteEntry, name: string): string {
  if (name === 'customerId') return String(ids.customer);
  const resource: [RegExp, string][] = [
    [/^\/api\/v3\/users\//, 'victim'],
    [/^\/api\/v3\/roles\//, 'role'],
    [/^\/api\/v3\/auth\/select-customer\//, 'customer'],
    [/\/contacts\//, 'contact'],
    [/\/entities\//, 'entity'],
    [/\/connections\//, 'connection'],
    [/\/actions\//, 'action'],
    [/^\/api\/v3\/action-comments\//, 'comment'],
    [/\/hours\//, 'hour'],
    [/\/documents\//, 'document'],
    [/^\/api\/v3\/suppliers\//, 'supplier'],
    [/^\/api\/v3\/measuring-companies\//, 'measuringCompany'],
    [/^\/api\/v3\/grid-operators\//, 'gridOperator'],
    [/^\/api\/v3\/trafos\//, 'trafo'],
  ];
  const key = resource.find(([pattern]) => pattern.test(route.url))?.[1];
  return String(key ? ids[key] : 1);
}

/**
 * Write detection: triggers on every watched table note each row a statement inserts, deletes or really
 * changes (an update to identical values is no write), and each truncate, in `fuzz_writes` (not in the
 * schema registry, so the app never sees it). Reading and emptying that log after a request is one cheap
 * statement, where hashing every table before and after each request was most of this file's time.
 * Failed sign-ins and the like are audited on purpose (audit rows with success = false), so those rows do
 * not count as a write. A rolled-back transaction takes its notes with it.
 */
async function installWriteLog(): Promise<void> {
  const statements = [
    'create table fuzz_writes (t text not null)',
    `create function fuzz_note_write() returns trigger language plpgsql as $$
     begin insert into fuzz_writes values (tg_table_name); return null; end $$`,
  ];
  for (const name of WATCHED()) {
    const audited = name === 'audit_log';
    const trigger = (suffix: string, event: string, level: 'row' | 'statement', when = '') =>
      `create trigger "fuzz_${suffix}" after ${event} on "${name}" for each ${level}${when ? ` when (${when})` : ''} execute function fuzz_note_write()`;
    statements.push(
      trigger('insert', 'insert', 'row', audited ? 'new.success' : ''),
      trigger('delete', 'delete', 'row', audited ? 'old.success' : ''),
      trigger(
        'update',
        'update',
        'row',
        `old.* is distinct from new.*${audited ? ' and (old.success or new.success)' : ''}`,
      ),
      trigger('truncate', 'truncate', 'statement'),
    );
  }
  for (const statement of statements) await app.ctx.db.execute(sql.raw(statement));
}

/** The watched tables written since the last call (and empties the log). */
async function writtenTables(): Promise<string[]> {
  const result = await app.ctx.db.execute(sql.raw('delete from fuzz_writes returning t'));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { t: string }[];
  return [...new Set(rows.map((r) => r.t))].sort();
}

type Outcome = {
  requests: number;
  serverErrors: string[];
  writesWhenRefused: string[];
  /** A path id that is no id (a word, NUL, 0, past 2^31−1) must answer 4xx (404 or 422), never 2xx. */
  badIdsAccepted: string[];
  /** Requests that did not answer within HANG_MS. */
  hangs: string[];
};

/** How long one fuzz request may take before it counts as a hang. */
const HANG_MS = 20_000;
const BAD_ID = /^path \w+=(word|nul|zero|overflow|bigOverflow)$/;
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** The routes to fuzz: HEAD answers as GET, and PUT/PATCH that share POST's contract are covered by it. */
function fuzzedRoutes(document: OpenApiDocument): { route: RouteEntry; operation?: OpenApiOperation }[] {
  const out: { route: RouteEntry; operation?: OpenApiOperation }[] = [];
  for (const route of app.routeTable) {
    if (route.method === 'HEAD' || route.url.startsWith('/api/v3/docs')) continue;
    const operations = document.paths[route.url.replace(/:(\w+)/g, '{$1}')] ?? {};
    const operation = operations[route.method.toLowerCase()];
    const post = operations.post;
    const sameAsPost =
      ['PUT', 'PATCH'].includes(route.method) &&
      post &&
      JSON.stringify(post.requestBody) === JSON.stringify(operation?.requestBody);
    if (!sameAsPost) out.push({ route, ...(operation ? { operation } : {}) });
  }
  return out;
}

async function run(who: 'admin' | 'staff', pick: (c: FuzzCase) => boolean): Promise<Outcome> {
  const outcome: Outcome = {
    requests: 0,
    serverErrors: [],
    writesWhenRefused: [],
    badIdsAccepted: [],
    hangs: [],
  };
  for (const { route, operation } of fuzzedRoutes(app.swagger() as OpenApiDocument)) {
    // A fresh session per route: logout, view-along and select-customer change the session itself.
    const { token } = await createSession(app.ctx.db, {
      userId: userIds[who],
      selectedCustomerId: ids.customer ?? null,
      remember: false,
      ip: null,
      userAgent: null,
    });
    // GET writes nothing but its audit trail on success; every other call is checked one by one.
    const checked = route.method !== 'GET';
    if (checked) await writtenTables();
    for (const c of fuzzCases(route, operation, (name) => fill(route, name)).filter(pick)) {
      const answer = api(app, {
        method: route.method as HTTPMethods,
        url: c.query === undefined ? c.path : `${c.path}?${c.query}`,
        token,
        ...(c.body ? { payload: c.body.payload, headers: { 'content-type': c.body.contentType } } : {}),
      });
      outcome.requests++;
      // A request that does not answer within HANG_MS is a hang (issue 33: a cut-off multipart body).
      let timer: NodeJS.Timeout | undefined;
      const response = await Promise.race([
        answer,
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), HANG_MS))),
      ]).finally(() => clearTimeout(timer));
      if (response === null) {
        outcome.hangs.push(`${route.method} ${route.url} ${c.label}`);
        continue;
      }
      const what = `${route.method} ${route.url} ${c.label} → ${response.statusCode}`;
      if (response.statusCode >= 500) outcome.serverErrors.push(`${what} ${response.body.slice(0, 200)}`);
      if (route.url.startsWith('/api/') && BAD_ID.test(c.label) && response.statusCode < 400) {
        outcome.badIdsAccepted.push(what);
      }
      if (!checked) continue;
      const changed = await writtenTables();
      if (response.statusCode >= 400 && changed.length > 0) {
        outcome.writesWhenRefused.push(`${what} wrote ${changed.join(', ')}`);
      }
    }
  }
  return outcome;
}

describe('bad input on every route', () => {
  it('notices every kind of write, but not an unchanged row or an audited failure', async () => {
    const db = app.ctx.db;
    await writtenTables();
    const supplier = await createSupplier(db, { name: 'Fuzz schrijftest' });
    expect(await writtenTables()).toEqual(['suppliers']);
    await db.execute(sql`update suppliers set name = name where id = ${supplier.id}`);
    expect(await writtenTables()).toEqual([]);
    await db.execute(sql`update suppliers set name = 'Fuzz gewijzigd' where id = ${supplier.id}`);
    expect(await writtenTables()).toEqual(['suppliers']);
    await db.execute(sql`delete from suppliers where id = ${supplier.id}`);
    expect(await writtenTables()).toEqual(['suppliers']);
    await db.execute(sql`insert into audit_log (event, success) values ('fuzz.failed', false)`);
    expect(await writtenTables()).toEqual([]);
    await db.execute(sql`insert into audit_log (event) values ('fuzz.done')`);
    expect(await writtenTables()).toEqual(['audit_log']);
    await db.execute(sql`delete from audit_log where event like 'fuzz.%'`);
    expect(await writtenTables()).toEqual(['audit_log']);
    await db.execute(sql`truncate table mail_outbox`);
    expect(await writtenTables()).toEqual(['mail_outbox']);
  });

  it('never answers 5xx and writes nothing when it refuses, as a full admin', async () => {
    const outcome = await run('admin', () => true);
    console.log(
      `fuzz (admin): ${outcome.requests} requests, ${outcome.serverErrors.length} × 5xx, ${outcome.hangs.length} hangs`,
    );
    expect(outcome.hangs).toEqual([]);
    expect(outcome.serverErrors).toEqual([]);
    expect(outcome.writesWhenRefused).toEqual([]);
    expect(outcome.badIdsAccepted).toEqual([]);
  }, 600_000);

  it('never answers 5xx and writes nothing when it refuses, as customer staff', async () => {
    // Paths, whole bodies and NUL/overflow in the query (past the permission check, the handlers are
    // the admin's): the admin run covers every field.
    const outcome = await run(
      'staff',
      (c) => !/^(query|body) \w+=/.test(c.label) || /^query \w+=(nul|overflow)$/.test(c.label),
    );
    console.log(
      `fuzz (customer staff): ${outcome.requests} requests, ${outcome.serverErrors.length} × 5xx, ${outcome.hangs.length} hangs`,
    );
    expect(outcome.hangs).toEqual([]);
    expect(outcome.serverErrors).toEqual([]);
    expect(outcome.writesWhenRefused).toEqual([]);
    expect(outcome.badIdsAccepted).toEqual([]);
  }, 600_000);
});
