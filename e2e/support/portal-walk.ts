import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './accounts.ts';
import { apiGet, apiLogin, apiPost } from './api.ts';
import { addMeasuredConnection } from './meter-readings.ts';
import { createStaffAccount } from './staff.ts';
import { expect } from './test.ts';
import { acceptTermsIfAsked, horizontalOverflow, signIn } from './ui.ts';

// Issue 31 "Done when": customer staff of a demo customer walk their own portal — home, invoices and the
// invoice audit's results, tax refunds, documents, actions — and meet no back-office leftovers. Used by
// portal-walk.spec.ts (desktop) and portal-walk.phone.spec.ts (390 px). The journey brings its own data
// to the demo customer: a measured connection, a tax refund request whose letter the back office
// generates (it lands in the library by itself), an action shared with the customer and an internal one.

const SCREENS = 'test-results/screens';
const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

export type DemoCustomer = { name: 'De Vries' | 'Westland'; demoAccount: string };

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  { name: 'De Vries', demoAccount: ACCOUNTS.customer },
  { name: 'Westland', demoAccount: ACCOUNTS.spare },
];

type Prepared = {
  customerId: number;
  letterFileName: string;
  shared: { id: number; subject: string };
  internalSubject: string;
};

async function prepare(request: APIRequestContext, customer: DemoCustomer): Promise<Prepared> {
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const found = await apiGet<{ data: { id: number }[] }>(
    request,
    token,
    `customers/search?q=${encodeURIComponent(customer.name)}`,
  );
  const customerId = found.data[0]!.id;
  const { connectionId } = await addMeasuredConnection(request, token, customerId);
  const stamp = Date.now();

  // A refund request and its letter (the back office's work): the letter lands in the library.
  const created = await apiPost(request, token, `customers/${customerId}/tax-requests`, {
    type: 'multiple-properties',
    properties: 2,
    product: 1,
    from: '2022-01-01',
    to: '2023-01-01',
    business: true,
    connections: [{ connectionId, volume: 120_000, reduction: true }],
    documentIds: [],
    actionIds: [],
    note: `Portaalwandeling ${stamp}`,
  });
  const letter = await request.post(
    `/api/v3/customers/${customerId}/tax-requests/${created.data.id}/letter`,
    {
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
    },
  );
  expect(letter.status(), await letter.text()).toBeLessThan(300);
  const letterId = ((await letter.json()) as { data: { letterDocumentId: number } }).data.letterDocumentId;
  const documents = await apiGet<{ data: { id: number; fileName: string }[] }>(
    request,
    token,
    `customers/${customerId}/documents?limit=999`,
  );
  const letterFileName = documents.data.find((d) => d.id === letterId)?.fileName;
  expect(letterFileName, 'the letter is in the library').toBeTruthy();

  const sharedSubject = `Meterstanden doorgeven ${stamp}`;
  const shared = await apiPost(request, token, `customers/${customerId}/actions`, {
    subject: sharedSubject,
    visibleToCustomer: true,
  });
  const internalSubject = `Marge intern bespreken ${stamp}`;
  await apiPost(request, token, `customers/${customerId}/actions`, {
    subject: internalSubject,
    description: 'Niet met de klant delen.',
  });
  return {
    customerId,
    letterFileName: letterFileName!,
    shared: { id: shared.data.id, subject: sharedSubject },
    internalSubject,
  };
}

async function fine(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/\/v3\/forbidden/);
  // The forbidden page and the error dialog (status ≥ 500) are both titled "Oeps!".
  await expect(page.getByRole('heading', { name: 'Oeps!' })).toHaveCount(0);
}

