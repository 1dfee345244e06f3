import { useCallback, useState } from 'react';

// Spec §4: the drawer's collapsed state survives reloads in localStorage, as '1' or '0'.
export const DRAWER_STORAGE_KEY = 'drawer-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(DRAWER_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function useDrawerCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(DRAWER_STORAGE_KEY, next ? '1' : '0');
      } catch {
        // Storage may be unavailable (private mode); the drawer still toggles for this page.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
