import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { settled } from './support/settle.ts';
import { pageWidth, signIn } from './support/ui.ts';

// The back-office pages that no other phone journey opens, on a phone (390×844): each one loads and
// nothing pushes the page wider than the screen (tables scroll inside their card). One screenshot each.

const SCREENS = 'test-results/screens';

const PAGES = [
  'actions',
  'hours',
  'tax-requests',
  'forecast',
  'users',
  'users/create',
  'roles',
  'roles/create',
  'suppliers',
  'grid-operators',
  'measuring-companies',
  'trafos',
  'account',
  'account/settings',
];

test('op een telefoon: de backofficepagina’s passen op het scherm', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const tooWide: string[] = [];
  for (const path of PAGES) {
    await page.goto(`/v3/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Measured once the page's data is in: every request answered (not 500 ms without one, as networkidle).
    await settled(page);
    const width = await pageWidth(page);
    if (width > 390) tooWide.push(`${path}: ${width} px`);
    await page.screenshot({ path: `${SCREENS}/phone-${path.replace('/', '-')}.png`, fullPage: true });
  }
  expect(tooWide).toEqual([]);
});
