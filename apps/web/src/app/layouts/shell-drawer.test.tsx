import type { CurrentUser, Profile } from '@energiek/contracts/auth';
import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER_STAFF, SWITCHING_ADMIN } from '../../test/current-user.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ShellDrawer } from './shell-drawer.tsx';
import { DRAWER_STORAGE_KEY, useDrawerCollapsed } from './use-drawer-collapsed.ts';

describe('useDrawerCollapsed', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts open, stores 1 and 0 as it toggles, and restores the stored state', () => {
    const first = renderHook(() => useDrawerCollapsed());
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1]());
    expect(first.result.current[0]).toBe(true);
    expect(window.localStorage.getItem(DRAWER_STORAGE_KEY)).toBe('1');
    expect(renderHook(() => useDrawerCollapsed()).result.current[0]).toBe(true);
    act(() => first.result.current[1]());
    expect(window.localStorage.getItem(DRAWER_STORAGE_KEY)).toBe('0');
  });
});

describe('ShellDrawer', () => {
  function setup(
    collapsed: boolean,
    user: CurrentUser = CUSTOMER_STAFF,
    scope: Profile['scope'] = { full: true },
    overlay?: { open: boolean; onClose: () => void },
  ) {
    let toggles = 0;
    renderPage(
      <ShellDrawer collapsed={collapsed} onToggle={() => (toggles += 1)} user={user} overlay={overlay} />,
      { url: '/v3/account', profile: { type: user.type, scope, modules: [] } },
    );
    return { toggles: () => toggles };
  }

  it('lists only existing screens and marks the current one', () => {
    setup(false);
    const links = within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overzicht',
      'Mijn gegevens',
      'Mijn instellingen',
    ]);
    expect(screen.getByRole('link', { name: 'Mijn gegevens' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Overzicht' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('shell-drawer').className).toContain('w-64');
  });

  it('is narrow when collapsed and keeps the link names', () => {
    const drawer = setup(true);
    expect(screen.getByTestId('shell-drawer').className).toContain('w-16');
    expect(screen.getByRole('link', { name: 'Mijn instellingen' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Menu uitklappen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(drawer.toggles()).toBe(1);
  });

  it('never shows customer staff the switcher or the Backoffice section', () => {
    setup(false, CUSTOMER_STAFF);
    expect(screen.queryByRole('combobox', { name: 'Klant wisselen' })).toBeNull();
    expect(screen.queryByTestId('drawer-backoffice')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Gebruikers' })).toBeNull();
  });

  it('gives customer staff their own areas, a workspace group as one line (issue 31)', () => {
    setup(false, CUSTOMER_STAFF, { full: true });
    const own = screen.getByRole('navigation', { name: 'Jouw organisatie' });
    const links = within(own).getAllByRole('link');
    const names = links.map((link) => link.textContent);
    expect(names).toContain('Aansluitingen');
    expect(names).toContain('Facturen');
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('Overzicht');
    expect(within(own).getByRole('link', { name: 'Aansluitingen' }).getAttribute('href')).toBe(
      '/v3/customers/1/connections',
    );
  });

  it('shows an admin the switcher and the Backoffice links their permissions allow', () => {
    setup(false, SWITCHING_ADMIN);
    expect(screen.getByRole('combobox', { name: 'Klant wisselen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Backoffice' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gebruikers' }).getAttribute('href')).toBe('/v3/users');
    expect(screen.getByRole('link', { name: 'Rollen' }).getAttribute('href')).toBe('/v3/roles');
  });

  it('leaves out Gebruikers and Rollen for an admin whose role cannot read roles', () => {
    setup(false, SWITCHING_ADMIN, { full: false, roles: { read: false } });
    expect(screen.queryByRole('link', { name: 'Gebruikers' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Rollen' })).toBeNull();
  });

  it('on a phone is an overlay, absent until opened', () => {
    const closed = setup(true, SWITCHING_ADMIN, { full: true }, { open: false, onClose: () => {} });
    expect(screen.queryByTestId('shell-drawer')).toBeNull();
    expect(closed.toggles()).toBe(0);
  });

  it('as an open overlay shows everything, and each way out closes it', () => {
    let closes = 0;
    const drawer = setup(true, SWITCHING_ADMIN, { full: true }, { open: true, onClose: () => (closes += 1) });
    expect(screen.getByTestId('shell-drawer').className).toContain('fixed');
    expect(screen.getByTestId('shell-drawer').getAttribute('data-collapsed')).toBe('0');
    expect(screen.getByRole('combobox', { name: 'Klant wisselen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hoofdmenu sluiten' }));
    fireEvent.click(screen.getByTestId('shell-drawer-backdrop'));
    fireEvent.keyDown(screen.getByRole('link', { name: 'Overzicht' }), { key: 'Escape' });
    expect(closes).toBe(3);
    expect(drawer.toggles()).toBe(0);
  });
});
