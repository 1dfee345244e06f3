import { glnCheckDigit } from '@energiek/contracts/master-data';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { acceptTermsIfAsked, signIn } from './support/ui.ts';

// Master data (issue 5): suppliers, trafos, grid operators with their detail page, metering companies.

const SCREENS = 'test-results/screens';
// Unique per run, so the journeys also pass against a server that ran them before.
const RUN = Date.now();

test('leverancier aanmaken (eerst met een foute code), bewerken en verwijderen', async ({ page }) => {
  const name = `E2E Energie ${RUN}`;
  const first12 = `871${String(RUN).slice(-9)}`;
  const valid = first12 + String(glnCheckDigit(first12));
  const wrong = first12 + String((glnCheckDigit(first12) + 3) % 10);

  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/suppliers');
  await expect(page.getByRole('heading', { name: 'Leveranciers', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Leveranciers' });
  await expect(table.getByRole('row', { name: /Eneco/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/suppliers.png`, fullPage: true });

  await page.getByRole('button', { name: 'Nieuwe leverancier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe leverancier' });
  await dialog.getByLabel('Naam').fill(name);
  await dialog.getByLabel('EAN/GLN-code').fill(wrong);
  await dialog.getByLabel('E-mailadres').fill('zakelijk@e2e-energie.nl');
  await dialog.getByLabel('Website').fill('www.e2e-energie.nl');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByLabel('EAN/GLN-code')).toHaveAccessibleDescription(
    /Deze EAN\/GLN-code is ongeldig: het controlecijfer klopt niet\./,
  );
  // The error toast names the filled but invalid field (spec §4).
  await expect(page.getByText(/^EAN\/GLN-code: Deze EAN\/GLN-code is ongeldig/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/supplier-dialog.png` });

  await dialog.getByLabel('EAN/GLN-code').fill(valid);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'De leverancier is aangemaakt.');
  await expect(dialog).toBeHidden();

  await page.getByLabel('Zoeken').fill(name);
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(valid);
  // The search and the sort live in the URL: a reload shows the same list.
  await expect(page).toHaveURL(/[?&]q=/);
  await table.getByRole('button', { name: /^Naam/ }).click();
  await expect(page).toHaveURL(/[?&]sort=-name/);
  await page.reload();
  await expect(page.getByLabel('Zoeken')).toHaveValue(name);
  await expect(table.getByRole('columnheader', { name: /^Naam/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(row).toContainText(valid);
  await expect(row.getByRole('link', { name: 'www.e2e-energie.nl' })).toHaveAttribute(
    'href',
    'https://www.e2e-energie.nl',
  );

  await row.getByRole('button', { name: `Bewerken: ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Leverancier bewerken' });
  await expect(edit.getByLabel('Naam')).toHaveValue(name);
  await edit.getByLabel('Telefoonnummer').fill('020 123 4567');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'De leverancier is opgeslagen.');
  await expect(row).toContainText('020 123 4567');

  await row.getByRole('button', { name: `Verwijderen: ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Weet je het zeker?' });
  await expect(confirm).toContainText(`Weet je zeker dat je ${name} wilt verwijderen?`);
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText(`Leverancier ${name} is verwijderd.`)).toBeVisible();
  await expect(table).toContainText('Geen leveranciers gevonden.');
});

test('trafo aanmaken bij een netbeheerder', async ({ page }) => {
  const name = `E2E Trafo Industrieweg ${RUN}`;
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/trafos');
  await expect(page.getByRole('heading', { name: "Trafo's", level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: "Trafo's" });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Nieuwe trafo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe trafo' });
  await dialog.getByLabel('Naam').fill(name);
  await dialog.getByLabel('Locatie').fill('Industrieweg 12, Zwolle');
  await dialog.getByLabel('Netbeheerder').selectOption({ label: 'Liander' });
  await dialog.getByLabel('Capaciteit (kVA)').fill('0');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByLabel('Capaciteit (kVA)')).toHaveAccessibleDescription(
    'Vul de capaciteit in als een geheel aantal kVA groter dan 0.',
  );
  await dialog.getByLabel('Capaciteit (kVA)').fill('630');
  await dialog.getByLabel('Spanningsniveau').fill('10 kV / 0,4 kV');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'De trafo is aangemaakt.');

  await page.getByLabel('Zoeken').fill(name);
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('630 kVA');
  await expect(row.getByRole('link', { name: 'Liander' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/trafos.png`, fullPage: true });
});

test('netbeheerder Liander: gegevens, klanten en aansluitingen', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/grid-operators');
  const table = page.getByRole('table', { name: 'Netbeheerders' });
  await expect(table.getByRole('row', { name: /TenneT/ })).toContainText('Elektriciteit');
  await page.screenshot({ path: `${SCREENS}/grid-operators.png`, fullPage: true });

  await table.getByRole('link', { name: 'Liander', exact: true }).click();
  await expect(page).toHaveURL(/\/v3\/grid-operators\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Liander', level: 1 })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Gegevens' });
  await expect(contact.getByRole('link', { name: 'www.liander.nl' })).toBeVisible();

  const customers = page.getByRole('table', { name: 'Klanten' });
  const firstCustomer = customers.getByRole('row').nth(1).getByRole('link');
  await expect(firstCustomer).toHaveAttribute('href', /^\/v3\/customers\/\d+\/connections$/);

  const connections = page.getByRole('table', { name: 'Aansluitingen' });
  await expect(connections.getByRole('row').nth(1)).toContainText(/871\d \d{4} \d{4} \d{4} \d{2}/);
  await expect(connections.getByRole('row').nth(1).getByRole('link')).toHaveAttribute(
    'href',
    /^\/v3\/customers\/\d+\/connections$/,
  );
  // Searching the connections by a customer's name narrows the table to that customer's connections.
  const customerRow = customers.getByRole('row').nth(1);
  const customerName = (await firstCustomer.textContent()) ?? '';
  const cells = await customerRow.getByRole('cell').allTextContents();
  const expected = Number(cells[1]) + Number(cells[2]);
  expect(expected).toBeGreaterThan(0);
  await page.getByLabel('Zoek aansluiting').fill(customerName);
  await expect(connections.getByRole('row')).toHaveCount(1 + Math.min(expected, 10));
  for (const text of (await connections.getByRole('row').allTextContents()).slice(1)) {
    expect(text).toContain(customerName);
  }
  await page.screenshot({ path: `${SCREENS}/grid-operator-detail.png`, fullPage: true });
});

test('meetbedrijven', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/measuring-companies');
  await expect(page.getByRole('heading', { name: 'Meetbedrijven', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Meetbedrijven' }).getByRole('row', { name: /Kenter/ }),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/measuring-companies.png`, fullPage: true });
});

test('klantgebruikers komen niet bij de stamgegevens', async ({ page }) => {
  await signIn(page, ACCOUNTS.customer, PASSWORD);
  await page.goto('/v3/suppliers');
  await expect(page).toHaveURL(/\/v3\/forbidden$/);
});

// Issue 33: master data has its own area in the role editor; the demo Adviseur reads it only — the lists
// and a grid operator's page without a button or form that would change them, on a desktop and a phone.
test('de adviseur leest stamgegevens zonder knoppen om ze te wijzigen, ook op een telefoon', async ({
  page,
}) => {
  await signIn(page, 'mark.visser@energiek.nl', PASSWORD);
  await acceptTermsIfAsked(page, true);
  for (const viewport of [
    { width: 1366, height: 860, name: 'desktop' },
    { width: 390, height: 844, name: 'phone' },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/v3/suppliers');
    const suppliers = page.getByRole('table', { name: 'Leveranciers' });
    await expect(suppliers.getByRole('row', { name: /Eneco/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nieuwe leverancier' })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/suppliers-adviser.${viewport.name}.png`, fullPage: true });

    await page.goto('/v3/grid-operators');
    await page
      .getByRole('table', { name: 'Netbeheerders' })
      .getByRole('link', { name: 'Liander', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Liander', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gegevens' })).toContainText('8712589713302');
    await expect(page.getByRole('button', { name: 'Bewerken' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Daltarief opslaan' })).toHaveCount(0);
    await expect(page.getByLabel('Begin dal (UU:MM)')).toHaveCount(0);
    await expect(page.getByText('23:00')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/grid-operator-adviser.${viewport.name}.png`, fullPage: true });
  }
});
