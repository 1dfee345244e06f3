import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/ui.ts';

// Sales and exports at 390 px: the board and the exports table scroll inside their card, never the page.

const SCREENS = 'test-results/screens';

type Root = { documentElement: { scrollWidth: number; clientWidth: number } };

/** How far the page scrolls sideways (0: nothing sticks out). The e2e project has no DOM types. */
const pageWidth = (page: Page) =>
  page.evaluate(() => {
    const root = (globalThis as unknown as { document: Root }).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

test('sales en exports passen op een telefoon', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/sales');
  await expect(page.getByTestId('stage-lead')).toContainText('Levering elektriciteit 2027');
  expect(await pageWidth(page)).toBe(0);
  await page.screenshot({ path: `${SCREENS}/sales-board.phone.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Lijst' }).click();
  await expect(page.getByRole('table', { name: 'Deals' })).toBeVisible();
  expect(await pageWidth(page)).toBe(0);
  await page.screenshot({ path: `${SCREENS}/sales-list.phone.png`, fullPage: true });
  await page.goto('/v3/sales/create');
  await expect(page.getByLabel('Omschrijving')).toBeVisible();
  expect(await pageWidth(page)).toBe(0);
  await page.screenshot({ path: `${SCREENS}/sales-create.phone.png`, fullPage: true });
  await page.goto('/v3/exports');
  await expect(page.getByRole('button', { name: 'Export maken' })).toBeVisible();
  expect(await pageWidth(page)).toBe(0);
  await page.screenshot({ path: `${SCREENS}/exports.phone.png`, fullPage: true });
});
