import { useState } from 'react';
import type { CustomerRef } from '@energiek/contracts/auth';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCustomerOptions } from '../api/lookups.ts';
import { USERS_TEXTS } from '../texts.ts';

type CustomerPickerProps = {
  value: number | null;
  /** The customer of the user being edited, so it is a choice before any search. */
  current: CustomerRef | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
};

/** Search the customers the admin may act for, then choose one. */
export function CustomerPicker({ value, current, onChange, error }: CustomerPickerProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 500);
  const customers = useCustomerOptions(q);
  const options = (customers.data ?? []).map((customer) => ({
    value: String(customer.id),
    label: `${customer.name} (${customer.number})`,
  }));
  if (current && !options.some((option) => option.value === String(current.id))) {
    options.unshift({ value: String(current.id), label: current.name });
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={USERS_TEXTS.form.customerSearch}
        type="search"
        placeholder={USERS_TEXTS.form.customerSearchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Select
        label={USERS_TEXTS.form.customer}
        required
        options={options}
        placeholder={USERS_TEXTS.form.chooseCustomer}
        value={value === null ? '' : String(value)}
        error={error}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      />
    </div>
  );
}
