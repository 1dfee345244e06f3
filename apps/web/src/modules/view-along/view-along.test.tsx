import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPER_TOKEN_KEY } from '@energiek/contracts/constants';
import { fakeApi, renderPage } from '../../test/render-page.tsx';
import { ViewAlongFrame } from './components/view-along-frame.tsx';

// View-along (spec §4): the frame says whose account you are watching as; stopping ends the session on the
// server, drops the super token and returns to the admin's own users list, also when the server has
// already ended it.

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function setup(status: number) {
  const calls = fakeApi({
    'POST /api/v3/users/super-logout': { status, body: { message: 'Niet ingelogd.' } },
  });
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/v3', search: '' });
  window.localStorage.setItem(SUPER_TOKEN_KEY, 'view-along-token');
  renderPage(<ViewAlongFrame name="Sanne de Vries" />);
  return { calls, assign };
}

describe('ViewAlongFrame', () => {
  it('names the user and stops view-along', async () => {
    const { calls, assign } = setup(204);
    expect(screen.getByRole('status').textContent).toContain('Je kijkt mee als Sanne de Vries');
    expect(screen.getByTestId('view-along-frame')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stoppen met meekijken' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/v3/users'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/v3/users/super-logout']);
    expect(window.localStorage.getItem(SUPER_TOKEN_KEY)).toBeNull();
  });

  it('still returns to the own account when the server already ended the session', async () => {
    const { assign } = setup(401);
    fireEvent.click(screen.getByRole('button', { name: 'Stoppen met meekijken' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/v3/users'));
    expect(window.localStorage.getItem(SUPER_TOKEN_KEY)).toBeNull();
  });
});
