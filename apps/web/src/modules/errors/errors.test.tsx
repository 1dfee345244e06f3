import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getGlobalError, setGlobalError } from '../../lib/global-error.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ErrorDialog } from './components/error-dialog.tsx';
import { ForbiddenPage } from './pages/forbidden-page.tsx';
import { ShellNotFoundPage } from './pages/shell-not-found-page.tsx';

// The error screens of spec §8: "Oeps!" with the Dutch message and "Doorgaan" to the selected customer (or
// the start page), the 500 dialog that only a server error opens, and the shell's not-found page.

afterEach(() => setGlobalError(null));

describe('ForbiddenPage', () => {
  it('says there is no access and continues to the selected customer, clearing the error', async () => {
    setGlobalError(403);
    const { router, client } = renderPage(<ForbiddenPage />, { path: '/v3/forbidden', url: '/v3/forbidden' });
    client.setQueryData(['auth', 'profile'], {
      profile: { type: 'admin', scope: { full: true }, modules: [] },
      selectedCustomer: { id: 12, name: 'De Vries Bakkerij B.V.' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Oeps!' })).toBeTruthy();
    expect(screen.getByText('Je hebt geen toegang om deze pagina te bekijken.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Doorgaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/customers/12'));
    expect(getGlobalError()).toBeNull();
  });

  it('continues to the start page without a selected customer', async () => {
    const { router } = renderPage(<ForbiddenPage />, { path: '/v3/forbidden', url: '/v3/forbidden' });
    fireEvent.click(screen.getByRole('button', { name: 'Doorgaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3'));
  });
});

describe('ErrorDialog', () => {
  it('opens on a server error only, and Doorgaan closes it and goes to the start page', async () => {
    const { router } = renderPage(<ErrorDialog />, { path: '/v3/hours', url: '/v3/hours' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => setGlobalError(403));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => setGlobalError(500));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Er is een serverfout opgetreden. Onze ontwikkelaars kijken ernaar.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Doorgaan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getGlobalError()).toBeNull();
    expect(router.state.location.pathname).toBe('/v3');
  });
});

describe('ShellNotFoundPage', () => {
  it('says the page does not exist and links to the overview', () => {
    renderPage(<ShellNotFoundPage />, { path: '/v3/*', url: '/v3/bestaat-niet' });
    expect(screen.getByRole('heading', { name: 'Deze pagina bestaat niet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar het overzicht' }).getAttribute('href')).toBe('/v3');
    expect(document.title).toContain('Pagina niet gevonden');
  });
});
