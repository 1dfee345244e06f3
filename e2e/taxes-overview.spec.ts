import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiLogin } from './support/api.ts';
import { createStaffAccount } from './support/staff.ts';
import { expect, test } from './support/test.ts';
import { acceptTermsIfAsked, pageWidth, signIn } from './support/ui.ts';

// Taxes (issue 12): the overview per connection and year on the demo data, its export, the money finder
// with the demo complex of De Vries Bakkerij, a complex request started from it, and customer staff who
// may read that request but not edit it.

const SCREENS = 'test-results/screens';

/** The page's width in CSS pixels (more than the viewport: the page scrolls sideways). */
const HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'x-development-mode': 'true' };

/** A customer role that may read the taxes (financial-taxes-heffing:read) and the organisation. */
async function taxReaderRole(request: APIRequestContext): Promise<number> {
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const response = await request.post('/api/v3/roles', {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    data: {
      name: `Klant met belastingen ${Date.now()}`,
      scope: { full: false, organisation: { read: true }, 'financial-taxes-heffing': { read: true } },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.id;
}

test('het overzicht toont de energiebelasting per aansluiting en jaar, met export', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/taxes?year=2024&product=1');
  await expect(page.getByRole('tab', { name: 'Overzicht', selected: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Energiebelasting per aansluiting' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).toContainText('Verwacht jaarverbruik');
  await expect(page.getByTestId('tax-overview-total')).toContainText('Totaal excl. btw: €');
  await expect(page.getByText('Facturen zijn nog geen bron')).toBeVisible();

  // Sorting by the total lands in the URL.
  await table.getByRole('button', { name: 'Totaal excl. btw' }).click();
  await expect(page).toHaveURL(/sort=totalExclVat/);

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporteren (xlsx)' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('energiebelasting-2024.xlsx');
  await page.screenshot({ path: `${SCREENS}/taxes-overview.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // The shell switches to its phone layout after the resize event: wait for the page to settle.
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/taxes-overview-phone.png`, fullPage: true });
});

test('de geldvinder vindt het democomplex; het verzoek start ingevuld; klantmedewerkers lezen het alleen', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/taxes?tab=finder');
  await page.getByRole('combobox', { name: 'Klant', exact: true }).fill('De Vries');
  await page.getByRole('option', { name: /De Vries Bakkerij B\.V\./ }).click();
  await expect(page).toHaveURL(/customerId=\d+/);
  const card = page.getByRole('region').filter({ hasText: 'Hoofdvestiging (demo)' }).first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('complex-gain')).toContainText('€');
  // 2021 (the oldest year whose refund can still be claimed) is counted, and its rates are not verified.
  await expect(card.getByRole('cell', { name: /^2021/ })).toBeVisible();
  await expect(card.getByTestId('year-unverified').first()).toHaveText('Tarief niet geverifieerd');
  await page.screenshot({ path: `${SCREENS}/taxes-finder.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByTestId('year-unverified').first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/taxes-finder-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  await card.getByRole('link', { name: 'Teruggaafverzoek starten' }).click();
  await expect(page.getByRole('heading', { name: 'Nieuw teruggaafverzoek', level: 1 })).toBeVisible();
  await expect(page.getByTestId('tax-request-connection')).toHaveCount(2);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/tax-requests$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('button', { name: 'Opslaan' }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  const created = (await response.json()).data;
  expect(created.type).toBe('complex');
  expect(created.amount).toBeGreaterThan(0);
  await expect(page.getByTestId('tax-request-amount')).toBeVisible();

  // Customer staff who may read the taxes: the list opens the read-only detail, not the form.
  const staff = await createStaffAccount(request, 'De Vries', await taxReaderRole(request));
  const staffPage = await (await browser.newContext()).newPage();
  await signIn(staffPage, staff.emailAddress, staff.password);
  await acceptTermsIfAsked(staffPage, false);
  await staffPage.goto(`/v3/customers/${created.customerId}/tax-requests`);
  await expect(staffPage.getByRole('link', { name: 'Nieuw verzoek' })).toHaveCount(0);
  // Click the request's own row once the list has loaded (other journeys leave concepts for De Vries too).
  const row = staffPage
    .getByRole('table', { name: 'Teruggaafverzoeken' })
    .locator(`tr[data-row-key="${created.id}"]`);
  await expect(row).toContainText('Concept');
  await row.click();
  await expect(staffPage).toHaveURL(new RegExp(`/tax-requests/${created.id}$`));
  await expect(staffPage.getByText('je kunt het hier inzien')).toBeVisible();
  await expect(staffPage.getByTestId('tax-request-status')).toHaveText('Concept');
  // The period 2021–2025 rests on unverified rates: the request says so before anything is sent.
  await expect(staffPage.getByTestId('tax-request-warnings')).toContainText('Tarief niet geverifieerd');
  await expect(staffPage.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
  await staffPage.screenshot({ path: `${SCREENS}/tax-request-detail.png`, fullPage: true });
  // The form itself stays closed to them.
  await staffPage.goto(`/v3/customers/${created.customerId}/tax-requests/${created.id}/edit`);
  await expect(staffPage).toHaveURL(/\/v3\/forbidden$/);
  await staffPage.setViewportSize({ width: 390, height: 844 });
  await staffPage.goto(`/v3/customers/${created.customerId}/tax-requests/${created.id}`);
  await expect(staffPage.getByTestId('tax-request-amount')).toBeVisible();
  expect(await pageWidth(staffPage)).toBeLessThanOrEqual(390);
  await staffPage.screenshot({ path: `${SCREENS}/tax-request-detail-phone.png`, fullPage: true });

  // Clean up: the request is a concept, so it may go.
  await page.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${created.customerId}/tax-requests$`));
});
