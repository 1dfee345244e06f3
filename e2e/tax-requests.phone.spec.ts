import { formatCurrency } from '@energiek/contracts/format';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin, apiPost } from './support/api.ts';
import { addMeasuredConnection } from './support/meter-readings.ts';
import { expect, test } from './support/test.ts';
import { horizontalOverflow, signIn } from './support/ui.ts';

// Issue 31: at 390 px the tax-request list showed only Soort and Periode; status, amount and deadline
// were off to the right. On a phone the list has three columns: the request (type, customer, period,
// status), the amount and the deadline — no sideways scroll, all three in view. Own customer, own request.

const SCREENS = 'test-results/screens';

test('teruggaafverzoeken op 390 px: status, bedrag en uiterste datum zichtbaar, niet zijwaarts scrollen', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const me = await apiGet<{ data: { id: number } }>(request, admin, 'auth/user');
  const name = `E2E Teruggaaf telefoon ${String(Date.now()).slice(-7)}`;
  const customer = await apiPost(request, admin, 'customers', {
    name,
    accountManagerId: me.data.id,
    modules: ['ems', 'purchase', 'taxrequest'],
  });
  const customerId = customer.data.id as number;
  const { connectionId } = await addMeasuredConnection(request, admin, customerId);
  // A 2022 "meer panden" request: its deadline 13 weeks after the period, 01/04/2023, long passed.
  const created = await apiPost<{ data: { amount: number } }>(
    request,
    admin,
    `customers/${customerId}/tax-requests`,
    {
      type: 'multiple-properties',
      product: 1,
      from: '2022-01-01',
      to: '2023-01-01',
      properties: 3,
      connections: [{ connectionId, volume: 30_000, reduction: true }],
      documentIds: [],
      actionIds: [],
    },
  );
  const amount = created.data.amount;

  await signIn(page, ACCOUNTS.admin, PASSWORD);
  for (const [url, screen] of [
    [`/v3/customers/${customerId}/tax-requests`, 'customer'],
    [`/v3/tax-requests?type=multiple-properties`, 'all'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Teruggaafverzoeken' })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ hasText: screen === 'all' ? name : 'Meer panden' })
      .first();
    await expect(row).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByTestId('tax-request-status-phone')).toHaveText('Concept');
    await expect(row.getByTestId('tax-request-status-phone')).toBeInViewport();
    const amountCell = row.getByText(formatCurrency(amount));
    await expect(amountCell).toBeInViewport({ ratio: 1 });
    const deadline = row.getByText('01/04/2023');
    await expect(deadline).toBeInViewport({ ratio: 1 });
    await expect(row).toContainText('(verlopen)');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENS}/tax-requests-phone-${screen}.png`, fullPage: true });
  }
});
