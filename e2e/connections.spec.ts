import { completeEan } from '@energiek/contracts/ean';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { requireToken, signIn, switchCustomerByKeyboard } from './support/ui.ts';

// Entities and connections of a customer (issue 5): add an entity, add an electricity connection with a
// valid EAN after being refused an invalid one, filter and search the list, and the entity that still
// has a connection cannot be deleted.

const SCREENS = 'test-results/screens';
const CUSTOMER = 'Brouwerij De Klok B.V.';
const RUN = String(Date.now());
const ENTITY = `Klok Zonnedaken ${RUN.slice(-6)} B.V.`;
/** A valid EAN-18 of this run (prefix 8712: used by neither the seed nor the factories). */
const EAN = completeEan(`8712${RUN.slice(-13).padStart(13, '0')}`);
const WRONG_CHECK = EAN.slice(0, 17) + String((Number(EAN[17]) + 1) % 10);
const grouped = (code: string) => code.replace(/(\d{4})(?=\d)/g, '$1 ');

test('entiteit en elektriciteitsaansluiting toevoegen, zoeken en filteren; entiteit in gebruik niet verwijderen', async ({
  page,
}) => {
  // One long journey through all six screens.
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByKeyboard(page, CUSTOMER);

  // The entities of the customer, and a new one: a wrong IBAN is refused under its field first.
  await page.goto(`/v3/customers/${customerId}/entities`);
  await expect(page.getByRole('heading', { name: 'Entiteiten' })).toBeVisible();
  const entities = page.getByRole('table', { name: 'Entiteiten' });
  await expect(entities.getByRole('row', { name: new RegExp(CUSTOMER.replace(/\./g, '\\.')) })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/entities-list.png`, fullPage: true });
  await page.getByRole('link', { name: 'Nieuwe entiteit' }).click();
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${customerId}/entities/create$`));
  await page.getByLabel('Naam').fill(ENTITY);
  await page.getByLabel('KvK-nummer').fill('1234 5678');
  await page.getByLabel('Postcode', { exact: true }).fill('7511ab');
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 01');
  // A create form saves with its own buttons: no dirty bar repeating them.
  await expect(page.getByRole('region', { name: 'Niet-opgeslagen wijzigingen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Entiteit aanmaken' }).click();
  await expect(page.getByText('IBAN: Dit is geen geldig IBAN.')).toBeVisible();
  await expect(page.getByLabel('IBAN')).toHaveAccessibleDescription('Dit is geen geldig IBAN.');
  await page.screenshot({ path: `${SCREENS}/entity-form-errors.png`, fullPage: true });
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await page.getByRole('button', { name: 'Entiteit aanmaken' }).click();
  await expectToast(page, 'De entiteit is aangemaakt.');
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${customerId}/entities$`));
  const entityRow = entities.getByRole('row', { name: new RegExp(ENTITY) });
  await expect(entityRow).toContainText('7511 AB');
  await expect(entityRow.getByRole('cell').nth(4)).toHaveText('0');

  // Edit: the stored values come back normalised; the city is added.
  await entityRow.getByRole('link', { name: `Bewerken: ${ENTITY}` }).click();
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${customerId}/entities/\\d+/edit$`));
  await expect(page.getByLabel('IBAN')).toHaveValue('NL91 ABNA 0417 1643 00');
  await expect(page.getByLabel('KvK-nummer')).toHaveValue('12345678');
  await page.getByLabel('Plaats', { exact: true }).fill('Enschede');
  await page.screenshot({ path: `${SCREENS}/entity-edit.png`, fullPage: true });
  // Saved from the dirty bar.
  await page
    .getByRole('region', { name: 'Niet-opgeslagen wijzigingen' })
    .getByRole('button', { name: 'Wijzigingen opslaan' })
    .click();
  await expectToast(page, 'De entiteit is opgeslagen.');
  await expect(entityRow).toContainText('7511 AB Enschede');

  // A new electricity connection with production: the wrong check digit is refused, live and by the server.
  await page.goto(`/v3/customers/${customerId}/connections`);
  await expect(page.getByRole('heading', { name: 'Aansluitingen' })).toBeVisible();
  await page.getByRole('link', { name: 'Nieuwe aansluiting' }).click();
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${customerId}/connections/create$`));
  const eanField = page.getByLabel('EAN-code');
  await eanField.fill(grouped(WRONG_CHECK));
  await expect(eanField).toHaveAccessibleDescription('Dit is geen geldige EAN-code.');
  await page.getByLabel('Straat').fill('Haaksbergerstraat');
  await page.getByLabel('Huisnummer').fill('210');
  await page.getByLabel('Toevoeging').fill('B');
  await page.getByLabel('Postcode').fill('7513 EM');
  await page.getByLabel('Plaats').fill('Enschede');
  await page.getByRole('button', { name: 'Aansluiting aanmaken' }).click();
  // The error toast names the field's error, not the generic 'not all required fields' text.
  await expect(page.getByText('EAN-code: Dit is geen geldige EAN-code.')).toBeVisible();
  await expect(page.getByText('Je hebt niet alle verplichte velden ingevuld')).toHaveCount(0);
  await expect(eanField).toHaveAccessibleDescription('Dit is geen geldige EAN-code.');
  await page.screenshot({ path: `${SCREENS}/connection-form-invalid-ean.png`, fullPage: true });

  await eanField.fill(grouped(EAN));
  await expect(eanField).toHaveAccessibleDescription('Het controlecijfer klopt.');
  await page.getByLabel('Teruglevering (bijvoorbeeld zonnepanelen)').check();
  await page.getByLabel('Entiteit').selectOption({ label: ENTITY });
  await page.getByLabel('Capaciteit').selectOption({ label: '3x35A (kleinverbruik)' });
  // Small connections have no contracted capacity; the profile list holds electricity profiles only.
  await expect(page.getByLabel(/Gecontracteerd vermogen/)).toHaveCount(0);
  await expect(page.getByLabel('Profielcategorie').locator('option', { hasText: 'G1A' })).toHaveCount(0);
  await page.getByLabel('Profielcategorie').selectOption('E2A');
  await page.getByLabel('Fysieke status').selectOption('In bedrijf');
  await page.getByLabel('Begindatum').fill('01/03/2026');
  await page.screenshot({ path: `${SCREENS}/connection-form.png`, fullPage: true });
  await page.getByRole('button', { name: 'Aansluiting aanmaken' }).click();
  await expectToast(page, 'De aansluiting is aangemaakt.');
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${customerId}/connections$`));

  // Filter by product and find it by (part of) its EAN.
  const table = page.getByRole('table', { name: 'Aansluitingen' });
  const row = table.getByRole('row', { name: new RegExp(EAN) });
  await page.getByLabel('Product').selectOption({ label: 'Gas' });
  await page.getByLabel('Zoeken').fill(EAN.slice(4, 16));
  await expect(table.getByText('Geen aansluitingen gevonden.')).toBeVisible();
  await page.getByLabel('Product').selectOption({ label: 'Elektriciteit' });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(grouped(EAN));
  await expect(row).toContainText('Elektriciteit + teruglevering');
  await expect(row).toContainText('Haaksbergerstraat 210B, 7513 EM Enschede');
  await expect(row).toContainText(ENTITY);
  await page.screenshot({ path: `${SCREENS}/connections-list-filtered.png`, fullPage: true });

  // Without a search, the gas filter lists gas connections only.
  await page.getByLabel('Zoeken').fill('');
  await page.getByLabel('Product').selectOption({ label: 'Gas' });
  await expect(table.getByRole('row').nth(1)).toContainText('Gas');
  await expect(table.getByText('Elektriciteit', { exact: false })).toHaveCount(0);

  // The edit form shows the stored values.
  await page.getByLabel('Zoeken').fill(EAN);
  // The search reaches the URL after its debounce; open the row only then (a late URL update would
  // otherwise pull the browser back to the list).
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByLabel('Product').selectOption({ label: 'Alle producten' });
  await row.getByRole('link', { name: `Bewerken: ${EAN}` }).click();
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${customerId}/connections/\\d+/edit$`));
  await expect(page.getByLabel('EAN-code')).toHaveValue(grouped(EAN));
  await expect(page.getByLabel('Begindatum')).toHaveValue('01/03/2026');
  await expect(page.getByLabel('Entiteit')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Teruglevering (bijvoorbeeld zonnepanelen)')).toBeChecked();
  // The label carries the required asterisk.
  await page.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Inactief' });
  await page.getByLabel('Einddatum').fill('31/12/2026');
  await page.screenshot({ path: `${SCREENS}/connection-edit.png`, fullPage: true });
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expectToast(page, 'De aansluiting is opgeslagen.');
  await page.getByLabel('Zoeken').fill(EAN);
  await expect(row).toContainText('Inactief');

  // The entity now holds a connection: deleting it is refused with the Dutch message.
  await page.goto(`/v3/customers/${customerId}/entities`);
  await expect(entityRow.getByRole('cell').nth(4)).toHaveText('1');
  await entityRow.getByRole('button', { name: `Verwijderen: ${ENTITY}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Entiteit verwijderen' });
  await expect(dialog).toContainText('Weet je het zeker?');
  await page.screenshot({ path: `${SCREENS}/entity-delete-confirm.png` });
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Meldingen' })
      .getByText('Deze entiteit heeft nog aansluitingen en kan niet worden verwijderd.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entityRow).toBeVisible();
});

