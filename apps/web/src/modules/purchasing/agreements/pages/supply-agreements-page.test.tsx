import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RadarResponse, SupplyAgreementListItem } from '@energiek/contracts/supply-agreements';
import { adminProfile, fakeApi, renderPage } from '../../../../test/render-page.tsx';
import { SupplyAgreementsPage } from './supply-agreements-page.tsx';
import { vattenfallAgreement } from './agreement-fixtures.ts';

// /v3/supply-agreements: the list with its columns and filters (sent to the server and kept in the URL),
// a row opens the agreement, and the Contractradar with passed deadlines, renewals and connections that
// no agreement covers.

const item: SupplyAgreementListItem = {
  ...vattenfallAgreement,
  status: 'getekend',
  connectionCount: 4,
  documentId: 55,
};

const radar: RadarResponse = {
  data: {
    today: '2026-11-28',
    agreements: [
      {
        agreementId: 22,
        customerId: 8,
        customerName: 'Hotel Zeezicht',
        supplierName: 'Eneco',
        product: 2,
        reference: 'EN-77',
        status: 'actief',
        startDate: '2024-01-01',
        endDate: '2027-12-31',
        originalEndDate: '2026-12-31',
        noticeDeadline: '2026-11-20',
        daysToDeadline: -8,
        tacitRenewal: true,
        renewalMonths: 12,
        renewals: 1,
      },
    ],
    uncoveredConnections: [
      {
        connectionId: 90,
        customerId: 8,
        customerName: 'Hotel Zeezicht',
        ean: '871687140000000905',
        address: 'Boulevard 1, Zandvoort',
        product: 1,
      },
    ],
  },
};

function api() {
  return fakeApi({
    'GET /api/v3/supply-agreements': {
      body: { data: [item], meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 } },
    },
    'GET /api/v3/supply-agreements/radar': { body: radar },
    'GET /api/v3/suppliers': { body: { data: [{ id: 3, name: 'Vattenfall' }] } },
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('SupplyAgreementsPage', () => {
  it('lists agreements, filters them on the server and opens one', async () => {
    const calls = api();
    const { router } = renderPage(<SupplyAgreementsPage />, { url: '/v3/supply-agreements' });
    const table = await screen.findByRole('table', { name: 'Leveringsovereenkomsten' });
    await within(table).findByText('Vattenfall');
    expect(cells(within(table).getAllByRole('row')[1]!)).toEqual([
      'De Vries Bakkerij B.V.',
      'Vattenfall',
      'VF-2027-001Vast 3 jaar groen',
      // product and price form share a column (the price form in small text under it: issue 32, 1440 px)
      'ElektriciteitVast',
      '01/01/2027 – 31/12/2029',
      '30/09/2029',
      '4',
      'Getekend',
    ]);
    expect(screen.getByRole('link', { name: 'Nieuwe overeenkomst' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'actief' } });
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('status')).toBe('actief'));
    expect(router.state.location.search).toContain('status=actief');

    fireEvent.click(within(table).getByText('Vattenfall'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/supply-agreements/21/edit'));
  });

  it('shows the Contractradar: a passed deadline, the renewal and uncovered connections', async () => {
    const calls = api();
    renderPage(<SupplyAgreementsPage />, { url: '/v3/supply-agreements?view=radar&withinDays=90' });
    const table = await screen.findByRole('table', { name: 'Contractradar' });
    await within(table).findByText('Hotel Zeezicht');
    const row = cells(within(table).getAllByRole('row')[1]!);
    expect(row).toContain('-8 (verstreken)');
    expect(row).toContain('Ja, 12 mnd');
    expect(row).toContain('31/12/20271× verlengd');
    expect(row).toContain('20/11/2026');
    const uncovered = screen.getByRole('table', { name: 'Aansluitingen zonder lopende overeenkomst' });
    expect(cells(within(uncovered).getAllByRole('row')[1]!)).toEqual([
      'Hotel Zeezicht',
      '8716 8714 0000 0009 05',
      'Elektriciteit',
      'Boulevard 1, Zandvoort',
    ]);
    expect(calls.find((c) => c.path.endsWith('/radar'))?.url.searchParams.get('withinDays')).toBe('90');
    // The radar has no free-text search.
    expect(screen.queryByLabelText('Zoeken')).toBeNull();
  });

  it('offers no new agreement to who may only read', async () => {
    api();
    renderPage(<SupplyAgreementsPage />, {
      url: '/v3/supply-agreements',
      profile: adminProfile([], ['back-office-contracts']),
    });
    await screen.findByText('Vattenfall', { selector: 'td' });
    expect(screen.queryByRole('link', { name: 'Nieuwe overeenkomst' })).toBeNull();
  });
});
