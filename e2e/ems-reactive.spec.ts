import type { APIRequestContext } from '@playwright/test';

import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiPost, createOwnCustomer } from './support/api.ts';
import { addEmsConnection } from './support/meter-readings.ts';
import { expect, test } from './support/test.ts';
import { requireToken, signIn, switchCustomerByClick } from './support/ui.ts';

// Reactive energy on the usage screen (issue 32 "Reactive power"): a connection of this run gets, through
// the machine feed, 96 quarters of 40 kWh and 30 kVArh on 12/05/2026: 3,840 kWh and 2,880 kVArh, cos φ
// 4 / 5 = 0.800 (below 0.85), free 62 % = 2,380.8 kVArh, billable 499.2 kVArh (shown whole: 499).

const SCREENS = 'test-results/screens';
const CUSTOMER = 'Kwekerij Westland Glas B.V.';

type Root = { document: { documentElement: { scrollWidth: number; clientWidth: number } } };

const quarters = (value: number) =>
  Array.from({ length: 96 }, (_, i) => ({
    start: new Date(Date.parse('2026-05-12T00:00:00+02:00') + i * 15 * 60_000).toISOString(),
    value,
  }));

/** 12/05/2026 of the connection through the machine feed: 96 quarters of 40 kWh and of 30 kVArh. */
async function feedReactiveDay(request: APIRequestContext, token: string, customerId: number, ean: string) {
  for (const [channel, unit, value] of [
    ['consumption', 'kWh', 40],
    ['reactive', 'kVArh', 30],
  ] as const) {
    await apiPost(request, token, `customers/${customerId}/ems/readings`, {
      ean,
      channel,
      unit,
      intervalMinutes: 15,
      readings: quarters(value),
    });
  }
}

test('blindstroom en cos φ per maand bij een aansluiting', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Westland', CUSTOMER);
  const token = await requireToken(page);
  const { connectionId: id, ean } = await addEmsConnection(page.request, token, customerId, {
    capacity: '3x80A',
  });
  await feedReactiveDay(page.request, token, customerId, ean);

  await page.goto(`/v3/customers/${customerId}/ems/usage?c=${id}&interval=day&period=month&date=2026-05-12`);
  const card = page.getByRole('region', { name: 'Blindstroom en cos φ 2026' });
  await expect(card.getByTestId('reactive-cos-phi')).toHaveText('0,800');
  await expect(card.getByTestId('reactive-billable')).toHaveText('499 kVArh');
  // the journey's own connection has no grid operator, so no tariff row: said, not € 0
  await expect(card.getByTestId('reactive-charge')).toHaveText(
    'Geen blindstroomtarief van de netbeheerder voor dit jaar bekend',
  );
  const may = card
    .getByRole('table', { name: 'Blindstroom per maand' })
    .getByRole('row')
    .filter({ hasText: 'mei 2026' });
  await expect(may).toContainText('3.840');
  await expect(may).toContainText('2.880');
  await expect(may.getByTitle('onder 0,85')).toHaveText('0,800');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/ems-reactive.png`, fullPage: true });

  // On a phone the card keeps month, kWh, kVArh, cos φ and the billable part; nothing is wider than the
  // screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByRole('columnheader', { name: 'Vrij (kVArh)' })).toBeHidden();
  await expect(card.getByRole('columnheader', { name: 'cos φ' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = (globalThis as unknown as Root).document.documentElement;
        return root.scrollWidth - root.clientWidth;
      }),
    )
    .toBeLessThanOrEqual(0);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/phone-ems-reactive.png`, fullPage: true });
});

// The € charge (issue 32 "Reactive power", the part billed beyond cos φ 0.85): an own customer with an own
// connection (3x80A → grid level LS) of an own grid operator whose 2026 LS tariff row charges € 0.01512 per
// kVArh. The same day as above: 499.2 billable kVArh × 0.01512 = 7.547904 → € 7,55.
test('blindstroomkosten in euro bij een netbeheerder met een kVArh-tarief', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const token = await requireToken(page);
  const request = page.request;
  const stamp = String(Date.now());
  const customerId = await createOwnCustomer(request, token, `Koelhuis Blindstroom ${stamp.slice(-6)} B.V.`, [
    'ems',
  ]);
  const grid = await apiPost(request, token, 'grid-operators', {
    name: `Netbeheer Blindstroom ${stamp.slice(-6)}`,
  });
  await apiPost(request, token, 'parameters', {
    kind: 'grid-tariff',
    gridOperatorId: grid.data.id,
    year: 2026,
    product: 1,
    connectionClass: 'LS',
    kvarhRate: '0.01512',
    source: 'Journey ems-reactive (eigen netbeheerder)',
  });
  const { connectionId: id, ean } = await addEmsConnection(request, token, customerId, {
    capacity: '3x80A',
    gridOperatorId: grid.data.id,
  });
  await feedReactiveDay(request, token, customerId, ean);

  await page.goto(`/v3/customers/${customerId}/ems/usage?c=${id}&interval=day&period=month&date=2026-05-12`);
  const card = page.getByRole('region', { name: 'Blindstroom en cos φ 2026' });
  await expect(card.getByTestId('reactive-billable')).toHaveText('499 kVArh');
  await expect(card.getByTestId('reactive-charge')).toHaveText('€ 7,55');
  await expect(card.getByTestId('reactive-rate')).toHaveText(
    'kVArh boven de vrije grens × € 0,01512 per kVArh (nettarief LS 2026)',
  );
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/ems-reactive-charge.png`, fullPage: true });
});
