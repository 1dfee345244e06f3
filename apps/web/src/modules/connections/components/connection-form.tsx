import { useWatch } from 'react-hook-form';
import {
  CAPACITY_CLASSES,
  CONNECTION_STATUS_NAMES,
  CONTRACTED_CAPACITY_UNITS,
  PHYSICAL_STATUSES,
  PRODUCT_ELECTRICITY,
  PRODUCT_NAMES,
  PROFILE_CATEGORIES_BY_PRODUCT,
  isLargeCapacity,
} from '@energiek/contracts/connections';
import type { ConnectionItem, Product } from '@energiek/contracts/connections';
import { ContractDate } from '../../../components/form/contract-fields.tsx';
import { ContractForm, FormActions } from '../../../components/form/contract-form.tsx';
import { EntityPicker } from '../../../components/pickers/entity-picker.tsx';
import { LookupSelect } from '../../../components/pickers/lookup-select.tsx';
import { SupplierPicker } from '../../../components/pickers/supplier-picker.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import type { ContractFormKind } from '../../../lib/use-contract-form.ts';
import { CONNECTIONS_TEXTS } from '../texts.ts';
import {
  connectionFormSchema,
  connectionFormValues,
  eanFeedback,
  servesProduct,
} from './connection-form-values.ts';
import type { ConnectionBody } from './connection-form-values.ts';

const T = CONNECTIONS_TEXTS.form;

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
  kind: ContractFormKind;
  customerId: number;
  connection?: ConnectionItem;
  cancelTo: string;
  submitLabel: string;
  save: (body: ConnectionBody) => Promise<unknown>;
  savedMessage: string;
};

/** Create and edit form of a connection; choices follow the product (capacity classes, profiles). */
export function ConnectionForm({
  kind,
  customerId,
  connection,
  cancelTo,
  submitLabel,
  save,
  savedMessage,
}: ConnectionFormProps) {
  const contract = useContractForm({
    schema: connectionFormSchema,
    defaultValues: connectionFormValues(connection),
    kind,
    save,
    savedMessage,
    savedTo: cancelTo,
    labels: { ...T, contractedCapacity: T.contractedCapacity(''), status: T.statusLabel },
  });
  const { register, control, setValue, getValues } = contract.form;
  const error = contract.errorOf;
  const [ean, productText, capacity] = useWatch({ control, name: ['ean', 'product', 'capacity'] });
  const product = Number(productText) as Product;
  const large = capacity ? isLargeCapacity(product, capacity) : null;
  const eanCheck = eanFeedback(ean);

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

  return (
    <ContractForm contract={contract} className="space-y-6">
      <Card title={T.connection}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={T.ean}
            required
            inputMode="numeric"
            autoComplete="off"
            inputClassName="font-mono tracking-tight"
            error={eanCheck.error ?? error('ean')}
            hint={eanCheck.error ? undefined : eanCheck.hint}
            {...register('ean')}
          />
          <Select
            label={T.product}
            required
            options={PRODUCT_OPTIONS}
            placeholder={null}
            error={error('product')}
            {...productField}
          />
        </div>
        {product === PRODUCT_ELECTRICITY ? (
          <Checkbox className="mt-4" label={T.hasProd} error={error('hasProd')} {...register('hasProd')} />
        ) : null}
      </Card>

      <Card title={T.address}>
        <div className="grid gap-4 sm:grid-cols-[3fr_1fr_1fr]">
          <TextField {...contract.field('street', T.street)} />
          <TextField {...contract.field('houseNumber', T.houseNumber)} />
          <TextField {...contract.field('houseNumberAddition', T.houseNumberAddition)} />
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_3fr]">
          <TextField {...contract.field('postcode', T.postcode)} />
          <TextField {...contract.field('city', T.city)} />
        </div>
      </Card>

      <Card title={T.parties}>
        <div className="grid gap-4 sm:grid-cols-2">
          <EntityPicker
            customerId={customerId}
            label={T.entity}
            current={connection?.entity}
            placeholder={T.noEntity}
            error={error('entityId')}
            {...register('entityId')}
          />
          <LookupSelect
            resource="grid-operators"
            label={T.gridOperator}
            current={connection?.gridOperator}
            filter={servesProduct(product)}
            placeholder={T.none}
            error={error('gridOperatorId')}
            {...register('gridOperatorId')}
          />
          <SupplierPicker
            label={T.supplier}
            // The form edits the connection's own supplier (supplierId); `supplier` names the agreement's
            // supplier where one is in force, so it is the current option only when it is the own one.
            current={connection?.supplierSource === 'agreement' ? undefined : connection?.supplier}
            placeholder={T.none}
            error={error('supplierId')}
            {...register('supplierId')}
          />
          <LookupSelect
            resource="measuring-companies"
            label={T.measuringCompany}
            current={connection?.measuringCompany}
            placeholder={T.none}
            error={error('measuringCompanyId')}
            {...register('measuringCompanyId')}
          />
          <LookupSelect
            resource="trafos"
            label={T.trafo}
            current={connection?.trafo}
            placeholder={T.none}
            error={error('trafoId')}
            {...register('trafoId')}
          />
        </div>
      </Card>

      <Card title={T.technics}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select options={capacityOptions(product)} {...contract.field('capacity', T.capacity)} />
          {large !== false ? (
            <TextField
              required={large === true}
              inputMode="decimal"
              {...contract.field(
                'contractedCapacity',
                T.contractedCapacity(CONTRACTED_CAPACITY_UNITS[product]),
              )}
            />
          ) : null}
          <Select
            options={PROFILE_CATEGORIES_BY_PRODUCT[product].map((code) => ({ value: code, label: code }))}
            {...contract.field('profileCategory', T.profileCategory)}
          />
        </div>
      </Card>

      <Card title={T.status}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            required
            options={STATUS_OPTIONS}
            placeholder={null}
            {...contract.field('status', T.statusLabel)}
          />
          <Select options={PHYSICAL_OPTIONS} {...contract.field('physicalStatus', T.physicalStatus)} />
          {(['startDate', 'endDate'] as const).map((name) => (
            <ContractDate key={name} contract={contract} name={name} label={T[name]} />
          ))}
        </div>
        <Checkbox
          className="mt-4"
          label={T.showInEms}
          error={error('showInEms')}
          {...register('showInEms')}
        />
        <Textarea className="mt-4" rows={3} {...contract.field('notes', T.notes)} />
      </Card>

      <FormActions submitLabel={submitLabel} cancelTo={cancelTo} saving={contract.saving} />
    </ContractForm>
  );
}
