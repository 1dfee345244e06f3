import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  allowLeaving,
  hasUnsavedChanges,
  shouldAskBeforeLeaving,
  useLeaveWarning,
} from './use-leave-warning.ts';

describe('useLeaveWarning', () => {
  it('asks while a form is dirty, except for the one navigation after a save', () => {
    const form = renderHook(({ dirty }) => useLeaveWarning(dirty), { initialProps: { dirty: true } });
    expect(hasUnsavedChanges()).toBe(true);
    expect(shouldAskBeforeLeaving()).toBe(true);
    allowLeaving();
    expect(shouldAskBeforeLeaving()).toBe(false);
    // Used up: the next navigation asks again.
    expect(shouldAskBeforeLeaving()).toBe(true);
    form.rerender({ dirty: false });
    expect(shouldAskBeforeLeaving()).toBe(false);
    form.unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });
});
