import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin, apiPost } from './support/api.ts';
import { settled } from './support/settle.ts';
import { openSigningLink } from './support/signing.ts';
import { expect, test } from './support/test.ts';
import { tableFit } from './support/table-fit.ts';
import { horizontalOverflow, signIn, switchCustomerByClick } from './support/ui.ts';
import { openWorkspaceTab } from './support/workspace-tabs.ts';

// Wide tables at 1440×900 beside the open drawer (issue 32 "Wide tables"): the workspace tabs show a cue
// when some are out of view, and the supply agreements, the forecast, the energy-tax overview, the
// collective position and the signature table fit the box they scroll in; so do the tables of the customer
// workspace's tabs (connections, entities, invoices, an invoice's lines, signals, hours, actions, library,
// tax requests, energy saving), and the invoice audit's cards do not push the page wider.

const SCREENS = 'test-results/screens';

async function expectFits(page: Page, label: string, screen: string) {
  const table = page.getByRole('table', { name: label, exact: true });
  // A data row (the loading row is one cell wide).
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toBeVisible();
  const fit = await tableFit(page, label);
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/${screen}-1440.png` });
  expect.soft(fit.table, `${label}: ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.box);
}

/** A workspace tab's table once loaded (rows, or the empty row, instead of the loading spinner), measured
 *  at each width: the window resized, as a user does, not the page loaded again (the layout follows the
 *  window, use-is-desktop.ts). */
async function expectTabFits(page: Page, label: string, screen: string) {
  const table = page.getByRole('table', { name: label, exact: true });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('status')).toHaveCount(0);
  for (const width of widthsFromHere(page)) {
    await atWidth(page, width);
    const fit = await tableFit(page, label);
    await page.screenshot({ path: `${SCREENS}/${screen}-${width}.png`, fullPage: true });
    expect.soft(fit.table, `${label} at ${width}: ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.box);
    expect.soft(await horizontalOverflow(page), `${label} at ${width}: page`).toBe(0);
  }
}

/** 1440 px as the issue measured, then 1366 px (the journeys' default desktop). */
const WIDTHS = [1440, 1366];

/** Both widths, the current one first (one resize per tab). */
function widthsFromHere(page: Page): number[] {
  return page.viewportSize()?.width === WIDTHS[1] ? [...WIDTHS].reverse() : WIDTHS;
}

/** The window at `width`, laid out again (the app's resize observers included). */
async function atWidth(page: Page, width: number) {
  if (page.viewportSize()?.width === width) return;
  await page.setViewportSize({ width, height: 900 });
  await settled(page);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('de tabbladen van de klantomgeving passen op 1440 en 1366 px naast de open zijbalk', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const found = await apiGet<{ data: { id: number }[] }>(request, token, 'customers/search?q=De%20Vries');
  const customerId = found.data[0]!.id;
  const base = `/v3/customers/${customerId}`;
  // A file of this run in the library (a long name, in a folder), so the table has a row with actions.
  const uploaded = await request.post(`/api/v3/customers/${customerId}/documents`, {
    headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${token}` },
    multipart: {
      folder: 'Contracten',
      file: {
        name: `Leveringsovereenkomst elektriciteit en gas 2026-2028 getekend ${Date.now()}.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from('Brede tabellen (E2E-journey).\n'),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const invoices = await apiGet<{ data: { id: number }[] }>(
    request,
    token,
    `customers/${customerId}/invoices?limit=1`,
  );
  // One page load: the tabs open with a click, as a user moves through them; each measured at both widths.
  await signIn(page, ACCOUNTS.admin, PASSWORD, base);
  const open = (tab: string) => openWorkspaceTab(page, customerId, tab);
  await open('connections');
  await expectTabFits(page, 'Aansluitingen', 'tab-connections');
  await open('entities');
  await expectTabFits(page, 'Entiteiten', 'tab-entities');
  await open('invoices');
  await expectTabFits(page, 'Facturen', 'tab-invoices');
  // An invoice's lines: the invoice opens with a click on its row (the list's first, as the API's).
  await page.getByRole('table', { name: 'Facturen', exact: true }).getByRole('row').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${base}/invoices/${invoices.data[0]!.id}/show$`));
  await expectTabFits(page, 'Regels', 'tab-invoice-lines');
  await open('signals');
  await expectTabFits(page, 'Signalen', 'tab-signals');
  await open('hours');
  await expectTabFits(page, 'Uren', 'tab-hours');
  await open('actions');
  await expectTabFits(page, 'Acties en notities van de klant', 'tab-actions');
  await open('library');
  await expectTabFits(page, 'Bestanden', 'tab-library');
  await open('tax-requests');
  await expectTabFits(page, 'Teruggaafverzoeken', 'tab-tax-requests');
  await open('energy-saving');
  await expectTabFits(page, 'Erkende maatregelen Energieweg 84, 3539 VX Utrecht', 'tab-energy-saving');
  // The invoice audit: cards per connection, no table; nothing pushes the page wider.
  await open('invoice-audit');
  await expect(page.getByRole('heading', { name: 'Factuurcontrole', exact: true })).toBeVisible();
  await expect(page.getByText(/\d+ facturen/).first()).toBeVisible();
  for (const width of widthsFromHere(page)) {
    await atWidth(page, width);
    await page.screenshot({ path: `${SCREENS}/tab-invoice-audit-${width}.png`, fullPage: true });
    expect(await horizontalOverflow(page), `invoice audit at ${width}`).toBe(0);
  }
});

