import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  CAPACITY_CLASSES,
  CONNECTION_MESSAGES,
  CONNECTION_STATUS_NAMES,
  CONTRACTED_CAPACITY_UNITS,
  PHYSICAL_STATUSES,
  PRODUCT_ELECTRICITY,
  PRODUCT_NAMES,
  PROFILE_CATEGORIES_BY_PRODUCT,
  compactEan,
  formatEan,
  isLargeCapacity,
} from '@energiek/contracts/connections';
import type { ConnectionItem, ConnectionUpdate, Product } from '@energiek/contracts/connections';
import { isValidEan } from '@energiek/contracts/ean';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { FormDirtyBar } from '../../../components/ui/form-dirty-bar.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useEntities } from '../../entities/api/entities.ts';
import { lookupOptions, servingProduct, useLookup } from '../api/lookups.ts';
import { useFieldErrors } from '../../entities/components/use-field-errors.ts';
import { CONNECTIONS_TEXTS } from '../texts.ts';

const T = CONNECTIONS_TEXTS.form;
const FORM_ID = 'connection-form';

export type ConnectionFormValues = {
  ean: string;
  product: '1' | '2';
  hasProd: boolean;
  street: string;
  houseNumber: string;
  houseNumberAddition: string;
  postcode: string;
  city: string;
  entityId: string;
  gridOperatorId: string;
  measuringCompanyId: string;
  supplierId: string;
  trafoId: string;
  capacity: string;
  contractedCapacity: string;
  profileCategory: string;
  status: '1' | '0';
  physicalStatus: string;
  startDate: string | null;
  endDate: string | null;
  showInEms: boolean;
  notes: string;
};

const id = (value: number | null | undefined) => (value == null ? '' : String(value));

export function connectionFormValues(connection?: ConnectionItem): ConnectionFormValues {
  return {
    ean: connection ? formatEan(connection.ean) : '',
    product: connection?.product === 2 ? '2' : '1',
    hasProd: connection?.hasProd ?? false,
    street: connection?.street ?? '',
    houseNumber: connection?.houseNumber ?? '',
    houseNumberAddition: connection?.houseNumberAddition ?? '',
    postcode: connection?.postcode ?? '',
    city: connection?.city ?? '',
    entityId: id(connection?.entityId),
    gridOperatorId: id(connection?.gridOperatorId),
    measuringCompanyId: id(connection?.measuringCompanyId),
    supplierId: id(connection?.supplierId),
    trafoId: id(connection?.trafoId),
    capacity: connection?.capacity ?? '',
    contractedCapacity:
      connection?.contractedCapacity == null ? '' : String(connection.contractedCapacity).replace('.', ','),
    profileCategory: connection?.profileCategory ?? '',
    status: connection?.status === 0 ? '0' : '1',
    physicalStatus: connection?.physicalStatus ?? '',
    startDate: connection?.startDate ?? null,
    endDate: connection?.endDate ?? null,
    showInEms: connection?.showInEms ?? true,
    notes: connection?.notes ?? '',
  };
}

/** A typed decimal ('12,5') as a number; text that is no number goes as is, so the server names it. */
function decimal(text: string): number | string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : trimmed;
}

const nullableId = (value: string) => (value ? Number(value) : null);

/** The body the server expects; fields that do not apply to the product are cleared. */
export function toConnectionBody(values: ConnectionFormValues): ConnectionUpdate {
  const product = Number(values.product) as Product;
  const large = values.capacity ? isLargeCapacity(product, values.capacity) : null;
  return {
    ean: compactEan(values.ean),
    product,
    hasProd: product === PRODUCT_ELECTRICITY && values.hasProd,
    street: values.street,
    houseNumber: values.houseNumber,
    houseNumberAddition: values.houseNumberAddition,
    postcode: values.postcode,
    city: values.city,
    entityId: nullableId(values.entityId),
    gridOperatorId: nullableId(values.gridOperatorId),
    measuringCompanyId: nullableId(values.measuringCompanyId),
    supplierId: nullableId(values.supplierId),
    trafoId: nullableId(values.trafoId),
    capacity: values.capacity || null,
    // Only a large connection (or one without a class) has a contracted capacity.
    contractedCapacity: (large === false ? null : decimal(values.contractedCapacity)) as number | null,
    profileCategory: (values.profileCategory || null) as ConnectionUpdate['profileCategory'],
    status: values.status === '0' ? 0 : 1,
    physicalStatus: (values.physicalStatus || null) as ConnectionUpdate['physicalStatus'],
    startDate: values.startDate,
    endDate: values.endDate,
    showInEms: values.showInEms,
    notes: values.notes,
  };
}

