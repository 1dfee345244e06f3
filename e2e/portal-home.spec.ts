import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin } from './support/api.ts';
import { addMeasuredConnection } from './support/meter-readings.ts';
import { createStaffAccount } from './support/staff.ts';
import { expect, test } from './support/test.ts';
import { acceptTermsIfAsked, signIn } from './support/ui.ts';

// Issue 31: the customer's own portal home (advisor, contracts, documents) and the back-office home
// (today's work across customers), at desktop width; portal-home.phone.spec.ts does 390 px.

const SCREENS = 'test-results/screens';

async function readOnlyRoleId(request: Parameters<typeof apiLogin>[0]): Promise<number | undefined> {
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const users = await apiGet<{ data: { roleId: number | null }[] }>(
    request,
    token,
    `users?q=${encodeURIComponent(ACCOUNTS.customer)}`,
  );
  return users.data[0]?.roleId ?? undefined;
}

test('klantgebruikers zien hun eigen portaal: adviseur, contracten en documenten, zonder back-officetaal', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const found = await apiGet<{ data: { id: number }[] }>(request, token, 'customers/search?q=De%20Vries');
  // Its own measured connection: the card shows figures, not "no measurements".
  await addMeasuredConnection(request, token, found.data[0]!.id);
  const staff = await createStaffAccount(request, 'De Vries', await readOnlyRoleId(request));
  await signIn(page, staff.emailAddress, staff.password);
  await acceptTermsIfAsked(page, false);
  const portal = page.getByTestId('portal-home');
  await expect(portal).toBeVisible();
  await expect(
    page.getByText('Jouw energie, contracten, teruggaven en documenten op één plek.'),
  ).toBeVisible();
  const advisor = page.getByTestId('portal-advisor');
  await expect(advisor).toContainText(/@energiek\.nl/);
  // The advisor's phone (every demo account manager has a demo number).
  await expect(page.getByTestId('portal-advisor-phone')).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(advisor.locator('span[aria-hidden="true"]')).toHaveText(/^[A-Z]{2}$/);
  await expect(page.getByTestId('portal-contracts')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Jouw contracten' })).toBeVisible();
  // This year's energy against last year; open signals and what the invoice audit recovered.
  const year = new Date().getFullYear();
  await expect(page.getByRole('region', { name: `Energie en kosten ${year}` })).toBeVisible();
  // Measured this year and last year (the journey's own register readings): the comparison is shown.
  const electricity = page.getByTestId('portal-energy-electricity');
  await expect(electricity).toContainText('Vorig jaar, zelfde periode');
  await expect(electricity).toContainText('ten opzichte van vorig jaar');
  await expect(electricity).not.toContainText('Er zijn nog geen meetgegevens');
  // Issue 32: their organisation's CO₂ this year against last year, with the factors' source.
  const co2 = page.getByTestId('portal-co2');
  await expect(co2.getByRole('heading', { name: 'CO₂-uitstoot' })).toBeVisible();
  await expect(co2).toContainText(/Dit jaar tot vandaag[\d.,]+ (kg|ton) CO₂/);
  await expect(co2).toContainText(/Vorig jaar, zelfde periode[\d.,]+ (kg|ton) CO₂/);
  await expect(co2).toContainText('ten opzichte van vorig jaar');
  await expect(page.getByTestId('portal-co2-source')).toContainText(
    /^Bron: elektriciteit 0,300 kg CO₂\/kWh vanaf 2021/,
  );
  await co2.screenshot({ path: `${SCREENS}/portal-home-co2-desktop.png` });
  await expect(page.getByTestId('portal-signals')).toBeVisible();
  await expect(page.getByTestId('portal-invoice-audit')).toContainText('Teruggehaald');
  // No back-office words or today's work on the customer's home.
  await expect(page.getByText('Er is nog geen klant geselecteerd')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Vandaag' })).toHaveCount(0);
  await expect(page.getByText('beperkte rechten')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/portal-home-desktop.png`, fullPage: true });
});

test('klantgebruikers met budgettering zien kosten tegen vorig jaar en budget; een onwaarschijnlijke verwachting wordt uitgelegd', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const users = await apiGet<{ data: { roleId: number | null }[] }>(
    request,
    token,
    `users?q=${encodeURIComponent(ACCOUNTS.spare)}`,
  );
  const staff = await createStaffAccount(request, 'Westland', users.data[0]?.roleId ?? undefined);
  await signIn(page, staff.emailAddress, staff.password);
  await acceptTermsIfAsked(page, false);
  const year = new Date().getFullYear();
  const energy = page.getByRole('region', { name: `Energie en kosten ${year}` });
  await expect(energy).toBeVisible();
  const electricity = page.getByTestId('portal-energy-electricity');
  await expect(electricity).toContainText('Kosten (incl. btw)');
  await expect(electricity).toContainText(`Budget ${year}`);
  await expect(electricity).toContainText('Budget tot vandaag (naar rato)');
  // The forecast is either shown as an amount or explained; never a bare percentage beside the budget.
  await expect(
    electricity.getByText(`Verwacht voor heel ${year}`).or(electricity.getByTestId('forecast-explained')),
  ).toBeVisible();
  await expect(electricity).not.toContainText('576,8');
  // No four-decimal volumes.
  await expect(electricity).not.toContainText(/\d,\d{4} kWh/);
  await page.screenshot({ path: `${SCREENS}/portal-home-westland-desktop.png`, fullPage: true });
});

test('de beheerder ziet op zijn startpagina het werk van vandaag over al zijn klanten', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Vandaag' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mijn open acties' })).toBeVisible();
  await expect(page.getByTestId('today-actions').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Opzegtermijnen' })).toBeVisible();
  await expect(page.getByText('Er is nog geen klant geselecteerd')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/backoffice-home-desktop.png`, fullPage: true });
  // A line leads to the action.
  await page.getByTestId('today-actions').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/v3\/customers\/\d+\/actions\/\d+\/edit$/);
  await expect(page.getByRole('heading', { name: 'Oeps!' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/backoffice-home-action-desktop.png`, fullPage: true });
});
