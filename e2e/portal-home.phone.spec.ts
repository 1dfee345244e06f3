import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin } from './support/api.ts';
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
    const staff = await createStaffAccount(request, customer, users.data[0]?.roleId ?? undefined);
    await signIn(page, staff.emailAddress, staff.password);
    await acceptTermsIfAsked(page, false);
    await expect(page.getByTestId('portal-home')).toBeVisible();
    await expect(page.getByTestId('portal-advisor')).toBeVisible();
    await expect(page.getByTestId('portal-contracts')).toBeVisible();
    await expect(page.getByTestId('portal-energy-electricity')).toBeVisible();
    await expect(page.getByTestId('portal-signals')).toBeVisible();
    await noSideways(page);
    await page.screenshot({
      path: `${SCREENS}/phone-portal-home-${customer.toLowerCase().replace(/\s/g, '-')}.png`,
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
