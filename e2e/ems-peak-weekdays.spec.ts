import { PEAK_DAY, openPeakDay } from './support/ems-peaks.ts';
import { expect, test } from './support/test.ts';

// Issue 32 "Charts" and "Comparisons": a quarter of 160 kW against 140 kW contracted is named under the
// usage chart (the chart marks it with red dots and a dashed capacity line); period against period
// compares Tuesday with Tuesday 52 weeks earlier, says so, and gives "–" as difference without data.

const SCREENS = 'test-results/screens';

test('piek boven gecontracteerd vermogen en vergelijken met dezelfde weekdagen', async ({
  page,
  request,
}) => {
  test.slow();
  const { customerId, connectionId } = await openPeakDay(page, request);
  await expect(page.getByTestId('capacity-exceeded')).toHaveText(
    'Piek boven het gecontracteerd vermogen: hoogste 160,0 kW op 12/05/2026 10:00, gecontracteerd 140,0 kW (1 periode erboven).',
  );
  await expect(
    page.getByRole('img', { name: 'Verbruik per periode in kWh' }).locator('canvas'),
  ).toBeVisible();
  await page.getByTestId('capacity-exceeded').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/ems-peak-above-capacity.png` });

  const base = `/v3/customers/${customerId}/ems/comparisons?connectionId=${connectionId}&from=${PEAK_DAY}&to=2026-05-13`;
  // Monday 12-05-2025 chosen: compared with Tuesday 13-05-2025
  await page.goto(`${base}&compareFrom=2025-05-12`);
  await expect(page.getByTestId('weekday-note')).toHaveText(
    'Vergeleken met dezelfde weekdagen: 13/05/2025 t/m 13/05/2025 (52 weken eerder).',
  );
  const values = page.getByRole('table', { name: 'Waarden van de vergelijking' });
  await expect(values.getByRole('row').nth(2)).toContainText('13/05/2025');
  await expect(page.getByTestId('total-delta')).toHaveText('+63,5');
  await expect(page.getByTestId('total-delta-pct')).toHaveText('+264,6%');
  await page.screenshot({ path: `${SCREENS}/ems-periods-weekdays.png`, fullPage: true });

  // The carpet of the peak day names its row: Tuesday 12 May
  await page.goto(
    `/v3/customers/${customerId}/ems/comparisons?kind=carpet&connectionId=${connectionId}&from=${PEAK_DAY}&to=2026-05-13`,
  );
  await expect(page.getByTestId('carpet-plot')).toBeVisible();
  await expect(page.getByTestId('carpet-days')).toHaveText('di 12/05');
  // Its values by the one rule per unit (kWh one decimal below 100, kW one decimal), never 3 decimals
  await expect(page.getByTestId('carpet-min')).toHaveText('0,5 kWh');
  await expect(page.getByTestId('carpet-max')).toHaveText('40,0 kWh');
  await expect(page.getByTestId('base-load')).toHaveText('Basislast: 0,5 kWh (2,0 kW)');
  // The 10:00 quarter (slot 40 of 96) of the first row (of two days)
  const carpet = await page.getByTestId('carpet-plot').boundingBox();
  await page.mouse.move(carpet!.x + (carpet!.width * 40.5) / 96, carpet!.y + carpet!.height / 4);
  await expect(page.getByTestId('carpet-hover')).toHaveText('12/05/2026 10:00: 40,0 kWh');
  await page.screenshot({ path: `${SCREENS}/ems-carpet-decimals.png` });

  // A comparison period without data: no difference, not 0
  await page.goto(`${base}&compareFrom=2024-05-14`);
  await expect(page.getByTestId('weekday-note')).toContainText('14/05/2024');
  await expect(page.getByTestId('total-delta')).toHaveText('–');
  await expect(page.getByTestId('total-delta-pct')).toHaveText('–');
});
