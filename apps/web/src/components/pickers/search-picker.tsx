import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Button } from '../ui/button.tsx';
import { Field, controlClasses } from '../ui/field.tsx';
import { COMPONENT_TEXTS } from '../texts.ts';

const T = COMPONENT_TEXTS.pickers;

export type SearchResult<Option> = {
  data: readonly Option[] | undefined;
  isError: boolean;
  isFetching: boolean;
};

type SearchPickerProps<Value, Option> = {
  label: string;
  placeholder?: string;
  required?: boolean;
  error?: string | undefined;
  value: Value | null;
  onChange: (value: Value | null) => void;
  /** The chosen value as text in the read-only field. */
  display: (value: Value) => string;
  /** Searches the (debounced) text while the list is open. */
  useSearch: (q: string, open: boolean) => SearchResult<Option>;
  optionKey: (option: Option) => string | number;
  renderOption: (option: Option) => ReactNode;
  toValue: (option: Option) => Value;
  delay?: number;
};

/**
 * A combobox that searches the server as you type (debounced) and holds one chosen item; the chosen item
 * shows read-only with a button to clear it. Shared by the customer and connection pickers.
 */
export function SearchPicker<Value, Option>({
  label,
  placeholder,
  required = false,
  error,
  value,
  onChange,
  display,
  useSearch,
  optionKey,
  renderOption,
  toValue,
  delay = 300,
}: SearchPickerProps<Value, Option>) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const q = useDebouncedValue(text.trim(), delay);
  const search = useSearch(q, open && value === null);
  const options = search.data ?? [];

  const choose = (option: Option) => {
    onChange(toValue(option));
    setText('');
    setOpen(false);
  };

  if (value !== null) {
    return (
      <Field label={label} error={error} required={required}>
        {(control) => (
          <div className="flex items-center gap-2">
            <input
              {...control}
              readOnly
              className={controlClasses(Boolean(error), 'bg-slate-50')}
              value={display(value)}
            />
            <Button
              variant="border"
              icon="close"
              label={T.clear(label)}
              hideLabel
              onClick={() => onChange(null)}
            />
          </div>
        )}
      </Field>
    );
  }

  return (
    <Field label={label} error={error} required={required}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open && options.length > 0 ? `${listId}-${active}` : undefined}
            placeholder={placeholder}
            className={controlClasses(Boolean(error))}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
              else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                setOpen(true);
                const step = event.key === 'ArrowDown' ? 1 : -1;
                setActive((current) =>
                  options.length ? (current + step + options.length) % options.length : 0,
                );
              } else if (event.key === 'Enter' && open && options[active]) {
                event.preventDefault();
                choose(options[active]);
              }
            }}
          />
          {open ? (
            <ul
              id={listId}
              role="listbox"
              aria-label={label}
              className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
            >
              {search.isError ? (
                <li className="px-3.5 py-2 text-slate-500">{T.failed}</li>
              ) : options.length === 0 ? (
                <li className="px-3.5 py-2 text-slate-500">{search.isFetching ? T.searching : T.none}</li>
              ) : (
                options.map((option, index) => (
                  <li
                    key={optionKey(option)}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={index === active}
                    className={`cursor-pointer px-3.5 py-2 ${index === active ? 'bg-slate-100' : 'hover:bg-slate-50'}`}
                    onMouseDown={(event) => {
                      event.preventDefault();
                      choose(option);
                    }}
                  >
                    {renderOption(option)}
                  </li>
                ))
              )}
            </ul>
          ) : null}
        </div>
      )}
    </Field>
  );
}
