import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@energiek/contracts/constants';
import type { CustomerRef } from '@energiek/contracts/auth';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages, RequiredMark } from '../../../components/ui/field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCustomerSearch } from '../../../lib/customer-search.ts';
import { TIMER_TEXTS } from '../texts.ts';

type CustomerPickerProps = {
  value: CustomerRef | null;
  onChange: (customer: CustomerRef | null) => void;
  error?: string | undefined;
};

/** The required customer of a registration: the chosen one, or a search to choose another. */
export function CustomerPicker({ value, onChange, error }: CustomerPickerProps) {
  const [q, setQ] = useState('');
  const query = useDebouncedValue(q.trim(), SEARCH_DEBOUNCE_MS);
  const search = useCustomerSearch(value ? '' : query);

  if (value) {
    return (
      <div>
        <p className="mb-1 text-sm font-medium text-slate-700">
          {TIMER_TEXTS.customer}
          <RequiredMark />
        </p>
        <div className="flex items-center justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
          <span className="font-medium text-slate-900" data-testid="timer-customer">
            {value.name}
          </span>
          <Button variant="link" onClick={() => onChange(null)}>
            {TIMER_TEXTS.customerChange}
          </Button>
        </div>
      </div>
    );
  }

  const results = search.data ?? [];
  return (
    <div>
      <TextField
        label={TIMER_TEXTS.customerSearch}
        required
        value={q}
        onChange={(event) => setQ(event.target.value)}
        autoComplete="off"
        error={error}
      />
      {query !== '' && !search.isPending ? (
        results.length > 0 ? (
          <ul className="mt-2 max-h-48 overflow-y-auto rounded-md border border-slate-200">
            {results.map((customer) => (
              <li key={customer.id}>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none"
                  onClick={() => onChange({ id: customer.id, name: customer.name })}
                >
                  {customer.name} <span className="text-slate-500">({customer.number})</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <FieldMessages hint={TIMER_TEXTS.customerNone} />
        )
      ) : null}
    </div>
  );
}
