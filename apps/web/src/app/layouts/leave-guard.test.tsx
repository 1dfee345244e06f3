import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLeaveWarning } from '../../lib/use-leave-warning.ts';
import { LeaveGuard } from './leave-guard.tsx';

function DirtyForm() {
  const [dirty, setDirty] = useState(false);
  useLeaveWarning(dirty);
  return (
    <button type="button" onClick={() => setDirty(true)}>
      Wijzig
    </button>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <LeaveGuard />
            <Outlet />
          </>
        ),
        children: [
          { path: 'form', element: <DirtyForm /> },
          { path: 'elders', element: <p>Elders</p> },
        ],
      },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LeaveGuard', () => {
  it('lets a clean page go without asking', async () => {
    const router = setup();
    await act(() => router.navigate('/elders'));
    expect(router.state.location.pathname).toBe('/elders');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving unsaved changes: Blijven stays, Verlaten goes', async () => {
    const user = userEvent.setup();
    const router = setup();
    await user.click(screen.getByRole('button', { name: 'Wijzig' }));

    await act(() => router.navigate('/elders'));
    const dialog = screen.getByRole('dialog', { name: 'Pagina verlaten?' });
    expect(dialog.textContent).toContain(
      'Je hebt wijzigingen die nog niet zijn opgeslagen. Weet je zeker dat je deze pagina wilt verlaten?',
    );
    await user.click(screen.getByRole('button', { name: 'Blijven' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.queryByRole('dialog')).toBeNull();

    // A query change on the same page is no leaving.
    await act(() => router.navigate('/form?tab=2'));
    expect(router.state.location.search).toBe('?tab=2');
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => router.navigate('/elders'));
    await user.click(screen.getByRole('button', { name: 'Verlaten' }));
    expect(router.state.location.pathname).toBe('/elders');
    expect(screen.getByText('Elders')).toBeTruthy();
  });
});
