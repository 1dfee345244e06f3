import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet } from './support/api.ts';
import { addEmsConnection, openMeterReadings } from './support/meter-readings.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { requireToken, signIn, switchCustomerByClick } from './support/ui.ts';

// A meter exchange (issue 32): on a small connection of this run (EAN prefix 8715) the old meter reads
// 1.000 on 01/01/2026; it is exchanged on 11/01/2026 (old meter's last 1.300, new meter's first 0); the new
// meter reads 200 on 21/01/2026. Before the exchange that reading is refused (lower than 1.000); after it
// January's usage is 300 + 200 = 500 kWh, counted once (30 and 20 kWh a day).

const SCREENS = 'test-results/screens';
const CUSTOMER = 'Kwekerij Westland Glas B.V.';

test('meterwissel: eindstand oude meter en beginstand nieuwe meter, verbruik één keer geteld', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Westland', CUSTOMER);
  const token = await requireToken(page);
  const { connectionId: id } = await addEmsConnection(page.request, token, customerId, { prefix: '8715' });

  const { table, add } = await openMeterReadings(page, customerId, id);
  await add('01/01/2026', ['1.000']);
  await expect(table).toContainText('01/01/2026');
  // The new meter's reading before the exchange is recorded: refused.
  await add('21/01/2026', ['200']);
  await expect(
    page.getByText(/^De stand is lager dan de vorige stand \(1\.000 op 01\/01\/2026\)/),
  ).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Meterwissel vastleggen' })).toBeVisible();
  await page.getByLabel('Dag van de wissel').fill('11/01/2026');
  await page.getByRole('textbox', { name: 'Eindstand oude meter', exact: true }).fill('1.300');
  await page.getByRole('textbox', { name: 'Beginstand nieuwe meter', exact: true }).fill('0');
  await page.getByRole('button', { name: 'Meterwissel vastleggen' }).click();
  await expectToast(page, 'De meterwissel is vastgelegd.');
  await expect(table.getByRole('row').filter({ hasText: 'Eindstand oude meter' })).toContainText(
    '11/01/2026',
  );
  // 300 kWh over 2–11 January.
  await expect(table.getByRole('row').filter({ hasText: 'Eindstand oude meter' })).toContainText('30,0 kWh');
  await expect(table.getByRole('row').filter({ hasText: 'Beginstand nieuwe meter' })).toContainText('–');

  await page.getByRole('textbox', { name: 'Datum', exact: true }).fill('21/01/2026');
  await page.getByLabel(/^Stand normaal/).fill('200');
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  const last = table.getByRole('row').filter({ hasText: '21/01/2026' });
  await expect(last).toContainText('20,0 kWh');
  await page.screenshot({ path: `${SCREENS}/meter-exchange.png`, fullPage: true });

  // January's usage: 500 kWh, the exchange counted once.
  await expect
    .poll(async () => {
      const usage = await apiGet<{ data: { consumption: number | null }[] }>(
        page.request,
        token,
        `customers/${customerId}/ems/usage?connectionIds=${id}&from=2026-01-01&to=2026-02-01&interval=month`,
      );
      return usage.data[0]?.consumption;
    })
    .toBe(500);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Meterwissel vastleggen' })).toBeVisible();
  const width = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/meter-exchange-phone.png`, fullPage: true });
});
