import { useId, useState } from 'react';
import { formatEan } from '@energiek/contracts/format';
import { Button } from '../../../components/ui/button.tsx';
import { Field, controlClasses } from '../../../components/ui/field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useConnectionSearch } from '../api/actions.ts';
import { ACTIONS_TEXTS } from '../texts.ts';

export type PickedConnection = { id: number; ean: string; address: string };

type ConnectionPickerProps = {
  customerId: number;
  value: PickedConnection | null;
  error?: string | undefined;
  onChange: (value: PickedConnection | null) => void;
};

const T = ACTIONS_TEXTS.form;

/** An optional connection of the customer, searched by EAN or address (GET customers/{id}/connections). */
export function ConnectionPicker({ customerId, value, error, onChange }: ConnectionPickerProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const q = useDebouncedValue(text.trim(), 300);
  const search = useConnectionSearch(customerId, q, open);
  const options = search.data ?? [];

  if (value) {
    return (
      <Field label={T.connection} error={error}>
        {(control) => (
          <div className="flex items-center gap-2">
            <input
              {...control}
              readOnly
              className={controlClasses(Boolean(error), 'bg-slate-50')}
              value={[formatEan(value.ean), value.address].filter(Boolean).join(' · ')}
            />
            <Button
              variant="border"
              icon="close"
              label={T.clearConnection}
              hideLabel
              onClick={() => onChange(null)}
            />
          </div>
        )}
      </Field>
    );
  }

  return (
    <Field label={T.connection} error={error}>
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
            placeholder={T.connectionPlaceholder}
            className={controlClasses(Boolean(error))}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          />
          {open ? (
            <ul
              id={listId}
              role="listbox"
              aria-label={T.connection}
              className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
            >
              {search.isError ? (
                <li className="px-3.5 py-2 text-slate-500">{T.connectionsFailed}</li>
              ) : options.length === 0 ? (
                <li className="px-3.5 py-2 text-slate-500">{search.isFetching ? '…' : T.noConnections}</li>
              ) : (
                options.map((option) => (
                  <li
                    key={option.id}
                    role="option"
                    aria-selected={false}
                    className="cursor-pointer px-3.5 py-2 hover:bg-slate-50"
                    onMouseDown={(event) => {
                      event.preventDefault();
                      onChange({ id: option.id, ean: option.ean, address: option.formattedAddress ?? '' });
                      setText('');
                      setOpen(false);
                    }}
                  >
                    <span className="block font-medium text-slate-900 tabular-nums">
                      {formatEan(option.ean)}
                    </span>
                    {option.formattedAddress ? (
                      <span className="block text-xs text-slate-500">{option.formattedAddress}</span>
                    ) : null}
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
