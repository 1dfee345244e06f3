import { completeEan } from '@energiek/contracts/ean';
import { formatQuantity } from '@energiek/contracts/format';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiPost } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { requireToken, signIn, switchCustomerByKeyboard } from './support/ui.ts';

// Energy usage (issue 16): a large connection gets quarter-hour readings through the machine feed —
// October 2025 with the 100-quarter autumn DST day — and the usage screen shows them per day, per
// quarter and per month. The totals on screen, the table, the CSV export and the usage API agree to the
// last decimal; the chart saves as PNG.

const SCREENS = 'test-results/screens';
const CUSTOMER = 'De Vries Bakkerij B.V.';
const RUN = String(Date.now());
/** A valid EAN-18 of this run (prefix 8713: used by neither the seed nor the factories). */
const EAN = completeEan(`8713${RUN.slice(-13).padStart(13, '0')}`);
const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

/** Every quarter start of the local days [from, to) as UTC instants. */
function quarters(fromUtc: string, toUtc: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(fromUtc); t < Date.parse(toUtc); t += 900_000) out.push(new Date(t).toISOString());
  return out;
}

const dutch = (value: number) =>
  new Intl.NumberFormat('nl-NL', {
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
    useGrouping: true,
  }).format(value);

test('verbruik per dag, kwartier en maand: grafiek, tabel, export en API geven dezelfde getallen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByKeyboard(page, CUSTOMER);
  const token = await requireToken(page);

  const connection = await apiPost(page.request, token, `customers/${customerId}/connections`, {
    ean: EAN,
    product: 1,
    hasProd: true,
    capacity: '3x160A',
    contractedCapacity: 60,
    postcode: '3511AB',
    showInEms: true,
  });
  const id = connection.data.id;
  // October 2025 local time: 1 Oct 00:00 (+02:00) to 1 Nov 00:00 (+01:00); 31 days, one of 25 hours.
  const starts = quarters('2025-09-30T22:00:00Z', '2025-10-31T23:00:00Z');
  expect(starts).toHaveLength(30 * 96 + 100);
  // quarter i: ((i × 7) mod 13) / 4 kWh, sent as kW; production at noon-ish on some quarters
  const kw = (i: number) => (i * 7) % 13;
  await apiPost(page.request, token, `customers/${customerId}/ems/readings`, {
    ean: EAN,
    channel: 'consumption',
    unit: 'kW',
    readings: starts.map((start, i) => ({ start, value: kw(i) })),
  });
  await apiPost(page.request, token, `customers/${customerId}/ems/readings`, {
    ean: EAN,
    channel: 'production',
    unit: 'kWh',
    readings: starts.filter((_, i) => i % 96 === 48).map((start) => ({ start, value: 1.2345 })),
  });

  // Per day over October: the screen's state is in the URL.
  await page.goto(`/v3/customers/${customerId}/ems/usage?c=${id}&interval=day&period=month&date=2025-10-15`);
  await expect(page.getByRole('heading', { name: 'Energieverbruik' })).toBeVisible();
  const query = `connectionIds=${id}&from=2025-10-01&to=2025-11-01&interval=day`;
  const api = await page.request.get(`/api/v3/customers/${customerId}/ems/usage?${query}`, {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
  });
  const usage = (await api.json()) as { data: Array<{ consumption: number | null; count: number }> };
  const apiTotal = usage.data.reduce((sum, p) => sum + Math.round((p.consumption ?? 0) * 10_000), 0) / 10_000;
  const want = starts.reduce((sum, _s, i) => sum + kw(i) * 2500, 0) / 10_000;
  expect(apiTotal).toBe(want);
  await expect(page.getByTestId('total-consumption')).toHaveText(formatQuantity(want, 'kWh'));
  await expect(page.getByTestId('completeness')).toHaveText('100,0%');
  await expect(page.getByRole('img', { name: 'Verbruik per periode in kWh' })).toBeVisible();

  // The table: 31 days whose consumption cells add up to the same total.
  const table = page.getByRole('table', { name: 'Verbruik per periode' });
  await expect(table.locator('tbody tr')).toHaveCount(31);
  // Each cell shows kWh by the unit rule (issue 32); its tooltip keeps the stored four decimals.
  const cells = await table
    .locator('tbody tr td:nth-child(2) [title]')
    .evaluateAll((spans) => spans.map((span) => span.getAttribute('title') ?? ''));
  const tableTotal =
    cells.reduce(
      (sum, text) => sum + Math.round(Number(text.replaceAll('.', '').replace(',', '.')) * 10_000),
      0,
    ) / 10_000;
  expect(tableTotal).toBe(want);
  await expect(table.getByRole('row', { name: /26\/10\/2025/ })).toContainText('100 / 100');
  await expect(
    page.getByRole('img', { name: 'Verbruik per periode in kWh' }).locator('canvas'),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/ems-usage-days.png`, fullPage: true });

  // The CSV export of the same view: its total row says the same.
  const csvHref = await page.getByRole('link', { name: 'CSV' }).getAttribute('href');
  const csv = await page.request.get(csvHref ?? '', { headers: { authorization: `Bearer ${token}` } });
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines).toHaveLength(33);
  expect(lines.at(-1)?.split(';')[1]).toBe(dutch(want).replaceAll('.', ''));
  const xlsx = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Excel' }).click();
  expect((await xlsx).suggestedFilename()).toBe('verbruik-day-2025-10-01-2025-11-01.xlsx');
  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Grafiek als PNG' }).click();
  expect((await png).suggestedFilename()).toBe('verbruik-day-2025-10-01.png');

  // Quarters of the autumn DST day: 100 of them; the repeated hour is named twice.
  await page.getByLabel('Resolutie', { exact: true }).selectOption('quarter');
  await page.getByLabel('Periode', { exact: true }).selectOption('day');
  await page.getByRole('button', { name: 'Volgende periode' }).click();
  await expect(page.getByTestId('usage-range')).toHaveText('16/10/2025');
  // Quarters come as the server's own gzip in parts (core/parallel-gzip.ts), which Chromium reads.
  const quarterAnswer = page.waitForResponse(
    (r) =>
      r.url().includes('/api/v3/') && r.url().includes('/ems/usage?') && r.url().includes('interval=quarter'),
  );
  await page.goto(
    `/v3/customers/${customerId}/ems/usage?c=${id}&interval=quarter&period=day&date=2025-10-26`,
  );
  expect((await quarterAnswer).headers()['content-encoding']).toBe('gzip');
  await expect(page.getByTestId('completeness')).toHaveText('100,0%');
  await expect(table.getByRole('row', { name: /02:15 \(zomertijd\)/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /02:15 \(wintertijd\)/ })).toBeVisible();
  // The box follows the URL: click, then wait for the state to come back from it.
  const split = page.getByLabel('Normaal en dal apart tonen');
  await split.click();
  await expect(split).toBeChecked();
  await expect(page).toHaveURL(/split=1/);
  await page.screenshot({ path: `${SCREENS}/ems-usage-quarters.png`, fullPage: true });

  // Per month over the year: October carries the same total.
  await page.getByLabel('Resolutie', { exact: true }).selectOption('month');
  await expect(page.getByTestId('usage-range')).toHaveText('01/01/2025 – 31/12/2025');
  await expect(page.getByTestId('total-consumption')).toHaveText(formatQuantity(want, 'kWh'));
  await expect(table.getByRole('row', { name: /oktober 2025/ })).toContainText(
    formatQuantity(want, 'kWh').replace(' kWh', ''),
  );

  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/v3/customers/${customerId}/ems/usage?c=${id}&interval=day&period=month&date=2025-10-15`);
  await expect(page.getByTestId('total-consumption')).toHaveText(formatQuantity(want, 'kWh'));
  await expect(
    page.getByRole('img', { name: 'Verbruik per periode in kWh' }).locator('canvas'),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/ems-usage-phone.png`, fullPage: true });
});
