import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { signIn } from './support/ui.ts';

// Back-office users (issue 3 §7): create with the server's Dutch field errors, edit, deactivate.

const SCREENS = 'test-results/screens';
const EMAIL = `e2e.gebruiker.${Date.now()}@example.nl`;

test('gebruiker aanmaken met veldfouten, bewerken en deactiveren na bevestiging', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/users');
  await page.getByRole('link', { name: 'Nieuwe gebruiker' }).click();
  await expect(page).toHaveURL(/\/v3\/users\/create$/);

  await page.getByLabel('Voornaam').fill('Eva');
  await page.getByLabel('Achternaam').fill('Tester');
  await page.getByLabel('E-mailadres').fill(ACCOUNTS.customer);
  await page.getByRole('button', { name: 'Gebruiker aanmaken' }).click();
  await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription(
    'Dit e-mailadres is al in gebruik.',
  );
  // The label carries the required asterisk; the drawer's 'Klant wisselen' lies outside main.
  const customer = page.getByRole('main').getByRole('combobox', { name: /^Klant/ });
  await expect(customer).toHaveAccessibleDescription('Kies de klant van deze klantgebruiker.');
  await page.screenshot({ path: `${SCREENS}/user-create-errors.png`, fullPage: true });

  await page.getByLabel('E-mailadres').fill(EMAIL);
  // The phone an account manager's customers see in their portal (issue 31): checked, then kept.
  await page.getByLabel('Telefoonnummer').fill('bel me');
  await page.getByRole('button', { name: 'Gebruiker aanmaken' }).click();
  await expect(page.getByLabel('Telefoonnummer')).toHaveAccessibleDescription(
    /^Van een accountmanager.*Vul een geldig telefoonnummer in|Vul een geldig telefoonnummer in/,
  );
  await page.getByLabel('Telefoonnummer').fill('06 1234 5678');
  // The shared customer picker: type, then choose from the list it opens.
  await customer.fill('Brouwerij');
  await page.getByRole('option', { name: /Brouwerij De Klok B\.V\./ }).click();
  await page.getByRole('checkbox', { name: 'Uren' }).check();
  await page.getByRole('button', { name: 'Gebruiker aanmaken' }).click();
  await expectToast(page, 'De gebruiker is aangemaakt en uitgenodigd.');
  await expect(page).toHaveURL(/\/v3\/users$/);

  await page.getByLabel('Zoeken').fill(EMAIL);
  const table = page.getByRole('table', { name: 'Gebruikers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Brouwerij De Klok B.V.');
  await table.getByRole('link', { name: 'Bewerken: Eva Tester' }).click();
  await expect(page).toHaveURL(/\/v3\/users\/\d+\/edit$/);
  await expect(page.getByLabel('Voornaam')).toHaveValue('Eva');
  await expect(page.getByLabel('Telefoonnummer')).toHaveValue('06 1234 5678');
  await expect(page.getByRole('checkbox', { name: 'Uren' })).toBeChecked();
  await page.getByLabel('Achternaam').fill('de Tester');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expectToast(page, 'De gebruiker is opgeslagen.');
  await expect(page).toHaveURL(/\/v3\/users$/);

  await page.getByLabel('Zoeken').fill(EMAIL);
  // The search reaches the URL after its 500 ms debounce; act on the row only once it has.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: 'Deactiveren: Eva de Tester' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gebruiker deactiveren' });
  await expect(dialog).toContainText('Weet je zeker dat je Eva de Tester wilt deactiveren?');
  await page.screenshot({ path: `${SCREENS}/user-deactivate-confirm.png` });
  await dialog.getByRole('button', { name: 'Deactiveren' }).click();
  await expectToast(page, 'Eva de Tester is gedeactiveerd.');
  // The default filter shows active users only.
  await expect(table.getByText('Geen gebruikers gevonden')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Gedeactiveerd' });
  await expect(table.getByRole('row', { name: /Eva de Tester/ })).toContainText('Gedeactiveerd');
});

test('beheerder zonder klantwissel krijgt klanten toegewezen met naam', async ({ page }) => {
  const email = `e2e.adviseur.${Date.now()}@example.nl`;
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/users/create');
  await page.getByLabel('Voornaam').fill('Ada');
  await page.getByLabel('Achternaam').fill('Adviseur');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Soort').selectOption({ label: 'Beheerder' });
  const assigned = page.getByRole('group', { name: 'Toegewezen klanten' });
  await expect(assigned).toContainText('Nog geen klanten toegewezen.');
  await assigned.getByLabel('Klant toevoegen').fill('Brouwerij');
  await assigned.getByRole('button', { name: 'Brouwerij De Klok B.V. toevoegen' }).click();
  await assigned.getByLabel('Klant toevoegen').fill('De Vries');
  await assigned.getByRole('button', { name: 'De Vries Bakkerij B.V. toevoegen' }).click();
  const chosen = assigned.getByRole('list', { name: 'Toegewezen klanten' });
  await expect(chosen.getByRole('listitem')).toHaveText([
    /Brouwerij De Klok B\.V\./,
    /De Vries Bakkerij B\.V\./,
  ]);
  await page.screenshot({ path: `${SCREENS}/user-assigned-customers.png`, fullPage: true });
  await page.getByRole('button', { name: 'Gebruiker aanmaken' }).click();
  await expectToast(page, 'De gebruiker is aangemaakt en uitgenodigd.');

  /** Finds the new user in the list and opens the form again. */
  const reopen = async () => {
    await page.getByLabel('Zoeken').fill(email);
    // The search is in force (it is in the URL) before a row is opened.
    await expect(page).toHaveURL(/[?&]q=/);
    await page
      .getByRole('table', { name: 'Gebruikers' })
      .getByRole('link', { name: 'Bewerken: Ada Adviseur' })
      .click();
  };
  // Reopened, the form shows the assignments by name; removing one is saved.
  await reopen();
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await chosen.getByRole('button', { name: 'Brouwerij De Klok B.V. verwijderen' }).click();
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expectToast(page, 'De gebruiker is opgeslagen.');
  await reopen();
  await expect(chosen.getByRole('listitem')).toHaveText([/De Vries Bakkerij B\.V\./]);
});
