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

/** White-label modules whose screen carries no module flag: the menu path (Beheer or Klant) that is theirs. */
const MODULE_PATHS: Record<string, readonly string[]> = {
  hours: ['/v3/hours', 'hours'],
  sales: ['/v3/sales'],
  forecast: ['/v3/forecast'],
  suppliercontracts: ['/v3/supply-agreements'],
};

function belongsTo(item: MenuItem, module: string): boolean {
  if (item.module === module) return true;
  if (MODULE_PATHS[module]?.includes(item.path)) return true;
  const keys = JSON.stringify(item.permission);
  return keys.includes(`"mod:${module}"`) || keys.includes(`"wl:${module}"`);
}

/**
 * The modules of the profile that lead somewhere: a module shows on the home only when at least one menu
 * item of it is open to the profile (Beheer only for admins), so nobody is offered a module they cannot open.
 */
export function openableModules(profile: Profile | null | undefined, modules: readonly string[]): string[] {
  const items = [...menuItemsFor(profile, 'beheer'), ...menuItemsFor(profile, 'klant')];
  return modules.filter((module) => items.some((item) => belongsTo(item, module)));
}
