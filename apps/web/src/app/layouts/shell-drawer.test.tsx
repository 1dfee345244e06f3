import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
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
  function setup(collapsed: boolean) {
    let toggles = 0;
    const router = createMemoryRouter(
      [{ path: '*', element: <ShellDrawer collapsed={collapsed} onToggle={() => (toggles += 1)} /> }],
      { initialEntries: ['/v3/account'] },
    );
    render(<RouterProvider router={router} />);
    return { toggles: () => toggles };
  }

  it('lists only existing screens and marks the current one', () => {
    setup(false);
    const links = screen.getAllByRole('link');
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
});
