import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { UserFilters } from '../api/users.ts';
import { USERS_TEXTS } from '../texts.ts';

type UsersFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  filters: UserFilters;
  onChange: (filters: Partial<UserFilters>) => void;
};

const TYPE_OPTIONS = [
  { value: '', label: USERS_TEXTS.allTypes },
  { value: 'admin', label: USERS_TEXTS.types.admin },
  { value: 'customer', label: USERS_TEXTS.types.customer },
];

const ACTIVE_OPTIONS = [
  { value: '', label: USERS_TEXTS.statuses.all },
  { value: '1', label: USERS_TEXTS.statuses.active },
  { value: '0', label: USERS_TEXTS.statuses.inactive },
];

export function UsersFilters({ search, onSearchChange, filters, onChange }: UsersFiltersProps) {
  return (
    <div className="mb-4 grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
      <TextField
        label={USERS_TEXTS.list.search}
        type="search"
        placeholder={USERS_TEXTS.list.searchPlaceholder}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
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
    </div>
  );
}
