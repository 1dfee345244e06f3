import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupplyAgreementItem } from '@energiek/contracts/supply-agreements';
import { fakeApi, renderPage } from '../../../../test/render-page.tsx';
import { SupplyAgreementEditPage } from './supply-agreement-edit-page.tsx';
import { dorpsstraatConnection } from './agreement-fixtures.ts';

// A new agreement: the customer chosen first (connections only after that, of the agreement's product),
// a connection added and dropped again when the product changes, the rates as numbers, and the POST
// leading to the new agreement's page.

const created = { id: 30, updatedAt: '2026-11-28T10:00:00.000Z' } as Partial<SupplyAgreementItem>;
const list = (data: unknown[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 10, total: data.length },
});

function api() {
  return fakeApi({
    'GET /api/v3/customers/search': {
      body: list([
        { id: 7, name: 'De Vries Bakkerij B.V.', number: 1007, subType: 'regular', statusName: 'Actief' },
      ]),
    },
    'GET /api/v3/suppliers': { body: { data: [{ id: 3, name: 'Vattenfall' }] } },
    'GET /api/v3/customers/7/entities': { body: { data: [{ id: 1, name: 'De Vries Holding B.V.' }] } },
    'GET /api/v3/customers/7/documents': { body: list([]) },
    'GET /api/v3/customers/7/connections': {
      body: list([
        { id: 11, ean: '871687140000000011', product: 1, formattedAddress: 'Dorpsstraat 1, Utrecht' },
      ]),
    },
    'POST /api/v3/supply-agreements': ({ body }) => ({
      status: 201,
      body: {
        data: {
          ...(body as object),
          ...created,
          customerName: 'De Vries Bakkerij B.V.',
          entityName: null,
          supplierName: 'Vattenfall',
          noticeDeadline: '2027-09-30',
          connectionCount: 1,
          createdAt: '2026-11-28T10:00:00.000Z',
          connections: [dorpsstraatConnection],
          rates: [],
        },
      },
    }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('SupplyAgreementEditPage (create)', () => {
  it('asks for the customer first, adds a connection of the product and posts the agreement', async () => {
    const calls = api();
    const user = userEvent.setup();
    const { router } = renderPage(<SupplyAgreementEditPage />, {
      path: '/v3/supply-agreements/create',
      url: '/v3/supply-agreements/create',
    });
    expect(screen.getByText('Kies eerst een klant.')).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: /Klant/ }), 'vries');
    await user.click(await screen.findByRole('option', { name: /De Vries Bakkerij/ }));

    await waitFor(() => expect(screen.getByRole('option', { name: 'Vattenfall' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Leverancier', { exact: false, selector: 'select' }), {
      target: { value: '3' },
    });
    await user.type(screen.getByRole('combobox', { name: 'Aansluiting toevoegen' }), '8716');
    await user.click(await screen.findByRole('option', { name: /Dorpsstraat 1/ }));
    expect(screen.getAllByTestId('agreement-connection')).toHaveLength(1);
    const search = calls.find((c) => c.path === '/api/v3/customers/7/connections')!.url.searchParams;
    expect(search.get('product')).toBe('1');

    // Another product drops the connections chosen for the first.
    fireEvent.change(screen.getByLabelText('Product', { exact: false, selector: 'select' }), {
      target: { value: '2' },
    });
    await waitFor(() => expect(screen.queryAllByTestId('agreement-connection')).toHaveLength(0));
    fireEvent.change(screen.getByLabelText('Product', { exact: false, selector: 'select' }), {
      target: { value: '1' },
    });
    await user.type(screen.getByRole('combobox', { name: 'Aansluiting toevoegen' }), '8716');
    await user.click(await screen.findByRole('option', { name: /Dorpsstraat 1/ }));

    fireEvent.change(screen.getByLabelText('Contractnummer'), { target: { value: 'VF-2027-009' } });
    fireEvent.change(screen.getByLabelText('Enkeltarief (€/kWh)'), { target: { value: '0,1199' } });
    fireEvent.change(screen.getByLabelText('Opzegtermijn (maanden)'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/supply-agreements/30/edit'));
    const year = new Date().getFullYear() + 1;
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      customerId: 7,
      supplierId: 3,
      entityId: null,
      product: 1,
      priceType: 'fixed',
      reference: 'VF-2027-009',
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      noticeMonths: 3,
      status: 'concept',
      connections: [{ connectionId: 11, fromDate: null, toDate: null }],
      rates: [{ validFrom: `${year}-01-01`, validTo: null, single: 0.1199, fixedFeeMonth: 0 }],
    });
  });

  it('says which fields are missing before calling the server', async () => {
    const calls = api();
    renderPage(<SupplyAgreementEditPage />, {
      path: '/v3/supply-agreements/create',
      url: '/v3/supply-agreements/create',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    // The customer's and the supplier's field each say what is missing.
    expect((await screen.findAllByText('Kies een klant.')).length).toBeGreaterThan(0);
    expect(screen.getByText('Kies een leverancier.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
