import { formatEan } from '@energiek/contracts/connections';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, selectedCustomerId } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { logOut, requireToken, signIn, switchCustomerByClick } from './support/ui.ts';

// Mutations (issue 13): the customer tab of Kwekerij Westland Glas (module mutations) with the demo
// mutations and URL filters; a supplier switch created, moved through its statuses and executed, after
// which the connection's "Historie" card shows the old supplier until the desired date; customer staff
// see their own customer's mutations read-only.

const SCREENS = 'test-results/screens';
const WESTLAND = 'Kwekerij Westland Glas B.V.';

type Connection = { id: number; ean: string; supplier?: { id: number; name: string } | null };

test('een leverancierswissel: aangemaakt, ingediend, bevestigd en uitgevoerd, met historie op de aansluiting', async ({
  page,
}) => {
  // Three status changes, a connection page and two reloads: more than the default on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Westland', WESTLAND);
  await page.goto(`/v3/customers/${customerId}/mutations`);
  await expect(page.getByRole('heading', { name: 'Mutaties', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Mutaties' });
  // The demo seed: six mutations of Westland Glas, one of every status.
  await expect(table.getByRole('row').nth(6)).toBeVisible();
  await page.getByLabel('Status').selectOption('uitgevoerd');
  await expect(page).toHaveURL(/status=uitgevoerd/);
  // Only executed ones: every row but the header says so.
  await expect(table.getByRole('row').filter({ hasNotText: 'Uitgevoerd' })).toHaveCount(1);
  await expect(table).toContainText('Leverancierswissel');
  await expect(table).toContainText('Capaciteitswijziging');
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('uitgevoerd');
  await expect(table.getByRole('row').filter({ hasNotText: 'Uitgevoerd' })).toHaveCount(1);
  await page.screenshot({ path: `${SCREENS}/mutations.png`, fullPage: true });

  await page.goto(`/v3/customers/${customerId}/mutations`);
  await page.getByRole('link', { name: 'Nieuwe mutatie' }).click();
  await expect(page.getByRole('heading', { name: 'Nieuwe mutatie', level: 1 })).toBeVisible();
  // Saving without a connection or supplier: the contract's Dutch messages at the fields.
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Kies minstens één aansluiting.', { exact: true })).toBeVisible();
  await expect(page.getByText('Kies de nieuwe leverancier.', { exact: true })).toBeVisible();

  const picker = page.getByRole('combobox', { name: 'Aansluiting toevoegen' });
  const search = page.waitForResponse((r) => /\/connections\?/.test(r.url()) && r.url().includes('q=871'));
  await picker.fill('871');
  const found = (await (await search).json()) as { data: Connection[] };
  await page.getByRole('listbox', { name: 'Aansluiting toevoegen' }).getByRole('option').first().click();
  await expect(page.getByTestId('mutation-connection')).toHaveCount(1);
  const picked = found.data[0];
  expect(picked).toBeDefined();
  const token = await requireToken(page);
  const { data: connection } = await apiGet<{ data: Connection }>(
    page.request,
    token,
    `customers/${customerId}/connections/${picked?.id}?with=supplier`,
  );
  const oldSupplier = connection.supplier?.name ?? 'geen';
  const newSupplier = oldSupplier === 'Greenchoice' ? 'Vandebron' : 'Greenchoice';
  await page.getByLabel(/^Nieuwe leverancier/).selectOption({ label: newSupplier });
  await page.getByLabel(/^Gewenste datum/).fill('01/01/2026');
  await page.getByLabel('Opmerking').fill('Overstap na de inkoopronde (E2E)');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/mutations$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('button', { name: 'Opslaan' }).click();
  const created = (await (await saved).json()) as { data: { id: number } };
  await expect(page.getByRole('heading', { name: 'Mutatie: Leverancierswissel', level: 1 })).toBeVisible();

  for (const [status, label] of [
    ['ingediend', 'Ingediend'],
    ['bevestigd', 'Bevestigd'],
    ['uitgevoerd', 'Uitgevoerd'],
  ] as const) {
    await page.getByLabel('Naar status').selectOption(status);
    if (status === 'uitgevoerd') {
      await expect(page.getByText('Uitvoeren past de mutatie toe')).toBeVisible();
      await page.getByLabel('Toelichting bij de statuswijziging').fill('Bevestiging leverancier ontvangen');
    }
    await page.getByRole('button', { name: 'Status wijzigen' }).click();
    await expect(page.getByText(`De status is gewijzigd naar ${label}.`).last()).toBeVisible();
  }
  const history = page.getByRole('table', { name: 'Statusgeschiedenis' });
  await expect(history.getByRole('row')).toHaveCount(5);
  await expect(history).toContainText('Bevestiging leverancier ontvangen');
  await expect(
    page.getByText('Deze mutatie is uitgevoerd; de status kan niet meer veranderen.'),
  ).toBeVisible();
  await expect(page.getByLabel(/^Gewenste datum/)).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/mutation-executed.png`, fullPage: true });

  // The connection now has the new supplier; its history keeps the old one until 31/12/2025.
  await page.goto(`/v3/customers/${customerId}/connections/${picked?.id}/edit`);
  const card = page.getByRole('table', { name: 'Historie' });
  const rows = card.getByRole('row').filter({ hasText: 'Leverancier' });
  await expect(rows.filter({ hasText: newSupplier })).toContainText('vanaf 01/01/2026');
  await expect(rows.filter({ hasText: newSupplier })).toContainText(`Mutatie #${created.data.id}`);
  await expect(rows.filter({ hasText: oldSupplier }).last()).toContainText('31/12/2025');
  await page.screenshot({ path: `${SCREENS}/connection-history.png`, fullPage: true });
});

test('klantmedewerkers zien de mutaties van hun eigen organisatie, alleen lezen', async ({ page }) => {
  await signIn(page, ACCOUNTS.spare, PASSWORD);
  const token = await requireToken(page);
  const customerId = await selectedCustomerId(page.request, token);
  expect(customerId).toBeDefined();
  await page.goto(`/v3/customers/${customerId}/mutations`);
  const table = page.getByRole('table', { name: 'Mutaties' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nieuwe mutatie' })).toHaveCount(0);
  await table.getByRole('row').filter({ hasText: 'Verhuizing' }).first().click();
  await expect(page.getByText('Je kunt deze mutatie alleen inzien.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Status wijzigen' })).toHaveCount(0);
  await expect(page.getByLabel(/^Gewenste datum/)).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/mutation-customer.png`, fullPage: true });
  // The create form is the writers': the guard sends the reader to /v3/forbidden.
  await page.goto(`/v3/customers/${customerId}/mutations/create`);
  await expect(page).toHaveURL(/\/v3\/forbidden$/);
  await logOut(page);
});

test('een capaciteitswijziging biedt de capaciteiten van het product van de aansluiting', async ({
  page,
}) => {
  // Issue 32: an electricity connection was offered the gas sizes G4…G1000 as well.
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Westland', WESTLAND);
  const token = await requireToken(page);
  const first = async (product: 1 | 2) =>
    (
      await apiGet<{ data: Connection[] }>(
        page.request,
        token,
        `customers/${customerId}/connections?product=${product}&status=1&limit=1&page=1`,
      )
    ).data[0];
  const electricity = await first(1);
  const gas = await first(2);
  expect(electricity && gas).toBeTruthy();

  await page.goto(`/v3/customers/${customerId}/mutations/create`);
  await page.getByLabel(/^Soort mutatie/).selectOption('capacity-change');
  const capacity = page.getByLabel(/^Nieuwe capaciteit/);
  const options = () => capacity.locator('option').allTextContents();
  // No connection yet: nothing to pick, and the hint says why.
  await expect(page.getByText(/Kies eerst de aansluiting hieronder/)).toBeVisible();
  expect(await options()).toEqual(['Maak een keuze']);

  const picker = page.getByRole('combobox', { name: 'Aansluiting toevoegen' });
  const add = async (ean: string) => {
    await picker.fill(ean);
    // The option of this EAN (the list before the search answers holds other connections).
    await page
      .getByRole('listbox', { name: 'Aansluiting toevoegen' })
      .getByRole('option', { name: new RegExp(formatEan(ean)) })
      .click();
  };
  await add(electricity?.ean ?? '');
  await expect(capacity.locator('option', { hasText: '3x80A' })).toHaveCount(1);
  expect((await options()).some((o) => o.startsWith('G'))).toBe(false);
  await expect(page.getByLabel('Nieuw gecontracteerd vermogen (kW)')).toBeVisible();
  await capacity.selectOption('3x100A');
  await page.screenshot({ path: `${SCREENS}/mutation-capacity-electricity.png`, fullPage: true });

  // The gas connection instead: gas sizes only, and the electricity class is cleared.
  await page.getByRole('button', { name: /verwijderen$/ }).click();
  await add(gas?.ean ?? '');
  await expect(capacity.locator('option', { hasText: 'G1000' })).toHaveCount(1);
  expect(await options()).toEqual([
    'Maak een keuze',
    'G4',
    'G6',
    'G10',
    'G16',
    'G25',
    ...['G40', 'G65', 'G100', 'G160', 'G250', 'G400', 'G650', 'G1000'].map((g) => `${g} (grootverbruik)`),
  ]);
  await expect(capacity).toHaveValue('');
  await capacity.selectOption('G40');
  await page.getByLabel('Nieuw gecontracteerd vermogen (m³/h)').fill('65');
  await page.getByLabel(/^Gewenste datum/).fill('01/01/2027');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('heading', { name: 'Mutatie: Capaciteitswijziging', level: 1 })).toBeVisible();
  await expect(capacity).toHaveValue('G40');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/mutation-capacity-gas-phone.png`, fullPage: true });
});
