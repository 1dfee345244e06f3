import { formatCurrency } from '@energiek/contracts/format';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiLogin, apiPost, createOwnCustomer } from './support/api.ts';
import { addMeasuredConnection } from './support/meter-readings.ts';
import { tableFit } from './support/table-fit.ts';
import { expect, test } from './support/test.ts';
import { horizontalOverflow, signIn } from './support/ui.ts';

// Issue 31: at 390 px the tax-request list showed only Soort and Periode; status, amount and deadline
// were off to the right. On a phone the list has two columns: the request (type, customer, period,
// status) and the amount with the deadline beneath — no sideways scroll, all of it in view. Own customer, own request.

const SCREENS = 'test-results/screens';

test('teruggaafverzoeken op 390 px: status, bedrag en uiterste datum zichtbaar, niet zijwaarts scrollen', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const name = `E2E Teruggaaf telefoon ${String(Date.now()).slice(-7)}`;
  const customerId = await createOwnCustomer(request, admin, name, ['ems', 'purchase', 'taxrequest']);
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
  const second = await addMeasuredConnection(request, admin, customerId);
  // A two-year complex request (2024–2025): its first year's deadline comes first, the last year's stands
  // beneath ("laatste jaar tot 31/12/2030"), which once kept the Westland list 440 px wide in 326 px.
  await apiPost(request, admin, `customers/${customerId}/tax-requests`, {
    type: 'complex',
    product: 1,
    from: '2024-01-01',
    to: '2026-01-01',
    business: true,
    connections: [
      { connectionId, volume: 30_000, reduction: false },
      { connectionId: second.connectionId, volume: 20_000, reduction: false },
    ],
    documentIds: [],
    actionIds: [],
  });

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
    const deadline = row.getByTestId('tax-request-deadline-phone').getByText('01/04/2023');
    await expect(deadline).toBeInViewport({ ratio: 1 });
    await expect(row).toContainText('(verlopen)');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    if (screen === 'customer') {
      const complex = page.getByRole('row').filter({ hasText: 'Complexbepaling' }).first();
      await complex.scrollIntoViewIfNeeded();
      await expect(
        complex.getByTestId('tax-request-deadline-phone').getByText('laatste jaar tot 31/12/2030'),
      ).toBeInViewport({ ratio: 1 });
      const fit = await tableFit(page, 'Teruggaafverzoeken');
      expect(fit.table, JSON.stringify(fit)).toBeLessThanOrEqual(fit.box);
    }
    await page.screenshot({ path: `${SCREENS}/tax-requests-phone-${screen}.png`, fullPage: true });
  }
});
