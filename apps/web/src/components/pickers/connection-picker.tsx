import { formatEan } from '@energiek/contracts/connections';
import { useConnectionSearch } from '../../lib/connection-search.ts';
import type { ConnectionOption, ConnectionSearchFilters } from '../../lib/connection-search.ts';
import { COMPONENT_TEXTS } from '../texts.ts';
import { SearchPicker } from './search-picker.tsx';

const T = COMPONENT_TEXTS.pickers;

/** product: 1 electricity, 2 gas (set by the picker; forms that follow the product read it). */
export type PickedConnection = { id: number; ean: string; address: string; product?: number };

type ConnectionPickerProps = {
  customerId: number;
  value: PickedConnection | null;
  onChange: (connection: PickedConnection | null) => void;
  filters?: ConnectionSearchFilters;
  label?: string;
  required?: boolean;
  error?: string | undefined;
};

/** A connection of the customer, searched by EAN or address (GET customers/{id}/connections, 10 a page). */
export function ConnectionPicker({
  customerId,
  value,
  onChange,
  filters,
  label = T.connection,
  required,
  error,
}: ConnectionPickerProps) {
  const useSearch = (q: string, open: boolean) =>
    useConnectionSearch(customerId, q, { enabled: open, ...(filters ? { filters } : {}) });
  return (
    <SearchPicker<PickedConnection, ConnectionOption>
      label={label}
      placeholder={T.connectionPlaceholder}
      required={required}
      error={error}
      value={value}
      onChange={onChange}
      display={(connection) => [formatEan(connection.ean), connection.address].filter(Boolean).join(' · ')}
      useSearch={useSearch}
      optionKey={(connection) => connection.id}
      toValue={(connection) => ({
        id: connection.id,
        ean: connection.ean,
        address: connection.formattedAddress ?? '',
        product: connection.product,
      })}
      renderOption={(connection) => (
        <>
          <span className="block font-medium text-slate-900 tabular-nums">{formatEan(connection.ean)}</span>
          {connection.formattedAddress ? (
            <span className="block text-xs text-slate-500">{connection.formattedAddress}</span>
          ) : null}
        </>
      )}
    />
  );
}
