import { completeEan } from '@energiek/contracts/ean';
import { formatDate, formatQuantity } from '@energiek/contracts/format';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiPost, localToday, uploadSignedDocument } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { expectNoSideways, requireToken, signIn, switchCustomerByClick } from './support/ui.ts';

// Purchase (issue 13): the purchase and rates tabs of a customer with the purchase module, the budgets tab
// (demo budgets of the SOOR; a budget added, refused with a field error, changed and removed) and the
// forecast screen. The demo seed may or may not hold agreements: the screens are checked for what holds
// either way (a timeline per connection, three years bought, the rates of a chosen day).

const SCREENS = 'test-results/screens';
const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

test('inkoop en tarieven: tijdlijn per aansluiting, ingekocht per jaar, tarieven op een gekozen dag', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'De Vries', 'De Vries Bakkerij B.V.');
  await page.goto(`/v3/customers/${customerId}/purchase?year=2026`);
  await expect(page.getByRole('heading', { name: 'Inkoop', level: 1 })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Contracten per aansluiting' });
  // De Vries has 8 demo connections (a journey running earlier on this server may have added one): one bar
  // per connection.
  await expect
    .poll(() => timeline.getByRole('img', { name: /^Tijdlijn van aansluiting/ }).count())
    .toBeGreaterThanOrEqual(8);
  const bought = page.getByRole('table', { name: 'Ingekocht voor de komende jaren' });
  await expect(bought.getByRole('row').filter({ hasText: '2028' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Volgende jaren' }).click();
  await expect(page).toHaveURL(/year=2027/);
  // Issue 32: the header said "2026–2028" while the timeline starts in 2025; both now say what they show.
  await expect(page.getByText('Leverjaren 2027–2029')).toBeVisible();
  await expect(page.getByTestId('timeline-years')).toHaveText(
    'Tijdlijn 2026–2029: het jaar vóór de leverjaren en de leverjaren zelf.',
  );
  await expect(bought.getByRole('row').filter({ hasText: '2029' }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/purchase.png`, fullPage: true });

  await page.goto(`/v3/customers/${customerId}/rates`);
  await expect(page.getByRole('heading', { name: 'Tarieven', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Datum' }).fill('01/03/2027');
  await expect(page).toHaveURL(/date=2027-03-01/);
  await expect(page.getByRole('region', { name: 'Geldend op de gekozen datum: 01/03/2027' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Alle periodes' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/rates.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/v3/customers/${customerId}/purchase?year=2026`);
  await expect
    .poll(() => timeline.getByRole('img', { name: /^Tijdlijn van aansluiting/ }).count())
    .toBeGreaterThanOrEqual(8);
  await expectNoSideways(page);
  await page.screenshot({ path: `${SCREENS}/purchase-phone.png`, fullPage: true });
  await page.goto(`/v3/customers/${customerId}/rates`);
  await expect(page.getByRole('heading', { name: 'Tarieven', level: 1 })).toBeVisible();
  await expectNoSideways(page);
});

test('budgetten: demo-budget naast prognose en werkelijk; een budget toevoegen, wijzigen en verwijderen', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Rijnmond', 'Stichting Openbaar Onderwijs Rijnmond');
  await page.goto(`/v3/customers/${customerId}/budgets?year=2026`);
  await expect(page.getByRole('heading', { name: 'Budgetten', level: 1 })).toBeVisible();
  const comparison = page.getByRole('table', { name: 'Budget 2026 tegenover prognose en werkelijk' });
  await expect(comparison.getByRole('row').filter({ hasText: 'Elektriciteit' })).toBeVisible();
  await expect(comparison.getByRole('row').filter({ hasText: 'Elektriciteit' })).not.toContainText(
    'geen budget',
  );
  const all = page.getByRole('table', { name: 'Alle budgetten' });
  await expect(all.getByRole('row').filter({ hasText: 'Demo-budget' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Budget toevoegen' }).click();
  await expect(page.getByRole('heading', { name: 'Budget toevoegen', level: 1 })).toBeVisible();
  await page.getByLabel('Jaar').fill('2028');
  await page.getByLabel('Product').selectOption('2');
  await page.getByLabel('Bedrag incl. btw (€)').fill('veel');
  await page.getByLabel('Volume (kWh of m³)').fill('9000');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Vul een bedrag in, bijvoorbeeld 12.500,50.').first()).toBeVisible();
  await page.getByLabel('Bedrag incl. btw (€)').fill('12345,67');
  await page.getByLabel('Toelichting').fill('Begroting gas 2028 (E2E)');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/budgets\?year=2028/);
  const gas2028 = page
    .getByRole('table', { name: 'Budget 2028 tegenover prognose en werkelijk' })
    .getByRole('row')
    .filter({ hasText: 'Gas' });
  await expect(gas2028).toContainText('€ 12.345,67');
  await page.screenshot({ path: `${SCREENS}/budgets.png`, fullPage: true });

  await all.getByRole('row').filter({ hasText: 'Begroting gas 2028 (E2E)' }).click();
  await expect(page.getByRole('heading', { name: 'Budget wijzigen', level: 1 })).toBeVisible();
  await page.getByLabel('Bedrag incl. btw (€)').fill('13000');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/budgets\?year=2028/);
  await expect(gas2028).toContainText('€ 13.000,00');

  await all.getByRole('row').filter({ hasText: 'Begroting gas 2028 (E2E)' }).click();
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page).toHaveURL(/budgets\?year=2028/);
  await expect(all.getByRole('row').filter({ hasText: 'Begroting gas 2028 (E2E)' })).toHaveCount(0);
  await expect(gas2028).toContainText('geen budget');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/v3/customers/${customerId}/budgets?year=2026`);
  // On a phone the comparison is a stacked card per product instead of the table.
  await expect(page.getByTestId('budget-stacked').getByText('Elektriciteit').first()).toBeVisible();
  await expectNoSideways(page);
  await page.screenshot({ path: `${SCREENS}/budgets-phone.png`, fullPage: true });
});

test('prognose: kosten per jaar in grafiek en tabel, per aansluiting, met de uitgangspunten', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await switchCustomerByClick(page, 'Rijnmond', 'Stichting Openbaar Onderwijs Rijnmond');
  await page.goto('/v3/forecast?year=2026');
  await expect(page.getByRole('heading', { name: 'Prognose', level: 1 })).toBeVisible();
  await expect(page.getByText('Stichting Openbaar Onderwijs Rijnmond').first()).toBeVisible();
  const totals = page.getByRole('table', { name: 'Totaal per jaar' });
  await expect(totals.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('table', { name: 'Per aansluiting' }).getByRole('row')).not.toHaveCount(1);
  const assumptions = page.getByRole('region', { name: 'Uitgangspunten' });
  await expect(assumptions).toContainText('Termijnprijs elektriciteit 2027');
  await expect(assumptions).toContainText('Gas in MWh');
  // 2026–2028 rest on unverified (or borrowed) energy-tax rates: the screen says so (issue 27).
  await expect(page.getByText(/^Tarief niet geverifieerd: de energiebelasting van 2026/)).toBeVisible();
  await expect(assumptions).toContainText('met verblijfsfunctie');
  await page.screenshot({ path: `${SCREENS}/forecast.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(totals.getByRole('row')).toHaveCount(4);
  await expectNoSideways(page);
  await page.screenshot({ path: `${SCREENS}/forecast-phone.png`, fullPage: true });
});

test('prognose: dit jaar gemeten tot vandaag plus verwacht', async ({ page }) => {
  // This year of a connection with meter readings (issue 32): a connection of this run (EAN prefix 8714)
  // read on 31 December and 31 January: 310 kWh over January's 31 days, 10 kWh a day. Its expected year
  // (the last twelve whole months, scaled by days) is 10 kWh × those days; this year is the 310 kWh
  // measured to today plus 10 kWh a day expected for the other days: the same total.
  // In January this year has no whole month of readings yet: only this test is skipped then.
  const today = localToday();
  const thisYear = Number(today.slice(0, 4));
  test.skip(today < `${thisYear}-02-01`, 'January is not a whole month of history yet');
  test.setTimeout(60_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const assumptions = page.getByRole('region', { name: 'Uitgangspunten' });
  const deVries = await switchCustomerByClick(page, 'De Vries', 'De Vries Bakkerij B.V.');
  const token = await requireToken(page);
  const ean = completeEan(`8714${String(Date.now()).slice(-13).padStart(13, '0')}`);
  const connection = await apiPost(page.request, token, `customers/${deVries}/connections`, {
    ean,
    product: 1,
    capacity: '3x25A',
    postcode: '3511AB',
    showInEms: true,
  });
  for (const [readOn, normal] of [
    [`${thisYear - 1}-12-31`, 1000],
    [`${thisYear}-01-31`, 1310],
  ] as const) {
    await apiPost(page.request, token, `customers/${deVries}/ems/register-readings`, {
      connectionId: connection.data.id,
      readOn,
      normal,
      low: null,
    });
  }
  const monthStart = (delta: number) => Date.UTC(thisYear, Number(today.slice(5, 7)) - 1 + delta, 1);
  const historyDays = (monthStart(0) - monthStart(-12)) / 86_400_000;
  await page.goto(`/v3/forecast?year=${thisYear}`);
  await expect(page.getByText('De Vries Bakkerij B.V.').first()).toBeVisible();
  await expect(assumptions).toContainText(`Volume ${thisYear}gemeten van 1 januari tot`);
  await expect(assumptions).toContainText(`Prijzen ${thisYear}`);
  const connectionsTable = page.getByRole('table', { name: 'Per aansluiting' });
  const grouped = ean.replace(/(\d{4})(?=\d)/g, '$1 ');
  const row = connectionsTable.getByRole('row').filter({ hasText: grouped });
  await expect(row).toBeVisible();
  const split = row.getByTestId('current-year-volume');
  await expect(split).toHaveText(
    `${thisYear}: ${formatQuantity(10 * historyDays, 'kWh')} = ${formatQuantity(310, 'kWh')} gemeten tot ${formatDate(today)} + ${formatQuantity(10 * historyDays - 310, 'kWh')} verwacht`,
  );
  await page.screenshot({ path: `${SCREENS}/forecast-this-year.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(split).toBeVisible();
  await expectNoSideways(page);
  await page.screenshot({ path: `${SCREENS}/forecast-this-year-phone.png`, fullPage: true });
});

test('inkoop: eigen contract van een deelnemer gaat vóór het collectief, geen overlap op de tijdlijn', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const token = await requireToken(page);
  const get = async <T>(path: string) => {
    const response = await page.request.get(`/api/v3/${path}`, {
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as T;
  };
  const remove = async (path: string) => {
    const response = await page.request.delete(`/api/v3/${path}`, {
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
    });
    expect(response.status(), await response.text()).toBe(204);
  };
  // A collective of this run (delivery years 2027–2028) with a connection of this run (EAN prefix 8717) of
  // De Vries as its participant: other journeys on this server add De Vries's demo connections to
  // collectives of their own, so the demo collective's participants are not this journey's to rely on.
  // The participant gets its own fixed agreement for 2027: that agreement supplies 2027, the collective
  // 2028 only, and the timeline shows no overlap.
  const customerId = (
    await get<{ data: { id: number; name: string }[] }>('customers?q=De%20Vries&limit=10')
  ).data.find((c) => c.name === 'De Vries Bakkerij B.V.')?.id;
  if (customerId === undefined) throw new Error('no demo customer De Vries Bakkerij B.V.');
  const ean = completeEan(`8717${String(Date.now()).slice(-13).padStart(13, '0')}`);
  const connectionId = (
    await apiPost(page.request, token, `customers/${customerId}/connections`, {
      ean,
      product: 1,
      capacity: '3x25A',
      postcode: '3511AB',
    })
  ).data.id;
  const collectiveName = `Collectief e2e ${Date.now()}`;
  const collectiveId = (
    await apiPost(page.request, token, 'collective/collectives', {
      name: collectiveName,
      product: 1,
      firstYear: 2027,
      lastYear: 2028,
    })
  ).data.id;
  await apiPost(page.request, token, 'collective/participants', {
    collectiveId,
    connectionId,
    expectedAnnualVolume: '20000',
  });
  // A signed agreement names its signed document in the customer's library: upload one.
  const documentId = await uploadSignedDocument(page.request, token, customerId);
  const supplier = (await get<{ data: { id: number }[] }>('suppliers?limit=1')).data[0]!;
  const reference = `E2E-EIGEN-${Date.now()}`;
  // Signed (in force); a signed agreement cannot be deleted: at the end its connection leaves it again.
  const body = {
    customerId,
    supplierId: supplier.id,
    product: 1,
    reference,
    priceType: 'fixed',
    startDate: '2027-01-01',
    endDate: '2027-12-31',
    status: 'getekend',
    documentId,
    rates: [{ validFrom: '2027-01-01', single: 0.2 }],
  };
  const own = await apiPost(page.request, token, 'supply-agreements', {
    ...body,
    connections: [{ connectionId }],
  });
  try {
    await page.goto(`/v3/customers/${customerId}/purchase?year=2027`);
    const timeline = page.getByTestId(`timeline-${connectionId}`);
    await expect(timeline).toContainText(reference);
    await expect(timeline.getByText(collectiveName)).toHaveText(/01\/01\/2028 – 31\/12\/2028$/);
    await expect(timeline).not.toContainText('overlap');
    await timeline.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/participant-own-agreement.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(timeline).toContainText(reference);
    await timeline.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/participant-own-agreement-phone.png` });
  } finally {
    // Leave nothing behind: the connection leaves the agreement, the collective (and with it its
    // participant) goes, then the connection.
    await apiPost(page.request, token, `supply-agreements/${own.data.id}`, { ...body, connections: [] });
    await remove(`collective/collectives/${collectiveId}`);
    await remove(`customers/${customerId}/connections/${connectionId}`);
  }
});
