import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceBody } from '@energiek/contracts/invoices';
import type { CustomerAudit, InvoiceAuditResult } from '@energiek/contracts/invoice-audit';
import { createConnection } from '@energiek/db/factories/connections';
import { createGridTariff } from '@energiek/db/factories/master-data';
import { createSupplyAgreement } from '@energiek/db/factories/purchasing';
import { connectionHistory, connectionTaxSettings } from '@energiek/db/schema/index';
import { seedReferenceParameters } from '@energiek/db/seed/parameters';
import {
  auditParties,
  enterAndAudit,
  invoiceLine,
  writeDailyReadings,
  type Line,
} from '../../testing/invoice-audit-fixture.ts';
import { api, createTestApp, type TestApp } from '../../testing/test-app.ts';

// The shadow bill on real inputs, loaded through the other areas' front doors: interval rollups (100 kWh a
// day in January and February 2026), the agreement's rates (factory: € 0.12 normal, € 5 a month), the grid
// tariff sheet (€ 240 a year transport, € 36 per contracted kW a year, € 2.50 per kW max a month) and the
// connection's 100 kW contracted. All figures hand-computed.

let app: TestApp;
let token: string;
let ids: { customer: number; connection: number; supplier: number; grid: number; metering: number };

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const parties = await auditParties(app, {
    customer: 'Kassen Schaduw B.V.',
    word: 'Schaduw',
    email: 'schaduw@audit.test',
  });
  token = parties.token;
  const connection = await createConnection(db, {
    customerId: parties.customer,
    product: 1,
    gridOperatorId: parties.grid,
    capacity: 'MS/LS',
    contractedCapacity: 100,
  });
  await createSupplyAgreement(db, {
    customerId: parties.customer,
    supplierId: parties.supplier,
    connectionIds: [connection.id],
  });
  await createGridTariff(db, {
    gridOperatorId: parties.grid,
    year: 2026,
    product: 1,
    connectionClass: 'MS/LS',
    rates: { fixedTransportFee: '240', contractedCapacityRate: '36', maxKwRate: '2.5' },
  });
  await writeDailyReadings(db, {
    customerId: parties.customer,
    connectionId: connection.id,
    channel: 1,
    from: '2026-01-01',
    to: '2026-03-01',
    value: '100',
  });
  ids = {
    customer: parties.customer,
    connection: connection.id,
    supplier: parties.supplier,
    grid: parties.grid,
    metering: parties.metering,
  };
});
afterAll(() => app?.close());

const line = (kind: Line['kind'], amount: string, quantity?: string): Line =>
  invoiceLine(ids.connection, kind, amount, quantity);

const enter = (issuerKind: InvoiceBody['issuerKind'], issuerId: number, number: string, lines: Line[]) =>
  enterAndAudit(app, token, ids.customer, {
    issuerKind,
    issuerId,
    number,
    invoiceDate: '2026-03-05',
    period: { from: '2026-02-01', to: '2026-02-28' },
    lines,
  });

const expected = (audit: InvoiceAuditResult) =>
  Object.fromEntries(audit.lines.map((l) => [l.kind, l.expected]));

describe('the shadow bill on the product’s own data', () => {
  it('supplier, grid operator and metering company for February 2026', async () => {
    // 28 days × 100 kWh = 2,800 kWh × € 0.12 = € 336.00; one month's fixed fee € 5.00.
    const supplier = await enter('supplier', ids.supplier, 'SCH-L-02', [
      line('supply-single', '336.00', '2800'),
      line('fixed-supply-fee', '5.00', '1'),
    ]);
    expect(expected(supplier)).toEqual({ 'supply-single': '336.00', 'fixed-supply-fee': '5.00' });
    // Yearly grid fees per day: € 240 × 28 / 365 = € 18.41; 100 kW × € 36 × 28 / 365 = € 276.16;
    // peak 100 kWh a day = 4.1667 kW × € 2.50 = € 10.42.
    const grid = await enter('grid-operator', ids.grid, 'SCH-N-02', [
      line('fixed-transport-fee', '18.41'),
      line('contracted-capacity', '276.16', '100'),
      line('kw-max', '10.42', '4.1667'),
    ]);
    expect(expected(grid)).toEqual({
      'fixed-transport-fee': '18.41',
      'contracted-capacity': '276.16',
      'kw-max': '10.42',
    });
    // The metering company's invoice is not there yet: the three-invoice check says so.
    expect(grid.findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^Geen factuur van het meetbedrijf voor februari 2026/),
    ]);
    // The metering company's fee is not known to the product: named, not guessed.
    const metering = await enter('metering-company', ids.metering, 'SCH-M-02', [
      line('metering-service', '30.00'),
    ]);
    expect(metering.status).toBe('insufficient-data');
    expect(metering.missing).toEqual(['Het tarief van het meetbedrijf is niet bekend.']);
    // With all three there, entering the metering invoice re-audited its neighbours: no finding left.
    for (const number of ['SCH-L-02', 'SCH-N-02']) {
      const list = await api(app, { url: `/api/v3/customers/${ids.customer}/invoices?q=${number}`, token });
      const id = list.json<{ data: { id: number }[] }>().data[0]!.id;
      const audit = await api(app, { url: `/api/v3/customers/${ids.customer}/invoices/${id}/audit`, token });
      expect(audit.json<{ data: InvoiceAuditResult }>().data).toMatchObject({ status: 'ok', findings: [] });
    }
  });

  it('a kW max that does not match the meter: 20 kW billed, 4.1667 measured → € 39.58', async () => {
    const audit = await enter('grid-operator', ids.grid, 'SCH-N-02-FOUT', [
      line('fixed-transport-fee', '18.40'),
      line('contracted-capacity', '276.16', '100'),
      line('kw-max', '50.00', '20'),
    ]);
    expect(audit.findings.find((f) => f.rule === 'kw-max')).toMatchObject({ amount: '39.58' });
  });

  it('says when the energy tax of the shadow bill rests on unverified rates (issue 27: electricity 2026)', async () => {
    // The reference rates: electricity 2026 is shipped unverified (from 10,000 kWh copied from 2024).
    await seedReferenceParameters(app.ctx.db);
    const audit = await enter('supplier', ids.supplier, 'SCH-L-02-EB', [
      line('supply-single', '336.00', '2800'),
      line('fixed-supply-fee', '5.00', '1'),
    ]);
    expect(audit.basis).toContain('Energiebelasting 2026: tarief niet geverifieerd');
  });

  it('taxes glasshouse horticulture gas at the reduced rates, as the tax calculator (issue 27)', async () => {
    await seedReferenceParameters(app.ctx.db);
    const db = app.ctx.db;
    const gas = await createConnection(db, { customerId: ids.customer, product: 2 });
    await db
      .insert(connectionTaxSettings)
      .values({ connectionId: gas.id, customerId: ids.customer, glasshouse: true });
    await writeDailyReadings(db, {
      customerId: ids.customer,
      connectionId: gas.id,
      channel: 4,
      from: '2026-01-01',
      to: '2026-03-01',
      value: '100',
    });
    // February 2026: 28 × 100 = 2,800 m³, after January's 3,100 m³ still in the bracket to 170,000 m³.
    // Glasshouse 2026 (Kamerstuk 36 426: 44 % of 0.60066 = 0.26429): 2,800 × 0.26429 = 740.012 → 740.01
    // (at the normal rate 2,800 × 0.60066 = 1,681.85).
    const audit = await enter('supplier', ids.supplier, 'SCH-G-02', [
      invoiceLine(gas.id, 'energy-tax', '740.01', '2800'),
    ]);
    expect(expected(audit)).toMatchObject({ 'energy-tax': '740.01' });
    expect(audit.basis).toContain('Energiebelasting 2026: tarief niet geverifieerd');
  });
});

