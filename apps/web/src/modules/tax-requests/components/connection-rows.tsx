import { formatEan } from '@energiek/contracts/connections';
import { ConnectionRowCard } from '../../../components/form/connection-row-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { sumOfYears } from '@energiek/contracts/tax-requests';
import { dutchNumber } from '../../../components/form/dutch-number.ts';
import { decimalText, type ConnectionRow } from '../form-values.ts';
import { TAX_REQUESTS_TEXTS } from '../texts.ts';

const T = TAX_REQUESTS_TEXTS.form;

type ConnectionRowsProps = {
  rows: readonly ConnectionRow[];
  unit: 'kWh' | 'm³';
  electricity: boolean;
  disabled: boolean;
  errorOf: (
    index: number,
    field: 'volume' | 'priorVolume' | 'connectionId' | 'volumeByYear' | `volumeByYear.${string}`,
  ) => string | undefined;
  onChange: (index: number, row: ConnectionRow) => void;
  onRemove: (index: number) => void;
};

/** Σ of the typed years ('' when one is not a number yet). */
function yearsTotal(years: NonNullable<ConnectionRow['years']>): string {
  const values = years.map((y) => dutchNumber(y.volume));
  if (values.some((v) => Number.isNaN(v))) return '';
  return decimalText(sumOfYears(Object.fromEntries(years.map((y, i) => [y.year, values[i]!]))));
}

/** A connection's volume per calendar year (from the money finder), with their total. */
function YearVolumes({
  row,
  unit,
  disabled,
  errorOf,
  onChange,
}: {
  row: ConnectionRow;
  unit: 'kWh' | 'm³';
  disabled: boolean;
  errorOf: (field: 'volume' | 'volumeByYear' | `volumeByYear.${string}`) => string | undefined;
  onChange: (row: ConnectionRow) => void;
}) {
  const years = row.years ?? [];
  const error = errorOf('volumeByYear') ?? errorOf('volume');
  return (
    <div className="mb-3 grid gap-2" data-testid="tax-request-years">
      <p className="text-xs text-slate-500">{T.yearsHint}</p>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {years.map((y, i) => (
          <TextField
            key={y.year}
            label={`${T.volumeIn(y.year)} (${unit})`}
            inputMode="decimal"
            autoComplete="off"
            required
            disabled={disabled}
            value={y.volume}
            error={errorOf(`volumeByYear.${y.year}`)}
            onChange={(event) => {
              const next = years.map((other, j) =>
                j === i ? { ...other, volume: event.target.value } : other,
              );
              onChange({ ...row, years: next, volume: yearsTotal(next) });
            }}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          {T.yearsTotal}:{' '}
          <span className="font-medium tabular-nums" data-testid="tax-request-years-total">
            {yearsTotal(years) || '–'} {unit}
          </span>
        </span>
        {disabled ? null : (
          <Button
            variant="border"
            label={T.oneVolume}
            onClick={() => onChange({ ...row, years: null, volume: yearsTotal(years) })}
          />
        )}
      </div>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

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
        <ConnectionRowCard
          key={row.connectionId}
          ean={row.ean}
          address={row.address}
          error={errorOf(index, 'connectionId')}
          removeLabel={T.remove(formatEan(row.ean))}
          onRemove={disabled ? undefined : () => onRemove(index)}
          testId="tax-request-connection"
        >
          {row.years ? (
            <YearVolumes
              row={row}
              unit={unit}
              disabled={disabled}
              errorOf={(field) => errorOf(index, field)}
              onChange={(next) => onChange(index, next)}
            />
          ) : null}
          <div className="grid gap-3 sm:grid-cols-3">
            {row.years ? null : (
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
            )}
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
        </ConnectionRowCard>
      ))}
    </ul>
  );
}
