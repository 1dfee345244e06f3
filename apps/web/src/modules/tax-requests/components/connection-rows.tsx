import { formatEan } from '@energiek/contracts/connections';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { ConnectionRow } from '../form-values.ts';
import { TAX_REQUESTS_TEXTS } from '../texts.ts';

const T = TAX_REQUESTS_TEXTS.form;

type ConnectionRowsProps = {
  rows: readonly ConnectionRow[];
  unit: 'kWh' | 'm³';
  electricity: boolean;
  disabled: boolean;
  errorOf: (index: number, field: 'volume' | 'priorVolume' | 'connectionId') => string | undefined;
  onChange: (index: number, row: ConnectionRow) => void;
  onRemove: (index: number) => void;
};

/** The request's connections, each with its volume over the period (the amount is computed from these). */
export function ConnectionRows({
  rows,
  unit,
  electricity,
  disabled,
  errorOf,
  onChange,
  onRemove,
}: ConnectionRowsProps) {
  if (rows.length === 0) return <p className="text-sm text-slate-500">{T.noConnections}</p>;
  return (
    <ul className="grid gap-3">
      {rows.map((row, index) => (
        <li
          key={row.connectionId}
          className="rounded-lg border border-slate-200 p-3"
          data-testid="tax-request-connection"
        >
          <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
            <div>
              <p className="font-medium text-slate-900 tabular-nums">{formatEan(row.ean)}</p>
              {row.address ? <p className="text-xs text-slate-500">{row.address}</p> : null}
              {errorOf(index, 'connectionId') ? (
                <p className="mt-1 text-sm text-red-700">{errorOf(index, 'connectionId')}</p>
              ) : null}
            </div>
            {disabled ? null : (
              <Button
                variant="border"
                icon="trash"
                hideLabel
                label={T.remove(formatEan(row.ean))}
                onClick={() => onRemove(index)}
              />
            )}
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={`${T.volume} (${unit})`}
              inputMode="decimal"
              autoComplete="off"
              required
              disabled={disabled}
              value={row.volume}
              error={errorOf(index, 'volume')}
              onChange={(event) => onChange(index, { ...row, volume: event.target.value })}
            />
            <TextField
              label={`${T.priorVolume} (${unit})`}
              inputMode="decimal"
              autoComplete="off"
              disabled={disabled}
              value={row.priorVolume}
              error={errorOf(index, 'priorVolume')}
              onChange={(event) => onChange(index, { ...row, priorVolume: event.target.value })}
            />
            {electricity ? (
              <Checkbox
                className="self-end pb-2"
                label={T.reduction}
                disabled={disabled}
                checked={row.reduction}
                onChange={(event) => onChange(index, { ...row, reduction: event.target.checked })}
              />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
