import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/toast.tsx';
import { currentUserQueryOptions } from '../../lib/auth.ts';
import { MENU_ITEMS } from '../menu-items.ts';
import type { MenuItem } from '../menu-items.ts';
import { fullPage, useOpenMenuItem } from './open-menu-item.ts';
import { currentUser } from '../../test/current-user.ts';

const admin = currentUser();

const connections = MENU_ITEMS.find((item) => item.path === 'connections') as MenuItem;
const users = MENU_ITEMS.find((item) => item.path === '/v3/users') as MenuItem;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** The server's selected customer and the route token it hands out. */
function serve(selectedCustomerId: number, token: string) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = String(input);
    if (url.startsWith('/api/v3/auth/profile')) {
      return Promise.resolve(
        json({
          data: {
            profile: { type: 'admin', scope: { full: true }, modules: [] },
            selectedCustomer: { id: selectedCustomerId, name: 'Klant' },
          },
        }),
      );
    }
    if (url.startsWith('/api/v3/route')) return Promise.resolve(json({ data: token }));
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, admin);
  let open: ReturnType<typeof useOpenMenuItem> | undefined;
  function Probe() {
    open = useOpenMenuItem();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/v3'] });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return {
    router,
    open: (item: MenuItem, customerId: number | null) => act(async () => open?.(item, customerId)),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useOpenMenuItem', () => {
  it('navigates in the SPA to a Beheer item without asking the server', async () => {
    const fetchMock = serve(7, 'unused');
    const { router, open } = setup();
    await open(users, null);
    expect(router.state.location.pathname).toBe('/v3/users');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('navigates in the SPA when the server has the same customer selected', async () => {
    const fetchMock = serve(7, 'unused');
    const assign = vi.spyOn(fullPage, 'assign').mockImplementation(() => undefined);
    const { router, open } = setup();
    await open(connections, 7);
    expect(router.state.location.pathname).toBe('/v3/customers/7/connections');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/v3/auth/profile']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for a route token and loads the switch URL for another customer', async () => {
    const fetchMock = serve(9, 'abc.def');
    const assign = vi.spyOn(fullPage, 'assign').mockImplementation(() => undefined);
    const { router, open } = setup();
    await open(connections, 7);
    const routeCall = new URL(String(fetchMock.mock.calls[1]?.[0]), 'http://localhost');
    expect(routeCall.pathname).toBe('/api/v3/route');
    expect(routeCall.searchParams.get('name')).toBe('customers/{customerId}/connections');
    expect(routeCall.searchParams.get('params')).toBe('{"customerId":"7"}');
    expect(assign).toHaveBeenCalledWith('/switch/7?r=abc.def');
    expect(router.state.location.pathname).toBe('/v3');
  });

  it('goes to the forbidden page when the server refuses a token', async () => {
    serve(9, '');
    const assign = vi.spyOn(fullPage, 'assign').mockImplementation(() => undefined);
    const { router, open } = setup();
    await open(connections, 7);
    expect(assign).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/v3/forbidden');
  });
});
