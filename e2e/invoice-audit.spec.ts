import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { pageWidth, requireToken, signIn, switchCustomerByClick } from './support/ui.ts';

// Invoice audit (issue 29): the same invoice entered twice → the audit flags the second as a duplicate
// with its € at stake → the inbox (sorted by €) shows it and the top-bar counter counts it → assign,
// comment and decide on its edit page → the audit on the invoice page, the settings and the customer tab.
// Desktop and 390 px screenshots.

const SCREENS = 'test-results/screens';
const WESTLAND = 'Kwekerij Westland Glas B.V.';
const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

async function post(page: Page, token: string, path: string, data: unknown) {
  const response = await page.request.post(`/api/v3/${path}`, {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: { id: number } }).data;
}

async function get<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(`/api/v3/${path}`, {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

test('een dubbele factuur: gevonden, in de inbox op bedrag, toewijzen, opmerking en besluit', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Westland', WESTLAND);
  const token = await requireToken(page);
  const connection = (
    await get<{ data: { id: number }[] }>(page, token, `customers/${customerId}/connections?limit=1`)
  ).data[0]!;
  const supplier = (await get<{ data: { id: number }[] }>(page, token, 'suppliers?limit=1')).data[0]!;
  const run = Date.now();
  // A unique amount per run: 1,000 + run mod 1,000 euros; VAT 21 %.
  const excl = 1000 + (run % 1000);
  const vat = (excl * 0.21).toFixed(2);
  const invoice = (number: string) => ({
    issuerKind: 'supplier',
    issuerId: supplier.id,
    number,
    invoiceDate: '2019-02-05',
    periodFrom: '2019-01-01',
    periodTo: '2019-01-31',
    totalExclVat: `${excl}.00`,
    totalVat: vat,
    totalInclVat: (excl + Number(vat)).toFixed(2),
    lines: [{ connectionId: connection.id, kind: 'other', amount: `${excl}.00`, vatRate: '21' }],
  });
  await post(page, token, `customers/${customerId}/invoices`, invoice(`CTRL-${run}`));
  const copy = await post(page, token, `customers/${customerId}/invoices`, invoice(`CTRL-${run}-B`));

  // The audit runs as a job after the save: the inbox shows the copy with its € at stake.
  await page.goto('/v3/invoice-audit/inbox');
  await expect(page.getByRole('heading', { name: 'Factuurcontrole', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`CTRL-${run}-B`) });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText(`€ ${excl.toLocaleString('nl-NL')},00`);
  await expect(row).toContainText('Dubbele factuur');
  await expect(page.getByTestId('audit-counter-badge')).toBeVisible();
  const before = Number(await page.getByTestId('audit-counter-badge').textContent());
  await page.screenshot({ path: `${SCREENS}/invoice-audit-inbox.png`, fullPage: true });

  await row.click();
  await expect(page.getByRole('heading', { name: `Controle factuur CTRL-${run}-B`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('audit-findings')).toContainText('Dubbele factuur');
  await page.getByLabel('Behandelaar').selectOption({ index: 1 });
  await expect(page.getByText('Opgeslagen.').first()).toBeVisible();
  await page.getByLabel('Opmerking').fill('Leverancier gebeld, creditnota toegezegd.');
  await page.getByRole('button', { name: 'Opmerking plaatsen' }).click();
  await expect(page.getByTestId('audit-history')).toContainText('Leverancier gebeld');
  await page.getByLabel('Besluit', { exact: true }).selectOption('afwijking-bevestigd');
  await page.getByRole('button', { name: 'Besluit vastleggen' }).click();
  await expect(page.getByTestId('audit-history')).toContainText('Afwijking bevestigd');
  await expect(page.getByText('Afhandeling · Afgehandeld')).toBeVisible();
  // The counter follows live: one open item fewer.
  await expect(page.getByTestId('audit-counter')).toHaveAttribute(
    'aria-label',
    before - 1 > 0
      ? `${before - 1} open ${before - 1 === 1 ? 'controle' : 'controles'}`
      : 'Geen open controles',
  );
  await page.screenshot({ path: `${SCREENS}/invoice-audit-edit.png`, fullPage: true });

  // The audit on the invoice page.
  await page.goto(`/v3/customers/${customerId}/invoices/${copy.id}/show`);
  await expect(page.getByTestId('audit-status')).toHaveText('Afwijking');
  await expect(page.getByTestId('audit-findings')).toContainText('Dubbele factuur');

  // The customer tab and the settings.
  await page.goto(`/v3/customers/${customerId}/invoice-audit/${connection.id}`);
  await expect(page.getByRole('heading', { name: 'Factuurcontrole', level: 1 })).toBeVisible();
  await expect(page.getByTestId('audit-months').first()).toContainText(`CTRL-${run}-B`);
  await page.goto('/v3/control/invoice-settings');
  await expect(page.getByRole('heading', { name: 'Instellingen factuurcontrole', level: 1 })).toBeVisible();
  await expect(page.getByTestId('invoice-settings')).toContainText('Volume wijkt af van meetdata');
  await page.getByLabel('Tolerantie % Volume wijkt af van meetdata').fill('150');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Vul een percentage in tussen 0 en 100, bijvoorbeeld 3.')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/invoice-settings.png`, fullPage: true });

  // Phone: 390 px without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, name] of [
    ['/v3/invoice-audit/inbox?status=all', 'invoice-audit-inbox-phone'],
    [`/v3/customers/${customerId}/invoices/${copy.id}/show`, 'invoice-audit-result-phone'],
    [`/v3/customers/${customerId}/invoice-audit/${connection.id}`, 'invoice-audit-customer-phone'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
  }
});

test('een claim: brief, ingediend, creditnota kent hem toe en het teruggehaalde bedrag staat er', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Westland', WESTLAND);
  const token = await requireToken(page);
  const connection = (
    await get<{ data: { id: number }[] }>(page, token, `customers/${customerId}/connections?limit=1`)
  ).data[0]!;
  const supplier = (await get<{ data: { id: number }[] }>(page, token, 'suppliers?limit=1')).data[0]!;
  const run = Date.now();
  // 2,000 + run mod 1,000 euros (apart from the other journey's amounts); VAT 21 %.
  const excl = 2000 + (run % 1000);
  const vat = (excl * 0.21).toFixed(2);
  const invoice = (number: string, extra: Record<string, unknown> = {}) => ({
    issuerKind: 'supplier',
    issuerId: supplier.id,
    number,
    invoiceDate: '2018-02-05',
    periodFrom: '2018-01-01',
    periodTo: '2018-01-31',
    totalExclVat: `${excl}.00`,
    totalVat: vat,
    totalInclVat: (excl + Number(vat)).toFixed(2),
    lines: [{ connectionId: connection.id, kind: 'other', amount: `${excl}.00`, vatRate: '21' }],
    ...extra,
  });
  await post(page, token, `customers/${customerId}/invoices`, invoice(`CLAIM-${run}`));
  const copy = await post(page, token, `customers/${customerId}/invoices`, invoice(`CLAIM-${run}-B`));
  const amount = `€ ${excl.toLocaleString('nl-NL')},00`;

  await page.goto('/v3/invoice-audit/inbox');
  const row = page.getByRole('row', { name: new RegExp(`CLAIM-${run}-B`) });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await row.click();
  await expect(
    page.getByRole('heading', { name: `Controle factuur CLAIM-${run}-B`, level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Claim maken (${amount})` }).click();
  await expect(page.getByTestId('claim-status')).toHaveText('Open');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Claimbrief (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`claim-factuur-CLAIM-${run}-B.pdf`);
  await page.getByRole('button', { name: 'Markeren als ingediend' }).click();
  await expect(page.getByTestId('claim-status')).toHaveText('Ingediend');

  // The supplier's credit note on the copy grants the claim.
  await post(
    page,
    token,
    `customers/${customerId}/invoices`,
    invoice(`CLAIM-${run}-C`, { kind: 'credit-note', creditsInvoiceId: copy.id, invoiceDate: '2018-03-01' }),
  );
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('claim-status')).toHaveText('Toegekend', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('claim-recovered')).toHaveText(amount);
  await expect(page.getByTestId('audit-history')).toContainText(`creditnota CLAIM-${run}-C`);
  await page.screenshot({ path: `${SCREENS}/invoice-audit-claim.png`, fullPage: true });

  await page.goto('/v3/invoice-audit/inbox?status=all');
  await expect(page.getByTestId('audit-inbox-recovered')).toContainText('€ teruggehaald: €');
  await page.goto(`/v3/customers/${customerId}/invoice-audit`);
  await expect(page.getByTestId('audit-customer-recovered')).toContainText('€ teruggehaald: €');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/v3/invoice-audit/inbox?status=all');
  await page.getByRole('row', { name: new RegExp(`CLAIM-${run}-B`) }).click();
  await expect(page.getByTestId('claim-recovered')).toHaveText(amount);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/invoice-audit-claim-phone.png`, fullPage: true });
});