test('brede tabellen passen op 1440 px naast de open zijbalk', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const found = await apiGet<{ data: { id: number }[] }>(request, token, 'customers/search?q=De%20Vries');
  await signIn(page, ACCOUNTS.admin, PASSWORD);

  // Workspace tabs: every tab whole, or a cue on the side with more.
  await page.goto(`/v3/customers/${found.data[0]?.id}`);
  const tabs = page.getByRole('tablist').first();
  await expect(tabs.getByRole('tab').first()).toBeVisible();
  const tabFit = await tabs.evaluate((list) => ({ scroll: list.scrollWidth, client: list.clientWidth }));
  if (tabFit.scroll > tabFit.client) await expect(page.getByTestId('tabs-more-right').first()).toBeVisible();
  else await expect(page.getByTestId('tabs-more-right')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/workspace-tabs-1440.png` });

  await page.goto('/v3/supply-agreements');
  await expectFits(page, 'Leveringsovereenkomsten', 'supply-agreements');
  await page.getByRole('tab', { name: 'Contractradar' }).click();
  await expectFits(page, 'Contractradar', 'contract-radar');

  await switchCustomerByClick(page, 'Rijnmond', 'Stichting Openbaar Onderwijs Rijnmond');
  await page.goto(`/v3/forecast?year=${new Date().getFullYear()}`);
  await expectFits(page, 'Totaal per jaar', 'forecast-totals');
  await expectFits(page, 'Per aansluiting', 'forecast-connections');

  await page.goto('/v3/taxes');
  await expectFits(page, 'Energiebelasting per aansluiting', 'taxes-overview');
  const taxes = page.getByRole('table', { name: 'Energiebelasting per aansluiting' });
  await expect(taxes.getByRole('columnheader', { name: 'Incl. btw' })).toBeInViewport();

  await page.goto('/v3/collective/position');
  await expectFits(page, 'Positie per leveringsperiode', 'collective-position');

  // The signature table with a signed request (name, time, IP, document hash and download).
  const agreements = await apiGet<{ data: { id: number; customerId: number }[] }>(
    request,
    token,
    'supply-agreements?q=DEMO-3-G-01',
  );
  const agreement = agreements.data[0]!;
  const email = `e2e.breed.${Date.now()}@example.nl`;
  const contact = await apiPost(request, token, `customers/${agreement.customerId}/contacts`, {
    firstName: 'Bram',
    lastName: 'Breed',
    emailAddress: email,
  });
  await apiPost(request, token, `supply-agreements/${agreement.id}/signature-requests`, {
    contactId: contact.data.id,
  });
  const { signer, signing } = await openSigningLink(page, request, token, email);
  await signing.getByLabel(/^Je volledige naam/).fill('Bram Breed');
  await signing.getByLabel('Ik heb de overeenkomst gelezen en ga ermee akkoord.').check();
  await signing.getByRole('button', { name: 'Ondertekenen' }).click();
  await expect(signing.getByText('Bedankt, de overeenkomst is ondertekend')).toBeVisible();
  await signer.close();

  await page.goto(`/v3/supply-agreements/${agreement.id}/edit`);
  await expect(page.getByTestId('signature-status').first()).toHaveText('Getekend');
  await expectFits(page, 'Ondertekeningen', 'signature-requests');

  expect(await horizontalOverflow(page)).toBe(0);
});
