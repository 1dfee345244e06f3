import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { beheerItems } from './support/menus.ts';
import { signInAsNewStaff } from './support/staff.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/ui.ts';

// The permission guard of the route table (spec §2) and the admin-only drawer (spec §6).

const SCREENS = 'test-results/screens';

test('klantgebruikers zien geen Backoffice en geen klantwissel, en /v3/users leidt naar /v3/forbidden', async ({
  page,
  request,
}) => {
  // A fresh account: other journeys change the demo customer accounts' passwords.
  await signInAsNewStaff(page, request);
  const drawer = page.getByTestId('shell-drawer');
  await expect(drawer.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expect(drawer.getByRole('navigation', { name: 'Backoffice' })).toHaveCount(0);
  await expect(drawer.getByText('Backoffice')).toHaveCount(0);
  await expect(drawer.getByRole('link', { name: 'Gebruikers' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Klant wisselen' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/customer-staff-drawer.png` });

  await page.goto('/v3/users');
  await expect(page).toHaveURL(/\/v3\/forbidden$/);
  await expect(page.getByText('Je hebt geen toegang om deze pagina te bekijken.')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/forbidden-users.png` });

  for (const path of ['/v3/users/create', '/v3/roles/create']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/v3\/forbidden$/);
  }

  // Spec §8: 'Doorgaan' leads back to the page of the customer in use (their own).
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(page).toHaveURL(/\/v3\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'De Vries Bakkerij B.V.' })).toBeVisible();
});

test('beheerders zien de Backoffice-sectie met Gebruikers en Rollen', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const backoffice = page.getByRole('navigation', { name: 'Backoffice' });
  // The mega-menu's Beheer items (apps/web/src/app/menu-items.ts).
  // The selected demo customer has mod:taxrequest.
  await expect(backoffice.getByRole('link')).toHaveText(
    beheerItems({ inbox: true, invoiceAudit: true, taxRequests: true }),
  );
  await backoffice.getByRole('link', { name: 'Gebruikers' }).click();
  await expect(page).toHaveURL(/\/v3\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gebruikers' }).getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/users-list.png`, fullPage: true });
});
