import { useEffect } from 'react';

// Forms with unsaved changes register here. Leaving the page altogether (close, reload, a full-page
// navigation) is the browser's question via beforeunload; navigation inside the SPA is asked by the
// shell's LeaveGuard, which reads hasUnsavedChanges() through react-router's useBlocker.

let unsaved = 0;
/** Set by allowLeaving(): the next in-app navigation passes without the question. */
let leaving = false;
/** Set by reloadWithoutAsking(): the browser's leave question is not asked for this reload. */
let reloading = false;

/** Reloads the page on purpose (the user chose to drop the changes), without the leave question. */
export function reloadWithoutAsking(): void {
  reloading = true;
  window.location.reload();
}

/** True while any mounted form warns about unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return unsaved > 0;
}

/**
 * Call right before navigating away after a successful save: the form is still marked dirty in that
 * tick (its effect has not run yet), but nothing is lost, so the LeaveGuard lets this navigation pass.
 */
export function allowLeaving(): void {
  leaving = true;
}

/** The LeaveGuard's question: should this navigation ask first? Consumes allowLeaving(). */
export function shouldAskBeforeLeaving(): boolean {
  if (leaving) {
    leaving = false;
    return false;
  }
  return hasUnsavedChanges();
}

/** While `active`, leaving the page (browser or in-app navigation) asks first: unsaved changes. */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    unsaved += 1;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (reloading) return;
      event.preventDefault();
      // Older browsers only show the prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unsaved -= 1;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);
}
