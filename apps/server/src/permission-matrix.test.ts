import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { allows } from '@energiek/contracts/access';
import { scopeAllowing } from '@energiek/contracts/areas';
import type { Profile } from '@energiek/contracts/auth';
import { createContact } from '@energiek/db/factories/contacts';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createClick, createSupplyAgreement } from '@energiek/db/factories/purchasing';
import { createEntity } from '@energiek/db/factories/entities';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import {
  actionComments,
  actions,
  adminCustomerAssignments,
  budgets,
  connectionTaxSettings,
  connections,
  contacts,
  customerServices,
  customers,
  dataAuthorisations,
  documents,
  emsImports,
  energySavingMeasures,
  entities,
  hours,
  invoices,
  invoiceAuditSettings,
  taxRequests,
  mutations,
  connectionHistory,
  registerReadings,
  signals,
  users,
} from '@energiek/db/schema/index';
import { createSession } from './modules/auth/sessions.repository.ts';
import type { RouteEntry } from './plugins/route-registry.ts';
import { api, createTestApp, type TestApp } from './testing/test-app.ts';

// Issue 3 "Done when": every route of app.routeTable against every profile. The expected status comes
// from the shared rule (can/canAny on the profile) plus the tenancy rule; nothing is listed by hand.

type ProfileCase = {
  name: string;
  user?: { id: number };
  selectedCustomerId?: number | null;
  /** Customers this profile may act for: 'all' or a list. */
  actFor: 'all' | number[];
  profile?: Profile;
};

