import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiLogin, listMails, resetLinkPath, waitForMail } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { horizontalOverflow, signIn } from './support/ui.ts';

// E-mail templates (issue 11): the product's mails with their Dutch defaults, the variables and a live
// preview, an unknown variable refused on save, a test mail, and the password-reset mail sent from the
// edited template; then the standard text back.

const SCREENS = 'test-results/screens';

test('het sjabloon van de wachtwoordmail aanpassen, testen en gebruiken', async ({ page, request }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mailsjablonen' })).toBeVisible();
  const table = page.getByRole('table', { name: 'E-mailsjablonen' });
  for (const name of ['Uitnodiging nieuwe gebruiker', 'Wachtwoord herstellen', 'Melding over een actie']) {
    await expect(table.getByRole('link', { name })).toBeVisible();
  }
  await page.screenshot({ path: `${SCREENS}/templates.png`, fullPage: true });
  await table.getByRole('link', { name: 'Wachtwoord herstellen' }).click();
  await expect(page).toHaveURL(/\/v3\/templates\/\d+\/edit$/);

  const preview = page.getByTestId('template-preview');
  await expect(preview).toContainText('Beste Sanne,');
  await expect(page.getByTestId('template-preview-subject')).toHaveText('Wachtwoord herstellen');

  // An unknown variable: the preview says so, and the save is refused with the Dutch message.
  const subject = page.getByLabel('Onderwerp');
  await subject.fill('Nieuw wachtwoord voor {{klant.nam}}');
  await expect(page.getByTestId('template-preview-errors')).toContainText(
    'Onbekende variabele {{klant.nam}}',
  );
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(
    page.getByText('Onbekende variabele {{klant.nam}}: kies er een uit de lijst.').first(),
  ).toBeVisible();

  // Fix it with a click on the variable list, then save.
  await subject.fill('Nieuw wachtwoord voor ');
  const body = page.getByLabel('Tekst');
  await body.fill('Hoi ');
  await page
    .getByTestId('template-variables')
    .getByRole('button', { name: '{{ontvanger.voornaam}}' })
    .click();
  await expect(body).toBeFocused();
  // Type only once the inserted variable is in the field (a late re-render would overwrite the typing).
  await expect(body).toHaveValue('Hoi {{ontvanger.voornaam}}');
  await page.keyboard.type(', kies hier je nieuwe wachtwoord: ');
  await expect(body).toHaveValue('Hoi {{ontvanger.voornaam}}, kies hier je nieuwe wachtwoord: ');
  await page.getByTestId('template-variables').getByRole('button', { name: '{{link}}' }).click();
  await subject.fill('Nieuw wachtwoord voor {{ontvanger.voornaam}}');
  await expect(page.getByTestId('template-preview-subject')).toHaveText('Nieuw wachtwoord voor Sanne');
  await expect(preview).toContainText('Hoi Sanne, kies hier je nieuwe wachtwoord: https://');
  await page.screenshot({ path: `${SCREENS}/template-edit.png`, fullPage: true });
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expectToast(page, 'Het sjabloon is opgeslagen.');

  // A test mail to the admin's own address.
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const before = (await listMails(request, token, ACCOUNTS.admin))[0]?.id ?? 0;
  await page.getByRole('button', { name: 'Testmail versturen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Versturen' }).click();
  // The journeys' server has no SMTP: the toast says the mail was only stored, not sent (issue 31).
  await expect(
    page.getByText(`De testmail aan ${ACCOUNTS.admin} is alleen opgeslagen in de uitgaande post`, {
      exact: false,
    }),
  ).toBeVisible();
  const test = await waitForMail(request, token, ACCOUNTS.admin, before);
  expect(test.subject).toBe('[Test] Nieuw wachtwoord voor Sanne');

  // The product's password-reset mail now comes from this template.
  const staff = ACCOUNTS.customer;
  const lastId = (await listMails(request, token, staff))[0]?.id ?? 0;
  const reset = await request.post('/api/v3/auth/request-password', {
    headers: { 'x-requested-with': 'XMLHttpRequest', 'x-development-mode': 'true' },
    data: { emailAddress: staff },
  });
  expect(reset.status()).toBe(200);
  const mail = await waitForMail(request, token, staff, lastId);
  expect(mail.subject).toMatch(/^Nieuw wachtwoord voor /);
  expect(mail.text).toMatch(/^Hoi \S+, kies hier je nieuwe wachtwoord: /);
  expect(resetLinkPath(mail.text)).toContain('/reset-password?token=');

  // Back to the standard text.
  await page.getByRole('button', { name: 'Standaardtekst terugzetten' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Standaardtekst terugzetten' }).click();
  await expectToast(page, 'De standaardtekst staat weer in het sjabloon.');
  await expect(subject).toHaveValue('Wachtwoord herstellen');
});

test('een eigen sjabloon maken en de sjablonen op een telefoon', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/templates/create');
  await page.getByLabel('Naam').fill('Jaarafsluiting');
  await page.getByLabel('Onderwerp').fill('Jaarafsluiting {{klant.naam}}');
  await page.getByLabel('Tekst').fill('Beste {{ontvanger.voornaam}},\n\nGroet, {{afzender.naam}}');
  await expect(page.getByTestId('template-preview')).toContainText('Groet, Jan Jansen');
  await page.getByRole('button', { name: 'Sjabloon opslaan' }).click();
  await expect(page).toHaveURL(/\/v3\/templates\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mailsjabloon: Jaarafsluiting');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/v3/templates');
  await expect(
    page
      .getByRole('table', { name: 'E-mailsjablonen' })
      .getByRole('link', { name: 'Jaarafsluiting' })
      .first(),
  ).toBeVisible();
  const overflow = await horizontalOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS}/phone-templates.png`, fullPage: true });
  await page
    .getByRole('table', { name: 'E-mailsjablonen' })
    .getByRole('link', { name: 'Wachtwoord herstellen' })
    .click();
  await expect(page.getByTestId('template-preview')).toContainText('Beste Sanne,');
  const editOverflow = await horizontalOverflow(page);
  expect(editOverflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS}/phone-template-edit.png`, fullPage: true });
});
