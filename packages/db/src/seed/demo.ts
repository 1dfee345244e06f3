import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { createRandom } from '../fake/random.ts';
import { hashPassword } from '../passwords.ts';
import { connections, type NewConnection } from '../schema/connections.ts';
import { contacts, type NewContact } from '../schema/contacts.ts';
import { customers } from '../schema/identity.ts';
import { entities, type NewEntity } from '../schema/entities.ts';
import { actionNotifications } from '../schema/notifications.ts';
import { actionComments, actions } from '../schema/actions.ts';
import { hours } from '../schema/hours.ts';
import { salesDeals } from '../schema/sales.ts';
import { adminCustomerAssignments } from '../schema/assignments.ts';
import { roles, users } from '../schema/identity.ts';
import { appSettings, REQUIRE_ADMIN_2FA_SETTING } from '../schema/settings.ts';
import { buildDemoActions } from './build-actions.ts';
import { seedDemoAgreements } from './build-agreements.ts';
import { buildDemoBudgets } from './build-budgets.ts';
import { budgets } from '../schema/budgets.ts';
import { seedDemoCollective } from './build-collective.ts';
import { buildDemoHours } from './build-hours.ts';
import { buildDemoArticles } from './build-knowledgebase.ts';
import { knowledgebaseArticles } from '../schema/knowledgebase.ts';
import { buildDemoDeals } from './build-sales.ts';
import { buildSavingMeasures, buildTaxSettings } from './build-taxes.ts';
import { connectionTaxSettings } from '../schema/taxes.ts';
import { energySavingMeasures } from '../schema/energy-saving.ts';
import { buildConnectionRows } from './build-connections.ts';
import { buildDemoAuthorisations } from './build-authorisations.ts';
import { dataAuthorisations } from '../schema/data-authorisations.ts';
import { buildDemoNotifications } from './build-notifications.ts';
import { seedDemoInbox } from './build-inbox.ts';
import { seedDemoInvoices, type DemoEInvoice } from './build-invoices.ts';
import {
  ACCOUNT_MANAGER_ASSIGNED,
  ACCOUNT_MANAGER_EMAIL,
  ADMIN_ROLE,
  ADVISER_ROLE,
  CUSTOMER_ROLE,
  DEMO_ROLES,
  buildAdminUsers,
  buildCustomerUsers,
} from './build-identity.ts';
import { buildContactRows, buildCustomerRow, buildEntityRows } from './build-organisations.ts';
import { CUSTOMERS, DEMO_CUSTOMER_NAME } from './customer-data.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedMarket } from './seed-market.ts';
import { seedDemoMutations } from './seed-mutations.ts';
import { seedDemoParameters, seedReferenceParameters } from './parameters.ts';

// The demo data set: market parties, ~25 business customers with entities, contacts and ~300 connections,
// roles and the demo accounts. Deterministic (seeded PRNG) and inserted in batches in one transaction.

const SEED = 20_260_101;
/** A PRNG of their own for the hours, so adding them changed none of the other demo data. */
const HOURS_SEED = 20_260_301;
/** Demo expected annual volumes and complexes of the taxes overview. */
const TAX_SEED = 20_261_124;

export type SeedSummary = {
  roles: number;
  users: number;
  customers: number;
  entities: number;
  contacts: number;
  connections: number;
  actions: number;
  hours: number;
  gridOperators: number;
  measuringCompanies: number;
  suppliers: number;
  trafos: number;
  durationMs: number;
};

