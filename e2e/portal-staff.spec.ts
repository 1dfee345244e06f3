import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin } from './support/api.ts';
import { createStaffAccount } from './support/staff.ts';
import { expect, test } from './support/test.ts';
import { acceptTermsIfAsked, signIn } from './support/ui.ts';

// Issue 31: the back office's filters and marks stay out of the customer's own screens. Customer staff
// of Westland Glas (an ambassador customer, read-only role) walk their screens; none shows a list of every
// supplier or grid operator, the "In EMS" filter, the ambassador crown, the article visibility badges or
// the import tab. Desktop here; the portal home at 390 px is in portal-home.phone.spec.ts.

const SCREENS = 'test-results/screens';

async function noOops(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/\/v3\/forbidden/);
  await expect(page.getByRole('heading', { name: 'Oeps!' })).toHaveCount(0);
}

test('klantgebruikers zien geen filters en kenmerken van de back office', async ({ page, request }) => {
  test.slow();
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const demo = await apiGet<{ data: { roleId: number | null }[] }>(
    request,
    token,
    `users?q=${encodeURIComponent(ACCOUNTS.spare)}`,
  );
  const found = await apiGet<{ data: { id: number }[] }>(request, token, 'customers/search?q=Westland');
  const customerId = found.data[0]!.id;
  const staff = await createStaffAccount(request, 'Westland', demo.data[0]?.roleId ?? undefined);
  await signIn(page, staff.emailAddress, staff.password);
  await acceptTermsIfAsked(page, false);
  await expect(page.getByTestId('portal-home')).toBeVisible();

  // The customer's page: their own name without the ambassador crown.
  await page.goto(`/v3/customers/${customerId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Westland Glas/ })).toBeVisible();
  await noOops(page);
  await expect(page.getByRole('img', { name: /ambassadeur/i })).toHaveCount(0);

  // Connections: no "In EMS", no grid operator or supplier lists.
  await page.goto(`/v3/customers/${customerId}/connections`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aansluitingen' })).toBeVisible();
  await noOops(page);
  await expect(page.getByLabel('In EMS')).toHaveCount(0);
  await expect(page.getByLabel('Netbeheerder', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Leverancier', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/portal-staff-connections.png`, fullPage: true });

  // Invoices: the kind of issuer may be chosen, but no list of every supplier in the market follows.
  await page.goto(`/v3/customers/${customerId}/invoices`);
  await noOops(page);
  const kind = page.getByLabel('Soort afzender');
  await expect(kind).toBeVisible();
  await kind.selectOption({ index: 1 });
  await expect(page).toHaveURL(/issuerKind=/);
  await expect(page.getByLabel('Afzender', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/portal-staff-invoices.png`, fullPage: true });

  // Their drawer holds their areas (issue 31).
  const own = page.getByTestId('shell-drawer').getByRole('navigation', { name: 'Jouw organisatie' });
  await expect(own.getByRole('link', { name: 'Facturen' })).toBeVisible();
  await expect(own.getByRole('link', { name: 'Signalen' })).toBeVisible();

  // Signals: only the modules Westland has (no energy saving), nothing else offered.
  await own.getByRole('link', { name: 'Signalen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Signalen' })).toBeVisible();
  await noOops(page);
  const modules = page.getByRole('tablist', { name: 'Module' });
  await expect(modules.getByRole('tab', { name: 'Energiemonitoring' })).toBeVisible();
  await expect(modules.getByRole('tab', { name: 'Energiebesparing' })).toHaveCount(0);

  // Tax refunds: read-only, not forbidden (the customer has the module).
  await page.goto(`/v3/customers/${customerId}/tax-requests`);
  await noOops(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Teruggaafverzoeken' })).toBeVisible();

  // Budgets: a forecast far from the budget or last year is explained, not shown.
  await page.goto(`/v3/customers/${customerId}/budgets`);
  await noOops(page);
  // The table on a desktop, stacked cards on a phone: the visible copy.
  await expect(page.getByTestId('budget-forecast-explained').filter({ visible: true }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/portal-staff-budgets.png`, fullPage: true });

  // Energy monitoring: no import tab for a read-only user.
  await page.goto(`/v3/customers/${customerId}/ems`);
  await expect(page.getByRole('heading', { level: 1, name: 'Energiemonitoring' })).toBeVisible();
  await noOops(page);
  await expect(page.getByText('Energiedata invoeren')).toHaveCount(0);

  // Knowledge base: the articles they may read, without the back office's visibility marks.
  await page.goto('/v3/knowledgebase');
  await expect(page.getByRole('heading', { level: 1, name: 'Kennisbank' })).toBeVisible();
  await noOops(page);
  await expect(page.getByText('Ook klanten', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Alleen backoffice', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/portal-staff-knowledgebase.png`, fullPage: true });
});
