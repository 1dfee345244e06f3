import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin, localToday } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { pageWidth, signIn, switchCustomerByClick } from './support/ui.ts';

// Issue 27: a complex request over 2021–2025 showed one deadline (31-12-2030) although 2021's claim ends
// 31-12-2026. The request page lists each year's deadline and warns for the earliest still ahead; the list
// shows that earliest deadline (and sorts by it).

const SCREENS = 'test-results/screens';
const CUSTOMER = 'Garage Van Dijk Amersfoort B.V.';

test('teruggaafverzoek 2021–2025: uiterste indiendatum per jaar, waarschuwing voor de vroegste', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Van Dijk', CUSTOMER);
  const connections = await apiGet<{ data: { id: number }[] }>(
    request,
    token,
    `customers/${customerId}/connections?limit=999&product=1`,
  );
  expect(connections.data.length).toBeGreaterThanOrEqual(2);
  const note = `Journey termijnen ${Date.now()}`;
  const created = await request.post(`/api/v3/customers/${customerId}/tax-requests`, {
    headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${token}` },
    data: {
      type: 'complex',
      product: 1,
      from: '2021-01-01',
      to: '2026-01-01',
      business: true,
      connections: connections.data
        .slice(0, 2)
        .map((c, i) => ({ connectionId: c.id, volume: 200_000 + i * 50_000, reduction: false })),
      documentIds: [],
      actionIds: [],
      note,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;

  await page.goto(`/v3/customers/${customerId}/tax-requests/${id}`);
  await expect(page.getByTestId('tax-request-deadline')).toHaveText('31/12/2030');
  const perYear = page.getByTestId('tax-request-year-deadlines');
  for (const [year, day] of [
    [2021, '31/12/2026'],
    [2022, '31/12/2027'],
    [2025, '31/12/2030'],
  ] as const)
    await expect(perYear).toContainText(`${year}: ${day}`);
  // Today (2026) 2021's part is the one at risk; once it has passed, the page says it is lost instead.
  const today = localToday();
  const warnings = page.getByTestId('tax-request-warnings');
  if (today <= '2026-12-31')
    await expect(warnings).toContainText(
      'Let op: het deel over 2021 moet uiterlijk 31/12/2026 zijn ingediend',
    );
  else await expect(warnings).toContainText('De termijn voor 2021 is verstreken');
  // An admin reads the request here (a signal links to this page): not the customer's sentence about
  // "your advisor", but the way to edit it.
  await expect(page.getByText('Dit verzoek wordt door je adviseur voorbereid')).toHaveCount(0);
  await expect(page.getByTestId('page-actions').getByRole('link', { name: 'Bewerken' })).toHaveAttribute(
    'href',
    `/v3/customers/${customerId}/tax-requests/${id}/edit`,
  );
  await page.screenshot({ path: `${SCREENS}/tax-request-deadlines.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(perYear).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/tax-request-deadlines-phone.png`, fullPage: true });

  // The list shows (and sorts by) the deadline that matters today: 2021's, with the last one beneath.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/v3/customers/${customerId}/tax-requests`);
  const row = page.getByRole('row').filter({ hasText: '01/01/2021 – 31/12/2025' }).first();
  if (today <= '2026-12-31') {
    await expect(row).toContainText('31/12/2026');
    await expect(row).toContainText('laatste jaar tot 31/12/2030');
  }
  await page.screenshot({ path: `${SCREENS}/tax-request-list-deadlines.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/tax-request-list-deadlines-phone.png`, fullPage: true });
});
