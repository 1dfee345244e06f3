import { PRODUCT_NAMES } from '@energiek/contracts/connections';
import { AUTHORISATION_STATUSES, AUTHORISATION_STATUS_NAMES } from '@energiek/contracts/data-authorisations';
import { FilterBar, SearchField } from '../../../../components/filter-bar.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import type { OverviewFilters } from '../../api/ems-overview.ts';
import { EMS_OVERVIEW_TEXTS } from '../../texts-overview.ts';

const T = EMS_OVERVIEW_TEXTS.filters;
const PRODUCTS = [
  { value: '1', label: PRODUCT_NAMES[1] },
  { value: '2', label: PRODUCT_NAMES[2] },
];
const STATUSES = AUTHORISATION_STATUSES.map((status) => ({
  value: status,
  label: AUTHORISATION_STATUS_NAMES[status],
}));
const EXCEEDED = [{ value: '1', label: T.exceededOnly }];

type Props = {
  filters: OverviewFilters;
  onChange: (patch: Partial<OverviewFilters>) => void;
  onReset: () => void;
};

export function OverviewFiltersBar({ filters, onChange, onReset }: Props) {
  const active = Boolean(filters.q || filters.product || filters.authorisation || filters.exceeded);
  return (
    <FilterBar columns="md:grid-cols-4" onReset={onReset} active={active}>
      <SearchField
        label={T.search}
        placeholder={T.searchPlaceholder}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
      />
      <Select
        label={T.product}
        options={PRODUCTS}
        placeholder={T.allProducts}
        value={filters.product}
        onChange={(event) => onChange({ product: event.target.value as OverviewFilters['product'] })}
      />
      <Select
        label={T.authorisation}
        options={STATUSES}
        placeholder={T.allAuthorisations}
        value={filters.authorisation}
        onChange={(event) =>
          onChange({ authorisation: event.target.value as OverviewFilters['authorisation'] })
        }
      />
      <Select
        label={T.exceeded}
        options={EXCEEDED}
        placeholder={T.exceededAll}
        value={filters.exceeded}
        onChange={(event) => onChange({ exceeded: event.target.value as OverviewFilters['exceeded'] })}
      />
    </FilterBar>
  );
}
