import { useMemo } from 'react';
import type { CustomerDashboard } from '@energiek/contracts/customers';
import { useMenuItems } from '../../lib/area.ts';
import type { MenuItem, WorkspaceGroup } from '../../lib/area.ts';
import type { PermissionRule } from '../../lib/permission-guard.tsx';

// The tabs of the customer workspace (/v3/customers/{customerId}/…), in order. A tab the user may not
// open is not shown. They are the mega-menu's Klant items (provided by the app), so a new customer area
// adds its tab by giving its route a Klant menu entry.

export type CustomerTab = {
  id: string;
  label: string;
  /** Relative to /v3/customers/{customerId}; '' is the index (Overzicht). */
  path: string;
  permission: PermissionRule;
  /** The dashboard count shown as the tab's badge. */
  count?: keyof Pick<
    CustomerDashboard['counts'],
    'connections' | 'entities' | 'contacts' | 'documents' | 'openActions'
  >;
  /** The workspace tab it sits under, in a second row. */
  group?: WorkspaceGroup;
};

/** The dashboard count each tab shows as its badge, by the tab's path. */
const TAB_COUNTS: Partial<Record<string, CustomerTab['count']>> = {
  actions: 'openActions',
  connections: 'connections',
  entities: 'entities',
  contacts: 'contacts',
  library: 'documents',
};

/** The Klant menu items as workspace tabs. */
export function customerTabs(items: readonly MenuItem[]): CustomerTab[] {
  return items
    .filter((item) => item.tab === 'klant')
    .map((item) => {
      const count = TAB_COUNTS[item.path];
      return {
        id: item.path === '' ? 'overview' : item.path,
        label: item.label,
        path: item.path,
        permission: item.permission,
        ...(count ? { count } : {}),
        ...(item.group ? { group: item.group } : {}),
      };
    });
}

/** A tab of the workspace's first row: a tab of its own, or a group standing for its tabs. */
export type WorkspaceTopTab = {
  id: string;
  label: string;
  /** Where a click goes: the tab's own path, or the group's first tab. */
  path: string;
  count?: CustomerTab['count'];
};

export type WorkspaceRows = {
  top: WorkspaceTopTab[];
  /** The first row's active tab: the active tab itself, or the group it sits in. */
  topActiveId: string;
  /** The second row when the active tab is in a group. */
  group: { id: WorkspaceGroup; label: string; tabs: CustomerTab[] } | null;
};

/**
 * The two rows of the workspace from the tabs the user may open (in order): grouped tabs become one tab
 * of the first row, at the place of the group's first tab, labelled by `groupLabels`; the active tab's
 * group shows its tabs in a second row. A group nobody may open is absent, like a tab.
 */
export function workspaceRows(
  visible: readonly CustomerTab[],
  activeId: string,
  groupLabels: Record<WorkspaceGroup, string>,
): WorkspaceRows {
  const top: WorkspaceTopTab[] = [];
  const members = new Map<WorkspaceGroup, CustomerTab[]>();
  for (const tab of visible) {
    if (!tab.group) {
      top.push({ id: tab.id, label: tab.label, path: tab.path, ...(tab.count ? { count: tab.count } : {}) });
      continue;
    }
    const list = members.get(tab.group);
    if (list) {
      list.push(tab);
      continue;
    }
    members.set(tab.group, [tab]);
    top.push({ id: `group:${tab.group}`, label: groupLabels[tab.group], path: tab.path });
  }
  const active = visible.find((tab) => tab.id === activeId);
  const groupId = active?.group;
  return {
    top,
    topActiveId: groupId ? `group:${groupId}` : activeId,
    group: groupId ? { id: groupId, label: groupLabels[groupId], tabs: members.get(groupId) ?? [] } : null,
  };
}

export function useCustomerTabs(): CustomerTab[] {
  const items = useMenuItems();
  return useMemo(() => customerTabs(items), [items]);
}

/**
 * The tab a path inside the workspace belongs to: the first segment after the customer id. A page that
 * belongs to no tab (the customer's edit page) gives '', so no tab is highlighted.
 */
export function activeTabId(pathname: string, customerId: number, tabs: readonly CustomerTab[]): string {
  const rest = (pathname.split(`/v3/customers/${customerId}`)[1] ?? '').replace(/^\/+/, '');
  if (rest === '') return 'overview';
  // The longest tab path the page lies under: ems/comparisons is its own tab, ems/… below ems.
  const under = tabs.filter(
    (tab) => tab.path !== '' && (rest === tab.path || rest.startsWith(`${tab.path}/`)),
  );
  return under.sort((a, b) => b.path.length - a.path.length)[0]?.id ?? '';
}