async function shot(page: Page, phone: boolean, customer: DemoCustomer, screen: string): Promise<void> {
  if (phone)
    expect(await horizontalOverflow(page), `${screen}: no sideways scrolling`).toBeLessThanOrEqual(0);
  const name = `${phone ? 'phone' : 'desktop'}-walk-${customer.name.toLowerCase().replace(/\s/g, '-')}-${screen}`;
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

/** Follows a link of the drawer's "Jouw organisatie" (on a phone the drawer is opened first). */
async function drawer(page: Page, phone: boolean, label: string): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Hoofdmenu openen' }).click();
  await page
    .getByTestId('shell-drawer')
    .getByRole('navigation', { name: 'Jouw organisatie' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

export async function walkPortal(
  page: Page,
  request: APIRequestContext,
  customer: DemoCustomer,
  phone: boolean,
): Promise<void> {
  const prepared = await prepare(request, customer);
  const { customerId } = prepared;
  const roles = await apiGet<{ data: { roleId: number | null }[] }>(
    request,
    await apiLogin(request, ACCOUNTS.admin, PASSWORD),
    `users?q=${encodeURIComponent(customer.demoAccount)}`,
  );
  const staff = await createStaffAccount(request, customer.name, roles.data[0]?.roleId ?? undefined);
  await signIn(page, staff.emailAddress, staff.password);
  await acceptTermsIfAsked(page, false);

  // Home: energy and cost against last year, signals, the invoice audit, contracts, refunds, documents,
  // the advisor; none of the back office's words.
  await expect(page.getByTestId('portal-home')).toBeVisible();
  const year = new Date().getFullYear();
  // The summary is computed on request (meter data, budgets, invoices): on a busy machine it takes longer.
  await expect(page.getByRole('region', { name: `Energie en kosten ${year}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('portal-energy-electricity')).toContainText('Vorig jaar, zelfde periode');
  await expect(page.getByTestId('portal-signals')).toBeVisible();
  await expect(page.getByTestId('portal-invoice-audit')).toContainText('Teruggehaald');
  await expect(page.getByTestId('portal-invoice-audit')).toContainText('€');
  await expect(page.getByTestId('portal-contracts')).toContainText(/opzeggen vóór \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByTestId('portal-tax-refunds')).toContainText('Meer panden achter één aansluiting');
  await expect(page.getByTestId('portal-tax-refunds')).toContainText('Concept');
  // The period's last day, as in the list (the API's `to` is the day after).
  await expect(page.getByTestId('portal-tax-refunds')).toContainText('01/01/2022 – 31/12/2022');
  await expect(page.getByTestId('portal-documents')).toContainText(prepared.letterFileName);
  await expect(page.getByTestId('portal-advisor-phone')).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(
    page.getByTestId('portal-advisor').getByRole('link', { name: /@energiek\.nl$/ }),
  ).toHaveAttribute('href', /^mailto:/);
  const main = page.locator('#main');
  await expect(main).not.toContainText(/\d,\d{4} (kWh|kW|m³)/);
  for (const word of ['beperkte rechten', 'Er is nog geen klant geselecteerd', 'Vandaag'])
    await expect(main.getByText(word, { exact: true })).toHaveCount(0);
  await fine(page);
  await shot(page, phone, customer, 'home');

  // Invoices: their own, without the back office's duplicate marks or a list of every supplier.
  await drawer(page, phone, 'Facturen');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
  await expect(page.getByText(/^\d+ facturen?$/).first()).toBeVisible();
  await expect(page.getByText('Mogelijk dubbel')).toHaveCount(0);
  await expect(page.getByLabel('Afzender', { exact: true })).toHaveCount(0);
  await fine(page);
  await shot(page, phone, customer, 'invoices');

  // The invoice audit's results per connection.
  await drawer(page, phone, 'Factuurcontrole');
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${customerId}/invoice-audit`));
  await expect(page.getByRole('heading', { level: 1, name: 'Factuurcontrole' })).toBeVisible();
  await fine(page);
  await shot(page, phone, customer, 'invoice-audit');

  // Tax refunds: their request, read-only.
  await page.goto(`/v3/customers/${customerId}/tax-requests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Teruggaafverzoeken' })).toBeVisible();
  // (The type filter's options hold the same words: the visible row.)
  await expect(
    page.getByText('Meer panden achter één aansluiting', { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(page.getByText('Nieuw verzoek', { exact: true })).toHaveCount(0);
  await fine(page);
  await shot(page, phone, customer, 'tax-requests');

  // Documents: the letter the back office generated is in their library.
  await drawer(page, phone, 'Bibliotheek');
  await expect(page.getByRole('heading', { level: 1, name: 'Bibliotheek' })).toBeVisible();
  await expect(page.getByText(prepared.letterFileName).filter({ visible: true }).first()).toBeVisible();
  await fine(page);
  await shot(page, phone, customer, 'library');

  // Actions: the shared one, read-only ("Actie", not "Actie bewerken"); the internal one nowhere.
  await drawer(page, phone, 'Acties');
  await expect(page.getByRole('heading', { level: 1, name: 'Acties en notities' })).toBeVisible();
  await expect(page.getByText(prepared.shared.subject).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(prepared.internalSubject)).toHaveCount(0);
  await fine(page);
  await shot(page, phone, customer, 'actions');
  await page.goto(`/v3/customers/${customerId}/actions/${prepared.shared.id}/edit`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Actie: ${prepared.shared.subject}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /Actie bewerken/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
  await fine(page);
  await shot(page, phone, customer, 'action');

  // Energy: no input tab for a read-only user; connections without the back office's filters.
  await page.goto(`/v3/customers/${customerId}/ems`);
  await expect(page.getByRole('heading', { level: 1, name: 'Energiemonitoring' })).toBeVisible();
  await expect(page.getByText('Energiedata invoeren')).toHaveCount(0);
  await fine(page);
  await page.goto(`/v3/customers/${customerId}/connections`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aansluitingen' })).toBeVisible();
  await expect(page.getByLabel('In EMS')).toHaveCount(0);
  await expect(page.getByLabel('Netbeheerder', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /ambassadeur/i })).toHaveCount(0);
  await fine(page);
  await shot(page, phone, customer, 'connections');

  // The knowledge base without the back office's visibility badges.
  await page.goto('/v3/knowledgebase');
  await expect(page.getByRole('heading', { level: 1, name: 'Kennisbank' })).toBeVisible();
  await expect(page.getByText('Ook klanten', { exact: true })).toHaveCount(0);
  await fine(page);
}
