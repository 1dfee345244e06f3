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
    invoiceDate: '2025-02-05',
    periodFrom: '2025-01-01',
    periodTo: '2025-01-31',
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

  // Facturen per jaar, from the Backoffice menu; year 2025, this customer.
  await page
    .getByRole('navigation', { name: 'Backoffice' })
    .getByRole('link', { name: 'Facturen per jaar' })
    .click();
  await expect(page.getByRole('heading', { name: 'Facturen per jaar', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Jaar')).toHaveCount(1);
  expect(await page.getByLabel('Jaar').locator('option').count()).toBe(5);
  await page.getByLabel('Jaar').selectOption('2025');
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('Westland');
  await page.getByRole('searchbox', { name: 'Zoeken' }).press('Enter');
  const table = page.getByRole('table', { name: 'Facturen per klant' });
  const row = table.getByRole('row', { name: new RegExp(WESTLAND) });
  await expect(row).toContainText('20.000 kWh');
  await expect(row).toContainText('€ 3.400,00');
  await expect(row).toContainText('€ 1.200,00');
  await page.screenshot({ path: `${SCREENS}/invoices-year.png`, fullPage: true });

  // Facturen per maand: January 2025 for this customer; the supplier's invoice arrived.
  await page.goto(`/v3/invoices/month?customerId=${customerId}&customerName=Westland&month=2025-01&months=1`);
  await expect(page.getByRole('heading', { name: 'Facturen per maand', level: 1 })).toBeVisible();
  const card = page
    .getByTestId('coverage-card')
    .filter({ has: page.getByRole('link', { name: `Factuur ${number} openen` }) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('januari 2025');
  await expect(card.getByRole('row').nth(1)).toContainText('Ontvangen');
  await page.screenshot({ path: `${SCREENS}/invoices-month.png`, fullPage: true });

  // Phone: both overviews fit 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(card).toHaveCount(1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/invoices-month.phone.png`, fullPage: true });
  await card.getByRole('link', { name: `Factuur ${number} openen` }).click();
  await expect(page.getByRole('heading', { name: `Factuur ${number}`, level: 2 })).toBeVisible();
  await page.goto('/v3/invoices/year?year=2025&q=Westland');
  await expect(page.getByRole('table', { name: 'Facturen per klant' })).toContainText('€ 3.400,00');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/invoices-year.phone.png`, fullPage: true });
});
