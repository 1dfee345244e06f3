import { z } from 'zod';
import { trafoBodySchema } from '@energiek/contracts/master-data';
import type { TrafoItem } from '@energiek/contracts/master-data';
import { text } from '@energiek/contracts/primitives';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useDialogForm } from '../../../lib/use-contract-form.ts';
import { useLookup } from '../../../lib/lookups.ts';
import { useSaveMasterData } from '../api/master-data.ts';
import { MASTER_DATA_TEXTS, TRAFO_TEXTS } from '../texts.ts';

/** The dialog's values (all text, as typed) become the trafo body, then the contract validates it. */
export const trafoFormSchema = z
  .object({
    name: text(),
    location: text(),
    gridOperatorId: text(),
    capacityKva: text(),
    voltageLevel: text(),
    notes: text(),
  })
  .transform((values): z.input<typeof trafoBodySchema> => {
    const capacity = values.capacityKva.trim();
    return {
      ...values,
      gridOperatorId: values.gridOperatorId ? Number(values.gridOperatorId) : null,
      // Text that is not a number becomes NaN, which the contract refuses with its Dutch message.
      capacityKva: capacity === '' ? null : Number(capacity),
    };
  })
  .pipe(trafoBodySchema);

/** Create or edit a trafo in a dialog; the grid operator comes from the grid operators lookup. */
export function TrafoFormDialog({ item, onClose }: { item: TrafoItem | null; onClose: () => void }) {
  const save = useSaveMasterData('trafos');
  const gridOperators = useLookup('grid-operators');
  const f = MASTER_DATA_TEXTS.form;
  const contract = useDialogForm({
    schema: trafoFormSchema,
    defaultValues: {
      name: item?.name ?? '',
      location: item?.location ?? '',
      gridOperatorId: item?.gridOperatorId ? String(item.gridOperatorId) : '',
      capacityKva: item?.capacityKva ? String(item.capacityKva) : '',
      voltageLevel: item?.voltageLevel ?? '',
      notes: item?.notes ?? '',
    },
    onClose,
    save: (body) => save.mutateAsync({ id: item?.id, body }),
    savedMessage: item ? TRAFO_TEXTS.saved : TRAFO_TEXTS.created,
    labels: f,
  });

  return (
    <FormDialog
      contract={contract}
      title={item ? TRAFO_TEXTS.editTitle : TRAFO_TEXTS.createTitle}
      submitLabel={f.save}
      onClose={onClose}
      size="large"
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField required {...contract.field('name')} />
      <TextField {...contract.field('location')} />
      <Select
        placeholder={f.noGridOperator}
        options={(gridOperators.data ?? []).map((option) => ({
          value: String(option.value),
          label: option.text,
        }))}
        {...contract.field('gridOperatorId', f.gridOperator)}
      />
      <TextField inputMode="numeric" {...contract.field('capacityKva')} />
      <TextField placeholder={f.voltageLevelPlaceholder} {...contract.field('voltageLevel')} />
      <div className="hidden sm:block" />
      <Textarea className="sm:col-span-2" rows={3} hint={f.notesHint} {...contract.field('notes')} />
    </FormDialog>
  );
}
