import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@energiek/contracts/constants';
import type { CustomerRef } from '@energiek/contracts/auth';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCustomerSearch } from '../../../lib/customer-search.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { HOURS_TEXTS } from '../texts.ts';

type CustomerSelectProps = {
  value: CustomerRef | null;
  onChange: (customer: CustomerRef | null) => void;
  /** The empty choice ('Alle klanten' for a filter); null for a required field. */
  emptyLabel: string;
  required?: boolean;
  error?: string | undefined;
  /** Search and choice under each other (narrow places such as a dialog). */
  stacked?: boolean;
};

/** Search the customers the user may act for (GET customers/search), then choose one. */
export function CustomerSelect({
  value,
  onChange,
  emptyLabel,
  required = false,
  error,
  stacked = false,
}: CustomerSelectProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const customers = useCustomerSearch(q, { allowEmpty: true });
  const options = (customers.data ?? []).map((customer) => ({
    value: String(customer.id),
    label: `${customer.name} (${customer.number})`,
  }));
  if (value && !options.some((option) => option.value === String(value.id))) {
    options.unshift({ value: String(value.id), label: value.name });
  }
  return (
    <div className={stacked ? 'space-y-3' : 'grid gap-3 sm:grid-cols-2'}>
      <TextField
        label={HOURS_TEXTS.filters.customerSearch}
        type="search"
        placeholder={HOURS_TEXTS.filters.customerSearchPlaceholder}
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      <Select
        label={HOURS_TEXTS.filters.customer}
        required={required}
        error={error}
        options={options}
        placeholder={emptyLabel}
        value={value ? String(value.id) : ''}
        onChange={(event) => {
          const id = Number(event.target.value);
          const chosen = customers.data?.find((customer) => customer.id === id);
          onChange(chosen ? { id: chosen.id, name: chosen.name } : value?.id === id ? value : null);
        }}
      />
    </div>
  );
}
