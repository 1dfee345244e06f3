import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { accountMenuButton, signIn } from './support/ui.ts';

// View-along ("meekijken", spec §4): start from the users list, the frame, and back to the own account.

const SCREENS = 'test-results/screens';

async function superToken(page: Page): Promise<string | null> {
  // Runs in the browser; the e2e tsconfig has no DOM types, hence the narrow shape.
  return page.evaluate(() =>
    (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(
      'super_access_token',
    ),
  );
}

test('meekijken starten vanuit gebruikers en stoppen met de knop in het kader', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/users');
  await page.getByLabel('Zoeken').fill('Sanne');
  const table = page.getByRole('table', { name: 'Gebruikers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: 'Meekijken: Sanne de Vries' }).click();

  await expect(page).toHaveURL(/\/v3$/);
  await expect(page.getByText('Je kijkt mee als Sanne de Vries')).toBeVisible();
  await expect(page.getByTestId('view-along-frame')).toBeVisible();
  await expect(accountMenuButton(page)).toHaveAccessibleName('Accountmenu: Sanne de Vries');
  expect(await superToken(page)).toBeTruthy();
  // The target is customer staff: no Backoffice while watching as them.
  await expect(page.getByRole('navigation', { name: 'Backoffice' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/view-along-frame.png` });

  await accountMenuButton(page).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Terug naar eigen account']);
  await page.keyboard.press('Escape');

  const logout = page.waitForResponse((response) => response.url().endsWith('/api/v3/users/super-logout'));
  await page.getByRole('button', { name: 'Stoppen met meekijken' }).click();
  expect((await logout).status()).toBe(204);
  await expect(page).toHaveURL(/\/v3\/users$/);
  await expect(page.getByText(/Je kijkt mee als/)).toHaveCount(0);
  await expect(accountMenuButton(page)).toHaveAccessibleName('Accountmenu: Anna Jansen');
  expect(await superToken(page)).toBeNull();
});

test('terug naar eigen account via het accountmenu', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/users');
  await page.getByLabel('Zoeken').fill('Jeroen');
  await page.getByRole('button', { name: 'Meekijken: Jeroen van der Lans' }).click();
  await expect(page.getByText('Je kijkt mee als Jeroen van der Lans')).toBeVisible();
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Terug naar eigen account' }).click();
  await expect(page).toHaveURL(/\/v3\/users$/);
  await expect(accountMenuButton(page)).toHaveAccessibleName('Accountmenu: Anna Jansen');
});
