import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { apiGet, apiLogin } from './support/api.ts';
import { horizontalOverflow, signIn } from './support/ui.ts';

// Wide money tables (issue 32 "Wide tables"): at 390 px the energy-tax overview shows customer, EAN and
// the total excl. VAT (it was 1,379 px wide with only Klant and EAN in view) and the collective position
// the period, share clicked and weighted price (was 1,160 px); at 1440 px beside the sidebar
// the position fits its card (its headers wrap).

const SCREENS = 'test-results/screens';

/** The table's width against the width of the box it scrolls in. */
function tableFit(page: Page, label: string) {
  return page.getByRole('table', { name: label }).evaluate((table) => {
    const view = globalThis as unknown as { getComputedStyle: (e: unknown) => { overflowX: string } };
    let box = table.parentElement;
    while (box && view.getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
    return { table: table.scrollWidth, box: box?.clientWidth ?? 0 };
  });
}

test('brede geldtabellen: de kolommen die ertoe doen op 390 px, de positie past op 1440 px', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const found = await apiGet<{ data: { id: number }[] }>(request, token, 'customers/search?q=De%20Vries');
  await signIn(page, ACCOUNTS.admin, PASSWORD);

  // The customer's workspace tabs do not fit a phone: a cue on the right says there are more.
  await page.goto(`/v3/customers/${found.data[0]?.id}`);
  const tabs = page.getByRole('tablist').first();
  await expect(tabs.getByRole('tab').first()).toBeVisible();
  await expect(page.getByTestId('tabs-more-right').first()).toBeVisible();
  await tabs.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
  await expect(page.getByTestId('tabs-more-left').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/workspace-tabs.phone.png` });

  await page.goto('/v3/taxes');
  const taxes = page.getByRole('table', { name: 'Energiebelasting per aansluiting' });
  // A data row (the loading row is one cell wide).
  await expect(taxes.getByRole('row').nth(1).getByRole('cell').nth(1)).toBeVisible();
  await expect(taxes.getByRole('columnheader', { name: /Klant/ })).toBeVisible();
  await expect(taxes.getByRole('columnheader', { name: /EAN/ })).toBeVisible();
  await expect(taxes.getByRole('columnheader', { name: /Totaal excl/ })).toBeVisible();
  const tax = await tableFit(page, 'Energiebelasting per aansluiting');
  expect(tax.table, JSON.stringify(tax)).toBeLessThanOrEqual(tax.box);
  expect(await horizontalOverflow(page)).toBe(0);
  await taxes.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/taxes-overview.phone.png` });

  await page.goto('/v3/collective/position');
  const position = page.getByRole('table', { name: 'Positie per leveringsperiode' });
  await expect(position.getByRole('row').nth(1)).toBeVisible();
  const phone = await tableFit(page, 'Positie per leveringsperiode');
  expect(phone.table, JSON.stringify(phone)).toBeLessThanOrEqual(phone.box);
  await position.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/collective-position.phone.png` });

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(position.getByRole('columnheader', { name: /Prijs incl/ })).toBeVisible();
  const wide = await tableFit(page, 'Positie per leveringsperiode');
  expect(wide.table, JSON.stringify(wide)).toBeLessThanOrEqual(wide.box);
  await position.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/collective-position-1440.png` });
});
