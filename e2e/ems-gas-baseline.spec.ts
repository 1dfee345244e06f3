import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiPost, importKnmiDays } from './support/api.ts';
import { addEmsConnection } from './support/meter-readings.ts';
import { expect, test } from './support/test.ts';
import { requireToken, signIn, switchCustomerByClick } from './support/ui.ts';

// The regression baseline for gas (issue 32 "Beyond"): De Bilt's days 2–8 February 2018 are imported from a
// KNMI file of this journey (no other journey uses 2018), and a gas connection of this run uses on them
// 20 m³ + 3 m³ per weighted degree day (as the app weighs them), fed hourly through the machine feed. The comparison "Gas per graaddag" shows base load 20,0 m³ per day and 3,00 m³
// per degree day with R² 1,00 over 7 days.

const SCREENS = 'test-results/screens';
const CUSTOMER = 'Kwekerij Westland Glas B.V.';

test('gas per graaddag met een basislijn: basislast en verbruik per graaddag', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Westland', CUSTOMER);
  const token = await requireToken(page);
  const { connectionId: id, ean } = await addEmsConnection(page.request, token, customerId, {
    product: 2,
    capacity: 'G25',
  });
  // TG in 0.1 °C: 2.0, 1.0, 0.0, −1.0, −2.0, 3.0, 4.0 °C.
  const knmi = [
    '# STN,YYYYMMDD,   TG',
    ...[20, 10, 0, -10, -20, 30, 40].map((tg, i) => `  260,201802${String(i + 2).padStart(2, '0')},${tg}`),
    '',
  ].join('\n');
  await importKnmiDays(page.request, token, knmi);
  const days = await apiGet<{ data: { start: string; weightedDegreeDays: number }[] }>(
    page.request,
    token,
    'degree-days?from=2018-02-02&to=2018-02-09',
  );
  expect(days.data).toHaveLength(7);
  const readings = days.data.flatMap((day, d) =>
    Array.from({ length: 24 }, (_, h) => ({
      start: new Date(Date.parse('2018-02-02T00:00:00+01:00') + (d * 24 + h) * 3_600_000).toISOString(),
      value: Number(((20 + 3 * day.weightedDegreeDays) / 24).toFixed(4)),
    })),
  );
  await apiPost(page.request, token, `customers/${customerId}/ems/readings`, {
    ean,
    channel: 'gas',
    unit: 'm³',
    intervalMinutes: 60,
    readings,
  });

  await page.goto(
    `/v3/customers/${customerId}/ems/comparisons?kind=degree-days&connectionId=${id}` +
      '&from=2018-02-02&to=2018-02-09&compareFrom=2017-02-02&grain=day',
  );
  const baseline = page.getByTestId('regression');
  await expect(baseline).toContainText('Basislijn (regressie op graaddagen)');
  await expect(baseline.getByRole('listitem').first()).toContainText(
    'basislast 20,0 m³ per dag + 3,00 m³ per graaddag (R² 1,00, 7 dagen)',
  );
  // The earlier period has no gas on this new connection: no baseline, said so.
  await expect(baseline.getByRole('listitem').nth(1)).toContainText('te weinig volledige perioden');
  await baseline.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/ems-gas-baseline.png`, fullPage: true });
});
