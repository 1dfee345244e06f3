import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@energiek/contracts/auth';
import { AccountSummary } from './account-summary.tsx';

const admin: CurrentUser = {
  id: 1,
  name: 'Anna Jansen',
  firstName: 'Anna',
  lastName: 'Jansen',
  emailAddress: 'anna@energiek.nl',
  type: 'admin',
  isSuper: false,
  accepted: true,
  set2fa: false,
  twoStepEnabled: false,
  canSwitch: true,
  modules: ['invoicecontrol', 'hours', 'somethingnew'],
  customer: null,
  settings: {},
};

const region = () => screen.getByRole('region', { name: 'Je account' });

describe('AccountSummary', () => {
  it('calls only an admin with full rights Beheerder and names modules in Dutch', () => {
    render(<AccountSummary user={admin} profile={{ type: 'admin', scope: { full: true }, modules: [] }} />);
    expect(region().textContent).toContain('Beheerder (back office)');
    expect(region().textContent).toContain('Factuurcontrole, Uren, somethingnew');
  });

  it('does not call a restricted admin Beheerder', () => {
    render(<AccountSummary user={admin} profile={{ type: 'admin', scope: { full: false }, modules: [] }} />);
    expect(region().textContent).toContain('Medewerker back office (beperkte rechten)');
    expect(region().textContent).not.toContain('Beheerder');
  });

  it('calls customer staff Medewerker van de klant', () => {
    render(<AccountSummary user={{ ...admin, type: 'customer', modules: [] }} profile={undefined} />);
    expect(region().textContent).toContain('Medewerker van de klant');
    expect(region().textContent).toContain('Geen');
  });
});
