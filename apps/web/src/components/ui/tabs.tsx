import { useId } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { UI_TEXTS } from './texts.ts';
import { fadeMask, hiddenSides, useScrollSides } from './use-scroll-sides.ts';

export type TabItem = {
  id: string;
  label: string;
  disabled?: boolean;
  /** Left out of the bar altogether (e.g. no permission). */
  hidden?: boolean;
  /** A count badge after the label (e.g. open actions). */
  count?: number;
  /** A red dot telling that the tab holds fields with errors. */
  error?: boolean;
};

type TabsProps = {
  tabs: readonly TabItem[];
  activeId: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** The active tab's panel. */
  children?: ReactNode;
  className?: string;
  /** `pills`: a lighter second row under another tab bar (a group's tabs). */
  variant?: 'line' | 'pills';
};

export { hiddenSides };

/** A tab bar per the WAI-ARIA tabs pattern: arrows, Home and End move and activate; Tab enters the panel. */
export function Tabs({
  tabs,
  activeId,
  onChange,
  label,
  children,
  className = '',
  variant = 'line',
}: TabsProps) {
  const pills = variant === 'pills';
  const baseId = useId();
  const visible = tabs.filter((tab) => !tab.hidden);
  const enabled = visible.filter((tab) => !tab.disabled);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const active = visible.find((tab) => tab.id === activeId);
  // Exactly one tab is reachable with Tab: the active one, or else the first enabled one.
  const focusableId = active && !active.disabled ? active.id : enabled[0]?.id;
  // Tabs that do not fit scroll sideways; a fade on that side says there are more (issue 32: at 1440 px
  // beside the drawer "Contracten" read "Co" and "Diensten" was out of view without a cue).
  const { ref: listRef, sides: more, onScroll: measure } = useScrollSides<HTMLDivElement>(visible.length);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tabId(tab.id) === document.activeElement?.id);
    if (index === -1 || enabled.length === 0) return;
    const last = enabled.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = enabled[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    listRef.current?.querySelector<HTMLElement>(`[id="${tabId(target.id)}"]`)?.focus();
    onChange(target.id);
  };

  return (
    <div className={className}>
      <div className="relative">
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          onScroll={measure}
          style={fadeMask(more)}
          className={
            pills
              ? 'relative flex gap-1 overflow-x-auto'
              : 'relative flex gap-1 overflow-x-auto border-b border-slate-200'
          }
        >
          {visible.map((tab) => {
            const selected = tab.id === activeId;
            return (
              <button
                key={tab.id}
                id={tabId(tab.id)}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={selected ? panelId : undefined}
                aria-disabled={tab.disabled || undefined}
                tabIndex={tab.id === focusableId ? 0 : -1}
                onClick={() => {
                  if (!tab.disabled && !selected) onChange(tab.id);
                }}
                className={`${
                  pills
                    ? `inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors ${
                        selected
                          ? 'bg-brand-50 text-brand-700 ring-1 ring-brand-200'
                          : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                      }`
                    : `-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors ${
                        selected
                          ? 'border-brand-600 text-brand-700'
                          : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                      }`
                } ${tab.disabled ? 'cursor-not-allowed opacity-50 hover:border-transparent hover:text-slate-600' : ''}`}
              >
                {tab.label}
                {/* The spaces keep the accessible name readable: 'Contactpersonen 3'. */}
                {tab.count !== undefined ? ' ' : null}
                {tab.count !== undefined ? (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                      selected ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700'
                    }`}
                  >
                    {tab.count}
                  </span>
                ) : null}
                {tab.error ? ' ' : null}
                {tab.error ? (
                  <span className="size-2 rounded-full bg-red-600" data-testid="tab-error">
                    <span className="sr-only">{UI_TEXTS.tabError}</span>
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        {more.left ? <MoreHint side="left" /> : null}
        {more.right ? <MoreHint side="right" /> : null}
      </div>
      {children !== undefined && active ? (
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(active.id)} tabIndex={0} className="pt-4">
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** The arrow at a side of a tab bar that scrolls: more tabs lie that way (for sighted users only). */
function MoreHint({ side }: { side: 'left' | 'right' }) {
  return (
    <span
      aria-hidden="true"
      data-testid={`tabs-more-${side}`}
      className={`pointer-events-none absolute inset-y-0 ${side === 'left' ? 'left-0' : 'right-0'} flex items-center text-slate-400`}
    >
      {side === 'left' ? '‹' : '›'}
    </span>
  );
}
