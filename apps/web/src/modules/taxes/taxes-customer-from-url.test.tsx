import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '../../test/render-page.tsx';
import { TaxRequestEditPage } from '../tax-requests/pages/tax-request-edit-page.tsx';
import { TaxesPage } from './pages/taxes-page.tsx';

// Issue 27 (session 8 note "Left:"): a customer that comes from the URL without its name — the money
// finder opened with only `customerId`, and the request form the finder's "Teruggaafverzoek starten" opens
// on the customer workspace route — showed an empty customer. Both now look the name up (GET customers/{id}).

const customer = { id: 7, name: 'Bakkerij De Korenschoof', electricCount: 2, gasCount: 1, modules: [] };

afterEach(() => vi.unstubAllGlobals());

describe('the customer of the URL', () => {
  it('fills the finder’s customer field when the URL carries only the customer id', async () => {
    const calls = fakeApi({
      'GET /api/v3/customers/7': { body: { data: customer } },
      'GET /api/v3/taxes/complexes': { body: { data: [], meta: { years: [2021, 2022, 2023, 2024, 2025] } } },
    });
    renderPage(<TaxesPage />, { path: '/v3/taxes', url: '/v3/taxes?tab=finder&customerId=7' });
    const field = screen.getByRole('textbox', { name: 'Klant' });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Bakkerij De Korenschoof'));
    const complexes = calls.find((c) => c.path === '/api/v3/taxes/complexes');
    expect(complexes?.url.searchParams.get('customerId')).toBe('7');
  });

  it('names the customer above a new refund request opened on the customer workspace route', async () => {
    fakeApi({ 'GET /api/v3/customers/7': { body: { data: customer } } });
    renderPage(<TaxRequestEditPage />, {
      path: '/v3/customers/:customerId/tax-requests/create',
      url: '/v3/customers/7/tax-requests/create?type=complex',
    });
    expect(await screen.findByRole('heading', { name: 'Nieuw teruggaafverzoek', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Bakkerij De Korenschoof')).toBeTruthy();
  });
});
