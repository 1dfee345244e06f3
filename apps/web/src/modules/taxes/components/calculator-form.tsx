import { useState } from 'react';
import type { FormEvent } from 'react';
import type { TaxCalculateBody } from '@energiek/contracts/taxes';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  defaultCalculatorValues,
  toCalculateBody,
  type CalculatorField,
  type CalculatorValues,
} from '../calculator-values.ts';
import { TAXES_TEXTS } from '../texts.ts';

const T = TAXES_TEXTS.form;

type CalculatorFormProps = {
  onCalculate: (body: TaxCalculateBody) => void;
  calculating: boolean;
  /** The server's field errors of the last calculation. */
  serverErrors: Partial<Record<string, string>>;
};

/** The case: product, period, volumes, reduction and business use. Nothing is saved, so no leave guard. */
export function CalculatorForm({ onCalculate, calculating, serverErrors }: CalculatorFormProps) {
  const [values, setValues] = useState<CalculatorValues>(() => defaultCalculatorValues(new Date()));
  const [errors, setErrors] = useState<Partial<Record<CalculatorField, string>>>({});
  const set = (next: Partial<CalculatorValues>) => setValues((current) => ({ ...current, ...next }));
  const errorOf = (field: CalculatorField) => errors[field] ?? serverErrors[field];
  const unit = values.product === '1' ? 'kWh' : 'm³';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toCalculateBody(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onCalculate(result.body);
  };

  return (
    <Card title={T.title} landmark>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Select
          label={T.product}
          value={values.product}
          placeholder={null}
          options={[
            { value: '1', label: T.electricity },
            { value: '2', label: T.gas },
          ]}
          error={errorOf('product')}
          onChange={(event) => set({ product: event.target.value === '2' ? '2' : '1' })}
          className="sm:col-span-2 lg:col-span-1"
        />
        <DateInput
          label={T.from}
          required
          value={values.from}
          onChange={(from) => set({ from })}
          error={errorOf('from')}
        />
        <DateInput
          label={T.to}
          required
          value={values.through}
          onChange={(through) => set({ through })}
          error={errorOf('to')}
        />
        <TextField
          label={`${T.volume} (${unit})`}
          required
          inputMode="decimal"
          autoComplete="off"
          value={values.volume}
          onChange={(event) => set({ volume: event.target.value })}
          error={errorOf('volume')}
        />
        <TextField
          label={`${T.priorVolume} (${unit})`}
          inputMode="decimal"
          autoComplete="off"
          value={values.priorVolume}
          onChange={(event) => set({ priorVolume: event.target.value })}
          error={errorOf('priorVolume')}
          hint={T.priorVolumeHint}
        />
        <div className="grid gap-3 sm:col-span-2 lg:col-span-3">
          {values.product === '1' ? (
            <Checkbox
              label={T.reduction}
              checked={values.reduction}
              onChange={(event) => set({ reduction: event.target.checked })}
            />
          ) : (
            <Checkbox
              label={T.glasshouse}
              hint={T.glasshouseHint}
              checked={values.glasshouse}
              onChange={(event) => set({ glasshouse: event.target.checked })}
            />
          )}
          <Checkbox
            label={T.business}
            hint={T.businessHint}
            checked={values.business}
            onChange={(event) => set({ business: event.target.checked })}
          />
        </div>
        <div className="sm:col-span-2 lg:col-span-3">
          <Button type="submit" loading={calculating}>
            {calculating ? T.calculating : T.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
