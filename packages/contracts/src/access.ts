import type { Profile, Scope } from './auth.ts';
import { AREAS } from './areas.ts';
import type { Permission } from './permissions.ts';

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

/** What a route (or a screen) requires: one key, a list of which any one suffices (canAny), all of a
 *  list (`allOf`), or a full admin (`fullAdmin`: an admin whose role has the full flag). */
export type PermissionRule =
  | Permission
  | readonly Permission[]
  | { readonly allOf: readonly Permission[] }
  | { readonly fullAdmin: true };

/** Whether the profile meets the rule. */
export function allows(profile: Profile | null | undefined, rule: PermissionRule): boolean {
  if (typeof rule === 'string') return can(profile, rule);
  if (Array.isArray(rule)) return canAny(profile, rule as readonly Permission[]);
  if ('allOf' in rule) return rule.allOf.length > 0 && rule.allOf.every((key) => can(profile, key));
  return isFullAdmin(profile);
}

// ---------------------------------------------------------------------------------------------------
// The grant rule: who may give whom what (users and roles). One rule for the users and roles services
// and for the web app, which hides what would be refused. Nobody gives more than they hold.

/** Reading users and roles; managing them (writes) needs roles:write as well. */
export const USERS_READ = { allOf: ['is:admin', 'roles:read'] } as const satisfies PermissionRule;
export const USERS_WRITE = { allOf: ['is:admin', 'roles:write'] } as const satisfies PermissionRule;
/** The active admins as picker options (assignee, account manager, hours user): any admin may read them. */
export const ADMIN_OPTIONS_READ = 'is:admin' as const satisfies PermissionRule;

/** The master data's admin views (a grid operator's customers and connections) and its writes. */
export const MASTER_DATA_READ = { allOf: ['is:admin', 'master-data:read'] } as const satisfies PermissionRule;
export const MASTER_DATA_WRITE = {
  allOf: ['is:admin', 'master-data:write'],
} as const satisfies PermissionRule;

export const GRANT_MESSAGES = {
  viewAlong: 'Dit kan niet tijdens meekijken.',
  fullAdminOnly:
    'Alleen een beheerder met volledige rechten kan een beheerder met volledige rechten wijzigen.',
  strongerTarget: 'Je kunt geen gebruiker wijzigen die meer rechten heeft dan jij.',
  strongerRole: 'Je kunt geen profiel wijzigen dat meer rechten geeft dan je zelf hebt.',
  notSelf: 'Dit kun je niet bij je eigen account doen.',
  roleNotYours: 'Je kunt geen profiel toekennen met rechten die je zelf niet hebt.',
  fullRoleNotYours: 'Alleen een beheerder met volledige rechten kan dit profiel toekennen.',
  scopeNotYours: 'Je kunt geen rechten geven die je zelf niet hebt.',
  fullNotYours: 'Alleen een beheerder met volledige rechten kan volledige toegang geven.',
  canSwitchNotYours: 'Je kunt geen klantwissel toekennen die je zelf niet hebt.',
  modulesNotYours: 'Je kunt geen modules toekennen die je zelf niet hebt.',
  customersNotYours: 'Je kunt geen klanten toekennen waarvoor je zelf niet werkt.',
  lastFullAdmin: 'Er moet minstens één actieve beheerder met volledige rechten overblijven.',
} as const;

const added = <T>(next: readonly T[], before: readonly T[]) => next.filter((v) => !before.includes(v));
const sameSet = <T>(a: readonly T[], b: readonly T[]) => added(a, b).length === 0 && added(b, a).length === 0;

type Typed = { type: Profile['type']; scope: Scope };

/** An admin whose scope has the full flag. */
export function isFullAdmin(who: Typed | null | undefined): boolean {
  return who?.type === 'admin' && who.scope.full === true;
}

/** The scope a user works with: their role's, else full for admins and nothing for customer staff. */
export function effectiveScope(type: Profile['type'], roleScope: Scope | null | undefined): Scope {
  const scope = roleScope ?? { full: type === 'admin' };
  return { ...scope, full: scope.full === true };
}

/** Every area:action a scope grants (`<area>: true` means every action of the area). */
function grantedKeys(scope: Scope): string[] {
  const keys: string[] = [];
  for (const [area, entry] of Object.entries(scope)) {
    if (area === 'full' || entry === false) continue;
    if (entry === true) {
      const actions: readonly string[] = (AREAS as Record<string, readonly string[]>)[area] ?? ['read'];
      keys.push(...actions.map((action) => `${area}:${action}`));
    } else {
      for (const [action, flag] of Object.entries(entry)) if (flag) keys.push(`${area}:${action}`);
    }
  }
  return keys;
}

/** Whether two scopes grant the same (key order and false flags do not matter). */
export function sameScope(a: Scope, b: Scope): boolean {
  return a.full === b.full && sameSet(grantedKeys(a), grantedKeys(b));
}