/** The live check of the EAN field: an error once 18 digits are typed and the check digit is wrong. */
export function eanFeedback(text: string): { error?: string; hint: string } {
  const code = compactEan(text);
  if (!code) return { hint: T.eanHint };
  if (!/^\d+$/.test(code) || code.length > 18)
    return { error: CONNECTION_MESSAGES.eanInvalid, hint: T.eanHint };
  if (code.length < 18) return { hint: T.eanDigitsLeft(18 - code.length) };
  return isValidEan(code) ? { hint: T.eanValid } : { error: CONNECTION_MESSAGES.eanInvalid, hint: T.eanHint };
}

const PRODUCT_OPTIONS = [
  { value: '1', label: PRODUCT_NAMES[1] },
  { value: '2', label: PRODUCT_NAMES[2] },
];
const STATUS_OPTIONS = [
  { value: '1', label: CONNECTION_STATUS_NAMES[1] },
  { value: '0', label: CONNECTION_STATUS_NAMES[0] },
];
const PHYSICAL_OPTIONS = PHYSICAL_STATUSES.map((status) => ({ value: status, label: status }));

function capacityOptions(product: Product) {
  const classes = CAPACITY_CLASSES[product];
  return [
    ...classes.small.map((value) => ({ value, label: `${value} (${T.small})` })),
    ...classes.large.map((value) => ({ value, label: `${value} (${T.large})` })),
  ];
}

type ConnectionFormProps = {
  customerId: number;
  connection?: ConnectionItem;
  cancelTo: string;
  submitLabel: string;
  saving: boolean;
  errors: Record<string, string>;
  onSubmit: (body: ConnectionUpdate) => Promise<unknown>;
};

