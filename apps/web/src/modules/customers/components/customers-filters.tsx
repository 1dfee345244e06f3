import { FilterBar, ListSearch } from '../../../components/filter-bar.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { CustomerFilters } from '../api/customers.ts';
import { CUSTOMERS_TEXTS } from '../texts.ts';

type CustomersFiltersProps = {
  filters: CustomerFilters;
  onChange: (filters: Partial<CustomerFilters>) => void;
};

const T = CUSTOMERS_TEXTS.list;

const STATUS_OPTIONS = [
  { value: '', label: T.allStatuses },
  ...(['active', 'prospect', 'inactive'] as const).map((value) => ({
    value,
    label: CUSTOMERS_TEXTS.statuses[value],
  })),
];
const SUB_TYPE_OPTIONS = [
  { value: '', label: T.allSubTypes },
  ...(['regular', 'ambassador'] as const).map((value) => ({ value, label: CUSTOMERS_TEXTS.subTypes[value] })),
];

export function CustomersFilters({ filters, onChange }: CustomersFiltersProps) {
  return (
    <FilterBar columns="sm:grid-cols-[2fr_1fr_1fr]">
      <ListSearch texts={T} state={filters} set={onChange} />
      <Select
        label={T.status}
        options={STATUS_OPTIONS}
        placeholder={null}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as CustomerFilters['status'] })}
      />
      <Select
        label={T.subType}
        options={SUB_TYPE_OPTIONS}
        placeholder={null}
        value={filters.subType}
        onChange={(event) => onChange({ subType: event.target.value as CustomerFilters['subType'] })}
      />
    </FilterBar>
  );
}
