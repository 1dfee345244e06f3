import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Profile } from '@energiek/contracts/auth';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { profileQueryOptions } from './auth.ts';
import { isAllowed, PermissionGuard } from './permission-guard.tsx';
import type { PermissionRule } from './permission-guard.tsx';

const admin: Profile = { type: 'admin', scope: { full: true }, modules: [] };
const staff: Profile = {
  type: 'customer',
  scope: { full: false, roles: { read: false }, organisation: { read: true, write: false } },
  modules: ['ems'],
};

function renderGuarded(profile: Profile, rule: PermissionRule) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(profileQueryOptions().queryKey, { profile });
  const router = createMemoryRouter(
    [
      { path: '/v3/forbidden', element: <p>Geen toegang</p> },
      { element: <PermissionGuard {...rule} />, children: [{ path: '/v3/screen', element: <p>Scherm</p> }] },
    ],
    { initialEntries: ['/v3/screen'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('PermissionGuard', () => {
  it('renders the screen when the profile has the permission', async () => {
    renderGuarded(admin, { can: 'is:admin' });
    expect(await screen.findByText('Scherm')).toBeTruthy();
  });

  it('redirects to /v3/forbidden when the one permission is missing', async () => {
    const router = renderGuarded(staff, { can: 'is:admin' });
    expect(await screen.findByText('Geen toegang')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/v3/forbidden');
  });

  it('allows a canAny list when any one permission is allowed, and refuses when none is', async () => {
    expect(isAllowed(staff, { canAny: ['roles:read', 'mod:ems'] })).toBe(true);
    expect(isAllowed(staff, { canAny: ['roles:read', 'organisation:write'] })).toBe(false);
    expect(isAllowed(staff, { canAny: [] })).toBe(false);
    expect(isAllowed(null, { can: 'organisation:read' })).toBe(false);
    renderGuarded(staff, { canAny: ['is:admin', 'roles:read'] });
    expect(await screen.findByText('Geen toegang')).toBeTruthy();
  });
});