let app: TestApp;
let ids: {
  a: number;
  b: number;
  c: number;
  victim: number;
  role: number;
  contactA: number;
  contactB: number;
  document: number;
  documentB: number;
  hour: number;
  hourOfB: number;
};
/** Customer-owned records per customer id, for the :id of customer-scoped routes. */
const owned = new Map<number, { entity: number; connection: number }>();
/** Per customer: an action (read, edit, comment) and one for the DELETE case. */
const customerActions = new Map<number, { action: number; deletable: number }>();
/** Per customer: a data-access authorisation of its connection. */
const authorisations = new Map<number, { connection: number; authorisation: number }>();
/** Per customer: a tax refund request (read, edit; no connections, so no letter) and one to delete. */
const customerTaxRequests = new Map<number, { request: number; deletable: number }>();
/** Per customer: a signal (read, handle). */
const customerSignals = new Map<number, number>();
/** Per customer: a mutation (read, edit, status) and one to delete. */
const customerMutations = new Map<number, { mutation: number; deletable: number }>();
/** Per customer: an interval import and a meter reading (EMS input). */
const emsRecords = new Map<number, { import: number; reading: number }>();
/** Per customer: a click of its own click agreement (purchase/clicks). */
const agreementClicks = new Map<number, number>();
/** Per customer: a budget (read, edit) and one to delete. */
const customerBudgets = new Map<number, { budget: number; deletable: number }>();
/** Per customer: an energy-saving measure (read, edit) and one to delete. */
const savingMeasures = new Map<number, { measure: number; deletable: number }>();
/** Per customer: an invoice (read, edit, delete). */
const customerInvoices = new Map<number, number>();
const profiles: ProfileCase[] = [];

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const a = await createCustomer(db, {
    name: 'Klant A B.V.',
    modules: ['ems', 'purchase', 'invoicecontrol', 'taxrequest', 'mutations', 'budgets', 'energysaving'],
  });
  const b = await createCustomer(db, { name: 'Klant B B.V.', modules: ['ems'] });
  const c = await createCustomer(db, { name: 'Klant C B.V.', modules: [] });
  const full = await createRole(db, { name: 'Volledig', scope: { full: true } });
  const limited = await createRole(db, {
    name: 'Beperkt',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-contacts': ['read'] }),
  });
  const reading = await createRole(db, {
    name: 'Klant lezen',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-contacts': ['read'] }),
  });
  const writing = await createRole(db, {
    name: 'Klant beheer',
    scope: scopeAllowing({ organisation: ['read', 'write'], 'organisation-contacts': ['read', 'write'] }),
  });
  const make = async (
    name: string,
    values: Parameters<typeof createUser>[1],
    actFor: ProfileCase['actFor'],
    selectedCustomerId: number,
  ) => {
    const user = await createUser(db, values);
    profiles.push({ name, user, actFor, selectedCustomerId });
    return user;
  };
  await make(
    'admin (full)',
    { type: 'admin', canSwitch: true, roleId: full.id, modules: ['inbox'] },
    'all',
    a.id,
  );
  await make('admin (restricted role)', { type: 'admin', canSwitch: true, roleId: limited.id }, 'all', a.id);
  const noSwitch = await make(
    'admin without canSwitch',
    { type: 'admin', canSwitch: false, roleId: full.id },
    [a.id],
    a.id,
  );
  await db.insert(adminCustomerAssignments).values({ userId: noSwitch.id, customerId: a.id });
  await make(
    'customer staff (reading)',
    { type: 'customer', customerId: a.id, roleId: reading.id },
    [a.id],
    a.id,
  );
  await make(
    'customer staff (writing)',
    { type: 'customer', customerId: a.id, roleId: writing.id },
    [a.id],
    a.id,
  );
  await make(
    'staff of a customer without modules',
    { type: 'customer', customerId: c.id, roleId: writing.id },
    [c.id],
    c.id,
  );
  await make(
    'staff of another customer',
    { type: 'customer', customerId: b.id, roleId: writing.id },
    [b.id],
    b.id,
  );
  profiles.push({ name: 'anonymous', actFor: [] });
  const victim = await createUser(db, { type: 'customer', customerId: a.id, roleId: reading.id });
  const contactA = await createContact(db, { customerId: a.id });
  const contactB = await createContact(db, { customerId: b.id });
  // A library row of customer A without stored bytes: reads answer 200, the download 404 (no file).
  const document = await insertMatrixDocument(a.id);
  const documentB = await insertMatrixDocument(b.id);
  // Time entries: one of A (the :id of the hours routes) and one of B (the foreign-record cases).
  const entry = {
    userId: noSwitch.id,
    date: '2026-11-02',
    seconds: 900,
    description: 'Matrix',
    source: 'manual',
  } as const;
  const [hourOfA] = await db
    .insert(hours)
    .values({ ...entry, customerId: a.id })
    .returning();
  const [hourOfB] = await db
    .insert(hours)
    .values({ ...entry, customerId: b.id })
    .returning();
  ids = {
    a: a.id,
    b: b.id,
    c: c.id,
    victim: victim.id,
    role: limited.id,
    contactA: contactA.id,
    contactB: contactB.id,
    document: document.id,
    documentB: documentB.id,
    hour: hourOfA?.id ?? 0,
    hourOfB: hourOfB?.id ?? 0,
  };
  for (const customer of [a, b, c]) {
    // The entity holds the connection, so deleting it answers 422 for every profile allowed to try.
    const entity = await createEntity(db, { customerId: customer.id });
    const connection = await createConnection(db, { customerId: customer.id, entityId: entity.id });
    owned.set(customer.id, { entity: entity.id, connection: connection.id });
    // Its own connection: the connection routes delete theirs before the authorisation routes run.
    const held = await createConnection(db, { customerId: customer.id });
    const [authorisation] = await db
      .insert(dataAuthorisations)
      .values({
        customerId: customer.id,
        connectionId: held.id,
        kind: 'p4',
        partyName: 'Matrix',
        validFrom: '2026-01-01',
      })
      .returning({ id: dataAuthorisations.id });
    authorisations.set(customer.id, { connection: held.id, authorisation: authorisation?.id ?? 0 });
  }
  for (const customer of [a, b, c]) {
    const [action, deletable] = await db
      .insert(actions)
      .values([
        // Shared with the customer: internal actions are 404 to its staff (issue 31).
        { customerId: customer.id, subject: 'Meterstanden opvragen', visibleToCustomer: true },
        { customerId: customer.id, subject: 'Contract verlengen', visibleToCustomer: true },
      ])
      .returning({ id: actions.id });
    customerActions.set(customer.id, { action: action?.id ?? 0, deletable: deletable?.id ?? 0 });
  }
  for (const customer of [a, b, c]) {
    const request = {
      customerId: customer.id,
      type: 'anbi',
      product: 1,
      periodFrom: '2024-01-01',
      periodTo: '2025-01-01',
      amount: '0',
      deadline: '2025-04-01',
    } as const;
    const [request1, request2] = await db
      .insert(taxRequests)
      .values([request, request])
      .returning({ id: taxRequests.id });
    customerTaxRequests.set(customer.id, { request: request1?.id ?? 0, deletable: request2?.id ?? 0 });
    const mutation = { customerId: customer.id, type: 'activation', desiredDate: '2026-01-01' } as const;
    const [mutation1, mutation2] = await db
      .insert(mutations)
      .values([mutation, mutation])
      .returning({ id: mutations.id });
    customerMutations.set(customer.id, { mutation: mutation1?.id ?? 0, deletable: mutation2?.id ?? 0 });
  }
  for (const customer of [a, b, c]) {
    const [signal] = await db
      .insert(signals)
      .values({
        customerId: customer.id,
        module: 'ems',
        rule: 'missing-data',
        causeKey: 'matrix',
        periodFrom: '2026-01-01',
        periodTo: '2026-01-01',
        severity: 1,
        title: 'Matrix',
      })
      .returning({ id: signals.id });
    customerSignals.set(customer.id, signal?.id ?? 0);
  }
  for (const customer of [a, b, c]) {
    const [budget1, budget2] = await db
      .insert(budgets)
      .values([
        { customerId: customer.id, year: 2026, product: 1, amount: '1000', volume: '1000' },
        { customerId: customer.id, year: 2027, product: 1, amount: '1000', volume: '1000' },
      ])
      .returning({ id: budgets.id });
    customerBudgets.set(customer.id, { budget: budget1?.id ?? 0, deletable: budget2?.id ?? 0 });
  }

  for (const customer of [a, b, c]) {
    const measure = { customerId: customer.id, locationKey: '1234AB|1', category: 'verlichting' } as const;
    const [m1, m2] = await db
      .insert(energySavingMeasures)
      .values([
        { ...measure, measure: 'Ledverlichting', status: 'done' },
        { ...measure, measure: 'Bewegingssensoren', status: 'planned' },
      ])
      .returning({ id: energySavingMeasures.id });
    savingMeasures.set(customer.id, { measure: m1?.id ?? 0, deletable: m2?.id ?? 0 });
  }

  for (const customer of [a, b, c]) {
    const [invoice] = await db
      .insert(invoices)
      .values({
        customerId: customer.id,
        number: 'MATRIX-1',
        invoiceDate: '2026-01-31',
        totalExclVat: '0',
        totalVat: '0',
        totalInclVat: '0',
      })
      .returning({ id: invoices.id });
    customerInvoices.set(customer.id, invoice?.id ?? 0);
  }

  for (const customer of [a, b, c]) {
    // Its own connection: the connection routes' DELETE case must not take the reading with it.
    const connection = await createConnection(db, { customerId: customer.id });
    const mapping = {
      layout: 'long',
      delimiter: ';',
      decimalMark: ',',
      intervalLabel: 'start',
      unit: null,
      minutes: 15,
      columns: {
        ean: 0,
        date: 1,
        time: 2,
        timestamp: null,
        value: 3,
        channel: null,
        unit: null,
        firstValue: null,
      },
      encoding: 'utf-8',
    };
    const [emsImport] = await db
      .insert(emsImports)
      .values({ customerId: customer.id, fileName: 'matrix.csv', storageKey: randomUUID(), size: 0, mapping })
      .returning({ id: emsImports.id });
    const [reading] = await db
      .insert(registerReadings)
      .values({ customerId: customer.id, connectionId: connection.id, readOn: '2026-01-01', normal: '1' })
      .returning({ id: registerReadings.id });
    emsRecords.set(customer.id, { import: emsImport?.id ?? 0, reading: reading?.id ?? 0 });
    const clickAgreement = await createSupplyAgreement(db, {
      customerId: customer.id,
      priceType: 'click',
      connectionIds: [connection.id],
    });
    const click = await createClick(db, {
      agreementId: clickAgreement.id,
      customerId: customer.id,
      period: 'Cal-27',
      sharePct: '10',
      price: '50',
    });
    agreementClicks.set(customer.id, click.id);
  }

  for (const p of profiles) {
    if (!p.user) continue;
    const token = await sessionToken(p);
    const response = await api(app, { method: 'GET', url: '/api/v3/auth/profile', token });
    p.profile = response.json<{ data: { profile: Profile } }>().data.profile;
  }
});
afterAll(() => app?.close());

