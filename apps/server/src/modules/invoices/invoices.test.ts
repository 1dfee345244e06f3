import { describe, expect, it } from 'vitest';
import { scopeAllowing } from '@energiek/contracts/areas';
import type { InvoiceBody, InvoiceItem, InvoiceList } from '@energiek/contracts/invoices';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createEntity } from '@energiek/db/factories/entities';
import { createGridOperator, createSupplier } from '@energiek/db/factories/master-data';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { invoiceLines, invoices } from '@energiek/db/schema/index';
import { oneAppForFile } from '../../testing/app-lifecycle.ts';
import { api, loginToken, staffToken, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let f: Awaited<ReturnType<typeof fixture>>;
oneAppForFile((opened) => (app = opened), { then: async () => (f = await fixture()) });

const url = (customerId: number, id?: number) =>
  `/api/v3/customers/${customerId}/invoices${id === undefined ? '' : `/${id}`}`;

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Factuur B.V.' });
  const hotel = await createCustomer(db, { name: 'Hotel Factuur B.V.' });
  const entity = await createEntity(db, { customerId: bakker.id, name: 'Bakkerij Factuur Holding' });
  const otherEntity = await createEntity(db, { customerId: hotel.id });
  const connection = await createConnection(db, { customerId: bakker.id, entityId: entity.id });
  const second = await createConnection(db, { customerId: bakker.id });
  const foreign = await createConnection(db, { customerId: hotel.id });
  const supplier = await createSupplier(db, { name: 'Vattenfall Factuurtest' });
  const grid = await createGridOperator(db, { name: 'Liander Factuurtest' });
  await createUser(db, { emailAddress: 'admin@factuur.test', type: 'admin', canSwitch: true });
  const reading = await createRole(db, {
    name: 'Facturen lezen',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-invoices': ['read'] }),
  });
  const none = await createRole(db, {
    name: 'Geen facturen',
    scope: scopeAllowing({ organisation: ['read'] }),
  });
  return {
    bakker,
    hotel,
    entity,
    otherEntity,
    connection,
    second,
    foreign,
    supplier,
    grid,
    admin: await loginToken(app, 'admin@factuur.test'),
    reader: await staffToken(app, bakker.id, 'lezer@factuur.test', reading.id),
    nobody: await staffToken(app, bakker.id, 'niets@factuur.test', none.id),
  };
}

/** Hand-computed: 12,345 kWh × 0.12345 = 1,523.99; EB 12,345 × 0.09161 = 1,130.93; reduction −519.80;
 *  sum 2,135.12; VAT 21 % = 448.3752 → 448.38; incl. 2,583.50. */
function body(overrides: Partial<InvoiceBody> = {}): InvoiceBody {
  return {
    issuerKind: 'supplier',
    issuerId: f.supplier.id,
    entityId: f.entity.id,
    number: 'VF-2026-0001',
    invoiceDate: '2026-02-05',
    dueDate: '2026-03-05',
    periodFrom: '2026-01-01',
    periodTo: '2026-01-31',
    kind: 'invoice',
    totalExclVat: '2135.12',
    totalVat: '448.38',
    totalInclVat: '2583.50',
    lines: [
      {
        connectionId: f.connection.id,
        kind: 'supply-single',
        quantity: '12345',
        unit: 'kWh',
        unitPrice: '0.12345',
        amount: '1523.99',
        vatRate: '21',
      },
      {
        connectionId: f.connection.id,
        kind: 'energy-tax',
        bracket: 2,
        quantity: '12345',
        unit: 'kWh',
        unitPrice: '0.09161',
        amount: '1130.93',
        vatRate: '21',
      },
      { connectionId: f.connection.id, kind: 'tax-reduction', amount: '-519.80', vatRate: '21' },
    ],
    ...overrides,
  };
}

async function create(payload: InvoiceBody, customerId = f.bakker.id) {
  return api(app, { method: 'POST', url: url(customerId), token: f.admin, payload });
}

