import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { signIn } from './support/ui.ts';

// Customers and contacts (issue 5): create with the server's Dutch field errors, the workspace with its
// tabs and dashboard, contact cards (copy to the clipboard, edit, delete), and tenancy for customer staff.

const SCREENS = 'test-results/screens';
const STAMP = Date.now();
const NAME = `Drukkerij E2E ${STAMP} B.V.`;

test('beheerder maakt een klant aan, opent hem en beheert een contactpersoon', async ({ page, context }) => {
  // A long journey (list, create with validation, every tab, edit, a contact's whole life): on a busy
  // machine it needs more than the default 30 s.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/customers');
  const table = page.getByRole('table', { name: 'Klanten' });
  await expect(table.getByRole('button', { name: 'De Vries Bakkerij B.V.' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/customers-list.png`, fullPage: true });

  await page.getByRole('link', { name: 'Nieuwe klant' }).click();
  await expect(page).toHaveURL(/\/v3\/customers\/create$/);
  const main = page.getByRole('main');
  await main.getByLabel('Naam').fill(NAME);
  await main.getByLabel('KvK-nummer').fill('1234');
  await main.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 01');
  await main.getByLabel('Postcode').fill('3511ed');
  await main.getByLabel('Plaats').fill('Utrecht');
  // A create form saves with its own buttons: no dirty bar repeating them.
  await expect(page.getByRole('region', { name: 'Niet-opgeslagen wijzigingen' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Klant aanmaken' }).click();
  await expect(main.getByLabel('KvK-nummer')).toHaveAccessibleDescription(
    'Een KvK-nummer bestaat uit 8 cijfers.',
  );
  await expect(main.getByLabel('IBAN')).toHaveAccessibleDescription(
    'Dit IBAN is ongeldig. Controleer het nummer.',
  );
  await page.screenshot({ path: `${SCREENS}/customer-create-errors.png`, fullPage: true });

  await main.getByLabel('KvK-nummer').fill('8765 4321');
  await main.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await main.getByRole('combobox', { name: 'Accountmanager' }).selectOption({ label: 'Mark Visser' });
  await main.getByRole('checkbox', { name: 'Energiemonitoring (EMS)' }).check();
  await main.getByRole('button', { name: 'Klant aanmaken' }).click();
  await expect(page.getByText(`${NAME} is aangemaakt.`)).toBeVisible();
  await expect(page).toHaveURL(/\/v3\/customers\/\d+$/);

  // Opening it from the list selects it as the session's customer.
  await page.goto('/v3/customers');
  await page.getByLabel('Zoeken').fill(`E2E ${STAMP}`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await table
    .getByRole('row', { name: new RegExp(NAME) })
    .getByRole('cell')
    .nth(1)
    .click();
  await expect(page).toHaveURL(/\/v3\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByTestId('customer-switcher')).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Klantomgeving' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Overzicht',
    'Acties 0',
    'Aansluitingen 0',
    'Entiteiten 0',
    'Contactpersonen 0',
    'Bibliotheek 0',
    'Facturen',
    'Energie',
    'Uren',
    'Factuurcontrole',
    'Signalen',
    'Regelingen',
    'Diensten',
  ]);
  // A grouped tab opens its first tab, with the group's tabs in a second row.
  await tabs.getByRole('tab', { name: 'Energie' }).click();
  await expect(page).toHaveURL(/\/v3\/customers\/\d+\/ems$/);
  await expect(page.getByRole('tablist', { name: 'Energie' }).getByRole('tab')).toHaveText([
    'Energiemonitoring',
    'Energieverbruik',
    'Energiedata invoeren',
    'Vergelijken',
  ]);
  await page.getByRole('tablist', { name: 'Energie' }).getByRole('tab', { name: 'Vergelijken' }).click();
  await expect(page).toHaveURL(/\/v3\/customers\/\d+\/ems\/comparisons$/);
  await expect(tabs.getByRole('tab', { name: 'Energie' })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: `${SCREENS}/desktop-workspace-group.png`, fullPage: true });
  await tabs.getByRole('tab', { name: 'Overzicht' }).click();
  const activity = page.getByRole('region', { name: 'Recente activiteit' });
  await expect(activity).toContainText('Klant aangemaakt');
  await page.screenshot({ path: `${SCREENS}/customer-dashboard.png`, fullPage: true });

  await page.getByRole('link', { name: 'Bewerken' }).click();
  await expect(page.getByLabel('KvK-nummer')).toHaveValue('87654321');
  await expect(page.getByLabel('Postcode')).toHaveValue('3511 ED');
  await expect(page.getByRole('checkbox', { name: 'Zelfde als bezoekadres' })).toBeChecked();
  await page.getByLabel('Telefoonnummer').fill('030 123 4567');
  await page.screenshot({ path: `${SCREENS}/customer-edit.png`, fullPage: true });
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expectToast(page, 'De klantgegevens zijn opgeslagen.');
  await expect(activity).toContainText('Klantgegevens gewijzigd: telefoonnummer');

  await tabs.getByRole('tab', { name: /Contactpersonen/ }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByText('Er zijn nog geen contactpersonen.')).toBeVisible();
  await page.getByRole('link', { name: 'Nieuwe contactpersoon' }).click();
  await page.getByLabel('Voornaam').fill('Sanne');
  await page.getByLabel('Achternaam').fill('de Graaf');
  await page.getByLabel('Functie').fill('Financieel directeur');
  await page.getByLabel('E-mailadres').fill('sanne@');
  await page.getByLabel('Mobiel nummer').fill('06 1234');
  await page.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
  await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription('Vul een geldig e-mailadres in.');
  await expect(page.getByLabel('Mobiel nummer')).toHaveAccessibleDescription(
    /Vul een geldig telefoonnummer in/,
  );
  await page.screenshot({ path: `${SCREENS}/contact-create-errors.png`, fullPage: true });
  await page.getByLabel('E-mailadres').fill('sanne.degraaf@example.nl');
  await page.getByLabel('Mobiel nummer').fill('06 12345678');
  await page.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
  await expectToast(page, 'Sanne de Graaf is toegevoegd.');
  await expect(tabs.getByRole('tab', { name: 'Contactpersonen 1' })).toBeVisible();

  const card = page.getByRole('region', { name: 'Sanne de Graaf' });
  await expect(card).toContainText('Financieel directeur');
  await card.getByRole('button', { name: /E-mailadres kopiëren/ }).click();
  await expect(page.getByText('Gekopieerd naar het klembord')).toBeVisible();
  const copied = await page.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
  expect(copied).toBe('sanne.degraaf@example.nl');
  await page.screenshot({ path: `${SCREENS}/contacts.png`, fullPage: true });

  await card.getByRole('link', { name: 'Bewerken: Sanne de Graaf' }).click();
  await expect(page.getByLabel('Voornaam')).toHaveValue('Sanne');
  await page.getByLabel('Achternaam').fill('van der Graaf');
  await page.screenshot({ path: `${SCREENS}/contact-edit.png`, fullPage: true });
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expectToast(page, 'De contactpersoon is opgeslagen.');

  const edited = page.getByRole('region', { name: 'Sanne van der Graaf' });
  await edited.getByRole('button', { name: 'Verwijderen: Sanne van der Graaf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contactpersoon verwijderen' });
  await expect(dialog).toContainText('Weet je zeker dat je Sanne van der Graaf wilt verwijderen?');
  await expect(dialog).toContainText('Deze actie kan niet ongedaan worden gemaakt.');
  await page.screenshot({ path: `${SCREENS}/contact-delete-confirm.png` });
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expectToast(page, 'Sanne van der Graaf is verwijderd.');
  await expect(page.getByText('Er zijn nog geen contactpersonen.')).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Contactpersonen 0' })).toBeVisible();

  // Switching customer in the drawer takes the workspace along to the new customer.
  await page.getByRole('combobox', { name: 'Klant wisselen' }).fill('De Vries');
  await page.getByRole('option', { name: /De Vries Bakkerij B\.V\./ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'De Vries Bakkerij B.V.' })).toBeVisible();
  await expect(page).toHaveURL(/\/v3\/customers\/\d+$/);
});

test('de klantenlijst houdt zoeken, filter en pagina in de adresbalk vast, ook na herladen', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/customers');
  const table = page.getByRole('table', { name: 'Klanten' });
  await expect(table.getByRole('button', { name: 'De Vries Bakkerij B.V.' })).toBeVisible();
  await page.getByLabel('Zoeken').fill('Bakkerij');
  await expect(page).toHaveURL(/[?&]q=Bakkerij/);
  await page.getByLabel('Status').selectOption('active');
  await expect(page).toHaveURL(/[?&]status=active/);
  await expect(table.getByRole('button', { name: 'De Vries Bakkerij B.V.' })).toBeVisible();
  await expect(table).not.toContainText('Westland');

  await page.reload();
  await expect(page.getByLabel('Zoeken')).toHaveValue('Bakkerij');
  await expect(page.getByLabel('Status')).toHaveValue('active');
  await expect(table.getByRole('button', { name: 'De Vries Bakkerij B.V.' })).toBeVisible();
  await expect(table).not.toContainText('Westland');

  // Sorting is in the address too, and survives a reload.
  await table.getByRole('button', { name: 'Naam' }).click();
  await expect(page).toHaveURL(/[?&]sort=-name/);
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Naam' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByLabel('Zoeken')).toHaveValue('Bakkerij');
});

test('klantgebruiker ziet alleen de eigen klant en niet die van een ander', async ({ page, request }) => {
  const adminToken = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const other = await apiGet<{ data: { id: number; name: string }[] }>(
    request,
    adminToken,
    'customers/search?q=Westland',
  );
  const otherCustomer = other.data[0];
  expect(otherCustomer).toBeDefined();

  await signIn(page, ACCOUNTS.customer, PASSWORD);
  await page.goto('/v3/customers');
  const table = page.getByRole('table', { name: 'Klanten' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('De Vries Bakkerij B.V.');
  await expect(page.getByRole('link', { name: 'Nieuwe klant' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/customers-list-staff.png`, fullPage: true });

  await table.getByRole('button', { name: 'De Vries Bakkerij B.V.' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'De Vries Bakkerij B.V.' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Diensten' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Recente activiteit' })).toHaveCount(0);

  await page.goto(`/v3/customers/${otherCustomer?.id ?? 0}`);
  await expect(page.getByRole('heading', { name: 'Klant niet gevonden' })).toBeVisible();
  await expect(page.getByText(otherCustomer?.name ?? '-')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/customer-not-found.png`, fullPage: true });
});
