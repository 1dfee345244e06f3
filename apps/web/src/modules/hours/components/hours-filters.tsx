import type { CustomerRef } from '@energiek/contracts/auth';
import { Button } from '../../../components/ui/button.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { FilterBar, SearchField } from '../../../components/filter-bar.tsx';
import { CustomerPicker } from '../../../components/pickers/customer-picker.tsx';
import type { HourFilters } from '../api/hours.ts';
import { choiceOf, periodFor, type PeriodChoice } from '../period.ts';
import { HOURS_TEXTS } from '../texts.ts';

type HoursFiltersProps = {
  filters: HourFilters;
  onChange: (next: Partial<HourFilters>) => void;
  /** Admins filter on a colleague; null hides the filter. */
  users: readonly { id: number; name: string }[] | null;
  /** The chosen customer filter; undefined on a customer's own hours page (no customer filter). */
  customer?: CustomerRef | null;
  onCustomerChange?: (customer: CustomerRef | null) => void;
  /** Back to the default filters (this month, everyone). */
  onReset: () => void;
  /** Whether anything differs from the default filters. */
  active: boolean;
};

const PERIODS: PeriodChoice[] = ['all', 'week', 'month', 'lastMonth', 'year'];

const SOURCE_OPTIONS = [
  { value: '', label: HOURS_TEXTS.filters.allSources },
  { value: 'timer', label: HOURS_TEXTS.sources.timer },
  { value: 'manual', label: HOURS_TEXTS.sources.manual },
];

/** User (admins), customer, period (quick choices or from/to), source and description search. */
export function HoursFilters({
  filters,
  onChange,
  users,
  customer,
  onCustomerChange,
  onReset,
  active,
}: HoursFiltersProps) {
  const period = choiceOf({ from: filters.from, to: filters.to });
  return (
    <FilterBar
      label={HOURS_TEXTS.filters.region}
      columns="sm:grid-cols-2 lg:grid-cols-4"
      onReset={onReset}
      active={active}
    >
      <div
        role="group"
        aria-label={HOURS_TEXTS.filters.period}
        className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-4"
      >
        <span className="mr-1 text-sm font-medium text-slate-700">{HOURS_TEXTS.filters.period}</span>
        {PERIODS.map((choice) => (
          <Button
            key={choice}
            variant={period === choice ? 'primary' : 'border'}
            aria-pressed={period === choice}
            onClick={() => onChange(periodFor(choice))}
          >
            {HOURS_TEXTS.periods[choice]}
          </Button>
        ))}
      </div>
      <DateInput
        label={HOURS_TEXTS.filters.from}
        value={filters.from}
        onChange={(from) => onChange({ from })}
      />
      <DateInput label={HOURS_TEXTS.filters.to} value={filters.to} onChange={(to) => onChange({ to })} />
      <Select
        label={HOURS_TEXTS.filters.source}
        options={SOURCE_OPTIONS}
        placeholder={null}
        value={filters.source}
        onChange={(event) => onChange({ source: event.target.value as HourFilters['source'] })}
      />
      <SearchField label={HOURS_TEXTS.filters.search} value={filters.q} onSearch={(q) => onChange({ q })} />
      {users ? (
        <Select
          label={HOURS_TEXTS.filters.user}
          className="lg:col-span-2"
          options={users.map((user) => ({ value: String(user.id), label: user.name }))}
          placeholder={HOURS_TEXTS.filters.allUsers}
          value={filters.userId === null ? '' : String(filters.userId)}
          onChange={(event) => onChange({ userId: event.target.value ? Number(event.target.value) : null })}
        />
      ) : null}
      {onCustomerChange ? (
        <div className="lg:col-span-2">
          <CustomerPicker
            label={HOURS_TEXTS.filters.customer}
            value={customer ?? null}
            onChange={onCustomerChange}
          />
        </div>
      ) : null}
    </FilterBar>
  );
}
