import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiLogin, apiPost, createOwnCustomer, importKnmiDays } from './support/api.ts';
import { addEmsConnection } from './support/meter-readings.ts';
import { tableFit } from './support/table-fit.ts';
import { expect, test } from './support/test.ts';
import { horizontalOverflow, signIn } from './support/ui.ts';

// The comparisons a phone did not measure yet (issue 32 "Wide tables", 390 px): gas per degree day, several
// connections side by side, the weekday profile and the carpet. Its own customer with four electricity
// connections and a gas connection, hourly readings on Friday 2 – Thursday 8 February 2018 and on the
// same weekdays a year before (3 – 9 February 2017), and De Bilt's degree days of those days from a KNMI
// file (2018's are the very days and values ems-gas-baseline imports, so both can run in either order).

const SCREENS = 'test-results/screens';
const TABLE = 'Waarden van de vergelijking';
const FROM = '2018-02-02';
const TO = '2018-02-09';
const COMPARE_FROM = '2017-02-03';
// TG in 0.1 °C per day: 2018 as ems-gas-baseline has them, 2017 its own.
const TG_2018 = [20, 10, 0, -10, -20, 30, 40];
const TG_2017 = [55, 35, 15, -5, 5, 25, 45];

const day = (first: string, i: number) => {
  const d = new Date(`${first}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + i);
  return d.toISOString().slice(0, 10);
};

/** The hours of 7 local winter days (CET, +01:00) from `first`, as UTC instants with a value each. */
function hours(first: string, value: (hour: number) => number) {
  const start = Date.parse(`${first}T00:00:00+01:00`);
  return Array.from({ length: 7 * 24 }, (_, h) => ({
    start: new Date(start + h * 3_600_000).toISOString(),
    value: Number(value(h).toFixed(3)),
  }));
}

async function feed(
  request: APIRequestContext,
  token: string,
  customerId: number,
  ean: string,
  gas: boolean,
  scale: number,
) {
  const shape = (h: number) => scale * (1 + (h % 24 >= 7 && h % 24 < 19 ? 2.5 : 0.4) + (h % 7) / 10);
  await apiPost(request, token, `customers/${customerId}/ems/readings`, {
    ean,
    channel: gas ? 'gas' : 'consumption',
    unit: gas ? 'm³' : 'kWh',
    intervalMinutes: 60,
    readings: [...hours(FROM, shape), ...hours(COMPARE_FROM, (h) => shape(h) * 0.9)],
  });
}

/** The values table against the box it scrolls in, and whether that box fades out on its right (ScrollX's
 *  cue: marked and a mask that really applies). */
async function valuesTable(page: Page) {
  const fit = await tableFit(page, TABLE);
  const table = page.getByRole('table', { name: TABLE, exact: true });
  const cue = await page
    .locator('[data-scroll-x]')
    .filter({ has: table })
    .evaluate((box) => {
      const view = globalThis as unknown as {
        getComputedStyle: (e: unknown) => { maskImage?: string; webkitMaskImage?: string };
      };
      const style = view.getComputedStyle(box);
      const mask = style.maskImage || style.webkitMaskImage || '';
      const sides = (box.getAttribute('data-scroll-x') ?? '').split(' ');
      return sides.includes('right') && mask !== '' && mask !== 'none';
    });
  return { ...fit, cue };
}

test('telefoon: graaddagen, meerdere aansluitingen, profiel en tapijt passen op 390 px', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const stamp = String(Date.now()).slice(-6);
  const customerId = await createOwnCustomer(request, token, `Vergelijk Telefoon ${stamp} B.V.`, ['ems']);
  const electricity: number[] = [];
  for (const scale of [40, 7, 150, 2.5]) {
    const { connectionId, ean } = await addEmsConnection(request, token, customerId);
    await feed(request, token, customerId, ean, false, scale);
    electricity.push(connectionId);
  }
  const gas = await addEmsConnection(request, token, customerId, { product: 2, capacity: 'G25' });
  await feed(request, token, customerId, gas.ean, true, 3);
  const knmi = [
    '# STN,YYYYMMDD,   TG',
    ...TG_2017.map((tg, i) => `  260,${day(COMPARE_FROM, i).replaceAll('-', '')},${tg}`),
    ...TG_2018.map((tg, i) => `  260,${day(FROM, i).replaceAll('-', '')},${tg}`),
    '',
  ].join('\n');
  await importKnmiDays(request, token, knmi);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const base = `/v3/customers/${customerId}/ems/comparisons?from=${FROM}&to=${TO}`;
  const degreeDays = `${base}&kind=degree-days&connectionId=${gas.connectionId}&compareFrom=${COMPARE_FROM}&grain=day`;
  const rows = page.getByRole('table', { name: TABLE }).locator('tbody tr');

  // Gas per degree day, per day: the day and per period the m³ per degree day with its m³ under it
  // (was 374 px in a 294 px box: m³ and m³ per degree day of both periods side by side).
  await page.goto(degreeDays);
  await expect(rows).toHaveCount(7);
  await expect(rows.first().getByRole('cell').nth(1)).toContainText('m³');
  await page.screenshot({ path: `${SCREENS}/ems-degree-days-390.png`, fullPage: true });
  const degree = await valuesTable(page);
  console.log(`degree days at 390: ${degree.table} px in ${degree.box} px`);
  expect(degree.table).toBeLessThanOrEqual(degree.box);
  expect(await horizontalOverflow(page)).toBe(0);

  // Four connections side by side, per day: a column per connection is the point of it, so the table
  // scrolls in its box and fades out on the right (it is 361 px in a 294 px box with four).
  await page.goto(`${base}&kind=connections&connectionIds=${electricity.join(',')}&grain=day`);
  await expect(rows).toHaveCount(7);
  await page.screenshot({ path: `${SCREENS}/ems-connections-390.png`, fullPage: true });
  const side = await valuesTable(page);
  console.log(`connections at 390: ${side.table} px in ${side.box} px, cue ${side.cue}`);
  expect(side.table).toBeGreaterThan(side.box);
  expect(side.cue).toBe(true);
  expect(await horizontalOverflow(page)).toBe(0);

  // The weekday profile and the carpet of the first connection: charts as wide as the phone.
  await page.goto(`${base}&kind=profile&connectionId=${electricity[0]}`);
  await expect(page.getByRole('img', { name: 'Weekprofiel in kWh' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/ems-profile-390.png`, fullPage: true });
  expect(await horizontalOverflow(page)).toBe(0);

  await page.goto(`${base}&kind=carpet&connectionId=${electricity[0]}`);
  await expect(page.getByTestId('carpet-plot')).toBeVisible();
  await expect(page.getByTestId('carpet-days')).toContainText('vr 02/02');
  await page.screenshot({ path: `${SCREENS}/ems-carpet-390.png`, fullPage: true });
  expect(await horizontalOverflow(page)).toBe(0);

  // At 1440 px the degree-days table keeps every column: m³, degree days, per degree day, completeness.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(degreeDays);
  await expect(rows).toHaveCount(7);
  for (const name of ['Verbruik (m³)', 'Gewogen graaddagen', 'Volledig']) {
    await expect(page.getByRole('columnheader', { name, exact: true }).first()).toBeVisible();
  }
  await expect(rows.first().getByRole('cell')).toHaveCount(10);
  await page.screenshot({ path: `${SCREENS}/ems-degree-days-1440.png`, fullPage: true });
  await page.goto(`${base}&kind=connections&connectionIds=${electricity.join(',')}&grain=day`);
  await expect(rows).toHaveCount(7);
  await page.screenshot({ path: `${SCREENS}/ems-connections-1440.png`, fullPage: true });
});