async function insertMatrixDocument(customerId: number) {
  const [row] = await app.ctx.db
    .insert(documents)
    .values({
      customerId,
      fileName: 'Matrix.pdf',
      storageKey: randomUUID(),
      contentType: 'application/pdf',
      size: 0,
    })
    .returning();
  if (!row) throw new Error('no document');
  return row;
}

async function sessionToken(p: ProfileCase): Promise<string | undefined> {
  if (!p.user) return undefined;
  const { token } = await createSession(app.ctx.db, {
    userId: p.user.id,
    selectedCustomerId: p.selectedCustomerId ?? null,
    remember: false,
    ip: null,
    userAgent: null,
  });
  return token;
}

/** Fills the parameters of a route URL; undefined when the matrix does not know a parameter. */
function fillUrl(route: RouteEntry, customerId: number, owner = customerId): string | undefined {
  let unknown = false;
  const url = route.url.replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    if (match === '*') return 'index.html';
    if (name === 'customerId') return String(customerId);
    if (name === 'connectionId') return String(authorisations.get(owner)?.connection);
    // Supply agreements and their signature requests: ids that do not exist (404, nothing changed); the
    // public signing routes: a token that does not exist (404).
    if (name === 'requestId' && route.url.startsWith('/api/v3/supply-agreements/')) return '999999';
    if (name === 'token' && route.url.startsWith('/api/v3/signing/')) return 'onbekend';
    // Inbox attachments: an id that does not exist (404 for the allowed, nothing changed).
    if (name === 'attachmentId') return '999999';
    // Signals: the customer's own signal.
    if (name === 'signalId') return String(customerSignals.get(owner));
    // Service definitions: a catalogue key (the matrix's body is refused with 422 for a full admin).
    if (name === 'service') return 'advice';
    if (name === 'id') {
      if (route.url.startsWith('/api/v3/users/')) return String(ids.victim);
      if (route.url.startsWith('/api/v3/roles/')) return String(ids.role);
      if (route.url.startsWith('/api/v3/auth/select-customer/')) return String(customerId);
      if (route.url.startsWith('/api/v3/mail-outbox/')) return '1';
      // Anyone's own notifications only: a missing one answers 404, which the matrix accepts.
      if (route.url.startsWith('/api/v3/action-notifications/')) return '1';
      if (route.url.startsWith('/api/v3/signal-notifications/')) return '1';
      // A job nobody enqueued: 404 for everyone signed in (only the requester or a full admin see one).
      if (route.url.startsWith('/api/v3/jobs/')) return '00000000-0000-4000-8000-000000000001';
      // Master data: an id that does not exist (404 for the allowed, nothing deleted).
      if (/^\/api\/v3\/(suppliers|grid-operators|measuring-companies|trafos)\//.test(route.url)) {
        return '999999';
      }
      // Parameters: an id that does not exist (404 for the allowed, nothing changed).
      if (route.url.startsWith('/api/v3/parameters/')) return '999999';
      if (route.url.startsWith('/api/v3/supply-agreements/')) return '999999';
      // Collective purchasing: an id that does not exist (404 for the allowed, nothing changed).
      if (route.url.startsWith('/api/v3/collective/')) return '999999';
      // Inbox messages: an id that does not exist (404 for the allowed, nothing changed).
      if (route.url.startsWith('/api/v3/inbox/')) return '999999';
      // Sales deals and exports: an id that does not exist (404 for the allowed, nothing changed).
      if (/^\/api\/v3\/(sales|exports)\/:id/.test(route.url)) return '999999';
      // A contact of the customer in the URL (it may be deleted by an earlier case: 404 is accepted).
      if (route.url.startsWith('/api/v3/customers/:customerId/contacts/')) {
        return String(owner === ids.a ? ids.contactA : ids.contactB);
      }
      if (route.url.startsWith('/api/v3/customers/:customerId/documents/')) {
        return String(owner === ids.a ? ids.document : ids.documentB);
      }
      if (route.url.startsWith('/api/v3/customers/:customerId/entities/'))
        return String(owned.get(owner)?.entity);
      if (route.url.startsWith('/api/v3/customers/:customerId/connections/:connectionId/authorisations/'))
        return String(authorisations.get(owner)?.authorisation);
      if (route.url.startsWith('/api/v3/customers/:customerId/connections/'))
        return String(owned.get(owner)?.connection);
      if (route.url.startsWith('/api/v3/customers/:customerId/hours/')) {
        return String(owner === ids.a ? ids.hour : ids.hourOfB);
      }
      // Invoice imports: an id that does not exist (404 for the allowed, nothing changed).
      if (route.url.startsWith('/api/v3/customers/:customerId/invoices/imports/')) return '999999';
      if (route.url.startsWith('/api/v3/customers/:customerId/ems/imports/'))
        return String(emsRecords.get(owner)?.import);
      if (route.url.startsWith('/api/v3/customers/:customerId/ems/register-readings/'))
        return String(emsRecords.get(owner)?.reading);
      if (route.url.startsWith('/api/v3/customers/:customerId/purchase/clicks/'))
        return String(agreementClicks.get(owner));
      // Own comments only: a missing one answers 404 (not customer-scoped), which the matrix accepts.
      if (route.url.startsWith('/api/v3/action-comments/')) return '999999';
      // Templates and knowledge-base articles: an id that does not exist (404 for the allowed).
      if (/^\/api\/v3\/(templates|knowledgebase)\//.test(route.url)) return '999999';
      if (route.url.startsWith('/api/v3/customers/:customerId/tax-requests/')) {
        const own = customerTaxRequests.get(owner);
        return String(route.method === 'DELETE' ? own?.deletable : own?.request);
      }
      if (route.url.startsWith('/api/v3/customers/:customerId/mutations/')) {
        const own = customerMutations.get(owner);
        return String(route.method === 'DELETE' ? own?.deletable : own?.mutation);
      }
      if (route.url.startsWith('/api/v3/customers/:customerId/budgets/')) {
        const own = customerBudgets.get(owner);
        return String(route.method === 'DELETE' ? own?.deletable : own?.budget);
      }
      if (route.url.startsWith('/api/v3/customers/:customerId/energy-saving/measures/')) {
        const own = savingMeasures.get(owner);
        return String(route.method === 'DELETE' ? own?.deletable : own?.measure);
      }
      if (route.url.startsWith('/api/v3/customers/:customerId/actions/')) {
        const own = customerActions.get(owner);
        return String(route.method === 'DELETE' ? own?.deletable : own?.action);
      }
    }
    if (name === 'invoiceId') return String(customerInvoices.get(owner));
    // Invoice audit items: an id that does not exist (404 for the allowed, nothing changed).
    if (name === 'invoiceAuditId') return '999999';
    // Knowledge-base attachments and images that do not exist (404 for the allowed).
    if (name === 'fileId') return '999999';
    if (name === 'key' && route.url.startsWith('/api/v3/knowledgebase-images/')) return 'matrix-missing-key';
    unknown = true;
    return match;
  });
  return unknown ? undefined : url;
}

