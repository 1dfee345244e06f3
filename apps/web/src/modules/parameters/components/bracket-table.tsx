import { useFieldArray, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { PARAMETERS_TEXTS } from '../texts.ts';
import { liveBracketIssues } from './parameter-form-values.ts';
import type { ParameterFormValues } from './parameter-form-values.ts';

const T = PARAMETERS_TEXTS.form;

type BracketTableProps = {
  form: UseFormReturn<ParameterFormValues, unknown, unknown>;
  errorOf: (
    name: `brackets.${number}.${'from' | 'to' | 'rate' | 'rateNonBusiness'}` | 'brackets',
  ) => string | undefined;
  unit: string;
};

/**
 * The editable brackets of an energy-tax or ODE parameter: add and remove rows; whether they start at 0,
 * join up and end open is checked while typing (the contract checks the same on save).
 */
export function BracketTable({ form, errorOf, unit }: BracketTableProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'brackets' });
  const brackets = useWatch({ control: form.control, name: 'brackets' }) ?? [];
  const issues = liveBracketIssues(brackets);
  const liveIssue = (index: number, field: 'from' | 'to') =>
    issues.find((issue) => issue.index === index && issue.field === field)?.message;

  const addBracket = () => {
    const last = brackets.at(-1);
    append({ from: last?.to ?? '', to: '', rate: '', rateNonBusiness: '' });
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">{T.brackets}</legend>
      <p className="text-sm text-slate-600">{T.bracketsIntro}</p>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid grid-cols-2 items-start gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_1fr_auto]"
            aria-label={`Schijf ${index + 1}`}
          >
            <TextField
              label={`${T.from} (${unit})`}
              inputMode="numeric"
              error={errorOf(`brackets.${index}.from`) ?? liveIssue(index, 'from')}
              {...form.register(`brackets.${index}.from`)}
            />
            <TextField
              label={`${T.to} (${unit})`}
              inputMode="numeric"
              placeholder={T.toOpen}
              error={errorOf(`brackets.${index}.to`) ?? liveIssue(index, 'to')}
              {...form.register(`brackets.${index}.to`)}
            />
            <TextField
              label={T.rate}
              inputMode="decimal"
              required
              error={errorOf(`brackets.${index}.rate`)}
              {...form.register(`brackets.${index}.rate`)}
            />
            <TextField
              label={T.rateNonBusiness}
              inputMode="decimal"
              hint={index === fields.length - 1 ? T.rateNonBusinessHint : undefined}
              error={errorOf(`brackets.${index}.rateNonBusiness`)}
              {...form.register(`brackets.${index}.rateNonBusiness`)}
            />
            <div className="col-span-2 flex justify-end sm:col-span-1 sm:pt-7">
              <Button
                variant="transparent"
                icon="trash"
                label={T.removeBracket(index + 1)}
                hideLabel
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              />
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="border" icon="plus" onClick={addBracket}>
          {T.addBracket}
        </Button>
        {issues.length === 0 ? (
          <p className="flex items-center gap-1.5 text-sm text-emerald-700" role="status">
            <Icon name="check" className="size-4" />
            {T.bracketsOk}
          </p>
        ) : null}
      </div>
      {errorOf('brackets') ? <p className="text-sm text-red-700">{errorOf('brackets')}</p> : null}
    </fieldset>
  );
}
