import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { pageWidth, signIn } from './support/ui.ts';

// Collective purchasing on a phone (390×844): every tab fits the screen, tables scroll inside their card.

const SCREENS = 'test-results/screens';

/** The document's width: nothing pushes the page wider than the viewport. */
test('de tabbladen van collectief inkopen passen op een telefoon', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/collective/collectives');
  const demo = page
    .getByRole('table', { name: 'Collectieven' })
    .getByRole('row', { name: 'Collectief MKB Stroom 2027–2028 (demo)' });
  await expect(demo).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/collective-collectives-phone.png`, fullPage: true });
  // The demo collective's participants, then its position and clicks (the tabs keep the collective).
  await demo.getByRole('link', { name: '6' }).click();
  for (const [tab, table] of [
    ['Deelnemers', 'Deelnemers'],
    ['Positie', 'Positie per leveringsperiode'],
    ['Klikken', 'Klikken'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(/collectiveId=\d+/);
    const firstRow = page.getByRole('table', { name: table }).getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').nth(1)).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENS}/collective-${tab.toLowerCase()}-phone.png`, fullPage: true });
  }
  await page.goto('/collectief');
  await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});
