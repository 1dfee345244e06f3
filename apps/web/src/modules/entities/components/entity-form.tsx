import { entityCreateSchema, formatIban } from '@energiek/contracts/entities';
import type { EntityItem } from '@energiek/contracts/entities';
import { ContractForm, FormActions } from '../../../components/form/contract-form.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import type { ContractFormKind } from '../../../lib/use-contract-form.ts';
import { ENTITIES_TEXTS } from '../texts.ts';

const T = ENTITIES_TEXTS.form;

const FIELDS = [
  'name',
  'kvkNumber',
  'vatNumber',
  'street',
  'houseNumber',
  'postcode',
  'city',
  'invoiceEmailAddress',
  'invoiceStreet',
  'invoiceHouseNumber',
  'invoicePostcode',
  'invoiceCity',
  'iban',
] as const;
type Field = (typeof FIELDS)[number];

export type EntityFormValues = Record<Field, string>;
export type EntityBody = (typeof entityCreateSchema)['_output'];

export function entityFormValues(entity?: EntityItem): EntityFormValues {
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, entity?.[field] ?? '']),
  ) as EntityFormValues;
  values.iban = formatIban(entity?.iban);
  return values;
}

type EntityFormProps = {
  kind: ContractFormKind;
  entity?: EntityItem;
  cancelTo: string;
  submitLabel: string;
  save: (body: EntityBody) => Promise<unknown>;
  savedMessage: string;
};

/** Create and edit form of a legal entity, validated by the contract; server errors land on the fields. */
export function EntityForm({ kind, entity, cancelTo, submitLabel, save, savedMessage }: EntityFormProps) {
  const contract = useContractForm({
    schema: entityCreateSchema,
    defaultValues: entityFormValues(entity),
    kind,
    save,
    savedMessage,
    savedTo: cancelTo,
    labels: T,
  });
  const field = (name: Field, label: string, extra: { required?: boolean } = {}) => (
    <TextField label={label} error={contract.errorOf(name)} {...extra} {...contract.form.register(name)} />
  );

  return (
    <ContractForm contract={contract} className="space-y-6">
      <Card title={T.details}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('name', T.name, { required: true })}
          <div className="hidden sm:block" />
          {field('kvkNumber', T.kvkNumber)}
          {field('vatNumber', T.vatNumber)}
        </div>
      </Card>
      <Card title={T.address}>
        <div className="grid gap-4 sm:grid-cols-[3fr_1fr]">
          {field('street', T.street)}
          {field('houseNumber', T.houseNumber)}
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_3fr]">
          {field('postcode', T.postcode)}
          {field('city', T.city)}
        </div>
      </Card>
      <Card title={T.invoice}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('invoiceEmailAddress', T.invoiceEmailAddress)}
          {field('iban', T.iban)}
        </div>
        <p className="mt-5 mb-3 text-sm text-slate-500">{T.invoiceAddressHint}</p>
        <div className="grid gap-4 sm:grid-cols-[3fr_1fr]">
          {field('invoiceStreet', T.invoiceStreet)}
          {field('invoiceHouseNumber', T.invoiceHouseNumber)}
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_3fr]">
          {field('invoicePostcode', T.invoicePostcode)}
          {field('invoiceCity', T.invoiceCity)}
        </div>
      </Card>
      <FormActions submitLabel={submitLabel} cancelTo={cancelTo} saving={contract.saving} />
    </ContractForm>
  );
}
