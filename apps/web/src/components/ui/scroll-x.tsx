import type { ReactNode } from 'react';
import { UI_TEXTS } from './texts.ts';
import { fadeMask, useScrollSides } from './use-scroll-sides.ts';

/**
 * The box a wide table scrolls sideways in. The table fades out on each side that hides columns, so it
 * is plain there is more (issue 32: on a phone tables scrolled inside their box without any cue); once it
 * scrolls, the box is a named region that takes focus, so arrow keys scroll it.
 */
export function ScrollX({
  children,
  className = '',
  label = UI_TEXTS.table.scrollable,
}: {
  children: ReactNode;
  /** Classes of the box (rounding, border). */
  className?: string;
  label?: string;
}) {
  const { ref, sides, onScroll } = useScrollSides<HTMLDivElement>();
  const scrolls = sides.left || sides.right;
  return (
    <div
      ref={ref}
      onScroll={onScroll}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
      tabIndex={scrolls ? 0 : undefined}
      data-scroll-x={[sides.left ? 'left' : '', sides.right ? 'right' : ''].join(' ').trim()}
      style={fadeMask(sides)}
      className={`relative overflow-x-auto focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset ${className}`}
    >
      {children}
    </div>
  );
}
