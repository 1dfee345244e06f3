import { useSyncExternalStore } from 'react';

// The global error flag of spec §4 (showError): a status such as 500 or 403, or null.

export type GlobalError = number | null;

let current: GlobalError = null;
const listeners = new Set<() => void>();

export function setGlobalError(status: GlobalError): void {
  if (current === status) return;
  current = status;
  for (const listener of listeners) listener();
}

export function getGlobalError(): GlobalError {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalError(): GlobalError {
  return useSyncExternalStore(subscribe, getGlobalError, getGlobalError);
}
