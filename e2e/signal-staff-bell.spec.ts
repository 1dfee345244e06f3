import type { APIRequestContext } from '@playwright/test';
import { completeEan } from '@energiek/contracts/ean';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { addDays, startOfMonthPlus } from '@energiek/domain/calendar';
import { apiGet, apiLogin, apiPost, localToday } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { logOut, signIn } from './support/ui.ts';

// Customer staff's bell (issue 30, "Customer staff see their own signals"): a connection of this run
// whose supplier invoices stopped after the first one (five months back), for the demo customer of klant@devries-bakkerij.nl and for another customer with
// invoice control; the missing-invoice rule tells customer staff (a customer override made here and taken
// back). The staff member's bell shows their own customer's signal, opens it, and shows nothing of the other
// customer's. Never counts: other journeys run in parallel on the same data. Desktop and 390 px.

const SCREENS = 'test-results/screens';
const HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'x-development-mode': 'true' };
const OWN = 'De Vries';
const OTHER = 'Bakkerij Van der Meulen';
const RULE = 'missing-invoice';

type Setting = {
  rule: string;
  enabled: boolean;
  threshold: number;
  overridden: boolean;
  recipients: string[];
};
type Notifications = {
  data: { id: number; isRead: boolean; signal: { id: number; customerId: number; title: string } }[];
};

