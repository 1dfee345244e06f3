import { describe, expect, it } from 'vitest';
import { localDayOf } from '@energiek/domain/local-time';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createSupplier } from '@energiek/db/factories/master-data';
import { createSupplyAgreement } from '@energiek/db/factories/purchasing';
import { createUser } from '@energiek/db/factories/users';
import { oneAppForFile } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';

// Issue 31 "one answer to who supplies me": the connections tab shows the supplier of the agreement in
// force today, as the purchase tab does; the connection's own supplier field is only the fallback.

let app: TestApp;
oneAppForFile((opened) => (app = opened));

type Timeline = {
  connectionId: number;
  agreements: { supplierName: string; from: string; to: string; status: string }[];
};

describe('the supplier of a connection on a date', () => {
  it('is the same on the connections tab and the purchase tab: the agreement in force', async () => {
    const db = app.ctx.db;
    const today = localDayOf(new Date());
    const year = Number(today.slice(0, 4));
    const axpo = await createSupplier(db, { name: 'Axpo' });
    const vattenfall = await createSupplier(db, { name: 'Vattenfall' });
    const eneco = await createSupplier(db, { name: 'Eneco' });
    const customer = await createCustomer(db, { name: 'Kwekerij Westland Glas B.V.', modules: ['purchase'] });
    const ean = '871687140012345678';
    const covered = await createConnection(db, { customerId: customer.id, ean, supplierId: axpo.id });
    const bare = await createConnection(db, { customerId: customer.id, supplierId: axpo.id });
    // A signed fixed agreement covering today, an expired one of another supplier and a concept one.
    await createSupplyAgreement(db, {
      customerId: customer.id,
      supplierId: vattenfall.id,
      startDate: `${year - 1}-01-01`,
      endDate: `${year}-12-31`,
      connectionIds: [covered.id],
    });
    await createSupplyAgreement(db, {
      customerId: customer.id,
      supplierId: eneco.id,
      startDate: `${year - 3}-01-01`,
      endDate: `${year - 2}-12-31`,
      connectionIds: [covered.id],
    });
    await createSupplyAgreement(db, {
      customerId: customer.id,
      supplierId: eneco.id,
      status: 'concept',
      startDate: `${year}-01-01`,
      endDate: `${year + 1}-12-31`,
      connectionIds: [covered.id, bare.id],
    });
    await createUser(db, {
      emailAddress: 'inkoper@energiek.nl',
      type: 'admin',
      canSwitch: true,
      modules: ['purchase'],
    });
    const token = await loginToken(app, 'inkoper@energiek.nl');

    const list = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${customer.id}/connections?with=supplier&limit=10`,
      token,
    });
    expect(list.statusCode).toBe(200);
    const byId = new Map(
      list
        .json()
        .data.map((c: { id: number; supplier: { name: string }; supplierFromAgreement: boolean }) => [
          c.id,
          c,
        ]),
    );
    expect(byId.get(covered.id)).toMatchObject({
      supplier: { name: 'Vattenfall' },
      supplierFromAgreement: true,
      supplierSource: 'agreement',
    });
    // Without an agreement in force (the concept one does not count) the connection's own field answers.
    // The answer says so (supplierSource 'connection'), for the screen's "volgens aansluitgegevens" mark.
    expect(byId.get(bare.id)).toMatchObject({
      supplier: { name: 'Axpo' },
      supplierFromAgreement: false,
      supplierSource: 'connection',
    });
    const one = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${customer.id}/connections/${covered.id}?with=supplier`,
      token,
    });
    expect(one.json().data.supplier.name).toBe('Vattenfall');

    // The purchase tab: the agreement in force today for this EAN names the same supplier.
    const purchase = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${customer.id}/purchase`,
      token,
    });
    expect(purchase.statusCode).toBe(200);
    const timeline = (purchase.json().data.connections as Timeline[]).find(
      (c) => c.connectionId === covered.id,
    )!;
    const inForce = timeline.agreements.filter(
      (a) => !['concept', 'ter-ondertekening'].includes(a.status) && a.from <= today && today <= a.to,
    );
    expect(inForce.map((a) => a.supplierName)).toEqual(['Vattenfall']);
  });
});
