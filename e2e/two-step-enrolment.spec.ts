import { Secret, TOTP } from 'otpauth';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { ENROL_BASE_URL } from './support/servers.ts';
import { expect, test } from './support/test.ts';
import { accountMenuButton, fillCredentials, logOut } from './support/ui.ts';

// Runs on the server that requires two-step verification for admins (REQUIRE_ADMIN_2FA=true).
test.use({ baseURL: ENROL_BASE_URL });

test('een beheerder zonder tweestapsverificatie stelt die eerst in en gaat dan verder', async ({ page }) => {
  test.skip(!ENROL_BASE_URL, 'Needs E2E_ENROL_BASE_URL: a server with REQUIRE_ADMIN_2FA=true.');

  await fillCredentials(page, ACCOUNTS.admin, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Tweestapsverificatie instellen' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'QR-code om tweestapsverificatie in te stellen' }),
  ).toBeVisible();
  const grouped = await page.getByTestId('two-step-secret').textContent();
  const secret = (grouped ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // Until enrolment is done, only sign-in calls are allowed: the app sends the admin back here.
  await page.goto('/v3');
  await expect(page).toHaveURL(/\/login\?setup=2fa&redirect=%2Fv3$/);
  await expect(page.getByRole('heading', { name: 'Tweestapsverificatie instellen' })).toBeVisible();
  const renewed = ((await page.getByTestId('two-step-secret').textContent()) ?? '').replace(/\s/g, '');

  const totp = new TOTP({ secret: Secret.fromBase32(renewed), digits: 6, period: 30 });
  const code = page.getByLabel('Code uit de app');
  await code.fill(String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Activeren' }).click();
  await expect(page.getByText('De code is onjuist')).toBeVisible();

  await code.fill(totp.generate());
  await page.getByRole('button', { name: 'Activeren' }).click();
  await expect(page).toHaveURL(/\/v3$/);
  await expect(accountMenuButton(page)).toBeVisible();

  // From now on signing in asks for the code.
  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await fillCredentials(page, ACCOUNTS.admin, PASSWORD);
  await expect(page.getByLabel('Code')).toBeVisible();
});
