import { afterEach, describe, expect, it } from 'vitest';
import { forgetVersions, ifMatchFor, recordRead, recordWrite, versionIn } from './read-versions.ts';
import { useLeaveWarning } from './use-leave-warning.ts';
import { renderHook } from '@testing-library/react';

// The versions the web sends as If-Match (issue 33, lost edits).

afterEach(() => forgetVersions());

const item = (updatedAt: string) => ({ data: { id: 1, updatedAt } });

describe('read versions', () => {
  it('sends the version of the last read of the same path (query aside), and the saved one after a write', () => {
    expect(ifMatchFor('customers/1')).toBeUndefined();
    recordRead('customers/1?with=details', { data: { id: 1, details: { updatedAt: 'v1' } } });
    expect(ifMatchFor('/customers/1')).toBe('"v1"');
    recordWrite('customers/1', 'POST', item('v2'));
    expect(ifMatchFor('customers/1')).toBe('"v2"');
    // A write whose answer has no version: the next write is unconditional (no false 409).
    recordWrite('customers/1', 'PATCH', { data: { ok: true } });
    expect(ifMatchFor('customers/1')).toBeUndefined();
  });

  it('ignores lists and answers without a version', () => {
    recordRead('customers', { data: [{ updatedAt: 'v1' }] });
    recordRead('customers/2', { data: { id: 2 } });
    expect(ifMatchFor('customers')).toBeUndefined();
    expect(ifMatchFor('customers/2')).toBeUndefined();
    expect(versionIn(undefined)).toBeUndefined();
  });

  it('keeps the version a form is being edited on when a background read brings a newer one', () => {
    recordRead('parameters/3', item('v1'));
    const editing = renderHook(() => useLeaveWarning(true));
    recordRead('parameters/3', item('v2'));
    expect(ifMatchFor('parameters/3')).toBe('"v1"');
    editing.unmount();
    recordRead('parameters/3', item('v2'));
    expect(ifMatchFor('parameters/3')).toBe('"v2"');
  });
});
