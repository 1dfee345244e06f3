import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/ui.ts';

// The support inbox at 390 px (phone project): the list, then one message in place of the list, without
// sideways scrolling, and back.

const SCREENS = 'test-results/screens';

test('de inbox past op een telefoon van 390 px', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/inbox');
  const first = page.getByTestId('inbox-item').first();
  await expect(first).toBeVisible();
  type Root = { document: { documentElement: { scrollWidth: number; clientWidth: number } } };
  const overflow = () =>
    page.evaluate(() => {
      const root = (globalThis as unknown as Root).document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS}/inbox-phone-list.png`, fullPage: true });
  await first.click();
  await expect(page.getByTestId('inbox-detail')).toBeVisible();
  await expect(page.getByTestId('inbox-list')).toBeHidden();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS}/inbox-phone-detail.png`, fullPage: true });
  await page.getByRole('button', { name: 'Terug naar de lijst' }).click();
  await expect(page.getByTestId('inbox-list')).toBeVisible();
});
