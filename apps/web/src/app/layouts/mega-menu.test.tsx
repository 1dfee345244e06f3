import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CustomerRef, Profile } from '@energiek/contracts/auth';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/toast.tsx';
import { MegaMenu } from './mega-menu.tsx';

const admin: Profile = { type: 'admin', scope: { full: true }, modules: [] };
const staff: Profile = { type: 'customer', scope: { full: true }, modules: [] };
const bakery: CustomerRef = { id: 3, name: 'De Vries Bakkerij B.V.' };

function Harness({ profile, customer }: { profile: Profile; customer: CustomerRef | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <MegaMenu open={open} onOpenChange={setOpen} profile={profile} customer={customer} />
      <button type="button">Elders</button>
    </>
  );
}

function setup(profile: Profile, customer: CustomerRef | null) {
  const router = createMemoryRouter(
    [{ path: '*', element: <Harness profile={profile} customer={customer} /> }],
    {
      initialEntries: ['/v3'],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('MegaMenu', () => {
  it('shows an admin both tabs, Beheer links, and navigates in the SPA on a choice', async () => {
    const user = userEvent.setup();
    const router = setup(admin, bakery);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Beheer', 'Klant']);
    // With a customer selected, the menu opens on Klant, links pointing at that customer.
    expect(screen.getByRole('tab', { name: 'Klant' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Aansluitingen' }).getAttribute('href')).toBe(
      '/v3/customers/3/connections',
    );
    await user.click(screen.getByRole('tab', { name: 'Beheer' }));
    expect(screen.getByRole('link', { name: 'Gebruikers' }).getAttribute('href')).toBe('/v3/users');
    await user.click(screen.getByRole('link', { name: 'Gebruikers' }));
    expect(router.state.location.pathname).toBe('/v3/users');
    expect(screen.queryByRole('region', { name: 'Megamenu' })).toBeNull();
  });

  it('works with the keyboard: arrows between tabs and links, Escape returns the focus', async () => {
    const user = userEvent.setup();
    setup(admin, bakery);
    const button = screen.getByRole('button', { name: 'Menu' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Klant' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Beheer' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Klanten' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Acties' }));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Exports' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Megamenu' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when the focus tabs out of it', async () => {
    const user = userEvent.setup();
    setup(admin, null);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    screen.getByRole('link', { name: 'Exports' }).focus(); // the last Beheer item
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elders' }));
    expect(screen.queryByRole('region', { name: 'Megamenu' })).toBeNull();
  });

  it('disables Klant with a hint while no customer is selected, and closes on an outside click', async () => {
    const user = userEvent.setup();
    setup(admin, null);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const klant = screen.getByRole('tab', { name: 'Klant' });
    expect(klant.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('mega-menu-hint').textContent).toContain('Kies eerst een klant');
    await user.click(klant);
    expect(screen.getByRole('tab', { name: 'Beheer' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Elders' }));
    expect(screen.queryByRole('region', { name: 'Megamenu' })).toBeNull();
  });

  it('shows customer staff the Klant tab only', async () => {
    const user = userEvent.setup();
    setup(staff, bakery);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Klant']);
    expect(screen.queryByRole('link', { name: 'Gebruikers' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contactpersonen' })).toBeTruthy();
    // Diensten is for admins only.
    expect(screen.queryByRole('link', { name: 'Diensten' })).toBeNull();
  });
});
