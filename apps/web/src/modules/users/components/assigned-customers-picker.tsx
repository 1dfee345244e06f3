import { useState } from 'react';
import type { CustomerRef } from '@energiek/contracts/auth';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCustomerOptions } from '../api/lookups.ts';
import { USERS_TEXTS } from '../texts.ts';

type AssignedCustomersPickerProps = {
  value: CustomerRef[];
  onChange: (customers: CustomerRef[]) => void;
  error?: string | undefined;
};

const texts = USERS_TEXTS.form.assigned;

/** The customers an admin without canSwitch may act for: search and add, remove from the list. */
export function AssignedCustomersPicker({ value, onChange, error }: AssignedCustomersPickerProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 500);
  const results = useCustomerOptions(q);
  const chosen = new Set(value.map((customer) => customer.id));
  // Results show once something is typed and the debounced search has caught up with it.
  const candidates =
    search.trim() === '' || q !== search.trim()
      ? []
      : (results.data ?? []).filter((customer) => !chosen.has(customer.id)).slice(0, 8);

  const add = (customer: CustomerRef) => {
    onChange(
      [...value, { id: customer.id, name: customer.name }].sort((a, b) => a.name.localeCompare(b.name, 'nl')),
    );
    setSearch('');
  };
  const remove = (id: number) => onChange(value.filter((customer) => customer.id !== id));

  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'assigned-customers-error' : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{texts.title}</legend>
      <p className="text-sm text-slate-600">{texts.intro}</p>
      {value.length === 0 ? (
        <p className="text-sm text-slate-500">{texts.none}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={texts.title}>
          {value.map((customer) => (
            <li
              key={customer.id}
              className="inline-flex items-center gap-1 rounded-full bg-sky-50 py-1 pr-1 pl-3 text-sm text-sky-900 ring-1 ring-sky-200"
            >
              {customer.name}
              <button
                type="button"
                className="rounded-full px-1.5 text-sky-700 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-sky-600"
                aria-label={texts.remove(customer.name)}
                onClick={() => remove(customer.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        label={texts.search}
        type="search"
        placeholder={USERS_TEXTS.form.customerSearchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {candidates.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-md ring-1 ring-slate-200" aria-label={texts.results}>
          {candidates.map((customer) => (
            <li key={customer.id} className="flex items-center justify-between gap-3 px-3 py-1.5 text-sm">
              <span>
                {customer.name} <span className="text-slate-500">({customer.number})</span>
              </span>
              <Button
                variant="link"
                aria-label={texts.add(customer.name)}
                onClick={() => add({ id: customer.id, name: customer.name })}
              >
                {texts.addLabel}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id="assigned-customers-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
