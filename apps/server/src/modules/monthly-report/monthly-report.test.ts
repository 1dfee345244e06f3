import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { InvoiceBody } from '@energiek/contracts/invoices';
import type { MonthlyReportResponse } from '@energiek/contracts/monthly-report';
import { addDays } from '@energiek/domain/calendar';
import { startOfLocalDay } from '@energiek/domain/local-time';
import { createConnection } from '@energiek/db/factories/connections';
import { createContact } from '@energiek/db/factories/contacts';
import { createCustomer } from '@energiek/db/factories/customers';
import { createSupplier } from '@energiek/db/factories/master-data';
import { createUser } from '@energiek/db/factories/users';
import {
  adminCustomerAssignments,
  documents,
  invoiceAudits,
  mailOutbox,
  signals,
} from '@energiek/db/schema/index';
import { writeIntervalReadings } from '../ems/interval-writer.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { monthlyReportJob } from './monthly-report.job.ts';

// The monthly report on real inputs, all figures hand-computed (October 2026):
// - electricity (contracted 100 kW): hourly 5 kWh from 1 to 31 October local (745 hours: 25 October has
//   25), one hour 130 kWh → 744 × 5 + 130 = 3,850 kWh, peak 130,0 kW above 100; October 2025 daily
//   100 kWh × 31 = 3,100 kWh → +24,2 % (750 / 3,100 = 24.19 %); invoiced in October € 461.40 + € 20.00
//   = € 481,40 ("factuur").
// - gas: daily 50 m³ × 31 = 1,550 m³ in October (peak of daily readings 50 / 24 = 2,1 m³/h); September 40 m³ × 30 = 1,200 m³ invoiced € 1,440.00 →
//   € 1.20/m³ → estimated 1,550 × 1.20 = € 1.860,00 ("geschat").
// - a signal over 3–4 October; the October invoice's audit recovered € 25.50.

let app: TestApp;
let dataDir: string;
let adminToken: string;
let otherToken: string;
let ids: { customer: number; other: number; electricity: number; gas: number };

