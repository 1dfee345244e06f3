import type { Page } from '@playwright/test';

import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet } from './support/api.ts';
import { addEmsConnection, openMeterReadings } from './support/meter-readings.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { requireToken, signIn, switchCustomerByClick } from './support/ui.ts';

// A meter exchange on a solar connection (issue 32), on a connection of this run (EAN prefix 8718):
//   21/04/2026 old meter   normal 2.000  low 1.000  feed-in normal   500  feed-in low 100
//   10/05/2026 exchange:   old meter's last 2.285 / 1.190 / 1.070 / 290; new meter's first 0 / 0 / 0 / 0
//   31/05/2026 new meter   normal   280  low   140  feed-in normal   420  feed-in low 210
//   30/06/2026 new meter   normal   580  low   290  feed-in normal 1.020  feed-in low 510
// Old meter, 22/04–10/05 (19 days): used 285 + 190 = 475 (25 a day), fed in 570 + 190 = 760 (40 a day).
// New meter, 11/05–31/05 (21 days): used 420 (20 a day), fed in 630 (30 a day); June (30 days): used 450
// (15 a day), fed in 900 (30 a day).
// Per month: April (22–30, 9 days) used 9 × 25 = 225, fed in 9 × 40 = 360, net −135; May 10 × 25 + 420 =
// 670 used, 10 × 40 + 630 = 1.030 fed in, net −360; June 450, 900, net −450. The three months: 1.345 used,
// 2.290 fed in, net −945 — the step from the old meter's 2.285 to the new meter's 0 is no usage.

const SCREENS = 'test-results/screens';
const CUSTOMER = 'Kwekerij Westland Glas B.V.';

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
}

/** The table's width beyond its scroll box (0: every column fits, nothing scrolls sideways). */
async function tableOverflow(page: Page, name: string): Promise<number> {
  return page.getByRole('table', { name }).evaluate((table) => {
    const box = table.parentElement!;
    return box.scrollWidth - box.clientWidth;
  });
}

type Point = { consumption: number | null; production: number | null; net: number | null };

