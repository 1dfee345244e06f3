import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { pageWidth, requireToken, signIn, switchCustomerByClick } from './support/ui.ts';

// The back office's invoice overviews (issue 28): an invoice entered for a Westland connection shows in
// Facturen per jaar (count, kWh, € excl. VAT, energy tax) and in Facturen per maand (the supplier's invoice
// arrived, the others missing or not expected), reached from the Backoffice menu; desktop and 390 px.

const SCREENS = 'test-results/screens';
const WESTLAND = 'Kwekerij Westland Glas B.V.';

async function call<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = await requireToken(page);
  const response = await page.request.fetch(`/api/v3/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('facturen per jaar en per maand tonen een ingevoerde factuur', async ({ page }) => {
  test.setTimeout(120_000);
  const number = `JR-${Date.now()}`;
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Westland', WESTLAND);
  const suppliers = await call<{ data: { id: number; name: string }[] }>(page, 'GET', 'suppliers?limit=999');
  const vattenfall = suppliers.data.find((s) => s.name === 'Vattenfall')!;
  const connections = await call<{ data: { id: number; ean: string }[] }>(
    page,
    'GET',
    `customers/${customerId}/connections?limit=1&product=1`,
  );
  const connection = connections.data[0]!;
  // 20,000 kWh × 0.11 = 2,200.00; EB 1,200.00; excl. 3,400.00, VAT 714.00, incl. 4,114.00.
  await call(page, 'POST', `customers/${customerId}/invoices`, {
    issuerKind: 'supplier',
    issuerId: vattenfall.id,
    number,
    invoiceDate: '2024-02-05',
    periodFrom: '2024-01-01',
    periodTo: '2024-01-31',
    totalExclVat: '3400.00',
    totalVat: '714.00',
    totalInclVat: '4114.00',
    lines: [
      {
        connectionId: connection.id,
        kind: 'supply-single',
        quantity: '20000',
        unit: 'kWh',
        unitPrice: '0.11',
        amount: '2200.00',
        vatRate: '21',
      },
      {
        connectionId: connection.id,
        kind: 'energy-tax',
        quantity: '20000',
        unit: 'kWh',
        amount: '1200.00',
        vatRate: '21',
      },
    ],
  });

  // Facturen per jaar, from the Backoffice menu; year 2024 (no Westland demo invoices), this customer.
  await page
    .getByRole('navigation', { name: 'Backoffice' })
    .getByRole('link', { name: 'Facturen per jaar' })
    .click();
  await expect(page.getByRole('heading', { name: 'Facturen per jaar', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Jaar')).toHaveCount(1);
  await expect(page.getByLabel('Jaar').locator('option')).toHaveCount(5);
  await page.getByLabel('Jaar').selectOption('2024');
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('Westland');
  await page.getByRole('searchbox', { name: 'Zoeken' }).press('Enter');
  const table = page.getByRole('table', { name: 'Facturen per klant' });
  const row = table.getByRole('row', { name: new RegExp(WESTLAND) });
  await expect(row).toContainText('20.000 kWh');
  await expect(row).toContainText('€ 3.400,00');
  await expect(row).toContainText('€ 1.200,00');
  await page.screenshot({ path: `${SCREENS}/invoices-year.png`, fullPage: true });

  // Facturen per maand: January 2024 for this customer; the supplier's invoice arrived.
  await page.goto(`/v3/invoices/month?customerId=${customerId}&customerName=Westland&month=2024-01&months=1`);
  await expect(page.getByRole('heading', { name: 'Facturen per maand', level: 1 })).toBeVisible();
  const card = page
    .getByTestId('coverage-card')
    .filter({ has: page.getByRole('link', { name: `Factuur ${number} openen` }) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('januari 2024');
  await expect(card.getByRole('row').nth(1)).toContainText('Ontvangen');
  await page.screenshot({ path: `${SCREENS}/invoices-month.png`, fullPage: true });
  // Filtered on the supplier Vattenfall: only the supplier's column, and no "Ontbreekt" for the grid
  // operator's or metering company's invoices that the filter left out (the server answers its cells only).
  await page.goto(
    `/v3/invoices/month?customerId=${customerId}&customerName=Westland&month=2024-01&months=1&issuerKind=supplier&issuerId=${vattenfall.id}`,
  );
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('columnheader')).toHaveText(['Maand', 'Leverancier']);
  await expect(card.getByRole('row').nth(1)).toContainText('Ontvangen');
  await expect(card).not.toContainText('Ontbreekt');
  await page.screenshot({ path: `${SCREENS}/invoices-month-supplier.png`, fullPage: true });
  await page.goto(`/v3/invoices/month?customerId=${customerId}&customerName=Westland&month=2024-01&months=1`);
  await expect(card).toHaveCount(1);

  // Phone: both overviews fit 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(card).toHaveCount(1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/invoices-month.phone.png`, fullPage: true });
  await card.getByRole('link', { name: `Factuur ${number} openen` }).click();
  await expect(page.getByRole('heading', { name: `Factuur ${number}`, level: 2 })).toBeVisible();
  await page.goto('/v3/invoices/year?year=2024&q=Westland');
  await expect(page.getByRole('table', { name: 'Facturen per klant' })).toContainText('€ 3.400,00');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/invoices-year.phone.png`, fullPage: true });
});

test('het teruggehaalde bedrag van een toegekende claim staat in facturen per jaar en bij de klant', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now();
  const prefix = `RC-${run}`;
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Westland', WESTLAND);
  const suppliers = await call<{ data: { id: number; name: string }[] }>(page, 'GET', 'suppliers?limit=999');
  const supplier = suppliers.data.find((s) => s.name === 'Vattenfall')!;
  const connection = (
    await call<{ data: { id: number }[] }>(
      page,
      'GET',
      `customers/${customerId}/connections?limit=1&product=1`,
    )
  ).data[0]!;
  // 1,000 + run mod 1,000 euros excl. VAT (apart from other runs); VAT 21 %. March 2022: no demo invoices.
  const excl = 1000 + (run % 1000);
  const vat = (excl * 0.21).toFixed(2);
  const invoice = (number: string, extra: Record<string, unknown> = {}) => ({
    issuerKind: 'supplier',
    issuerId: supplier.id,
    number,
    invoiceDate: '2022-04-05',
    periodFrom: '2022-03-01',
    periodTo: '2022-03-31',
    totalExclVat: `${excl}.00`,
    totalVat: vat,
    totalInclVat: (excl + Number(vat)).toFixed(2),
    lines: [{ connectionId: connection.id, kind: 'other', amount: `${excl}.00`, vatRate: '21' }],
    ...extra,
  });
  await call(page, 'POST', `customers/${customerId}/invoices`, invoice(`${prefix}-A`));
  // The same invoice again under another number: the audit's duplicate rule finds it.
  const copy = (
    await call<{ data: { id: number } }>(
      page,
      'POST',
      `customers/${customerId}/invoices`,
      invoice(`${prefix}-B`),
    )
  ).data;
  let auditId = 0;
  await expect(async () => {
    const audit = await call<{ data: { id: number; status: string } }>(
      page,
      'GET',
      `customers/${customerId}/invoices/${copy.id}/audit`,
    );
    expect(audit.data.status).toBe('deviation');
    auditId = audit.data.id;
  }).toPass({ timeout: 30_000 });
  await call(page, 'POST', `invoice-audits/${auditId}`, { action: 'claim' });
  // The supplier's credit note on the copy grants the claim: € recovered = its total excl. VAT.
  await call(
    page,
    'POST',
    `customers/${customerId}/invoices`,
    invoice(`${prefix}-C`, { kind: 'credit-note', creditsInvoiceId: copy.id, invoiceDate: '2022-05-02' }),
  );
  const amount = `€ ${excl.toLocaleString('nl-NL')},00`;

  // The customer's invoices, filtered to this run's numbers: the recovered amount beside the totals.
  await page.goto(`/v3/customers/${customerId}/invoices?q=${prefix}`);
  await expect(async () => {
    await page.reload();
    // A reload on a busy machine may take seconds: each look waits 10 s, the whole 60 s.
    await expect(page.getByTestId('invoice-recovered')).toHaveText(
      `Teruggehaald via factuurcontrole: ${amount}`,
      { timeout: 10_000 },
    );
  }).toPass({ timeout: 60_000 });
  await page.screenshot({ path: `${SCREENS}/invoices-recovered.png`, fullPage: true });

  // Facturen per jaar 2022 for Westland: the deviations and the recovered amount, in the row and the totals.
  await page.goto(`/v3/invoices/year?year=2022&customerId=${customerId}&customerName=Westland`);
  const table = page.getByRole('table', { name: 'Facturen per klant' });
  const recoveredHeader = table.getByRole('columnheader', { name: 'Teruggehaald' });
  await expect(recoveredHeader).toBeVisible();
  // At 1366 px with the menu open the last column fits: not cut off by the table's scroll box.
  const header = await recoveredHeader.boundingBox();
  const box = await table.locator('xpath=..').boundingBox();
  expect(header!.x + header!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
  const row = table.getByRole('row', { name: new RegExp(WESTLAND) });
  await expect(row).toContainText(amount);
  await expect(page.getByTestId('year-recovered')).toContainText(amount);
  await page.screenshot({ path: `${SCREENS}/invoices-year-recovered.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('year-recovered')).toContainText(amount);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/invoices-year-recovered.phone.png`, fullPage: true });
});
