import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createContact } from '@energiek/db/factories/contacts';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createCustomerUser, createUser } from '@energiek/db/factories/users';
import { auditLog, contacts } from '@energiek/db/schema/index';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';

// Issue 5: customers/{customerId}/contacts (generic resource, organisation-contacts read/write).

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

type Json = Record<string, unknown>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: Json,
) => api(app, { method, url, token, ...(payload ? { payload } : {}) });

async function fixture() {
  const db = app.ctx.db;
  const own = await createCustomer(db, { name: 'Bakkerij Jansen B.V.' });
  const other = await createCustomer(db, { name: 'Hotel Zeezicht B.V.' });
  await createUser(db, { emailAddress: 'full@energiek.nl', type: 'admin', canSwitch: true });
  const reading = await createRole(db, {
    name: 'Lezen',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-contacts': ['read'] }),
  });
  const writing = await createRole(db, {
    name: 'Beheer',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-contacts': ['read', 'write'] }),
  });
  await createCustomerUser(db, own.id, 'lezer@bakkerij.nl', reading.id);
  await createCustomerUser(db, own.id, 'beheer@bakkerij.nl', writing.id);
  const anna = await createContact(db, { customerId: own.id, firstName: 'Anna', lastName: 'de Vries' });
  const foreign = await createContact(db, { customerId: other.id, firstName: 'Otto', lastName: 'Buiten' });
  return { own, other, anna, foreign };
}

describe('customers/{customerId}/contacts', () => {
  it('lists, creates, reads, updates and deletes with fullName and audit', async () => {
    const { own } = await fixture();
    const token = await loginToken(app, 'beheer@bakkerij.nl');
    const base = `/api/v3/customers/${own.id}/contacts`;
    const created = await call('POST', base, token, {
      firstName: ' Bram ',
      lastName: 'Bakker',
      function: 'Financieel directeur',
      emailAddress: 'Bram@Jansen.nl',
      telephoneNumber: '+31 (0)30-123 4567',
      mobileNumber: '06 12345678',
    });
    expect(created.statusCode).toBe(201);
    const contact = created.json<{ data: Json }>().data;
    expect(contact).toMatchObject({
      customerId: own.id,
      fullName: 'Bram Bakker',
      firstName: 'Bram',
      emailAddress: 'bram@jansen.nl',
      telephoneNumber: '+31 (0)30-123 4567',
      notes: null,
    });
    const list = await call('GET', `${base}?sort=firstName`, token);
    expect(list.json<{ data: Json[] }>().data.map((c) => c.fullName)).toEqual([
      'Anna de Vries',
      'Bram Bakker',
    ]);
    const updated = await call('PATCH', `${base}/${String(contact.id)}`, token, {
      lastName: '',
      mobileNumber: '',
    });
    expect(updated.json<{ data: Json }>().data).toMatchObject({ fullName: 'Bram', mobileNumber: null });
    expect((await call('GET', `${base}/${String(contact.id)}`, token)).json().data.lastName).toBe('');
    expect((await call('DELETE', `${base}/${String(contact.id)}`, token)).statusCode).toBe(204);
    expect((await call('GET', `${base}/${String(contact.id)}`, token)).statusCode).toBe(404);
    const events = await app.ctx.db.select({ event: auditLog.event }).from(auditLog);
    expect(events.map((e) => e.event).filter((e) => e.startsWith('contacts.'))).toEqual([
      'contacts.created',
      'contacts.updated',
      'contacts.deleted',
    ]);
  });

  it('answers Dutch field errors', async () => {
    const { own, anna } = await fixture();
    const token = await loginToken(app, 'beheer@bakkerij.nl');
    const response = await call('POST', `/api/v3/customers/${own.id}/contacts`, token, {
      firstName: '',
      emailAddress: 'anna@',
      telephoneNumber: '030-12',
      mobileNumber: 'bel me',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      firstName: ['Vul een voornaam in.'],
      emailAddress: ['Vul een geldig e-mailadres in.'],
      telephoneNumber: ['Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 4567 of +31 20 123 4567.'],
      mobileNumber: ['Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 4567 of +31 20 123 4567.'],
    });
    const blank = await call('POST', `/api/v3/customers/${own.id}/contacts/${anna.id}`, token, {
      firstName: ' ',
    });
    expect(blank.json().errors).toEqual({ firstName: ['Vul een voornaam in.'] });
  });

  it('answers 403 to a reading role for writes, and 404 for another customer and its contacts', async () => {
    const { own, other, anna, foreign } = await fixture();
    const reader = await loginToken(app, 'lezer@bakkerij.nl');
    expect((await call('GET', `/api/v3/customers/${own.id}/contacts`, reader)).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/v3/customers/${own.id}/contacts`, reader, { firstName: 'X' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/v3/customers/${own.id}/contacts/${anna.id}`, reader)).statusCode).toBe(
      403,
    );
    const writer = await loginToken(app, 'beheer@bakkerij.nl');
    expect((await call('GET', `/api/v3/customers/${other.id}/contacts`, writer)).statusCode).toBe(404);
    // Another customer's contact under the own customer's path: 404, nothing changes.
    const admin = await loginToken(app, 'full@energiek.nl');
    for (const token of [writer, admin]) {
      const url = `/api/v3/customers/${own.id}/contacts/${foreign.id}`;
      expect((await call('GET', url, token)).statusCode).toBe(404);
      expect((await call('POST', url, token, { firstName: 'Gekaapt' })).statusCode).toBe(404);
      expect((await call('DELETE', url, token)).statusCode).toBe(404);
    }
    const [still] = await app.ctx.db.select().from(contacts).where(eq(contacts.id, foreign.id));
    expect(still?.firstName).toBe('Otto');
    expect((await call('GET', `/api/v3/customers/${own.id}/contacts`)).statusCode).toBe(401);
  });
});
