import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin } from './support/api.ts';
import { addMeasuredConnection } from './support/meter-readings.ts';
import { createStaffAccount } from './support/staff.ts';
import { expect, test } from './support/test.ts';
import { acceptTermsIfAsked, signIn } from './support/ui.ts';

// Issue 31 at 390 px: the portal home of customer staff of both demo customers, and the back-office home.

const SCREENS = 'test-results/screens';

async function noSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () =>
      (
        globalThis as unknown as {
          document: { documentElement: { scrollWidth: number; clientWidth: number } };
        }
      ).document.documentElement.scrollWidth -
      (globalThis as unknown as { document: { documentElement: { clientWidth: number } } }).document
        .documentElement.clientWidth,
  );
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
}

for (const [customer, demo] of [
  ['De Vries', ACCOUNTS.customer],
  ['Westland', ACCOUNTS.spare],
] as const) {
  test(`op een telefoon: het portaal van ${customer}`, async ({ page, request }) => {
    const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
    const users = await apiGet<{ data: { roleId: number | null }[] }>(
      request,
      token,
      `users?q=${encodeURIComponent(demo)}`,
    );
    const found = await apiGet<{ data: { id: number }[] }>(
      request,
      token,
      `customers/search?q=${encodeURIComponent(customer)}`,
    );
    await addMeasuredConnection(request, token, found.data[0]!.id);
    const staff = await createStaffAccount(request, customer, users.data[0]?.roleId ?? undefined);
    await signIn(page, staff.emailAddress, staff.password);
    await acceptTermsIfAsked(page, false);
    await expect(page.getByTestId('portal-home')).toBeVisible();
    await expect(page.getByTestId('portal-advisor')).toBeVisible();
    await expect(page.getByTestId('portal-contracts')).toBeVisible();
    await expect(page.getByTestId('portal-energy-electricity')).toContainText('Vorig jaar, zelfde periode');
    // Issue 32: the organisation's CO₂ and its source fit the phone (a long "Bron" line wraps).
    await expect(page.getByTestId('portal-co2')).toContainText(/Dit jaar tot vandaag[\d.,]+ (kg|ton) CO₂/);
    await expect(page.getByTestId('portal-co2-source')).toContainText(/^Bron: /);
    await expect(page.getByTestId('portal-signals')).toBeVisible();
    await noSideways(page);
    await page.screenshot({
      path: `${SCREENS}/phone-portal-home-${customer.toLowerCase().replace(/\s/g, '-')}.png`,
      fullPage: true,
    });
    // Their own navigation: the drawer holds their areas (issue 31); Facturen opens their invoices.
    await page.getByRole('button', { name: 'Hoofdmenu openen' }).click();
    const own = page.getByTestId('shell-drawer').getByRole('navigation', { name: 'Jouw organisatie' });
    await expect(own.getByRole('link', { name: 'Facturen' })).toBeVisible();
    await page.screenshot({
      path: `${SCREENS}/phone-portal-drawer-${customer.toLowerCase().replace(/\s/g, '-')}.png`,
    });
    await own.getByRole('link', { name: 'Facturen' }).click();
    await expect(page).toHaveURL(/\/v3\/customers\/\d+\/invoices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
    await expect(page.getByText(/^Je facturen van leverancier/)).toBeVisible();
    // The list has loaded (its count) before the screenshot.
    await expect(page.getByText(/^\d+ facturen?$/).first()).toBeVisible();
    await expect(page.getByText('Mogelijk dubbel')).toHaveCount(0);
    await noSideways(page);
    await page.screenshot({
      path: `${SCREENS}/phone-portal-invoices-${customer.toLowerCase().replace(/\s/g, '-')}.png`,
      fullPage: true,
    });
  });
}

test('op een telefoon: de back-office startpagina', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Vandaag' })).toBeVisible();
  await expect(page.getByTestId('today-actions')).toBeVisible();
  await noSideways(page);
  await page.screenshot({ path: `${SCREENS}/phone-backoffice-home.png`, fullPage: true });
});
