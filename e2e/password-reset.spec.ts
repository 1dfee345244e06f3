import { expect, test } from './support/test.ts';
import { MESSAGES } from '@energiek/contracts/messages';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin, listMails, resetLinkPath, waitForMail } from './support/api.ts';
import { createStaffAccount } from './support/staff.ts';
import { acceptTermsIfAsked, requireToken, signInThroughForm } from './support/ui.ts';

test('wachtwoord vergeten: mail, link, nieuw wachtwoord en inloggen', async ({ page, request }) => {
  // A fresh customer account of De Vries Bakkerij: resetting a demo account would leak into other journeys.
  const staff = await createStaffAccount(request, 'De Vries');
  const adminToken = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const before = await listMails(request, adminToken, staff.emailAddress);
  const lastId = before[0]?.id ?? 0;

  await page.goto('/login');
  await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(staff.emailAddress);
  await page.getByRole('button', { name: 'Verstuur herstellink' }).click();
  await expect(page.getByText(MESSAGES.resetRequested)).toBeVisible();

  const mail = await waitForMail(request, adminToken, staff.emailAddress, lastId);
  const link = resetLinkPath(mail.text);
  expect(link).toContain('token=');

  const newPassword = `Zonnepaneel-${Date.now()}`;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Nieuw wachtwoord instellen' })).toBeVisible();

  // Server-side rules are shown under the password field.
  await page.getByLabel(/^Nieuw wachtwoord\*?$/).fill('kort');
  await page.getByLabel('Herhaal nieuw wachtwoord').fill('kort');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText(MESSAGES.passwordTooShort)).toBeVisible();

  await page.getByLabel(/^Nieuw wachtwoord\*?$/).fill(newPassword);
  await page.getByLabel('Herhaal nieuw wachtwoord').fill(newPassword);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText(MESSAGES.resetDone)).toBeVisible();

  await page.getByRole('link', { name: 'Naar inloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, staff.emailAddress, newPassword);
  const token = await requireToken(page);
  const { data: user } = await apiGet<{ data: { accepted: boolean } }>(page.request, token, 'auth/user');
  await acceptTermsIfAsked(page, user.accepted);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welkom');
  await expect(page.getByTestId('selected-customer')).toHaveText('De Vries Bakkerij B.V.');
});
