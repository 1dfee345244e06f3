import { Controller, useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import {
  INVOICE_LINE_KINDS,
  INVOICE_LINE_KIND_NAMES,
  INVOICE_UNITS,
  INVOICE_UNIT_NAMES,
  type InvoiceBodyOutput,
} from '@energiek/contracts/invoices';
import { ConnectionPicker } from '../../../components/pickers/connection-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { emptyLine, type InvoiceFormValues } from '../form-values.ts';
import { INVOICES_TEXTS } from '../texts.ts';

const T = INVOICES_TEXTS.form;

const KIND_OPTIONS = INVOICE_LINE_KINDS.map((value) => ({ value, label: INVOICE_LINE_KIND_NAMES[value] }));
const UNIT_OPTIONS = INVOICE_UNITS.map((value) => ({ value, label: INVOICE_UNIT_NAMES[value] }));
const BRACKET_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }));

type LineEditorProps = {
  customerId: number;
  control: Control<InvoiceFormValues, unknown, InvoiceBodyOutput>;
  register: UseFormRegister<InvoiceFormValues>;
  errorOf: (name: never) => string | undefined;
  locked: boolean;
  compact?: boolean;
};

/** The invoice's lines: connection (EAN or address), kind, quantity × price = amount, VAT, own period. */
export function LineEditor({
  customerId,
  control,
  register,
  errorOf,
  locked,
  compact = false,
}: LineEditorProps) {
  const lines = useFieldArray({ control, name: 'lines' });
  const error = (index: number, field: string) => errorOf(`lines.${index}.${field}` as never);
  return (
    <div className="space-y-4">
      {lines.fields.map((field, index) => (
        <fieldset
          key={field.id}
          aria-label={T.line(index + 1)}
          className="min-w-0 rounded-lg border border-slate-200 p-3"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <legend className="text-sm font-semibold text-slate-700">{T.line(index + 1)}</legend>
            {!locked && lines.fields.length > 1 ? (
              <Button variant="link" icon="trash" onClick={() => lines.remove(index)}>
                {T.removeLine}
              </Button>
            ) : null}
          </div>
          <div className={`grid gap-3 sm:grid-cols-2 ${compact ? '' : 'lg:grid-cols-4'}`}>
            <div className="sm:col-span-2">
              <Controller
                control={control}
                name={`lines.${index}.connectionId`}
                render={({ field: connection }) => (
                  <Controller
                    control={control}
                    name={`lines.${index}.connectionLabel`}
                    render={({ field: label }) => (
                      <ConnectionPicker
                        customerId={customerId}
                        label={T.connection}
                        error={error(index, 'connectionId')}
                        value={
                          connection.value === null
                            ? null
                            : { id: connection.value, ean: label.value, address: '' }
                        }
                        onChange={(picked) => {
                          connection.onChange(picked?.id ?? null);
                          label.onChange(
                            picked ? [picked.ean, picked.address].filter(Boolean).join(' · ') : '',
                          );
                        }}
                      />
                    )}
                  />
                )}
              />
            </div>
            <Controller
              control={control}
              name={`lines.${index}.connectionId`}
              render={({ field: connection }) =>
                connection.value === null ? (
                  <TextField
                    label={T.ean}
                    inputMode="numeric"
                    hint={T.toResolve}
                    error={error(index, 'ean')}
                    {...register(`lines.${index}.ean`)}
                  />
                ) : (
                  <span />
                )
              }
            />
            <Select
              label={T.lineKind}
              placeholder={null}
              options={KIND_OPTIONS}
              error={error(index, 'kind')}
              {...register(`lines.${index}.kind`)}
            />
            <Select
              label={T.bracket}
              options={BRACKET_OPTIONS}
              error={error(index, 'bracket')}
              {...register(`lines.${index}.bracket`)}
            />
            <TextField
              label={T.description}
              error={error(index, 'description')}
              {...register(`lines.${index}.description`)}
            />
            <TextField
              label={T.quantity}
              inputMode="decimal"
              error={error(index, 'quantity')}
              {...register(`lines.${index}.quantity`)}
            />
            <Select
              label={T.unit}
              options={UNIT_OPTIONS}
              error={error(index, 'unit')}
              {...register(`lines.${index}.unit`)}
            />
            <TextField
              label={T.unitPrice}
              inputMode="decimal"
              error={error(index, 'unitPrice')}
              {...register(`lines.${index}.unitPrice`)}
            />
            <TextField
              label={T.amount}
              inputMode="decimal"
              required
              error={error(index, 'amount')}
              {...register(`lines.${index}.amount`)}
            />
            <TextField
              label={T.vatRate}
              inputMode="decimal"
              required
              error={error(index, 'vatRate')}
              {...register(`lines.${index}.vatRate`)}
            />
            <Controller
              control={control}
              name={`lines.${index}.periodFrom`}
              render={({ field: from }) => (
                <DateInput
                  label={T.linePeriodFrom}
                  value={from.value ?? null}
                  error={error(index, 'periodFrom')}
                  onChange={from.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name={`lines.${index}.periodTo`}
              render={({ field: to }) => (
                <DateInput
                  label={T.linePeriodTo}
                  value={to.value ?? null}
                  error={error(index, 'periodTo')}
                  onChange={to.onChange}
                />
              )}
            />
          </div>
        </fieldset>
      ))}
      {!locked ? (
        <Button variant="border" icon="plus" onClick={() => lines.append(emptyLine())}>
          {T.addLine}
        </Button>
      ) : null}
    </div>
  );
}
