import { describe, expect, it } from 'vitest';
import { can } from './access.ts';
import {
  AREA_LABELS,
  AREA_NAMES,
  AREAS,
  missingScopeEntries,
  normaliseScope,
  scopeAllowing,
} from './areas.ts';
import { PERMISSIONS } from './permissions.ts';

describe('AREAS', () => {
  it('covers exactly the areas and actions of the permission keys (is:, mod:, wl: excluded)', () => {
    const fromKeys = PERMISSIONS.filter((key) => !/^(is|mod|wl):/.test(key));
    const fromAreas = AREA_NAMES.flatMap((area) => AREAS[area].map((action) => `${area}:${action}`));
    expect(new Set(fromAreas)).toEqual(new Set(fromKeys));
    expect(Object.keys(AREA_LABELS).sort()).toEqual([...AREA_NAMES].sort());
  });
});

describe('normaliseScope', () => {
  it('writes an explicit flag for every area and action, missing ones false', () => {
    const scope = normaliseScope({ full: false, organisation: { read: true }, bogus: { read: true } });
    expect(missingScopeEntries(scope)).toEqual([]);
    expect(scope.organisation).toEqual({ read: true, write: false });
    expect(scope['organisation-contacts']).toEqual({ read: false, write: false });
    expect(scope).not.toHaveProperty('bogus');
    const profile = { type: 'customer' as const, scope, modules: [] };
    expect(can(profile, 'organisation:read')).toBe(true);
    expect(can(profile, 'organisation:write')).toBe(false);
    expect(can(profile, 'roles:read')).toBe(false);
  });

  it('keeps full and expands area: true to every action', () => {
    const scope = normaliseScope({ full: true, organisation: true });
    expect(scope.full).toBe(true);
    expect(scope.organisation).toEqual({ read: true, write: true });
  });

  it('reports what a scope that relies on the fallback lacks', () => {
    expect(missingScopeEntries({ full: true })).toContain('organisation');
    expect(missingScopeEntries({ full: false, organisation: { read: true } })).toContain(
      'organisation:write',
    );
    expect(missingScopeEntries(scopeAllowing({ roles: ['read'] }))).toEqual([]);
  });
});
