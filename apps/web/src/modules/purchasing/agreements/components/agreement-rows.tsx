import { formatEan } from '@energiek/contracts/connections';
import type { PriceType } from '@energiek/contracts/supply-agreements';
import { ConnectionRowCard } from '../../../../components/form/connection-row-card.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DateInput } from '../../../../components/ui/date-input.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import type { ConnectionRow, RateRow } from '../form-values.ts';
import { SUPPLY_AGREEMENTS_TEXTS } from '../texts.ts';

const T = SUPPLY_AGREEMENTS_TEXTS.form;

type RowsProps<Row> = {
  rows: readonly Row[];
  errorOf: (index: number, field: string) => string | undefined;
  onChange: (index: number, row: Row) => void;
  onRemove: (index: number) => void;
};

/** The connections the agreement covers, each with its own from/to (empty: the agreement's term). */
export function ConnectionRows({ rows, errorOf, onChange, onRemove }: RowsProps<ConnectionRow>) {
  if (rows.length === 0) return <p className="text-sm text-slate-500">{T.noConnections}</p>;
  return (
    <ul className="grid gap-3">
      {rows.map((row, index) => (
        <ConnectionRowCard
          key={row.connectionId}
          ean={row.ean}
          address={row.address}
          error={errorOf(index, 'connectionId')}
          removeLabel={T.removeConnection(formatEan(row.ean))}
          onRemove={() => onRemove(index)}
          testId="agreement-connection"
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <DateInput
              label={T.fromDate}
              hint={T.periodHint}
              value={row.fromDate}
              error={errorOf(index, 'fromDate')}
              onChange={(fromDate) => onChange(index, { ...row, fromDate })}
            />
            <DateInput
              label={T.toDate}
              value={row.toDate}
              error={errorOf(index, 'toDate')}
              onChange={(toDate) => onChange(index, { ...row, toDate })}
            />
          </div>
        </ConnectionRowCard>
      ))}
    </ul>
  );
}

/** The rate rows by period; the price fields shown follow the price type and product. */
export function RateRows({
  rows,
  errorOf,
  onChange,
  onRemove,
  priceType,
  electricity,
}: RowsProps<RateRow> & { priceType: PriceType; electricity: boolean }) {
  const field = (
    index: number,
    row: RateRow,
    name: keyof RateRow & string,
    label: string,
    decimal = true,
  ) => (
    <TextField
      label={label}
      inputMode={decimal ? 'decimal' : 'text'}
      autoComplete="off"
      value={(row[name] as string | null) ?? ''}
      error={errorOf(index, name)}
      onChange={(event) => onChange(index, { ...row, [name]: event.target.value })}
    />
  );
  return (
    <ul className="grid gap-3">
      {rows.map((row, index) => (
        <li key={index} className="rounded-lg border border-slate-200 p-3" data-testid="agreement-rate">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <DateInput
              label={T.validFrom}
              required
              value={row.validFrom}
              error={errorOf(index, 'validFrom')}
              onChange={(validFrom) => onChange(index, { ...row, validFrom })}
            />
            <DateInput
              label={T.validTo}
              hint={T.periodHint}
              value={row.validTo}
              error={errorOf(index, 'validTo')}
              onChange={(validTo) => onChange(index, { ...row, validTo })}
            />
            {priceType === 'fixed' && electricity ? (
              <>
                {field(index, row, 'single', T.single)}
                {field(index, row, 'normal', T.normal)}
                {field(index, row, 'low', T.low)}
              </>
            ) : null}
            {priceType === 'fixed' && !electricity ? field(index, row, 'gas', T.gas) : null}
            {priceType === 'variable' ? (
              <>
                {field(index, row, 'indexName', T.indexName, false)}
                {field(index, row, 'markup', T.markupVariable)}
              </>
            ) : null}
            {priceType === 'click' ? field(index, row, 'markup', T.markupClick) : null}
            {field(index, row, 'fixedFeeMonth', T.fixedFeeMonth)}
            {electricity ? field(index, row, 'greenCertificates', T.greenCertificates) : null}
          </div>
          {rows.length > 1 ? (
            <div className="mt-2 flex justify-end">
              <Button
                variant="border"
                icon="trash"
                hideLabel
                label={T.removeRate(index + 1)}
                onClick={() => onRemove(index)}
              />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
