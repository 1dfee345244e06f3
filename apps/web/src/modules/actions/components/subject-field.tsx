import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Field, controlClasses } from '../../../components/ui/field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSuggestions } from '../api/actions.ts';
import { ACTIONS_TEXTS } from '../texts.ts';

type SubjectFieldProps = {
  customerId: number;
  value: string;
  error?: string | undefined;
  /** Offer suggestions (actions/suggest) while typing. */
  suggest: boolean;
  label: string;
  onChange: (value: string) => void;
};

/**
 * The subject of an action: a combobox that offers earlier subjects and standard actions while typing
 * (POST actions/suggest, debounced). Arrows move, Enter takes a suggestion, Escape closes the list.
 */
export function SubjectField({ customerId, value, error, suggest, label, onChange }: SubjectFieldProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const query = useDebouncedValue(value.trim(), 300);
  const suggestions = useSuggestions(query, customerId, suggest && open && query.length >= 2);
  const options = (suggestions.data ?? []).filter((option) => option.subject !== value);
  const expanded = suggest && open && query.length >= 2 && options.length > 0;

  const choose = (subject: string) => {
    onChange(subject);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option.subject);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <Field label={label} required error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            maxLength={200}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            className={controlClasses(Boolean(error))}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          {expanded ? (
            <ul
              id={listId}
              role="listbox"
              aria-label={ACTIONS_TEXTS.form.suggestions}
              className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
            >
              {options.map((option, index) => (
                <li
                  key={`${option.source}-${option.subject}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={`flex cursor-pointer items-center justify-between gap-3 px-3.5 py-2 text-sm ${
                    index === active ? 'bg-teal-50 text-teal-900' : 'text-slate-800 hover:bg-slate-50'
                  }`}
                  // mousedown, not click: the input's blur would close the list first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(option.subject);
                  }}
                >
                  <span>{option.subject}</span>
                  <span className="shrink-0 text-xs text-slate-500">
                    {ACTIONS_TEXTS.form.suggestionSources[option.source]}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </Field>
  );
}
