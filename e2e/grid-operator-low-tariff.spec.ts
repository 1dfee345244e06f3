import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
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
  await expect(page.getByText('Het daltarief is opgeslagen.')).toBeVisible();
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
