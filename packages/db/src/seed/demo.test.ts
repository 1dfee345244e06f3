import { isValidEan } from '@energiek/contracts/ean';
import { noticeDeadline } from '@energiek/domain/agreement-deadlines';
import { daysBetween } from '@energiek/domain/calendar';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { isValidIbanChecksum } from '../fake/identifiers.ts';
import { verifyPassword } from '../passwords.ts';
import { missingScopeEntries } from '@energiek/contracts/areas';
import {
  actionNotifications,
  actions,
  adminCustomerAssignments,
  clicks,
  collectiveParticipants,
  collectives,
  connectionTaxSettings,
  connections,
  contacts,
  customers,
  energySavingMeasures,
  entities,
  hours,
  invoiceLines,
  invoices,
  roles,
  supplyAgreementConnections,
  supplyAgreements,
  users,
  mutations,
  connectionHistory,
} from '../schema/index.ts';
import { expectInvoiceAddsUp } from '../testing/invoice-totals.ts';
import { closeTestDatabase, getTestDatabase, resetDatabase } from '../testing/test-database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TWO_STEP_SECRET } from './demo-accounts.ts';
import { getDemoCustomerId, isSeeded, seedDemo, type SeedSummary } from './demo.ts';

describe('demo seed', () => {
  let handle: DatabaseHandle;
  let summary: SeedSummary;

  beforeAll(async () => {
    handle = await getTestDatabase();
    await resetDatabase(handle.db);
    expect(await isSeeded(handle.db)).toBe(false);
    summary = await seedDemo(handle.db);
  });
  afterAll(async () => {
    await resetDatabase(handle.db);
    await closeTestDatabase();
  });

  it('seeds the expected amounts, and reports them', async () => {
    const total = async (table: typeof customers | typeof entities | typeof contacts | typeof connections) =>
      (await handle.db.select({ n: count() }).from(table))[0]?.n;
    expect(summary.customers).toBeGreaterThanOrEqual(20);
    expect(await total(customers)).toBe(summary.customers);
    expect(await total(entities)).toBe(summary.entities);
    expect(await total(contacts)).toBe(summary.contacts);
    expect(await total(connections)).toBe(summary.connections);
    expect(summary.connections).toBeGreaterThanOrEqual(250);
    expect(summary).toMatchObject({ gridOperators: 8, measuringCompanies: 5, suppliers: 12, roles: 5 });
  });

  it('seeds demo supply agreements, one of them near its notice deadline', async () => {
    const rows = await handle.db.select().from(supplyAgreements);
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['actief', 'getekend', 'concept', 'ter-ondertekening']),
    );
    const today = new Date().toISOString().slice(0, 10);
    const soon = rows.filter((row) => {
      const days = daysBetween(today, noticeDeadline(row.endDate, row.noticeMonths));
      return row.status === 'actief' && days >= 0 && days <= 62;
    });
    expect(soon.length).toBeGreaterThanOrEqual(1);
    const links = await handle.db.select().from(supplyAgreementConnections);
    expect(new Set(links.map((l) => l.agreementId)).size).toBe(6);
  });

  it('seeds tax settings for every connection, a demo complex and energy-saving measures (demo data)', async () => {
    const settings = await handle.db.select().from(connectionTaxSettings);
    expect(settings).toHaveLength(summary.connections);
    expect(settings.every((s) => Number(s.expectedAnnualVolume) > 0)).toBe(true);
    const demoCustomer = await getDemoCustomerId(handle.db);
    const complex = settings.filter((s) => s.customerId === demoCustomer && s.complexName !== null);
    expect(complex).toHaveLength(2);
    const measures = await handle.db.select().from(energySavingMeasures);
    expect(measures.some((m) => m.customerId === demoCustomer)).toBe(true);
    expect(measures.filter((m) => m.status === 'not-applicable').every((m) => m.reason !== '')).toBe(true);
  });

  it('seeds actions and notes of the demo customers, and links the demo notifications to them', async () => {
    const rows = await handle.db.select().from(actions);
    expect(rows).toHaveLength(summary.actions);
    expect(rows.some((row) => row.type === 'note')).toBe(true);
    expect(rows.some((row) => row.type === 'action' && row.status !== 4 && row.assigneeId !== null)).toBe(
      true,
    );
    const linked = await handle.db.select().from(actionNotifications);
    expect(linked.every((n) => n.actionId !== null)).toBe(true);
    for (const n of linked) {
      const action = rows.find((row) => row.id === n.actionId);
      expect(action?.customerId).toBe(n.customerId);
      expect(action?.subject).toBe(n.action.subject);
    }
  });

  it('seeds hours of the demo admins on several customers, for the hours screens', async () => {
    const rows = await handle.db.select().from(hours);
    expect(rows).toHaveLength(summary.hours);
    expect(summary.hours).toBeGreaterThan(300);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(3);
    expect(new Set(rows.map((row) => row.customerId)).size).toBeGreaterThanOrEqual(5);
  });

  it('seeds mutations of every status for the customers with the module, with the executed ones in the history', async () => {
    const rows = await handle.db.select().from(mutations);
    const withModule = await handle.db
      .select()
      .from(customers)
      .where(eq(customers.name, 'Kwekerij Westland Glas B.V.'));
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['concept', 'ingediend', 'bevestigd', 'afgewezen', 'uitgevoerd']),
    );
    expect(rows.filter((row) => row.customerId === withModule[0]?.id)).toHaveLength(6);
    const history = await handle.db.select().from(connectionHistory);
    const executed = rows.filter((row) => row.status === 'uitgevoerd').map((row) => row.id);
    expect(
      history.filter((h) => h.mutationId !== null).every((h) => executed.includes(h.mutationId ?? 0)),
    ).toBe(true);
    // The supplier switch: the connection now has the new supplier, the history the old one before it.
    const switched = rows.find(
      (row) => row.type === 'supplier-switch' && row.customerId === withModule[0]?.id,
    );
    const open = history.find(
      (h) => h.mutationId === switched?.id && h.field === 'supplier' && h.validTo === null,
    );
    const [connection] = await handle.db
      .select()
      .from(connections)
      .where(eq(connections.id, open?.connectionId ?? 0));
    expect(String(connection?.supplierId)).toBe(open?.value);
    expect(open?.validFrom).toBe(switched?.desiredDate);
  });

  it('seeds one demo collective with six electricity participants of different customers and five clicks', async () => {
    const [collective, ...others] = await handle.db.select().from(collectives);
    expect(others).toEqual([]);
    expect(collective?.name).toContain('(demo)');
    const participants = await handle.db.select().from(collectiveParticipants);
    expect(participants).toHaveLength(6);
    expect(new Set(participants.map((p) => p.customerId)).size).toBe(6);
    const all = await handle.db.select().from(clicks);
    expect(all.filter((c) => c.collectiveId === collective?.id)).toHaveLength(5);
    // The click agreement DEMO-WLG-E-01: its first year clicked in three tranches, 100 % at € 92.74/MWh.
    const own = all.filter((c) => c.agreementId !== null);
    expect(own.map((c) => Number(c.sharePct)).reduce((a, b) => a + b, 0)).toBe(100);
    expect(own.map((c) => c.period)).toEqual(Array(3).fill(own[0]?.period));
  });

  it('gives every connection a valid EAN-18 starting with 871, both commodities, some production', async () => {
    const rows = await handle.db.select().from(connections);
    for (const row of rows) {
      expect(isValidEan(row.ean), row.ean).toBe(true);
      expect(row.ean.startsWith('871')).toBe(true);
    }
    expect(rows.some((row) => row.product === 2)).toBe(true);
    expect(rows.some((row) => row.product === 1 && row.hasProd)).toBe(true);
    expect(rows.every((row) => row.product === 1 || !row.hasProd)).toBe(true);
  });

  it('uses Dutch formats for customers', async () => {
    const rows = await handle.db.select().from(customers);
    for (const row of rows) {
      expect(row.kvkNumber).toMatch(/^\d{8}$/);
      expect(row.vatNumber).toMatch(/^NL\d{9}B01$/);
      expect(row.visitPostcode).toMatch(/^\d{4} [A-Z]{2}$/);
      expect(isValidIbanChecksum(row.iban ?? '')).toBe(true);
    }
    expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length);
    expect(rows.filter((row) => row.subType === 'ambassador').length).toBeGreaterThan(0);
  });

  it('creates the demo accounts with the demo password', async () => {
    const rows = await handle.db.select().from(users);
    for (const account of DEMO_ACCOUNTS) {
      expect(rows.map((row) => row.emailAddress)).toContain(account.emailAddress);
    }
    const byEmail = (email: string) => rows.find((row) => row.emailAddress === email);
    const admin = byEmail('admin@energiek.nl');
    expect(admin).toMatchObject({ type: 'admin', canSwitch: true, twoStepSecret: null, isActive: true });
    expect(admin?.acceptedTermsAt).toBeInstanceOf(Date);
    expect(await verifyPassword(admin?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(byEmail('2fa@energiek.nl')).toMatchObject({ type: 'admin', twoStepSecret: DEMO_TWO_STEP_SECRET });
    expect(byEmail('2fa@energiek.nl')?.twoStepEnabledAt).toBeInstanceOf(Date);
    expect(byEmail('inactief@energiek.nl')?.isActive).toBe(false);
    expect(byEmail('klant@devries-bakkerij.nl')).toMatchObject({
      type: 'customer',
      canSwitch: false,
      customerId: await getDemoCustomerId(handle.db),
    });
    const [customerRole] = await handle.db
      .select()
      .from(roles)
      .where(eq(roles.id, byEmail('klant@devries-bakkerij.nl')?.roleId ?? 0));
    expect(customerRole?.name).toBe('Klant (lezen)');
    expect(customerRole?.scope).toMatchObject({ full: false, organisation: { read: true, write: false } });
  });

  it('stores every role with an explicit entry for every area (none relies on the fallback)', async () => {
    const stored = await handle.db.select().from(roles);
    expect(stored.map((role) => role.name).sort()).toEqual(
      ['Adviseur', 'Beheerder', 'Financieel', 'Klant (beheer)', 'Klant (lezen)'].sort(),
    );
    for (const role of stored) expect(missingScopeEntries(role.scope), role.name).toEqual([]);
    // Only the Beheerder manages users and roles (roles:write); the Adviseur does not even read them.
    const managing = stored.filter((role) => (role.scope.roles as { write?: boolean }).write === true);
    expect(managing.map((role) => role.name)).toEqual(['Beheerder']);
    const adviser = stored.find((role) => role.name === 'Adviseur');
    expect(adviser?.scope.roles).toEqual({ read: false, write: false });
    // Master data drives every customer's figures: the Adviseur reads it, only the Beheerder changes it.
    expect(adviser?.scope['master-data']).toEqual({ read: true, write: false });
  });

  it('gives the account manager no customer switch but assigned and managed customers', async () => {
    const [mark] = await handle.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'mark.visser@energiek.nl'));
    expect(mark?.canSwitch).toBe(false);
    const assigned = await handle.db
      .select()
      .from(adminCustomerAssignments)
      .where(eq(adminCustomerAssignments.userId, mark?.id ?? 0));
    expect(assigned.length).toBe(3);
    const managed = await handle.db
      .select()
      .from(customers)
      .where(eq(customers.accountManagerId, mark?.id ?? 0));
    expect(managed.length).toBeGreaterThan(0);
  });

  it('has a 160-bit base32 two-step secret', () => {
    expect(DEMO_TWO_STEP_SECRET).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('seeds demo invoices of the three issuers that add up, with the planted duplicate', async () => {
    const demoCustomer = await getDemoCustomerId(handle.db);
    const rows = await handle.db
      .select()
      .from(invoices)
      .where(eq(invoices.customerId, demoCustomer ?? 0));
    const kinds = new Set(rows.map((row) => row.issuerKind));
    // Small connections: the grid operator rents the meter (a metering company only meters large ones).
    expect(kinds.has('supplier') && kinds.has('grid-operator')).toBe(true);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.every((row) => row.notes === 'Demodata')).toBe(true);
    const lines = await handle.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.customerId, demoCustomer ?? 0));
    expect(lines.some((line) => line.kind === 'metering-service')).toBe(true);
    expect(lines.some((line) => line.kind === 'energy-tax' && line.bracket !== null)).toBe(true);
    for (const row of rows) {
      const own = lines.filter((line) => line.invoiceId === row.id);
      expect(own.length, row.number).toBeGreaterThan(0);
      expectInvoiceAddsUp(row, own);
    }
    // The planted duplicate: another number, the same amount and period (README "Demo invoices").
    const duplicate = rows.find((row) => /^DEMO-G\d-\d{6}-2$/.test(row.number));
    const original = rows.find((row) => row.number === duplicate?.number.slice(0, -2));
    expect(original?.totalInclVat).toBe(duplicate?.totalInclVat);
    expect(original?.periodFrom).toBe(duplicate?.periodFrom);
  });

  it("bills Westland's click agreement at its click-weighted price (€ 92.74 + € 2.75 markup per MWh)", async () => {
    const [westland] = await handle.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.name, 'Kwekerij Westland Glas B.V.'));
    const rows = await handle.db
      .select({ number: invoices.number, kind: invoiceLines.kind, unitPrice: invoiceLines.unitPrice })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(eq(invoices.customerId, westland?.id ?? 0));
    const supply = rows.filter((r) => /^DEMO-E4-/.test(r.number) && r.kind.startsWith('supply-'));
    expect(supply.length).toBeGreaterThan(0);
    // (0.4 × 96.80 + 0.35 × 91.20 + 0.25 × 88.40 + 2.75) / 1000 = 0.09549 per kWh.
    expect(new Set(supply.map((r) => r.unitPrice))).toEqual(new Set(['0.095490']));
    // Its large connections' grid invoices bill the contracted kW and the measured kW max.
    const grid = rows.filter((r) => /^DEMO-N4-/.test(r.number));
    expect(grid.some((r) => r.kind === 'kw-max') && grid.some((r) => r.kind === 'contracted-capacity')).toBe(
      true,
    );
  });

  it('knows it is seeded', async () => {
    expect(await isSeeded(handle.db)).toBe(true);
  });
});
