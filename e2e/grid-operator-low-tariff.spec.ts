import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { pageWidth, signIn } from './support/ui.ts';

const SCREENS = 'test-results/screens';

// The low-tariff window of a grid operator (issue 16): the seeded default is marked, a bad time is
// refused in Dutch, a new window is saved and the default marker goes; the old window is put back.

test('daltarief van een netbeheerder instellen', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/grid-operators');
  await page
    .getByRole('table', { name: 'Netbeheerders' })
    .getByRole('link', { name: 'RENDO', exact: true })
    .click();
  const card = page.getByRole('region', { name: 'Daltarief' });
  await expect(card.getByLabel('Begin dal (UU:MM)')).toHaveValue(/^\d\d:\d\d$/);
  const from = await card.getByLabel('Begin dal (UU:MM)').inputValue();
  await expect(card.getByText('Eerste Kerstdag')).toBeVisible();

  await card.getByLabel('Begin dal (UU:MM)').fill('21:10');
  await card.getByRole('button', { name: 'Daltarief opslaan' }).click();
  await expect(
    card.getByText('Vul een tijd in als UU:MM op een heel kwartier, bijvoorbeeld 23:00.'),
  ).toBeVisible();

  await card.getByLabel('Begin dal (UU:MM)').fill('21:00');
  await card.getByRole('button', { name: 'Daltarief opslaan' }).click();
  await expectToast(page, 'Het daltarief is opgeslagen.');
  await expect(card.getByText('Standaardwaarde: nog niet bevestigd voor deze netbeheerder.')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Daltarief' }).getByLabel('Begin dal (UU:MM)')).toHaveValue(
    '21:00',
  );
  await page.screenshot({ path: `${SCREENS}/grid-operator-low-tariff.png`, fullPage: true });

  // On a phone the card fits the screen (no sideways scrolling).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Daltarief' }).getByLabel('Begin dal (UU:MM)')).toBeVisible();
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/grid-operator-low-tariff-phone.png`, fullPage: true });

  // Back to what it was, so the journey can run again against the same server.
  await page.getByRole('region', { name: 'Daltarief' }).getByLabel('Begin dal (UU:MM)').fill(from);
  await page
    .getByRole('region', { name: 'Daltarief' })
    .getByRole('button', { name: 'Daltarief opslaan' })
    .click();
  await expect(page.getByText('Het daltarief is opgeslagen.').first()).toBeVisible();
});

// Issue 27: one grid operator, two nightly starts — 21:00 in a region (by postcode), 23:00 elsewhere.
test('daltarief per regio: een netbeheerder met een eigen begin in een postcodegebied', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/grid-operators');
  await page
    .getByRole('table', { name: 'Netbeheerders' })
    .getByRole('link', { name: 'Coteq', exact: true })
    .click();
  const card = page.getByRole('region', { name: 'Daltarief' });
  const regions = card.getByTestId('low-tariff-regions');
  await expect(card.getByLabel('Begin dal (UU:MM)')).toHaveValue(/^\d\d:\d\d$/);
  await expect(regions).toContainText('Geen regio’s');

  await regions.getByRole('button', { name: 'Regio toevoegen' }).click();
  await regions.getByLabel('Naam regio 1').fill('Noord');
  await regions.getByLabel('Postcode van 1').fill('9000');
  await regions.getByLabel('Postcode t/m 1').fill('8999');
  await card.getByRole('button', { name: 'Daltarief opslaan' }).click();
  await expect(regions.getByText('De laatste postcode ligt vóór de eerste.')).toBeVisible();

  await regions.getByLabel('Postcode t/m 1').fill('9999');
  await expect(regions.getByLabel('Begin dal 1')).toHaveValue('21:00');
  await card.getByRole('button', { name: 'Daltarief opslaan' }).click();
  await expect(page.getByText('Het daltarief is opgeslagen.').first()).toBeVisible();
  await page.reload();
  const saved = page.getByRole('region', { name: 'Daltarief' }).getByTestId('low-tariff-regions');
  await expect(saved.getByLabel('Naam regio 1')).toHaveValue('Noord');
  await expect(saved.getByLabel('Postcode van 1')).toHaveValue('9000');
  await expect(saved.getByLabel('Begin dal 1')).toHaveValue('21:00');
  await page.screenshot({ path: `${SCREENS}/grid-operator-low-tariff-regions.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(saved.getByLabel('Naam regio 1')).toBeVisible();
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/grid-operator-low-tariff-regions-phone.png`, fullPage: true });

  // Back to no regions, so the journey can run again against the same server.
  await saved.getByRole('button', { name: 'Regio 1 verwijderen' }).click();
  await page
    .getByRole('region', { name: 'Daltarief' })
    .getByRole('button', { name: 'Daltarief opslaan' })
    .click();
  await expect(page.getByText('Het daltarief is opgeslagen.').first()).toBeVisible();
  await expect(saved).toContainText('Geen regio’s');
});
