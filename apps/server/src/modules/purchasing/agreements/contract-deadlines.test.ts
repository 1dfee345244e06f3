import { describe, expect, it } from 'vitest';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createCustomer } from '@energiek/db/factories/customers';
import { createSupplier } from '@energiek/db/factories/master-data';
import { createSupplyAgreement } from '@energiek/db/factories/purchasing';
import { createCustomerUserWithRole } from '@energiek/db/factories/users';
import { oneAppForFile } from '../../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../../testing/test-app.ts';

// Issue 31: the portal home shows the customer's own contract end dates and notice deadlines
// (GET customers/{customerId}/contract-deadlines, organisation:read): customer staff read their own,
// never another customer's (404).

let app: TestApp;
oneAppForFile((opened) => (app = opened));

describe('GET customers/{customerId}/contract-deadlines', () => {
  it("answers the customer's running agreements to its read-only staff, 404 for another customer", async () => {
    const db = app.ctx.db;
    const vattenfall = await createSupplier(db, { name: 'Vattenfall' });
    const own = await createCustomer(db, { name: 'De Vries Bakkerij B.V.' });
    const other = await createCustomer(db, { name: 'Hotel Zeezicht B.V.' });
    await createSupplyAgreement(db, {
      customerId: own.id,
      supplierId: vattenfall.id,
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      noticeMonths: 3,
      status: 'actief',
    });
    await createSupplyAgreement(db, { customerId: other.id, status: 'actief' });
    await createCustomerUserWithRole(db, own.id, 'klant@devries.nl', {
      name: 'Klant (lezen)',
      scope: scopeAllowing({ organisation: ['read'] }),
    });
    const token = await loginToken(app, 'klant@devries.nl');

    const mine = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${own.id}/contract-deadlines`,
      token,
    });
    expect(mine.statusCode).toBe(200);
    const agreements = mine.json().data.agreements;
    expect(agreements).toHaveLength(1);
    // Three months' notice before the end of 31-12-2027: notice by 30-09-2027.
    expect(agreements[0]).toMatchObject({
      customerId: own.id,
      supplierName: 'Vattenfall',
      endDate: '2027-12-31',
      noticeDeadline: '2027-09-30',
    });

    const foreign = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${other.id}/contract-deadlines`,
      token,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
