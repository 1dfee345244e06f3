import { describe, expect, it } from 'vitest';
import type { Profile } from '@energiek/contracts/auth';
import { isAllowed } from '../../lib/permission-guard.tsx';
import { CUSTOMER_TABS, activeTabId } from './customer-tabs.ts';

const visibleFor = (profile: Profile) =>
  CUSTOMER_TABS.filter((tab) => isAllowed(profile, tab.permission)).map((tab) => tab.label);

describe('customer tabs', () => {
  it('shows every tab to a full admin and hides what a reading customer role may not open', () => {
    expect(visibleFor({ type: 'admin', scope: { full: true }, modules: [] })).toEqual([
      'Overzicht',
      'Acties',
      'Aansluitingen',
      'Entiteiten',
      'Contactpersonen',
      'Bibliotheek',
      'Uren',
      'Diensten',
    ]);
    const staff: Profile = {
      type: 'customer',
      scope: {
        full: false,
        organisation: { read: true, write: false },
        'organisation-contacts': { read: true, write: false },
        'organisation-connections': { read: false },
        'organisation-entities': { read: true },
        'organisation-documents': { read: false },
      },
      modules: [],
    };
    // No entry for organisation-hours: the spec's rule allows it (Uren shows).
    expect(visibleFor(staff)).toEqual(['Overzicht', 'Acties', 'Entiteiten', 'Contactpersonen', 'Uren']);
  });

  it('finds the active tab from the path, the index and unknown children falling back to Overzicht', () => {
    expect(activeTabId('/v3/customers/12', 12)).toBe('overview');
    expect(activeTabId('/v3/customers/12/contacts', 12)).toBe('contacts');
    expect(activeTabId('/v3/customers/12/contacts/5/edit', 12)).toBe('contacts');
    expect(activeTabId('/v3/customers/12/connections/create', 12)).toBe('connections');
    expect(activeTabId('/v3/customers/12/edit', 12)).toBe('');
  });
});