/** URLs whose record an earlier DELETE case removed: later profiles may get 404 there. */
const deleted = new Set<string>();

/** A 404 that is not a tenancy failure: the record was deleted by an earlier case, or it is the matrix
 *  document's download (its row has no stored bytes), or the matrix invoice's PDF (it has none). */
function gone(route: RouteEntry, url: string): boolean {
  return (
    deleted.has(url) ||
    // The audit of an invoice an earlier case deleted.
    (route.url.endsWith('/invoices/:invoiceId/audit') && deleted.has(url.replace(/\/audit$/, ''))) ||
    route.url.endsWith('/documents/:id/download') ||
    // The matrix invoice has no original PDF; no invoice import exists.
    route.url.endsWith('/invoice-pdfs/:invoiceId') ||
    route.url.endsWith('/invoices/imports/:id')
  );
}

type Expected = { status: 302 | 401 | 403 | 404 } | { allowed: true };

function expected(route: RouteEntry, p: ProfileCase): Expected {
  if (route.permission === 'public') return { allowed: true };
  // Anonymous: 401 from the API; full-page routes (/switch/…) redirect the browser to /login.
  if (!p.profile) return { status: route.url.startsWith('/api/') ? 401 : 302 };
  const permission = route.permission;
  const allowed = permission === 'authenticated' || allows(p.profile, permission);
  if (!allowed) return { status: 403 };
  if (route.customerScoped && p.actFor !== 'all' && !p.actFor.includes(ids.a)) return { status: 404 };
  return { allowed: true };
}

