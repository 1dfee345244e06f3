import { FilterBar, ListSearch } from '../../../components/filter-bar.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { UserFilters } from '../api/users.ts';
import { USERS_TEXTS } from '../texts.ts';

type UsersFiltersProps = {
  filters: UserFilters;
  onChange: (filters: Partial<UserFilters>) => void;
};

const TYPE_OPTIONS = [
  { value: '', label: USERS_TEXTS.allTypes },
  { value: 'admin', label: USERS_TEXTS.types.admin },
  { value: 'customer', label: USERS_TEXTS.types.customer },
];

const ACTIVE_OPTIONS = [
  { value: 'all', label: USERS_TEXTS.statuses.all },
  { value: '1', label: USERS_TEXTS.statuses.active },
  { value: '0', label: USERS_TEXTS.statuses.inactive },
];

export function UsersFilters({ filters, onChange }: UsersFiltersProps) {
  return (
    <FilterBar columns="sm:grid-cols-[2fr_1fr_1fr]">
      <ListSearch texts={USERS_TEXTS.list} state={filters} set={onChange} />
      <Select
        label={USERS_TEXTS.list.type}
        options={TYPE_OPTIONS}
        placeholder={null}
        value={filters.type}
        onChange={(event) => onChange({ type: event.target.value as UserFilters['type'] })}
      />
      <Select
        label={USERS_TEXTS.list.active}
        options={ACTIVE_OPTIONS}
        placeholder={null}
        value={filters.active}
        onChange={(event) => onChange({ active: event.target.value as UserFilters['active'] })}
      />
    </FilterBar>
  );
}
