import { can } from '@energiek/contracts/access';
import type { Profile } from '@energiek/contracts/auth';
import type { IconName } from '../components/ui/icon.tsx';
import { isAllowed } from '../lib/permission-guard.tsx';
import type { PermissionRule } from '../lib/permission-guard.tsx';

// The one list of areas the shell offers (spec §2 mega-menu with tabs Beheer and Klant, and the drawer's
// Backoffice section). Each item carries the permission of its route in router.tsx, so a link is only
// shown when the screen behind it would let the user in.

export type MenuTab = 'beheer' | 'klant';

export type MenuItem = {
  /** Dutch label. */
  label: string;
  /**
   * Beheer: the absolute /v3 path. Klant: the path below /v3/customers/{customerId} ('' is the customer's
   * overview), so the link always points at one customer.
   */
  path: string;
  permission: PermissionRule;
  /** A module (spec §6 `mod:` / `wl:`) the selected customer must have as well. */
  module?: string;
  tab: MenuTab;
  icon: IconName;
};

const ADMIN: PermissionRule = { can: 'is:admin' };

export const MENU_ITEMS: readonly MenuItem[] = [
  { tab: 'beheer', label: 'Klanten', path: '/v3/customers', permission: ADMIN, icon: 'building' },
  { tab: 'beheer', label: 'Acties', path: '/v3/actions', permission: { can: 'actions:read' }, icon: 'check' },
  {
    tab: 'beheer',
    label: 'Uren',
    path: '/v3/hours',
    permission: { can: 'organisation-hours:read' },
    icon: 'clock',
  },
  { tab: 'beheer', label: 'Gebruikers', path: '/v3/users', permission: { can: 'roles:read' }, icon: 'users' },
  { tab: 'beheer', label: 'Rollen', path: '/v3/roles', permission: { can: 'roles:read' }, icon: 'shield' },
  { tab: 'beheer', label: 'Leveranciers', path: '/v3/suppliers', permission: ADMIN, icon: 'truck' },
  { tab: 'beheer', label: 'Netbeheerders', path: '/v3/grid-operators', permission: ADMIN, icon: 'network' },
  {
    tab: 'beheer',
    label: 'Meetbedrijven',
    path: '/v3/measuring-companies',
    permission: ADMIN,
    icon: 'gauge',
  },
  { tab: 'beheer', label: "Trafo's", path: '/v3/trafos', permission: ADMIN, icon: 'bolt' },
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
    label: 'Entiteiten',
    path: 'entities',
    permission: { can: 'organisation-entities:read' },
    icon: 'layers',
  },
  {
    tab: 'klant',
    label: 'Contactpersonen',
    path: 'contacts',
    permission: { can: 'organisation-contacts:read' },
    icon: 'users',
  },
  {
    tab: 'klant',
    label: 'Bibliotheek',
    path: 'library',
    permission: { can: 'organisation-documents:read' },
    icon: 'folder',
  },
  {
    tab: 'klant',
    label: 'Uren',
    path: 'hours',
    permission: { can: 'organisation-hours:read' },
    icon: 'clock',
  },
  { tab: 'klant', label: 'Diensten', path: 'services', permission: ADMIN, icon: 'briefcase' },
];

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
