import type { ReactElement } from 'react';
import { render as renderWithin, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuItemsContext, type MenuItem } from '../../../lib/area.ts';
import { currentUser } from '../../../test/current-user.ts';
import { AccountSummary } from './account-summary.tsx';

const admin = currentUser({
  emailAddress: 'anna@energiek.nl',
  modules: ['invoicecontrol', 'hours', 'somethingnew'],
});

// The menu the app provides (app/menu-items.ts), in short: hours (Beheer and Klant) and sales.
const ITEMS: MenuItem[] = [
  {
    tab: 'beheer',
    label: 'Uren',
    icon: 'clock',
    path: '/v3/hours',
    permission: { can: 'organisation-hours:read' },
  },
  { tab: 'beheer', label: 'Sales', icon: 'briefcase', path: '/v3/sales', permission: { can: 'sales:read' } },
];

function render(ui: ReactElement) {
  return renderWithin(<MenuItemsContext.Provider value={ITEMS}>{ui}</MenuItemsContext.Provider>);
}

const region = () => screen.getByRole('region', { name: 'Je account' });

describe('AccountSummary', () => {
  it('calls a full admin without a role Beheerder and names only the modules a menu item opens', () => {
    const profile = { type: 'admin' as const, scope: { full: true }, modules: admin.modules };
    render(<AccountSummary user={admin} profile={profile} />);
    expect(region().textContent).toContain('Beheerder (back office)');
    // Hours has a screen; the invoice check and an unknown module have none to open.
    expect(region().textContent).toContain('Uren');
    expect(region().textContent).not.toContain('Factuurcontrole');
    expect(region().textContent).not.toContain('somethingnew');
  });

  it("calls a restricted admin by their role's name and leaves out modules the role cannot open", () => {
    const adviser = { ...admin, roleName: 'Adviseur', modules: ['hours', 'sales'] };
    // The role may read hours but not sales.
    const scope = { full: false, 'organisation-hours': { read: true }, sales: { read: false } };
    render(<AccountSummary user={adviser} profile={{ type: 'admin', scope, modules: adviser.modules }} />);
    expect(region().textContent).toContain('Adviseur');
    expect(region().textContent).not.toContain('Beheerder');
    expect(region().textContent).toContain('Uren');
    expect(region().textContent).not.toContain('Sales');
  });

  it('calls customer staff Medewerker van de klant', () => {
    render(<AccountSummary user={{ ...admin, type: 'customer', modules: [] }} profile={undefined} />);
    // Customer staff are addressed with "u".
    const own = screen.getByRole('region', { name: 'Jouw account' });
    expect(own.textContent).toContain('Medewerker van de klant');
    expect(own.textContent).toContain('Geen');
  });
});
