import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createCustomerUser, createUser } from '@energiek/db/factories/users';
import Decimal from 'decimal.js';
import { budgets, degreeDays, intervalRollups } from '@energiek/db/schema/index';
import { budgetShareToDate } from '@energiek/domain/budget-profile';
import { seedReferenceParameters } from '@energiek/db/seed/parameters';
import { localDayOf, startOfLocalDay } from '@energiek/domain/local-time';
import { newAppBeforeEach } from '../../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../../testing/test-app.ts';
import { purchaseFixture, twelveMonthRollups } from '../../../testing/purchase-fixture.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened), {
  then: (opened) => seedReferenceParameters(opened.ctx.db),
  timeout: 180_000,
});

const base = (customerId: number) => `/api/v3/customers/${customerId}/budgets`;

describe('budgets', () => {
  it('creates, lists, updates and deletes a budget; one per customer, year and product', async () => {
    const f = await purchaseFixture(app);
    const created = await api(app, {
      method: 'POST',
      url: base(f.bakker.id),
      token: f.token,
      payload: { year: 2027, product: 1, amount: '2500,50', volume: '12000', note: 'Begroting 2027' },
    });
    expect(created.statusCode).toBe(201);
    const budget = created.json().data;
    expect(budget).toMatchObject({
      customerId: f.bakker.id,
      year: 2027,
      product: 1,
      amount: 2500.5,
      volume: 12000,
    });

    const again = await api(app, {
      method: 'POST',
      url: base(f.bakker.id),
      token: f.token,
      payload: { year: 2027, product: 1, amount: '1', volume: '1' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.year).toEqual(['Deze waarde is al in gebruik.']);
    const bad = await api(app, {
      method: 'POST',
      url: base(f.bakker.id),
      token: f.token,
      payload: { year: 1999, product: 3, amount: 'veel', volume: '1' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      year: ['Vul een jaar in tussen 2000 en 2100.'],
      product: ['Kies Elektriciteit of Gas.'],
      amount: ['Vul een bedrag in, bijvoorbeeld 12.500,50.'],
    });

    const list = await api(app, { method: 'GET', url: `${base(f.bakker.id)}?year=2027`, token: f.token });
    expect(list.json()).toMatchObject({ data: [{ id: budget.id }], meta: { current_page: 1, last_page: 1 } });
    const patched = await api(app, {
      method: 'PATCH',
      url: `${base(f.bakker.id)}/${budget.id}`,
      token: f.token,
      payload: { amount: '3000' },
    });
    expect(patched.json().data.amount).toBe(3000);

    // Another customer's URL with this budget's id: 404, nothing changed.
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await api(app, {
        method,
        url: `${base(f.hotel.id)}/${budget.id}`,
        token: f.token,
        ...(method === 'PATCH' ? { payload: { amount: '1' } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    const [row] = await app.ctx.db.select().from(budgets).where(eq(budgets.id, budget.id));
    expect(row?.amount).toBe('3000.00');
    expect(
      (await api(app, { method: 'DELETE', url: `${base(f.bakker.id)}/${budget.id}`, token: f.token }))
        .statusCode,
    ).toBe(204);
  });

  it('compares the budget with the forecast and the actual cost to date', async () => {
    const f = await purchaseFixture(app);
    const year = Number(localDayOf(new Date()).slice(0, 4));
    // 50,000 kWh measured on 2 January of this year (enough that the energy tax exceeds the reduction).
    await app.ctx.db.insert(intervalRollups).values({
      connectionId: f.e1.id,
      customerId: f.bakker.id,
      channel: 1,
      grain: 2,
      start: startOfLocalDay(`${year}-01-02`),
      minutes: 15,
      sum: '50000',
      sumLow: '0',
      max: '1',
      count: 96,
      expected: 96,
      estimated: 0,
    });
    // e1's history: 1,000 kWh in each of the last twelve months (its forecast is known; e2's is not).
    await twelveMonthRollups(app, f.e1);
    await api(app, {
      method: 'POST',
      url: base(f.bakker.id),
      token: f.token,
      payload: { year, product: 1, amount: '1000', volume: '10000' },
    });
    const response = await api(app, {
      method: 'GET',
      url: `${base(f.bakker.id)}/comparison?year=${year}`,
      token: f.token,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta.year).toBe(year);
    // Issue 27: this year's energy tax rests on unverified rates (seed: electricity 2025/2026 from 10,000 kWh
    // and gas 2026 from 170,000 m³ not checked; a later year borrows them), and the comparison says so.
    expect(body.meta.unverifiedTaxYears).toEqual([year]);
    // 2024: electricity and gas checked against the official tables — nothing to say.
    const verified = await api(app, {
      method: 'GET',
      url: `${base(f.bakker.id)}/comparison?year=2024`,
      token: f.token,
    });
    expect(verified.json().meta.unverifiedTaxYears).toEqual([]);
    const electricity = body.data.find((r: { product: number }) => r.product === 1);
    expect(electricity.budget).toMatchObject({ amount: 1000, volume: 10000 });
    expect(electricity.actual).toMatchObject({ volume: 50000, source: 'ems' });
    expect(electricity.actual.amount).toBeGreaterThan(0);
    const proRata = (1000 * body.meta.elapsedDays) / body.meta.yearDays;
    expect(electricity).toMatchObject({ budgetProfile: 'days' });
    expect(electricity.budgetToDate).toBeCloseTo(proRata, 2);
    // e2 has no measurement: its cost is missing from the actual figure, so there is no deviation (a
    // saving that is really missing data, issue 31) and e2 is named.
    expect(electricity.actual).toMatchObject({ connections: 2, unmeasured: [f.e2.ean] });
    expect(electricity).toMatchObject({ actualDeviation: null, actualDeviationPct: null });
    // This year's forecast is the forecast's own figure: the 50,000 kWh measured on 1 of the elapsed days
    // plus 12,000 kWh a year (flat by days) for every other day of the year.
    const yearDays = body.meta.yearDays;
    expect(electricity.forecast.unknown).toBe(1);
    // Where the forecast's volumes come from (issue 27 "its source shown wherever it is used"): e1 from its
    // interval data, e2 unknown.
    expect(electricity.forecast.sources).toEqual([
      { source: 'ems', connections: 1 },
      { source: 'none', connections: 1 },
    ]);
    expect(electricity.forecast.volume).toBeCloseTo(50000 + (12000 * (yearDays - 1)) / yearDays, 3);
    const forecast = (
      await api(app, {
        method: 'GET',
        url: `/api/v3/forecast?customerId=${f.bakker.id}&year=${year}`,
        token: f.token,
      })
    ).json().data;
    const e1Year = forecast.connections.find((c: { connectionId: number }) => c.connectionId === f.e1.id)
      .years[0];
    expect(e1Year.current).toMatchObject({ measured: 50000 });
    expect(electricity.forecast).toMatchObject({
      volume: e1Year.volume,
      amount: e1Year.amounts.totalInclVat,
    });
    expect(electricity.forecastDeviation).toBeCloseTo(electricity.forecast.amount - 1000, 2);
    // Gas: its only connection has no volume, so there is no forecast to compare with.
    expect(body.data.find((r: { product: number }) => r.product === 2).forecast.unknown).toBe(1);
    const gas = body.data.find((r: { product: number }) => r.product === 2);
    expect(gas).toMatchObject({ budget: null, forecastDeviation: null, actualDeviation: null });

    // Once e2 has a measured day (100 kWh on 2 January) both are in the actual cost and it is compared.
    await app.ctx.db.insert(intervalRollups).values({
      connectionId: f.e2.id,
      customerId: f.bakker.id,
      channel: 1,
      grain: 2,
      start: startOfLocalDay(`${year}-01-02`),
      minutes: 15,
      sum: '100',
      sumLow: '0',
      max: '1',
      count: 96,
      expected: 96,
      estimated: 0,
    });
    const both = (
      await api(app, { method: 'GET', url: `${base(f.bakker.id)}/comparison?year=${year}`, token: f.token })
    )
      .json()
      .data.find((r: { product: number }) => r.product === 1);
    expect(both.actual).toMatchObject({ volume: 50100, connections: 2, unmeasured: [] });
    // e2 is measured on one day of the period only: compared, but marked partial (issue 31).
    expect(both.actual.partial).toContainEqual({ ean: f.e2.ean, coveredDays: 1 });
    expect(both.actualDeviation).toBeCloseTo(both.actual.amount - proRata, 1);
    expect(both.actualDeviationPct).toBeCloseTo(((both.actual.amount - proRata) / proRata) * 100, 1);
  });

  it('spreads the gas budget to date by the degree days of a normal year, electricity by days', async () => {
    const f = await purchaseFixture(app);
    const year = Number(localDayOf(new Date()).slice(0, 4));
    // The year before: every day of month m has (13 - m) weighted degree days (January 12, December 1).
    const rows = [];
    for (let day = new Date(Date.UTC(year - 1, 0, 1)); day.getUTCFullYear() === year - 1;) {
      const weighted = 13 - (day.getUTCMonth() + 1);
      rows.push({
        station: 260,
        day: day.toISOString().slice(0, 10),
        meanTemperature: 0,
        degreeDays: '18.0',
        weightedDegreeDays: weighted.toFixed(2),
        source: 'knmi' as const,
      });
      day = new Date(day.getTime() + 86_400_000);
    }
    await app.ctx.db.insert(degreeDays).values(rows);
    for (const product of [1, 2])
      await api(app, {
        method: 'POST',
        url: base(f.bakker.id),
        token: f.token,
        payload: { year, product, amount: '1200', volume: '1000' },
      });
    const body = (
      await api(app, { method: 'GET', url: `${base(f.bakker.id)}/comparison?year=${year}`, token: f.token })
    ).json();
    const row = (product: number) => body.data.find((r: { product: number }) => r.product === product);
    const daysIn = (m: number) => new Date(Date.UTC(year - 1, m, 0)).getUTCDate();
    const normals = Array.from({ length: 12 }, (_, i) => new Decimal((12 - i) * daysIn(i + 1)));
    const expected = (product: 1 | 2) =>
      budgetShareToDate(product, year, row(product).actual.to, normals)
        .share.times(1200)
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        .toNumber();
    expect(row(2)).toMatchObject({ budgetProfile: 'degree-days', budgetToDate: expected(2) });
    expect(row(1)).toMatchObject({ budgetProfile: 'days', budgetToDate: expected(1) });
    // With normals that fall through the year the gas budget runs ahead of the days.
    expect(row(2).budgetToDate).toBeGreaterThan(row(1).budgetToDate);
    // The gas connection has no measurement: named, not compared.
    expect(row(2)).toMatchObject({ actualDeviation: null, actual: { unmeasured: [f.g1.ean] } });
  });

  it('needs the module and organisation rights; customer staff read, managers write', async () => {
    const f = await purchaseFixture(app);
    expect((await api(app, { method: 'GET', url: base(f.bakker.id) })).statusCode).toBe(401);
    const reader = await createRole(app.ctx.db, {
      name: 'Lezen',
      scope: scopeAllowing({ organisation: ['read'] }),
    });
    await createCustomerUser(app.ctx.db, f.bakker.id, 'staf@bakkerij.nl', reader.id);
    const staff = await loginToken(app, 'staf@bakkerij.nl');
    expect((await api(app, { method: 'GET', url: base(f.bakker.id), token: staff })).statusCode).toBe(200);
    expect(
      (await api(app, { method: 'GET', url: `${base(f.bakker.id)}/comparison`, token: staff })).statusCode,
    ).toBe(200);
    expect(
      (await api(app, { method: 'GET', url: `${base(f.hotel.id)}/comparison`, token: staff })).statusCode,
    ).toBe(404);
    const write = await api(app, {
      method: 'POST',
      url: base(f.bakker.id),
      token: staff,
      payload: { year: 2027, product: 1, amount: '1', volume: '1' },
    });
    expect(write.statusCode).toBe(403);
    // The module is the path customer's (issue 33), selected or not.
    await createUser(app.ctx.db, { emailAddress: 'zonder@energiek.nl', type: 'admin', canSwitch: true });
    const admin = await loginToken(app, 'zonder@energiek.nl');
    const plain = await createCustomer(app.ctx.db, { name: 'Zonder Budgetten B.V.', modules: [] });
    expect(
      (await api(app, { method: 'GET', url: `${base(f.bakker.id)}/comparison`, token: admin })).statusCode,
    ).toBe(200);
    expect(
      (await api(app, { method: 'GET', url: `${base(plain.id)}/comparison`, token: admin })).statusCode,
    ).toBe(403);
  });
});
