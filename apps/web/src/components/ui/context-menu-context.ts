import { createContext, useContext } from 'react';
import type { IconName } from './icon.tsx';

export type ContextMenuItem = {
  label: string;
  icon?: IconName;
  onSelect: () => void;
  /** Destructive (deactivate, delete): shown in red. */
  danger?: boolean;
  disabled?: boolean;
};

export type ContextMenuRequest = {
  items: readonly ContextMenuItem[];
  /** Accessible name of the menu, e.g. 'Acties voor Jan Jansen'. */
  label: string;
  /** Viewport point the menu opens at (its top-left corner, moved inward when it would not fit). */
  x: number;
  y: number;
  /** Gets the focus back when the menu closes without a choice that moves it elsewhere. */
  returnFocus?: HTMLElement | null;
  /** The element that opened it: pressing it again closes the menu instead of reopening it. */
  owner?: HTMLElement | null;
  /** An id of that element, so it can tell (aria-expanded) whether the open menu is its own. */
  ownerId?: string;
};

export type ContextMenuApi = {
  /** Opens the menu, closing any other: one context menu is open at a time. */
  open: (request: ContextMenuRequest) => void;
  close: () => void;
  /** The ownerId of the menu now showing, if any. */
  openOwnerId: string | null;
};

export const ContextMenuContext = createContext<ContextMenuApi | null>(null);

/** The shell's context menu overlay (spec §2); needs a ContextMenuProvider above. */
export function useContextMenu(): ContextMenuApi {
  const api = useContext(ContextMenuContext);
  if (!api) throw new Error('useContextMenu needs a ContextMenuProvider');
  return api;
}
