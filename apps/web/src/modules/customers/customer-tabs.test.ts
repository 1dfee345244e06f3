import { describe, expect, it } from 'vitest';
import type { Profile } from '@energiek/contracts/auth';
import type { MenuItem } from '../../lib/area.ts';
import { isAllowed } from '../../lib/permission-guard.tsx';
import { activeTabId, customerTabs } from './customer-tabs.ts';

const ITEMS: MenuItem[] = [
  {
    tab: 'beheer',
    label: 'Klanten',
    path: '/v3/customers',
    permission: { can: 'is:admin' },
    icon: 'building',
  },
  { tab: 'klant', label: 'Overzicht', path: '', permission: { can: 'organisation:read' }, icon: 'home' },
  { tab: 'klant', label: 'Acties', path: 'actions', permission: { can: 'organisation:read' }, icon: 'check' },
  {
    tab: 'klant',
    label: 'Aansluitingen',
    path: 'connections',
    permission: { can: 'organisation-connections:read' },
    icon: 'plug',
  },
  {
    tab: 'klant',
    label: 'Contactpersonen',
    path: 'contacts',
    permission: { can: 'organisation-contacts:read' },
    icon: 'users',
  },
];
const TABS = customerTabs(ITEMS);

describe('customer tabs', () => {
  it('are the Klant menu items with their dashboard counts, hidden where the profile may not go', () => {
    expect(TABS.map((tab) => [tab.id, tab.count])).toEqual([
      ['overview', undefined],
      ['actions', 'openActions'],
      ['connections', 'connections'],
      ['contacts', 'contacts'],
    ]);
    const staff: Profile = {
      type: 'customer',
      scope: { full: false, 'organisation-connections': { read: false } },
      modules: [],
    };
    expect(TABS.filter((tab) => isAllowed(staff, tab.permission)).map((tab) => tab.label)).toEqual([
      'Overzicht',
      'Acties',
      'Contactpersonen',
    ]);
  });

  it('finds the active tab from the path, the index and unknown children falling back to Overzicht', () => {
    expect(activeTabId('/v3/customers/12', 12, TABS)).toBe('overview');
    expect(activeTabId('/v3/customers/12/contacts', 12, TABS)).toBe('contacts');
    expect(activeTabId('/v3/customers/12/contacts/5/edit', 12, TABS)).toBe('contacts');
    expect(activeTabId('/v3/customers/12/connections/create', 12, TABS)).toBe('connections');
    expect(activeTabId('/v3/customers/12/edit', 12, TABS)).toBe('');
    // A tab below another tab's path is its own (ems and ems/comparisons)
    const ems = [
      ...TABS,
      { id: 'ems', path: 'ems', label: 'Energiemonitoring' },
      { id: 'ems/comparisons', path: 'ems/comparisons', label: 'Vergelijken' },
    ] as typeof TABS;
    expect(activeTabId('/v3/customers/12/ems', 12, ems)).toBe('ems');
    expect(activeTabId('/v3/customers/12/ems/comparisons', 12, ems)).toBe('ems/comparisons');
    expect(activeTabId('/v3/customers/12/emsx', 12, ems)).toBe('');
  });
});
