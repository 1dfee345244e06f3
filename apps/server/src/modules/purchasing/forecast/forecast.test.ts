import { describe, expect, it } from 'vitest';
import { parameterBodySchema } from '@energiek/contracts/parameters';
import { parameterRowOf } from '@energiek/db/parameter-rows';
import { createUser } from '@energiek/db/factories/users';
import { eq } from 'drizzle-orm';
import {
  connections,
  connectionTaxSettings,
  customers,
  intervalRollups,
  parameters,
} from '@energiek/db/schema/index';
import { DEFAULT_LOW_TARIFF_WINDOW } from '@energiek/domain/low-tariff-window';
import { flatLowShare } from '@energiek/domain/profile-low-share';
import { seedReferenceParameters } from '@energiek/db/seed/parameters';
import { localDayOf, startOfLocalDay } from '@energiek/domain/local-time';
import { newAppBeforeEach } from '../../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../../testing/test-app.ts';
import { monthStart } from '../purchase/expected-volume.ts';
import { bakeryInCollective, bakeryStaffTokens, purchaseFixture } from '../../../testing/purchase-fixture.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened), {
  then: (opened) => seedReferenceParameters(opened.ctx.db),
  timeout: 180_000,
});

/** Quarters in the month starting on `day` (YYYY-MM-01), DST ignored: days × 96 (the rule uses count / expected). */
const quartersOf = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate() * 96;
};

/** 1,000 kWh a month (400 low) over the last twelve whole months, every day measured: 12,000 kWh a year. */
async function twelveMonths(connectionId: number, customerId: number) {
  const today = localDayOf(new Date());
  await app.ctx.db.insert(intervalRollups).values(
    Array.from({ length: 12 }, (_, i) => ({
      connectionId,
      customerId,
      channel: 1,
      grain: 4,
      start: startOfLocalDay(monthStart(today, i - 12)),
      minutes: 15,
      sum: '1000',
      sumLow: '400',
      max: '1',
      count: quartersOf(monthStart(today, i - 12)),
      expected: quartersOf(monthStart(today, i - 12)),
      estimated: 0,
    })),
  );
}

async function forwardPrice(product: 1 | 2, period: string, price: string) {
  const body = parameterBodySchema.parse({
    kind: 'forward-price',
    product,
    period,
    load: 'base',
    quoteDate: '2026-11-02',
    price,
  });
  await app.ctx.db.insert(parameters).values(parameterRowOf(body));
}

type Fixture = Awaited<ReturnType<typeof purchaseFixture>>;

