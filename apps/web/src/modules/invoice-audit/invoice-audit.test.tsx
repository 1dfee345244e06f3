import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '../../test/render-page.tsx';
import { customerAudit, inbox, item } from './audit-fixtures.ts';
import { CustomerAuditPage } from './pages/customer-audit-page.tsx';
import { InvoiceAuditInboxPage } from './pages/inbox-page.tsx';

// The invoice audit screens: the inbox (by € at stake, the status filter, paging, a row opens the item)
// and the customer's read-only overview per connection and month (the item's work: pages/edit-page.test.tsx).

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

afterEach(() => vi.unstubAllGlobals());

describe('InvoiceAuditInboxPage', () => {
  it('asks for the open items by € at stake, keeps that order and shows the totals', async () => {
    const calls = fakeApi({
      'GET /api/v3/invoice-audits': {
        body: inbox([
          item(),
          item({ id: 8, customerName: 'Garage Smit', amountAtStake: '100', rules: ['volume', 'vat'] }),
        ]),
      },
    });
    renderPage(<InvoiceAuditInboxPage />, { url: '/v3/invoice-audit/inbox' });
    const table = await screen.findByRole('table', { name: 'Factuurcontrole' });
    await within(table).findByText('Garage Smit');
    const rows = rowsOf(table);
    expect(within(rows[0]!).getByText('€ 1.234,50')).toBeTruthy();
    expect(within(rows[0]!).getByText('Bakkerij De Korenschoof')).toBeTruthy();
    expect(within(rows[0]!).getByText('Prijs wijkt af van contract')).toBeTruthy();
    expect(within(rows[1]!).getByText('€ 100,00')).toBeTruthy();
    expect(within(rows[1]!).getByText('Volume wijkt af van meetdata, Btw-tarief of -grondslag')).toBeTruthy();
    expect(screen.getByTestId('audit-inbox-total').textContent).toBe('Totaal op het spel: € 1.334,50');
    expect(screen.getByTestId('audit-inbox-recovered').textContent).toBe('€ teruggehaald: € 80,25');
    const query = Object.fromEntries(
      calls.find((c) => c.path === '/api/v3/invoice-audits')!.url.searchParams,
    );
    expect(query).toEqual({ status: 'open', sort: '-amountAtStake', page: '1', limit: '25' });
  });

  it('filters by status from the first page and keeps the filter in the URL', async () => {
    const calls = fakeApi({
      'GET /api/v3/invoice-audits': (call) => ({
        body: inbox(call.url.searchParams.get('status') === 'all' ? [item({ status: 'closed' })] : []),
      }),
    });
    const { router } = renderPage(<InvoiceAuditInboxPage />, { url: '/v3/invoice-audit/inbox?page=3' });
    await screen.findByText('Geen facturen met afwijkingen.');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    await screen.findByText('Afgehandeld');
    const last = calls.filter((c) => c.path === '/api/v3/invoice-audits').at(-1)!;
    expect(last.url.searchParams.get('status')).toBe('all');
    expect(last.url.searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?status=all&page=1');
  });

  it('opens an item on a row click', async () => {
    fakeApi({ 'GET /api/v3/invoice-audits': { body: inbox([item()]) } });
    const { router } = renderPage(<InvoiceAuditInboxPage />, { url: '/v3/invoice-audit/inbox' });
    fireEvent.click(await screen.findByText('Bakkerij De Korenschoof'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/invoice-audit/7/edit'));
  });
});

describe('CustomerAuditPage (customer staff)', () => {
  const STAFF = { type: 'customer' as const, scope: { full: true }, modules: ['invoicecontrol'] };

  it('lists per connection the months and their invoices, read-only, without the connections lacking invoices', async () => {
    fakeApi({
      'GET /api/v3/customers/3': {
        body: { data: { id: 3, name: 'Bakkerij De Korenschoof', modules: ['invoicecontrol'] } },
      },
      'GET /api/v3/customers/3/invoice-audit': { body: customerAudit() },
    });
    renderPage(<CustomerAuditPage />, {
      path: '/v3/customers/:customerId/invoice-audit',
      url: '/v3/customers/3/invoice-audit',
      profile: STAFF,
    });
    const months = await screen.findByTestId('audit-months');
    expect(screen.getByText('2 facturen, 1 met afwijking, € 1.234,50 op het spel')).toBeTruthy();
    expect(within(months).getByText('januari 2026')).toBeTruthy();
    const invoice = within(months).getByRole('link', { name: /Leverancier F-2026-0012/ });
    expect(invoice.getAttribute('href')).toBe('/v3/customers/3/invoices/41/show');
    expect(within(invoice).getByText('Afwijking')).toBeTruthy();
    expect(within(months).getByText(/Ontbreekt/).textContent).toBe('Ontbreekt: Meetbedrijf');
    // The connection without invoices is left out of the overview.
    expect(screen.queryByText(/871687400000000028|8716 8740 0000 0000 28/)).toBeNull();
    // Customer staff read: nothing to decide, claim or mail here.
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByText(/Claim/)).toBeNull();
  });

  it('shows one connection with all its months and a way back to all connections', async () => {
    const calls = fakeApi({
      'GET /api/v3/customers/3': {
        body: { data: { id: 3, name: 'Bakkerij De Korenschoof', modules: ['invoicecontrol'] } },
      },
      'GET /api/v3/customers/3/invoice-audit': {
        body: { ...customerAudit(), data: [customerAudit().data[1]!] },
      },
    });
    renderPage(<CustomerAuditPage />, {
      path: '/v3/customers/:customerId/invoice-audit/:connectionId',
      url: '/v3/customers/3/invoice-audit/12',
      profile: STAFF,
    });
    await screen.findByText('Nog geen facturen.');
    expect(screen.getByRole('link', { name: 'Alle aansluitingen' }).getAttribute('href')).toBe(
      '/v3/customers/3/invoice-audit',
    );
    const audit = calls.find((c) => c.path === '/api/v3/customers/3/invoice-audit')!;
    expect(audit.url.searchParams.get('connectionId')).toBe('12');
  });
});
