import { formatEan } from '@energiek/contracts/connections';
import {
  ConnectionPicker,
  type PickedConnection,
} from '../../../../components/pickers/connection-picker.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { MUTATIONS_TEXTS } from '../texts.ts';

const T = MUTATIONS_TEXTS.form;

type ConnectionListProps = {
  customerId: number;
  picked: readonly PickedConnection[];
  disabled: boolean;
  error: string | undefined;
  onChange: (picked: PickedConnection[]) => void;
};

/** The mutation's connections: a list with remove buttons and a picker to add one. */
export function ConnectionList({ customerId, picked, disabled, error, onChange }: ConnectionListProps) {
  return (
    <div className="grid gap-3">
      {picked.length === 0 ? (
        <p className="text-sm text-slate-500">{T.noConnections}</p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-label={T.connectionIds}
        >
          {picked.map((connection) => (
            <li
              key={connection.id}
              className="flex items-center justify-between gap-3 px-3 py-2"
              data-testid="mutation-connection"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900 tabular-nums">{formatEan(connection.ean)}</p>
                {connection.address ? (
                  <p className="truncate text-xs text-slate-500">{connection.address}</p>
                ) : null}
              </div>
              {disabled ? null : (
                <Button
                  variant="border"
                  icon="trash"
                  hideLabel
                  label={T.removeConnection(formatEan(connection.ean))}
                  onClick={() => onChange(picked.filter((c) => c.id !== connection.id))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      {disabled ? null : (
        <ConnectionPicker
          customerId={customerId}
          label={T.addConnection}
          value={null}
          onChange={(connection) => {
            if (!connection || picked.some((c) => c.id === connection.id)) return;
            onChange([...picked, connection]);
          }}
        />
      )}
    </div>
  );
}