async function call(
  route: RouteEntry,
  url: string,
  token: string | undefined,
  payload: Record<string, unknown> = {},
) {
  const method = route.method as HTTPMethods;
  const withBody = !['GET', 'HEAD', 'DELETE'].includes(method);
  return api(app, { method, url, token, ...(withBody ? { payload } : {}) });
}

/** A body that passes the validation of the record writes (unknown keys are stripped), so a foreign id
 *  is refused for what it is and not for an empty body. */
const PLAUSIBLE_BODY = {
  firstName: 'Gekaapt',
  subject: 'Gekaapt',
  content: 'Gekaapt',
  name: 'Gekaapt',
  // A signal's comment.
  comment: 'Gekaapt',
};
/** The same for a tax refund request (its `type` would not pass the actions' validation). */
const PLAUSIBLE_TAX_REQUEST = {
  type: 'anbi',
  product: 1,
  from: '2024-01-01',
  to: '2025-01-01',
  connections: [{ connectionId: 1, volume: 1 }],
};
/** The same for a mutation and its status change (one body passes both). */
const PLAUSIBLE_MUTATION = {
  type: 'activation',
  desiredDate: '2026-01-01',
  connectionIds: [1],
  status: 'ingediend',
};
/** The same for a data-access authorisation (kind, party and start are required). */
const PLAUSIBLE_AUTHORISATION = { kind: 'p4', partyName: 'Gekaapt', validFrom: '2026-01-01' };
/** The same for an energy-saving measure and a connection's tax settings. */
const PLAUSIBLE_MEASURE = {
  locationKey: '1234AB|1',
  category: 'verlichting',
  measure: 'Gekaapt',
  status: 'done',
};
/** The same for an invoice (issuer, number, date, totals and one line). */
const PLAUSIBLE_INVOICE = {
  issuerKind: 'supplier',
  issuerId: 1,
  number: 'GEKAAPT',
  invoiceDate: '2026-01-31',
  totalExclVat: '0',
  totalVat: '0',
  totalInclVat: '0',
  lines: [{ kind: 'other', amount: '0', vatRate: '21' }],
};
const PLAUSIBLE_TAX_SETTINGS = { expectedAnnualVolume: 1, verblijfsfunctie: true, complexName: 'Gekaapt' };

/** A table and the column its rows are ordered by in a snapshot. */
type SnapshotTable = readonly [PgTable, AnyPgColumn];

