import { expect } from 'vitest';
import type { InvoiceImport, InvoiceItem } from '@energiek/contracts/invoices';
import { api, type TestApp } from './test-app.ts';

// Shared by the tests of the invoice import (upload, inbox attachment, demo e-invoices): a minimal PDF,
// waiting for an import's job, an imported file's answer and reading an invoice back.

/** The smallest PDF the import takes (one empty page). */
export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\nxref\n0 4\n0000000000 65535 f \n' +
    'trailer<</Size 4/Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
);

/** The hand-checked SI-UBL energy invoice of the parser's tests (totals in its header comment). */
export const ENERGY_E_INVOICE_URL = new URL(
  '../modules/invoices/e-invoice/fixtures/energy-si-ubl-invoice.xml',
  import.meta.url,
);

/** Polls import `id` of the customer (every 100 ms, 20 s at most) until it is done or failed. */
export async function finishedImport(
  app: TestApp,
  token: string,
  customerId: number,
  id: number,
): Promise<InvoiceImport> {
  for (let i = 0; i < 200; i++) {
    const poll = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${customerId}/invoices/imports/${id}`,
      token,
    });
    const result = poll.json<{ data: InvoiceImport }>().data;
    if (result.status === 'done' || result.status === 'failed') return result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('import did not finish');
}

/** The import's answer for a file that became invoice `number` (no errors, no duplicate). */
export function importedFile(name: string, number: string) {
  return { name, invoiceId: expect.any(Number) as number, number, errors: [], duplicateOf: null };
}

/** Invoice `invoiceId` of the customer as GET answers it. */
export async function invoiceItem(
  app: TestApp,
  token: string,
  customerId: number,
  invoiceId: number | null,
): Promise<InvoiceItem> {
  const response = await api(app, {
    method: 'GET',
    url: `/api/v3/customers/${customerId}/invoices/${invoiceId}`,
    token,
  });
  return response.json<{ data: InvoiceItem }>().data;
}

/** Expects the import to have made exactly one invoice, `number` from file `name`; that invoice as GET answers it. */
export async function importedInvoice(
  app: TestApp,
  token: string,
  customerId: number,
  result: InvoiceImport,
  file: { name: string; number: string },
): Promise<InvoiceItem> {
  expect(result.files).toEqual([importedFile(file.name, file.number)]);
  return invoiceItem(app, token, customerId, result.files[0]!.invoiceId);
}
