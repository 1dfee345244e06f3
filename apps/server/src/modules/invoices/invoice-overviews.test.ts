import { describe, expect, it } from 'vitest';
import { scopeAllowing } from '@energiek/contracts/areas';
import type { InvoiceMonthList, InvoiceYearList } from '@energiek/contracts/invoice-overviews';
import type { InvoiceBody, InvoiceItem } from '@energiek/contracts/invoices';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import {
  createGridOperator,
  createMeasuringCompany,
  createSupplier,
} from '@energiek/db/factories/master-data';
import { createUser, createCustomerUserWithRole } from '@energiek/db/factories/users';
import { and, eq, inArray } from 'drizzle-orm';
import type { InvoiceList } from '@energiek/contracts/invoices';
import {
  adminCustomerAssignments,
  connectionHistory,
  invoiceAudits,
  invoices,
} from '@energiek/db/schema/index';
import { oneAppForFile } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';

// GET invoices/year and invoices/month (issue 28): figures summed by hand, the three-invoice grid,
// tenancy (an admin without canSwitch sees only their customers; another customer's id is a 404) and
// Dutch 422s.

let app: TestApp;
let f: Awaited<ReturnType<typeof fixture>>;
oneAppForFile((opened) => (app = opened), { then: async () => (f = await fixture()) });

async function fixture() {
  const db = app.ctx.db;
  const kas = await createCustomer(db, { name: 'Overzicht Kwekerij B.V.' });
  const hotel = await createCustomer(db, { name: 'Overzicht Hotel B.V.' });
  const large = await createConnection(db, {
    customerId: kas.id,
    capacity: '3x160A',
    contractedCapacity: 150,
    profileCategory: null,
    startDate: '2020-01-01',
  });
  const gas = await createConnection(db, { customerId: kas.id, product: 2, startDate: '2020-01-01' });
  const small = await createConnection(db, { customerId: hotel.id, startDate: '2020-01-01' });
  const supplier = await createSupplier(db, { name: 'Overzicht Energie' });
  const grid = await createGridOperator(db, { name: 'Overzicht Netbeheer' });
  const meter = await createMeasuringCompany(db, { name: 'Overzicht Meet' });
  // The admin has the invoice audit (its figures show on the overviews); customer staff have not.
  await createUser(db, {
    emailAddress: 'admin@overzicht.test',
    type: 'admin',
    canSwitch: true,
    modules: ['invoicecontrol'],
  });
  const own = await createUser(db, {
    emailAddress: 'beperkt@overzicht.test',
    type: 'admin',
    canSwitch: false,
  });
  await db.insert(adminCustomerAssignments).values({ userId: own.id, customerId: hotel.id });
  await createCustomerUserWithRole(db, kas.id, 'klant@overzicht.test', {
    name: 'Overzicht klant',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-invoices': ['read'] }),
  });
  return {
    kas,
    hotel,
    large,
    gas,
    small,
    supplier,
    grid,
    meter,
    admin: await loginToken(app, 'admin@overzicht.test'),
    restricted: await loginToken(app, 'beperkt@overzicht.test'),
    staff: await loginToken(app, 'klant@overzicht.test'),
  };
}

