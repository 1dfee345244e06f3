import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountMenu, initials } from './account-menu.tsx';

function setup() {
  const router = createMemoryRouter([{ path: '*', element: <AccountMenu name="Anna de Vries" /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('button', { name: 'Accountmenu: Anna de Vries' });
}

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
});
