import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCustomer } from '@energiek/db/factories/customers';
import { createSupplyAgreement } from '@energiek/db/factories/purchasing';
import { parameterBodySchema } from '@energiek/contracts/parameters';
import { parameterRowOf } from '@energiek/db/parameter-rows';
import { parameters, supplyAgreements } from '@energiek/db/schema/index';
import { createUser } from '@energiek/db/factories/users';
import { newAppBeforeEach } from '../../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../../testing/test-app.ts';
import {
  bakeryInCollective,
  bakeryStaffTokens,
  purchaseFixture,
  purchaseOverview,
} from '../../../testing/purchase-fixture.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened), { timeout: 180_000 });

type Line = {
  connectionId: number;
  component: string;
  price: number;
  unit: string;
  validFrom: string;
  validTo: string;
};
const brief = (lines: Line[]) =>
  lines.map((l) => [l.connectionId, l.component, l.price, l.unit, l.validFrom, l.validTo]);

describe('GET customers/{customerId}/rates', () => {
  it('answers the rate lines in force on the day for one connection', async () => {
    const f = await purchaseFixture(app);
    const response = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${f.bakker.id}/rates?connectionId=${f.e1.id}&date=2027-03-01`,
      token: f.token,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(brief(body.data)).toEqual([
      [f.e1.id, 'normal', 0.12, 'kWh', '2026-01-01', '2027-12-31'],
      [f.e1.id, 'low', 0.1, 'kWh', '2026-01-01', '2027-12-31'],
      [f.e1.id, 'fixed-fee', 5, 'month', '2026-01-01', '2027-12-31'],
    ]);
    expect(body.meta).toEqual({ date: '2027-03-01', overlaps: [] });
    expect(body.data[0]).toMatchObject({
      agreementId: f.fixed.id,
      priceType: 'fixed',
      agreementReference: f.fixed.reference,
    });
  });

  it('prices the click agreement at the weighted click price plus markup in € per m³', async () => {
    const f = await purchaseFixture(app);
    const body = (
      await api(app, {
        method: 'GET',
        url: `/api/v3/customers/${f.bakker.id}/rates?date=2026-06-01`,
        token: f.token,
      })
    ).json();
    // (30 + 2) / 1000 × 9.769 = 0.312608 € per m³; the connection without agreement has no lines.
    const gas = body.data.filter((l: Line) => l.connectionId === f.g1.id);
    expect(brief(gas)).toEqual([
      [f.g1.id, 'click', 0.312608, 'm3', '2026-01-01', '2026-12-31'],
      [f.g1.id, 'fixed-fee', 5, 'month', '2026-01-01', '2026-12-31'],
    ]);
    expect(gas[0]).toMatchObject({ weightedPriceMwh: 30, clickedPct: 50 });
    expect(body.data.some((l: Line) => l.connectionId === f.e2.id)).toBe(false);
    // The spec's call with empty parameters: every connection, today.
    const empty = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${f.bakker.id}/rates?connectionId=&date=`,
      token: f.token,
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().meta.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists every period per connection and shows overlaps', async () => {
    const f = await purchaseFixture(app);
    await createSupplyAgreement(app.ctx.db, {
      customerId: f.bakker.id,
      connectionIds: [f.e1.id],
      startDate: '2027-07-01',
      endDate: '2028-06-30',
    });
    const rates = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${f.bakker.id}/rates?date=2027-08-01&connectionId=${f.e1.id}`,
      token: f.token,
    });
    expect(rates.json().meta.overlaps).toEqual([f.e1.id]);
    expect(rates.json().data).toHaveLength(6);

    const periods = (
      await api(app, {
        method: 'GET',
        url: `/api/v3/customers/${f.bakker.id}/rates/periods?connectionId=${f.g1.id}`,
        token: f.token,
      })
    ).json().data;
    // 2027: (40 + 2) / 1000 × 9.769 = 0.410298 € per m³.
    expect(periods).toHaveLength(1);
    expect(brief(periods[0].lines).filter((l) => l[1] === 'click')).toEqual([
      [f.g1.id, 'click', 0.312608, 'm3', '2026-01-01', '2026-12-31'],
      [f.g1.id, 'click', 0.410298, 'm3', '2027-01-01', '2027-12-31'],
    ]);

    const overview = (await purchaseOverview(app, f, 2026)).json().data;
    expect(overview.window).toEqual({ from: '2025-01-01', to: '2028-12-31' });
    const e1 = overview.connections.find((c: { connectionId: number }) => c.connectionId === f.e1.id);
    expect(e1.overlaps).toEqual([{ from: '2027-07-01', to: '2027-12-31' }]);
    expect(e1.gaps).toEqual([
      { from: '2025-01-01', to: '2025-12-31' },
      { from: '2028-07-01', to: '2028-12-31' },
    ]);
  });
});

describe('GET customers/{customerId}/purchase', () => {
  it('gives the click position per year and what is bought', async () => {
    const f = await purchaseFixture(app);
    const response = await purchaseOverview(app, f, 2026);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.years).toEqual([2026, 2027, 2028]);
    expect(data.clickPositions).toEqual([
      expect.objectContaining({
        agreementId: f.click.id,
        year: 2026,
        clickedPct: 50,
        openPct: 50,
        weightedPriceMwh: 30,
        markupMwh: 2,
        clicks: 1,
      }),
      expect.objectContaining({
        agreementId: f.click.id,
        year: 2027,
        clickedPct: 25,
        openPct: 75,
        weightedPriceMwh: 40,
      }),
    ]);
    // Electricity 2026: e1 fixed all year, e2 nothing → 50 % covered and fixed. Gas: covered, half clicked.
    expect(data.bought.filter((b: { year: number }) => b.year === 2026)).toEqual([
      { year: 2026, product: 1, connections: 2, coveredPct: 50, fixedPct: 50 },
      { year: 2026, product: 2, connections: 1, coveredPct: 100, fixedPct: 50 },
    ]);
    expect(
      data.bought.find((b: { year: number; product: number }) => b.year === 2028 && b.product === 1),
    ).toMatchObject({
      coveredPct: 0,
      fixedPct: 0,
    });
  });
});

describe('purchase access', () => {
  it('needs a session, the module and the price report; another customer is 404; bad input 422', async () => {
    const f = await purchaseFixture(app);
    const rates = (id: number, query = '') => `/api/v3/customers/${id}/rates${query}`;
    expect((await api(app, { method: 'GET', url: rates(f.bakker.id) })).statusCode).toBe(401);

    const bad = await api(app, {
      method: 'GET',
      url: rates(f.bakker.id, '?date=2026-02-30&connectionId=x'),
      token: f.token,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      date: ['Vul een datum in als JJJJ-MM-DD.'],
      connectionId: ['Kies een aansluiting.'],
    });
    // Another customer's connection under this customer: 404.
    const foreign = await api(app, {
      method: 'GET',
      url: rates(f.bakker.id, `?connectionId=${f.foreign.id}`),
      token: f.token,
    });
    expect(foreign.statusCode).toBe(404);

    const { staff, blind: other } = await bakeryStaffTokens(app, f.bakker.id, {
      area: 'organisation-report-prices',
      readerRole: 'Prijzen lezen',
      blindRole: 'Zonder prijzen',
    });
    for (const url of [
      rates(f.bakker.id),
      `${rates(f.bakker.id)}/periods`,
      `/api/v3/customers/${f.bakker.id}/purchase`,
    ]) {
      expect((await api(app, { method: 'GET', url, token: staff })).statusCode).toBe(200);
      expect((await api(app, { method: 'GET', url, token: other })).statusCode).toBe(403);
    }
    for (const url of [
      rates(f.hotel.id),
      `${rates(f.hotel.id)}/periods`,
      `/api/v3/customers/${f.hotel.id}/purchase`,
    ]) {
      expect((await api(app, { method: 'GET', url, token: staff })).statusCode).toBe(404);
    }
    // The module is the path customer's (issue 33): an admin reads a customer with the purchase module
    // without selecting it, and gets 403 for a customer without it.
    await createUser(app.ctx.db, { emailAddress: 'zonder@energiek.nl', type: 'admin', canSwitch: true });
    const admin = await loginToken(app, 'zonder@energiek.nl');
    const plain = await createCustomer(app.ctx.db, { name: 'Zonder Inkoop B.V.', modules: [] });
    expect((await api(app, { method: 'GET', url: rates(f.bakker.id), token: admin })).statusCode).toBe(200);
    expect((await api(app, { method: 'GET', url: rates(plain.id), token: admin })).statusCode).toBe(403);
  });
});

describe('a collective participant sees its collective', () => {
  it('prices, positions and forecasts a participant without an agreement naming the collective', async () => {
    const f = await purchaseFixture(app);
    // e2 (no agreement) takes part in an electricity collective 2027–2028 (markup € 2.50/MWh) with 100 MWh;
    // the collective clicked Cal-27 50 % at € 80/MWh.
    const collective = await bakeryInCollective(
      app,
      f.bakker.id,
      { connectionId: f.e2.id, expectedAnnualVolume: '100000' },
      { period: 'Cal-27', sharePct: '50', price: '80' },
    );
    const get = async (url: string) => (await api(app, { method: 'GET', url, token: f.token })).json();

    // Tarieven: (80 + 2.50) / 1000 = € 0.0825 per kWh, 50 % clicked.
    const rates = await get(`/api/v3/customers/${f.bakker.id}/rates?date=2027-06-01&connectionId=${f.e2.id}`);
    expect(rates.data).toContainEqual(
      expect.objectContaining({
        connectionId: f.e2.id,
        component: 'click',
        price: 0.0825,
        weightedPriceMwh: 80,
        clickedPct: 50,
        collectiveId: collective.id,
      }),
    );
    // Inkoop: the collective on the participant's timeline and in its click positions.
    const overview = (await purchaseOverview(app, f, 2027)).json().data;
    const e2 = overview.connections.find((c: { connectionId: number }) => c.connectionId === f.e2.id);
    expect(e2.agreements).toContainEqual(
      expect.objectContaining({ collectiveName: 'Collectief Bakkers', from: '2027-01-01', to: '2028-12-31' }),
    );
    expect(overview.clickPositions).toContainEqual(
      expect.objectContaining({
        agreementId: null,
        collectiveId: collective.id,
        label: 'Collectief Bakkers',
        year: 2027,
        clickedPct: 50,
        weightedPriceMwh: 80,
        markupMwh: 2.5,
      }),
    );
    // Forecast 2027: a click basis at 50 % clicked, not open at the forward price: 100 MWh, 50 at € 80 and
    // 50 at the Cal-27 quote of € 90 = 8,500; markup 100 × 2.50 = 250.
    await app.ctx.db.insert(parameters).values(
      parameterRowOf(
        parameterBodySchema.parse({
          kind: 'forward-price',
          product: 1,
          period: 'Cal-27',
          load: 'base',
          quoteDate: '2026-11-02',
          price: '90',
        }),
      ),
    );
    const forecast = (await get(`/api/v3/forecast?customerId=${f.bakker.id}&year=2027`)).data;
    const year = forecast.connections.find((c: { connectionId: number }) => c.connectionId === f.e2.id)
      .years[0];
    expect(year).toMatchObject({ basis: 'click', clickedPct: 50, known: true });
    expect(year.amounts).toMatchObject({ energy: 8500, markup: 250 });
  });
});

describe('a participant with its own agreement on the collective days', () => {
  it('is supplied by its own agreement until it ends, then by the collective: no overlap', async () => {
    const f = await purchaseFixture(app);
    // e1 has its own fixed agreement 2026–2027 and takes part in an electricity collective 2027–2028: the
    // own agreement wins 2027, the collective supplies 2028 only.
    const collective = await bakeryInCollective(
      app,
      f.bakker.id,
      { connectionId: f.e1.id, expectedAnnualVolume: '100000' },
      { period: 'Cal-28', sharePct: '50', price: '80' },
    );
    const get = async (url: string) => (await api(app, { method: 'GET', url, token: f.token })).json();
    const overview = (await purchaseOverview(app, f, 2027)).json().data;
    const e1 = overview.connections.find((c: { connectionId: number }) => c.connectionId === f.e1.id);
    const collectiveLinks = e1.agreements.filter(
      (a: { collectiveName: string | null }) => a.collectiveName === 'Collectief Bakkers',
    );
    expect(collectiveLinks).toEqual([
      expect.objectContaining({ from: '2028-01-01', to: '2028-12-31', priceType: 'click' }),
    ]);
    expect(e1.overlaps).toEqual([]);
    // Tarieven: 2027 the own fixed rate, 2028 the collective's clicks ((80 + 2.50) / 1000 = € 0.0825/kWh).
    const on = async (date: string) =>
      (await get(`/api/v3/customers/${f.bakker.id}/rates?date=${date}&connectionId=${f.e1.id}`)).data as {
        agreementId: number;
        component: string;
        collectiveId: number | null;
        price: number;
      }[];
    const mid2027 = await on('2027-06-01');
    expect(mid2027.some((r) => r.collectiveId === collective.id)).toBe(false);
    expect(mid2027.some((r) => r.agreementId === f.fixed.id)).toBe(true);
    expect(await on('2028-06-01')).toContainEqual(
      expect.objectContaining({ component: 'click', collectiveId: collective.id, price: 0.0825 }),
    );

    // The forecast follows: 2027 priced by the own fixed agreement, 2028 by the collective's clicks.
    const forecast = (await get(`/api/v3/forecast?customerId=${f.bakker.id}&year=2027`)).data;
    const years = forecast.connections.find(
      (c: { connectionId: number }) => c.connectionId === f.e1.id,
    ).years;
    expect(years.map((y: { year: number; basis: string }) => [y.year, y.basis])).toEqual([
      [2027, 'fixed'],
      [2028, 'click'],
      [2029, 'open'],
    ]);

    // An own agreement still in concept does not bind: the collective supplies its whole years then.
    await app.ctx.db
      .update(supplyAgreements)
      .set({ status: 'concept' })
      .where(eq(supplyAgreements.id, f.fixed.id));
    const again = (await purchaseOverview(app, f, 2027)).json().data;
    const e1Again = again.connections.find((c: { connectionId: number }) => c.connectionId === f.e1.id);
    expect(e1Again.agreements).toContainEqual(
      expect.objectContaining({ collectiveName: 'Collectief Bakkers', from: '2027-01-01', to: '2028-12-31' }),
    );
  });
});
