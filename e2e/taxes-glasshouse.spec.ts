import type { APIRequestContext } from '@playwright/test';
import { completeEan } from '@energiek/contracts/ean';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { pageWidth, signIn } from './support/ui.ts';

// Glasshouse horticulture gas (issue 27): a gas connection's tax settings get "Glastuinbouw"; the taxes
// overview then computes the first two brackets at the reduced rate and says the rate is not verified.
// The journey brings its own gas connection (200,000 m³ a year), so other journeys do not disturb it.

const SCREENS = 'test-results/screens';
const HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'x-development-mode': 'true' };

/** The admin's API session on the demo bakery: its id, and a POST or PUT that fails the test on an error. */
async function bakeryApi(request: APIRequestContext) {
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const found = await apiGet<{ data: { id: number }[] }>(request, token, 'customers/search?q=De%20Vries');
  const send = async (method: 'post' | 'put', path: string, data: unknown) => {
    const response = await request[method](`/api/v3/${path}`, {
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
      data,
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as { data: { id: number } };
  };
  return { customerId: found.data[0]!.id, send };
}

test('glastuinbouw op een gasaansluiting verlaagt de energiebelasting en meldt dat het tarief niet geverifieerd is', async ({
  page,
  request,
}) => {
  const { customerId, send: post } = await bakeryApi(request);
  const ean = completeEan(`8719${String(Date.now()).slice(-13).padStart(13, '0')}`);
  const connection = await post('post', `customers/${customerId}/connections`, {
    ean,
    product: 2,
    capacity: 'G6',
    postcode: '2671AA',
  });
  await post('put', `customers/${customerId}/connections/${connection.data.id}/tax-settings`, {
    expectedAnnualVolume: 200_000,
    verblijfsfunctie: false,
    complexName: null,
  });

  await signIn(page, ACCOUNTS.admin, PASSWORD);
  // The EAN 8719… sorts first (demo EANs start lower), whatever the other journeys add.
  await page.goto(`/v3/taxes?year=2024&product=2&customerId=${customerId}&sort=-ean`);
  const table = page.getByRole('table', { name: 'Energiebelasting per aansluiting' });
  const row = table.getByRole('row').filter({ hasText: ean });
  // Normal 2024: 170,000 × 0.58301 + 30,000 × 0.22378 = € 105,825.10.
  await expect(row).toContainText('105.825,10');
  await expect(row.getByTestId('glasshouse-mark')).toHaveCount(0);

  await row.click();
  const dialog = page.getByRole('dialog', { name: `Belastinggegevens ${ean}` });
  await dialog.getByLabel('Glastuinbouw (verlaagd gastarief)').check();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();

  // Reduced: 170,000 × 0.09365 + 30,000 × 0.08444 = € 18,453.70, marked, and the year says unverified.
  await expect(row).toContainText('18.453,70');
  await expect(row.getByTestId('glasshouse-mark')).toHaveText('Glastuinbouw · tarief niet geverifieerd');
  await expect(page.getByText(/Tarief niet geverifieerd/).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/taxes-glasshouse.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
  await expect(row.getByTestId('glasshouse-mark')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/taxes-glasshouse-phone.png`, fullPage: true });
});

// The same reduced rates in the calculator and the money finder (issue 27, session 7): the calculator has a
// "Glastuinbouw" box for gas; two glasshouse gas connections of the journey's own on one address (100,000 m³
// a year each) are compared at the reduced rates, each year marked unverified.
test('glastuinbouw in de calculator en de geldvinder: verlaagd tarief, niet geverifieerd', async ({
  page,
  request,
}) => {
  const { customerId, send } = await bakeryApi(request);
  const stamp = String(Date.now()).slice(-12);
  const houseNumber = String(Number(stamp.slice(-5)) + 1000);
  const eans = [1, 2].map((n) => completeEan(`8719${n}${stamp.padStart(12, '0')}`));
  for (const ean of eans) {
    const connection = await send('post', `customers/${customerId}/connections`, {
      ean,
      product: 2,
      capacity: 'G6',
      street: 'Kasweg',
      houseNumber,
      postcode: '2671AA',
      city: 'Naaldwijk',
    });
    await send('put', `customers/${customerId}/connections/${connection.data.id}/tax-settings`, {
      expectedAnnualVolume: 100_000,
      verblijfsfunctie: false,
      complexName: null,
      glasshouse: true,
    });
  }

  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/taxes?tab=calculator');
  const form = page.getByRole('region', { name: 'Casus' });
  await form.getByLabel('Product').selectOption('2');
  await form.getByLabel('Van').fill('01/01/2024');
  await form.getByLabel('Tot en met').fill('31/12/2024');
  await form.getByLabel('Verbruik in de periode (m³)').fill('200.000');
  await form.getByLabel('Glastuinbouw (verlaagd gastarief)').check();
  await form.getByRole('button', { name: 'Bereken' }).click();
  // 1,000 + 169,000 m³ × 0.09365 = 15,920.50; 30,000 × 0.08444 = 2,533.20 → 18,453.70; VAT 3,875.28.
  const totals = page.getByTestId('tax-totals');
  await expect(totals).toContainText('Totaal excl. btw€ 18.453,70');
  await expect(totals).toContainText('Totaal incl. btw€ 22.328,98');
  await expect(page.getByRole('table', { name: 'Energiebelasting per schijf' })).toContainText('€ 0,08444');
  await expect(page.getByText(/Tarief niet geverifieerd: de tarieven van 2024/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/taxes-glasshouse-calculator.png`, fullPage: true });

  await page.goto(`/v3/taxes?tab=finder&customerId=${customerId}&product=2`);
  const card = page.getByRole('region').filter({ hasText: eans[0]! }).filter({ hasText: eans[1]! });
  await expect(card.getByTestId('complex-glasshouse')).toHaveText('Glastuinbouw · tarief niet geverifieerd');
  // 2024: apart 2 × 100,000 × 0.09365 = 18,730.00; samen 15,920.50 + 2,533.20 = 18,453.70; gain 276.30.
  const year2024 = card.getByRole('row').filter({ hasText: /^2024/ });
  await expect(year2024).toContainText('18.730,00');
  await expect(year2024).toContainText('18.453,70');
  await expect(year2024).toContainText('276,30');
  await expect(year2024.getByTestId('year-unverified')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/taxes-glasshouse-finder.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
  await expect(card.getByTestId('complex-glasshouse')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/taxes-glasshouse-finder-phone.png`, fullPage: true });
});
