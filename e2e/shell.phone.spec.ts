import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { accountMenuButton, expectNoSideways, logOut, signIn } from './support/ui.ts';

// The main journeys on a phone (390×844): the drawer is an overlay, the top bar's tools fold into 'Meer',
// the account menu stays reachable, and no page is wider than the screen.

const SCREENS = 'test-results/screens';

test('op een telefoon: inloggen, klanten, klantomgeving, formulier en uitloggen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/phone-login.png` });
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await expectNoSideways(page);

  // The drawer does not squeeze the page: it is closed and opens over it.
  await expect(page.getByTestId('shell-drawer')).toBeHidden();
  await expect(accountMenuButton(page)).toBeInViewport();
  await page.getByRole('button', { name: 'Hoofdmenu openen' }).click();
  const drawer = page.getByTestId('shell-drawer');
  await expect(drawer).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/phone-drawer.png` });
  await drawer.getByRole('link', { name: 'Klanten' }).click();
  await expect(page).toHaveURL(/\/v3\/customers$/);
  await expect(drawer).toBeHidden();

  const table = page.getByRole('table', { name: 'Klanten' });
  const customer = table.getByRole('button', { name: 'De Vries Bakkerij B.V.' });
  await expect(customer).toBeVisible();
  await expectNoSideways(page);
  await page.screenshot({ path: `${SCREENS}/phone-customers.png` });

  await customer.click();
  await expect(page).toHaveURL(/\/v3\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'De Vries Bakkerij B.V.' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Klantomgeving' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Klantgegevens' })).toContainText('Accountmanager');
  // Which entries are newest depends on the journeys running beside this one: any entry will do.
  await expect(page.getByRole('region', { name: 'Recente activiteit' })).toContainText(' door ');
  await expectNoSideways(page);
  await page.screenshot({ path: `${SCREENS}/phone-workspace.png`, fullPage: true });

  // The mega-menu fits the screen.
  await page.getByTestId('mega-menu-button').click();
  const menu = page.getByTestId('mega-menu');
  await expect(menu.getByRole('link', { name: /Contactpersonen/ })).toBeVisible();
  const box = await menu.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await page.screenshot({ path: `${SCREENS}/phone-mega-menu.png` });
  await page.getByTestId('mega-menu-button').click();
  await expect(menu).toBeHidden();

  // The folded tools: timer, actions and notifications behind 'Meer'.
  await page.getByRole('button', { name: 'Meer' }).click();
  await expect(page.locator('#shell-tools')).toBeInViewport();
  await page.screenshot({ path: `${SCREENS}/phone-tools.png` });
  await page.getByRole('button', { name: 'Meer' }).click();
  await expect(page.locator('#shell-tools')).toBeHidden();

  await page.goto('/v3/customers/create');
  await expect(page.getByRole('main').getByLabel('Naam')).toBeVisible();
  await expectNoSideways(page);
  await page.screenshot({ path: `${SCREENS}/phone-form.png`, fullPage: true });

  await logOut(page);
  await expect(page).toHaveURL(/\/login/);
});
