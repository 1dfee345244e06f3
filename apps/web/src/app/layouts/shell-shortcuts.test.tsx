import type { CurrentUser, Profile } from '@energiek/contracts/auth';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ShellShortcuts } from './shell-shortcuts.tsx';
import { CUSTOMER_STAFF, SWITCHING_ADMIN } from '../../test/current-user.ts';

function setup(user: CurrentUser) {
  const profile: Profile = { type: user.type, scope: { full: true }, modules: [] };
  const onOpenMenu = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <input aria-label="Zoeken" />
            <ShellShortcuts
              user={user}
              profile={profile}
              drawerCollapsed={false}
              onExpandDrawer={() => undefined}
              onOpenMenu={onOpenMenu}
            />
          </>
        ),
      },
    ],
    { initialEntries: ['/v3'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onOpenMenu };
}

function keyUp(key: string, target: Element = document.body) {
  act(() => {
    fireEvent.keyUp(target, { key });
  });
}

describe('ShellShortcuts', () => {
  it("lists an admin's shortcuts under '?' and runs them", () => {
    const { router, onOpenMenu } = setup(SWITCHING_ADMIN);
    keyUp('?');
    const dialog = screen.getByRole('dialog', { name: 'Sneltoetsen' });
    expect(Array.from(dialog.querySelectorAll('dd')).map((dd) => dd.textContent)).toEqual([
      'Naar Klanten',
      'Klant zoeken',
      'Meldingen openen',
      'Timer starten of pauzeren',
      'Menu openen',
      'Sneltoetsen tonen',
    ]);
    // The other shortcuts wait while the dialog is open.
    keyUp('m');
    expect(onOpenMenu).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    keyUp('m');
    expect(onOpenMenu).toHaveBeenCalledTimes(1);
    keyUp('g');
    keyUp('k');
    expect(router.state.location.pathname).toBe('/v3/customers');
  });

  it('gives customer staff only notifications, menu and the overview', () => {
    const { router } = setup(CUSTOMER_STAFF);
    keyUp('?');
    const dialog = screen.getByRole('dialog', { name: 'Sneltoetsen' });
    expect(Array.from(dialog.querySelectorAll('dd')).map((dd) => dd.textContent)).toEqual([
      'Meldingen openen',
      'Menu openen',
      'Sneltoetsen tonen',
    ]);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    keyUp('g');
    keyUp('k');
    expect(router.state.location.pathname).toBe('/v3');
  });

  it('ignores keys typed in an input', () => {
    const { onOpenMenu } = setup(SWITCHING_ADMIN);
    const input = screen.getByRole('textbox', { name: 'Zoeken' });
    keyUp('m', input);
    keyUp('?', input);
    expect(onOpenMenu).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
