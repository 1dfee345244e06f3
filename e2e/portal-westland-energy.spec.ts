import { formatQuantity } from '@energiek/contracts/format';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin } from './support/api.ts';
import { addMeasuredConnection } from './support/meter-readings.ts';
import { createStaffAccount } from './support/staff.ts';
import { expect, test } from './support/test.ts';
import { acceptTermsIfAsked, requireToken, signIn } from './support/ui.ts';

// Issue 31: staff of the Westland Glas demo customer (read-only role) look at their own energy. The journey
// brings its own measured connection (register readings: 100 kWh a day last year, 110 a day since
// 1 January, e2e/support/meter-readings.ts), so the figures do not depend on other journeys. The portal
// home compares with last year; the usage page of that connection shows this year's total as the usage API
// gives it to the staff member (hand-computed below); no input tab. The demo's internal action stays hidden.

const SCREENS = 'test-results/screens';

const localToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
const dayNumber = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;

test('klantgebruikers van Westland Glas zien hun verbruik: portaal tegen vorig jaar en Energieverbruik per maand', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const found = await apiGet<{ data: { id: number }[] }>(request, admin, 'customers/search?q=Westland');
  const customerId = found.data[0]!.id;
  const { connectionId } = await addMeasuredConnection(request, admin, customerId);
  const demo = await apiGet<{ data: { roleId: number | null }[] }>(
    request,
    admin,
    `users?q=${encodeURIComponent(ACCOUNTS.spare)}`,
  );
  const staff = await createStaffAccount(request, 'Westland', demo.data[0]?.roleId ?? undefined);
  await signIn(page, staff.emailAddress, staff.password);
  await acceptTermsIfAsked(page, false);

  // The portal home: measured this year and last year, compared.
  const year = Number(localToday().slice(0, 4));
  const energy = page.getByRole('region', { name: `Energie en kosten ${year}` });
  await expect(energy).toBeVisible();
  const electricity = page.getByTestId('portal-energy-electricity');
  await expect(electricity).toContainText('Vorig jaar, zelfde periode');
  await expect(electricity).toContainText('ten opzichte van vorig jaar');
  await expect(electricity).not.toContainText('Er zijn nog geen meetgegevens');
  await expect(electricity).not.toContainText(/\d,\d{4} kWh/);
  await page.screenshot({ path: `${SCREENS}/portal-westland-home-desktop.png`, fullPage: true });

  // Energy monitoring from the home's link: read-only, no input tab.
  await energy.getByRole('link', { name: /Naar energiemonitoring/ }).click();
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${customerId}/ems`));
  await expect(page.getByRole('heading', { level: 1, name: 'Energiemonitoring' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oeps!' })).toHaveCount(0);
  await expect(page.getByText('Energiedata invoeren')).toHaveCount(0);

  // Energieverbruik of their connection, per month over this year: the total is the API's.
  await page.goto(
    `/v3/customers/${customerId}/ems/usage?c=${connectionId}&interval=month&period=year&date=${localToday()}`,
  );
  await expect(page.getByRole('heading', { name: 'Energieverbruik' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oeps!' })).toHaveCount(0);
  const token = await requireToken(page);
  const usage = await apiGet<{ data: { consumption: number | null }[] }>(
    page.request,
    token,
    `customers/${customerId}/ems/usage?connectionIds=${connectionId}&from=${year}-01-01&to=${year + 1}-01-01&interval=month`,
  );
  const apiTotal = usage.data.reduce((sum, p) => sum + (p.consumption ?? 0), 0);
  const days = dayNumber(localToday()) - dayNumber(`${year}-01-01`);
  // A register reading closes its own day: 1 January still belongs to last year's span (100 kWh), then
  // 110 kWh for each day from 2 January to today (331 days on 28/11/2026: 100 + 36,410 = 36,510 kWh).
  expect(apiTotal).toBeCloseTo(100 + days * 110, 3);
  await expect(page.getByTestId('total-consumption')).toHaveText(formatQuantity(apiTotal, 'kWh'));
  const table = page.getByRole('table', { name: 'Verbruik per periode' });
  await expect(table.locator('tbody tr')).toHaveCount(12);
  await expect(page.getByRole('img', { name: 'Verbruik per periode in kWh' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/portal-westland-usage-desktop.png`, fullPage: true });

  // An internal action of the demo (the back office sees it, actions.spec) stays out of their screen and API.
  const internal = 'Offerte zonnepanelen bespreken met klant';
  const q = `customers/${customerId}/actions?q=${encodeURIComponent('Offerte zonnepanelen')}`;
  const forAdmin = await apiGet<{ data: { subject: string }[] }>(request, admin, q);
  expect(forAdmin.data.map((a) => a.subject)).toContain(internal);
  const forStaff = await apiGet<{ data: { subject: string }[] }>(page.request, token, q);
  expect(forStaff.data.map((a) => a.subject)).not.toContain(internal);
  await page.goto(`/v3/customers/${customerId}/actions`);
  await expect(page.getByRole('heading', { name: 'Acties en notities' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Acties en notities van de klant' })).toBeVisible();
  await expect(page.getByText(internal)).toHaveCount(0);
});
