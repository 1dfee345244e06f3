import { PRODUCT_NAMES, CONNECTION_STATUS_NAMES } from '@energiek/contracts/connections';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useEntities } from '../../entities/api/entities.ts';
import type { ConnectionFilters } from '../api/connections.ts';
import { lookupOptions, useLookup } from '../api/lookups.ts';
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
  search: string;
  onSearchChange: (value: string) => void;
  filters: ConnectionFilters;
  onChange: (filters: Partial<ConnectionFilters>) => void;
  onReset: () => void;
};

export function ConnectionsFilters({
  customerId,
  search,
  onSearchChange,
  filters,
  onChange,
  onReset,
}: ConnectionsFiltersProps) {
  const entities = useEntities(customerId);
  const gridOperators = useLookup('grid-operators');
  const suppliers = useLookup('suppliers');
  const entityOptions = (entities.data ?? []).map((entity) => ({
    value: String(entity.id),
    label: entity.name,
  }));
  const active =
    search !== '' ||
    Object.entries(filters).some(([key, value]) => key !== 'page' && key !== 'q' && value !== '');

  return (
    <div className="mb-4 space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5">
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <TextField
          label={T.search}
          type="search"
          placeholder={T.searchPlaceholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
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
        <Select
          label={T.ems}
          options={EMS_OPTIONS}
          placeholder={T.emsAll}
          value={filters.showInEms}
          onChange={(event) => onChange({ showInEms: event.target.value as ConnectionFilters['showInEms'] })}
        />
      </div>
      <div className="grid items-end gap-4 md:grid-cols-[1fr_1fr_1fr_auto]">
        <Select
          label={T.entity}
          options={entityOptions}
          placeholder={T.allEntities}
          value={filters.entityId}
          onChange={(event) => onChange({ entityId: event.target.value })}
        />
        <Select
          label={T.gridOperator}
          options={lookupOptions(gridOperators.data)}
          placeholder={T.allGridOperators}
          value={filters.gridOperatorId}
          onChange={(event) => onChange({ gridOperatorId: event.target.value })}
        />
        <Select
          label={T.supplier}
          options={lookupOptions(suppliers.data)}
          placeholder={T.allSuppliers}
          value={filters.supplierId}
          onChange={(event) => onChange({ supplierId: event.target.value })}
        />
        <Button variant="link" icon="close" disabled={!active} onClick={onReset}>
          {T.reset}
        </Button>
      </div>
    </div>
  );
}