/** The tables of a customer's records, which a request about another customer must leave as they are. */
const CUSTOMER_RECORD_TABLES: readonly SnapshotTable[] = [
  [entities, entities.id],
  [connections, connections.id],
  [dataAuthorisations, dataAuthorisations.id],
  [contacts, contacts.id],
  [documents, documents.id],
  [actions, actions.id],
  [actionComments, actionComments.id],
  [hours, hours.id],
  [taxRequests, taxRequests.id],
  [mutations, mutations.id],
  [connectionHistory, connectionHistory.id],
  [budgets, budgets.id],
  [energySavingMeasures, energySavingMeasures.id],
  [connectionTaxSettings, connectionTaxSettings.connectionId],
  [emsImports, emsImports.id],
  [registerReadings, registerReadings.id],
  [invoices, invoices.id],
  [invoiceAuditSettings, invoiceAuditSettings.id],
];

/** All rows of `tables`, each table in its column's order, as one text: the same text, nothing changed. */
async function tablesSnapshot(tables: readonly SnapshotTable[]): Promise<string> {
  const rows: unknown[] = [];
  for (const [table, by] of tables) rows.push(await app.ctx.db.select().from(table).orderBy(by));
  return JSON.stringify(rows);
}

/** Each of `methods` on `url` answers 404 (with `payload` as the body but for GET and DELETE), and the rows of `unchanged` stay as they were. */
async function expectEvery404(request: {
  token: string | undefined;
  url: string;
  methods: readonly ('GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE')[];
  payload: Record<string, unknown>;
  unchanged: readonly SnapshotTable[];
}) {
  const { token, url, payload } = request;
  const before = await tablesSnapshot(request.unchanged);
  for (const method of request.methods) {
    const withBody = method !== 'GET' && method !== 'DELETE';
    const response = await api(app, { method, url, token, ...(withBody ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}`).toBe(404);
  }
  expect(await tablesSnapshot(request.unchanged)).toBe(before);
}

// Every route × every profile: minutes on a loaded machine, hence the longer timeouts.
describe('permission matrix', () => {
  it('answers every route for every profile as the shared rule and the tenancy rule say', async () => {
    const missing: string[] = [];
    const failures: string[] = [];
    let cases = 0;
    // A DELETE succeeds once; the profiles after it find the record gone (404): see gone().
    for (const route of app.routeTable) {
      const url = fillUrl(route, ids.a);
      if (!url) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      for (const p of profiles) {
        const want = expected(route, p);
        const response = await call(route, url, await sessionToken(p));
        cases++;
        const ok =
          'status' in want
            ? response.statusCode === want.status
            : ![401, 403].includes(response.statusCode) &&
              !(route.customerScoped && response.statusCode === 404 && !gone(route, url)) &&
              response.statusCode < 500;
        if (route.method === 'DELETE' && response.statusCode === 204) deleted.add(url);
        if (!ok) {
          failures.push(
            `${route.method} ${url} as ${p.name}: ${response.statusCode}, expected ${JSON.stringify(want)}`,
          );
        }
      }
    }
    console.log(
      `permission matrix: ${cases} cases (${app.routeTable.length} routes × ${profiles.length} profiles)`,
    );
    expect(missing, 'routes missing from the matrix').toEqual([]);
    expect(failures).toEqual([]);
    expect(cases).toBe(app.routeTable.length * profiles.length);
    // Hundreds of requests in one test: its own limit, far above the default 30 s on a busy machine.
  }, 300_000);

  it("answers 404 for another customer's id on every customer-scoped route and changes nothing", async () => {
    const snapshot = async () =>
      JSON.stringify([
        await tablesSnapshot([
          [customers, customers.id],
          [customerServices, customerServices.id],
          ...CUSTOMER_RECORD_TABLES,
        ]),
        await app.ctx.db.select({ id: users.id, updatedAt: users.updatedAt }).from(users).orderBy(users.id),
      ]);
    // The first test may have deleted customer A's document: put one back, so deleting it would show.
    if ((await app.ctx.db.select().from(documents)).length === 0) {
      ids.document = (await insertMatrixDocument(ids.a)).id;
    }
    const before = await snapshot();
    const scoped = app.routeTable.filter((route) => route.customerScoped);
    expect(scoped.length).toBeGreaterThan(0);
    let cases = 0;
    for (const route of scoped) {
      for (const p of profiles.filter((q) => q.profile && q.actFor !== 'all')) {
        const url = fillUrl(route, ids.b === p.selectedCustomerId ? ids.a : ids.b);
        expect(url, `${route.method} ${route.url}`).toBeDefined();
        const response = await call(route, url ?? '', await sessionToken(p));
        // A profile the permission already refuses answers 403 before tenancy is looked at.
        const want = expected({ ...route, customerScoped: false }, p);
        expect(response.statusCode, `${route.method} ${url} as ${p.name}`).toBe(
          'status' in want ? want.status : 404,
        );
        cases++;
      }
    }
    console.log(`cross-customer: ${cases} cases on ${scoped.length} customer-scoped routes`);
    expect(await snapshot()).toBe(before);
  }, 300_000);

  it("answers 404 for another customer's contact under a customer the user may act for, and changes nothing", async () => {
    const admin = profiles.find((p) => p.name === 'admin (full)');
    await expectEvery404({
      token: await sessionToken(admin ?? { name: '', actFor: [] }),
      url: `/api/v3/customers/${ids.a}/contacts/${ids.contactB}`,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      payload: { firstName: 'Gekaapt' },
      unchanged: [[contacts, contacts.id]],
    });
  });

  it("answers 404 for another customer's record under a customer the user may act for, and changes nothing", async () => {
    const snapshot = () => tablesSnapshot(CUSTOMER_RECORD_TABLES);
    const before = await snapshot();
    const admin = profiles.find((p) => p.name === 'admin (full)');
    const withIds = app.routeTable.filter(
      (route) => route.customerScoped && /:(?!customerId\b)\w+/.test(route.url),
    );
    expect(withIds.length).toBeGreaterThan(0);
    for (const route of withIds) {
      // Customer A in the URL, customer B's record id.
      const url = fillUrl(route, ids.a, ids.b);
      expect(url, `${route.method} ${route.url}`).toBeDefined();
      const token = await sessionToken(admin ?? profiles[0]!);
      const body = route.url.includes('/invoices/')
        ? PLAUSIBLE_INVOICE
        : route.url.includes('/tax-requests/')
          ? PLAUSIBLE_TAX_REQUEST
          : route.url.includes('/mutations/')
            ? PLAUSIBLE_MUTATION
            : route.url.includes('/authorisations')
              ? PLAUSIBLE_AUTHORISATION
              : route.url.includes('/energy-saving/')
                ? PLAUSIBLE_MEASURE
                : route.url.endsWith('/tax-settings')
                  ? PLAUSIBLE_TAX_SETTINGS
                  : PLAUSIBLE_BODY;
      const response = await call(route, url ?? '', token, body);
      expect(response.statusCode, `${route.method} ${url}`).toBe(404);
    }
    console.log(`foreign records: ${withIds.length} customer-scoped routes with an id`);
    expect(await snapshot()).toBe(before);
  });

  it('answers 404 for a time entry of another customer through a customer the profile may act for', async () => {
    const noSwitch = profiles.find((p) => p.name === 'admin without canSwitch');
    await expectEvery404({
      token: await sessionToken(noSwitch ?? { name: '', actFor: [] }),
      url: `/api/v3/customers/${ids.a}/hours/${ids.hourOfB}`,
      methods: ['GET', 'POST', 'PATCH', 'DELETE'],
      payload: { description: 'x' },
      unchanged: [[hours, hours.id]],
    });
  });

  it("answers 404 for another customer's action under a customer the user may act for, and changes nothing", async () => {
    const snapshot = () =>
      tablesSnapshot([
        [actions, actions.id],
        [actionComments, actionComments.id],
      ]);
    const before = await snapshot();
    const foreign = customerActions.get(ids.b)?.action;
    const routes = app.routeTable.filter((route) =>
      route.url.startsWith('/api/v3/customers/:customerId/actions/'),
    );
    expect(routes.length).toBeGreaterThan(0);
    let cases = 0;
    for (const route of routes) {
      const url = route.url.replace(':customerId', String(ids.a)).replace(':id', String(foreign));
      for (const p of profiles.filter((q) => q.profile && (q.actFor === 'all' || q.actFor.includes(ids.a)))) {
        const want = expected(route, p);
        const response = await api(app, {
          method: route.method as HTTPMethods,
          url,
          token: await sessionToken(p),
          payload: { subject: 'Overgenomen', content: 'Overgenomen' },
        });
        expect(response.statusCode, `${route.method} ${url} as ${p.name}`).toBe(
          'status' in want ? want.status : 404,
        );
        cases++;
      }
    }
    console.log(`cross-customer actions: ${cases} cases`);
    expect(await snapshot()).toBe(before);
  });
});

// The grant cases of issue «Privilege boundaries»: a restricted admin (with and without the right to
// manage users), a full admin and a view-along session. None of the probe's requests may answer 200 for
// the first three kinds; a full admin may do the legitimate ones.
describe('grant matrix', () => {
  type Grant = { name: string; method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> };
  let tokens: Record<'adviser' | 'manager' | 'full' | 'viewAlong', string>;
  let grants: Grant[];
  let selfIds: Record<keyof typeof tokens, number>;

  beforeAll(async () => {
    const db = app.ctx.db;
    const full = await createRole(db, { name: 'Grant volledig', scope: { full: true } });
    const managerRole = await createRole(db, {
      name: 'Grant beheer',
      scope: scopeAllowing({ roles: ['read', 'write'], organisation: ['read'] }),
    });
    const adviserRole = await createRole(db, {
      name: 'Grant adviseur',
      scope: scopeAllowing({ organisation: ['read', 'write'], customers: ['write'] }),
    });
    const fullAdmin = await createUser(db, { type: 'admin', roleId: full.id, canSwitch: true });
    const otherFull = await createUser(db, { type: 'admin', roleId: full.id, canSwitch: true });
    const manager = await createUser(db, { type: 'admin', roleId: managerRole.id, canSwitch: false });
    const adviser = await createUser(db, { type: 'admin', roleId: adviserRole.id, canSwitch: false });
    const session = async (userId: number, impersonatorId: number | null = null) =>
      (
        await createSession(db, {
          userId,
          selectedCustomerId: ids.a,
          impersonatorId,
          remember: false,
          ip: null,
          userAgent: null,
        })
      ).token;
    tokens = {
      adviser: await session(adviser.id),
      manager: await session(manager.id),
      full: await session(fullAdmin.id),
      // Full admin A viewing along as full admin B.
      viewAlong: await session(otherFull.id, fullAdmin.id),
    };
    const everything = Object.fromEntries(Object.keys(managerRole.scope).map((area) => [area, true]));
    grants = [
      { name: 'read the mail outbox', method: 'GET', url: `/api/v3/mail-outbox?toAddress=x` },
      {
        name: 'assign oneself customers',
        method: 'POST',
        url: `/api/v3/users/{self}`,
        payload: { customerIds: [ids.a, ids.b, ids.c] },
      },
      {
        name: 'give oneself the switch',
        method: 'POST',
        url: `/api/v3/users/{self}`,
        payload: { canSwitch: true },
      },
      {
        name: 'give oneself a full role',
        method: 'POST',
        url: `/api/v3/users/{self}`,
        payload: { roleId: full.id },
      },
      {
        name: 'widen a role',
        method: 'POST',
        url: `/api/v3/roles/${managerRole.id}`,
        payload: { scope: everything },
      },
      {
        name: 'strip the full role',
        method: 'POST',
        url: `/api/v3/roles/${full.id}`,
        payload: { scope: { full: false } },
      },
      {
        name: 'create a full role',
        method: 'POST',
        url: '/api/v3/roles',
        payload: { name: 'Grant x', scope: { full: true } },
      },
      {
        name: "change a full admin's e-mail",
        method: 'POST',
        url: `/api/v3/users/${fullAdmin.id}`,
        payload: { emailAddress: 'overname@example.nl' },
      },
      {
        name: "reset a full admin's two-step",
        method: 'POST',
        url: `/api/v3/users/${fullAdmin.id}/reset-two-step`,
      },
      { name: 'deactivate a full admin', method: 'POST', url: `/api/v3/users/${fullAdmin.id}/deactivate` },
      {
        name: 'deactivate a full admin by update',
        method: 'POST',
        url: `/api/v3/users/${fullAdmin.id}`,
        payload: { isActive: false },
      },
      {
        name: 'create a full admin (no role)',
        method: 'POST',
        url: '/api/v3/users',
        payload: {
          firstName: 'X',
          emailAddress: `x${Date.now()}@example.nl`,
          type: 'admin',
          canSwitch: true,
        },
      },
    ];
    // Who "self" is per token.
    selfIds = { adviser: adviser.id, manager: manager.id, full: fullAdmin.id, viewAlong: otherFull.id };
  });

  it('never answers 200 to a restricted admin or a view-along session', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const who of ['adviser', 'manager', 'viewAlong'] as const) {
      for (const grant of grants) {
        // Reading is not changing: a view-along session with an admin was started by a full admin, and
        // the stored mails hold no tokens.
        if (who === 'viewAlong' && grant.method === 'GET') continue;
        const url = grant.url.replace('{self}', String(selfIds[who]));
        const response = await api(app, {
          method: grant.method,
          url,
          token: tokens[who],
          ...(grant.method === 'POST' ? { payload: grant.payload ?? {} } : {}),
        });
        cases++;
        if (response.statusCode < 400 || response.statusCode >= 500) {
          failures.push(`${grant.name} as ${who}: ${response.statusCode}`);
        }
      }
    }
    console.log(`grant matrix: ${cases} refused cases`);
    expect(failures).toEqual([]);
  });

  it('lets a full admin read the outbox, grant full and manage another full admin', async () => {
    for (const grant of grants.filter((g) =>
      ['read the mail outbox', 'create a full role', "reset a full admin's two-step"].includes(g.name),
    )) {
      const url = grant.url.replace(/\/users\/\d+\//, `/users/${selfIds.viewAlong}/`);
      const response = await api(app, {
        method: grant.method,
        url,
        token: tokens.full,
        ...(grant.method === 'POST' ? { payload: grant.payload ?? {} } : {}),
      });
      expect(response.statusCode, grant.name).toBeLessThan(300);
    }
  });
});
