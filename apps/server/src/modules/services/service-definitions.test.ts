import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import type { ServiceDefinitionItem } from '@energiek/contracts/services';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { auditLog, serviceDefinitions } from '@energiek/db/schema/index';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';

// /v3/control/services: the service definitions (name, modules granted, price per year, description)
// per role; the customer's Diensten tab shows the price and description.

let app: TestApp;
let tokens: { admin: string; reader: string; other: string; staff: string };
let customerId: number;

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const customer = await createCustomer(db, { name: 'Drukkerij Dienst B.V.', modules: ['ems'] });
  customerId = customer.id;
  const readRole = await createRole(db, {
    name: 'Dienstdefinities lezen',
    scope: scopeAllowing({ 'module-services-definitions': ['read'] }),
  });
  const otherRole = await createRole(db, {
    name: 'Adviseur zonder dienstdefinities',
    scope: scopeAllowing({ organisation: ['read', 'write'], 'organisation-services': ['read', 'write'] }),
  });
  const admin = await createUser(db, { type: 'admin' });
  const reader = await createUser(db, { type: 'admin', roleId: readRole.id });
  const other = await createUser(db, { type: 'admin', roleId: otherRole.id });
  const staff = await createUser(db, { type: 'customer', customerId });
  tokens = {
    admin: await loginToken(app, admin.emailAddress),
    reader: await loginToken(app, reader.emailAddress),
    other: await loginToken(app, other.emailAddress),
    staff: await loginToken(app, staff.emailAddress),
  };
}, 60_000);
afterAll(() => app?.close());

type List = { data: ServiceDefinitionItem[]; meta: { current_page: number; last_page: number } };
const list = (token: string) => api(app, { method: 'GET', url: '/api/v3/service-definitions', token });
const save = (token: string, service: string, payload: object) =>
  api(app, { method: 'POST', url: `/api/v3/service-definitions/${service}`, token, payload });
const definition = async (service: string) =>
  (await list(tokens.admin)).json<List>().data.find((item) => item.service === service);

describe('service definitions', () => {
  it('lists every catalogue service with the modules it grants, price and description not yet set', async () => {
    const response = await list(tokens.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<List>();
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1 });
    expect(body.data.map((item) => item.service)).toEqual([
      'monitoring',
      'purchase',
      'invoice-control',
      'mutations',
      'budgets',
      'tax-refund',
      'energy-saving',
      'advice',
      'contract-management',
    ]);
    expect(body.data[0]).toEqual({
      service: 'monitoring',
      name: 'Energiemonitoring',
      modules: ['ems'],
      pricePerYear: null,
      description: null,
      updatedAt: null,
    });
    expect(body.data.find((item) => item.service === 'advice')?.modules).toEqual([]);
  });

  it('saves a Dutch price and a description, audited, and the Diensten tab shows them', async () => {
    const response = await save(tokens.admin, 'monitoring', {
      pricePerYear: '€ 1.250,5',
      description: '  Maandrapportage en signalen op kwartierdata.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: ServiceDefinitionItem }>().data).toMatchObject({
      service: 'monitoring',
      pricePerYear: '1250.50',
      description: 'Maandrapportage en signalen op kwartierdata.',
    });
    expect(await definition('monitoring')).toMatchObject({ pricePerYear: '1250.50' });
    const [audit] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'service_definitions.updated'));
    expect(audit?.details).toMatchObject({ pricePerYearBefore: null, pricePerYearAfter: '1250.50' });

    const services = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${customerId}/services`,
      token: tokens.admin,
    });
    expect(services.json().data.services[0]).toMatchObject({
      service: 'monitoring',
      pricePerYear: '1250.50',
      description: 'Maandrapportage en signalen op kwartierdata.',
    });

    // Empty clears both.
    const cleared = await save(tokens.admin, 'monitoring', { pricePerYear: '', description: '' });
    expect(cleared.json<{ data: ServiceDefinitionItem }>().data).toMatchObject({
      pricePerYear: null,
      description: null,
    });
  });

  it('answers a Dutch 422 per field for a bad price, a long description or an unknown service', async () => {
    for (const pricePerYear of ['twaalf', '1.25,00', '12,345', '-5', '12345678901']) {
      const response = await save(tokens.admin, 'advice', { pricePerYear, description: null });
      expect(response.statusCode, pricePerYear).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors.pricePerYear).toEqual([
        'Vul een bedrag in euro in, bijvoorbeeld 1.250,00.',
      ]);
    }
    const long = await save(tokens.admin, 'advice', { pricePerYear: null, description: 'x'.repeat(2001) });
    expect(long.json<{ errors: Record<string, string[]> }>().errors.description).toEqual([
      'De omschrijving mag maximaal 2000 tekens bevatten.',
    ]);
    const unknown = await save(tokens.admin, 'koffie', { pricePerYear: null, description: null });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors.service).toEqual([
      'Deze dienst bestaat niet.',
    ]);
    expect(
      await app.ctx.db.select().from(serviceDefinitions).where(eq(serviceDefinitions.service, 'advice')),
    ).toEqual([]);
  });

  it('is for the back office: every admin reads, only a full admin changes; customer staff get 403', async () => {
    for (const token of [tokens.reader, tokens.other]) {
      expect((await list(token)).statusCode).toBe(200);
      const refused = await save(token, 'budgets', { pricePerYear: '500,00', description: 'Gekaapt' });
      expect(refused.statusCode).toBe(403);
    }
    expect((await list(tokens.staff)).statusCode).toBe(403);
    const staff = await save(tokens.staff, 'budgets', { pricePerYear: '500,00', description: 'Gekaapt' });
    expect(staff.statusCode).toBe(403);
    expect((await api(app, { method: 'GET', url: '/api/v3/service-definitions' })).statusCode).toBe(401);
    expect(await definition('budgets')).toMatchObject({ pricePerYear: null, description: null });
  });
});