async function daily(
  customerId: number,
  connectionId: number,
  channel: 1 | 4,
  from: string,
  to: string,
  value: string,
) {
  const readings = [];
  for (let day = from; day < to; day = addDays(day, 1)) readings.push({ start: startOfLocalDay(day), value });
  await writeIntervalReadings(app.ctx.db, { customerId, connectionId, channel, minutes: 1440, readings });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'energiek-monthly-report-'));
  app = await createTestApp({ dataDir });
  const db = app.ctx.db;
  const customer = await createCustomer(db, {
    name: 'Kwekerij Maandbeeld B.V.',
    modules: ['ems', 'invoicecontrol'],
  });
  const other = await createCustomer(db, { name: 'Ander Bedrijf B.V.', modules: ['ems'] });
  const supplier = await createSupplier(db, { name: 'Leverancier Maandbeeld' });
  const electricity = await createConnection(db, {
    customerId: customer.id,
    product: 1,
    ean: '871234567890123451',
    contractedCapacity: 100,
  });
  const gas = await createConnection(db, { customerId: customer.id, product: 2, ean: '871234567890123468' });
  const hours = [];
  const end = startOfLocalDay('2026-11-01').getTime();
  for (let t = startOfLocalDay('2026-10-01').getTime(); t < end; t += 3_600_000) {
    hours.push({ start: new Date(t), value: hours.length === 100 ? '130' : '5' });
  }
  expect(hours.length).toBe(745);
  await writeIntervalReadings(db, {
    customerId: customer.id,
    connectionId: electricity.id,
    channel: 1,
    minutes: 60,
    readings: hours,
  });
  await daily(customer.id, electricity.id, 1, '2025-10-01', '2025-11-01', '100');
  await daily(customer.id, gas.id, 4, '2026-09-01', '2026-10-01', '40');
  await daily(customer.id, gas.id, 4, '2026-10-01', '2026-11-01', '50');
  await createContact(db, {
    customerId: customer.id,
    firstName: 'Ria',
    emailAddress: 'ria@maandbeeld.test',
    monthlyReport: true,
  });
  await createContact(db, {
    customerId: customer.id,
    firstName: 'Piet',
    emailAddress: 'piet@maandbeeld.test',
  });
  await createContact(db, {
    customerId: other.id,
    firstName: 'Anne',
    emailAddress: 'anne@ander.test',
    monthlyReport: true,
  });
  await db.insert(signals).values({
    customerId: customer.id,
    module: 'ems',
    rule: 'missing-data',
    causeKey: 'maandbeeld',
    periodFrom: '2026-10-03',
    periodTo: '2026-10-04',
    severity: 2,
    title: 'Geen meetdata ontvangen',
  });
  await db.insert(signals).values({
    customerId: customer.id,
    module: 'ems',
    rule: 'missing-data',
    causeKey: 'maandbeeld-augustus',
    periodFrom: '2026-08-03',
    periodTo: '2026-08-04',
    severity: 2,
    title: 'Signaal van augustus',
  });
  await createUser(db, {
    emailAddress: 'maand@report.test',
    type: 'admin',
    canSwitch: true,
    modules: ['ems', 'invoicecontrol'],
  });
  adminToken = await loginToken(app, 'maand@report.test');
  // A user of the other customer.
  await createUser(db, {
    emailAddress: 'ander@report.test',
    type: 'customer',
    customerId: other.id,
    modules: ['ems'],
  });
  otherToken = await loginToken(app, 'ander@report.test');
  ids = { customer: customer.id, other: other.id, electricity: electricity.id, gas: gas.id };

  const line = (connectionId: number, amount: string, periodFrom: string): InvoiceBody['lines'][number] => ({
    connectionId,
    kind: 'supply-single',
    amount,
    vatRate: '21',
    periodFrom,
  });
  const enter = async (
    number: string,
    invoiceDate: string,
    periodFrom: string,
    periodTo: string,
    lines: InvoiceBody['lines'],
  ) => {
    const excl = lines.reduce((a, l) => a + Math.round(Number(l.amount) * 100), 0);
    const vat = Math.round(excl * 0.21);
    const money = (cents: number) => (cents / 100).toFixed(2);
    const response = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${customer.id}/invoices`,
      token: adminToken,
      payload: {
        issuerKind: 'supplier',
        issuerId: supplier.id,
        number,
        invoiceDate,
        periodFrom,
        periodTo,
        totalExclVat: money(excl),
        totalVat: money(vat),
        totalInclVat: money(excl + vat),
        lines,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: number } }>().data.id;
  };
  const october = await enter('MB-2026-10', '2026-11-03', '2026-10-01', '2026-10-31', [
    line(electricity.id, '461.40', '2026-10-01'),
    line(electricity.id, '20.00', '2026-10-01'),
  ]);
  await enter('MB-G-2026-09', '2026-10-03', '2026-09-01', '2026-09-30', [
    line(gas.id, '1440.00', '2026-09-01'),
  ]);
  const updated = await db
    .update(invoiceAudits)
    .set({ status: 'deviation', recoveredAmount: '25.50' })
    .where(eq(invoiceAudits.invoiceId, october))
    .returning({ id: invoiceAudits.id });
  if (updated.length === 0) {
    await db.insert(invoiceAudits).values({
      customerId: customer.id,
      invoiceId: october,
      status: 'deviation',
      result: {} as never,
      computedAt: new Date(),
      recoveredAmount: '25.50',
    });
  }
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function pdfText(bytes: Buffer): Promise<string> {
  const file = path.join(dataDir, `report-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function mailsTo(domain: string) {
  const rows = await app.ctx.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  return rows.filter((m) => m.toAddress.endsWith(domain));
}

async function storedPdf(documentId: number): Promise<Buffer> {
  const response = await api(app, {
    url: `/api/v3/customers/${ids.customer}/documents/${documentId}/download`,
    token: adminToken,
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

function expectFigures(text: string) {
  expect(text).toContain('Maandrapportage oktober 2026');
  expect(text).toContain('Kwekerij Maandbeeld B.V.');
  // Electricity: usage, last year, change, peak, invoiced cost.
  expect(text).toMatch(/3\.850 kWh\s+3\.100 kWh\s+\+24,2 %\s+130,0 kW\s+€ 481,40\s+factuur/);
  // Gas: estimated from September's price per m³.
  expect(text).toMatch(/1\.550 m³\s+–\s+–\s+2,1 m³\/h\s+€ 1\.860,00\s+geschat/);
  expect(text).toMatch(/BOVEN het\s+gecontracteerd vermogen/);
  expect(text).toMatch(/Kosten volgens facturen\s+€ 481,40/);
  expect(text).toMatch(/Kosten geschat \(geen factuur\)\s+€ 1\.860,00/);
  expect(text).toContain('Geen meetdata ontvangen');
  expect(text).not.toContain('Signaal van augustus');
  expect(text).toMatch(/Teruggehaald over deze maand\s+€ 25,50/);
  expect(text).toMatch(/Afwijkingen deze maand\s+1/);
}

describe('the monthly report', () => {
  it('the job files last month’s report in the library and mails the contacts who want it, once', async () => {
    const run = () =>
      monthlyReportJob.run(app.ctx, {
        id: 'test',
        data: { month: '2026-10' },
        attempt: 1,
        signal: new AbortController().signal,
        progress: async () => {},
      });
    const first = (await run()) as { made: number };
    expect(first.made).toBeGreaterThanOrEqual(2);
    const rows = await app.ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.customerId, ids.customer), eq(documents.folder, 'Rapportages')));
    expect(rows.map((r) => r.fileName)).toEqual(['Maandrapportage 2026-10.pdf']);
    expectFigures(await pdfText(await storedPdf(rows[0]!.id)));
    const mails = await mailsTo('@maandbeeld.test');
    expect(mails.map((m) => m.toAddress)).toEqual(['ria@maandbeeld.test']);
    expect(mails[0]?.subject).toBe('Maandrapportage oktober 2026 - Kwekerij Maandbeeld B.V.');
    // The outbox keeps the attachment's name.
    expect(mails[0]?.text).toContain('Maandrapportage 2026-10.pdf');
    // Again: nothing new filed or mailed.
    await run();
    const again = await app.ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.customerId, ids.customer), eq(documents.folder, 'Rapportages')));
    expect(again).toHaveLength(1);
    expect(await mailsTo('@maandbeeld.test')).toHaveLength(1);
  });

  it('an admin makes a month’s report on demand; bad months are a Dutch 422', async () => {
    const response = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${ids.customer}/monthly-reports`,
      token: adminToken,
      payload: { month: '2026-10' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { document, mailedTo } = response.json<MonthlyReportResponse>().data;
    expect(document.folder).toBe('Rapportages');
    expect(mailedTo).toBe(0);
    expectFigures(await pdfText(await storedPdf(document.id)));
    for (const month of ['2026-13', 'oktober', '2999-01']) {
      const bad = await api(app, {
        method: 'POST',
        url: `/api/v3/customers/${ids.customer}/monthly-reports`,
        token: adminToken,
        payload: { month },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json<{ errors: Record<string, string[]> }>().errors.month).toEqual([
        'Kies een maand (JJJJ-MM) die voorbij is.',
      ]);
    }
  });

  it('another customer’s report is a 404 for an admin who does not act for it; nothing filed', async () => {
    // An admin without canSwitch acts for the customers assigned to them only.
    const limited = await createUser(app.ctx.db, {
      emailAddress: 'beperkt@report.test',
      type: 'admin',
      canSwitch: false,
      modules: ['ems'],
    });
    await app.ctx.db.insert(adminCustomerAssignments).values({ userId: limited.id, customerId: ids.other });
    const restricted = await loginToken(app, 'beperkt@report.test');
    const before = await app.ctx.db.select().from(documents).where(eq(documents.customerId, ids.customer));
    const response = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${ids.customer}/monthly-reports`,
      token: restricted,
      payload: { month: '2026-10' },
    });
    expect(response.statusCode).toBe(404);
    const after = await app.ctx.db.select().from(documents).where(eq(documents.customerId, ids.customer));
    expect(after).toHaveLength(before.length);
    // A customer user may not make one (admin only).
    const own = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${ids.other}/monthly-reports`,
      token: otherToken,
      payload: { month: '2026-10' },
    });
    expect(own.statusCode).toBe(403);
  });
});