type Line = Omit<InvoiceBody['lines'][number], 'vatRate'> & { vatRate?: string };
async function enter(
  customerId: number,
  invoice: Partial<Omit<InvoiceBody, 'lines'>> & { lines: Line[] },
): Promise<InvoiceItem> {
  const excl = invoice.lines.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0);
  const vat = Math.round(excl * 0.21);
  const response = await api(app, {
    method: 'POST',
    url: `/api/v3/customers/${customerId}/invoices`,
    token: f.admin,
    payload: {
      issuerKind: 'supplier',
      issuerId: f.supplier.id,
      invoiceDate: '2026-02-05',
      totalExclVat: (excl / 100).toFixed(2),
      totalVat: (vat / 100).toFixed(2),
      totalInclVat: ((excl + vat) / 100).toFixed(2),
      ...invoice,
      lines: invoice.lines.map((l) => ({ ...l, vatRate: l.vatRate ?? '21' })),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: InvoiceItem }>().data;
}

/** GET /api/v3/invoices/year or /month with `query`, as the admin unless `token` says otherwise. */
const overview = (path: 'year' | 'month', query: string, token = f.admin) =>
  api(app, { method: 'GET', url: `/api/v3/invoices/${path}?${query}`, token });

describe('invoice overviews', () => {
  it('answers 401 without a session and 403 to customer staff (no invoices:read)', async () => {
    expect((await api(app, { method: 'GET', url: '/api/v3/invoices/year' })).statusCode).toBe(401);
    expect((await api(app, { method: 'GET', url: '/api/v3/invoices/year', token: f.staff })).statusCode).toBe(
      403,
    );
    expect(
      (await api(app, { method: 'GET', url: '/api/v3/invoices/month', token: f.staff })).statusCode,
    ).toBe(403);
  });

  it('sums a year per customer: invoices, kWh, m³, € excl. VAT and energy tax; credit notes subtract', async () => {
    const el = f.large.id;
    // January 2026 electricity: 10,000 kWh normal + 2 MWh low (= 2,000 kWh), EB 1,000.00.
    const january = await enter(f.kas.id, {
      number: 'OV-1',
      periodFrom: '2026-01-01',
      periodTo: '2026-01-31',
      lines: [
        { connectionId: el, kind: 'supply-normal', quantity: '10000', unit: 'kWh', amount: '1200.00' },
        { connectionId: el, kind: 'supply-low', quantity: '2', unit: 'MWh', amount: '180.00' },
        { connectionId: el, kind: 'energy-tax', quantity: '12000', unit: 'kWh', amount: '1000.00' },
        { connectionId: el, kind: 'tax-reduction', amount: '-43.32' },
      ],
    });
    // Gas: 500 m³, EB 300.33.
    await enter(f.kas.id, {
      number: 'OV-2',
      periodFrom: '2026-01-01',
      periodTo: '2026-01-31',
      lines: [
        { connectionId: f.gas.id, kind: 'supply-single', quantity: '500', unit: 'm3', amount: '400.00' },
        { connectionId: f.gas.id, kind: 'energy-tax', quantity: '500', unit: 'm3', amount: '300.33' },
      ],
    });
    // A credit note of 1,000 kWh, EB 83.33.
    await enter(f.kas.id, {
      number: 'OV-3',
      kind: 'credit-note',
      creditsInvoiceId: january.id,
      periodFrom: '2026-01-01',
      periodTo: '2026-01-31',
      lines: [
        { connectionId: el, kind: 'supply-normal', quantity: '1000', unit: 'kWh', amount: '120.00' },
        { connectionId: el, kind: 'energy-tax', quantity: '1000', unit: 'kWh', amount: '83.33' },
      ],
    });
    // The hotel: December 2025's period, invoiced in January 2026 → year 2025.
    await enter(f.hotel.id, {
      number: 'OV-4',
      invoiceDate: '2026-01-10',
      periodFrom: '2025-12-01',
      periodTo: '2025-12-31',
      lines: [
        { connectionId: f.small.id, kind: 'supply-single', quantity: '300', unit: 'kWh', amount: '90.00' },
      ],
    });

    const year = await overview('year', 'year=2026&q=Overzicht');
    expect(year.statusCode).toBe(200);
    const body = year.json<InvoiceYearList>();
    // Excl. VAT: (1,200 + 180 + 1,000 − 43.32) + (400 + 300.33) − (120 + 83.33) = 2,833.68.
    expect(body.data).toEqual([
      {
        customerId: f.kas.id,
        customerName: 'Overzicht Kwekerij B.V.',
        year: 2026,
        invoiceCount: 2,
        creditNoteCount: 1,
        electricityKwh: '11000.000',
        gasM3: '500.000',
        totalExclVat: '2833.68',
        energyTax: '1217.00',
        // The invoice audit ran on every saved invoice; nothing was recovered yet.
        deviationCount: expect.any(Number),
        recovered: '0.00',
      },
    ]);
    expect(body.meta.total).toBe(1);
    expect(body.meta.totals.totalExclVat).toBe('2833.68');
    expect(body.meta.years).toHaveLength(5);

    const previous = await overview('year', 'year=2025&q=Overzicht');
    expect(previous.json<InvoiceYearList>().data.map((r) => [r.customerName, r.electricityKwh])).toEqual([
      ['Overzicht Hotel B.V.', '300.000'],
    ]);
  });

  it('shows deviations found and € recovered from the invoice audit, on the year and the customer list', async () => {
    const db = app.ctx.db;
    const ids = async (customerId: number, numbers: string[]) =>
      (
        await db
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.customerId, customerId), inArray(invoices.number, numbers)))
      ).map((row) => row.id);
    const set = async (invoiceIds: number[], values: { status: string; recoveredAmount: string }) =>
      db.update(invoiceAudits).set(values).where(inArray(invoiceAudits.invoiceId, invoiceIds));
    // Known audit outcomes (the claims flow itself is the invoice audit's test): OV-1 deviates and got
    // € 125.40 back; OV-2 is fine but a claim granted earlier recovered € 19.65; the credit note and the
    // hotel's December invoice are fine.
    await set(await ids(f.kas.id, ['OV-1', 'OV-2', 'OV-3']), { status: 'ok', recoveredAmount: '0' });
    await set(await ids(f.hotel.id, ['OV-4']), { status: 'deviation', recoveredAmount: '7.10' });
    await set(await ids(f.kas.id, ['OV-1']), { status: 'deviation', recoveredAmount: '125.40' });
    await set(await ids(f.kas.id, ['OV-2']), { status: 'ok', recoveredAmount: '19.65' });

    const year = (await overview('year', 'year=2026&q=Overzicht')).json<InvoiceYearList>();
    // 2026: OV-1 and OV-2 (the credit note is no invoice of its own): 125.40 + 19.65 = 145.05, 1 deviation.
    expect(year.data.map((r) => [r.customerName, r.deviationCount, r.recovered])).toEqual([
      ['Overzicht Kwekerij B.V.', 1, '145.05'],
    ]);
    expect(year.meta.totals).toMatchObject({ deviationCount: 1, recovered: '145.05' });
    // 2025: the hotel's December invoice (period's last day 31-12-2025, although invoiced in January).
    const previous = (await overview('year', 'year=2025&q=Overzicht')).json<InvoiceYearList>();
    expect(previous.data.map((r) => [r.customerName, r.deviationCount, r.recovered])).toEqual([
      ['Overzicht Hotel B.V.', 1, '7.10'],
    ]);
    expect(previous.meta.totals).toMatchObject({ deviationCount: 1, recovered: '7.10' });

    const list = (url: string, token = f.admin) =>
      api(app, { method: 'GET', url: `/api/v3/customers/${f.kas.id}/invoices${url}`, token }).then((r) =>
        r.json<InvoiceList>(),
      );
    expect((await list('')).meta.recovered).toBe('145.05');
    // The filter applies: only OV-1's € 125.40.
    expect((await list('?q=OV-1')).meta.recovered).toBe('125.40');
    expect((await list('?issuerKind=grid-operator')).meta.recovered).toBe('0.00');
    // Customer staff without the invoice audit see invoices but no audit figures.
    expect((await list('', f.staff)).meta.recovered).toBeNull();
  });

  it('splits a line spanning the year end by its own days (Europe/Amsterdam calendar days)', async () => {
    const spanning = await createCustomer(app.ctx.db, { name: 'Overzicht Jaarwisseling B.V.' });
    const connection = await createConnection(app.ctx.db, {
      customerId: spanning.id,
      startDate: '2020-01-01',
    });
    // 3,100 kWh, € 310.00 supply and € 93.00 energy tax over 16 Dec 2025 – 15 Jan 2026 (16 + 15 days), and a
    // fixed fee of € 31.00 with the invoice's period (January only).
    await enter(spanning.id, {
      number: 'OV-SPAN',
      periodFrom: '2026-01-01',
      periodTo: '2026-01-31',
      lines: [
        {
          connectionId: connection.id,
          kind: 'supply-single',
          quantity: '3100',
          unit: 'kWh',
          amount: '310.00',
          periodFrom: '2025-12-16',
          periodTo: '2026-01-15',
        },
        {
          connectionId: connection.id,
          kind: 'energy-tax',
          quantity: '3100',
          unit: 'kWh',
          amount: '93.00',
          periodFrom: '2025-12-16',
          periodTo: '2026-01-15',
        },
        { connectionId: connection.id, kind: 'fixed-supply-fee', amount: '31.00' },
      ],
    });
    const of = async (year: number) =>
      (await overview('year', `year=${year}&q=Jaarwisseling`)).json<InvoiceYearList>().data;
    // 2025: 16/31 → 1,600 kWh, € 160.00 + € 48.00 = 208.00, tax 48.00.
    expect(await of(2025)).toEqual([
      expect.objectContaining({
        invoiceCount: 1,
        electricityKwh: '1600.000',
        totalExclVat: '208.00',
        energyTax: '48.00',
      }),
    ]);
    // 2026: 15/31 → 1,500 kWh, € 150.00 + 45.00 + 31.00 = 226.00, tax 45.00.
    expect(await of(2026)).toEqual([
      expect.objectContaining({
        invoiceCount: 1,
        electricityKwh: '1500.000',
        totalExclVat: '226.00',
        energyTax: '45.00',
      }),
    ]);
  });

  it('keeps to the customers an admin acts for; another customer is a 404', async () => {
    const mine = await overview('year', 'year=2026', f.restricted);
    expect(mine.json<InvoiceYearList>().data).toEqual([]);
    const hotel = await overview('year', 'year=2025', f.restricted);
    expect(hotel.json<InvoiceYearList>().data.map((r) => r.customerId)).toEqual([f.hotel.id]);
    for (const path of ['year', 'month']) {
      const other = await api(app, {
        method: 'GET',
        url: `/api/v3/invoices/${path}?customerId=${f.kas.id}`,
        token: f.restricted,
      });
      expect(other.statusCode).toBe(404);
    }
    const months = await api(app, { method: 'GET', url: '/api/v3/invoices/month', token: f.restricted });
    expect(months.json<InvoiceMonthList>().data.every((r) => r.customerId === f.hotel.id)).toBe(true);
  });

  it('shows per connection and month which of the three invoices arrived, are missing or overlap', async () => {
    // February 2026: the grid operator's invoice arrives; two supplier invoices overlap on 15-02.
    await enter(f.kas.id, {
      number: 'OV-NB-02',
      issuerKind: 'grid-operator',
      issuerId: f.grid.id,
      periodFrom: '2026-02-01',
      periodTo: '2026-02-28',
      lines: [{ connectionId: f.large.id, kind: 'kw-max', quantity: '120', unit: 'kW', amount: '300.00' }],
    });
    await enter(f.kas.id, {
      number: 'OV-5',
      periodFrom: '2026-02-01',
      periodTo: '2026-02-15',
      lines: [
        { connectionId: f.large.id, kind: 'supply-normal', quantity: '5000', unit: 'kWh', amount: '600.00' },
      ],
    });
    await enter(f.kas.id, {
      number: 'OV-6',
      periodFrom: '2026-02-15',
      periodTo: '2026-02-28',
      lines: [
        { connectionId: f.large.id, kind: 'supply-normal', quantity: '5000', unit: 'kWh', amount: '610.00' },
      ],
    });
    const response = await overview('month', `customerId=${f.kas.id}&month=2026-02&months=2`);
    expect(response.statusCode).toBe(200);
    const body = response.json<InvoiceMonthList>();
    expect(body.meta.months).toEqual(['2026-01', '2026-02']);
    const large = body.data.find((r) => r.connectionId === f.large.id)!;
    expect(large.large).toBe(true);
    const [january, february] = large.months;
    // January: OV-1 and its credit note OV-3 leave nothing counted → missing (the supplier's first invoice
    // for the connection is OV-1, January). The grid operator's first is February's OV-NB-02: January is
    // before it, so not missing ('none'); the metering company never invoiced it: 'none' throughout.
    expect(january?.supplier?.status).toBe('missing');
    expect(january?.['grid-operator']?.status).toBe('none');
    expect(january?.['metering-company']?.status).toBe('none');
    expect(february?.supplier?.status).toBe('overlap');
    expect(february?.supplier?.invoices.map((i) => i.number)).toEqual(['OV-5', 'OV-6']);
    expect(february?.['grid-operator']).toMatchObject({
      status: 'arrived',
      invoices: [{ number: 'OV-NB-02' }],
    });
    expect(february?.['metering-company']?.status).toBe('none');
    // The gas connection is small: only the supplier's invoice is expected.
    const gas = body.data.find((r) => r.connectionId === f.gas.id)!;
    expect(gas.large).toBe(false);
    expect(gas.months[0]?.supplier?.status).toBe('arrived');
    expect(gas.months[0]?.['grid-operator']?.status).toBe('none');
    expect(gas.months[1]?.supplier?.status).toBe('missing');

    // Months before the connection's first supplier invoice (OV-1, January 2026) are not missing, though
    // the connection exists since 2020; the hotel's connection is first billed in December 2025.
    const back = await overview('month', 'month=2026-02&months=4&q=Overzicht');
    const grid = back.json<InvoiceMonthList>();
    expect(grid.meta.months).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    const statuses = (connectionId: number, kind: 'supplier' | 'grid-operator' | 'metering-company') =>
      grid.data.find((r) => r.connectionId === connectionId)!.months.map((m) => m[kind]?.status);
    expect(statuses(f.large.id, 'supplier')).toEqual(['none', 'none', 'missing', 'overlap']);
    expect(statuses(f.large.id, 'grid-operator')).toEqual(['none', 'none', 'none', 'arrived']);
    expect(statuses(f.gas.id, 'supplier')).toEqual(['none', 'none', 'arrived', 'missing']);
    expect(statuses(f.small.id, 'supplier')).toEqual(['none', 'arrived', 'missing', 'missing']);
    // 1 + 1 + 2, and February of the year-end test's connection (first billed from 16-12-2025).
    expect(grid.meta.counts.missing).toBe(5);

    // Only the grid operator's invoices: the supplier's no longer count.
    const filtered = await overview(
      'month',
      `customerId=${f.kas.id}&month=2026-02&months=1&issuerKind=grid-operator&issuerId=${f.grid.id}`,
    );
    const row = filtered.json<InvoiceMonthList>().data.find((r) => r.connectionId === f.large.id)!;
    // Only the grid operator's cells are answered: the supplier's invoices were not looked at, so no
    // "Ontbreekt" for them (it was before).
    expect(row.months[0]).toEqual({
      month: '2026-02',
      'grid-operator': { status: 'arrived', invoices: [{ id: expect.any(Number), number: 'OV-NB-02' }] },
    });
    for (const r of filtered.json<InvoiceMonthList>().data) {
      for (const m of r.months) expect(Object.keys(m).sort()).toEqual(['grid-operator', 'month']);
    }
    // The counts are the grid operator's cells only: the supplier's cells say nothing under this filter.
    const counts = filtered.json<InvoiceMonthList>().meta.counts;
    expect(counts.arrived).toBe(1);
    expect(counts.missing).toBe(0);
  });

  it('judges each month by the contracted capacity in force then, as the invoice audit (large-connection.ts)', async () => {
    // Two connections of the greenhouse whose contracted capacity changed on 1 May 2026: one small until
    // then and 150 kW now, one 100 kW until then and small now; and one with a large capacity class but no
    // contracted kW (not large: nothing says from when). Each has every month's supplier invoice and a
    // grid-operator and metering invoice for March 2026 only, so both kinds are expected from March on.
    const db = app.ctx.db;
    const changed = async (before: number | null, now: number | null, capacity: string) => {
      const c = await createConnection(db, {
        customerId: f.kas.id,
        capacity,
        contractedCapacity: now,
        profileCategory: null,
        startDate: '2020-01-01',
      });
      await db.insert(connectionHistory).values(
        [
          { value: before === null ? null : String(before), validFrom: null, validTo: '2026-05-01' },
          { value: now === null ? null : String(now), validFrom: '2026-05-01', validTo: null },
        ].map((v) => ({
          ...v,
          customerId: f.kas.id,
          connectionId: c.id,
          field: 'contractedCapacity' as const,
          source: 'edit' as const,
        })),
      );
      return c;
    };
    const becameLarge = await changed(null, 150, '3x160A');
    const becameSmall = await changed(100, null, '3x25A');
    const classOnly = await createConnection(db, {
      customerId: f.kas.id,
      capacity: '3x160A',
      contractedCapacity: null,
      profileCategory: null,
      startDate: '2020-01-01',
    });
    const ids = [becameLarge.id, becameSmall.id, classOnly.id];
    for (const [n, id] of ids.entries()) {
      for (const [issuerKind, issuerId] of [
        ['grid-operator', f.grid.id],
        ['metering-company', f.meter.id],
      ] as const) {
        await enter(f.kas.id, {
          number: `OV-CAP-${n}-${issuerKind}`,
          issuerKind,
          issuerId,
          periodFrom: '2026-03-01',
          periodTo: '2026-03-31',
          lines: [{ connectionId: id, kind: 'metering-service', amount: '20.00' }],
        });
      }
      for (const month of ['03', '04', '05', '06']) {
        await enter(f.kas.id, {
          number: `OV-CAP-${n}-${month}`,
          periodFrom: `2026-${month}-01`,
          periodTo: `2026-${month}-${month === '04' || month === '06' ? '30' : '31'}`,
          lines: [{ connectionId: id, kind: 'supply-single', amount: '100.00' }],
        });
      }
    }
    const response = await overview('month', `customerId=${f.kas.id}&month=2026-06&months=4`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<InvoiceMonthList>();
    expect(body.meta.months).toEqual(['2026-03', '2026-04', '2026-05', '2026-06']);
    const row = (id: number) => body.data.find((r) => r.connectionId === id)!;
    const kinds = (id: number, kind: 'grid-operator' | 'metering-company') =>
      row(id).months.map((m) => m[kind]?.status);
    // Small in March and April: nothing expected after March's invoice; large from May: both missing.
    expect(kinds(becameLarge.id, 'grid-operator')).toEqual(['arrived', 'none', 'missing', 'missing']);
    expect(kinds(becameLarge.id, 'metering-company')).toEqual(['arrived', 'none', 'missing', 'missing']);
    expect(row(becameLarge.id).large).toBe(true);
    // Large in March and April: April is missing both; small from May: nothing expected.
    expect(kinds(becameSmall.id, 'grid-operator')).toEqual(['arrived', 'missing', 'none', 'none']);
    expect(kinds(becameSmall.id, 'metering-company')).toEqual(['arrived', 'missing', 'none', 'none']);
    expect(row(becameSmall.id).large).toBe(false);
    // A large class without contracted kW: small every month (before, large every month: 3 × 2 missing).
    expect(kinds(classOnly.id, 'grid-operator')).toEqual(['arrived', 'none', 'none', 'none']);
    expect(row(classOnly.id).large).toBe(false);
    for (const id of ids) {
      expect(row(id).months.map((m) => m.supplier?.status)).toEqual([
        'arrived',
        'arrived',
        'arrived',
        'arrived',
      ]);
    }
  });

  it('refuses bad input with Dutch field errors', async () => {
    const year = await overview('year', 'year=1999');
    expect(year.statusCode).toBe(422);
    expect(year.json().errors.year).toEqual(['Kies een jaar tussen 2000 en 2100.']);
    const month = await overview('month', 'month=2026-13&months=13');
    expect(month.statusCode).toBe(422);
    expect(month.json().errors).toMatchObject({
      month: ['Kies een maand (JJJJ-MM).'],
      months: ['Kies 1 tot en met 12 maanden.'],
    });
    // Nothing was written by reading.
    expect((await app.ctx.db.select().from(invoices)).length).toBeGreaterThan(0);
  });
});
