import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';

type CardProps = {
  title?: ReactNode;
  /** Buttons or links at the right of the header. */
  actions?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** Lets the user fold the body away with the header button. */
  collapsible?: boolean;
  defaultCollapsed?: boolean;
  /** Controlled collapse state; pair with onCollapsedChange. */
  collapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Names the card by its title so it becomes a region landmark (for a page's main sections). */
  landmark?: boolean;
  className?: string;
  bodyClassName?: string;
};

/** A white panel with an optional header; collapsible cards fold via a header button (aria-expanded). */
export function Card({
  title,
  actions,
  footer,
  children,
  collapsible = false,
  defaultCollapsed = false,
  collapsed,
  onCollapsedChange,
  landmark = false,
  className = '',
  bodyClassName = 'px-5 py-4',
}: CardProps) {
  const bodyId = useId();
  const titleId = `${bodyId}-title`;
  const [ownCollapsed, setOwnCollapsed] = useState(defaultCollapsed);
  const isCollapsed = collapsible && (collapsed ?? ownCollapsed);
  const toggle = () => {
    setOwnCollapsed(!isCollapsed);
    onCollapsedChange?.(!isCollapsed);
  };
  const hasHeader = title !== undefined || actions !== undefined;

  return (
    // min-w-0: in a grid or flex row a card never grows past its column for wide content (a table
    // scrolls inside the card instead of pushing the page wider than a phone's screen).
    <section
      aria-labelledby={landmark && title !== undefined ? titleId : undefined}
      className={`min-w-0 rounded-xl bg-white shadow-sm ring-1 ring-slate-900/5 ${className}`}
    >
      {hasHeader ? (
        <header
          className={`flex items-center justify-between gap-3 px-5 py-3 ${isCollapsed ? '' : 'border-b border-slate-100'}`}
        >
          <h2 id={titleId} className="min-w-0 flex-1 text-base font-semibold text-slate-900">
            {collapsible ? (
              <button
                type="button"
                aria-expanded={!isCollapsed}
                aria-controls={bodyId}
                onClick={toggle}
                className="flex w-full items-center gap-2 rounded text-left"
              >
                <Icon
                  name="chevron-down"
                  className={`size-4 text-slate-500 transition-transform ${isCollapsed ? '-rotate-90' : ''}`}
                />
                {title}
              </button>
            ) : (
              title
            )}
          </h2>
          {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
        </header>
      ) : null}
      <div id={bodyId} hidden={isCollapsed}>
        <div className={bodyClassName}>{children}</div>
        {footer ? <div className="border-t border-slate-100 px-5 py-3">{footer}</div> : null}
      </div>
    </section>
  );
}