test('meterwissel met teruglevering: eindstanden en beginstanden, verbruik en teruglevering per maand', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Westland', CUSTOMER);
  const token = await requireToken(page);
  const { connectionId: id, ean } = await addEmsConnection(page.request, token, customerId, {
    prefix: '8718',
  });

  const { table, add } = await openMeterReadings(page, customerId, id);
  await add('21/04/2026', ['2.000', '1.000', '500', '100']);
  await expect(table.getByRole('row').filter({ hasText: '21/04/2026' })).toContainText('500 / 100');

  // The exchange: the old meter's last readings incl. feed-in, the new meter's first.
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await page.getByLabel('Dag van de wissel').fill('10/05/2026');
  await field('Eindstand oude meter').fill('2.285');
  await field('Eindstand oude meter dal').fill('1.190');
  await field('Eindstand oude meter teruglevering normaal').fill('1.070');
  await field('Eindstand oude meter teruglevering laag').fill('290');
  await field('Beginstand nieuwe meter').fill('0');
  await field('Beginstand nieuwe meter dal').fill('0');
  await field('Beginstand nieuwe meter teruglevering normaal').fill('0');
  await field('Beginstand nieuwe meter teruglevering laag').fill('0');
  await page.getByRole('button', { name: 'Meterwissel vastleggen' }).click();
  await expectToast(page, 'De meterwissel is vastgelegd.');
  const removed = table.getByRole('row').filter({ hasText: 'Eindstand oude meter' });
  await expect(removed).toContainText('10/05/2026');
  await expect(removed).toContainText('1.070 / 290');
  // 22/04–10/05: 25 kWh used and 40 kWh fed in a day.
  await expect(removed).toContainText('25,0 kWh');
  await expect(removed).toContainText('40,0 kWh');
  await expect(table.getByRole('row').filter({ hasText: 'Beginstand nieuwe meter' })).toContainText('0 / 0');

  await add('31/05/2026', ['280', '140', '420', '210']);
  const may = table.getByRole('row').filter({ hasText: '31/05/2026' });
  await expect(may).toContainText('20,0 kWh');
  await expect(may).toContainText('30,0 kWh');
  await add('30/06/2026', ['580', '290', '1.020', '510']);
  const june = table.getByRole('row').filter({ hasText: '30/06/2026' });
  await expect(june).toContainText('15,0 kWh');
  await expect(june).toContainText('30,0 kWh');
  const toasts = page.locator('section.pointer-events-none > div');
  while ((await toasts.count()) > 0) await toasts.first().click();
  await page.screenshot({ path: `${SCREENS}/meter-exchange-feed-in.png`, fullPage: true });
  // Every column fits the card at 1366 px with the menu open (Bron and Verwijderen were cut off).
  expect(await tableOverflow(page, 'Meterstanden van de aansluiting')).toBe(0);

  // Per month, the exchange counted once: used, fed in and net (used − fed in, negative here).
  await expect
    .poll(async () => {
      const usage = await apiGet<{ data: Point[] }>(
        page.request,
        token,
        `customers/${customerId}/ems/usage?connectionIds=${id}&from=2026-04-01&to=2026-07-01&interval=month`,
      );
      return usage.data.map((p) => [p.consumption, p.production, p.net]);
    })
    .toEqual([
      [225, 360, -135],
      [670, 1030, -360],
      [450, 900, -450],
    ]);

  // Without interval data the connection's peak is its busiest day's mean power, 25 kWh ÷ 24 h = 1,0417 kW
  // (22/04–10/05), marked as such on Energiemonitoring. The overview's year is this year: 2026 only.
  if (new Date().getFullYear() === 2026) {
    const overview = await apiGet<{
      data: { connectionId: number; peak: { year: number | null; basis: string | null } }[];
    }>(page.request, token, `customers/${customerId}/ems/overview`);
    expect(overview.data.find((row) => row.connectionId === id)?.peak).toMatchObject({
      year: 1.0417,
      basis: 'day-average',
    });
    await page.goto(`/v3/customers/${customerId}/ems?q=${ean}`);
    const row = page
      .getByRole('table', { name: 'Aansluitingen in energiemonitoring' })
      .getByRole('row')
      .filter({ hasText: ean.replace(/(\d{4})(?=\d)/g, '$1 ') });
    await expect(row).toContainText('1,0 kW');
    await expect(row.getByTestId('peak-basis')).toHaveText('daggemiddelde drukste dag (meterstanden)');
    // a daily reading is a day: its date without "00:00"
    await expect(row.locator('time').first()).not.toContainText(':');
    await page.screenshot({ path: `${SCREENS}/meter-exchange-feed-in-overview.png`, fullPage: true });
  }

  // Energieverbruik per month of 2026: the months' rows and the totals, Netto negative.
  await page.goto(`/v3/customers/${customerId}/ems/usage?c=${id}&interval=month&period=year&date=2026-05-15`);
  await expect(page.getByRole('heading', { name: 'Energieverbruik' })).toBeVisible();
  await expect(page.getByTestId('total-consumption')).toHaveText('1.345 kWh');
  await expect(page.getByTestId('total-production')).toHaveText('2.290 kWh');
  await expect(page.getByTestId('total-net')).toHaveText('-945 kWh');
  // daily readings only: the figure is the busiest day's mean, and the card says so (was "Hoogste piek")
  const usageMeta = await apiGet<{ meta: { peakBasis: string } }>(
    page.request,
    token,
    `customers/${customerId}/ems/usage?connectionIds=${id}&from=2026-04-01&to=2026-07-01&interval=month`,
  );
  expect(usageMeta.meta.peakBasis).toBe('day-average');
  await expect(page.getByText('Hoogste daggemiddelde', { exact: true })).toBeVisible();
  await expect(page.getByText('Hoogste piek')).toHaveCount(0);
  const months = page.getByRole('table', { name: 'Verbruik per periode' });
  await expect(months.getByRole('row').filter({ hasText: /mei 2026/i })).toContainText('670');
  await expect(months.getByRole('row').filter({ hasText: /mei 2026/i })).toContainText('1.030');
  await expect(months.getByRole('row').filter({ hasText: /mei 2026/i })).toContainText('-360');
  await page.screenshot({ path: `${SCREENS}/meter-exchange-feed-in-usage.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('total-net')).toHaveText('-945 kWh');
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/meter-exchange-feed-in-usage-phone.png`, fullPage: true });
  await page.goto(`/v3/customers/${customerId}/ems/input?tab=meterstanden`);
  await page.getByLabel('Aansluiting', { exact: true }).selectOption(String(id));
  await expect(table.getByRole('row').filter({ hasText: '10/05/2026' }).first()).toBeVisible();
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
  // On a phone: date (with the kind), registers and delete, all inside the card.
  await expect.poll(() => tableOverflow(page, 'Meterstanden van de aansluiting'), { timeout: 5_000 }).toBe(0);
  await page.screenshot({ path: `${SCREENS}/meter-exchange-feed-in-phone.png`, fullPage: true });
});
