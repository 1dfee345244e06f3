import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_CLICK_MESSAGES, COLLECTIVE_MESSAGES } from '@energiek/contracts/collective';
import { clicks, connectionTaxSettings } from '@energiek/db/schema/index';
import { newAppBeforeEach } from '../../../testing/app-lifecycle.ts';
import { api, type TestApp } from '../../../testing/test-app.ts';
import { purchaseFixture, purchaseOverview } from '../../../testing/purchase-fixture.ts';

// The click book of an individual click agreement (issue 32): the bakery's gas click agreement (2026–2027,
// Cal-26 50 % at € 30, Cal-27 25 % at € 40, markup € 2/MWh) gets its own clicks; position, weighted price
// and the purchase overview follow; other customers' ids answer 404 and change nothing.

let app: TestApp;
newAppBeforeEach((opened) => (app = opened), { timeout: 180_000 });

const url = (customerId: number, rest = '') => `/api/v3/customers/${customerId}/purchase/clicks${rest}`;

describe('customers/{customerId}/purchase/clicks', () => {
  it('adds clicks to a click agreement: position, weighted price and the purchase overview follow', async () => {
    const f = await purchaseFixture(app);
    const book = async () =>
      (
        await api(app, { method: 'GET', url: url(f.bakker.id, `?agreementId=${f.click.id}`), token: f.token })
      ).json().data;
    const before = await book();
    expect(before).toMatchObject({
      agreementId: f.click.id,
      product: 2,
      from: '2026-01-01',
      to: '2027-12-31',
    });
    // g1 has no expected volume: shares and prices only.
    expect(before.years).toEqual([
      {
        year: 2026,
        expectedMwh: null,
        clickedMwh: null,
        openMwh: null,
        clickedPct: '50.00',
        weightedPrice: '30.00',
      },
      {
        year: 2027,
        expectedMwh: null,
        clickedMwh: null,
        openMwh: null,
        clickedPct: '25.00',
        weightedPrice: '40.00',
      },
    ]);
    const post = (body: object, customerId = f.bakker.id) =>
      api(app, { method: 'POST', url: url(customerId), token: f.token, payload: body });
    const body = {
      agreementId: f.click.id,
      clickDate: '2026-11-02',
      period: 'cal-27',
      sharePct: '50',
      price: '50',
    };
    // No expected volume for g1: a click (share or MWh) is refused, naming the connection.
    const refused = await post(body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      sharePct: [AGREEMENT_CLICK_MESSAGES.noExpectedVolume([f.g1.ean])],
    });
    expect((await post({ ...body, sharePct: null, volumeMwh: '5' })).json().errors).toEqual({
      volumeMwh: [AGREEMENT_CLICK_MESSAGES.noExpectedVolume([f.g1.ean])],
    });
    expect(AGREEMENT_CLICK_MESSAGES.noExpectedVolume([f.g1.ean])).toContain(f.g1.ean);
    expect(await app.ctx.db.select().from(clicks).where(eq(clicks.agreementId, f.click.id))).toHaveLength(2);
    // 10,000 m³ a year entered for g1: 10,000 × 9.769 kWh = 97.69 MWh a year.
    await app.ctx.db
      .insert(connectionTaxSettings)
      .values({ connectionId: f.g1.id, customerId: f.bakker.id, expectedAnnualVolume: '10000' });
    const created = await post(body);
    expect(created.statusCode).toBe(201);
    // 50 % of 97.690 MWh = 48.845 MWh.
    expect(created.json().data).toMatchObject({
      agreementId: f.click.id,
      period: 'Cal-27',
      load: 'base',
      clickedMwh: '48.845',
    });
    // 2027: 25 % at € 40 + 50 % at € 50 = 75 %, (25 × 40 + 50 × 50) / 75 = 3,500 / 75 = € 46.67.
    expect((await book()).years[1]).toMatchObject({ clickedPct: '75.00', weightedPrice: '46.67' });
    const overview = (await purchaseOverview(app, f, 2026)).json().data;
    expect(overview.clickPositions).toContainEqual(
      expect.objectContaining({
        agreementId: f.click.id,
        year: 2027,
        clickedPct: 75,
        weightedPriceMwh: 46.67,
        clicks: 2,
      }),
    );

    // Over 100 % in a month, outside the years, not a click agreement.
    const over = await post({ ...body, sharePct: '30' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({
      sharePct: [COLLECTIVE_MESSAGES.overClicked('januari 2027, februari 2027, maart 2027 en meer')],
    });
    expect((await post({ ...body, period: 'Cal-29' })).json().errors).toEqual({
      period: [AGREEMENT_CLICK_MESSAGES.periodOutside],
    });
    expect((await post({ ...body, agreementId: f.fixed.id })).json().errors).toEqual({
      agreementId: [AGREEMENT_CLICK_MESSAGES.notClick],
    });
    const bad = await post({ agreementId: 'x', clickDate: '2026-13-01', period: 'Cal', price: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['agreementId', 'clickDate', 'period', 'price']);
  });

  it('gives MWh against the expected volume of the agreement connections', async () => {
    const f = await purchaseFixture(app);
    // 10,000 m³ a year entered for g1: 10,000 × 9.769 kWh = 97.69 MWh a year.
    await app.ctx.db
      .insert(connectionTaxSettings)
      .values({ connectionId: f.g1.id, customerId: f.bakker.id, expectedAnnualVolume: '10000' });
    const created = await api(app, {
      method: 'POST',
      url: url(f.bakker.id),
      token: f.token,
      payload: {
        agreementId: f.click.id,
        clickDate: '2026-11-02',
        period: 'Q1-27',
        volumeMwh: '10',
        price: '45',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.clickedMwh).toBe('10.000');
    const book = (
      await api(app, { method: 'GET', url: url(f.bakker.id, `?agreementId=${f.click.id}`), token: f.token })
    ).json().data;
    // 2027: 25 % of 97.690 = 24.4225 + 10 = 34.4225 → 34.423 MWh; open 97.690 − 34.4225 = 63.2675 → 63.268.
    expect(book.years[1]).toMatchObject({ expectedMwh: '97.690', clickedMwh: '34.423', openMwh: '63.268' });
  });

  it("answers 404 for another customer's agreement or click and changes nothing", async () => {
    const f = await purchaseFixture(app);
    const [own] = await app.ctx.db.select().from(clicks).where(eq(clicks.agreementId, f.click.id));
    const get = await api(app, {
      method: 'GET',
      url: url(f.hotel.id, `?agreementId=${f.click.id}`),
      token: f.token,
    });
    expect(get.statusCode).toBe(404);
    const post = await api(app, {
      method: 'POST',
      url: url(f.hotel.id),
      token: f.token,
      payload: {
        agreementId: f.click.id,
        clickDate: '2026-11-02',
        period: 'Cal-27',
        sharePct: '10',
        price: '50',
      },
    });
    expect(post.statusCode).toBe(404);
    const del = await api(app, { method: 'DELETE', url: url(f.hotel.id, `/${own!.id}`), token: f.token });
    expect(del.statusCode).toBe(404);
    expect(await app.ctx.db.select().from(clicks).where(eq(clicks.agreementId, f.click.id))).toHaveLength(2);
    expect(
      (await api(app, { method: 'DELETE', url: url(f.bakker.id, `/${own!.id}`), token: f.token })).statusCode,
    ).toBe(204);
    expect(await app.ctx.db.select().from(clicks).where(eq(clicks.agreementId, f.click.id))).toHaveLength(1);
  });
});
