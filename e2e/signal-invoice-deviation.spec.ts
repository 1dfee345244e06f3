import { completeEan } from '@energiek/contracts/ean';
import { addDays, startOfMonthPlus } from '@energiek/domain/calendar';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin, apiPost, createOwnCustomer, localToday, runSignals } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/ui.ts';

// Issue 30, invoice rules: an invoice deviation found by the invoice audit becomes a signal under
// invoicecontrol, and the signal links to the invoice. An own customer of this run with invoice control;
// the deviation is a planted duplicate (the same supplier invoice sent again under another number: the
// audit puts its whole amount at stake). Another customer's ids answer 404.

const SCREENS = 'test-results/screens';
const HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'x-development-mode': 'true' };

type Signal = { id: number; rule: string; title: string; impact: string | null; customerId: number };

test('factuurafwijking uit de controle wordt een signaal dat naar de factuur linkt', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const run = String(Date.now()).slice(-7);
  const customerId = await createOwnCustomer(request, admin, `E2E Factuursignaal ${run}`, ['invoicecontrol']);
  const ean = completeEan(`8716${String(Date.now()).slice(-13).padStart(13, '0')}`);
  const connection = await apiPost(request, admin, `customers/${customerId}/connections`, {
    ean,
    product: 1,
    capacity: '3x25A',
    postcode: '3511AA',
  });
  const supplier = (await apiGet<{ data: { id: number }[] }>(request, admin, 'suppliers?limit=1')).data[0]!;
  // Two months back: a month of the current flow.
  const from = startOfMonthPlus(localToday(), -2);
  const to = addDays(startOfMonthPlus(localToday(), -1), -1);
  const invoice = (number: string) => ({
    issuerKind: 'supplier',
    issuerId: supplier.id,
    number,
    invoiceDate: to,
    periodFrom: from,
    periodTo: to,
    totalExclVat: '400.00',
    totalVat: '84.00',
    totalInclVat: '484.00',
    lines: [{ connectionId: connection.data.id, kind: 'other', amount: '400.00', vatRate: '21' }],
  });
  await apiPost(request, admin, `customers/${customerId}/invoices`, invoice(`SIGDEV-${run}`));
  const copy = await apiPost(request, admin, `customers/${customerId}/invoices`, invoice(`SIGDEV-${run}-B`));

  // The audit runs as a job after the save, the rules on request: run them until the deviation is a signal.
  let signal: Signal | undefined;
  await expect
    .poll(
      async () => {
        await runSignals(request, admin, customerId);
        const list = await apiGet<{ data: Signal[] }>(
          request,
          admin,
          `customers/${customerId}/signals?module=invoicecontrol&status=open&limit=100`,
        );
        signal = list.data.find((s) => s.rule === 'invoice-deviation');
        return signal?.title ?? null;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toContain(`SIGDEV-${run}-B`);
  expect(signal?.impact).toBe('400.00');

  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto(`/v3/customers/${customerId}/signals/invoicecontrol/open`);
  await page.getByText(signal!.title).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(signal!.title);
  await page.screenshot({ path: `${SCREENS}/signal-invoice-deviation.png`, fullPage: true });
  await dialog.getByRole('link', { name: 'Bekijk de factuur' }).click();
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${customerId}/invoices/${copy.data.id}/show$`));
  await expect(page.getByText(`SIGDEV-${run}-B`).first()).toBeVisible();

  // Another customer's ids: the signal is not found under it, nothing changes.
  const otherId = await createOwnCustomer(request, admin, `E2E Ander ${run}`, ['invoicecontrol']);
  for (const method of ['GET', 'POST'] as const) {
    const response = await request.fetch(`/api/v3/customers/${otherId}/signals/${signal!.id}`, {
      method,
      headers: { ...HEADERS, authorization: `Bearer ${admin}` },
      ...(method === 'POST' ? { data: { comment: 'niet van deze klant' } } : {}),
    });
    expect(response.status()).toBe(404);
  }
  const after = await apiGet<{ data: { status: string; history: { message: string | null }[] } }>(
    request,
    admin,
    `customers/${customerId}/signals/${signal!.id}`,
  );
  expect(after.data.status).toBe('open');
  expect(after.data.history.some((h) => h.message === 'niet van deze klant')).toBe(false);
});
