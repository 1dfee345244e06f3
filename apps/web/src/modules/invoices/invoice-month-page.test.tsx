import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceMonthList } from '@energiek/contracts/invoice-overviews';
import { fakeApi, renderPage } from '../../test/render-page.tsx';
import { InvoiceMonthPage } from './pages/invoice-month-page.tsx';

// /v3/invoices/month opened from a missing-invoice signal (issue 30): the issuer kind in the URL filters the
// request and the cards show that kind's column only.

const cell = (status: 'arrived' | 'missing' | 'none') => ({ status, invoices: [] });

const answer: InvoiceMonthList = {
  data: [
    {
      connectionId: 3,
      ean: '871687140000000011',
      product: 1,
      address: 'Kade 1, Delft',
      customerId: 7,
      customerName: 'Bakkerij & Zn',
      large: true,
      months: [
        {
          month: '2026-10',
          supplier: cell('missing'),
          'grid-operator': cell('missing'),
          'metering-company': cell('none'),
        },
      ],
    },
  ],
  meta: {
    current_page: 1,
    last_page: 1,
    per_page: 25,
    total: 1,
    months: ['2026-10'],
    counts: { arrived: 0, partial: 0, overlap: 0, missing: 1, none: 0 },
  },
};

/** The same under an issuer kind filter: the server answers that kind's cells only. */
const gridOnly: InvoiceMonthList = {
  ...answer,
  data: answer.data.map((row) => ({
    ...row,
    months: row.months.map((m) => ({ month: m.month, 'grid-operator': m['grid-operator'] })),
  })),
};

afterEach(() => vi.unstubAllGlobals());

describe('InvoiceMonthPage', () => {
  it('filters on the issuer kind of the URL and shows only its column', async () => {
    const calls = fakeApi({
      'GET /api/v3/invoices/month': { body: gridOnly },
      'GET /api/v3/grid-operators': { body: { data: [] } },
    });
    renderPage(<InvoiceMonthPage />, {
      url: '/?month=2026-10&months=1&customerId=7&customerName=Bakkerij&q=871687140000000011&issuerKind=grid-operator',
    });
    const card = await screen.findByTestId('coverage-card');
    const request = calls.find((c) => c.path === '/api/v3/invoices/month');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toMatchObject({
      month: '2026-10',
      months: '1',
      customerId: '7',
      q: '871687140000000011',
      issuerKind: 'grid-operator',
    });
    expect((screen.getByLabelText('Soort afzender') as HTMLSelectElement).value).toBe('grid-operator');
    const headers = within(card)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Maand', 'Netbeheerder']);
    expect(within(card).getAllByText('Ontbreekt')).toHaveLength(1);
  });

  it('shows the three issuers without a kind filter', async () => {
    fakeApi({ 'GET /api/v3/invoices/month': { body: answer } });
    renderPage(<InvoiceMonthPage />, { url: '/?month=2026-10&months=1' });
    const card = await screen.findByTestId('coverage-card');
    expect(within(card).getAllByRole('columnheader')).toHaveLength(4);
    expect(within(card).getAllByText('Ontbreekt')).toHaveLength(2);
  });
});
