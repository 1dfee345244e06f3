import { isValidEan } from '@energiek/contracts/ean';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { isValidIbanChecksum } from '../fake/identifiers.ts';
import { verifyPassword } from '../passwords.ts';
import { closeTestDatabase, getTestDatabase, resetDatabase } from '../testing/test-database.ts';
import { buildConnection, createConnection } from './connections.ts';
import { createContact } from './contacts.ts';
import { buildCustomer, createCustomer } from './customers.ts';
import { createEntity } from './entities.ts';
import {
  createGridOperator,
  createGridTariff,
  createMeasuringCompany,
  createSupplier,
} from './master-data.ts';
import { createClick, createCollective, createSupplyAgreement } from './purchasing.ts';
import { createRole } from './roles.ts';
import { createTrafo } from './trafos.ts';
import { FACTORY_PASSWORD, createUser } from './users.ts';

describe('factories', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await getTestDatabase();
  });
  beforeEach(() => resetDatabase(handle.db));
  afterAll(closeTestDatabase);

  it('builds customers with Dutch formats, and applies overrides', () => {
    const customer = buildCustomer({ name: 'Overschreven B.V.' });
    expect(customer.name).toBe('Overschreven B.V.');
    expect(customer.kvkNumber).toMatch(/^\d{8}$/);
    expect(customer.vatNumber).toMatch(/^NL\d{9}B01$/);
    expect(customer.visitPostcode).toMatch(/^\d{4} [A-Z]{2}$/);
    expect(isValidIbanChecksum(customer.iban ?? '')).toBe(true);
  });

  it('numbers customers uniquely, continuing after existing ones', async () => {
    await createCustomer(handle.db, { number: 4000 });
    const [a, b] = await Promise.all([createCustomer(handle.db), createCustomer(handle.db)]);
    expect([a?.number, b?.number].sort()).toEqual([4001, 4002]);
  });

  it('creates agreements with a connection and a rate, collectives and clicks', async () => {
    const customer = await createCustomer(handle.db);
    const agreement = await createSupplyAgreement(handle.db, { customerId: customer.id, priceType: 'click' });
    const rows = await handle.db.query.supplyAgreementConnections.findMany();
    expect(rows.map((row) => row.agreementId)).toEqual([agreement.id]);
    const own = await createClick(handle.db, {
      agreementId: agreement.id,
      customerId: customer.id,
      period: 'q1-27',
    });
    expect([own.period, own.periodFrom, own.periodTo, own.sharePct]).toEqual([
      'Q1-27',
      '2027-01-01',
      '2027-04-01',
      '25.0000',
    ]);
    const collective = await createCollective(handle.db);
    const pooled = await createClick(handle.db, { collectiveId: collective.id, volumeMwh: '120.000' });
    expect([pooled.sharePct, pooled.volumeMwh]).toEqual([null, '120.000']);
  });

  it('creates customer-owned rows, making the customer when none is given', async () => {
    const customer = await createCustomer(handle.db);
    expect((await createEntity(handle.db, { customerId: customer.id })).customerId).toBe(customer.id);
    expect((await createContact(handle.db, { customerId: customer.id })).customerId).toBe(customer.id);
    const contact = await createContact(handle.db);
    expect(contact.customerId).not.toBe(customer.id);
    expect(contact.firstName).not.toBe('');
  });

  it('creates connections with unique valid EAN codes and matching gas defaults', async () => {
    const customer = await createCustomer(handle.db);
    const electricity = await createConnection(handle.db, { customerId: customer.id });
    const gas = await createConnection(handle.db, { customerId: customer.id, product: 2 });
    for (const row of [electricity, gas]) {
      expect(isValidEan(row.ean)).toBe(true);
      expect(row.ean.startsWith('871')).toBe(true);
    }
    expect(electricity.ean).not.toBe(gas.ean);
    expect(electricity.profileCategory).toMatch(/^E/);
    expect(gas.capacity).toMatch(/^G\d+$/);
    expect(gas.profileCategory).toMatch(/^G/);
    expect(buildConnection({ customerId: 1 }).ean).not.toBe(buildConnection({ customerId: 1 }).ean);
  });

  it('creates market parties and trafos', async () => {
    const gridOperator = await createGridOperator(handle.db);
    expect(gridOperator.code).toMatch(/^\d{13}$/);
    expect(gridOperator.commodities).toBe('both');
    expect((await createSupplier(handle.db, { name: 'Eneco' })).name).toBe('Eneco');
    expect((await createMeasuringCompany(handle.db)).id).toBeGreaterThan(0);
    const trafo = await createTrafo(handle.db, { gridOperatorId: gridOperator.id });
    expect(trafo.gridOperatorId).toBe(gridOperator.id);
    const connection = await createConnection(handle.db, {
      trafoId: trafo.id,
      gridOperatorId: gridOperator.id,
    });
    expect(connection.trafoId).toBe(trafo.id);
  });

  it("creates a grid operator's tariff row under its natural key", async () => {
    const gridOperator = await createGridOperator(handle.db);
    const row = await createGridTariff(handle.db, {
      gridOperatorId: gridOperator.id,
      year: 2026,
      product: 1,
      connectionClass: 'MS/LS',
      rates: { kvarhRate: '0.01512' },
    });
    expect(row.naturalKey).toBe(`grid-tariff|${gridOperator.id}|1|2026|MS/LS`);
    expect(row.kind).toBe('grid-tariff');
    expect(row.values).toEqual({ connectionClass: 'MS/LS', kvarhRate: '0.01512' });
  });

  it('creates users with hashed passwords and unique e-mail addresses', async () => {
    const role = await createRole(handle.db, { name: 'Beheerder', scope: { full: true } });
    const admin = await createUser(handle.db, { roleId: role.id });
    const other = await createUser(handle.db, { password: 'Een-ander-wachtwoord-1' });
    expect(admin.emailAddress).not.toBe(other.emailAddress);
    expect(admin.emailAddress).toBe(admin.emailAddress.toLowerCase());
    expect(admin).toMatchObject({ type: 'admin', roleId: role.id, isActive: true, customerId: null });
    expect(await verifyPassword(admin.passwordHash, FACTORY_PASSWORD)).toBe(true);
    expect(await verifyPassword(other.passwordHash, 'Een-ander-wachtwoord-1')).toBe(true);
    const staff = await createUser(handle.db, { type: 'customer' });
    expect(staff.customerId).toEqual(expect.any(Number));
    expect(staff.canSwitch).toBe(false);
  });
});
