import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet } from './support/api.ts';
import { addEmsConnection, openMeterReadings } from './support/meter-readings.ts';
import { expect, test } from './support/test.ts';
import { requireToken, signIn, switchCustomerByClick } from './support/ui.ts';

// Feed-in registers (issue 32): a solar connection of this run (EAN prefix 8716) reads on 01/05/2026
// normal 5.000, low 3.000, feed-in normal 800, feed-in low 100; on 11/05/2026 5.120 / 3.080 / 1.050 / 130.
// Over 2–11 May: 200 kWh used (20 a day) and 280 kWh fed in (28 a day), reported apart — the consumption
// stays 200, not 200 − 280. A feed-in register below the previous one is a Dutch field error.

const SCREENS = 'test-results/screens';
const CUSTOMER = 'Kwekerij Westland Glas B.V.';

test('meterstanden met teruglevering: verbruik en teruglevering apart', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Westland', CUSTOMER);
  const token = await requireToken(page);
  const { connectionId: id } = await addEmsConnection(page.request, token, customerId);

  const { table, add } = await openMeterReadings(page, customerId, id);
  await add('01/05/2026', ['5.000', '3.000', '800', '100']);
  await expect(table.getByRole('row').filter({ hasText: '01/05/2026' })).toContainText('800 / 100');
  // A feed-in register lower than the previous reading: refused on its own field.
  await add('11/05/2026', ['5.120', '3.080', '799', '130']);
  await expect(
    page.getByText(/^De stand is lager dan de vorige stand \(800 op 01\/05\/2026\)/),
  ).toBeVisible();
  await page.getByLabel(/^Teruglevering normaal/).fill('1.050');
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  const last = table.getByRole('row').filter({ hasText: '11/05/2026' });
  await expect(last).toContainText('1.050 / 130');
  await expect(last).toContainText('20,0 kWh');
  await expect(last).toContainText('28,0 kWh');
  await page.screenshot({ path: `${SCREENS}/meter-feed-in.png`, fullPage: true });
  // The table alone, without the toasts over it (a click closes a toast).
  const toasts = page.locator('section.pointer-events-none > div');
  while ((await toasts.count()) > 0) await toasts.first().click();
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, 0),
  );
  await table.screenshot({ path: `${SCREENS}/meter-feed-in-table.png` });

  // The usage of May: consumption 200 kWh and feed-in 280 kWh, apart.
  await expect
    .poll(async () => {
      const usage = await apiGet<{ data: { consumption: number | null; production: number | null }[] }>(
        page.request,
        token,
        `customers/${customerId}/ems/usage?connectionIds=${id}&from=2026-05-01&to=2026-06-01&interval=month`,
      );
      return [usage.data[0]?.consumption, usage.data[0]?.production];
    })
    .toEqual([200, 280]);

  // Energieverbruik shows them apart: Verbruik 200, Teruglevering 280 (and Netto −80 beside them).
  await page.goto(`/v3/customers/${customerId}/ems/usage?c=${id}&interval=day&period=month&date=2026-05-15`);
  await expect(page.getByRole('heading', { name: 'Energieverbruik' })).toBeVisible();
  await expect(page.getByTestId('total-consumption')).toHaveText(/^200(,0+)? kWh$/);
  await expect(page.getByTestId('total-production')).toHaveText(/^280(,0+)? kWh$/);
  await page.screenshot({ path: `${SCREENS}/meter-feed-in-usage.png` });

  await page.goto(`/v3/customers/${customerId}/ems/input?tab=meterstanden`);
  await page.getByLabel('Aansluiting', { exact: true }).selectOption(String(id));
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel(/^Teruglevering normaal/)).toBeVisible();
  const width = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/meter-feed-in-phone.png`, fullPage: true });
});
