import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceBody } from '@energiek/contracts/invoices';
import type { InvoiceAuditResult } from '@energiek/contracts/invoice-audit';
import { addDays } from '@energiek/domain/calendar';
import { startOfLocalDay } from '@energiek/domain/local-time';
import { createConnection } from '@energiek/db/factories/connections';
import { createSupplyAgreement } from '@energiek/db/factories/purchasing';
import { connectionTaxSettings } from '@energiek/db/schema/index';
import { seedReferenceParameters } from '@energiek/db/seed/parameters';
import { writeIntervalReadings } from '../ems/interval-writer.ts';
import {
  auditParties,
  enterAndAudit,
  invoiceLine as line,
  writeDailyReadings,
  type Line,
  type Period,
} from '../../testing/invoice-audit-fixture.ts';
import { api, createTestApp, type TestApp } from '../../testing/test-app.ts';

// Issue 29 on the product's own data: a missing year split, a kW max that does not match the quarter-hour
// data, and a metering company's meter rent against its own tariff (parameters kind 'metering-tariff').
// Connection A (no reduction: no verblijfsfunctie) uses 100 kWh a day from 1 January 2025 to 31 January
// 2026; connection B has quarter-hours in February 2026 (10 kWh each, one of 30 kWh: a peak of 120 kW) and
// is metered by a metering company (€ 396 a year). Reference tax rates; agreement € 0.12 per kWh, € 5 a
// month. All figures hand-computed.

let app: TestApp;
let token: string;
let ids: {
  customer: number;
  a: number;
  b: number;
  supplier: number;
  grid: number;
  metering: number;
};

const QUARTER_MS = 15 * 60 * 1000;

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  await seedReferenceParameters(db);
  const parties = await auditParties(app, {
    customer: 'Jaargrens B.V.',
    word: 'Jaargrens',
    email: 'jaargrens@audit.test',
  });
  token = parties.token;
  const connection = (measuringCompanyId: number | null) =>
    createConnection(db, {
      customerId: parties.customer,
      product: 1,
      gridOperatorId: parties.grid,
      measuringCompanyId,
      capacity: 'MS/LS',
      contractedCapacity: 100,
    });
  const a = await connection(null);
  const b = await connection(parties.metering);
  await db.insert(connectionTaxSettings).values({
    connectionId: a.id,
    customerId: parties.customer,
    verblijfsfunctie: false,
  });
  await createSupplyAgreement(db, {
    customerId: parties.customer,
    supplierId: parties.supplier,
    startDate: '2025-01-01',
    connectionIds: [a.id, b.id],
  });
  await writeDailyReadings(db, {
    customerId: parties.customer,
    connectionId: a.id,
    channel: 1,
    from: '2025-01-01',
    to: '2026-02-01',
    value: '100',
  });
  const quarters = [];
  for (let day = '2026-02-01'; day < '2026-03-01'; day = addDays(day, 1)) {
    const midnight = startOfLocalDay(day).getTime();
    for (let q = 0; q < 96; q++) {
      const peak = day === '2026-02-10' && q === 44;
      quarters.push({ start: new Date(midnight + q * QUARTER_MS), value: peak ? '30' : '10' });
    }
  }
  await writeIntervalReadings(db, {
    customerId: parties.customer,
    connectionId: b.id,
    channel: 1,
    minutes: 15,
    readings: quarters,
  });
  ids = { ...parties, a: a.id, b: b.id };
  // The tariffs through the parameters API, as an admin enters them.
  for (const body of [
    {
      kind: 'grid-tariff',
      gridOperatorId: parties.grid,
      year: 2026,
      product: 1,
      connectionClass: 'MS/LS',
      maxKwRate: '2.50',
    },
    {
      kind: 'metering-tariff',
      measuringCompanyId: parties.metering,
      year: 2026,
      product: 1,
      meteringFee: '396',
    },
  ]) {
    const created = await api(app, { method: 'POST', url: '/api/v3/parameters', token, payload: body });
    expect(created.statusCode, created.body).toBe(201);
  }
});
afterAll(() => app?.close());

const enter = (
  issuerKind: InvoiceBody['issuerKind'],
  issuerId: number,
  number: string,
  period: Period,
  lines: Line[],
) => enterAndAudit(app, token, ids.customer, { issuerKind, issuerId, number, period, lines });

