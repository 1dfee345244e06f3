import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { signIn } from './support/ui.ts';

// Collective purchasing (issue 13): the demo collective with its participants, allocation and position;
// a new collective; a click refused over 100 % with the month named, then saved, edited and deleted; and
// the interest form of the public page /collectief.

const SCREENS = 'test-results/screens';
const DEMO = 'Collectief MKB Stroom 2027–2028 (demo)';

test('collectieven, deelnemers, positie en een klik die boven 100 % uitkomt', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/collective/collectives');
  await expect(page.getByRole('heading', { name: 'Collectief inkopen', level: 1 })).toBeVisible();
  const collectives = page.getByRole('table', { name: 'Collectieven' });
  await expect(collectives.getByRole('row', { name: DEMO })).toContainText('2027–2028');
  await page.screenshot({ path: `${SCREENS}/collective-collectives.png`, fullPage: true });

  // A new collective, then back to the list.
  const name = `Collectief e2e ${Date.now()}`;
  await page.getByRole('link', { name: 'Nieuw collectief' }).click();
  await page.getByLabel('Naam').fill(name);
  await page.getByLabel('Eerste leveringsjaar').fill('2028');
  await page.getByLabel('Laatste leveringsjaar').fill('2027');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    page.getByText('Het laatste leveringsjaar ligt vóór het eerste.', { exact: true }),
  ).toBeVisible();
  // The error toast stays until Escape.
  await page.keyboard.press('Escape');
  await page.getByLabel('Laatste leveringsjaar').fill('2029');
  await page.getByLabel('Opslag leverancier (€/MWh)').fill('2,25');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`Collectief ${name} is opgeslagen.`)).toBeVisible();
  await expect(collectives.getByRole('row', { name })).toContainText('€ 2,25');

  // The demo collective's participants and the allocation of its clicks.
  await page.getByRole('tab', { name: 'Deelnemers' }).click();
  await page.getByLabel('Collectief', { exact: true }).selectOption({ label: `${DEMO} (2027–2028)` });
  await expect(page).toHaveURL(/collective\/participants\?collectiveId=\d+/);
  const participants = page.getByRole('table', { name: 'Deelnemers' });
  await expect(participants.getByRole('row')).toHaveCount(7);
  await expect(page.getByRole('table', { name: 'Toewijzing per deelnemer' })).toContainText('Cal-27 Base');
  await expect(page.getByRole('link', { name: 'Exporteren (CSV)' })).toHaveAttribute('href', /format=csv/);
  await page.screenshot({ path: `${SCREENS}/collective-participants.png`, fullPage: true });

  // The position per quarter: a chart and the table with the forward price.
  await page.getByRole('tab', { name: 'Positie' }).click();
  await expect(page).toHaveURL(/collective\/position\?collectiveId=\d+/);
  const position = page.getByRole('table', { name: 'Positie per leveringsperiode' });
  await expect(position.getByRole('row', { name: /Q1-27/ })).toContainText('65,0 %');
  await expect(position.getByRole('row', { name: /Q2-27/ })).toContainText('55,0 %');
  await expect(page.getByRole('img', { name: 'Ingekocht en open volume per periode in MWh' })).toBeVisible();
  await page.getByLabel('Per', { exact: true }).selectOption('month');
  await expect(position.getByRole('row', { name: /Jan-27/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/collective-position.png`, fullPage: true });

  // A click that takes Q1 over 100 % is refused, naming the months; a smaller one is saved.
  await page.getByRole('tab', { name: 'Klikken' }).click();
  await page.getByRole('link', { name: 'Nieuwe klik' }).click();
  await expect(page.getByRole('combobox', { name: /^Collectief/ })).toHaveValue(/\d+/);
  await page.getByLabel('Leveringsperiode').fill('Q1-27');
  await page.getByLabel('Aandeel (%)').fill('40');
  await page.getByLabel('Prijs (€/MWh)').fill('88,50');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    page.getByText(/meer dan 100 % ingekocht in januari 2027, februari 2027, maart 2027/).first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/collective-click-refused.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await page.getByLabel('Aandeel (%)').fill('5');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'Klik op Q1-27 is opgeslagen.');
  const clicks = page.getByRole('table', { name: 'Klikken' });
  await expect(clicks.getByRole('row', { name: /Q1-27/ }).first()).toContainText('5,00 %');

  // Edit it, then delete it again (the demo keeps its five clicks).
  await clicks
    .getByRole('row', { name: /Q1-27.*5,00 %/ })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { name: 'Klik bewerken: Q1-27' })).toBeVisible();
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expectToast(page, 'De klik is verwijderd.');
  await expect(clicks.getByRole('row')).toHaveCount(6);
});

test('interesse aanmelden op /collectief', async ({ page }) => {
  await page.goto('/collectief');
  const form = page.getByRole('region', { name: 'Interesse? Meld je aan' });
  await form.getByLabel('Naam').fill('Joris Visser');
  await form.getByLabel('Bedrijf').fill('Visserij e2e B.V.');
  await form.getByLabel('E-mailadres').fill('geen-adres');
  await form.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(form.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
  await form.getByLabel('E-mailadres').fill(`joris.${Date.now()}@visserij-e2e.nl`);
  await form.getByLabel('Verwacht jaarverbruik').fill('250.000 kWh');
  await form.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(form.getByText('Bedankt voor je aanmelding').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/collectief-interest.png`, fullPage: true });
});

test('een deelnemer toevoegen aan een nieuw collectief en het volume wijzigen', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const name = `Deelnemers e2e ${Date.now()}`;
  await page.goto('/v3/collective/collectives/create');
  await page.getByLabel('Naam').fill(name);
  await page.getByLabel('Eerste leveringsjaar').fill('2028');
  await page.getByLabel('Laatste leveringsjaar').fill('2028');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`Collectief ${name} is opgeslagen.`)).toBeVisible();

  await page.getByRole('tab', { name: 'Deelnemers' }).click();
  await page.getByLabel('Collectief', { exact: true }).selectOption({ label: `${name} (2028–2028)` });
  await page.getByRole('button', { name: 'Deelnemer toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deelnemer toevoegen' });
  await dialog.getByRole('combobox', { name: 'Klant' }).fill('De Vries');
  await dialog.getByRole('option', { name: /De Vries Bakkerij B\.V\./ }).click();
  await dialog.getByRole('combobox', { name: 'Aansluiting' }).click();
  await dialog.getByRole('option').first().click();
  // No meter data in the journeys' database: taking over from EMS says so.
  await dialog.getByRole('button', { name: 'Uit EMS overnemen' }).click();
  await expect(
    page.getByText('Er zijn geen meetgegevens van de afgelopen 12 maanden voor deze aansluiting.').first(),
  ).toBeVisible();
  await dialog.getByLabel('Verwacht jaarverbruik (kWh)').fill('120.000');
  await page.screenshot({ path: `${SCREENS}/collective-participant-dialog.png` });
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expectToast(page, 'De deelnemer is opgeslagen.');
  const row = page.getByRole('table', { name: 'Deelnemers' }).getByRole('row', { name: /De Vries Bakkerij/ });
  await expect(row).toContainText('120.000 kWh');
  await expect(row).toContainText('100,00 %');

  await row.getByRole('button', { name: 'Wijzigen' }).click();
  const edit = page.getByRole('dialog', { name: 'Verwacht jaarverbruik wijzigen' });
  await edit.getByLabel('Verwacht jaarverbruik (kWh)').fill('150000');
  await edit.getByRole('button', { name: 'Ok' }).click();
  await expect(row).toContainText('150.000 kWh');
});
