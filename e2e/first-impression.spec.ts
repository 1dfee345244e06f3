import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signInThroughForm } from './support/ui.ts';

// The first impression on a desktop (issue «Ready for fifteen more areas» §4): the start page speaks
// plainly, the customer overview shows address, account manager and the recent actions and comments,
// and the edit page highlights no tab. Screenshots beside the phone's (shell.phone.spec.ts).

const SCREENS = 'test-results/screens';

test('startpagina, klantoverzicht met recente activiteit en de bewerkpagina zonder tab', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/desktop-login.png` });
  await signInThroughForm(page, ACCOUNTS.admin, PASSWORD);
  const account = page.getByRole('region', { name: 'Je account' });
  await expect(account).toContainText(/Rol\s*Beheerder\s*Tweestap/);
  await expect(page.getByRole('main')).not.toContainText(
    /Er is nog geen klant geselecteerd\.[\s\S]*deze organisatie/,
  );

  await page.goto('/v3/customers');
  const table = page.getByRole('table', { name: 'Klanten' });
  await expect(table.getByRole('button', { name: 'De Vries Bakkerij B.V.' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/desktop-customers.png` });

  await table.getByRole('button', { name: 'De Vries Bakkerij B.V.' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'De Vries Bakkerij B.V.' })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Klantgegevens' });
  await expect(facts).toContainText('Bezoekadres');
  await expect(facts).toContainText('Accountmanager');
  const activity = page.getByRole('region', { name: 'Recente activiteit' });
  // The demo actions and comments of De Vries Bakkerij.
  await expect(activity).toContainText('Actie aangemaakt: Jaarafrekening elektriciteit controleren');
  await expect(activity).toContainText('Reactie bij Jaarafrekening elektriciteit controleren');
  await page.screenshot({ path: `${SCREENS}/desktop-workspace.png`, fullPage: true });

  await page.getByRole('link', { name: 'Bewerken' }).click();
  await expect(page).toHaveURL(/\/v3\/customers\/\d+\/edit$/);
  const tabs = page.getByRole('tablist', { name: 'Klantomgeving' });
  await expect(tabs.getByRole('tab', { name: /Overzicht/ })).toHaveAttribute('aria-selected', 'false');
  await expect(tabs.getByRole('tab', { selected: true })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/desktop-form.png`, fullPage: true });
});
