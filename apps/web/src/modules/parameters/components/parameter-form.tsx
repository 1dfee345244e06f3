import { useWatch } from 'react-hook-form';
import type { Path, UseFormReturn } from 'react-hook-form';
import { FORWARD_LOADS, FORWARD_LOAD_LABELS, PARAMETER_KINDS } from '@energiek/contracts/parameters';
import type { ParameterItem, ParameterKind, ParameterValues } from '@energiek/contracts/parameters';
import { ContractDate } from '../../../components/form/contract-fields.tsx';
import { ContractForm, FormActions } from '../../../components/form/contract-form.tsx';
import { LookupSelect } from '../../../components/pickers/lookup-select.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import type { ContractFormKind } from '../../../lib/use-contract-form.ts';
import { PARAMETERS_TEXTS } from '../texts.ts';
import { BracketTable } from './bracket-table.tsx';
import { FEE_FIELDS, parameterFormSchema, parameterFormValues } from './parameter-form-values.ts';
import type { ParameterFormValues } from './parameter-form-values.ts';

const T = PARAMETERS_TEXTS.form;

const KIND_OPTIONS = PARAMETER_KINDS.map((kind) => ({ value: kind, label: PARAMETERS_TEXTS.kinds[kind] }));
const PRODUCT_OPTIONS = [
  { value: '1', label: PARAMETERS_TEXTS.products['1'] ?? '' },
  { value: '2', label: PARAMETERS_TEXTS.products['2'] ?? '' },
];
const LOAD_OPTIONS = FORWARD_LOADS.map((load) => ({ value: load, label: FORWARD_LOAD_LABELS[load] }));

type ParameterFormProps = {
  kind: ContractFormKind;
  /** The kind a new parameter starts as (the list's tab). */
  initialKind: ParameterKind;
  parameter?: ParameterItem;
  save: (body: ParameterValues) => Promise<ParameterItem>;
  listPath: string;
};

/** Create and edit form of a parameter; the fields follow the kind; the server's 422 errors land on them. */
export function ParameterForm({ kind, initialKind, parameter, save, listPath }: ParameterFormProps) {
  const contract = useContractForm({
    schema: parameterFormSchema,
    defaultValues: parameterFormValues(initialKind, parameter),
    kind,
    save,
    savedMessage: T.saved,
    savedTo: listPath,
    labels: T,
  });
  const form = contract.form as unknown as UseFormReturn<ParameterFormValues, unknown, unknown>;
  const { register, control } = form;
  const errorOf = (name: Path<ParameterFormValues>) => contract.errorOf(name as never);
  const chosen = useWatch({ control, name: 'kind' });
  const product = useWatch({ control, name: 'product' });
  const yearly = chosen !== 'vat' && chosen !== 'forward-price';
  const withProduct = chosen !== 'tax-reduction' && chosen !== 'vat';

  const dateField = (name: 'validFrom' | 'validTo' | 'quoteDate', label: string, hint?: string) => (
    <ContractDate contract={contract} name={name} label={label} required={name !== 'validTo'} hint={hint} />
  );

  return (
    <ContractForm contract={contract} className="space-y-6">
      <Card>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            required
            options={KIND_OPTIONS}
            placeholder={null}
            disabled={kind === 'edit'}
            {...contract.field('kind', T.kind)}
          />
          {withProduct ? (
            <Select
              required
              options={PRODUCT_OPTIONS}
              placeholder={null}
              {...contract.field('product', T.product)}
            />
          ) : null}
          {yearly ? <TextField required inputMode="numeric" {...contract.field('year', T.year)} /> : null}
        </div>
      </Card>

      <Card>
        {chosen === 'energy-tax' || chosen === 'ode' ? (
          <BracketTable form={form} errorOf={errorOf} unit={PARAMETERS_TEXTS.units[product] ?? 'kWh'} />
        ) : null}
        {chosen === 'tax-reduction' ? (
          <TextField required inputMode="decimal" {...contract.field('amount', T.amount)} />
        ) : null}
        {chosen === 'vat' ? (
          <div className="grid gap-4 sm:grid-cols-3">
            {dateField('validFrom', T.validFrom)}
            {dateField('validTo', T.validTo, T.validToHint)}
            <TextField required inputMode="decimal" {...contract.field('rate', T.vatRate)} />
          </div>
        ) : null}
        {chosen === 'grid-tariff' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <LookupSelect
              resource="grid-operators"
              label={T.gridOperatorId}
              required
              current={
                parameter?.kind === 'grid-tariff'
                  ? { id: parameter.gridOperatorId, name: parameter.gridOperatorName }
                  : null
              }
              error={errorOf('gridOperatorId')}
              {...register('gridOperatorId')}
            />
            <TextField
              required
              hint={T.connectionClassHint}
              {...contract.field('connectionClass', T.connectionClass)}
            />
            {FEE_FIELDS.map((field) => (
              <TextField
                key={field}
                label={T[field]}
                inputMode="decimal"
                error={errorOf(field)}
                {...register(field)}
              />
            ))}
          </div>
        ) : null}
        {chosen === 'metering-tariff' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <LookupSelect
              resource="measuring-companies"
              label={T.measuringCompanyId}
              required
              current={
                parameter?.kind === 'metering-tariff'
                  ? { id: parameter.measuringCompanyId, name: parameter.measuringCompanyName }
                  : null
              }
              error={errorOf('measuringCompanyId')}
              {...register('measuringCompanyId')}
            />
            <TextField
              required
              hint={T.meteringTariffHint}
              inputMode="decimal"
              {...contract.field('meteringFee', T.meteringTariffFee)}
            />
          </div>
        ) : null}
        {chosen === 'forward-price' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField required hint={T.periodHint} {...contract.field('period', T.period)} />
            <Select label={T.load} options={LOAD_OPTIONS} placeholder={null} {...register('load')} />
            {dateField('quoteDate', T.quoteDate)}
            <TextField required inputMode="decimal" {...contract.field('price', T.price)} />
          </div>
        ) : null}
      </Card>

      <Card>
        <div className="space-y-4">
          <TextField hint={T.sourceHint} {...contract.field('source', T.source)} />
          <Checkbox label={T.verified} {...register('verified')} />
          <Textarea rows={3} {...contract.field('note', T.note)} />
        </div>
      </Card>

      {kind === 'create' ? (
        <FormActions submitLabel={T.create} cancelTo={listPath} saving={contract.saving} />
      ) : null}
    </ContractForm>
  );
}
