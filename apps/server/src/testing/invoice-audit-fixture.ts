import { expect } from 'vitest';
import type { EmsChannelCode } from '@energiek/contracts/ems';
import type { InvoiceBody } from '@energiek/contracts/invoices';
import type { InvoiceAuditResult } from '@energiek/contracts/invoice-audit';
import { addDays, daysInMonth } from '@energiek/domain/calendar';
import { startOfLocalDay } from '@energiek/domain/local-time';
import type { Database } from '@energiek/db/client';
import { createCustomer } from '@energiek/db/factories/customers';
import {
  createGridOperator,
  createMeasuringCompany,
  createSupplier,
} from '@energiek/db/factories/master-data';
import { createUser } from '@energiek/db/factories/users';
import { writeIntervalReadings } from '../modules/ems/interval-writer.ts';
import { api, loginToken, type TestApp } from './test-app.ts';

// Test data shared by the invoice audit's API tests (findings, inputs, glasshouse): a customer with the
// invoice control module, its grid operator, metering company and supplier, an admin who may switch to it,
// daily meter readings, and invoices entered through the API with their audit read back.

export type Line = InvoiceBody['lines'][number];
export type Period = { from: string; to: string };

/** "Jaargrens" → customer `customer`, "Netbeheer Jaargrens", "Meetbedrijf Jaargrens", "Leverancier Jaargrens". */
export async function auditParties(app: TestApp, names: { customer: string; word: string; email: string }) {
  const db = app.ctx.db;
  const customer = await createCustomer(db, { name: names.customer, modules: ['invoicecontrol'] });
  const grid = await createGridOperator(db, { name: `Netbeheer ${names.word}` });
  const metering = await createMeasuringCompany(db, { name: `Meetbedrijf ${names.word}` });
  const supplier = await createSupplier(db, { name: `Leverancier ${names.word}` });
  await createUser(db, {
    emailAddress: names.email,
    type: 'admin',
    canSwitch: true,
    modules: ['invoicecontrol'],
  });
  const token = await loginToken(app, names.email);
  return { customer: customer.id, grid: grid.id, metering: metering.id, supplier: supplier.id, token };
}

/** The same value for every day from `from` up to (not including) `to`, as daily readings. */
export async function writeDailyReadings(
  db: Database,
  reading: {
    customerId: number;
    connectionId: number;
    channel: EmsChannelCode;
    from: string;
    to: string;
    value: string;
  },
) {
  const readings = [];
  for (let day = reading.from; day < reading.to; day = addDays(day, 1)) {
    readings.push({ start: startOfLocalDay(day), value: reading.value });
  }
  await writeIntervalReadings(db, {
    customerId: reading.customerId,
    connectionId: reading.connectionId,
    channel: reading.channel,
    minutes: 1440,
    readings,
  });
}

/**
 * A supplier's invoice of January 2026 with one supply line on `connectionId`: 10,000 kWh × 0.12 =
 * 1,200.00; VAT 21 % = 252.00.
 */
export function supplyInvoiceBody(number: string, supplierId: number, connectionId: number): InvoiceBody {
  return {
    issuerKind: 'supplier',
    issuerId: supplierId,
    number,
    invoiceDate: '2026-02-05',
    periodFrom: '2026-01-01',
    periodTo: '2026-01-31',
    totalExclVat: '1200.00',
    totalVat: '252.00',
    totalInclVat: '1452.00',
    lines: [
      {
        connectionId,
        kind: 'supply-single',
        quantity: '10000',
        unit: 'kWh',
        unitPrice: '0.12',
        amount: '1200.00',
        vatRate: '21',
      },
    ],
  };
}

/**
 * A supplier's invoice of the whole of `month` (YYYY-MM), dated its last day, with one supply line of
 * 100.00 on `connectionId`; VAT 21 % = 21.00.
 */
export function monthInvoiceBody(
  number: string,
  month: string,
  supplierId: number,
  connectionId: number,
): InvoiceBody {
  const last = `${month}-${daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))}`;
  return {
    issuerKind: 'supplier',
    issuerId: supplierId,
    number,
    invoiceDate: last,
    periodFrom: `${month}-01`,
    periodTo: last,
    totalExclVat: '100.00',
    totalVat: '21.00',
    totalInclVat: '121.00',
    lines: [{ connectionId, kind: 'supply-single', amount: '100.00', vatRate: '21' }],
  };
}

/** An invoice line at 21 % VAT, with a quantity and a period of its own where given. */
export const invoiceLine = (
  connectionId: number,
  kind: Line['kind'],
  amount: string,
  quantity?: string,
  period?: Period,
): Line => ({
  connectionId,
  kind,
  amount,
  vatRate: '21',
  ...(quantity ? { quantity } : {}),
  ...(period ? { periodFrom: period.from, periodTo: period.to } : {}),
});

/**
 * Enters an invoice through the API (totals from its lines, 21 % VAT) and reads its audit back. The
 * invoice is dated `invoiceDate`, or 5 days after the period.
 */
export async function enterAndAudit(
  app: TestApp,
  token: string,
  customerId: number,
  invoice: {
    issuerKind: InvoiceBody['issuerKind'];
    issuerId: number;
    number: string;
    period: Period;
    invoiceDate?: string;
    lines: Line[];
  },
): Promise<InvoiceAuditResult> {
  const excl = invoice.lines.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0);
  const vat = Math.round(excl * 0.21);
  const money = (cents: number) => (cents / 100).toFixed(2);
  const response = await api(app, {
    method: 'POST',
    url: `/api/v3/customers/${customerId}/invoices`,
    token,
    payload: {
      issuerKind: invoice.issuerKind,
      issuerId: invoice.issuerId,
      number: invoice.number,
      invoiceDate: invoice.invoiceDate ?? addDays(invoice.period.to, 5),
      periodFrom: invoice.period.from,
      periodTo: invoice.period.to,
      totalExclVat: money(excl),
      totalVat: money(vat),
      totalInclVat: money(excl + vat),
      lines: invoice.lines,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json<{ data: { id: number } }>().data.id;
  const audit = await api(app, { url: `/api/v3/customers/${customerId}/invoices/${id}/audit`, token });
  expect(audit.statusCode, audit.body).toBe(200);
  return audit.json<{ data: InvoiceAuditResult }>().data;
}
