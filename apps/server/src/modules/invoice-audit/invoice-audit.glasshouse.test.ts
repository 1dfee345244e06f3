import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnection } from '@energiek/db/factories/connections';
import { connectionTaxSettings } from '@energiek/db/schema/index';
import { seedReferenceParameters } from '@energiek/db/seed/parameters';
import {
  auditParties,
  enterAndAudit,
  invoiceLine,
  writeDailyReadings,
} from '../../testing/invoice-audit-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

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
  const parties = await auditParties(app, {
    customer: 'Glas Schaduw B.V.',
    word: 'Glas',
    email: 'glas@audit.test',
  });
  token = parties.token;
  const connection = await createConnection(db, {
    customerId: parties.customer,
    product: 2,
    gridOperatorId: parties.grid,
  });
  await db.insert(connectionTaxSettings).values({
    connectionId: connection.id,
    customerId: parties.customer,
    verblijfsfunctie: false,
    glasshouse: true,
  });
  await writeDailyReadings(db, {
    customerId: parties.customer,
    connectionId: connection.id,
    channel: 4,
    from: '2026-01-01',
    to: '2026-03-01',
    value: '1000',
  });
  ids = { customer: parties.customer, connection: connection.id, supplier: parties.supplier };
});
afterAll(() => app?.close());

const audit = (number: string, energyTax: string) =>
  enterAndAudit(app, token, ids.customer, {
    issuerKind: 'supplier',
    issuerId: ids.supplier,
    number,
    invoiceDate: '2026-03-05',
    period: { from: '2026-02-01', to: '2026-02-28' },
    lines: [invoiceLine(ids.connection, 'energy-tax', energyTax, '28000')],
  });

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
