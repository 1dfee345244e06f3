import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { CustomerSwitcher, SEARCH_DEBOUNCE_MS } from './customer-switcher.tsx';

const RESULTS = [
  { id: 1, name: 'Bakkerij Jansen', number: 1001, subType: 'regular', statusName: 'Actief' },
  { id: 2, name: 'Bakkerij de Korenaar', number: 1002, subType: 'ambassador', statusName: 'Actief' },
];

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      url.includes('select-customer')
        ? json({
            data: {
              profile: { type: 'admin', scope: { full: true }, modules: [] },
              selectedCustomer: { id: 2, name: 'Bakkerij de Korenaar' },
            },
          })
        : json({ data: RESULTS }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <CustomerSwitcher />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Klant wisselen' });
}

const searchCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('customers/search'));

describe('CustomerSwitcher', () => {
  it('searches only after typing stops for 500 ms, with numeric=1 for digits', async () => {
    const input = setup();
    fireEvent.change(input, { target: { value: 'Bak' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 100));
    fireEvent.change(input, { target: { value: 'Bakk' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 100));
    expect(searchCalls()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await screen.findByRole('option', { name: /Bakkerij Jansen/ })).toBeTruthy();
    expect(searchCalls()).toHaveLength(1);
    expect(String(searchCalls()[0]?.[0])).toBe('/api/v3/customers/search?q=Bakk');

    fireEvent.change(input, { target: { value: '1002' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(String(searchCalls()[1]?.[0])).toBe('/api/v3/customers/search?q=1002&numeric=1');
  });

  it('moves with the arrows, shows a crown for ambassadors, chooses with Enter and closes on Escape', async () => {
    const input = setup();
    fireEvent.change(input, { target: { value: 'Bakk' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await screen.findByRole('option', { name: /Bakkerij Jansen/ });
    expect(screen.getAllByTestId('ambassador-crown')).toHaveLength(1);
    expect(input.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Je werkt nu voor Bakkerij de Korenaar')).toBeTruthy();
    const select = fetchMock.mock.calls.find(([url]) => String(url).includes('select-customer'));
    expect(select?.[0]).toBe('/api/v3/auth/select-customer/2');
    expect((select?.[1] as RequestInit).method).toBe('POST');
    expect((input as HTMLInputElement).value).toBe('');
  });
});
