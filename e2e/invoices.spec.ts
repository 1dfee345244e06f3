import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { pageWidth, requireToken, signIn, switchCustomerByClick } from './support/ui.ts';

// Invoices (issue 28): an invoice entered by hand on the customer tab Facturen — lines with a connection
// picked by EAN, running totals per VAT rate taken over, saved and shown — and the same issuer + number
// refused with the Dutch message naming the other invoice. Desktop and 390 px screenshots.

const SCREENS = 'test-results/screens';
const WESTLAND = 'Kwekerij Westland Glas B.V.';

test('een factuur met de hand invoeren; hetzelfde nummer van dezelfde afzender wordt geweigerd', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const number = `E2E-${Date.now()}`;
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Westland', WESTLAND);
  await page.goto(`/v3/customers/${customerId}/invoices`);
  await expect(page.getByRole('heading', { name: 'Facturen', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Factuur invoeren' }).click();
  await expect(page.getByRole('heading', { name: 'Factuur invoeren', level: 1 })).toBeVisible();

  // Saving an empty form: the contract's Dutch messages at the fields.
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Vul het factuurnummer in.', { exact: true })).toBeVisible();

  await page.getByLabel(/^Soort afzender/).selectOption('supplier');
  await page.getByLabel(/^Afzender/).selectOption({ label: 'Vattenfall' });
  await page.getByLabel(/^Factuurnummer/).fill(number);
  await page.getByLabel(/^Factuurdatum/).fill('05/02/2026');
  await page.getByLabel(/^Periode vanaf/).fill('01/01/2026');
  await page.getByLabel(/^Periode tot en met/).fill('31/01/2026');

  const first = page.getByRole('group', { name: 'Regel 1' });
  await first.getByRole('combobox', { name: /Aansluiting/ }).fill('871');
  await page.getByRole('listbox').getByRole('option').first().click();
  await first.getByLabel(/^Soort regel/).selectOption('supply-single');
  await first.getByLabel(/^Aantal/).fill('12345');
  await first.getByLabel(/^Prijs per eenheid/).fill('0,12345');
  await first.getByLabel(/^Bedrag excl\. btw/).fill('1523,99');

  await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  const second = page.getByRole('group', { name: 'Regel 2' });
  await second.getByLabel(/^Soort regel/).selectOption('energy-tax');
  await second.getByLabel(/^Schijf/).selectOption('2');
  await second.getByLabel(/^Aantal/).fill('12345');
  await second.getByLabel(/^Prijs per eenheid/).fill('0,09161');
  await second.getByLabel(/^Bedrag excl\. btw/).fill('1130,93');

  // 1,523.99 + 1,130.93 = 2,654.92; 21 % = 557.5332 → 557.53; incl. 3,212.45.
  const running = page.getByTestId('running-totals');
  await expect(running).toContainText('€ 557,53');
  await expect(running).toContainText('€ 3.212,45');
  // A total that does not add up is refused, with the figure it should be.
  await page.getByLabel(/^Totaal excl\. btw/).fill('2654,93');
  await page.getByRole('textbox', { name: 'Btw', exact: true }).fill('557,53');
  await page.getByLabel(/^Totaal incl\. btw/).fill('3212,46');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    page.getByText(
      'Het totaal excl. btw (€ 2.654,93) is niet gelijk aan de som van de regels (€ 2.654,92).',
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Neem berekende totalen over' }).click();
  await expect(page.getByLabel(/^Totaal incl\. btw/)).toHaveValue('3212,45');
  await page.screenshot({ path: `${SCREENS}/invoice-form.png`, fullPage: true });

  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('heading', { name: `Factuur ${number}`, level: 2 })).toBeVisible();
  await expect(page.getByTestId('invoice-vat')).toContainText('€ 3.212,45');
  await expect(page.getByRole('table', { name: 'Regels' }).getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: `${SCREENS}/invoice-show.png`, fullPage: true });

  // The list shows it, with the filter's totals.
  await page.goto(`/v3/customers/${customerId}/invoices?q=${number}`);
  const table = page.getByRole('table', { name: 'Facturen' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Vattenfall');
  await expect(page.getByTestId('invoice-totals')).toContainText('€ 3.212,45');
  await page.screenshot({ path: `${SCREENS}/invoices.png`, fullPage: true });

  // Phone: the list and the invoice fit 390 px without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  // The invoice's own row (while loading, the table's one row is the spinner's, which opens nothing).
  await expect(table.getByRole('row').nth(1)).toContainText(number);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/invoices.phone.png`, fullPage: true });
  await table.getByRole('row').nth(1).click();
  await expect(page.getByRole('heading', { name: `Factuur ${number}`, level: 2 })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/invoice-show.phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The same issuer and number again: refused, naming the other invoice.
  await page.goto(`/v3/customers/${customerId}/invoices/create`);
  await page.getByLabel(/^Afzender/).selectOption({ label: 'Vattenfall' });
  await page.getByLabel(/^Factuurnummer/).fill(number);
  const line = page.getByRole('group', { name: 'Regel 1' });
  await line.getByLabel(/^Soort regel/).selectOption('other');
  await line.getByLabel(/^Bedrag excl\. btw/).fill('10');
  await page.getByRole('button', { name: 'Neem berekende totalen over' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    page.getByText(`Factuur ${number} van deze afzender bestaat al (factuurdatum 05/02/2026).`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Factuur invoeren', level: 1 })).toBeVisible();
  // The refusal links to the invoice that has the number.
  await page.getByRole('link', { name: `Open de bestaande factuur ${number}` }).click();
  await page
    .getByRole('dialog', { name: 'Pagina verlaten?' })
    .getByRole('button', { name: 'Verlaten' })
    .click();
  await expect(page.getByRole('heading', { name: `Factuur ${number}`, level: 2 })).toBeVisible();
});

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\nxref\n0 4\n0000000000 65535 f \n' +
    `trailer<</Size 4/Root 1 0 R>>\nstartxref\n0\n%%EOF\n% ${Date.now()}\n`,
);

test('een PDF inlezen: een concept met de PDF naast de regels', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Westland', WESTLAND);
  await page.goto(`/v3/customers/${customerId}/invoices`);
  await page.getByLabel('Bestanden kiezen').setInputFiles({
    name: 'netbeheer-januari.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  const result = page.getByTestId('invoice-import');
  await expect(result).toContainText('Klaar met inlezen.', { timeout: 30_000 });
  await result.getByRole('link', { name: 'factuur netbeheer-januari' }).click();
  await expect(
    page.getByRole('heading', { name: 'Factuur bewerken: netbeheer-januari', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Originele factuur' })).toContainText(
    'netbeheer-januari.pdf',
  );
  await expect(page.getByRole('group', { name: 'Regel 1' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/invoice-pdf-draft.png` });
});

test('een creditnota kiest de gecrediteerde factuur van dezelfde afzender', async ({ page }) => {
  test.setTimeout(120_000);
  const number = `CR-${Date.now()}`;
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Westland', WESTLAND);
  await page.goto(`/v3/customers/${customerId}/invoices/create`);
  await page.getByLabel(/^Soort afzender/).selectOption('supplier');
  await page.getByLabel(/^Afzender/).selectOption({ label: 'Vattenfall' });
  await page.getByLabel(/^Factuurnummer/).fill(number);
  await page.getByLabel(/^Factuurdatum/).fill('05/03/2026');
  const line = page.getByRole('group', { name: 'Regel 1' });
  await line.getByLabel(/^Soort regel/).selectOption('other');
  await line.getByLabel(/^Bedrag excl\. btw/).fill('100');
  await page.getByRole('button', { name: 'Neem berekende totalen over' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('heading', { name: `Factuur ${number}`, level: 2 })).toBeVisible();

  await page.goto(`/v3/customers/${customerId}/invoices/create`);
  await page.getByLabel(/^Soort afzender/).selectOption('supplier');
  await page.getByLabel(/^Soort$/).selectOption('credit-note');
  // Without an issuer the picker asks for one first.
  await expect(page.getByLabel(/^Crediteert factuur/)).toContainText('Kies eerst de afzender');
  await page.getByLabel(/^Afzender/).selectOption({ label: 'Vattenfall' });
  await page.getByLabel(/^Crediteert factuur/).selectOption({ label: `${number} · 05/03/2026 · € 121,00` });
  await page.getByLabel(/^Factuurnummer/).fill(`${number}-C`);
  await page.getByLabel(/^Factuurdatum/).fill('06/03/2026');
  const credit = page.getByRole('group', { name: 'Regel 1' });
  await credit.getByLabel(/^Soort regel/).selectOption('other');
  await credit.getByLabel(/^Bedrag excl\. btw/).fill('100');
  await page.getByRole('button', { name: 'Neem berekende totalen over' }).click();
  await page.screenshot({ path: `${SCREENS}/invoice-credit-note.png`, fullPage: true });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('heading', { name: `Creditnota ${number}-C`, level: 2 })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${number}$`) })).toBeVisible();

  // Phone: the form with the picker fits 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/v3/customers/${customerId}/invoices/create`);
  await page.getByLabel(/^Soort$/).selectOption('credit-note');
  await expect(page.getByLabel(/^Crediteert factuur/)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/invoice-credit-note.phone.png`, fullPage: true });
});

test('de demo-facturen van de netbeheerder komen als e-factuur binnen via de import', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'De Vries', 'De Vries Bakkerij B.V.');
  const token = await requireToken(page);
  type Row = { id: number; number: string; source: string; issuerKind: string };
  // The last complete month's grid-operator invoice of De Vries' electricity agreement (DEMO-N1-…) is imported
  // in the background right after the first start.
  let invoice: Row | undefined;
  await expect(async () => {
    const response = await page.request.get(
      `/api/v3/customers/${customerId}/invoices?q=DEMO-N1-&limit=100&sort=-periodFrom`,
      { headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' } },
    );
    const rows = ((await response.json()) as { data: Row[] }).data;
    invoice = rows.find((r) => r.source === 'e-invoice');
    expect(invoice).toBeDefined();
  }).toPass({ timeout: 30_000 });
  await page.goto(`/v3/customers/${customerId}/invoices/${invoice!.id}/show`);
  await expect(page.getByRole('heading', { name: `Factuur ${invoice!.number}`, level: 2 })).toBeVisible();
  await expect(page.getByText('E-factuur', { exact: true })).toBeVisible();
  await expect(page.getByText('Vastrecht transport').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/invoice-demo-e-invoice.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('E-factuur', { exact: true })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/invoice-demo-e-invoice.phone.png`, fullPage: true });
});
