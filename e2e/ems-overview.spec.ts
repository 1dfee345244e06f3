import { formatDate } from '@energiek/contracts/format';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { requireToken, signIn, switchCustomerByKeyboard } from './support/ui.ts';

// Energy monitoring (issue 16): the EMS overview with its filters in the URL, a data-access
// authorisation registered on a connection and shown in the overview, the comparisons' carpet plot, and
// the energy tile on the customer overview.

const SCREENS = 'test-results/screens';
const CUSTOMER = 'De Vries Bakkerij B.V.';
const PARTY = `Energiek e2e ${String(Date.now()).slice(-6)}`;

type Overview = { data: { connectionId: number; ean: string; product: number }[] };

test('energiemonitoring: overzicht filteren, machtiging vastleggen, tapijt bekijken', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByKeyboard(page, CUSTOMER);

  // The customer's overview carries the energy tile.
  await page.goto(`/v3/customers/${customerId}`);
  const tile = page.getByRole('region', { name: 'Energie', exact: true });
  await expect(tile).toBeVisible();
  await expect(tile.getByText('Volledigheid 30 dagen').first()).toBeVisible();
  // CO2 of the customer's usage with the source of the factors (issue 32)
  const tileCo2 = tile.getByTestId('energy-tile-co2');
  await expect(tileCo2).toContainText('CO₂-uitstoot');
  await expect(tileCo2).toContainText(/\d ?(kg|ton) CO₂/);
  await expect(tileCo2).toContainText('Bron: elektriciteit 0,300 kg CO₂/kWh vanaf 2021 (CE Delft');
  await tile.screenshot({ path: `${SCREENS}/ems-energy-tile.png` });

  // The overview: every EMS connection, the filters in the URL.
  await page.goto(`/v3/customers/${customerId}/ems`);
  await expect(page.getByRole('heading', { name: 'Energiemonitoring' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Aansluitingen in energiemonitoring' });
  await expect(table.getByRole('row').filter({ hasText: /871/ }).first()).toBeVisible();
  // CO2: the customer's total and the Bron line above the table; per connection under its usage
  const co2 = page.getByRole('region', { name: 'CO₂-uitstoot' });
  await expect(co2).toContainText(/dit jaar [\d.,]+ (kg|ton) CO₂ · vorig jaar totaal [\d.,]+ (kg|ton) CO₂/);
  await expect(co2.getByTestId('co2-source')).toContainText('CE Delft');
  await expect(co2.getByTestId('co2-source')).toContainText('aardgas 1,79772 kg CO₂/m³ vanaf 2004');
  await expect(table.getByTestId('co2-cell').first()).toContainText(/CO₂-uitstoot [\d.,]+ (kg|ton) CO₂/);
  await page.screenshot({ path: `${SCREENS}/ems-overview.png`, fullPage: true });
  await page.getByLabel('Product').selectOption({ label: 'Elektriciteit' });
  await expect(page).toHaveURL(/[?&]product=1/);
  await table.getByRole('button', { name: 'Volledigheid 30 dagen' }).click();
  await expect(page).toHaveURL(/[?&]sort=completeness/);

  const token = await requireToken(page);
  const overview = (await (
    await page.request.get(`/api/v3/customers/${customerId}/ems/overview`, {
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
    })
  ).json()) as Overview;
  const connection = overview.data.find((row) => row.product === 1);
  if (!connection) throw new Error('the demo customer has no electricity connection in EMS');
  const grouped = connection.ean.replace(/(\d{4})(?=\d)/g, '$1 ');

  // An authorisation on the connection's page.
  await page.goto(`/v3/customers/${customerId}/connections/${connection.connectionId}/edit`);
  const card = page.getByRole('region', { name: /Machtigingen/ });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Machtiging toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Machtiging toevoegen' });
  await dialog.getByLabel('Soort').selectOption({ label: 'P4 / EDSN (kleinverbruik)' });
  await dialog.getByLabel('Andere partij').fill(PARTY);
  await dialog.getByLabel('Kenmerk').fill('P4-E2E-1');
  await dialog.getByLabel(/^Geldig vanaf/).fill(formatDate(new Date()));
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'De machtiging is opgeslagen.');
  await expect(dialog).toBeHidden();
  const entry = card.getByRole('listitem').filter({ hasText: PARTY });
  await expect(entry).toContainText('P4-E2E-1');
  await expect(entry).toContainText('Geldig');
  await page.screenshot({ path: `${SCREENS}/ems-authorisation-card.png`, fullPage: true });

  // The overview shows it: filter on valid authorisations.
  await page.goto(`/v3/customers/${customerId}/ems?authorisation=valid`);
  const row = table.getByRole('row').filter({ hasText: grouped });
  await expect(row).toContainText(PARTY);
  await expect(row).toContainText('Geldig');

  // Comparisons: the carpet plot of the connection, then the weekday profile tab.
  await page.goto(
    `/v3/customers/${customerId}/ems/comparisons?kind=carpet&connectionId=${connection.connectionId}`,
  );
  await expect(page.getByRole('heading', { name: 'Vergelijken' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tapijt' })).toHaveAttribute('aria-selected', 'true');
  // The journeys run without demo meter data: the carpet, or the sentence that the period has none.
  await expect(
    page.getByTestId('carpet-plot').or(page.getByText('Geen gegevens in deze periode.')),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/ems-carpet.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Periode met periode' }).click();
  // periods is the default kind: it leaves the URL
  await expect(page).not.toHaveURL(/kind=/);
  await expect(page.getByRole('tab', { name: 'Periode met periode' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const values = page.getByRole('table', { name: 'Waarden van de vergelijking' });
  await expect(values).toBeVisible();
  // the difference with the comparison period, per bucket and in total (issue 32)
  await expect(values.getByRole('columnheader', { name: 'Δ %' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/ems-periods.png`, fullPage: true });
});
