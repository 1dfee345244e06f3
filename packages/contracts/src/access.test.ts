import { describe, expect, it } from 'vitest';
import type { Profile } from './auth.ts';
import { can, canAny } from './access.ts';

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  type: 'customer',
  scope: { full: false },
  modules: [],
  ...overrides,
});

describe('can', () => {
  it('denies without a profile', () => {
    expect(can(null, 'organisation:read')).toBe(false);
    expect(can(undefined, 'organisation:read')).toBe(false);
  });

  it('allows everything with the full flag', () => {
    const p = profile({ scope: { full: true, organisation: { write: false } } });
    expect(can(p, 'organisation:write')).toBe(true);
  });

  it('allows an area without an entry', () => {
    expect(can(profile(), 'organisation-contacts:write')).toBe(true);
  });

  it('allows an action without a flag, and follows the flag otherwise', () => {
    const p = profile({ scope: { full: false, 'organisation-contacts': { read: true, write: false } } });
    expect(can(p, 'organisation-contacts:read')).toBe(true);
    expect(can(p, 'organisation-contacts:write')).toBe(false);
    expect(can(p, 'organisation-contacts:delete')).toBe(true);
  });

  it('uses read as the default action', () => {
    const p = profile({ scope: { full: false, organisation: { read: false } } });
    expect(can(p, 'organisation')).toBe(false);
    expect(can(profile({ scope: { full: false, organisation: { read: true } } }), 'organisation')).toBe(true);
  });

  it('checks mod areas against the modules list, whatever the scope says', () => {
    const p = profile({ scope: { full: true }, modules: ['ems'] });
    expect(can(p, 'mod:ems')).toBe(true);
    expect(can(p, 'mod:purchase')).toBe(false);
  });

  it('derives is:{type} and wl:{module}', () => {
    expect(can(profile({ type: 'admin' }), 'is:admin')).toBe(true);
    expect(can(profile({ scope: { full: true } }), 'is:admin')).toBe(false);
    expect(can(profile({ modules: ['inbox'] }), 'wl:inbox')).toBe(true);
    expect(can(profile({ modules: [] }), 'wl:inbox')).toBe(false);
  });

  it('treats wl:invoicecontrole and wl:invoicecontrol as one module', () => {
    expect(can(profile({ modules: ['invoicecontrol'] }), 'wl:invoicecontrole')).toBe(true);
    expect(can(profile({ modules: ['invoicecontrole'] }), 'wl:invoicecontrol')).toBe(true);
  });
});

describe('canAny', () => {
  it('allows when any one permission is allowed', () => {
    const p = profile({ scope: { full: false, sales: { read: false }, actions: { read: true } } });
    expect(canAny(p, ['sales:read', 'actions:read'])).toBe(true);
    expect(canAny(p, ['sales:read'])).toBe(false);
    expect(canAny(p, [])).toBe(false);
  });
});
