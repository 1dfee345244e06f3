import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';

export type ScrollSides = { left: boolean; right: boolean };

/** Which sides of a horizontally scrolling box hide content (a pixel of rounding does not count). */
export function hiddenSides(scrollLeft: number, clientWidth: number, scrollWidth: number): ScrollSides {
  return { left: scrollLeft > 1, right: scrollLeft + clientWidth < scrollWidth - 1 };
}

/** The content fades out on the sides that hide more (a mask, so it suits any background; no motion). */
export function fadeMask(sides: ScrollSides): CSSProperties | undefined {
  if (!sides.left && !sides.right) return undefined;
  const left = sides.left ? 'transparent, black 2.5rem' : 'black';
  const right = sides.right ? 'black calc(100% - 2.5rem), transparent' : 'black';
  const image = `linear-gradient(to right, ${left}, ${right})`;
  return { maskImage: image, WebkitMaskImage: image };
}

/**
 * The hidden sides of the box `ref` points at, kept up to date on scroll (pass `onScroll` to the box) and
 * whenever the box or its content changes size (ResizeObserver; without one, as in jsdom, measured when
 * `remeasure` changes). `remeasure`: what changes the content without resizing it (e.g. the number of tabs).
 */
export function useScrollSides<Box extends HTMLElement>(remeasure?: unknown) {
  const ref = useRef<Box>(null);
  const [sides, setSides] = useState<ScrollSides>({ left: false, right: false });
  const onScroll = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const next = hiddenSides(box.scrollLeft, box.clientWidth, box.scrollWidth);
    setSides((old) => (old.left === next.left && old.right === next.right ? old : next));
  }, []);
  useEffect(() => {
    const box = ref.current;
    onScroll();
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(onScroll);
    observer.observe(box);
    // The content too: rows arriving make a table wider without the box changing size.
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, [onScroll, remeasure]);
  return { ref, sides, onScroll };
}
