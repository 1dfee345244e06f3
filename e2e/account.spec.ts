import { Secret, TOTP } from 'otpauth';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiLogin } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { signInAsNewStaff } from './support/staff.ts';
import { chooseAccountMenuItem, signIn } from './support/ui.ts';

// Own account: Mijn gegevens (password change, two-step set-up) and Mijn instellingen.

const SCREENS = 'test-results/screens';
const NEW_PASSWORD = 'Zonnepaneel-Nieuw-42';

test('Mijn gegevens toont het account en wijzigt het wachtwoord', async ({ page, request }) => {
  // A fresh account: changing a demo account's password would leak into other journeys.
  const staff = await signInAsNewStaff(page, request, 'Westland');
  await chooseAccountMenuItem(page, 'Mijn gegevens');
  await expect(page).toHaveURL(/\/v3\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText(staff.emailAddress);
  await expect(account).toContainText('Medewerker van de klant');
  await expect(account).toContainText('Niet ingesteld');

  const form = page.getByRole('region', { name: 'Wachtwoord wijzigen' });
  const current = form.getByLabel('Huidig wachtwoord');
  const password = form.getByRole('textbox', { name: 'Nieuw wachtwoord', exact: true });
  const confirmation = form.getByLabel('Herhaal nieuw wachtwoord');
  const submit = form.getByRole('button', { name: 'Wachtwoord wijzigen' });

  await current.fill('Niet-Het-Juiste-1');
  await password.fill(NEW_PASSWORD);
  await confirmation.fill(NEW_PASSWORD);
  await submit.click();
  await expect(form.getByText('Het huidige wachtwoord is onjuist.')).toBeVisible();

  await current.fill(staff.password);
  await confirmation.fill('Iets-Anders-12345');
  await submit.click();
  await expect(form.getByText('De wachtwoorden komen niet overeen.')).toBeVisible();

  await confirmation.fill('kort');
  await password.fill('kort');
  await submit.click();
  await expect(form.getByText('Het wachtwoord moet minimaal 10 tekens bevatten.')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/account.png`, fullPage: true });

  await password.fill(NEW_PASSWORD);
  await confirmation.fill(NEW_PASSWORD);
  await submit.click();
  const toast = page.getByRole('status').filter({ hasText: 'Succes!' });
  await expect(toast).toContainText('Je wachtwoord is gewijzigd.');
  await expect(current).toHaveValue('');
  // This session stays; the new password signs in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
  expect(await apiLogin(page.request, staff.emailAddress, NEW_PASSWORD)).toBeTruthy();
});

test('een gebruiker zonder tweestapsverificatie kan die instellen vanuit Mijn gegevens', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/account');
  const card = page.getByRole('region', { name: 'Tweestapsverificatie' });
  await card.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tweestapsverificatie instellen' });
  await expect(dialog.getByRole('img')).toBeVisible();
  await expect(dialog.getByTestId('two-step-secret')).toHaveText(/^[A-Z2-7 ]+$/);
  await page.screenshot({ path: `${SCREENS}/account-two-step.png` });
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
});

test('tweestapsverificatie instellen vanuit Mijn gegevens werkt met de code uit de app', async ({
  page,
  request,
}) => {
  // A fresh account: from now on it needs a code, which must not leak into other journeys.
  await signInAsNewStaff(page, request);
  await page.goto('/v3/account');
  await page.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tweestapsverificatie instellen' });
  const secret = (await dialog.getByTestId('two-step-secret').textContent())?.replace(/\s+/g, '') ?? '';
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await dialog.getByLabel('Code uit de app').fill(totp.generate());
  await dialog.getByRole('button', { name: 'Activeren' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Succes!' })).toContainText(
    'Tweestapsverificatie is ingesteld.',
  );
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('Ingesteld');
  await expect(page.getByRole('button', { name: 'Tweestapsverificatie instellen' })).toBeHidden();
});

test('Mijn instellingen slaat op via de wijzigingenbalk en laadt de opgeslagen waarden', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await chooseAccountMenuItem(page, 'Mijn instellingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn instellingen' })).toBeVisible();
  const notifications = page.getByRole('checkbox', { name: /Stuur mij een e-mail/ });
  const digest = page.getByLabel('Hoe vaak');
  const bar = page.getByRole('region', { name: 'Niet-opgeslagen wijzigingen' });
  await expect(bar).toBeHidden();

  const wasChecked = await notifications.isChecked();
  await notifications.setChecked(!wasChecked);
  await digest.selectOption('daily');
  await expect(bar).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/account-settings.png`, fullPage: true });

  // Annuleren puts the stored values back.
  await bar.getByRole('button', { name: 'Annuleren' }).click();
  await expect(bar).toBeHidden();
  await expect(notifications).toBeChecked({ checked: wasChecked });

  await notifications.setChecked(!wasChecked);
  await digest.selectOption('daily');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v3/auth/update-settings'));
  await bar.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Succes!' })).toBeVisible();
  await expect(bar).toBeHidden();

  await page.reload();
  await expect(notifications).toBeChecked({ checked: !wasChecked });
  await expect(digest).toHaveValue('daily');
});