/** True when the database holds any user (the demo seed, or real data: never seed over it). */
export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo data set. `eInvoices: 'return'` (the embedded demo's first start): the demo invoices meant
 * to arrive as e-invoices are returned in `demoEInvoices` for the server to import (build-invoices.ts).
 */
export async function seedDemo(
  db: Database,
  options: { eInvoices?: 'insert' | 'return' } = {},
): Promise<SeedSummary & { demoEInvoices?: DemoEInvoice[] }> {
  const started = performance.now();
  const random = createRandom(SEED);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let demoEInvoices: DemoEInvoice[] = [];

  const counts = await db.transaction(async (tx) => {
    const parties = await seedMarket(tx, random);
    await seedReferenceParameters(tx);
    await seedDemoParameters(
      tx,
      [...parties.gridOperators.values()].sort((a, b) => a - b),
      new Date(),
      [...parties.measuringCompanies].sort((a, b) => a - b),
    );
    const roleRows = await tx.insert(roles).values(DEMO_ROLES).returning({ id: roles.id, name: roles.name });
    const roleId = (name: string) => required(roleRows.find((role) => role.name === name)?.id, name);
    const ids = {
      passwordHash,
      adminRoleId: roleId(ADMIN_ROLE),
      adviserRoleId: roleId(ADVISER_ROLE),
      customerRoleId: roleId(CUSTOMER_ROLE),
    };
    const admins = await tx
      .insert(users)
      .values(buildAdminUsers(ids))
      .returning({ id: users.id, emailAddress: users.emailAddress });
    const accountManagers = admins.slice(0, 3).map((admin) => admin.id);

    const customerRows = await tx
      .insert(customers)
      .values(
        CUSTOMERS.map((spec, i) =>
          buildCustomerRow(random, spec, i, accountManagers[i % accountManagers.length] ?? null),
        ),
      )
      .returning();

    const accountManager = required(
      admins.find((admin) => admin.emailAddress === ACCOUNT_MANAGER_EMAIL)?.id,
      ACCOUNT_MANAGER_EMAIL,
    );
    await tx.insert(adminCustomerAssignments).values(
      ACCOUNT_MANAGER_ASSIGNED.map((index) => ({
        userId: accountManager,
        customerId: required(customerRows[index]?.id, `customer ${index}`),
      })),
    );

    const entityRows: NewEntity[] = [];
    const contactRows: NewContact[] = [];
    CUSTOMERS.forEach((spec, i) => {
      const customer = customerRows[i];
      if (!customer) return;
      entityRows.push(...buildEntityRows(random, spec, customer));
      contactRows.push(...buildContactRows(random, spec, customer.id));
    });
    const insertedEntities = await tx
      .insert(entities)
      .values(entityRows)
      .returning({ id: entities.id, customerId: entities.customerId });
    await tx.insert(contacts).values(contactRows);

    const connectionRows: NewConnection[] = [];
    const usedEans = new Set<string>();
    CUSTOMERS.forEach((spec, i) => {
      const customer = customerRows[i];
      if (!customer) return;
      const entityIds = insertedEntities.filter((e) => e.customerId === customer.id).map((e) => e.id);
      connectionRows.push(...buildConnectionRows(random, spec, customer.id, entityIds, parties, usedEans));
    });
    await tx.insert(connections).values(connectionRows);
    const budgetRows = buildDemoBudgets(customerRows, connectionRows);
    if (budgetRows.length > 0) await tx.insert(budgets).values(budgetRows);

    const customerId = (name: string) => required(customerRows.find((row) => row.name === name)?.id, name);

    // Demo tax settings (expected annual volumes, a demo complex) and energy-saving measures.
    const seeded = await tx
      .select({
        id: connections.id,
        customerId: connections.customerId,
        product: connections.product,
        contractedCapacity: connections.contractedCapacity,
        street: connections.street,
        postcode: connections.postcode,
        houseNumber: connections.houseNumber,
        houseNumberAddition: connections.houseNumberAddition,
      })
      .from(connections)
      .orderBy(asc(connections.id));
    const withModule = (module: string) =>
      new Set(
        CUSTOMERS.flatMap((spec, i) =>
          (spec.modules as readonly string[]).includes(module) && customerRows[i] ? [customerRows[i].id] : [],
        ),
      );
    const taxSettings = buildTaxSettings(createRandom(TAX_SEED), seeded, withModule('taxrequest'));
    for (let start = 0; start < taxSettings.length; start += 500) {
      await tx.insert(connectionTaxSettings).values(taxSettings.slice(start, start + 500));
    }
    // Demo data-access authorisations of the EMS customers' connections shown in EMS (every status).
    const emsCustomers = withModule('ems');
    const emsConnections = await tx
      .select({
        id: connections.id,
        customerId: connections.customerId,
        contractedCapacity: connections.contractedCapacity,
        measuringCompanyId: connections.measuringCompanyId,
      })
      .from(connections)
      .where(eq(connections.showInEms, true))
      .orderBy(asc(connections.id));
    const authorisations = buildDemoAuthorisations(
      emsConnections.filter((c) => emsCustomers.has(c.customerId)),
      new Date(),
    );
    for (let start = 0; start < authorisations.length; start += 500) {
      await tx.insert(dataAuthorisations).values(authorisations.slice(start, start + 500));
    }
    const measures = buildSavingMeasures(seeded, withModule('energysaving'));
    if (measures.length > 0) await tx.insert(energySavingMeasures).values(measures);
    const staff = buildCustomerUsers(ids, {
      devries: customerId(DEMO_CUSTOMER_NAME),
      westland: customerId('Kwekerij Westland Glas B.V.'),
    });
    const staffRows = await tx
      .insert(users)
      .values(staff)
      .returning({ id: users.id, emailAddress: users.emailAddress });

    const adminId = (email: string) => required(admins.find((a) => a.emailAddress === email)?.id, email);
    await tx.insert(actionNotifications).values(
      buildDemoNotifications({
        recipient: adminId('admin@energiek.nl'),
        accountManager,
        colleague: adminId('2fa@energiek.nl'),
        customers: [
          customerId(DEMO_CUSTOMER_NAME),
          customerId('Kwekerij Westland Glas B.V.'),
          required(customerRows[2]?.id, 'third customer'),
        ],
      }),
    );

    const demoCustomers = [
      customerId(DEMO_CUSTOMER_NAME),
      customerId('Kwekerij Westland Glas B.V.'),
      required(customerRows[2]?.id, 'third customer'),
    ];
    const firstConnections = await tx
      .select({ id: connections.id, customerId: connections.customerId })
      .from(connections)
      .where(inArray(connections.customerId, demoCustomers))
      .orderBy(asc(connections.id));
    const demoActions = buildDemoActions({
      people: {
        admin: adminId('admin@energiek.nl'),
        accountManager,
        colleague: adminId('2fa@energiek.nl'),
        staff: required(
          staffRows.find((row) => row.emailAddress === 'klant@devries-bakkerij.nl')?.id,
          'klant@devries-bakkerij.nl',
        ),
      },
      customers: demoCustomers,
      connections: demoCustomers.map((id) => firstConnections.find((row) => row.customerId === id)?.id),
    });
    for (const { action, comments } of demoActions) {
      const [row] = await tx.insert(actions).values(action).returning({ id: actions.id });
      if (!row) continue;
      if (comments.length > 0) {
        await tx.insert(actionComments).values(comments.map((comment) => ({ ...comment, actionId: row.id })));
      }
      // The demo notifications about this action link to it.
      await tx
        .update(actionNotifications)
        .set({ actionId: row.id })
        .where(
          and(
            eq(actionNotifications.customerId, action.customerId),
            eq(sql`${actionNotifications.action}->>'subject'`, action.subject),
          ),
        );
    }

    // Demo supply agreements of the three demo customers (some near their notice deadline).
    await seedDemoAgreements(tx, {
      customers: demoCustomers,
      adminId: adminId('admin@energiek.nl'),
      today: new Date(),
    });
    // The support inbox: mails from contacts of the three demo customers (issue 11).
    const contactOf = (id: number) =>
      contactRows.find((row) => row.customerId === id && row.emailAddress)?.emailAddress ?? 'demo@example.nl';
    await seedDemoInbox(tx, {
      admin: adminId('admin@energiek.nl'),
      customers: demoCustomers.map((id) => [id, contactOf(id)] as const),
    });

    // Demo hours of the three demo admins who work for customers, on the first eight customers.
    const hourRows = buildDemoHours(createRandom(HOURS_SEED), {
      today: new Date(),
      people: [adminId('admin@energiek.nl'), accountManager, adminId('2fa@energiek.nl')],
      customers: customerRows.slice(0, 8).map((row) => row.id),
    });
    for (let start = 0; start < hourRows.length; start += 500) {
      await tx.insert(hours).values(hourRows.slice(start, start + 500));
    }

    await seedDemoMutations(tx, {
      customers: [customerId('Kwekerij Westland Glas B.V.'), customerId('Hotel Zeezicht Scheveningen B.V.')],
      userId: adminId('admin@energiek.nl'),
    });
    // Demo invoices of four of the agreements, with planted errors for the invoice audit (README). After the
    // mutations: an executed capacity change sets a connection's contracted kW, which its demo meter data
    // (the EMS demo-data job, run later) and so its invoices' volumes and kW max follow.
    const demoInvoices = await seedDemoInvoices(tx, {
      today: new Date(),
      eInvoices: options.eInvoices ?? 'insert',
    });
    demoEInvoices = demoInvoices.eInvoices;
    // Collective purchasing: one demo collective of six customers with five clicks.
    await seedDemoCollective(tx, {
      customerIds: customerRows.slice(0, 6).map((row) => row.id),
      supplierId: parties.suppliers[0],
      createdById: adminId('admin@energiek.nl'),
    });
    await tx.insert(knowledgebaseArticles).values(buildDemoArticles(adminId('admin@energiek.nl')));
    // Demo sales deals over every stage (prospects and three existing customers).
    await tx.insert(salesDeals).values(
      buildDemoDeals({
        today: new Date(),
        owners: [adminId('admin@energiek.nl'), accountManager],
        customers: customerRows.slice(0, 3).map((row) => row.id),
      }),
    );

    // The demo lets admin@energiek.nl sign in without two-step; production keeps the requirement on
    // (REQUIRE_ADMIN_2FA, when set, overrides this setting).
    await tx
      .insert(appSettings)
      .values({ key: REQUIRE_ADMIN_2FA_SETTING, value: false })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: false } });

    return {
      roles: roleRows.length,
      users: admins.length + staff.length,
      actions: demoActions.length,
      hours: hourRows.length,
      customers: customerRows.length,
      entities: entityRows.length,
      contacts: contactRows.length,
      connections: connectionRows.length,
      gridOperators: parties.gridOperators.size,
      measuringCompanies: parties.measuringCompanies.length,
      suppliers: parties.suppliers.length,
      trafos: parties.trafoCount,
    };
  });
  const durationMs = Math.round(performance.now() - started);
  return options.eInvoices === 'return'
    ? { ...counts, durationMs, demoEInvoices }
    : { ...counts, durationMs };
}

function required(id: number | undefined, name: string): number {
  if (id === undefined) throw new Error(`Demo seed: ${name} is missing`);
  return id;
}

/** The customer the demo customer account belongs to (for tests and e2e). */
export async function getDemoCustomerId(db: Database): Promise<number | undefined> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.name, DEMO_CUSTOMER_NAME));
  return row?.id;
}