test('klantmedewerker met leesrechten ziet aansluitingen en entiteiten, maar kan niets wijzigen', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.customer, PASSWORD);
  const token = await requireToken(page);
  const response = await page.request.get('/api/v3/auth/user', {
    headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
  });
  const customerId = ((await response.json()) as { data: { customer: { id: number } } }).data.customer.id;

  await page.goto(`/v3/customers/${customerId}/connections`);
  const table = page.getByRole('table', { name: 'Aansluitingen' });
  // Loaded: the first row shows an EAN in groups of four.
  await expect(table.getByRole('row').nth(1)).toContainText(/871\d \d{4} \d{4} \d{4} \d{2}/);
  await expect(page.getByRole('link', { name: 'Nieuwe aansluiting' })).toHaveCount(0);
  await expect(table.getByRole('link', { name: /^Bewerken:/ })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/connections-list-read-only.png`, fullPage: true });

  await page.goto(`/v3/customers/${customerId}/entities`);
  await expect(page.getByRole('table', { name: 'Entiteiten' })).toContainText('De Vries Bakkerij B.V.');
  await expect(page.getByRole('link', { name: 'Nieuwe entiteit' })).toHaveCount(0);

  await page.goto(`/v3/customers/${customerId}/connections/create`);
  await expect(page).toHaveURL(/\/v3\/forbidden$/);
});
