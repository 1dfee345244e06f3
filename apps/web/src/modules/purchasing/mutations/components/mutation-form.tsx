import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  MUTATION_TYPES,
  MUTATION_TYPE_LABELS,
  type MutationBodyParsed,
  type MutationItem,
} from '@energiek/contracts/mutations';
import { ContractForm, FormActions } from '../../../../components/form/contract-form.tsx';
import { ContractChecklist, ContractDate } from '../../../../components/form/contract-fields.tsx';
import { EntityPicker } from '../../../../components/pickers/entity-picker.tsx';
import type { PickedConnection } from '../../../../components/pickers/connection-picker.tsx';
import { SupplierPicker } from '../../../../components/pickers/supplier-picker.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { useDocumentOptions } from '../api/mutations.ts';
import { capacityChoices } from '../capacity-options.ts';
import { formValues, mutationFormSchema } from '../form-values.ts';
import { MUTATIONS_TEXTS } from '../texts.ts';
import { ConnectionList } from './connection-list.tsx';

const T = MUTATIONS_TEXTS.form;

type MutationFormProps = {
  customerId: number;
  mutation: MutationItem | undefined;
  /** Read-only: no write permission, or the mutation is past ingediend. */
  locked: boolean;
  today: string;
  save: (body: MutationBodyParsed) => Promise<MutationItem>;
  savedTo: (saved: MutationItem) => string;
  cancelTo: string;
};

/** Create and edit form of a mutation; the fields below the type are the type's own. */
export function MutationForm({
  customerId,
  mutation,
  locked,
  today,
  save,
  savedTo,
  cancelTo,
}: MutationFormProps) {
  const contract = useContractForm({
    schema: mutationFormSchema,
    defaultValues: formValues(mutation, today),
    kind: mutation ? 'edit' : 'create',
    save,
    savedMessage: T.saved,
    savedTo,
    labels: T,
  });
  const { register, control, setValue } = contract.form;
  const type = useWatch({ control, name: 'type' });
  const [picked, setPicked] = useState<PickedConnection[]>(
    mutation?.connections.map((c) => ({ id: c.id, ean: c.ean, address: c.address, product: c.product })) ??
      [],
  );
  const capacity = useWatch({ control, name: 'capacity' });
  const products = picked.flatMap((c) => (c.product === undefined ? [] : [c.product]));
  const choices = capacityChoices(products, locked ? capacity : '');
  const capacityFits = !capacity || choices.options.some((o) => o.value === capacity);
  // A class of the other product no longer fits once the connections change: clear it.
  useEffect(() => {
    if (!locked && !capacityFits) setValue('capacity', '', { shouldDirty: true });
  }, [locked, capacityFits, setValue]);
  const documents = useDocumentOptions(customerId, !locked || (mutation?.documents.length ?? 0) > 0);
  const documentOptions = locked
    ? (mutation?.documents ?? []).map((d) => ({ id: d.id, label: d.fileName }))
    : (documents.data?.data ?? []).map((d) => ({ id: d.id, label: `${d.folder} / ${d.fileName}` }));
  const named = type === 'name-change' || type === 'move-in';

  return (
    <ContractForm contract={contract} className="space-y-6">
      <fieldset disabled={locked} className="min-w-0 space-y-6">
        <Card title={T.details}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              required
              placeholder={null}
              options={MUTATION_TYPES.map((value) => ({ value, label: MUTATION_TYPE_LABELS[value] }))}
              {...contract.field('type', T.type)}
            />
            <ContractDate
              contract={contract}
              name="desiredDate"
              label={T.desiredDate}
              required
              disabled={locked}
            />
            {type === 'supplier-switch' ? (
              <SupplierPicker
                label={T.supplierId}
                required
                current={
                  mutation?.supplierId ? { id: mutation.supplierId, name: mutation.supplierName ?? '' } : null
                }
                error={contract.errorOf('supplierId')}
                {...register('supplierId')}
              />
            ) : null}
            {type === 'capacity-change' ? (
              <>
                <Select
                  required
                  hint={choices.hint}
                  options={choices.options}
                  {...contract.field('capacity', T.capacity)}
                />
                <TextField
                  inputMode="decimal"
                  {...contract.field('contractedCapacity', choices.contractedLabel)}
                />
              </>
            ) : null}
            {named ? (
              <>
                <TextField required {...contract.field('newName', T.newName)} />
                <EntityPicker
                  customerId={customerId}
                  label={T.entityId}
                  current={
                    mutation?.entityId ? { id: mutation.entityId, name: mutation.entityName ?? '' } : null
                  }
                  error={contract.errorOf('entityId')}
                  {...register('entityId')}
                />
              </>
            ) : null}
          </div>
        </Card>
        <Card title={T.connectionIds}>
          <ConnectionList
            customerId={customerId}
            picked={picked}
            disabled={locked}
            error={contract.errorOf('connectionIds')}
            onChange={(next) => {
              setPicked(next);
              setValue(
                'connectionIds',
                next.map((c) => c.id),
                { shouldDirty: true },
              );
            }}
          />
        </Card>
        <Card title={T.documentIds}>
          <ContractChecklist
            contract={contract}
            name="documentIds"
            label={T.documentIds}
            empty={T.noDocuments}
            options={documentOptions}
          />
        </Card>
        <Textarea rows={3} {...contract.field('comment', T.comment)} />
      </fieldset>
      {mutation || locked ? null : (
        <FormActions submitLabel={T.save} cancelTo={cancelTo} saving={contract.saving} />
      )}
    </ContractForm>
  );
}
