import { expect, test } from './support/test.ts';
import { MESSAGES } from '@energiek/contracts/messages';
import { ACCOUNTS, PASSWORD, currentTwoStepCode, wrongTwoStepCode } from './support/accounts.ts';
import { apiGet } from './support/api.ts';
import {
  accountMenuButton,
  acceptTermsIfAsked,
  fillCredentials,
  logOut,
  requireToken,
  signIn,
  signInThroughForm,
  storedToken,
} from './support/ui.ts';

type CurrentUser = { name: string; accepted: boolean; customer: { name: string } | null };

test.describe('inloggen', () => {
  test('beheerder logt in en ziet zijn naam in de bovenbalk', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Onthoud mij' })).toBeVisible();
    await expect(page).toHaveTitle(/^DEVELOPMENT - Inloggen \| Energiek$/);
    await expect(page.getByRole('note', { name: 'DEVELOPMENT' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/login.png', fullPage: true });

    await signInThroughForm(page, ACCOUNTS.admin, PASSWORD);
    const token = await requireToken(page);
    const { data: user } = await apiGet<{ data: CurrentUser }>(page.request, token, 'auth/user');
    await acceptTermsIfAsked(page, user.accepted);

    await expect(page.getByTestId('current-user')).toContainText(user.name);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welkom');
    if (user.customer) await expect(page.getByTestId('selected-customer')).toHaveText(user.customer.name);
    const account = page.getByRole('region', { name: 'Je account' });
    await expect(account).toContainText(ACCOUNTS.admin);
    await expect(account).toContainText(/Rol\s*Beheerder\s*Tweestap/);
    await expect(account).toContainText('Niet ingesteld');
    await page.screenshot({ path: 'test-results/screens/shell.png', fullPage: true });
  });

  test('tweestapsverificatie: een foute code en daarna de juiste', async ({ page }) => {
    await fillCredentials(page, ACCOUNTS.twoStep, PASSWORD);
    const code = page.getByLabel('Code');
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // Six digits at most, digits only: the field strips the rest (a pasted '123 456' still works).
    await code.pressSequentially('12a3456789');
    await expect(code).toHaveValue('123456');
    await code.fill('');
    await page.screenshot({ path: 'test-results/screens/login-code.png', fullPage: true });

    await code.fill(wrongTwoStepCode());
    await page.getByRole('button', { name: 'Verifiëren' }).click();
    await expect(page.getByText('De code is onjuist')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await code.fill(currentTwoStepCode());
    await page.getByRole('button', { name: 'Verifiëren' }).click();
    await expect(page).toHaveURL(/\/v3$/);
    await expect(accountMenuButton(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Je account' })).toContainText('Ingesteld');
  });

  test('een fout wachtwoord of lege velden geven "Verkeerde gegevens"', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Verkeerde gegevens');

    await fillCredentials(page, ACCOUNTS.admin, 'Dit-is-niet-het-wachtwoord');
    await expect(page.getByRole('alert')).toHaveText('Verkeerde gegevens');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('een inactief account ziet dat gebruik niet meer mogelijk is, en kan terug', async ({ page }) => {
    await fillCredentials(page, ACCOUNTS.inactive, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Account niet meer actief' })).toBeVisible();
    await expect(page.getByText(MESSAGES.inactive)).toBeVisible();

    await page.getByRole('button', { name: 'Terug naar inloggen' }).click();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toBeVisible();
  });

  test('?invalid=1 meldt dat de organisatie de oplossing niet meer gebruikt', async ({ page }) => {
    await page.goto('/login?invalid=1');
    await expect(page.getByText('Je organisatie maakt geen gebruik meer van Energiek')).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toBeVisible();
  });
});

test.describe('uitloggen en afgeschermde pagina’s', () => {
  test('uitloggen gaat naar /login en /v3 stuurt daarna door naar /login', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, PASSWORD);
    const token = await requireToken(page);
    const { data: user } = await apiGet<{ data: CurrentUser }>(page.request, token, 'auth/user');
    await acceptTermsIfAsked(page, user.accepted);

    await logOut(page);
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();

    // The revoked token no longer works.
    const response = await page.request.get('/api/v3/auth/user', {
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.status()).toBe(401);

    await page.goto('/v3');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fv3$/);
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  });

  test('/ en /v3 zonder sessie leiden naar /login, en na inloggen terug naar de gevraagde pagina', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fv3$/);

    await page.goto('/v3/forbidden');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fv3%2Fforbidden$/);
    await page.getByLabel('E-mailadres').fill(ACCOUNTS.admin);
    await page.getByLabel(/^Wachtwoord\*?$/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    // /v3/forbidden is never a useful place to return to: the start page is.
    await expect(page).toHaveURL(/\/v3$/);

    await page.goto('/v3/forbidden');
    await expect(page.getByRole('heading', { name: 'Oeps!' })).toBeVisible();
    await expect(page.getByText('Dat ging niet helemaal goed.')).toBeVisible();
    await expect(page.getByText('Je hebt geen toegang om deze pagina te bekijken.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Doorgaan' })).toBeVisible();
  });
});
