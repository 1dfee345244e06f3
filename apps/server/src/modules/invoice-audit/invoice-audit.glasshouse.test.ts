import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceBody } from '@energiek/contracts/invoices';
import type { InvoiceAuditResult } from '@energiek/contracts/invoice-audit';
import { addDays } from '@energiek/domain/calendar';
import { startOfLocalDay } from '@energiek/domain/local-time';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createGridOperator, createSupplier } from '@energiek/db/factories/master-data';
import { createUser } from '@energiek/db/factories/users';
import { connectionTaxSettings } from '@energiek/db/schema/index';
import { seedReferenceParameters } from '@energiek/db/seed/parameters';
import { writeIntervalReadings } from '../ems/interval-writer.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';

// A glasshouse horticulture gas connection (connection_tax_settings.glasshouse) is audited at the reduced
// gas rates, as the tax calculator computes it. 1,000 m³ a day in January and February 2026: 31,000 m³
// before February, 28,000 m³ in it, all in the first bracket (to 170,000 m³). Reference rate 2026
// € 0.60066 per m³; glasshouse 2026 44 % of it: 0.2642904 → € 0.26429 (packages/domain glasshouse-gas.ts).
// Hand-computed: 28,000 × 0.26429 = € 7,400.12 (glasshouse); 28,000 × 0.60066 = € 16,818.48 (normal).

let app: TestApp;
let token: string;
let ids: { customer: number; connection: number; supplier: number };

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  await seedReferenceParameters(db);
  const customer = await createCustomer(db, { name: 'Glas Schaduw B.V.', modules: ['invoicecontrol'] });
  const grid = await createGridOperator(db, { name: 'Netbeheer Glas' });
  const supplier = await createSupplier(db, { name: 'Leverancier Glas' });
  const connection = await createConnection(db, {
    customerId: customer.id,
    product: 2,
    gridOperatorId: grid.id,
  });
  await db.insert(connectionTaxSettings).values({
    connectionId: connection.id,
    customerId: customer.id,
    verblijfsfunctie: false,
    glasshouse: true,
  });
  const readings = [];
  for (let day = '2026-01-01'; day < '2026-03-01'; day = addDays(day, 1)) {
    readings.push({ start: startOfLocalDay(day), value: '1000' });
  }
  await writeIntervalReadings(db, {
    customerId: customer.id,
    connectionId: connection.id,
    channel: 4,
    minutes: 1440,
    readings,
  });
  await createUser(db, {
    emailAddress: 'glas@audit.test',
    type: 'admin',
    canSwitch: true,
    modules: ['invoicecontrol'],
  });
  token = await loginToken(app, 'glas@audit.test');
  ids = { customer: customer.id, connection: connection.id, supplier: supplier.id };
});
afterAll(() => app?.close());

type Line = InvoiceBody['lines'][number];

async function audit(number: string, energyTax: string) {
  const lines: Line[] = [
    { connectionId: ids.connection, kind: 'energy-tax', amount: energyTax, quantity: '28000', vatRate: '21' },
  ];
  const excl = Math.round(Number(energyTax) * 100);
  const vat = Math.round(excl * 0.21);
  const money = (cents: number) => (cents / 100).toFixed(2);
  const response = await api(app, {
    method: 'POST',
    url: `/api/v3/customers/${ids.customer}/invoices`,
    token,
    payload: {
      issuerKind: 'supplier',
      issuerId: ids.supplier,
      number,
      invoiceDate: '2026-03-05',
      periodFrom: '2026-02-01',
      periodTo: '2026-02-28',
      totalExclVat: money(excl),
      totalVat: money(vat),
      totalInclVat: money(excl + vat),
      lines,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json<{ data: { id: number } }>().data.id;
  const result = await api(app, { url: `/api/v3/customers/${ids.customer}/invoices/${id}/audit`, token });
  expect(result.statusCode, result.body).toBe(200);
  return result.json<{ data: InvoiceAuditResult }>().data;
}

describe('glasshouse horticulture gas in the shadow bill', () => {
  it('a correct glasshouse invoice: energy tax € 7,400.12 expected, no tax finding', async () => {
    const result = await audit('GLAS-L-02', '7400.12');
    const tax = result.lines.find((l) => l.kind === 'energy-tax');
    expect(tax).toMatchObject({ expected: '7400.12', invoiced: '7400.12' });
    expect(result.findings.filter((f) => f.rule === 'tax-bracket' || f.rule === 'year-split')).toEqual([]);
  });

  it('an invoice at the normal gas rate: € 16,818.48 billed, € 9,418.36 too much', async () => {
    const result = await audit('GLAS-L-02-NORMAAL', '16818.48');
    expect(result.lines.find((l) => l.kind === 'energy-tax')).toMatchObject({ expected: '7400.12' });
    expect(result.findings.find((f) => f.rule === 'tax-bracket')).toMatchObject({ amount: '9418.36' });
  });
});
