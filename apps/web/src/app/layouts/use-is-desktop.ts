import { useSyncExternalStore } from 'react';

// The drawer sits beside the page from 1024 px (Tailwind's lg) and is an overlay below it.
const DESKTOP_QUERY = '(min-width: 1024px)';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

// Without matchMedia (jsdom) the desktop layout is assumed, as before.
const isDesktop = () => query()?.matches ?? true;

export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktop, () => true);
}
