import { QueryClient } from '@tanstack/react-query';
import type { Profile } from '@energiek/contracts/auth';
import type { UserItem } from '@energiek/contracts/users';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FULL_ADMIN, renderPage } from '../../../test/render-page.tsx';
import { UserActions } from './user-actions.tsx';

const user: UserItem = {
  id: 5,
  name: 'Sanne de Vries',
  firstName: 'Sanne',
  lastName: 'de Vries',
  emailAddress: 'klant@devries-bakkerij.nl',
  phoneNumber: null,
  type: 'customer',
  roleId: null,
  role: null,
  customerId: 1,
  customer: { id: 1, name: 'De Vries Bakkerij B.V.' },
  isActive: true,
  canSwitch: false,
  modules: [],
  customerIds: [],
  assignedCustomers: [],
  twoStepEnabled: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function setup(currentUserId = 1, profile: Profile = FULL_ADMIN) {
  const client = new QueryClient();
  // The signed-in profile and the role list the grant rule looks at (no network in these tests).
  client.setQueryData(['roles', 'options'], []);
  renderPage(<UserActions user={user} currentUserId={currentUserId} />, { client, profile });
}

afterEach(() => vi.unstubAllGlobals());

describe('UserActions', () => {
  it('deactivates only after the confirmation', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ data: { ...user, isActive: false } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Deactiveren: Sanne de Vries' }));
    const dialog = screen.getByRole('dialog', { name: 'Gebruiker deactiveren' });
    expect(dialog.textContent).toContain('Weet je zeker dat je Sanne de Vries wilt deactiveren?');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Deactiveren' }));
    expect(await screen.findByText('Sanne de Vries is gedeactiveerd.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v3/users/5/deactivate');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers view-along and, when enabled, the two-step reset for another user', () => {
    setup();
    expect(
      screen.getByRole('button', { name: 'Tweestapsverificatie resetten: Sanne de Vries' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meekijken: Sanne de Vries' })).toBeTruthy();
  });

  it('shows only edit on the own row', () => {
    setup(5);
    expect(screen.getByRole('link', { name: 'Bewerken: Sanne de Vries' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Meekijken|Deactiveren/ })).toBeNull();
  });

  it('offers the same actions in the row menu, disabled where they do not apply', () => {
    setup(5);
    fireEvent.click(screen.getByRole('button', { name: 'Acties voor Sanne de Vries' }));
    const menu = screen.getByRole('menu', { name: 'Acties voor Sanne de Vries' });
    const items = Array.from(menu.querySelectorAll<HTMLButtonElement>('[role="menuitem"]'));
    expect(items.map((item) => [item.textContent, item.disabled])).toEqual([
      ['Bewerken', false],
      ['Meekijken', true],
      ['Tweestapsverificatie resetten', true],
      ['Deactiveren', true],
    ]);
  });

  it('asks for confirmation when Deactiveren is chosen in the row menu', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Acties voor Sanne de Vries' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Deactiveren' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Gebruiker deactiveren' })).toBeTruthy();
  });

  it('hides deactivate and two-step reset from an admin who may not manage users', () => {
    setup(1, { type: 'admin', scope: { full: false, roles: { read: true, write: false } }, modules: [] });
    expect(screen.getByRole('button', { name: 'Meekijken: Sanne de Vries' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactiveren: Sanne de Vries' })).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Tweestapsverificatie resetten: Sanne de Vries' }),
    ).toBeNull();
  });
});