async function call(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/v3/${path}`, {
    method,
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response;
}

async function customerIdOf(request: APIRequestContext, token: string, q: string): Promise<number> {
  const found = await apiGet<{ data: { id: number; name: string }[] }>(
    request,
    token,
    `customers/search?q=${encodeURIComponent(q)}`,
  );
  const id = found.data[0]?.id;
  expect(id, `a customer matching ${q}`).toBeDefined();
  return id ?? 0;
}

/** A small electricity connection of this run (EAN prefix 8716), without invoices. */
async function newConnection(request: APIRequestContext, token: string, customerId: number, tail: string) {
  const ean = completeEan(`8716${tail}${String(Date.now()).slice(-12).padStart(12, '0')}`.slice(0, 17));
  const response = await call(request, token, 'POST', `customers/${customerId}/connections`, {
    ean,
    product: 1,
    capacity: '3x25A',
    postcode: '3511AA',
  });
  const { data } = (await response.json()) as { data: { id: number } };
  return { id: data.id, ean };
}

/**
 * The connection's first supplier invoice, five months back: invoices are expected from it on, so the
 * months after it (none arrive) are missing. Answers how to delete it again.
 */
async function firstInvoice(
  request: APIRequestContext,
  token: string,
  customerId: number,
  connectionId: number,
) {
  const supplier = (await apiGet<{ data: { id: number }[] }>(request, token, 'suppliers?limit=1')).data[0];
  expect(supplier, 'a supplier').toBeDefined();
  const from = startOfMonthPlus(localToday(), -5);
  const to = addDays(startOfMonthPlus(localToday(), -4), -1);
  const { data } = await apiPost(request, token, `customers/${customerId}/invoices`, {
    issuerKind: 'supplier',
    issuerId: supplier?.id,
    number: `BELL-${connectionId}-${Date.now()}`,
    invoiceDate: to,
    periodFrom: from,
    periodTo: to,
    totalExclVat: '100.00',
    totalVat: '21.00',
    totalInclVat: '121.00',
    lines: [{ connectionId, kind: 'supply-single', amount: '100.00', vatRate: '21' }],
  });
  return () => call(request, token, 'DELETE', `customers/${customerId}/invoices/${data.id}`);
}

/** Tells customer staff of this rule for the customer; answers how to put the setting back. */
async function tellStaff(request: APIRequestContext, token: string, customerId: number) {
  const current = await apiGet<{ data: { rules: Setting[] } }>(
    request,
    token,
    `customers/${customerId}/signal-settings`,
  );
  const setting = current.data.rules.find((r) => r.rule === RULE);
  expect(setting, 'the missing-invoice rule').toBeDefined();
  const { enabled = true, threshold = 30, recipients = [], overridden = false } = setting ?? {};
  await call(request, token, 'POST', `customers/${customerId}/signal-settings`, {
    rules: {
      [RULE]: {
        enabled: true,
        threshold,
        recipients: [...new Set([...recipients.filter((r) => r !== 'chosen-admins'), 'customer-staff'])],
      },
    },
  });
  return () =>
    call(request, token, 'POST', `customers/${customerId}/signal-settings`, {
      rules: { [RULE]: overridden ? { enabled, threshold, recipients } : null },
    });
}

test('bel van klantmedewerker: eigen signaal zichtbaar en te openen, niets van een andere klant', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const own = await customerIdOf(request, admin, OWN);
  const other = await customerIdOf(request, admin, OTHER);
  const undo: (() => Promise<unknown>)[] = [];
  try {
    const ownConnection = await newConnection(request, admin, own, '1');
    undo.push(() => call(request, admin, 'DELETE', `customers/${own}/connections/${ownConnection.id}`));
    const otherConnection = await newConnection(request, admin, other, '2');
    undo.push(() => call(request, admin, 'DELETE', `customers/${other}/connections/${otherConnection.id}`));
    undo.push(await firstInvoice(request, admin, own, ownConnection.id));
    undo.push(await firstInvoice(request, admin, other, otherConnection.id));
    undo.push(await tellStaff(request, admin, own));
    undo.push(await tellStaff(request, admin, other));
    const ownTitle = `Factuur van de leverancier ontbreekt voor ${ownConnection.ean}`;
    const otherTitle = `Factuur van de leverancier ontbreekt voor ${otherConnection.ean}`;

    for (const customerId of [own, other]) {
      const run = await call(request, admin, 'POST', 'signals/run', { customerId });
      expect(run.status()).toBe(202);
    }
    // The other customer's signal exists (the admin sees it), so its absence in the bell below means something.
    await expect
      .poll(
        async () =>
          (
            await apiGet<{ data: { title: string }[] }>(
              request,
              admin,
              `customers/${other}/signals?module=invoicecontrol&status=open&limit=100`,
            )
          ).data.some((s) => s.title === otherTitle),
        { timeout: 60_000 },
      )
      .toBe(true);

    const staff = await apiLogin(request, ACCOUNTS.customer, PASSWORD);
    await expect
      .poll(
        async () =>
          (await apiGet<Notifications>(request, staff, 'signal-notifications?limit=100')).data.some(
            (n) => n.signal.title === ownTitle,
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
    // Everything in this staff member's bell is their own customer's.
    const mine = await apiGet<Notifications>(request, staff, 'signal-notifications?limit=100');
    expect(mine.data.filter((n) => n.signal.customerId !== own)).toEqual([]);

    await signIn(page, ACCOUNTS.customer, PASSWORD);
    // The signals list shares the bell's read state: unread, marked, and under the 'Ongelezen' filter.
    await page.goto(`/v3/customers/${own}/signals/invoicecontrol/open`);
    await page.getByLabel('Ongelezen', { exact: true }).check();
    const table = page.getByRole('table', { name: 'Signalen' });
    const row = table.getByRole('row').filter({ hasText: ownTitle });
    await expect(row.getByTestId('signal-unread')).toBeVisible();
    await page.getByRole('button', { name: /^Meldingen/ }).click();
    // The bell's panel (the portal home has a 'Signalen' card too).
    const region = page.locator('section[aria-label="Signalen"]');
    const item = region.getByTestId('signal-notification').filter({ hasText: ownTitle });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Nieuw signaal');
    await expect(region.getByTestId('signal-notification').filter({ hasText: otherTitle })).toHaveCount(0);
    await expect(region).not.toContainText(OTHER);
    await page.screenshot({ path: `${SCREENS}/signal-staff-bell.png`, fullPage: false });

    // Opening it shows the signal on the customer's Factuurcontrole tab, read-only, with the invoices link.
    await item.getByRole('button').first().click();
    await expect(page).toHaveURL(
      new RegExp(`/v3/customers/${own}/signals/invoicecontrol/open\\?signal=\\d+$`),
    );
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(ownTitle);
    await expect(dialog).toContainText('De back office behandelt dit signaal.');
    await expect(dialog.getByRole('link', { name: 'Bekijk de facturen' })).toBeVisible();
    // Measured against the limit with units: months without an invoice against the grace in days.
    await expect(dialog.getByText(/^\d+ maand(en)? \/ \d+ dag(en)?$/)).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/signal-staff-dialog.png`, fullPage: false });
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`/v3/customers/${own}/signals/invoicecontrol/open$`));
    // Opened, so read: out of the 'Ongelezen' list; without the filter it is there, unmarked.
    await expect(row).toHaveCount(0);
    await page.getByLabel('Ongelezen', { exact: true }).uncheck();
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('signal-unread')).toHaveCount(0);

    // Another customer's signals page: not theirs.
    await page.goto(`/v3/customers/${other}/signals/invoicecontrol/open`);
    await expect(page.getByText(otherTitle)).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/v3');
    // On a phone the top bar's tools fold behind 'Meer'.
    await page.getByRole('button', { name: 'Meer' }).click();
    await page.getByRole('button', { name: /^Meldingen/ }).click();
    const phoneItem = page
      .locator('section[aria-label="Signalen"]')
      .getByTestId('signal-notification')
      .filter({ hasText: ownTitle });
    await expect(phoneItem).toBeVisible();
    // The staff member may have older notifications above it: the panel scrolls.
    await phoneItem.scrollIntoViewIfNeeded();
    await expect(phoneItem).toBeInViewport();
    await page.screenshot({ path: `${SCREENS}/signal-staff-bell-phone.png`, fullPage: false });
    const width = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
        .document.documentElement;
      return root.scrollWidth;
    });
    expect(width).toBeLessThanOrEqual(390);
    // Read since the desktop step: the item is a link now (its button marks it unread again).
    await phoneItem.getByRole('link').click();
    await expect(page.getByRole('dialog')).toContainText(ownTitle);
    await page.screenshot({ path: `${SCREENS}/signal-staff-dialog-phone.png`, fullPage: false });

    // The back office opens the same signal: its link filters the invoice month overview on the customer,
    // the EAN, the missing months and the issuer whose invoice is missing (the supplier's column only).
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 860 });
    await logOut(page);
    await signIn(page, ACCOUNTS.admin, PASSWORD);
    const signal = (
      await apiGet<{ data: { id: number; title: string; issuerKind: string | null }[] }>(
        request,
        admin,
        `customers/${own}/signals?module=invoicecontrol&status=open&limit=100`,
      )
    ).data.find((s) => s.title === ownTitle);
    expect(signal?.issuerKind).toBe('supplier');
    await page.goto(`/v3/customers/${own}/signals/invoicecontrol/open?signal=${signal?.id}`);
    const monthLink = page.getByRole('dialog').getByRole('link', { name: 'Bekijk de facturen per maand' });
    await expect(monthLink).toHaveAttribute('href', /[?&]issuerKind=supplier(&|$)/);
    await monthLink.click();
    await expect(page).toHaveURL(/\/v3\/invoices\/month\?.*issuerKind=supplier/);
    await expect(page.getByLabel('Soort afzender')).toHaveValue('supplier');
    const card = page.getByTestId('coverage-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('columnheader')).toHaveText(['Maand', 'Leverancier']);
    await expect(card).toContainText('Ontbreekt');
    await page.screenshot({ path: `${SCREENS}/signal-missing-invoice-month.png`, fullPage: false });
  } finally {
    for (const step of undo.reverse()) await step();
  }
});
