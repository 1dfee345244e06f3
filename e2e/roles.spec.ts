import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { signIn } from './support/ui.ts';

// Roles (issue 3 §7): list with user counts, the scope grid editor, saved and read back.

const SCREENS = 'test-results/screens';
// Unique per run, so the journey also passes against a server that ran it before.
const ROLE_NAME = `E2E energieadviseur ${Date.now()}`;

test('rol aanmaken, rechten in het raster zetten, opslaan en teruglezen', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Rollen' }).click();
  await expect(page).toHaveURL(/\/v3\/roles$/);
  const list = page.getByRole('table', { name: 'Rollen' });
  await expect(list.getByRole('columnheader', { name: 'Gebruikers' })).toBeVisible();
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/roles-list.png`, fullPage: true });

  await page.getByRole('link', { name: 'Nieuwe rol' }).click();
  await expect(page).toHaveURL(/\/v3\/roles\/create$/);
  // The server's Dutch field error for an empty name.
  await page.getByRole('button', { name: 'Rol aanmaken' }).click();
  await expect(page.getByLabel('Naam')).toHaveAccessibleDescription('Vul een naam in.');
  // The error toast names the field (spec §4).
  await expect(page.getByText('Naam: Vul een naam in.')).toBeVisible();

  await page.getByLabel('Naam').fill(ROLE_NAME);
  await page.getByLabel('Omschrijving').fill('Leest klanten, wijzigt contactpersonen');
  const grid = page.getByRole('table', { name: 'Rechten' });
  await grid.getByRole('checkbox', { name: 'Organisatie: Lezen' }).check();
  await grid.getByRole('checkbox', { name: 'Contactpersonen: Lezen' }).check();
  await grid.getByRole('checkbox', { name: 'Contactpersonen: Wijzigen' }).check();
  await grid.getByRole('checkbox', { name: 'Profielen: Lezen' }).check();
  await page.getByRole('button', { name: 'Rol aanmaken' }).click();
  await expectToast(page, 'De rol is aangemaakt.');
  await expect(page).toHaveURL(/\/v3\/roles\/\d+\/edit$/);

  await page.reload();
  const saved = page.getByRole('table', { name: 'Rechten' });
  await expect(saved.getByRole('checkbox', { name: 'Contactpersonen: Wijzigen' })).toBeChecked();
  await expect(saved.getByRole('checkbox', { name: 'Organisatie: Lezen' })).toBeChecked();
  await expect(saved.getByRole('checkbox', { name: 'Organisatie: Wijzigen' })).not.toBeChecked();
  await expect(page.getByText('Nog geen gebruikers hebben deze rol.')).toBeVisible();

  await saved.getByRole('checkbox', { name: 'Contactpersonen: Wijzigen' }).uncheck();
  await saved.getByRole('checkbox', { name: 'Facturen: Lezen' }).check();
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expectToast(page, 'De rol is opgeslagen.');
  await page.reload();
  const again = page.getByRole('table', { name: 'Rechten' });
  await expect(again.getByRole('checkbox', { name: 'Contactpersonen: Wijzigen' })).not.toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Facturen: Lezen' })).toBeChecked();
  await page.screenshot({ path: `${SCREENS}/role-editor.png`, fullPage: true });

  await page.getByRole('link', { name: 'Terug naar rollen' }).click();
  const row = page.getByRole('table', { name: 'Rollen' }).getByRole('row', { name: new RegExp(ROLE_NAME) });
  await expect(row).toContainText('0');
});

test('de volledige-toegangvlag schakelt het raster uit', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/roles/create');
  const grid = page.getByRole('table', { name: 'Rechten' });
  await expect(grid.getByRole('checkbox', { name: 'Organisatie: Lezen' })).toBeEnabled();
  await page.getByLabel('Volledige toegang (alle onderdelen en acties)').check();
  await expect(grid.getByRole('checkbox', { name: 'Organisatie: Lezen' })).toBeDisabled();
});
