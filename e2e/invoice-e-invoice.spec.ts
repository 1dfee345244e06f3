import { readFileSync } from 'node:fs';
import { completeEan } from '@energiek/contracts/ean';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin, apiPost, createOwnCustomer } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { tableFit } from './support/table-fit.ts';
import { pageWidth, signIn } from './support/ui.ts';

// Issue 28, "Done when": an e-invoice uploaded on the customer tab Facturen appears with its lines and its
// embedded PDF; the same file again changes nothing; the same issuer + number in another file is refused
// with a link to the invoice that has it; the year and month overviews show it, and the month grid expects
// the supplier's invoice only from its first invoice on (earlier months "Niet verwacht", a later gap
// "Ontbreekt"). An own customer and connection of this run; desktop and 390 px.

const SCREENS = 'test-results/screens';
const FIXTURE = new URL(
  '../apps/server/src/modules/invoices/e-invoice/fixtures/energy-si-ubl-invoice.xml',
  import.meta.url,
);

test('een e-factuur inlezen: regels en PDF, dubbel geweigerd, in de overzichten per jaar en maand', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const run = String(Date.now()).slice(-7);
  const name = `E2E E-factuur ${run} B.V.`;
  const customerId = await createOwnCustomer(request, admin, name);
  const ean = completeEan(`8716${String(Date.now()).slice(-13).padStart(13, '0')}`);
  await apiPost(request, admin, `customers/${customerId}/connections`, {
    ean,
    product: 1,
    capacity: '3x25A',
    postcode: '3511AA',
  });

  // The parser tests' hand-checked SI-UBL invoice (January 2025; excl. € 1,069.03, VAT € 224.50, incl.
  // € 1,293.53; five lines, an allowance and a charge; an embedded PDF), sent by Vattenfall to this
  // customer for this connection under this run's number.
  const number = `EF-${run}`;
  const xml = readFileSync(FIXTURE, 'utf8')
    .replaceAll('Voorbeeld Energie B.V.', 'Vattenfall')
    .replaceAll('Stichting Dorpshuis De Linde', name)
    .replaceAll('871600001234567895', ean)
    .replaceAll('2025-000123', number);
  const embedded = /<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]+)</.exec(xml)?.[1] ?? '';
  const pdf = Buffer.from(embedded.replace(/\s+/g, ''), 'base64');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto(`/v3/customers/${customerId}/invoices`);
  await expect(page.getByRole('heading', { name: 'Facturen', level: 1 })).toBeVisible();
  const upload = (fileName: string, content: string) =>
    page.getByLabel('Bestanden kiezen').setInputFiles({
      name: fileName,
      mimeType: 'application/xml',
      buffer: Buffer.from(content),
    });
  const result = page.getByTestId('invoice-import');
  await upload(`${number}.xml`, xml);
  await expect(result).toContainText('Klaar met inlezen.', { timeout: 30_000 });
  await expect(result.getByRole('link', { name: `factuur ${number}` })).toBeVisible();

  type Row = { id: number; number: string; source: string };
  const list = async () =>
    (await apiGet<{ data: Row[] }>(request, admin, `customers/${customerId}/invoices?limit=100`)).data;
  const [invoice] = await list();
  expect(invoice).toMatchObject({ number, source: 'e-invoice' });

  // The invoice as received: its seven lines on the connection, the totals, the embedded PDF beside them.
  await page.goto(`/v3/customers/${customerId}/invoices/${invoice!.id}/show`);
  await expect(page.getByRole('heading', { name: `Factuur ${number}`, level: 2 })).toBeVisible();
  await expect(page.getByText('E-factuur', { exact: true })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Regels' });
  await expect(lines.getByRole('row')).toHaveCount(8);
  await expect(lines).toContainText('Vermindering energiebelasting');
  await expect(page.getByTestId('invoice-vat')).toContainText('€ 1.293,53');
  const preview = page.getByRole('region', { name: 'Originele factuur' });
  await expect(preview).toContainText(`factuur-${number}.pdf`);
  const shown = await page.request.get(`/api/v3/customers/${customerId}/invoice-pdfs/${invoice!.id}`);
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await shown.body(), pdf)).toBe(0);
  // Beside the PDF at 1366 px the lines fit their card: no sideways scroll inside it (issue 32).
  const linesFit = await tableFit(page, 'Regels');
  expect(linesFit.table, JSON.stringify(linesFit)).toBeLessThanOrEqual(linesFit.box);
  await page.screenshot({ path: `${SCREENS}/invoice-e-invoice.png`, fullPage: true });

  // The same file again changes nothing; the same number in another file is refused, with a link.
  await page.goto(`/v3/customers/${customerId}/invoices`);
  await upload(`${number}-nogmaals.xml`, xml);
  await expect(result).toContainText('Klaar met inlezen.', { timeout: 30_000 });
  await expect(result.getByRole('link', { name: `factuur ${number}` })).toBeVisible();
  await upload(`${number}-opnieuw.xml`, `${xml}\n<!-- opnieuw verzonden -->\n`);
  await expect(result).toContainText(
    `Factuur ${number} van deze afzender bestaat al (factuurdatum 05/02/2025).`,
    { timeout: 30_000 },
  );
  await page.screenshot({ path: `${SCREENS}/invoice-e-invoice-duplicate.png`, fullPage: true });
  expect(await list()).toHaveLength(1);
  await result.getByRole('link', { name: `Open de bestaande factuur ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${invoice!.id}/show$`));

  // Facturen per jaar: 2025 for this customer, € excl. VAT as on the invoice.
  await page.goto(
    `/v3/invoices/year?year=2025&customerId=${customerId}&customerName=${encodeURIComponent(name)}`,
  );
  const year = page
    .getByRole('table', { name: 'Facturen per klant' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(year).toContainText('€ 1.069,03');

  // Facturen per maand, September 2024 – February 2025: before January (the first invoice of the supplier
  // for this connection) nothing is expected; February, after it, is missing.
  await page.goto(
    `/v3/invoices/month?customerId=${customerId}&customerName=${encodeURIComponent(name)}&month=2025-02&months=6`,
  );
  const card = page.getByTestId('coverage-card');
  await expect(card).toHaveCount(1);
  const supplierCell = (month: string) =>
    card
      .getByRole('row', { name: new RegExp(month) })
      .getByRole('cell')
      .first();
  await expect(supplierCell('november 2024')).toHaveText('Niet verwacht');
  await expect(supplierCell('december 2024')).toHaveText('Niet verwacht');
  await expect(supplierCell('januari 2025')).toContainText('Ontvangen');
  await expect(
    supplierCell('januari 2025').getByRole('link', { name: `Factuur ${number} openen` }),
  ).toBeVisible();
  await expect(supplierCell('februari 2025')).toHaveText('Ontbreekt');
  await page.screenshot({ path: `${SCREENS}/invoices-month-first-invoice.png`, fullPage: true });

  // Phone: the grid, the invoice with its PDF and the import result fit 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(supplierCell('februari 2025')).toHaveText('Ontbreekt');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/invoices-month-first-invoice.phone.png`, fullPage: true });
  await supplierCell('januari 2025')
    .getByRole('link', { name: `Factuur ${number} openen` })
    .click();
  await expect(page.getByRole('heading', { name: `Factuur ${number}`, level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Originele factuur' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expect(lines.getByRole('row')).toHaveCount(8);
  const phoneFit = await tableFit(page, 'Regels');
  expect(phoneFit.table, JSON.stringify(phoneFit)).toBeLessThanOrEqual(phoneFit.box);
  await page.screenshot({ path: `${SCREENS}/invoice-e-invoice.phone.png`, fullPage: true });
  await page.goto(`/v3/customers/${customerId}/invoices`);
  await upload(`${number}-telefoon.xml`, `${xml}\n<!-- telefoon -->\n`);
  await expect(result.getByRole('link', { name: `Open de bestaande factuur ${number}` })).toBeVisible({
    timeout: 30_000,
  });
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/invoice-e-invoice-duplicate.phone.png`, fullPage: true });
});
