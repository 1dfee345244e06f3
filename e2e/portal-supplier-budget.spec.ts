import type { APIRequestContext } from '@playwright/test';
import { completeEan } from '@energiek/contracts/ean';
import { formatDate, formatEan } from '@energiek/contracts/format';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import {
  apiGet,
  apiLogin,
  apiPost,
  createOwnCustomer,
  localToday,
  uploadSignedDocument,
} from './support/api.ts';
import { addMeasuredConnection } from './support/meter-readings.ts';
import { createStaffAccount } from './support/staff.ts';
import { expect, test } from './support/test.ts';
import { acceptTermsIfAsked, horizontalOverflow, requireToken, signIn } from './support/ui.ts';

// Issue 31, as customer staff of an own customer (made here through the API, nothing shared):
// - "Who supplies me" has one answer per date: the connection's own field names a third supplier, a signed
//   agreement of last year names another, this year's signed agreement a third. The connections list and the
//   portal's contracts show this year's supplier; the purchase tab shows last year's for last year.
// - Budgets at 390 px: one connection measured, one without measurements. The portal home and the budgets
//   tab name the unmeasured connection instead of a deviation from the budget (Westland's "−95,1 %").

const SCREENS = 'test-results/screens';
const HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'x-development-mode': 'true' };

type Supplier = { id: number; name: string };

/** An own customer with the portal's modules and a staff member (the demo's read-only customer role). */
async function ownCustomer(request: APIRequestContext, admin: string, label: string) {
  const name = `E2E ${label} ${String(Date.now()).slice(-7)}`;
  const customerId = await createOwnCustomer(request, admin, name, ['ems', 'purchase', 'budgets']);
  const demo = await apiGet<{ data: { roleId: number | null }[] }>(
    request,
    admin,
    `users?q=${encodeURIComponent(ACCOUNTS.spare)}`,
  );
  const staff = await createStaffAccount(request, name, demo.data[0]?.roleId ?? undefined);
  return { customerId, name, staff };
}

async function signedAgreement(
  request: APIRequestContext,
  admin: string,
  input: { customerId: number; connectionId: number; supplier: Supplier; from: string; to: string },
) {
  const reference = `E2E-${input.from.slice(0, 4)}-${String(Date.now()).slice(-6)}`;
  await apiPost(request, admin, 'supply-agreements', {
    customerId: input.customerId,
    supplierId: input.supplier.id,
    product: 1,
    reference,
    priceType: 'fixed',
    startDate: input.from,
    endDate: input.to,
    status: 'getekend',
    documentId: await uploadSignedDocument(request, admin, input.customerId),
    rates: [{ validFrom: input.from, single: 0.2 }],
    connections: [{ connectionId: input.connectionId }],
  });
  return reference;
}

