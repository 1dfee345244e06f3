import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';
import type { ReactNode } from 'react';
import { PRODUCT_NAMES } from '@energiek/contracts/connections';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { Button } from './ui/button.tsx';
import { Select } from './ui/select.tsx';
import { TextField } from './ui/text-field.tsx';
import { COMPONENT_TEXTS } from './texts.ts';

type FilterBarProps = {
  children: ReactNode;
  /** The search landmark's name, when a screen has more than one or names it ('Filters'). */
  label?: string;
  /** Tailwind grid columns from md up, e.g. 'md:grid-cols-[2fr_1fr_1fr]'. */
  columns?: string;
  /** Shows 'Filters wissen' when given; disabled while nothing is filtered. */
  onReset?: () => void;
  active?: boolean;
};

/** The filters above a list: a card with a responsive grid of fields and an optional reset button. */
export function FilterBar({
  children,
  label,
  columns = 'md:grid-cols-3',
  onReset,
  active = false,
}: FilterBarProps) {
  return (
    <div
      role="search"
      aria-label={label}
      className="mb-4 flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 md:flex-row md:items-end"
    >
      <div className={`grid min-w-0 flex-1 gap-4 ${columns}`}>{children}</div>
      {onReset ? (
        <Button variant="link" icon="close" disabled={!active} onClick={onReset}>
          {COMPONENT_TEXTS.filters.reset}
        </Button>
      ) : null}
    </div>
  );
}

type SearchFieldProps = {
  label: string;
  placeholder?: string;
  /** The search in force (from the URL). */
  value: string;
  /** Called with the trimmed text once typing stopped for `delay` ms (spec §9: 500 ms). */
  onSearch: (value: string) => void;
  delay?: number;
  className?: string;
};

/** A search box that reports its text debounced; follows `value` when the list is reset from outside. */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
  delay = 500,
  className,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), delay);
  const reported = useRef(value);
  // The page the user typed on. A row clicked before the debounce ran may already be taking the
  // browser elsewhere while this list still shows: a data router keeps the old URL until the next
  // screen has loaded (its navigation is pending), other routers change the URL at once. A late search
  // would start a navigation of its own and pull the browser back to the list, so it is dropped while
  // the browser is on, or on its way to, another page. (Should that navigation be cancelled, the
  // search is reported after all.)
  const typedAt = useRef<string | null>(null);
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const pendingPath =
    routerState && routerState.navigation.state !== 'idle' ? routerState.navigation.location.pathname : null;

  useEffect(() => {
    if (debounced === reported.current) return;
    const typedOn = typedAt.current;
    const headingTo = pendingPath ?? window.location.pathname;
    if (typedOn !== null && typedOn !== headingTo) return;
    reported.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch, pendingPath]);

  // A reset (or Back) changed the search in force: show it.
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText(value);
  }, [value]);

  return (
    <TextField
      label={label}
      type="search"
      placeholder={placeholder}
      value={text}
      className={className}
      onChange={(event) => {
        typedAt.current = window.location.pathname;
        setText(event.target.value);
      }}
    />
  );
}

/** The words of a list's search box: its label and placeholder. */
export type ListSearchTexts = { search: string; searchPlaceholder?: string };

type ListSearchProps = Pick<SearchFieldProps, 'delay' | 'className'> & {
  texts: ListSearchTexts;
  state: { q: string };
  set: (patch: { q: string }) => void;
};

/**
 * The search box of a list whose filters live in a state object (the URL's, `useListState`): it shows
 * the state's `q` and sets it (a new search starts the list again on page 1).
 */
export function ListSearch({ texts, state, set, ...field }: ListSearchProps) {
  return (
    <SearchField
      {...field}
      label={texts.search}
      placeholder={texts.searchPlaceholder}
      value={state.q}
      onSearch={(q) => set({ q })}
    />
  );
}

type ChoiceFilterProps<V extends string> = {
  label: string;
  /** The choices in their order, each shown by its label. */
  values: readonly V[];
  labels: Readonly<Record<V, string>>;
  /** The first, empty choice: no filter ('Alle'). */
  all: string;
  /** The choice in force ('' for all). */
  value: V | '';
  onChoose: (value: V | '') => void;
};

/** A list filter choosing one of a fixed set of values, or all. */
export function ChoiceFilter<V extends string>({
  label,
  values,
  labels,
  all,
  value,
  onChoose,
}: ChoiceFilterProps<V>) {
  return (
    <Select
      label={label}
      placeholder={all}
      options={values.map((choice) => ({ value: choice, label: labels[choice] }))}
      value={value}
      onChange={(event) => onChoose(event.target.value as V | '')}
    />
  );
}

const PRODUCT_VALUES = ['1', '2'] as const;
const PRODUCT_LABELS = { '1': PRODUCT_NAMES[1], '2': PRODUCT_NAMES[2] } as const;

/** The product filter of the connection lists: electricity ('1'), gas ('2') or all (''). */
export function ProductFilter(props: Omit<ChoiceFilterProps<'1' | '2'>, 'values' | 'labels'>) {
  return <ChoiceFilter {...props} values={PRODUCT_VALUES} labels={PRODUCT_LABELS} />;
}
