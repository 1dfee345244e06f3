import { describe, expect, it } from 'vitest';
import type { Profile } from '@energiek/contracts/auth';
import type { MenuItem, WorkspaceGroup } from '../../lib/area.ts';
import { isAllowed } from '../../lib/permission-guard.tsx';
import { activeTabId, customerTabs, workspaceRows, type CustomerTab } from './customer-tabs.ts';

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

/** A workspace tab in a group, open to every reader of the customer; its path is its id. */
const groupTab = (id: string, label: string, group: WorkspaceGroup): CustomerTab => ({
  id,
  path: id,
  label,
  permission: { can: 'organisation:read' },
  group,
});

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

  it('puts grouped tabs under one tab of the first row, the tabs of the active group in a second row', () => {
    const grouped: CustomerTab[] = [
      ...TABS,
      groupTab('ems', 'Energiemonitoring', 'energie'),
      groupTab('purchase', 'Inkoop', 'contracten'),
      groupTab('ems/usage', 'Energieverbruik', 'energie'),
      groupTab('rates', 'Tarieven', 'contracten'),
    ];
    const labels = { energie: 'Energie', contracten: 'Contracten', regelingen: 'Regelingen' };

    const onContacts = workspaceRows(grouped, 'contacts', labels);
    // The group stands where its first tab stood, and a click goes to that tab; no group: no second row.
    expect(onContacts.top.map((tab) => [tab.id, tab.label, tab.path])).toEqual([
      ['overview', 'Overzicht', ''],
      ['actions', 'Acties', 'actions'],
      ['connections', 'Aansluitingen', 'connections'],
      ['contacts', 'Contactpersonen', 'contacts'],
      ['group:energie', 'Energie', 'ems'],
      ['group:contracten', 'Contracten', 'purchase'],
    ]);
    expect(onContacts.top[1]?.count).toBe('openActions');
    expect(onContacts.topActiveId).toBe('contacts');
    expect(onContacts.group).toBeNull();

    const onUsage = workspaceRows(grouped, 'ems/usage', labels);
    expect(onUsage.topActiveId).toBe('group:energie');
    expect(onUsage.group?.label).toBe('Energie');
    expect(onUsage.group?.tabs.map((tab) => tab.id)).toEqual(['ems', 'ems/usage']);

    // Without the group's first tab (no permission), the group starts at the next one.
    const withoutEms = workspaceRows(
      grouped.filter((tab) => tab.id !== 'ems'),
      'rates',
      labels,
    );
    expect(withoutEms.top.find((tab) => tab.id === 'group:energie')?.path).toBe('ems/usage');
    expect(withoutEms.group?.tabs.map((tab) => tab.label)).toEqual(['Inkoop', 'Tarieven']);
    // A page under no tab (the customer's edit page) has no active tab in either row.
    expect(workspaceRows(grouped, '', labels)).toMatchObject({ topActiveId: '', group: null });
  });
});
