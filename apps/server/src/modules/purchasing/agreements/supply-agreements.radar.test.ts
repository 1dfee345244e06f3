import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createSupplier } from '@energiek/db/factories/master-data';
import { createSupplyAgreement } from '@energiek/db/factories/purchasing';
import { createUser } from '@energiek/db/factories/users';
import { actorFromAuth } from '../../../core/actor.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../../testing/test-app.ts';
import { contractRadar } from './supply-agreements.radar.ts';

// The contract radar on a fixed day (2027-09-01): deadlines sorted, tacit renewal moving the term on,
// filters, and active connections without a running agreement.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 180_000);
afterAll(() => app?.close());

const TODAY = new Date('2027-09-01T10:00:00Z');

describe('contract radar', () => {
  it('sorts by deadline, renews tacitly, filters, and lists uncovered connections', async () => {
    const db = app.ctx.db;
    const bakker = await createCustomer(db, { name: 'Bakkerij Radar B.V.' });
    const hotel = await createCustomer(db, { name: 'Hotel Radar B.V.' });
    const eneco = await createSupplier(db, { name: 'Radar Energie' });
    const other = await createSupplier(db, { name: 'Andere Energie' });
    // Deadline 30-09-2027 (3 months before 31-12-2027): 29 days ahead.
    const soon = await createSupplyAgreement(db, {
      customerId: bakker.id,
      supplierId: eneco.id,
      noticeMonths: 3,
      endDate: '2027-12-31',
    });
    // Tacit renewal whose deadline (31-07-2027) passed: the term moved on to 31-08-2028, deadline 31-07-2028.
    const renewed = await createSupplyAgreement(db, {
      customerId: bakker.id,
      supplierId: other.id,
      startDate: '2025-09-01',
      endDate: '2027-08-31',
      noticeMonths: 1,
      tacitRenewal: true,
      renewalMonths: 12,
    });
    // Ended without renewal: not on the radar; its connection is uncovered.
    const ended = await createSupplyAgreement(db, {
      customerId: hotel.id,
      supplierId: eneco.id,
      startDate: '2025-01-01',
      endDate: '2026-12-31',
    });
    // A concept covers nothing and is not on the radar.
    await createSupplyAgreement(db, { customerId: hotel.id, supplierId: eneco.id, status: 'concept' });
    const bare = await createConnection(db, { customerId: bakker.id, product: 2 });
    await createConnection(db, { customerId: bakker.id, product: 2, status: 0 });

    const actor = actorFromAuth({
      user: { id: 1 },
      profile: { type: 'admin', scope: { full: true }, modules: [] },
      session: { id: 'x', impersonatorId: null },
      selectedCustomer: null,
      actFor: new Set([bakker.id, hotel.id]),
    } as never);

    const radar = await contractRadar(app.ctx, actor, {}, TODAY);
    expect(radar.today).toBe('2027-09-01');
    expect(radar.agreements.map((a) => [a.agreementId, a.noticeDeadline, a.daysToDeadline])).toEqual([
      [soon.id, '2027-09-30', 29],
      [renewed.id, '2028-07-31', 334],
    ]);
    expect(radar.agreements[1]).toMatchObject({
      endDate: '2028-08-31',
      originalEndDate: '2027-08-31',
      renewals: 1,
    });
    expect(radar.agreements.some((a) => a.agreementId === ended.id)).toBe(false);

    const within = await contractRadar(app.ctx, actor, { withinDays: 60 }, TODAY);
    expect(within.agreements.map((a) => a.agreementId)).toEqual([soon.id]);
    const bySupplier = await contractRadar(app.ctx, actor, { supplierId: other.id }, TODAY);
    expect(bySupplier.agreements.map((a) => a.agreementId)).toEqual([renewed.id]);

    const uncovered = radar.uncoveredConnections.map((c) => c.connectionId);
    expect(uncovered).toContain(bare.id);
    expect(radar.uncoveredConnections.filter((c) => c.customerId === hotel.id)).toHaveLength(2);
    const onlyGas = await contractRadar(app.ctx, actor, { product: 2, customerId: bakker.id }, TODAY);
    expect(onlyGas.uncoveredConnections.map((c) => c.connectionId)).toEqual([bare.id]);
    const onlyHotel = await contractRadar(app.ctx, { ...actor, actFor: new Set([hotel.id]) }, {}, TODAY);
    expect(onlyHotel.agreements).toEqual([]);
    expect(onlyHotel.uncoveredConnections.every((c) => c.customerId === hotel.id)).toBe(true);
  });

  it('answers over HTTP with the permission and refuses bad filters in Dutch', async () => {
    await createUser(app.ctx.db, { emailAddress: 'radar2@energiek.nl', type: 'admin', canSwitch: true });
    const token = await loginToken(app, 'radar2@energiek.nl');
    const ok = await api(app, { method: 'GET', url: '/api/v3/supply-agreements/radar?withinDays=90', token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toHaveProperty('uncoveredConnections');
    const bad = await api(app, {
      method: 'GET',
      url: '/api/v3/supply-agreements/radar?withinDays=-1',
      token,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.withinDays).toEqual(['Vul een aantal dagen in van 0 tot en met 3650.']);
    expect((await api(app, { method: 'GET', url: '/api/v3/supply-agreements/radar' })).statusCode).toBe(401);
  });
});
