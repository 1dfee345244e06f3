import { z } from 'zod';
import {
  collectiveBodySchema,
  type CollectiveBody,
  type CollectiveItem,
} from '@energiek/contracts/collective';
import { ContractForm, FormActions } from '../../../../components/form/contract-form.tsx';
import { SupplierPicker } from '../../../../components/pickers/supplier-picker.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Switch } from '../../../../components/ui/switch.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { useContractForm, type ContractFormKind } from '../../../../lib/use-contract-form.ts';
import { useSaveCollective } from '../api/collective.ts';
import { ADMIN_TEXTS, PRODUCT_LABELS } from '../texts.ts';

const T = ADMIN_TEXTS.collectiveForm;
const LIST = '/v3/collective/collectives';

/** What the inputs hold (selects and numbers as strings), piped into the contract. */
export const collectiveFormSchema = z
  .object({
    name: z.string(),
    product: z.string(),
    supplierId: z.string(),
    firstYear: z.string(),
    lastYear: z.string(),
    markup: z.string(),
    clickStrategy: z.string(),
    active: z.boolean(),
  })
  .transform((v): CollectiveBody => ({
    ...v,
    product: Number(v.product) as 1 | 2,
    supplierId: v.supplierId ? Number(v.supplierId) : null,
    firstYear: v.firstYear.trim() === '' ? Number.NaN : Number(v.firstYear),
    lastYear: v.lastYear.trim() === '' ? Number.NaN : Number(v.lastYear),
  }))
  .pipe(collectiveBodySchema);

export function collectiveFormValues(c?: CollectiveItem): z.input<typeof collectiveFormSchema> {
  const next = new Date().getFullYear() + 1;
  return {
    name: c?.name ?? '',
    product: String(c?.product ?? 1),
    supplierId: c?.supplierId ? String(c.supplierId) : '',
    firstYear: String(c?.firstYear ?? next),
    lastYear: String(c?.lastYear ?? next + 1),
    markup: c ? c.markup.replace('.', ',') : '0',
    clickStrategy: c?.clickStrategy ?? '',
    active: c?.active ?? true,
  };
}

type CollectiveFormProps = { kind: ContractFormKind; collective?: CollectiveItem };

/** Create and edit form of a collective: name, product, supplier, delivery years, markup, strategy. */
export function CollectiveForm({ kind, collective }: CollectiveFormProps) {
  const save = useSaveCollective();
  const contract = useContractForm({
    schema: collectiveFormSchema,
    defaultValues: collectiveFormValues(collective),
    kind,
    save: (body) => save.mutateAsync({ id: collective?.id, body }),
    savedMessage: (saved) => T.saved(saved.name),
    savedTo: LIST,
    labels: T,
  });
  const { register } = contract.form;
  return (
    <ContractForm contract={contract} className="space-y-6">
      <Card title={T.details}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField required {...contract.field('name', T.name)} />
          <Select
            placeholder={null}
            options={[1, 2].map((p) => ({ value: String(p), label: PRODUCT_LABELS[p as 1 | 2] }))}
            {...contract.field('product', T.product)}
          />
          <SupplierPicker
            label={T.supplierId}
            placeholder={T.noSupplier}
            error={contract.errorOf('supplierId')}
            current={
              collective?.supplierId
                ? { id: collective.supplierId, name: collective.supplierName ?? '' }
                : null
            }
            {...register('supplierId')}
          />
          <TextField inputMode="decimal" {...contract.field('markup', T.markup)} />
          <TextField inputMode="numeric" required {...contract.field('firstYear', T.firstYear)} />
          <TextField inputMode="numeric" required {...contract.field('lastYear', T.lastYear)} />
        </div>
        <Textarea className="mt-4" rows={3} {...contract.field('clickStrategy', T.clickStrategy)} />
        <Switch className="mt-4" label={T.active} {...register('active')} />
      </Card>
      {kind === 'create' ? (
        <FormActions submitLabel={T.save} cancelTo={LIST} saving={contract.saving} />
      ) : null}
    </ContractForm>
  );
}