test('wie levert mij: per datum dezelfde leverancier op aansluitingen, portaal en inkoop', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const { customerId, staff } = await ownCustomer(request, admin, 'Leverancierswissel');
  const suppliers = (await apiGet<{ data: Supplier[] }>(request, admin, 'suppliers?limit=3')).data;
  expect(new Set(suppliers.map((s) => s.name)).size).toBe(3);
  const [stale, previous, current] = suppliers as [Supplier, Supplier, Supplier];
  const year = Number(localToday().slice(0, 4));
  // The connection's own field still names a third supplier (history).
  const { connectionId, ean } = await addMeasuredConnection(request, admin, customerId, {
    supplierId: stale.id,
  });
  // A second connection without any agreement: its own field answers, and the screen says so.
  const bare = await addMeasuredConnection(request, admin, customerId, { supplierId: stale.id });
  const lastYearRef = await signedAgreement(request, admin, {
    customerId,
    connectionId,
    supplier: previous,
    from: `${year - 1}-01-01`,
    to: `${year - 1}-12-31`,
  });
  const thisYearRef = await signedAgreement(request, admin, {
    customerId,
    connectionId,
    supplier: current,
    from: `${year}-01-01`,
    to: `${year + 1}-12-31`,
  });

  await signIn(page, staff.emailAddress, staff.password);
  await acceptTermsIfAsked(page, false);
  await expect(page.getByTestId('portal-home')).toBeVisible();

  // The API as the staff member sees it: today's supplier comes from this year's agreement.
  const token = await requireToken(page);
  const one = await apiGet<{ data: { supplier: Supplier | null; supplierFromAgreement: boolean } }>(
    page.request,
    token,
    `customers/${customerId}/connections/${connectionId}?with=supplier`,
  );
  expect(one.data.supplier?.name).toBe(current.name);
  expect(one.data.supplierFromAgreement).toBe(true);
  const fallback = await apiGet<{ data: { supplier: Supplier | null; supplierSource: string | null } }>(
    page.request,
    token,
    `customers/${customerId}/connections/${bare.connectionId}?with=supplier`,
  );
  expect(fallback.data).toMatchObject({ supplier: { name: stale.name }, supplierSource: 'connection' });

  // Portal home: the running contract is this year's supplier, until 31/12 next year.
  const contracts = page.getByTestId('portal-contracts');
  await expect(contracts).toContainText(`${current.name} · stroom`);
  await expect(contracts).toContainText(formatDate(`${year + 1}-12-31`));
  await expect(contracts).not.toContainText(previous.name);
  await expect(contracts).not.toContainText(stale.name);
  await page.screenshot({ path: `${SCREENS}/portal-supplier-home.png`, fullPage: true });

  // Connections list: the same supplier today, not the connection's own (stale) field.
  await page.goto(`/v3/customers/${customerId}/connections`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aansluitingen' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: formatEan(ean) });
  await expect(row).toContainText(current.name);
  await expect(row).not.toContainText(stale.name);
  await expect(row).not.toContainText(previous.name);
  await expect(row.getByTestId('supplier-from-connection')).toHaveCount(0);
  const bareRow = page.getByRole('row').filter({ hasText: formatEan(bare.ean) });
  await expect(bareRow).toContainText(stale.name);
  await expect(bareRow.getByTestId('supplier-from-connection')).toHaveText(
    'volgens aansluitgegevens; geen leveringsovereenkomst in deze periode',
  );
  await page.screenshot({ path: `${SCREENS}/portal-supplier-connections.png`, fullPage: true });

  // Purchase: each agreement with its supplier on its own period (last year's and this year's), never the
  // connection's own field.
  await page.goto(`/v3/customers/${customerId}/purchase?year=${year}`);
  const timeline = page.getByTestId(`timeline-${connectionId}`);
  const period = (from: string, to: string) => `${formatDate(from)} – ${formatDate(to)}`;
  const items = timeline.getByRole('listitem');
  await expect(items.filter({ hasText: lastYearRef })).toHaveText(
    `${previous.name} ${lastYearRef} · Vast · ${period(`${year - 1}-01-01`, `${year - 1}-12-31`)}`,
  );
  await expect(items.filter({ hasText: thisYearRef })).toHaveText(
    `${current.name} ${thisYearRef} · Vast · ${period(`${year}-01-01`, `${year + 1}-12-31`)}`,
  );
  await expect(timeline).not.toContainText(stale.name);
  await timeline.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/portal-supplier-purchase.png`, fullPage: true });

  // Another customer's connection is not theirs: 404, nothing shown.
  const others = await apiGet<{ data: { id: number }[] }>(request, admin, 'customers/search?q=De Vries');
  const foreign = await page.request.get(
    `/api/v3/customers/${others.data[0]!.id}/connections?with=supplier`,
    { headers: { ...HEADERS, authorization: `Bearer ${token}` } },
  );
  expect(foreign.status()).toBe(404);
});

test('budgetten op 390 px: aansluiting zonder meetgegevens wordt genoemd, geen afwijking', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const { customerId, staff } = await ownCustomer(request, admin, 'Budget telefoon');
  const year = Number(localToday().slice(0, 4));
  const measured = await addMeasuredConnection(request, admin, customerId);
  const unmeasuredEan = completeEan(
    `8716${String(Date.now() + 7)
      .slice(-13)
      .padStart(13, '0')}`,
  );
  await apiPost(request, admin, `customers/${customerId}/connections`, {
    ean: unmeasuredEan,
    product: 1,
    capacity: '3x25A',
    postcode: '2671AA',
    showInEms: true,
  });
  const supplier = (await apiGet<{ data: Supplier[] }>(request, admin, 'suppliers?limit=1')).data[0]!;
  await apiPost(request, admin, 'supply-agreements', {
    customerId,
    supplierId: supplier.id,
    product: 1,
    reference: `E2E-BUDGET-${String(Date.now()).slice(-6)}`,
    priceType: 'fixed',
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    status: 'getekend',
    documentId: await uploadSignedDocument(request, admin, customerId),
    rates: [{ validFrom: `${year}-01-01`, single: 0.2 }],
    connections: [{ connectionId: measured.connectionId }],
  });
  await apiPost(request, admin, `customers/${customerId}/budgets`, {
    year,
    product: 1,
    amount: '50000',
    volume: '250000',
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, staff.emailAddress, staff.password);
  await acceptTermsIfAsked(page, false);

  // Portal home: this year's cost of the measured connection, the unmeasured one named, no percentage.
  const electricity = page.getByTestId('portal-energy-electricity');
  await expect(electricity).toContainText('Dit jaar tot vandaag');
  const note = electricity.getByTestId('portal-cost-unmeasured');
  await expect(note).toContainText('van 1 van je 2 aansluitingen zijn dit jaar nog geen meetgegevens');
  await expect(note).toContainText(unmeasuredEan);
  await expect(electricity).not.toContainText('ten opzichte van het budget');
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await electricity.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/portal-budget-home-phone.png`, fullPage: true });

  // Budgets tab: the same; the API agrees (no deviation while a connection is unmeasured).
  await page.goto(`/v3/customers/${customerId}/budgets?year=${year}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Budgetten' })).toBeVisible();
  const unmeasured = page.getByTestId('budget-unmeasured');
  await expect(unmeasured).toContainText('van 1 van 2 aansluitingen zijn nog geen meetgegevens');
  await expect(unmeasured).toContainText(unmeasuredEan);
  await expect(page.getByRole('button', { name: 'Budget toevoegen' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Budget toevoegen' })).toHaveCount(0);
  const token = await requireToken(page);
  const comparison = await apiGet<{
    data: { product: number; actualDeviation: number | null; actual: { unmeasured: string[] } }[];
  }>(page.request, token, `customers/${customerId}/budgets/comparison?year=${year}`);
  const row = comparison.data.find((r) => r.product === 1)!;
  expect(row.actual.unmeasured).toEqual([unmeasuredEan]);
  expect(row.actualDeviation).toBeNull();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS}/portal-budget-tab-phone.png`, fullPage: true });

  // Another customer's budgets are not theirs: 404.
  const others = await apiGet<{ data: { id: number }[] }>(request, admin, 'customers/search?q=De Vries');
  const foreign = await page.request.get(`/api/v3/customers/${others.data[0]!.id}/budgets/comparison`, {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
  });
  expect(foreign.status()).toBe(404);
});
