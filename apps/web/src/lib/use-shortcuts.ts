import { useEffect, useRef } from 'react';

export type Shortcut = {
  /**
   * The key as KeyboardEvent.key ('?', 'k', 'Escape'); letters match in either case. A space separates
   * a two-key sequence: 'g c' is g, then c within a second.
   */
  keys: string;
  /** Dutch description for the '?' overview. */
  description: string;
  handler: (event: KeyboardEvent) => void;
};

/** How long the second key of a sequence may wait. */
export const SEQUENCE_TIMEOUT_MS = 1000;

/** True when a key press is typing: inside an input, select, textarea or contenteditable element. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const editable = target.closest('input, select, textarea, [contenteditable]');
  return editable !== null && editable.getAttribute('contenteditable') !== 'false';
}

function normalise(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

/**
 * Keyboard shortcuts read on key-up (spec §2) and ignored while typing. Shortcuts with Ctrl, Alt or
 * Meta held are left to the browser and operating system.
 */
export function useShortcuts(shortcuts: readonly Shortcut[], enabled = true): void {
  // The newest list without re-subscribing on every render.
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });

  useEffect(() => {
    if (!enabled) return;
    let pending: { key: string; at: number } | null = null;

    const onKeyUp = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) {
        pending = null;
        return;
      }
      const key = normalise(event.key);
      const now = Date.now();
      const first = pending && now - pending.at <= SEQUENCE_TIMEOUT_MS ? pending.key : null;
      const list = latest.current;
      const match =
        (first ? list.find((shortcut) => matches(shortcut.keys, [first, key])) : undefined) ??
        list.find((shortcut) => matches(shortcut.keys, [key]));
      if (match) {
        pending = null;
        match.handler(event);
        return;
      }
      const startsSequence = list.some(
        (shortcut) =>
          shortcut.keys.split(' ').length === 2 && matches(shortcut.keys.split(' ')[0] ?? '', [key]),
      );
      pending = startsSequence ? { key, at: now } : null;
    };

    document.addEventListener('keyup', onKeyUp);
    return () => document.removeEventListener('keyup', onKeyUp);
  }, [enabled]);
}

function matches(keys: string, pressed: readonly string[]): boolean {
  const wanted = keys.split(' ').map(normalise);
  return wanted.length === pressed.length && wanted.every((key, index) => key === pressed[index]);
}
