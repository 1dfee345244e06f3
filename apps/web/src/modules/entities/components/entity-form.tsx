import { useForm } from 'react-hook-form';
import type { EntityItem, EntityUpdate } from '@energiek/contracts/entities';
import { formatIban } from '@energiek/contracts/entities';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormDirtyBar } from '../../../components/ui/form-dirty-bar.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ENTITIES_TEXTS } from '../texts.ts';
import { useFieldErrors } from './use-field-errors.ts';

const T = ENTITIES_TEXTS.form;
const FORM_ID = 'entity-form';

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

export type EntityFormValues = Record<(typeof FIELDS)[number], string>;

export function entityFormValues(entity?: EntityItem): EntityFormValues {
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, entity?.[field] ?? '']),
  ) as EntityFormValues;
  values.iban = formatIban(entity?.iban);
  return values;
}

type EntityFormProps = {
  entity?: EntityItem;
  cancelTo: string;
  submitLabel: string;
  saving: boolean;
  errors: Record<string, string>;
  /** Saves; resolves once the server accepted the values (the form is then clean again). */
  onSubmit: (body: EntityUpdate) => Promise<unknown>;
};

/** Create and edit form of a legal entity; the field errors are the server's Dutch 422 messages. */
export function EntityForm({ entity, cancelTo, submitLabel, saving, errors, onSubmit }: EntityFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { isDirty },
  } = useForm<EntityFormValues>({ defaultValues: entityFormValues(entity) });
  const serverErrors = useFieldErrors(watch, errors);

  const submit = handleSubmit(async (values) => {
    serverErrors.submitted();
    await onSubmit(values)
      .then(() => reset(values))
      .catch(() => undefined);
  });

  const field = (
    name: (typeof FIELDS)[number],
    label: string,
    extra: { required?: boolean; hint?: string } = {},
  ) => <TextField label={label} error={serverErrors.error(name)} {...extra} {...register(name)} />;

  return (
    <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-6">
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
      <div className="flex justify-end gap-3">
        <ButtonLink variant="border" to={cancelTo}>
          {T.cancel}
        </ButtonLink>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
      <FormDirtyBar dirty={isDirty} form={FORM_ID} saving={saving} onCancel={() => reset()} />
    </form>
  );
}
