import { describe, expect, it } from 'vitest';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createMeasuringCompany } from '@energiek/db/factories/master-data';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { dataAuthorisations } from '@energiek/db/schema/index';
import { addLocalDays, localDayOf } from '@energiek/domain/local-time';
import { oneAppForFile } from '../../testing/app-lifecycle.ts';
import { api, loginToken, staffToken, type TestApp } from '../../testing/test-app.ts';
import { authorisationsExpiring } from './data-authorisations.service.ts';

let app: TestApp;
let f: Awaited<ReturnType<typeof fixture>>;
oneAppForFile((opened) => (app = opened), { then: async () => (f = await fixture()) });

const url = (customerId: number, connectionId: number, id?: number) =>
  `/api/v3/customers/${customerId}/connections/${connectionId}/authorisations${id === undefined ? '' : `/${id}`}`;
const today = localDayOf(new Date());

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Machtiging B.V.' });
  const hotel = await createCustomer(db, { name: 'Hotel Machtiging B.V.' });
  const connection = await createConnection(db, { customerId: bakker.id });
  const other = await createConnection(db, { customerId: hotel.id });
  const kenter = await createMeasuringCompany(db, { name: 'Kenter Machtiging' });
  await createUser(db, { emailAddress: 'admin@machtiging.test', type: 'admin', canSwitch: true });
  const reading = await createRole(db, {
    name: 'Aansluitingen lezen',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-connections': ['read'] }),
  });
  const none = await createRole(db, { name: 'Niets', scope: scopeAllowing({ organisation: ['read'] }) });
  return {
    bakker,
    hotel,
    connection,
    other,
    kenter,
    admin: await loginToken(app, 'admin@machtiging.test'),
    reader: await staffToken(app, bakker.id, 'lezer@machtiging.test', reading.id),
    nobody: await staffToken(app, bakker.id, 'niets@machtiging.test', none.id),
  };
}

describe('data authorisations API', () => {
  it('creates, lists with the status, updates and deletes an authorisation', async () => {
    const validTo = addLocalDays(today, 20);
    const created = await api(app, {
      method: 'POST',
      url: url(f.bakker.id, f.connection.id),
      token: f.admin,
      payload: {
        kind: 'metering-portal',
        measuringCompanyId: f.kenter.id,
        reference: ' KEN-2026-001 ',
        validFrom: addLocalDays(today, -300),
        validTo,
      },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({
      connectionId: f.connection.id,
      kind: 'metering-portal',
      kindName: 'Portaal meetbedrijf',
      party: 'Kenter Machtiging',
      reference: 'KEN-2026-001',
      validTo,
      status: 'expiring',
    });
    expect(item.createdBy).toBeTruthy();

    const list = await api(app, { method: 'GET', url: url(f.bakker.id, f.connection.id), token: f.reader });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toEqual({ status: 'expiring', validTo });
    expect(list.json().data).toHaveLength(1);

    // a renewal that starts the day after: the connection is covered, the old one still "expiring"
    const renewal = await api(app, {
      method: 'POST',
      url: url(f.bakker.id, f.connection.id),
      token: f.admin,
      payload: { kind: 'p4', partyName: 'Energiek (eigen P4-toegang)', validFrom: addLocalDays(validTo, 1) },
    });
    expect(renewal.statusCode).toBe(201);
    const after = await api(app, { method: 'GET', url: url(f.bakker.id, f.connection.id), token: f.admin });
    expect(after.json().meta).toEqual({ status: 'valid', validTo: null });
    expect(await authorisationsExpiring(app.ctx, 30)).not.toContainEqual(
      expect.objectContaining({ id: item.id }),
    );

    const updated = await api(app, {
      method: 'PATCH',
      url: url(f.bakker.id, f.connection.id, renewal.json().data.id),
      token: f.admin,
      payload: {
        kind: 'p4',
        partyName: 'Energiek',
        validFrom: addLocalDays(validTo, 5),
        validTo: addLocalDays(validTo, 400),
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ party: 'Energiek', status: 'future' });
    // a gap of four days: the first one warns again
    const expiring = await authorisationsExpiring(app.ctx, 30);
    expect(expiring).toContainEqual(
      expect.objectContaining({ id: item.id, customerId: f.bakker.id, validTo, party: 'Kenter Machtiging' }),
    );

    const removed = await api(app, {
      method: 'DELETE',
      url: url(f.bakker.id, f.connection.id, renewal.json().data.id),
      token: f.admin,
    });
    expect(removed.statusCode).toBe(204);
    const gone = await api(app, {
      method: 'GET',
      url: url(f.bakker.id, f.connection.id, renewal.json().data.id),
      token: f.admin,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses bad input with Dutch field errors', async () => {
    const bad = await api(app, {
      method: 'POST',
      url: url(f.bakker.id, f.connection.id),
      token: f.admin,
      payload: { kind: 'fax', validFrom: '2026-02-30' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      kind: ['Kies het soort machtiging.'],
      validFrom: ['Vul de datum in vanaf wanneer de machtiging geldt.'],
    });
    const rules = await api(app, {
      method: 'POST',
      url: url(f.bakker.id, f.connection.id),
      token: f.admin,
      payload: { kind: 'other', validFrom: '2026-05-01', validTo: '2026-04-30', documentId: 999999 },
    });
    expect(rules.statusCode).toBe(422);
    expect(rules.json().errors).toEqual({
      measuringCompanyId: ['Kies een meetbedrijf of vul de partij in.'],
      validTo: ['De einddatum mag niet voor de begindatum liggen.'],
      documentId: ['Dit document staat niet in de bibliotheek van deze klant.'],
    });
    const both = await api(app, {
      method: 'POST',
      url: url(f.bakker.id, f.connection.id),
      token: f.admin,
      payload: { kind: 'other', measuringCompanyId: 999999, partyName: 'X', validFrom: '2026-05-01' },
    });
    expect(both.json().errors).toEqual({
      measuringCompanyId: ['Dit meetbedrijf bestaat niet.'],
      partyName: ['Kies een meetbedrijf óf vul een andere partij in, niet allebei.'],
    });
  });

  it('answers 401, 403 and 404 for another customer, and changes nothing', async () => {
    const payload = { kind: 'p4', partyName: 'Gekaapt', validFrom: '2026-01-01' };
    expect((await api(app, { method: 'GET', url: url(f.bakker.id, f.connection.id) })).statusCode).toBe(401);
    expect(
      (await api(app, { method: 'GET', url: url(f.bakker.id, f.connection.id), token: f.nobody })).statusCode,
    ).toBe(403);
    expect(
      (await api(app, { method: 'POST', url: url(f.bakker.id, f.connection.id), token: f.reader, payload }))
        .statusCode,
    ).toBe(403);
    const before = await app.ctx.db.select().from(dataAuthorisations);
    // the staff of the bakery asking for the hotel; the admin using the hotel's connection under the bakery
    expect(
      (await api(app, { method: 'GET', url: url(f.hotel.id, f.other.id), token: f.reader })).statusCode,
    ).toBe(404);
    for (const method of ['GET', 'POST'] as const) {
      const response = await api(app, {
        method,
        url: url(f.bakker.id, f.other.id),
        token: f.admin,
        ...(method === 'POST' ? { payload } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    const own = before.find((row) => row.customerId === f.bakker.id);
    if (!own) throw new Error('fixture has no authorisation');
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await api(app, {
        method,
        url: url(f.hotel.id, f.other.id, own.id),
        token: f.admin,
        ...(method === 'PATCH' ? { payload } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    expect(await app.ctx.db.select().from(dataAuthorisations)).toEqual(before);
  });
});
