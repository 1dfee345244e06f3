import { describe, expect, it } from 'vitest';
import {
  allows,
  effectiveScope,
  GRANT_MESSAGES,
  isFullAdmin,
  roleGrantRefusal,
  sameScope,
  scopeCovers,
  userGrantRefusal,
  USERS_WRITE,
  type GrantSubject,
  type Grantor,
} from './access.ts';
import { scopeAllowing } from './areas.ts';

// The grant rule of access.ts: nobody gives more than they hold.

const manager = scopeAllowing({ roles: ['read', 'write'], organisation: ['read'] });
const grantor = (overrides: Partial<Grantor> = {}): Grantor => ({
  userId: 1,
  type: 'admin',
  scope: manager,
  roleId: 10,
  canSwitch: false,
  modules: ['hours'],
  viewAlong: false,
  actFor: new Set([100]),
  ...overrides,
});
const user = (overrides: Partial<GrantSubject> = {}): GrantSubject => ({
  id: 2,
  type: 'admin',
  roleId: 11,
  scope: scopeAllowing({ organisation: ['read'] }),
  canSwitch: false,
  modules: [],
  customerIds: [],
  isActive: true,
  emailAddress: 'b@example.nl',
  ...overrides,
});

describe('allows', () => {
  it('needs every key of an allOf rule, and a full admin for fullAdmin', () => {
    const profile = { type: 'admin' as const, scope: manager, modules: [] };
    expect(allows(profile, USERS_WRITE)).toBe(true);
    expect(allows({ ...profile, type: 'customer' }, USERS_WRITE)).toBe(false);
    expect(allows({ ...profile, scope: scopeAllowing({ roles: ['read'] }) }, USERS_WRITE)).toBe(false);
    expect(allows(profile, { allOf: [] })).toBe(false);
    expect(allows(profile, { fullAdmin: true })).toBe(false);
    expect(allows({ ...profile, scope: { full: true } }, { fullAdmin: true })).toBe(true);
    expect(allows({ type: 'customer', scope: { full: true }, modules: [] }, { fullAdmin: true })).toBe(false);
  });
});

describe('scopes', () => {
  it('covers only what the holder has; full only within full; an admin without a role is full', () => {
    expect(scopeCovers(manager, scopeAllowing({ organisation: ['read'] }))).toBe(true);
    expect(scopeCovers(manager, scopeAllowing({ organisation: ['read', 'write'] }))).toBe(false);
    expect(scopeCovers(manager, { full: false, organisation: true })).toBe(false);
    expect(scopeCovers(manager, { full: true })).toBe(false);
    expect(scopeCovers({ full: true }, { full: true })).toBe(true);
    expect(isFullAdmin({ type: 'admin', scope: effectiveScope('admin', null) })).toBe(true);
    expect(effectiveScope('customer', null).full).toBe(false);
    expect(
      sameScope({ full: false, a: { read: true, write: false } }, { full: false, a: { read: true } }),
    ).toBe(true);
  });
});

describe('userGrantRefusal', () => {
  it('refuses everything during view-along', () => {
    expect(userGrantRefusal(grantor({ viewAlong: true }), user(), user({ isActive: false }))).toEqual({
      forbidden: GRANT_MESSAGES.viewAlong,
    });
    expect(userGrantRefusal(grantor({ viewAlong: true }), null, user({ id: null }))).toEqual({
      forbidden: GRANT_MESSAGES.viewAlong,
    });
  });

  it('lets only a full admin touch a full admin, and nobody touch a stronger user', () => {
    const full = user({ scope: { full: true } });
    expect(userGrantRefusal(grantor(), full, { ...full, emailAddress: 'x@example.nl' })).toEqual({
      forbidden: GRANT_MESSAGES.fullAdminOnly,
    });
    expect(
      userGrantRefusal(grantor({ scope: { full: true } }), full, { ...full, isActive: false }),
    ).toBeNull();
    const stronger = user({ scope: scopeAllowing({ organisation: ['read', 'write'] }) });
    expect(userGrantRefusal(grantor(), stronger, stronger)).toEqual({
      forbidden: GRANT_MESSAGES.strongerTarget,
    });
  });

  it('refuses changing one’s own role, type, customers, switch or activity', () => {
    const self = user({ id: 1, roleId: 10, scope: manager, customerIds: [100] });
    const refusal = userGrantRefusal(grantor(), self, {
      ...self,
      roleId: 12,
      customerIds: [100, 101],
      canSwitch: true,
      isActive: false,
    });
    expect(refusal).toEqual({
      fields: {
        roleId: [GRANT_MESSAGES.notSelf],
        canSwitch: [GRANT_MESSAGES.notSelf],
        customerIds: [GRANT_MESSAGES.notSelf],
        isActive: [GRANT_MESSAGES.notSelf],
      },
    });
    expect(userGrantRefusal(grantor(), self, { ...self, emailAddress: 'nieuw@example.nl' })).toBeNull();
  });

  it('gives only what the grantor holds: role, switch, modules, customers', () => {
    const next = user({
      id: null,
      scope: { full: true },
      canSwitch: true,
      modules: ['hours', 'sales'],
      customerIds: [100, 101],
    });
    expect(userGrantRefusal(grantor(), null, next)).toEqual({
      fields: {
        roleId: [GRANT_MESSAGES.fullRoleNotYours],
        canSwitch: [GRANT_MESSAGES.canSwitchNotYours],
        modules: [GRANT_MESSAGES.modulesNotYours],
        customerIds: [GRANT_MESSAGES.customersNotYours],
      },
    });
    const fine = user({ id: null, modules: ['hours'], customerIds: [100] });
    expect(userGrantRefusal(grantor(), null, fine)).toBeNull();
    // What the user already has may stay, even when the grantor lacks it.
    const has = user({ modules: ['sales'], customerIds: [555] });
    expect(userGrantRefusal(grantor(), has, { ...has, emailAddress: 'z@example.nl' })).toBeNull();
  });
});

describe('roleGrantRefusal', () => {
  it('creates and edits only roles within the grantor’s scope; full by full admins', () => {
    expect(roleGrantRefusal(grantor(), null, scopeAllowing({ organisation: ['read'] }))).toBeNull();
    expect(roleGrantRefusal(grantor(), null, { full: true })).toEqual({
      fields: { scope: [GRANT_MESSAGES.fullNotYours] },
    });
    const own = { id: 10, scope: manager };
    expect(
      roleGrantRefusal(grantor(), own, { ...manager, organisation: { read: true, write: true } }),
    ).toEqual({
      fields: { scope: [GRANT_MESSAGES.scopeNotYours] },
    });
    expect(roleGrantRefusal(grantor(), { id: 1, scope: { full: true } }, { full: false })).toEqual({
      forbidden: GRANT_MESSAGES.fullAdminOnly,
    });
    expect(roleGrantRefusal(grantor({ scope: { full: true } }), null, { full: true })).toBeNull();
    expect(roleGrantRefusal(grantor({ viewAlong: true }), null, { full: false })).toEqual({
      forbidden: GRANT_MESSAGES.viewAlong,
    });
  });
});