const own = (audit: InvoiceAuditResult, rules: string[]) =>
  audit.findings.filter((f) => rules.includes(f.rule)).map((f) => [f.rule, f.amount]);

describe('a missing year split', () => {
  // 1 December 2025 – 31 January 2026: 3,100 kWh in each year; 33,400 kWh (334 days) before December.
  // Split: 2025 from 33,400 at 0.06937 = 215.047; 2026 from 0 at 0.09161 = 283.991; together € 499.038.
  const winter = { from: '2025-12-01', to: '2026-01-31' };
  const supply = () => [
    line(ids.a, 'supply-single', '744.00', '6200'), // 6,200 × € 0.12
    line(ids.a, 'fixed-supply-fee', '10.00', '2'), // 2 months × € 5
  ];

  it('split at 31 December: no tax finding', async () => {
    const audit = await enter('supplier', ids.supplier, 'JG-SPLIT', winter, [
      ...supply(),
      line(ids.a, 'energy-tax', '215.05', '3100', { from: '2025-12-01', to: '2025-12-31' }),
      line(ids.a, 'energy-tax', '283.99', '3100', { from: '2026-01-01', to: '2026-01-31' }),
    ]);
    expect(own(audit, ['year-split', 'tax-bracket', 'volume', 'price'])).toEqual([]);
    expect(audit.lines.find((l) => l.kind === 'energy-tax')?.expected).toBe('499.04');
  });

  it('the whole period at the new year’s first bracket: 6,200 × 0.09161 = 567.98 − 499.04 → € 68.94', async () => {
    const audit = await enter('supplier', ids.supplier, 'JG-NOSPLIT', winter, [
      ...supply(),
      line(ids.a, 'energy-tax', '567.98', '6200'),
    ]);
    expect(own(audit, ['year-split', 'tax-bracket'])).toEqual([['year-split', '68.94']]);
    expect(audit.status).toBe('deviation');
  });
});

describe('kW max against the quarter-hour data', () => {
  // February 2026: the highest quarter 30 kWh × 4 = 120 kW × € 2.50 = € 300.00.
  const february = { from: '2026-02-01', to: '2026-02-28' };

  it('120 kW billed: as measured', async () => {
    const audit = await enter('grid-operator', ids.grid, 'JG-KW-OK', february, [
      line(ids.b, 'kw-max', '300.00', '120'),
    ]);
    expect(audit.lines.find((l) => l.kind === 'kw-max')).toMatchObject({ expected: '300.00', rule: null });
    expect(own(audit, ['kw-max'])).toEqual([]);
  });

  it('125 kW billed: 5 kW × € 2.50 = € 12.50 too much', async () => {
    const audit = await enter('grid-operator', ids.grid, 'JG-KW-FOUT', february, [
      line(ids.b, 'kw-max', '312.50', '125'),
    ]);
    expect(own(audit, ['kw-max'])).toEqual([['kw-max', '12.50']]);
    expect(audit.findings.find((f) => f.rule === 'kw-max')?.message).toMatch(
      /^Gefactureerd 125 kW max, gemeten piek 120 kW/,
    );
  });
});

describe('a metering company’s meter rent against its own tariff', () => {
  const february = { from: '2026-02-01', to: '2026-02-28' };

  it('€ 396 a year = € 33.00 a month: checked, not "unknown"; € 45.00 billed is € 12.00 too much', async () => {
    const ok = await enter('metering-company', ids.metering, 'JG-M-OK', february, [
      line(ids.b, 'metering-service', '33.00', '1'),
    ]);
    expect(ok.missing).toEqual([]);
    expect(ok.lines.find((l) => l.kind === 'metering-service')?.expected).toBe('33.00');
    expect(own(ok, ['grid-costs'])).toEqual([]);
    const wrong = await enter('metering-company', ids.metering, 'JG-M-FOUT', { ...february }, [
      line(ids.b, 'metering-service', '45.00', '1', { from: '2026-02-01', to: '2026-02-28' }),
    ]);
    expect(own(wrong, ['grid-costs'])).toEqual([['grid-costs', '12.00']]);
  });
});
