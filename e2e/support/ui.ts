import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// Steps through the sign-in screens as a user would.

export async function fillCredentials(page: Page, emailAddress: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(emailAddress);
  // The label carries the required asterisk (aria-hidden, but part of the label text).
  await page.getByLabel(/^Wachtwoord\*?$/).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** Signs in with e-mail and password and waits for the shell. */
export async function signIn(page: Page, emailAddress: string, password: string): Promise<void> {
  await fillCredentials(page, emailAddress, password);
  await expect(page).toHaveURL(/\/v3$/);
  await expect(accountMenuButton(page)).toBeVisible();
}

/** The account menu button of the top bar: the sign that the signed-in shell is there. */
export function accountMenuButton(page: Page) {
  return page.getByRole('button', { name: /^Accountmenu: / });
}

/** Opens the account menu and chooses an item ('Mijn gegevens', 'Mijn instellingen', 'Uitloggen'). */
export async function chooseAccountMenuItem(page: Page, name: string): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name }).click();
}

export async function logOut(page: Page): Promise<void> {
  await chooseAccountMenuItem(page, 'Uitloggen');
}

/** Accepts the terms dialog when the account has not accepted them yet. */
export async function acceptTermsIfAsked(page: Page, accepted: boolean): Promise<void> {
  if (accepted) return;
  const dialog = page.getByRole('dialog', { name: 'Gebruiksvoorwaarden' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Akkoord' }).click();
  await expect(dialog).toBeHidden();
}

export async function storedToken(page: Page): Promise<string | null> {
  // Runs in the browser; the e2e tsconfig has no DOM types, hence the narrow shape.
  return page.evaluate(() =>
    (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(
      'access_token',
    ),
  );
}

/** The bearer token the app stored at sign-in (fails when there is none). */
export async function requireToken(page: Page): Promise<string> {
  const token = await storedToken(page);
  expect(token, 'access_token in localStorage').toBeTruthy();
  return token ?? '';
}
