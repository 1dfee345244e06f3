import { scopeAllowing } from '@energiek/contracts/areas';
import { eq } from 'drizzle-orm';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createClick, createCollective, createSupplyAgreement } from '@energiek/db/factories/purchasing';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { collectiveParticipants, intervalRollups, supplyAgreementRates } from '@energiek/db/schema/index';
import { startOfMonthPlus } from '@energiek/domain/calendar';
import { localDayOf, startOfLocalDay } from '@energiek/domain/local-time';
import { api, loginToken, type TestApp } from './test-app.ts';

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

/** The bakery's purchase overview of `year` (GET customers/{customerId}/purchase) as the fixture's buyer. */
export function purchaseOverview(
  app: TestApp,
  f: Pick<Awaited<ReturnType<typeof purchaseFixture>>, 'bakker' | 'token'>,
  year: number,
) {
  return api(app, {
    method: 'GET',
    url: `/api/v3/customers/${f.bakker.id}/purchase?year=${year}`,
    token: f.token,
  });
}

/**
 * A consumption history of 1,000 kWh (no low part) in each of the last twelve whole months, as month
 * rollups of the connection's consumption channel: 12,000 kWh a year. The months' first days.
 */
export async function twelveMonthRollups(
  app: TestApp,
  connection: { id: number; customerId: number },
): Promise<string[]> {
  const today = localDayOf(new Date());
  const months = Array.from({ length: 12 }, (_, i) => startOfMonthPlus(today, i - 12));
  await app.ctx.db.insert(intervalRollups).values(
    months.map((month) => ({
      connectionId: connection.id,
      customerId: connection.customerId,
      channel: 1,
      grain: 4,
      start: startOfLocalDay(month),
      minutes: 15,
      sum: '1000',
      sumLow: '0',
      max: '1',
      count: 1,
      expected: 1,
      estimated: 0,
    })),
  );
  return months;
}

/**
 * "Collectief Bakkers" (the factory's electricity collective 2027–2028, markup € 2.50 / MWh) with the
 * bakery's `connectionId` as participant, expecting `expectedAnnualVolume` kWh a year; and, when `click`
 * is given, the collective's click on that period (`sharePct` % at € `price` / MWh).
 */
export async function bakeryInCollective(
  app: TestApp,
  bakerId: number,
  participant: { connectionId: number; expectedAnnualVolume: string },
  click?: { period: string; sharePct: string; price: string },
) {
  const collective = await createCollective(app.ctx.db, { name: 'Collectief Bakkers' });
  await app.ctx.db
    .insert(collectiveParticipants)
    .values({ collectiveId: collective.id, customerId: bakerId, ...participant });
  if (click) await createClick(app.ctx.db, { collectiveId: collective.id, ...click });
  return collective;
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
