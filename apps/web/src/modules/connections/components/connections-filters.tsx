import { CONNECTION_STATUS_NAMES } from '@energiek/contracts/connections';
import { ChoiceFilter, FilterBar, ProductFilter, ListSearch } from '../../../components/filter-bar.tsx';
import { EntityPicker } from '../../../components/pickers/entity-picker.tsx';
import { LookupSelect } from '../../../components/pickers/lookup-select.tsx';
import { SupplierPicker } from '../../../components/pickers/supplier-picker.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import type { ConnectionFilters } from '../api/connections.ts';
import { CONNECTIONS_TEXTS } from '../texts.ts';

const T = CONNECTIONS_TEXTS.filters;

const STATUSES = ['1', '0'] as const;
const STATUS_LABELS = { '1': CONNECTION_STATUS_NAMES[1], '0': CONNECTION_STATUS_NAMES[0] } as const;
const IN_EMS = ['1', '0'] as const;
const IN_EMS_LABELS = { '1': T.emsYes, '0': T.emsNo } as const;

type ConnectionsFiltersProps = {
  customerId: number;
  filters: ConnectionFilters;
  onChange: (filters: Partial<ConnectionFilters>) => void;
  onReset: () => void;
};

export function ConnectionsFilters({ customerId, filters, onChange, onReset }: ConnectionsFiltersProps) {
  const active = Object.entries(filters).some(([key, value]) => key !== 'page' && value !== '');
  // Back-office filters (issue 31): customer staff get no "In EMS" and no lists of every grid operator
  // and supplier in the market.
  const backOffice = useCurrentUser().data?.type === 'admin';
  return (
    <FilterBar columns="md:grid-cols-4" onReset={onReset} active={active}>
      <ListSearch texts={T} state={filters} set={onChange} className="md:col-span-2" />
      <ProductFilter
        label={T.product}
        all={T.allProducts}
        value={filters.product}
        onChoose={(product) => onChange({ product })}
      />
      <ChoiceFilter
        label={T.status}
        values={STATUSES}
        labels={STATUS_LABELS}
        all={T.allStatuses}
        value={filters.status}
        onChoose={(status) => onChange({ status })}
      />
      {backOffice ? (
        <ChoiceFilter
          label={T.ems}
          values={IN_EMS}
          labels={IN_EMS_LABELS}
          all={T.emsAll}
          value={filters.showInEms}
          onChoose={(showInEms) => onChange({ showInEms })}
        />
      ) : null}
      <EntityPicker
        customerId={customerId}
        label={T.entity}
        placeholder={T.allEntities}
        value={filters.entityId}
        onChange={(event) => onChange({ entityId: event.target.value })}
      />
      {backOffice ? (
        <>
          <LookupSelect
            resource="grid-operators"
            label={T.gridOperator}
            placeholder={T.allGridOperators}
            value={filters.gridOperatorId}
            onChange={(event) => onChange({ gridOperatorId: event.target.value })}
          />
          <SupplierPicker
            label={T.supplier}
            placeholder={T.allSuppliers}
            value={filters.supplierId}
            onChange={(event) => onChange({ supplierId: event.target.value })}
          />
        </>
      ) : null}
    </FilterBar>
  );
}
