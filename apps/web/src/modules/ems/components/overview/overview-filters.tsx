import { AUTHORISATION_STATUSES, AUTHORISATION_STATUS_NAMES } from '@energiek/contracts/data-authorisations';
import { ChoiceFilter, FilterBar, ProductFilter, ListSearch } from '../../../../components/filter-bar.tsx';
import type { OverviewFilters } from '../../api/ems-overview.ts';
import { EMS_OVERVIEW_TEXTS } from '../../texts-overview.ts';

const T = EMS_OVERVIEW_TEXTS.filters;
const EXCEEDED = ['1'] as const;
const EXCEEDED_LABELS = { '1': T.exceededOnly } as const;

type Props = {
  filters: OverviewFilters;
  onChange: (patch: Partial<OverviewFilters>) => void;
  onReset: () => void;
};

export function OverviewFiltersBar({ filters, onChange, onReset }: Props) {
  const active = Boolean(filters.q || filters.product || filters.authorisation || filters.exceeded);
  return (
    <FilterBar columns="md:grid-cols-4" onReset={onReset} active={active}>
      <ListSearch texts={T} state={filters} set={onChange} />
      <ProductFilter
        label={T.product}
        all={T.allProducts}
        value={filters.product}
        onChoose={(product) => onChange({ product })}
      />
      <ChoiceFilter
        label={T.authorisation}
        values={AUTHORISATION_STATUSES}
        labels={AUTHORISATION_STATUS_NAMES}
        all={T.allAuthorisations}
        value={filters.authorisation}
        onChoose={(authorisation) => onChange({ authorisation })}
      />
      <ChoiceFilter
        label={T.exceeded}
        values={EXCEEDED}
        labels={EXCEEDED_LABELS}
        all={T.exceededAll}
        value={filters.exceeded}
        onChoose={(exceeded) => onChange({ exceeded })}
      />
    </FilterBar>
  );
}