/** The forecast of the fixture's bakery from `year` on, as its staff reads it. */
async function forecastOf(f: Fixture, year = 2027) {
  const response = await api(app, {
    method: 'GET',
    url: `/api/v3/forecast?customerId=${f.bakker.id}&year=${year}`,
    token: f.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** One connection of a forecast. */
const connectionIn = (data: Awaited<ReturnType<typeof forecastOf>>, connectionId: number) =>
  data.connections.find((c: { connectionId: number }) => c.connectionId === connectionId);

describe('GET forecast', () => {
  it('prices each connection per year: fixed rate, open at the forward price, unknown volume', async () => {
    const f = await purchaseFixture(app);
    await twelveMonths(f.e1.id, f.bakker.id);
    await forwardPrice(1, 'Cal-27', '80');
    const data = await forecastOf(f);
    expect(data).toMatchObject({
      customerId: f.bakker.id,
      customerName: 'Bakkerij Jansen B.V.',
      years: [2027, 2028, 2029],
    });
    const e1 = connectionIn(data, f.e1.id);
    expect(e1).toMatchObject({ volume: 12000, volumeSource: 'ems' });
    // 2027, fixed: (0.12 × 0.6 + 0.10 × 0.4) = 0.112 × 12,000 = 1,344; fees 12 × 5 = 60; no grid tariff.
    const y2027 = e1.years[0];
    expect(y2027).toMatchObject({ year: 2027, known: true, basis: 'fixed' });
    expect(y2027.amounts).toMatchObject({ energy: 1344, markup: 0, fixedFees: 60, grid: 0 });
    expect(y2027.supplyPricePerUnit).toBe(0.117); // (1,344 + 60) / 12,000
    const a = y2027.amounts;
    expect(a.totalExclVat).toBeCloseTo(a.energy + a.markup + a.fixedFees + a.grid + a.energyTax, 2);
    // 2027 borrows the 2026 rates: 10,000 × 0.09161 + 2,000 × 0.06671 = 916.10 + 133.42 = 1,049.52, minus
    // the reduction 519.80 (no tax settings: a verblijfsfunctie, as in the taxes overview) = 529.72.
    expect(a.energyTax).toBe(529.72);
    // Borrowed and unverified rates are said so.
    expect(data.unverifiedTaxYears).toEqual([2027, 2028, 2029]);
    expect(a.vat).toBeCloseTo(Math.round(a.totalExclVat * 21) / 100, 2);
    // 2028, no agreement: 12 MWh at the Cal-27 quote of € 80 (no quote for 2028) = 960.
    expect(e1.years[1]).toMatchObject({ basis: 'open', known: true, forwardPriceMwh: 80 });
    expect(e1.years[1].amounts.energy).toBe(960);
    // Gas without EMS data or a participant volume: unknown, left out of the totals.
    const g1 = connectionIn(data, f.g1.id);
    expect(g1).toMatchObject({ volume: null, volumeSource: 'none' });
    expect(g1.years[0].known).toBe(false);
    expect(data.totals[0]).toMatchObject({
      year: 2027,
      volumeKwh: 12000,
      connections: 1,
      unknown: 2,
      totalInclVat: a.totalInclVat,
    });
    expect(data.assumptions).toContainEqual({
      label: 'Termijnprijs elektriciteit 2028',
      value: expect.stringContaining('€ 80,00/MWh'),
    });
  });

  it('takes this year as measured so far plus the expected volume of the days left', async () => {
    const f = await purchaseFixture(app);
    await twelveMonths(f.e1.id, f.bakker.id);
    const today = localDayOf(new Date());
    const year = Number(today.slice(0, 4));
    const first = `${year}-01-01`;
    const dayMs = 86_400_000;
    const elapsed = (Date.parse(today) - Date.parse(first)) / dayMs;
    const yearDays = (Date.parse(`${year + 1}-01-01`) - Date.parse(first)) / dayMs;
    // The first days of the year (at most ten, all before today) measured at 50 kWh a day.
    const measuredDays = Math.min(10, elapsed);
    if (measuredDays > 0) {
      await app.ctx.db.insert(intervalRollups).values(
        Array.from({ length: measuredDays }, (_, i) => ({
          connectionId: f.e1.id,
          customerId: f.bakker.id,
          channel: 1,
          grain: 2,
          start: startOfLocalDay(new Date(Date.parse(first) + i * dayMs).toISOString().slice(0, 10)),
          minutes: 15,
          sum: '50',
          sumLow: '20',
          max: '1',
          count: 96,
          expected: 96,
          estimated: 0,
        })),
      );
    }
    const data = await forecastOf(f, year);
    const e1 = connectionIn(data, f.e1.id);
    // Expected 12,000 kWh a year, spread per day: the elapsed days without data and the days left take
    // 12,000 / yearDays each; the measured days their 50 kWh.
    const perDay = 12_000 / yearDays;
    const current = e1.years[0].current;
    expect(current).toMatchObject({ asOf: today, measured: 50 * measuredDays, profile: 'days' });
    expect(current.filled).toBeCloseTo(perDay * (elapsed - measuredDays), 3);
    expect(current.rest).toBeCloseTo(perDay * (yearDays - elapsed), 3);
    expect(e1.years[0].volume).toBeCloseTo(50 * measuredDays + perDay * (yearDays - measuredDays), 3);
    // The next year is the expected annual volume, without a split.
    expect(e1.years[1]).toMatchObject({ volume: 12_000, current: null });
    expect(data.totals[0].volumeKwh).toBeCloseTo(e1.years[0].volume, 3);
    if (year <= 2027) {
      // The fixed agreement (2026–2027): 0.12 × 0.6 + 0.10 × 0.4 = 0.112 per kWh of the year's volume.
      expect(e1.years[0].amounts.energy).toBeCloseTo(0.112 * e1.years[0].volume, 2);
    }
    expect(data.assumptions).toContainEqual({
      label: `Volume ${year}`,
      value: expect.stringContaining('gemeten van 1 januari tot'),
    });
  });

  it('applies the tax reduction only where the tax settings of the connection give a verblijfsfunctie', async () => {
    const f = await purchaseFixture(app);
    await twelveMonths(f.e1.id, f.bakker.id);
    await forwardPrice(1, 'Cal-27', '80');
    await app.ctx.db
      .insert(connectionTaxSettings)
      .values({ connectionId: f.e1.id, customerId: f.bakker.id, verblijfsfunctie: false });
    const data = await forecastOf(f);
    const e1 = connectionIn(data, f.e1.id);
    // A storage room: 1,049.52 without the reduction (10,000 × 0.09161 + 2,000 × 0.06671).
    expect(e1.years[0].amounts.energyTax).toBe(1049.52);
  });

  it('taxes glasshouse horticulture gas at the reduced rates, as the tax calculator does (issue 27)', async () => {
    const f = await purchaseFixture(app);
    await app.ctx.db.insert(connectionTaxSettings).values({
      connectionId: f.g1.id,
      customerId: f.bakker.id,
      expectedAnnualVolume: '200000.000',
      glasshouse: true,
    });
    // A gas forward quote so the open position is priced (2028/2029 take it as the nearest).
    await forwardPrice(2, 'Cal-27', '30');
    const data = await forecastOf(f);
    const g1 = connectionIn(data, f.g1.id);
    expect(g1).toMatchObject({ volume: 200000, volumeSource: 'entered' });
    // 2027–2029 borrow the 2026 gas rates (0.60066 to 170,000 m³, 0.31570 to 1 M m³) at the glasshouse
    // shares of Kamerstuk 36 426 (packages/domain/src/glasshouse-gas.ts), rounded to 5 decimals:
    // 2027 58 % / 70 %: 170,000 × 0.34838 + 30,000 × 0.22099 = 59,224.60 + 6,629.70 = 65,854.30;
    // 2028 72 % / 80 %: 170,000 × 0.43248 + 30,000 × 0.25256 = 73,521.60 + 7,576.80 = 81,098.40;
    // 2029 86 % / 90 %: 170,000 × 0.51657 + 30,000 × 0.28413 = 87,816.90 + 8,523.90 = 96,340.80.
    // At the normal rates it was 102,112.20 + 9,471.00 = 111,583.20 every year.
    expect(g1.years.map((y: { amounts: { energyTax: number } }) => y.amounts.energyTax)).toEqual([
      65854.3, 81098.4, 96340.8,
    ]);
    expect(data.unverifiedTaxYears).toEqual([2027, 2028, 2029]);
    expect(data.assumptions).toContainEqual({
      label: 'Glastuinbouw',
      value:
        '1 van 1 gasaansluitingen tegen het verlaagde gastarief glastuinbouw (eerste twee schijven; belastinginstellingen van de aansluiting) — tarief niet geverifieerd',
    });
    // Without the mark: the normal rates.
    await app.ctx.db
      .update(connectionTaxSettings)
      .set({ glasshouse: false })
      .where(eq(connectionTaxSettings.connectionId, f.g1.id));
    const normal = await forecastOf(f);
    const g1Normal = connectionIn(normal, f.g1.id);
    expect(g1Normal.years[0].amounts.energyTax).toBe(111583.2);
    expect(normal.assumptions.map((a: { label: string }) => a.label)).not.toContain('Glastuinbouw');
  });

  it('one day of data is scaled by days to a year (96 kWh → 35,040 or 35,136), not by 12 / months', async () => {
    const f = await purchaseFixture(app);
    const today = localDayOf(new Date());
    const from = monthStart(today, -12);
    const periodDays = (Date.parse(monthStart(today)) - Date.parse(from)) / 86_400_000;
    // One day of 96 quarters of 1 kWh in the last whole month.
    await app.ctx.db.insert(intervalRollups).values({
      connectionId: f.e1.id,
      customerId: f.bakker.id,
      channel: 1,
      grain: 4,
      start: startOfLocalDay(monthStart(today, -1)),
      minutes: 15,
      sum: '96',
      sumLow: '0',
      max: '1',
      count: 96,
      expected: quartersOf(monthStart(today, -1)),
      estimated: 0,
    });
    const data = await forecastOf(f);
    const e1 = connectionIn(data, f.e1.id);
    // 96 kWh a day × 365 (or 366) days; before: 96 × 12 / 1 month = 1,152.
    expect(e1).toMatchObject({ volume: 96 * periodDays, volumeSource: 'ems' });
  });

  it('without interval data splits normal/low by the profile category (issue 27): E1A all normal, E1B by the window', async () => {
    const f = await purchaseFixture(app);
    await app.ctx.db
      .insert(connectionTaxSettings)
      .values({ connectionId: f.e1.id, customerId: f.bakker.id, expectedAnnualVolume: '12000.000' });
    const energy2027 = async (profileCategory: 'E1A' | 'E1B') => {
      await app.ctx.db.update(connections).set({ profileCategory }).where(eq(connections.id, f.e1.id));
      const e1 = connectionIn(await forecastOf(f), f.e1.id);
      expect(e1).toMatchObject({ volume: 12000, volumeSource: 'entered' });
      return e1.years[0].amounts.energy as number;
    };
    // E1A (one register): 12,000 × € 0.12 = 1,440 (before: every connection without data).
    expect(await energy2027('E1A')).toBe(1440);
    // E1B: the share of 2027's hours in the default window (flatLowShare, hand-checked per week in
    // profile-low-share.test.ts) at € 0.10, the rest at € 0.12.
    const low = flatLowShare(DEFAULT_LOW_TARIFF_WINDOW, '2027-01-01', '2028-01-01');
    expect(low).toBeGreaterThan(0.5);
    expect(await energy2027('E1B')).toBeCloseTo(12000 * (0.12 * (1 - low) + 0.1 * low), 2);
  });

  it('takes the year usage from meter readings when there is no interval data, before the stated figures', async () => {
    const f = await purchaseFixture(app);
    const today = localDayOf(new Date());
    const dayBefore = (day: string) => {
      const d = new Date(`${day}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() - 1);
      return d.toISOString().slice(0, 10);
    };
    // Own figure 14,000 and a collective's 185,000: measured readings come first.
    await app.ctx.db
      .insert(connectionTaxSettings)
      .values({ connectionId: f.e1.id, customerId: f.bakker.id, expectedAnnualVolume: '14000.000' });
    await app.ctx.db.update(connections).set({ profileCategory: 'E1A' }).where(eq(connections.id, f.e1.id));
    // Readings at the end of the day before the twelve whole months and of their last day: 6,000 kWh
    // normal + 3,000 kWh low over exactly the window (ems spreads it over the days between).
    const readings = [
      { readOn: dayBefore(monthStart(today, -12)), normal: 1000, low: 500 },
      { readOn: dayBefore(monthStart(today)), normal: 7000, low: 3500 },
    ];
    await app.ctx.db
      .update(customers)
      .set({ modules: ['purchase', 'budgets', 'ems'] })
      .where(eq(customers.id, f.bakker.id));
    await createUser(app.ctx.db, { emailAddress: 'meter@energiek.nl', type: 'admin', modules: ['ems'] });
    const meterToken = await loginToken(app, 'meter@energiek.nl');
    for (const reading of readings) {
      const response = await api(app, {
        method: 'POST',
        url: `/api/v3/customers/${f.bakker.id}/ems/register-readings`,
        token: meterToken,
        payload: { connectionId: f.e1.id, ...reading },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const data = await forecastOf(f);
    const e1 = connectionIn(data, f.e1.id);
    expect(e1).toMatchObject({ volume: 9000, volumeSource: 'readings', volumeCertainty: 'high' });
    // The low register's share (3,000 / 9,000), not E1A's all-normal: 6,000 × € 0.12 + 3,000 × € 0.10 = 1,020.
    expect(e1.years[0].amounts.energy).toBe(1020);
  });

  it('falls back to the expected annual volume entered for the connection (taxes area)', async () => {
    const f = await purchaseFixture(app);
    await app.ctx.db
      .insert(connectionTaxSettings)
      .values({ connectionId: f.g1.id, customerId: f.bakker.id, expectedAnnualVolume: '4500.000' });
    const g1 = connectionIn(await forecastOf(f), f.g1.id);
    expect(g1).toMatchObject({ volume: 4500, volumeSource: 'entered' });
  });

  it("takes the connection's own stated figure before a collective participant's (issue 27: 14,000 vs 185,000 kWh)", async () => {
    const f = await purchaseFixture(app);
    // The taxes overview reads the tax settings' figure; the forecast names the same one, not the
    // collective's, so one connection has one expected volume everywhere.
    await bakeryInCollective(app, f.bakker.id, { connectionId: f.e2.id, expectedAnnualVolume: '185000' });
    const volumeOf = async () => {
      return connectionIn(await forecastOf(f), f.e2.id);
    };
    // Only the collective's figure: it is used, and says so.
    expect(await volumeOf()).toMatchObject({ volume: 185000, volumeSource: 'collective' });
    await app.ctx.db
      .insert(connectionTaxSettings)
      .values({ connectionId: f.e2.id, customerId: f.bakker.id, expectedAnnualVolume: '14000.000' });
    expect(await volumeOf()).toMatchObject({ volume: 14000, volumeSource: 'entered' });
  });

  it('needs forecast:read; customer staff see their own customer only; bad input is 422', async () => {
    const f = await purchaseFixture(app);
    expect(
      (await api(app, { method: 'GET', url: `/api/v3/forecast?customerId=${f.bakker.id}` })).statusCode,
    ).toBe(401);
    const bad = await api(app, {
      method: 'GET',
      url: `/api/v3/forecast?customerId=x&year=1900`,
      token: f.token,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      customerId: ['Kies een klant.'],
      year: ['Vul een jaar in tussen 2000 en 2100.'],
    });
    // An admin without a selected customer must name one.
    const none = await api(app, { method: 'GET', url: '/api/v3/forecast', token: f.token });
    expect(none.statusCode).toBe(422);

    const { staff, blind } = await bakeryStaffTokens(app, f.bakker.id, {
      area: 'forecast',
      readerRole: 'Prognose',
      blindRole: 'Zonder prognose',
    });
    const own = await api(app, { method: 'GET', url: '/api/v3/forecast', token: staff });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.customerId).toBe(f.bakker.id);
    expect(
      (await api(app, { method: 'GET', url: `/api/v3/forecast?customerId=${f.hotel.id}`, token: staff }))
        .statusCode,
    ).toBe(404);
    expect((await api(app, { method: 'GET', url: '/api/v3/forecast', token: blind })).statusCode).toBe(403);
  });
});
