import { can } from '@energiek/contracts/access';
import type { Profile } from '@energiek/contracts/auth';
import type { Area, AreaRoute, MenuItem, MenuTab } from '../lib/area.ts';
import { isAllowed } from '../lib/permission-guard.tsx';
import { AREAS } from './areas.ts';

// The one list of areas the shell offers (spec §2 mega-menu with tabs Beheer and Klant, the drawer's
// Backoffice section, the customer workspace's tabs), read from the routes that carry a `menu` entry:
// the path and the permission are the route's own, so a link shows only when its screen lets the user in.

export type { MenuItem, MenuTab };

const ADMIN_ONLY = { can: 'is:admin' } as const;

function collect(routes: readonly AreaRoute[] | undefined, base: string, items: MenuItem[]): void {
  for (const route of routes ?? []) {
    const path = route.index ? base : [base, route.path].filter(Boolean).join('/');
    const menu = route.menu;
    if (menu) {
      const permission = menu.permission ?? route.permission ?? ADMIN_ONLY;
      items.push({
        tab: menu.tab,
        label: menu.label,
        icon: menu.icon,
        path: menu.tab === 'beheer' ? `/v3/${path}` : path,
        permission,
        ...(menu.module ? { module: menu.module } : {}),
        ...(menu.group ? { group: menu.group } : {}),
      });
    }
    collect(route.children, path, items);
  }
}

/** The menu items of the areas, in area order (Beheer items from shell routes, Klant from customer routes). */
export function menuItemsOf(areas: readonly Area[]): MenuItem[] {
  const items: MenuItem[] = [];
  for (const area of areas) {
    collect(area.shellRoutes, '', items);
    collect(area.customerRoutes, '', items);
  }
  return items;
}

export const MENU_ITEMS: readonly MenuItem[] = menuItemsOf(AREAS);

/** Spec §6: an item that needs a module shows only when the permission and the module are both there. */
export function mayOpen(profile: Profile | null | undefined, item: MenuItem): boolean {
  if (!isAllowed(profile, item.permission)) return false;
  return item.module === undefined || can(profile, `wl:${item.module}`);
}

/**
 * The items of one tab the profile may open. Beheer is the back office: admins only, whatever a role's
 * scope says, so customer staff never see it.
 */
export function menuItemsFor(profile: Profile | null | undefined, tab: MenuTab): MenuItem[] {
  if (tab === 'beheer' && profile?.type !== 'admin') return [];
  return MENU_ITEMS.filter((item) => item.tab === tab && mayOpen(profile, item));
}

/** The route name GET route understands: 'customers/{customerId}/connections'. */
export function customerRouteName(item: MenuItem): string {
  return item.path === '' ? 'customers/{customerId}' : `customers/{customerId}/${item.path}`;
}

/** Where an item leads: its own path, or the path below the given customer. */
export function menuItemHref(item: MenuItem, customerId: number | null): string | null {
  if (item.tab === 'beheer') return item.path;
  if (customerId === null) return null;
  const base = `/v3/customers/${customerId}`;
  return item.path === '' ? base : `${base}/${item.path}`;
}
