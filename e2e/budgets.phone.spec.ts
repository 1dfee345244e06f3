import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiLogin, apiPost, createOwnCustomer, localToday } from './support/api.ts';
import { addMeasuredConnection } from './support/meter-readings.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/ui.ts';

// Issue 31: the budgets screen at 390 px. Its tables scrolled sideways inside their card and the chart's
// legend paged ("1/3"). Now each product is a card of label/value pairs, the budget list drops the volume
// and note columns, and the legend wraps below the chart. An own customer (nothing shared).

const SCREENS = 'test-results/screens';

/** How far the page is wider than the viewport, and which boxes in the page's cards scroll sideways (the
 *  customer's tab bar above them scrolls by design). */
function sideways(page: Page): Promise<{ page: number; scrollers: string[] }> {
  return page.evaluate(() => {
    type Box = {
      scrollWidth: number;
      clientWidth: number;
      tagName: string;
      className: unknown;
    };
    const view = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number }; querySelectorAll: (s: string) => Box[] };
      innerWidth: number;
      getComputedStyle: (box: Box) => { overflowX: string; display: string };
    };
    const scrollers = [...view.document.querySelectorAll('main section *')]
      .filter((box) => {
        const style = view.getComputedStyle(box);
        return (
          (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
          box.scrollWidth > box.clientWidth + 1
        );
      })
      .map((box) => `${box.tagName}.${String(box.className)}`);
    return { page: view.document.documentElement.scrollWidth - view.innerWidth, scrollers };
  });
}

test('budgetten op een telefoon: geen tabel die opzij schuift, een legenda die past', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const customerId = await createOwnCustomer(
    request,
    admin,
    `E2E Budget 390 ${String(Date.now()).slice(-7)}`,
    ['ems', 'purchase', 'budgets'],
  );
  await addMeasuredConnection(request, admin, customerId);
  const year = Number(localToday().slice(0, 4));
  for (const [product, amount, volume, note] of [
    [1, '50000', '250000', 'Begroting facilitair bedrijf, inclusief nieuwe laadpalen op het terrein'],
    [2, '12000', '9000', 'Gas voor de verwarming'],
  ] as const) {
    await apiPost(request, admin, `customers/${customerId}/budgets`, { year, product, amount, volume, note });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto(`/v3/customers/${customerId}/budgets?year=${year}`);
  await expect(page.getByRole('heading', { name: 'Budgetten', level: 1 })).toBeVisible();

  // Per product a card of label/value pairs; the six-column table is not shown.
  const stacked = page.getByTestId('budget-stacked');
  await expect(stacked.getByRole('listitem')).toHaveCount(2);
  await expect(stacked.getByRole('listitem').first()).toContainText('Elektriciteit');
  await expect(stacked.getByRole('listitem').first()).toContainText('Afwijking t.o.v. budget tot nu');
  await expect(
    page.getByRole('table', { name: `Budget ${year} tegenover prognose en werkelijk` }),
  ).toBeHidden();
  // The budget list keeps year, product and amount; volume and note wait for a wider screen.
  const all = page.getByRole('table', { name: 'Alle budgetten' });
  await expect(all).toContainText('€ 50.000,00');
  await expect(all.getByRole('columnheader', { name: 'Toelichting' })).toBeHidden();

  // The legend names all four series and fits the screen (no paging arrows).
  const legend = page.getByTestId('budget-legend');
  for (const name of ['Budget', 'Prognose', 'Budget tot nu', 'Werkelijk tot nu'])
    await expect(legend.getByText(name, { exact: true })).toBeVisible();
  const box = await legend.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);

  // Where the forecast's expected volume comes from (issue 27): the connection's meter readings.
  await expect(page.getByTestId('budget-forecast-sources')).toContainText(
    'Prognose elektriciteit, verwacht verbruik: 1 × meterstanden',
  );

  await expect.poll(async () => (await sideways(page)).page).toBeLessThanOrEqual(0);
  expect((await sideways(page)).scrollers, 'no box scrolls sideways').toEqual([]);
  await page.screenshot({ path: `${SCREENS}/budgets-phone.png`, fullPage: true });

  // A desktop keeps the table with every column.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(
    page.getByRole('table', { name: `Budget ${year} tegenover prognose en werkelijk` }),
  ).toBeVisible();
  await expect(stacked).toBeHidden();
  await expect(all.getByRole('columnheader', { name: 'Toelichting' })).toBeVisible();
  expect((await sideways(page)).scrollers, 'no box scrolls sideways on a desktop').toEqual([]);
  await page.screenshot({ path: `${SCREENS}/budgets-desktop.png`, fullPage: true });
});
