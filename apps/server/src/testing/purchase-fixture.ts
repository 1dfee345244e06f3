import { scopeAllowing } from '@energiek/contracts/areas';
import { eq } from 'drizzle-orm';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createClick, createSupplyAgreement } from '@energiek/db/factories/purchasing';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { supplyAgreementRates } from '@energiek/db/schema/index';
import { loginToken, type TestApp } from './test-app.ts';

// Test data shared by the purchase, forecast and budgets tests: a bakery with a fixed electricity agreement
// (2026–2027, normal € 0.12 / low € 0.10, € 5 a month), a gas click agreement (Cal-26 50 % at € 30,
// Cal-27 25 % at € 40, markup € 2 / MWh) and an electricity connection without agreement; a hotel with
// its own agreement.

export async function purchaseFixture(app: TestApp) {
  const db = app.ctx.db;
  const modules = ['purchase', 'budgets'];
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.', modules });
  const hotel = await createCustomer(db, { name: 'Hotel Zeezicht B.V.', modules });
  const e1 = await createConnection(db, { customerId: bakker.id, product: 1, startDate: '2020-01-01' });
  const g1 = await createConnection(db, { customerId: bakker.id, product: 2, startDate: '2020-01-01' });
  const e2 = await createConnection(db, { customerId: bakker.id, product: 1, startDate: '2020-01-01' });
  const foreign = await createConnection(db, { customerId: hotel.id, product: 1 });
  const fixed = await createSupplyAgreement(db, { customerId: bakker.id, connectionIds: [e1.id] });
  const click = await createSupplyAgreement(db, {
    customerId: bakker.id,
    product: 2,
    priceType: 'click',
    connectionIds: [g1.id],
  });
  await db
    .update(supplyAgreementRates)
    .set({ gas: null, markup: '2.000000' })
    .where(eq(supplyAgreementRates.agreementId, click.id));
  await createClick(db, {
    agreementId: click.id,
    customerId: bakker.id,
    period: 'Cal-26',
    sharePct: '50',
    price: '30',
  });
  await createClick(db, {
    agreementId: click.id,
    customerId: bakker.id,
    period: 'Cal-27',
    sharePct: '25',
    price: '40',
  });
  const hotelAgreement = await createSupplyAgreement(db, {
    customerId: hotel.id,
    connectionIds: [foreign.id],
  });
  await createUser(db, {
    emailAddress: 'inkoper@energiek.nl',
    type: 'admin',
    canSwitch: true,
    modules: ['purchase', 'budgets', 'forecast'],
  });
  const token = await loginToken(app, 'inkoper@energiek.nl');
  return { bakker, hotel, e1, g1, e2, foreign, fixed, click, hotelAgreement, token };
}

/**
 * Two of the bakery's staff: staf@bakkerij.nl with a role that also reads `area` (role `readerRole`), and
 * blind@bakkerij.nl with a role (`blindRole`) that reads only the organisation. Their tokens.
 */
export async function bakeryStaffTokens(
  app: TestApp,
  bakerId: number,
  roles: { area: string; readerRole: string; blindRole: string },
) {
  const reader = await createRole(app.ctx.db, {
    name: roles.readerRole,
    scope: scopeAllowing({ organisation: ['read'], [roles.area]: ['read'] }),
  });
  const blind = await createRole(app.ctx.db, {
    name: roles.blindRole,
    scope: scopeAllowing({ organisation: ['read'] }),
  });
  for (const [emailAddress, role] of [
    ['staf@bakkerij.nl', reader],
    ['blind@bakkerij.nl', blind],
  ] as const) {
    await createUser(app.ctx.db, { emailAddress, type: 'customer', customerId: bakerId, roleId: role.id });
  }
  return {
    staff: await loginToken(app, 'staf@bakkerij.nl'),
    blind: await loginToken(app, 'blind@bakkerij.nl'),
  };
}
