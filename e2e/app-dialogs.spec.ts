import { MESSAGES } from '@energiek/contracts/messages';
import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/ui.ts';

// The demo seed has no account that still has to accept the terms, so these journeys alter single
// responses of the real server on their way to the browser.

const USER = '**/api/v3/auth/user';
const PROFILE = '**/api/v3/auth/profile';

async function answerUserAsNotAccepted(page: Page): Promise<void> {
  await page.route(USER, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { data: { ...body.data, accepted: false } } });
  });
}

test('de voorwaarden moeten worden geaccepteerd voordat je verder kunt', async ({ page }) => {
  await answerUserAsNotAccepted(page);
  await signIn(page, ACCOUNTS.admin, PASSWORD);

  const dialog = page.getByRole('dialog', { name: 'Gebruiksvoorwaarden' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Akkoord' })).toBeFocused();
  await page.screenshot({ path: 'test-results/screens/terms.png' });

  // It cannot be dismissed.
  await page.keyboard.press('Escape');
  await page.mouse.click(10, 400);
  await expect(dialog).toBeVisible();

  // From here on the real answer (accepted) comes through again, as after the real acceptance.
  await page.unroute(USER);
  const accepted = page.waitForResponse((response) => response.url().endsWith('/api/v3/auth/accept-terms'));
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Akkoord' }).click();
  expect((await accepted).status()).toBe(200);
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welkom');
  await expect(dialog).toBeHidden();
});

test('een 403 van de server leidt naar /v3/forbidden', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.route(PROFILE, (route) => route.fulfill({ status: 403, json: { message: MESSAGES.forbidden } }));
  await page.goto('/v3/customers');

  await expect(page).toHaveURL(/\/v3\/forbidden$/);
  await expect(page.getByRole('heading', { name: 'Oeps!' })).toBeVisible();
  await expect(page.getByText('Dat ging niet helemaal goed.')).toBeVisible();
  await expect(page.getByText('Je hebt geen toegang om deze pagina te bekijken.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/forbidden.png' });

  await page.unroute(PROFILE);
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(page).toHaveURL(/\/v3$/);
});

test('een serverfout opent de foutmelding "Oeps!"', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.route(PROFILE, (route) =>
    route.fulfill({ status: 500, json: { message: MESSAGES.serverError } }),
  );
  await page.goto('/v3');

  const dialog = page.getByRole('dialog', { name: 'Oeps!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Dat ging niet helemaal goed.')).toBeVisible();
  await expect(dialog.getByText(MESSAGES.serverError)).toBeVisible();

  await page.unroute(PROFILE);
  await dialog.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/v3$/);
});
