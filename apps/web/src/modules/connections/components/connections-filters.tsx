import { PRODUCT_NAMES, CONNECTION_STATUS_NAMES } from '@energiek/contracts/connections';
import { FilterBar, SearchField } from '../../../components/filter-bar.tsx';
import { EntityPicker } from '../../../components/pickers/entity-picker.tsx';
import { LookupSelect } from '../../../components/pickers/lookup-select.tsx';
import { SupplierPicker } from '../../../components/pickers/supplier-picker.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import type { ConnectionFilters } from '../api/connections.ts';
import { CONNECTIONS_TEXTS } from '../texts.ts';

const T = CONNECTIONS_TEXTS.filters;

const PRODUCT_OPTIONS = [
  { value: '1', label: PRODUCT_NAMES[1] },
  { value: '2', label: PRODUCT_NAMES[2] },
];
const STATUS_OPTIONS = [
  { value: '1', label: CONNECTION_STATUS_NAMES[1] },
  { value: '0', label: CONNECTION_STATUS_NAMES[0] },
];
const EMS_OPTIONS = [
  { value: '1', label: T.emsYes },
  { value: '0', label: T.emsNo },
];

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
      <SearchField
        label={T.search}
        placeholder={T.searchPlaceholder}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
        className="md:col-span-2"
      />
      <Select
        label={T.product}
        options={PRODUCT_OPTIONS}
        placeholder={T.allProducts}
        value={filters.product}
        onChange={(event) => onChange({ product: event.target.value as ConnectionFilters['product'] })}
      />
      <Select
        label={T.status}
        options={STATUS_OPTIONS}
        placeholder={T.allStatuses}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as ConnectionFilters['status'] })}
      />
      {backOffice ? (
        <Select
          label={T.ems}
          options={EMS_OPTIONS}
          placeholder={T.emsAll}
          value={filters.showInEms}
          onChange={(event) => onChange({ showInEms: event.target.value as ConnectionFilters['showInEms'] })}
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
