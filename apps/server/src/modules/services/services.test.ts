import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { toIsoDate } from '@energiek/contracts/format';
import { modulesOfServices } from '@energiek/contracts/services';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { auditLog, customerServices, customers } from '@energiek/db/schema/index';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

const today = () => toIsoDate(new Date());
const shift = (days: number) => toIsoDate(new Date(Date.now() + days * 86_400_000));

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.', modules: ['purchase'] });
  const hotel = await createCustomer(db, { name: 'Hotel Zeezicht B.V.', modules: [] });
  await createUser(db, { emailAddress: 'beheer@energiek.nl', type: 'admin', canSwitch: true });
  await createUser(db, { emailAddress: 'beperkt@energiek.nl', type: 'admin', canSwitch: false });
  await createUser(db, { emailAddress: 'staf@bakkerij.nl', type: 'customer', customerId: bakker.id });
  return { bakker, hotel };
}

const save = (customerId: number, token: string | undefined, services: unknown) =>
  api(app, { method: 'POST', url: `/api/v3/customers/${customerId}/services`, token, payload: { services } });

const profileModules = async (token: string) =>
  (await api(app, { method: 'GET', url: '/api/v3/auth/profile', token })).json().data.profile.modules;

describe('customer services', () => {
  it("saves the list and recomputes the customer's modules, which the customer's users' profiles follow", async () => {
    const { bakker } = await fixture();
    const admin = await loginToken(app, 'beheer@energiek.nl');
    const staff = await loginToken(app, 'staf@bakkerij.nl');
    expect(await profileModules(staff)).toEqual(['purchase']);
    // Modules from before services existed show as the services granting them, so a save keeps them.
    const before = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${bakker.id}/services`,
      token: admin,
    });
    expect(before.json().data).toEqual({
      modules: ['purchase'],
      services: [
        {
          service: 'purchase',
          name: 'Inkoop',
          module: 'purchase',
          startDate: toIsoDate(bakker.createdAt),
          endDate: null,
          notes: null,
          active: true,
          pricePerYear: null,
          description: null,
        },
      ],
    });

    const response = await save(bakker.id, admin, [
      { service: 'monitoring', startDate: shift(-30), endDate: null, notes: '  Dagelijkse rapportage ' },
      { service: 'invoice-control', startDate: shift(-10), endDate: shift(30) },
      // Ended yesterday and starting tomorrow: no module yet or any more.
      { service: 'purchase', startDate: shift(-400), endDate: shift(-1) },
      { service: 'budgets', startDate: shift(1) },
      { service: 'advice', startDate: today(), notes: '' },
    ]);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.modules).toEqual(['ems', 'invoicecontrol']);
    expect(data.services).toHaveLength(5);
    expect(data.services[0]).toEqual({
      service: 'monitoring',
      name: 'Energiemonitoring',
      module: 'ems',
      startDate: shift(-30),
      endDate: null,
      notes: 'Dagelijkse rapportage',
      active: true,
      pricePerYear: null,
      description: null,
    });
    expect(data.services.map((s: { active: boolean }) => s.active)).toEqual([true, true, false, false, true]);
    const [row] = await app.ctx.db.select().from(customers).where(eq(customers.id, bakker.id));
    expect(row?.modules).toEqual(['ems', 'invoicecontrol']);
    expect(await profileModules(staff)).toEqual(['ems', 'invoicecontrol']);

    // Leaving a service out removes it; the modules follow again.
    const second = await save(bakker.id, admin, [{ service: 'monitoring', startDate: shift(-30) }]);
    expect(second.json().data.modules).toEqual(['ems']);
    expect(await app.ctx.db.select().from(customerServices)).toHaveLength(1);
    expect(await profileModules(staff)).toEqual(['ems']);
    const read = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${bakker.id}/services`,
      token: admin,
    });
    expect(read.json().data).toMatchObject({
      modules: ['ems'],
      services: [{ service: 'monitoring', notes: null }],
    });

    const events = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'customers.services_saved'));
    expect(events).toHaveLength(2);
    expect(events[0]?.details).toMatchObject({
      modulesBefore: ['purchase'],
      modulesAfter: ['ems', 'invoicecontrol'],
    });
  });

  it('answers 422 with Dutch field errors and changes nothing', async () => {
    const { bakker } = await fixture();
    const admin = await loginToken(app, 'beheer@energiek.nl');
    const response = await save(bakker.id, admin, [
      { service: 'monitoring', startDate: '2026-05-01', endDate: '2026-04-30' },
      { service: 'monitoring', startDate: '2026-01-01' },
      { service: 'koffie', startDate: '2026-01-01' },
      { service: 'advice', startDate: '31/12/2026' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      'services.0.endDate': ['De einddatum moet op of na de startdatum liggen.'],
      'services.2.service': ['Deze dienst bestaat niet.'],
      'services.3.startDate': ['Vul een geldige datum in (DD/MM/JJJJ).'],
    });
    const duplicate = await save(bakker.id, admin, [
      { service: 'monitoring', startDate: '2026-01-01' },
      { service: 'monitoring', startDate: '2026-02-01' },
    ]);
    expect(duplicate.json().errors).toEqual({ 'services.1.service': ['Deze dienst staat al in de lijst.'] });
    expect(await app.ctx.db.select().from(customerServices)).toHaveLength(0);
    const [row] = await app.ctx.db.select().from(customers).where(eq(customers.id, bakker.id));
    expect(row?.modules).toEqual(['purchase']);
  });

  it('is for admins only (403 for customer staff) and 404 for a customer the admin may not act for', async () => {
    const { bakker, hotel } = await fixture();
    const body = [{ service: 'monitoring', startDate: today() }];
    const staff = await loginToken(app, 'staf@bakkerij.nl');
    expect(
      (await api(app, { method: 'GET', url: `/api/v3/customers/${bakker.id}/services`, token: staff }))
        .statusCode,
    ).toBe(403);
    expect((await save(bakker.id, staff, body)).statusCode).toBe(403);
    const limited = await loginToken(app, 'beperkt@energiek.nl');
    expect((await save(hotel.id, limited, body)).statusCode).toBe(404);
    const admin = await loginToken(app, 'beheer@energiek.nl');
    expect((await save(999_999, admin, body)).statusCode).toBe(404);
    expect((await save(bakker.id, undefined, body)).statusCode).toBe(401);
    expect(await app.ctx.db.select().from(customerServices)).toHaveLength(0);
  });
});

describe('modulesOfServices', () => {
  it('takes the modules of services running on the day, inclusive of start and end', () => {
    const entries = [
      { service: 'monitoring', startDate: '2026-01-01', endDate: '2026-01-31' },
      { service: 'purchase', startDate: '2026-02-01', endDate: null },
      { service: 'advice', startDate: '2026-01-01', endDate: null },
      { service: 'tax-refund', startDate: '2026-01-31', endDate: '2026-01-31' },
    ];
    expect(modulesOfServices(entries, '2026-01-31')).toEqual(['ems', 'taxrequest']);
    expect(modulesOfServices(entries, '2026-02-01')).toEqual(['purchase']);
    expect(modulesOfServices(entries, '2025-12-31')).toEqual([]);
  });
});