/** Whether `holder` has everything `given` grants (full only within full). */
export function scopeCovers(holder: Scope, given: Scope): boolean {
  if (holder.full) return true;
  if (given.full) return false;
  const profile: Profile = { type: 'admin', scope: holder, modules: [] };
  return grantedKeys(given).every((key) => can(profile, key));
}

/** The one who gives: the signed-in user of a normal session. */
export type Grantor = {
  userId: number;
  type: Profile['type'];
  scope: Scope;
  roleId: number | null;
  canSwitch: boolean;
  /** The user's own (white-label) modules. */
  modules: readonly string[];
  viewAlong: boolean;
  /** The customers the grantor acts for. */
  actFor: 'all' | ReadonlySet<number>;
};

/** A user as the grant rule sees it: effective scope, switch, own modules, assigned customers. */
export type GrantSubject = {
  id: number | null;
  type: Profile['type'];
  roleId: number | null;
  scope: Scope;
  canSwitch: boolean;
  modules: readonly string[];
  customerIds: readonly number[];
  isActive: boolean;
  emailAddress: string;
};

export type GrantRefusal = { forbidden: string } | { fields: Record<string, string[]> } | null;

/** Whether the grantor may touch this user at all (read-only actions aside). */
export function mayManageUser(grantor: Grantor, target: GrantSubject): GrantRefusal {
  if (grantor.viewAlong) return { forbidden: GRANT_MESSAGES.viewAlong };
  if (isFullAdmin(target) && !isFullAdmin(grantor)) return { forbidden: GRANT_MESSAGES.fullAdminOnly };
  if (!scopeCovers(grantor.scope, target.scope)) return { forbidden: GRANT_MESSAGES.strongerTarget };
  return null;
}

/**
 * Whether the grantor may turn `current` (null: a new user) into `next`. Checked: view-along, stronger
 * targets, one's own role/type/customers/switch/activity, and giving more than one holds (role scope,
 * customer switch, modules, customers). The "one active full admin remains" rule needs the database
 * and lives in the users service.
 */
export function userGrantRefusal(
  grantor: Grantor,
  current: GrantSubject | null,
  next: GrantSubject,
): GrantRefusal {
  if (current) {
    const refused = mayManageUser(grantor, current);
    if (refused) return refused;
  } else if (grantor.viewAlong) return { forbidden: GRANT_MESSAGES.viewAlong };

  const fields: Record<string, string[]> = {};
  const self = current !== null && current.id === grantor.userId;
  const scopeChanged = !current || current.roleId !== next.roleId || current.type !== next.type;
  if (self) {
    if (current.roleId !== next.roleId) fields.roleId = [GRANT_MESSAGES.notSelf];
    if (current.type !== next.type) fields.type = [GRANT_MESSAGES.notSelf];
    if (current.canSwitch !== next.canSwitch) fields.canSwitch = [GRANT_MESSAGES.notSelf];
    if (!sameSet(current.customerIds, next.customerIds)) fields.customerIds = [GRANT_MESSAGES.notSelf];
    if (current.isActive && !next.isActive) fields.isActive = [GRANT_MESSAGES.notSelf];
  }
  if (scopeChanged && !fields.roleId && !scopeCovers(grantor.scope, next.scope)) {
    fields.roleId = [next.scope.full ? GRANT_MESSAGES.fullRoleNotYours : GRANT_MESSAGES.roleNotYours];
  }
  if (next.canSwitch && !current?.canSwitch && !grantor.canSwitch && !fields.canSwitch) {
    fields.canSwitch = [GRANT_MESSAGES.canSwitchNotYours];
  }
  const newModules = added(next.modules, current?.modules ?? []);
  if (!isFullAdmin(grantor) && newModules.some((m) => !grantor.modules.includes(m))) {
    fields.modules = [GRANT_MESSAGES.modulesNotYours];
  }
  const newCustomers = added(next.customerIds, current?.customerIds ?? []);
  const actFor = grantor.actFor;
  if (!fields.customerIds && actFor !== 'all' && newCustomers.some((id) => !actFor.has(id))) {
    fields.customerIds = [GRANT_MESSAGES.customersNotYours];
  }
  return Object.keys(fields).length > 0 ? { fields } : null;
}

/** Whether the grantor may create a role (current null) or change `current` into `next`. */
export function roleGrantRefusal(
  grantor: Grantor,
  current: { id: number; scope: Scope } | null,
  next: Scope,
): GrantRefusal {
  if (grantor.viewAlong) return { forbidden: GRANT_MESSAGES.viewAlong };
  if (current && !scopeCovers(grantor.scope, current.scope)) {
    return { forbidden: current.scope.full ? GRANT_MESSAGES.fullAdminOnly : GRANT_MESSAGES.strongerRole };
  }
  // One's own role too: widening it is giving oneself more; narrowing it is allowed (one full admin
  // remains, checked by the service).
  const changed = !current || !sameScope(current.scope, next);
  if (changed && !scopeCovers(grantor.scope, next)) {
    return { fields: { scope: [next.full ? GRANT_MESSAGES.fullNotYours : GRANT_MESSAGES.scopeNotYours] } };
  }
  return null;
}
