import { SEARCH_DEBOUNCE_MS } from '@energiek/contracts/constants';
import type { CustomerSearchItem } from '@energiek/contracts/customer-switch';
import { useCustomerSearch } from '../../lib/customer-search.ts';
import { COMPONENT_TEXTS } from '../texts.ts';
import { SearchPicker } from './search-picker.tsx';

const T = COMPONENT_TEXTS.pickers;

export type PickedCustomer = { id: number; name: string };

type CustomerPickerProps = {
  value: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
  label?: string;
  required?: boolean;
  error?: string | undefined;
};

const useSearch = (q: string, open: boolean) => {
  const search = useCustomerSearch(open ? q : '', { allowEmpty: open });
  return { data: search.data, isError: search.isError, isFetching: search.isFetching };
};

/** One customer the user may act for, searched by name or number (GET customers/search, 500 ms debounce). */
export function CustomerPicker({
  value,
  onChange,
  label = T.customer,
  required,
  error,
}: CustomerPickerProps) {
  return (
    <SearchPicker<PickedCustomer, CustomerSearchItem>
      label={label}
      placeholder={T.customerPlaceholder}
      required={required}
      error={error}
      value={value}
      onChange={onChange}
      display={(customer) => customer.name}
      useSearch={useSearch}
      delay={SEARCH_DEBOUNCE_MS}
      optionKey={(customer) => customer.id}
      toValue={(customer) => ({ id: customer.id, name: customer.name })}
      renderOption={(customer) => (
        <>
          <span className="font-medium text-slate-900">{customer.name}</span>{' '}
          <span className="text-slate-500 tabular-nums">({customer.number})</span>
        </>
      )}
    />
  );
}