describe('invoices API', () => {
  it('answers 401 without a session and 403 without organisation-invoices', async () => {
    expect((await api(app, { method: 'GET', url: url(f.bakker.id) })).statusCode).toBe(401);
    expect((await api(app, { method: 'GET', url: url(f.bakker.id), token: f.nobody })).statusCode).toBe(403);
    const asReader = await api(app, {
      method: 'POST',
      url: url(f.bakker.id),
      token: f.reader,
      payload: body(),
    });
    expect(asReader.statusCode).toBe(403);
  });

  it('enters an invoice by hand with exact decimals and answers it with its lines and VAT per rate', async () => {
    const response = await create(body());
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json<{ data: InvoiceItem }>().data;
    expect(item).toMatchObject({
      number: 'VF-2026-0001',
      issuerKind: 'supplier',
      issuerName: 'Vattenfall Factuurtest',
      entityName: 'Bakkerij Factuur Holding',
      source: 'hand',
      status: 'received',
      totalExclVat: '2135.12',
      totalVat: '448.38',
      totalInclVat: '2583.50',
      vat: [{ rate: '21', base: '2135.12', amount: '448.38' }],
      duplicates: [],
    });
    expect(item.lines).toHaveLength(3);
    expect(item.lines[0]).toMatchObject({
      ean: f.connection.ean,
      quantity: '12345',
      unitPrice: '0.12345',
      amount: '1523.99',
      vatRate: '21',
      toResolve: false,
    });
    expect(item.lines[1]).toMatchObject({ bracket: 2, kindName: 'Energiebelasting' });
    const reader = await api(app, { method: 'GET', url: url(f.bakker.id, item.id), token: f.reader });
    expect(reader.json<{ data: InvoiceItem }>().data.totalInclVat).toBe('2583.50');
  });

  it('refuses totals that do not add up with a Dutch message per field', async () => {
    const response = await create(
      body({ number: 'VF-FOUT', totalExclVat: '2135.13', totalInclVat: '2583.51' }),
    );
    expect(response.statusCode).toBe(422);
    const errors = response.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors.totalExclVat).toEqual([
      'Het totaal excl. btw (€ 2.135,13) is niet gelijk aan de som van de regels (€ 2.135,12).',
    ]);
    const lineWrong = body({ number: 'VF-FOUT-2' });
    lineWrong.lines[0] = { ...lineWrong.lines[0]!, amount: '1623.99' };
    const second = await create({
      ...lineWrong,
      totalExclVat: '2235.12',
      totalVat: '469.38',
      totalInclVat: '2704.50',
    });
    expect(second.json<{ errors: Record<string, string[]> }>().errors['lines.0.amount']).toEqual([
      'Het bedrag (€ 1.623,99) is niet gelijk aan aantal × prijs (€ 1.523,99).',
    ]);
    expect(await app.ctx.db.$count(invoices, undefined)).toBe(1);
  });

  it('refuses the same issuer + number, naming the other invoice', async () => {
    const response = await create(body({ invoiceDate: '2026-02-06', dueDate: null }));
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.number).toEqual([
      'Factuur VF-2026-0001 van deze afzender bestaat al (factuurdatum 05/02/2026).',
    ]);
    // The same number from another issuer is another invoice.
    const grid = await create(body({ issuerKind: 'grid-operator', issuerId: f.grid.id }));
    expect(grid.statusCode).toBe(201);
    await api(app, {
      method: 'DELETE',
      url: url(f.bakker.id, grid.json<{ data: InvoiceItem }>().data.id),
      token: f.admin,
    });
  });

  it('flags the same amount + period + connection as a possible duplicate', async () => {
    const response = await create(body({ number: 'VF-2026-0001-B' }));
    expect(response.statusCode).toBe(201);
    const item = response.json<{ data: InvoiceItem }>().data;
    expect(item.duplicates).toHaveLength(1);
    expect(item.duplicates[0]?.number).toBe('VF-2026-0001');
    const list = await api(app, { method: 'GET', url: url(f.bakker.id), token: f.reader });
    expect(list.json<InvoiceList>().data.every((row) => row.flaggedDuplicate)).toBe(true);
    await api(app, { method: 'DELETE', url: url(f.bakker.id, item.id), token: f.admin });
  });

  it('refuses bad input with Dutch field errors, never a 500', async () => {
    const response = await create({
      ...body({ number: '' }),
      issuerKind: 'bakker' as never,
      invoiceDate: '2026-02-30',
      totalVat: '1,5 euro',
      lines: [],
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors.issuerKind).toEqual(['Kies het soort afzender.']);
    expect(errors.number).toEqual(['Vul het factuurnummer in.']);
    expect(errors.invoiceDate).toEqual(['Vul de factuurdatum in.']);
    expect(errors.totalVat?.[0]).toContain('Vul een bedrag in');
    expect(errors.lines).toEqual(['Voeg minstens één regel toe.']);
  });

  it("refuses another customer's entity and connection; keeps an unknown EAN to be resolved", async () => {
    const foreign = body({ number: 'VF-VREEMD', entityId: f.otherEntity.id });
    foreign.lines[0] = { ...foreign.lines[0]!, connectionId: f.foreign.id };
    const response = await create(foreign);
    expect(response.statusCode).toBe(422);
    const errors = response.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors.entityId).toEqual(['Deze entiteit hoort niet bij deze klant.']);
    expect(errors['lines.0.connectionId']).toEqual(['Deze aansluiting hoort niet bij deze klant.']);

    const byEan = body({ number: 'VF-EAN', periodFrom: '2026-02-01', periodTo: '2026-02-28' });
    byEan.lines = byEan.lines.map(({ connectionId: _c, ...line }, index) => ({
      ...line,
      ean: index === 0 ? f.second.ean : f.foreign.ean,
    }));
    const created = await create(byEan);
    expect(created.statusCode, created.body).toBe(201);
    const lines = created.json<{ data: InvoiceItem }>().data.lines;
    expect(lines[0]).toMatchObject({ connectionId: f.second.id, toResolve: false });
    // Another customer's EAN is not resolved to their connection: kept, to be resolved.
    expect(lines[1]).toMatchObject({ connectionId: null, ean: f.foreign.ean, toResolve: true });
  });

  it('lists with filters and totals (credit notes subtracted)', async () => {
    const original = (
      await api(app, { method: 'GET', url: `${url(f.bakker.id)}?q=VF-2026-0001`, token: f.admin })
    )
      .json<InvoiceList>()
      .data.find((row) => row.number === 'VF-2026-0001');
    const credit = await create(
      body({
        number: 'CN-1',
        kind: 'credit-note',
        creditsInvoiceId: original?.id ?? 0,
        totalExclVat: '100.00',
        totalVat: '21.00',
        totalInclVat: '121.00',
        lines: [{ connectionId: f.second.id, kind: 'other', amount: '100.00', vatRate: '21' }],
      }),
    );
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json<{ data: InvoiceItem }>().data.creditsInvoiceNumber).toBe('VF-2026-0001');

    const all = (
      await api(app, { method: 'GET', url: url(f.bakker.id), token: f.reader })
    ).json<InvoiceList>();
    expect(all.meta.total).toBe(3);
    // 2,583.50 + 2,583.50 − 121.00.
    expect(all.meta.totals.totalInclVat).toBe('5046.00');
    const byConnection = (
      await api(app, {
        method: 'GET',
        url: `${url(f.bakker.id)}?connectionId=${f.connection.id}`,
        token: f.reader,
      })
    ).json<InvoiceList>();
    expect(byConnection.data.map((row) => row.number)).toEqual(['VF-2026-0001']);
    const february = (
      await api(app, {
        method: 'GET',
        url: `${url(f.bakker.id)}?from=2026-02-01&to=2026-02-28`,
        token: f.reader,
      })
    ).json<InvoiceList>();
    expect(february.data.map((row) => row.number).sort()).toEqual(['VF-EAN']);
    const credits = (
      await api(app, {
        method: 'GET',
        url: `${url(f.bakker.id)}?kind=credit-note&issuerKind=supplier`,
        token: f.reader,
      })
    ).json<InvoiceList>();
    expect(credits.data.map((row) => row.number)).toEqual(['CN-1']);
  });

  it('updates by POST, PUT and PATCH; deletes', async () => {
    const created = (
      await create(body({ number: 'VF-WIJZIG', periodFrom: '2026-03-01', periodTo: '2026-03-31' }))
    ).json<{ data: InvoiceItem }>().data;
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      const response = await api(app, {
        method,
        url: url(f.bakker.id, created.id),
        token: f.admin,
        payload: body({
          number: `VF-WIJZIG-${method}`,
          status: 'approved',
          periodFrom: '2026-03-01',
          periodTo: '2026-03-31',
        }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: InvoiceItem }>().data).toMatchObject({
        number: `VF-WIJZIG-${method}`,
        status: 'approved',
      });
    }
    const lines = await app.ctx.db.$count(invoiceLines, undefined);
    expect(
      (await api(app, { method: 'DELETE', url: url(f.bakker.id, created.id), token: f.admin })).statusCode,
    ).toBe(204);
    expect(await app.ctx.db.$count(invoiceLines, undefined)).toBe(lines - 3);
    expect(
      (await api(app, { method: 'GET', url: url(f.bakker.id, created.id), token: f.admin })).statusCode,
    ).toBe(404);
  });

  it("answers 404 for another customer's invoice and changes nothing", async () => {
    const own = (await api(app, { method: 'GET', url: url(f.bakker.id), token: f.admin })).json<InvoiceList>()
      .data[0];
    const id = own?.id ?? 0;
    const before = JSON.stringify(await app.ctx.db.select().from(invoices).orderBy(invoices.id));
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const withBody = method !== 'GET' && method !== 'DELETE';
      const response = await api(app, {
        method,
        url: url(f.hotel.id, id),
        token: f.admin,
        ...(withBody ? { payload: body({ number: 'GEKAAPT' }) } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    // Staff of the customer cannot reach another customer's list at all.
    expect((await api(app, { method: 'GET', url: url(f.hotel.id), token: f.reader })).statusCode).toBe(404);
    expect(JSON.stringify(await app.ctx.db.select().from(invoices).orderBy(invoices.id))).toBe(before);
  });
});