describe('large (three invoices a month) by the contracted capacity in force in the period', () => {
  // Two connections whose capacity changed on 1 March 2026: one small in February and 150 kW now, one
  // 100 kW in February and small now. A grid operator's invoice for February 2026 alone (no supplier's,
  // no metering company's) is judged by February's capacity, on the invoice and on the customer's overview.
  async function changedOnFirstMarch(before: string | null, now: number | null) {
    const db = app.ctx.db;
    const c = await createConnection(db, {
      customerId: ids.customer,
      product: 1,
      gridOperatorId: ids.grid,
      capacity: 'MS/LS',
      contractedCapacity: now,
    });
    await db.insert(connectionHistory).values([
      {
        customerId: ids.customer,
        connectionId: c.id,
        field: 'contractedCapacity',
        value: before,
        validFrom: null,
        validTo: '2026-03-01',
        source: 'initial',
      },
      {
        customerId: ids.customer,
        connectionId: c.id,
        field: 'contractedCapacity',
        value: now === null ? null : String(now),
        validFrom: '2026-03-01',
        validTo: null,
        source: 'edit',
      },
    ]);
    return c;
  }
  const threeInvoices = (audit: InvoiceAuditResult) =>
    audit.findings.filter((f) => f.rule === 'three-invoices').map((f) => f.message);
  const februaryMissing = async (connectionId: number) => {
    const res = await api(app, {
      url: `/api/v3/customers/${ids.customer}/invoice-audit?connectionId=${connectionId}`,
      token,
    });
    expect(res.statusCode).toBe(200);
    const row = res.json<{ data: CustomerAudit['data'] }>().data.find((r) => r.connectionId === connectionId);
    return row?.months.find((m) => m.month === '2026-02')?.missing;
  };

  /** The grid operator's February invoice of the connection (one fixed transport fee), audited. */
  const auditFebruaryGridInvoice = (connectionId: number, number: string) =>
    enterAndAudit(app, token, ids.customer, {
      issuerKind: 'grid-operator',
      issuerId: ids.grid,
      number,
      invoiceDate: '2026-03-05',
      period: { from: '2026-02-01', to: '2026-02-28' },
      lines: [invoiceLine(connectionId, 'fixed-transport-fee', '18.41')],
    });

  it('small in February, 150 kW now: no three-invoice finding for February', async () => {
    const c = await changedOnFirstMarch(null, 150);
    const audit = await auditFebruaryGridInvoice(c.id, 'SCH-N-KLEIN-02');
    expect(threeInvoices(audit)).toEqual([]);
    expect(await februaryMissing(c.id)).toEqual([]);
  });

  it('100 kW in February, small now: the supplier and the metering company are missing for February', async () => {
    const c = await changedOnFirstMarch('100', null);
    const audit = await auditFebruaryGridInvoice(c.id, 'SCH-N-GROOT-02');
    expect(threeInvoices(audit)).toEqual([
      expect.stringMatching(/^Geen factuur van de leverancier voor februari 2026/),
      expect.stringMatching(/^Geen factuur van het meetbedrijf voor februari 2026/),
    ]);
    expect(await februaryMissing(c.id)).toEqual(['supplier', 'metering-company']);
  });
});