/** Create and edit form of a connection; choices follow the product (capacity classes, profiles). */
export function ConnectionForm({
  customerId,
  connection,
  cancelTo,
  submitLabel,
  saving,
  errors,
  onSubmit,
}: ConnectionFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    watch,
    formState: { isDirty },
  } = useForm<ConnectionFormValues>({ defaultValues: connectionFormValues(connection) });
  const serverErrors = useFieldErrors(watch, errors);
  const [ean, productText, capacity] = useWatch({ control, name: ['ean', 'product', 'capacity'] });
  const product = Number(productText) as Product;
  const large = capacity ? isLargeCapacity(product, capacity) : null;
  const entities = useEntities(customerId);
  const gridOperators = useLookup('grid-operators');
  const measuringCompanies = useLookup('measuring-companies');
  const suppliers = useLookup('suppliers');
  const trafos = useLookup('trafos');
  const eanCheck = eanFeedback(ean);

  const submit = handleSubmit(async (values) => {
    serverErrors.submitted();
    await onSubmit(toConnectionBody(values))
      .then(() => reset(values))
      .catch(() => undefined);
  });

  const productField = register('product', {
    onChange: () => {
      // Another product: clear what belongs to the previous one.
      const next = Number(getValues('product')) as Product;
      if (next !== PRODUCT_ELECTRICITY) setValue('hasProd', false, { shouldDirty: true });
      if (isLargeCapacity(next, getValues('capacity')) === null)
        setValue('capacity', '', { shouldDirty: true });
      if (!PROFILE_CATEGORIES_BY_PRODUCT[next].some((code) => code === getValues('profileCategory'))) {
        setValue('profileCategory', '', { shouldDirty: true });
      }
    },
  });

  const entityOptions = (entities.data ?? []).map((entity) => ({
    value: String(entity.id),
    label: entity.name,
  }));
  if (connection?.entity && !entityOptions.some((option) => option.value === String(connection.entity?.id))) {
    entityOptions.unshift({ value: String(connection.entity.id), label: connection.entity.name });
  }

  return (
    <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-6">
      <Card title={T.connection}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={T.ean}
            required
            inputMode="numeric"
            autoComplete="off"
            inputClassName="font-mono tracking-tight"
            error={eanCheck.error ?? serverErrors.error('ean')}
            hint={eanCheck.error ? undefined : eanCheck.hint}
            {...register('ean')}
          />
          <Select
            label={T.product}
            required
            options={PRODUCT_OPTIONS}
            placeholder={null}
            error={serverErrors.error('product')}
            {...productField}
          />
        </div>
        {product === PRODUCT_ELECTRICITY ? (
          <Checkbox
            className="mt-4"
            label={T.hasProd}
            error={serverErrors.error('hasProd')}
            {...register('hasProd')}
          />
        ) : null}
      </Card>

      <Card title={T.address}>
        <div className="grid gap-4 sm:grid-cols-[3fr_1fr_1fr]">
          <TextField label={T.street} error={serverErrors.error('street')} {...register('street')} />
          <TextField
            label={T.houseNumber}
            error={serverErrors.error('houseNumber')}
            {...register('houseNumber')}
          />
          <TextField
            label={T.houseNumberAddition}
            error={serverErrors.error('houseNumberAddition')}
            {...register('houseNumberAddition')}
          />
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_3fr]">
          <TextField label={T.postcode} error={serverErrors.error('postcode')} {...register('postcode')} />
          <TextField label={T.city} error={serverErrors.error('city')} {...register('city')} />
        </div>
      </Card>

      <Card title={T.parties}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={T.entity}
            options={entityOptions}
            placeholder={T.noEntity}
            error={serverErrors.error('entityId')}
            {...register('entityId')}
          />
          <Select
            label={T.gridOperator}
            options={lookupOptions(servingProduct(gridOperators.data, product), connection?.gridOperator)}
            placeholder={T.none}
            error={serverErrors.error('gridOperatorId')}
            {...register('gridOperatorId')}
          />
          <Select
            label={T.supplier}
            options={lookupOptions(suppliers.data, connection?.supplier)}
            placeholder={T.none}
            error={serverErrors.error('supplierId')}
            {...register('supplierId')}
          />
          <Select
            label={T.measuringCompany}
            options={lookupOptions(measuringCompanies.data, connection?.measuringCompany)}
            placeholder={T.none}
            error={serverErrors.error('measuringCompanyId')}
            {...register('measuringCompanyId')}
          />
          <Select
            label={T.trafo}
            options={lookupOptions(trafos.data, connection?.trafo)}
            placeholder={T.none}
            error={serverErrors.error('trafoId')}
            {...register('trafoId')}
          />
        </div>
      </Card>

      <Card title={T.technics}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            label={T.capacity}
            options={capacityOptions(product)}
            error={serverErrors.error('capacity')}
            {...register('capacity')}
          />
          {large !== false ? (
            <TextField
              label={T.contractedCapacity(CONTRACTED_CAPACITY_UNITS[product])}
              required={large === true}
              inputMode="decimal"
              error={serverErrors.error('contractedCapacity')}
              {...register('contractedCapacity')}
            />
          ) : null}
          <Select
            label={T.profileCategory}
            options={PROFILE_CATEGORIES_BY_PRODUCT[product].map((code) => ({ value: code, label: code }))}
            error={serverErrors.error('profileCategory')}
            {...register('profileCategory')}
          />
        </div>
      </Card>

      <Card title={T.status}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={T.statusLabel}
            required
            options={STATUS_OPTIONS}
            placeholder={null}
            error={serverErrors.error('status')}
            {...register('status')}
          />
          <Select
            label={T.physicalStatus}
            options={PHYSICAL_OPTIONS}
            error={serverErrors.error('physicalStatus')}
            {...register('physicalStatus')}
          />
          <Controller
            control={control}
            name="startDate"
            render={({ field }) => (
              <DateInput
                label={T.startDate}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={serverErrors.error('startDate')}
              />
            )}
          />
          <Controller
            control={control}
            name="endDate"
            render={({ field }) => (
              <DateInput
                label={T.endDate}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={serverErrors.error('endDate')}
              />
            )}
          />
        </div>
        <Checkbox
          className="mt-4"
          label={T.showInEms}
          error={serverErrors.error('showInEms')}
          {...register('showInEms')}
        />
        <Textarea
          className="mt-4"
          label={T.notes}
          rows={3}
          error={serverErrors.error('notes')}
          {...register('notes')}
        />
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
