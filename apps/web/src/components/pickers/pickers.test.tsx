import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionPicker } from './connection-picker.tsx';
import type { PickedConnection } from './connection-picker.tsx';
import { CustomerPicker } from './customer-picker.tsx';
import type { PickedCustomer } from './customer-picker.tsx';
import { EntityPicker } from './entity-picker.tsx';
import { SupplierPicker } from './supplier-picker.tsx';

/** Answers every GET with the items for the first matching path fragment; records the URLs. */
function stubApi(routes: Record<string, unknown[]>) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      urls.push(input);
      const key = Object.keys(routes).find((fragment) => input.includes(fragment));
      const data = key ? routes[key] : [];
      return Promise.resolve(
        new Response(JSON.stringify({ data, meta: { current_page: 1, last_page: 1 } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return urls;
}

function renderWithQuery(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

afterEach(() => vi.unstubAllGlobals());

function CustomerHarness() {
  const [value, setValue] = useState<PickedCustomer | null>(null);
  return (
    <>
      <CustomerPicker value={value} onChange={setValue} required />
      <p data-testid="picked">{value ? `${value.id}:${value.name}` : 'geen'}</p>
    </>
  );
}

function ConnectionHarness() {
  const [value, setValue] = useState<PickedConnection | null>(null);
  return (
    <>
      <ConnectionPicker customerId={7} value={value} onChange={setValue} filters={{ status: 1 }} />
      <p data-testid="picked">{value ? `${value.id}:${value.address}` : 'geen'}</p>
    </>
  );
}

describe('pickers', () => {
  it('customer: searches customers/search and holds the choice until cleared', async () => {
    const urls = stubApi({
      'customers/search': [
        { id: 3, name: 'De Vries Bakkerij B.V.', number: 1003, subType: 'regular', statusName: 'Actief' },
      ],
    });
    const user = userEvent.setup();
    renderWithQuery(<CustomerHarness />);
    await user.type(screen.getByRole('combobox', { name: /Klant/ }), 'vries');
    await waitFor(() => expect(urls.some((url) => url.includes('q=vries'))).toBe(true));
    await user.click(await screen.findByRole('option', { name: /De Vries Bakkerij/ }));
    expect(screen.getByTestId('picked').textContent).toBe('3:De Vries Bakkerij B.V.');
    // Opening lists the first customers (empty q); typing searches by name.
    expect(urls[0]).toContain('customers/search?q=');
    await user.click(screen.getByRole('button', { name: 'Klant wissen' }));
    expect(screen.getByTestId('picked').textContent).toBe('geen');
  });

  it('connection: searches the customer’s connections (limit 10, with address) and picks by keyboard', async () => {
    const urls = stubApi({
      'customers/7/connections': [
        { id: 11, ean: '871687120000000013', product: 1, formattedAddress: 'Dorpsstraat 1, Utrecht' },
      ],
    });
    const user = userEvent.setup();
    renderWithQuery(<ConnectionHarness />);
    await user.type(screen.getByRole('combobox', { name: 'Aansluiting' }), '8716');
    await screen.findByRole('option', { name: /Dorpsstraat 1/ });
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('picked').textContent).toBe('11:Dorpsstraat 1, Utrecht');
    const url = urls.find((u) => u.includes('customers/7/connections')) ?? '';
    expect(url).toContain('limit=10');
    expect(url).toContain('with=address');
    expect(url).toContain('status=1');
  });

  it('entity and supplier: selects over the lookup lists, keeping a current item the list lacks', async () => {
    stubApi({
      'customers/7/entities': [{ id: 1, name: 'Bakkerij Holding B.V.' }],
      suppliers: [{ id: 5, name: 'Vattenfall' }],
    });
    renderWithQuery(
      <>
        <EntityPicker customerId={7} value="1" onChange={() => undefined} />
        <SupplierPicker value="9" current={{ id: 9, name: 'Oude leverancier' }} onChange={() => undefined} />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('option', { name: 'Bakkerij Holding B.V.' })).toBeTruthy());
    expect((screen.getByLabelText('Entiteit') as HTMLSelectElement).value).toBe('1');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Vattenfall' })).toBeTruthy());
    expect((screen.getByLabelText('Leverancier') as HTMLSelectElement).value).toBe('9');
    expect(screen.getByRole('option', { name: 'Oude leverancier' })).toBeTruthy();
  });
});
