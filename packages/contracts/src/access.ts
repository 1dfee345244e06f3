import type { Profile } from './auth.ts';

// The access rule of spec §6, to the letter. The server enforces every route with it; the web app only
// hides what the server refuses anyway.

/** wl:invoicecontrole (one place in the spec) and wl:invoicecontrol name the same module. */
export function normaliseModule(name: string): string {
  return name === 'invoicecontrole' ? 'invoicecontrol' : name;
}

/**
 * A profile is allowed an area and action if its scope has the full flag, or has no entry for the area,
 * or has no flag for the action, or that flag is true. The default action is read. Areas whose name
 * contains `mod` are checked against the modules list; `is:{type}` and `wl:{module}` are derived flags.
 * No profile means denied.
 */
export function can(profile: Profile | null | undefined, permission: string): boolean {
  if (!profile) return false;
  const separator = permission.indexOf(':');
  const area = separator === -1 ? permission : permission.slice(0, separator);
  const action = separator === -1 ? 'read' : permission.slice(separator + 1) || 'read';
  const modules = profile.modules.map(normaliseModule);

  if (area === 'is') return profile.type === action;
  if (area === 'wl') return modules.includes(normaliseModule(action));
  if (area.includes('mod')) return modules.includes(normaliseModule(action));

  if (profile.scope.full) return true;
  const entry = profile.scope[area];
  if (entry === undefined || typeof entry === 'boolean') return true;
  const flag = entry[action];
  return flag === undefined || flag === true;
}

/** True when any one of the permissions is allowed. An empty list allows nothing. */
export function canAny(profile: Profile | null | undefined, permissions: readonly string[]): boolean {
  return permissions.some((permission) => can(profile, permission));
}
