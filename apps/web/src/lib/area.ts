import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';
import type { IconName } from '../components/ui/icon.tsx';
import type { PermissionRule } from './permission-guard.tsx';

// What a web module (an area) contributes to the app: its routes and its menu items, in its own
// `modules/<area>/routes.tsx`. app/areas.ts lists the areas; the router and the mega-menu are built from
// that list, so a path and its permission are written once (docs/adding-an-area.md).

export type MenuTab = 'beheer' | 'klant';

/**
 * Klant items that share one tab in the customer workspace, with a second row for the items themselves
 * (so the workspace keeps one short row of tabs as areas grow).
 */
export type WorkspaceGroup = 'energie' | 'contracten' | 'regelingen';

/** What a route shows in the mega-menu (Beheer: the back office; Klant: a customer's workspace tabs). */
export type MenuEntry = {
  tab: MenuTab;
  /** Dutch label. */
  label: string;
  icon: IconName;
  /** The menu's own rule when it differs from the route's (say Klanten: admins only, the list is open). */
  permission?: PermissionRule;
  /** A module (spec §6 `mod:` / `wl:`) the selected customer must have as well. */
  module?: string;
  /** Klant only: the workspace tab this item sits under. */
  group?: WorkspaceGroup;
};

export type LazyComponent = () => Promise<{ Component: ComponentType }>;

export type AreaRoute = {
  /** Relative to where the area's routes hang (/, /v3 or /v3/customers/:customerId); none for an index. */
  path?: string;
  index?: true;
  /** The permission of spec §2: the router wraps the route in a PermissionGuard. */
  permission?: PermissionRule;
  lazy: LazyComponent;
  children?: readonly AreaRoute[];
  menu?: MenuEntry;
};

export type Area = {
  name: string;
  /** Outside the shell: /login, /collectief … */
  publicRoutes?: readonly AreaRoute[];
  /** Below /v3, inside the shell. */
  shellRoutes?: readonly AreaRoute[];
  /** Below /v3/customers/:customerId, inside the customer workspace. */
  customerRoutes?: readonly AreaRoute[];
};

/**
 * A lazily loaded page, named by its export: `lazyPage(() => import('./pages/x-page.tsx'), 'XPage')` (one
 * chunk per import; the name is checked against the module's exports).
 */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K & (M[K] extends ComponentType ? K : never),
): LazyComponent {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/** A page route of an area: `page('users', manage, lazyPage(…), { tab: 'beheer', label: 'Gebruikers', … })`. */
export function page(
  path: string,
  permission: PermissionRule,
  lazy: LazyComponent,
  menu?: MenuEntry,
): AreaRoute {
  return menu ? { path, permission, lazy, menu } : { path, permission, lazy };
}

export type MenuItem = {
  label: string;
  /**
   * Beheer: the absolute /v3 path. Klant: the path below /v3/customers/{customerId} ('' is the customer's
   * overview), so the link always points at one customer.
   */
  path: string;
  permission: PermissionRule;
  module?: string;
  tab: MenuTab;
  icon: IconName;
  group?: WorkspaceGroup;
};

/**
 * The mega-menu's items, provided by the app (app/providers.tsx) so that a module (the customer
 * workspace's tabs) can read them without importing the app or another module.
 */
export const MenuItemsContext = createContext<readonly MenuItem[]>([]);

export function useMenuItems(): readonly MenuItem[] {
  return useContext(MenuItemsContext);
}
