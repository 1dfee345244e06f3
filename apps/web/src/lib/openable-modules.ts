import { can } from '@energiek/contracts/access';
import type { Profile } from '@energiek/contracts/auth';
import type { MenuItem } from './area.ts';
import { isAllowed } from './permission-guard.tsx';

// Which of a profile's modules lead somewhere (the home's account summary): a module is named only when a
// menu item of it is open to the profile, so nobody is offered a module they cannot open (issue 31).

/** White-label modules whose screen carries no module flag: the menu paths (Beheer or Klant) that are theirs. */
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

/** Spec §6 as the menu applies it: the permission, the module flag, and Beheer for admins only. */
function opens(profile: Profile, item: MenuItem): boolean {
  if (item.tab === 'beheer' && profile.type !== 'admin') return false;
  if (!isAllowed(profile, item.permission)) return false;
  return item.module === undefined || can(profile, `wl:${item.module}`);
}

export function openableModules(
  profile: Profile,
  items: readonly MenuItem[],
  modules: readonly string[],
): string[] {
  const open = items.filter((item) => opens(profile, item));
  return modules.filter((module) => open.some((item) => belongsTo(item, module)));
}
