import { NavLink } from 'react-router';
import type { CurrentUser, Profile } from '@energiek/contracts/auth';
import { Icon } from '../../components/ui/icon.tsx';
import type { IconName } from '../../components/ui/icon.tsx';
import { useProfile } from '../../lib/auth.ts';
import { CustomerSwitcher } from '../../modules/customer-switcher/components/customer-switcher.tsx';
import { menuItemHref, menuItemsFor } from '../menu-items.ts';
import { APP_TEXTS } from '../texts.ts';

type ShellDrawerProps = {
  collapsed: boolean;
  onToggle: () => void;
  user: CurrentUser;
  /** Below 1024 px the drawer is an overlay over the page, opened from the top bar. */
  overlay?: { open: boolean; onClose: () => void } | undefined;
};
type NavItem = { to: string; label: string; icon: IconName; end: boolean };

const BACKOFFICE_TITLE = 'Backoffice';
const CUSTOMER_TITLE = 'Jouw organisatie';
/** The workspace's groups (as its first row names them): one drawer line each. */
const CUSTOMER_GROUPS: Record<string, string> = {
  energie: 'Energie',
  contracten: 'Contracten',
  regelingen: 'Regelingen',
};

// Only screens that exist are listed.
const NAV_ITEMS: readonly NavItem[] = [
  { to: '/v3', label: APP_TEXTS.drawer.home, icon: 'home', end: true },
  { to: '/v3/account', label: APP_TEXTS.shell.account, icon: 'user', end: true },
  { to: '/v3/account/settings', label: APP_TEXTS.shell.settings, icon: 'settings', end: true },
];

/** The Backoffice section (spec §6: admins only): the mega-menu's Beheer items, so both list the same. */
function backofficeItems(profile: Profile | undefined): NavItem[] {
  return menuItemsFor(profile, 'beheer').map((item) => ({
    to: item.path,
    label: item.label,
    icon: item.icon,
    end: false,
  }));
}

/**
 * Customer staff's own areas (issue 31: the drawer holds their areas, no mega-menu needed): the workspace
 * tabs they may open, a group as one line leading to its first tab. Their home is the portal, so the
 * workspace's Overzicht is not repeated.
 */
function customerItems(profile: Profile | undefined, customerId: number): NavItem[] {
  const items: NavItem[] = [];
  const groups = new Set<string>();
  for (const item of menuItemsFor(profile, 'klant')) {
    const to = menuItemHref(item, customerId);
    if (item.path === '' || to === null) continue;
    if (item.group) {
      if (groups.has(item.group)) continue;
      groups.add(item.group);
    }
    const label = item.group ? (CUSTOMER_GROUPS[item.group] ?? item.label) : item.label;
    items.push({ to, label, icon: item.icon, end: false });
  }
  return items;
}

const DRAWER_ID = 'shell-drawer';

/**
 * The collapsible left drawer of spec §2: w-64 (64 units) open, icons only when collapsed. On a phone or
 * tablet it is an overlay instead (never collapsed), closed by its button, the backdrop or Escape.
 */
export function ShellDrawer({ collapsed: storedCollapsed, onToggle, user, overlay }: ShellDrawerProps) {
  const isAdmin = user.type === 'admin';
  const profile = useProfile().data?.profile;
  if (overlay && !overlay.open) return null;
  const collapsed = overlay ? false : storedCollapsed;
  // Customer staff never switch; admins without canSwitch search their assigned customers only.
  const showSwitcher = !collapsed && (user.canSwitch || isAdmin);
  const toggleLabel = overlay
    ? APP_TEXTS.drawer.close
    : collapsed
      ? APP_TEXTS.drawer.expand
      : APP_TEXTS.drawer.collapse;
  const aside = (
    <aside
      id={DRAWER_ID}
      data-testid="shell-drawer"
      data-collapsed={collapsed ? '1' : '0'}
      onKeyDown={(event) => {
        if (overlay && event.key === 'Escape') overlay.onClose();
      }}
      className={
        overlay
          ? 'fixed inset-y-0 left-0 z-[60] flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl'
          : `flex shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-150 ${
              collapsed ? 'w-16' : 'w-64'
            }`
      }
    >
      <div className={`flex p-3 ${collapsed ? 'justify-center' : 'justify-end'}`}>
        <button
          type="button"
          onClick={overlay ? overlay.onClose : onToggle}
          autoFocus={Boolean(overlay)}
          aria-expanded={!collapsed}
          aria-controls={`${DRAWER_ID}-nav`}
          title={toggleLabel}
          className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon
            name={overlay ? 'close' : collapsed ? 'sidebar-expand' : 'sidebar-collapse'}
            label={toggleLabel}
          />
        </button>
      </div>
      {showSwitcher ? <CustomerSwitcher /> : null}
      <nav id={`${DRAWER_ID}-nav`} aria-label={APP_TEXTS.drawer.label} className="px-3 pb-4">
        <NavList items={NAV_ITEMS} collapsed={collapsed} />
      </nav>
      {!isAdmin && user.customer ? (
        <NavSection
          name="customer"
          title={CUSTOMER_TITLE}
          items={customerItems(profile, user.customer.id)}
          collapsed={collapsed}
        />
      ) : null}
      {isAdmin ? (
        <NavSection
          name="backoffice"
          title={BACKOFFICE_TITLE}
          items={backofficeItems(profile)}
          collapsed={collapsed}
        />
      ) : null}
    </aside>
  );
  if (!overlay) return aside;
  return (
    <>
      <div
        className="fixed inset-0 z-[60] bg-slate-900/40"
        aria-hidden="true"
        data-testid="shell-drawer-backdrop"
        onClick={overlay.onClose}
      />
      {aside}
    </>
  );
}

/** A titled section of the drawer below its first list; collapsed, only screen readers get the title. */
function NavSection({
  name,
  title,
  items,
  collapsed,
}: {
  /** Names the heading's id and the test id: `drawer-${name}`. */
  name: string;
  title: string;
  items: readonly NavItem[];
  collapsed: boolean;
}) {
  return (
    <nav
      aria-labelledby={`${DRAWER_ID}-${name}`}
      data-testid={`drawer-${name}`}
      className="border-t border-slate-100 px-3 pt-3 pb-4"
    >
      <h2
        id={`${DRAWER_ID}-${name}`}
        className={`px-3 pb-1 text-xs font-semibold text-slate-500 uppercase ${collapsed ? 'sr-only' : ''}`}
      >
        {title}
      </h2>
      <NavList items={items} collapsed={collapsed} />
    </nav>
  );
}

function NavList({ items, collapsed }: { items: readonly NavItem[]; collapsed: boolean }) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            title={collapsed ? item.label : undefined}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                collapsed ? 'justify-center' : ''
              } ${
                isActive
                  ? 'bg-brand-50 text-brand-800'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
              }`
            }
          >
            <Icon name={item.icon} className="size-5 shrink-0" />
            <span className={collapsed ? 'sr-only' : undefined}>{item.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
