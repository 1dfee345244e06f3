import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/ui.ts';

// Energy monitoring on a phone, as customer staff of a customer with mod:ems: the portal home's energy
// card, the overview (with its CO₂ figures) and the carpet plot fit the screen.

const SCREENS = 'test-results/screens';

test('op een telefoon: energietegel, energiemonitoring en tapijt als klant', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.customer, PASSWORD);
  const tile = page.getByRole('region', { name: /^Energie en kosten \d{4}$/ });
  await expect(tile).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/phone-home-energy.png`, fullPage: true });

  await tile.getByRole('link', { name: /Naar energiemonitoring/ }).click();
  await expect(page.getByRole('heading', { name: 'Energiemonitoring' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Aansluitingen in energiemonitoring' })
      .getByRole('row')
      .filter({ hasText: /871/ })
      .first(),
  ).toBeVisible();
  // CO2 (issue 32): the customer's total with its Bron line, and each connection's under its usage
  const co2 = page.getByRole('region', { name: 'CO₂-uitstoot' });
  await expect(co2).toContainText(/dit jaar [\d.,]+ (kg|ton) CO₂ · vorig jaar totaal [\d.,]+ (kg|ton) CO₂/);
  await expect(co2.getByTestId('co2-source')).toContainText(
    'Bron: elektriciteit 0,300 kg CO₂/kWh vanaf 2021',
  );
  await expect(page.getByTestId('co2-cell').first()).toBeVisible();
  // the summary fits the phone's width
  const box = await co2.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/phone-ems-overview.png`, fullPage: true });

  await page.getByRole('link', { name: 'Vergelijken' }).first().click();
  await expect(page.getByRole('heading', { name: 'Vergelijken' })).toBeVisible();
  await expect(
    page
      .getByTestId('carpet-plot')
      .or(page.getByText('Geen gegevens in deze periode.'))
      .or(page.getByRole('table', { name: 'Waarden van de vergelijking' }))
      // A connection with day values only opens period against period: its empty note and table both show.
      .first(),
    // A year's carpet waits for the demo meter data job's batches while that still runs (the first
    // minutes of a suite run): longer than the default.
  ).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SCREENS}/phone-ems-comparisons.png`, fullPage: true });
});
