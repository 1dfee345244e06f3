import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryOptions } from '../../lib/auth.ts';
import { AccountMenu, initials } from './account-menu.tsx';
import { currentUser } from '../../test/current-user.ts';

function setup(isSuper = false) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    currentUserQueryOptions().queryKey,
    currentUser({
      id: 9,
      name: 'Anna de Vries',
      lastName: 'de Vries',
      emailAddress: 'anna@example.nl',
      type: 'customer',
      isSuper,
      canSwitch: false,
    }),
  );
  const router = createMemoryRouter([{ path: '*', element: <AccountMenu name="Anna de Vries" /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Accountmenu: Anna de Vries' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('AccountMenu', () => {
  it('opens with the keyboard, moves with the arrows and closes on Escape', () => {
    const button = setup();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Mijn gegevens',
      'Mijn instellingen',
      'Uitloggen',
    ]);
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/v3/account',
      '/v3/account/settings',
      '/logout',
    ]);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[1]);
    fireEvent.keyDown(screen.getAllByRole('menuitem')[1]!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[2]);
    fireEvent.keyDown(screen.getAllByRole('menuitem')[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]);
    fireEvent.keyDown(screen.getAllByRole('menuitem')[0]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens on the last item with ArrowUp and closes on a click outside', () => {
    const button = setup();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Uitloggen' }));
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows initials of the first and last name', () => {
    expect(initials('Anna de Vries')).toBe('AV');
    expect(initials('Piet')).toBe('P');
  });

  it('offers only the way back to the own account during view-along, which ends it', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/v3', search: '' });
    window.localStorage.setItem('super_access_token', 'view-along');
    const button = setup(true);
    fireEvent.click(button);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Terug naar eigen account']);
    fireEvent.click(items[0]!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/v3/users'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v3/users/super-logout');
    expect(window.localStorage.getItem('super_access_token')).toBeNull();
  });
});
