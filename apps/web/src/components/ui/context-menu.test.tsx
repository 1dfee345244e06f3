import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContextMenuArea, ContextMenuButton, ContextMenuProvider } from './context-menu.tsx';
import type { ContextMenuItem } from './context-menu-context.ts';

const edit = vi.fn();
const remove = vi.fn();
const archive = vi.fn();

const ITEMS: ContextMenuItem[] = [
  { label: 'Bewerken', icon: 'edit', onSelect: edit },
  { label: 'Archiveren', onSelect: archive, disabled: true },
  { label: 'Verwijderen', icon: 'trash', onSelect: remove, danger: true },
];

function setup() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ContextMenuProvider>
          <table>
            <tbody>
              <tr data-testid="row-a">
                <td>Rij A</td>
                <td>
                  <ContextMenuButton items={ITEMS} label="Acties voor A" contextTarget="tr" />
                </td>
              </tr>
            </tbody>
          </table>
          <ContextMenuButton items={ITEMS.slice(0, 1)} label="Acties voor B" />
          <ContextMenuArea items={ITEMS} label="Vlakmenu">
            <p>Klik hier rechts</p>
          </ContextMenuArea>
          <Link to="/elders">Elders</Link>
          <button type="button">Buiten</button>
        </ContextMenuProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.clearAllMocks());

describe('ContextMenu', () => {
  it('opens from the ⋯ button with the first enabled item focused, and the arrows skip disabled items', async () => {
    const user = userEvent.setup();
    setup();
    const button = screen.getByRole('button', { name: 'Acties voor A' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Acties voor A' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Bewerken', 'Archiveren', 'Verwijderen']);
    expect(document.activeElement).toBe(items[0]);
    expect(items[1]?.hasAttribute('disabled')).toBe(true);
    expect(items[2]?.className).toContain('text-red-700');

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard('{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(menu.isConnected).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape with the focus back on the button, and a second press closes it', async () => {
    const user = userEvent.setup();
    setup();
    const button = screen.getByRole('button', { name: 'Acties voor A' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(edit).not.toHaveBeenCalled();

    await user.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on a right-click in its row at the pointer and ignores disabled items', async () => {
    const user = userEvent.setup();
    setup();
    fireEvent.contextMenu(screen.getByText('Rij A'), { clientX: 120, clientY: 80 });
    const menu = screen.getByRole('menu', { name: 'Acties voor A' });
    expect(menu.style.left).toBe('120px');
    expect(menu.style.top).toBe('80px');
    await user.click(screen.getByRole('menuitem', { name: 'Archiveren' }));
    expect(archive).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('stays within the viewport near the bottom-right corner', () => {
    setup();
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 200, height: 150 } as DOMRect);
    fireEvent.contextMenu(screen.getByText('Klik hier rechts'), {
      clientX: window.innerWidth - 10,
      clientY: window.innerHeight - 10,
    });
    const menu = screen.getByRole('menu', { name: 'Vlakmenu' });
    expect(menu.style.left).toBe(`${window.innerWidth - 200 - 8}px`);
    expect(menu.style.top).toBe(`${window.innerHeight - 10 - 150}px`);
    rect.mockRestore();
  });

  it('keeps one menu open at a time and closes on an outside click', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Acties voor A' }));
    await user.click(screen.getByRole('button', { name: 'Acties voor B' }));
    expect(screen.getAllByRole('menu').map((menu) => menu.getAttribute('aria-label'))).toEqual([
      'Acties voor B',
    ]);
    expect(screen.getByRole('button', { name: 'Acties voor A' }).getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Buiten' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes when the route changes', async () => {
    const user = userEvent.setup();
    const router = setup();
    await user.click(screen.getByRole('button', { name: 'Acties voor B' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    await act(() => router.navigate('/elders'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
