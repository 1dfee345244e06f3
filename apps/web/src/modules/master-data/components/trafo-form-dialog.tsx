import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { TrafoItem } from '@energiek/contracts/master-data';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { useLookup } from '../../../lib/lookups.ts';
import { useSaveMasterData } from '../api/master-data.ts';
import { MASTER_DATA_TEXTS, TRAFO_TEXTS } from '../texts.ts';

/** Create or edit a trafo in a dialog; the grid operator comes from the grid operators lookup. */
export function TrafoFormDialog({ item, onClose }: { item: TrafoItem | null; onClose: () => void }) {
  const formId = useId();
  const toast = useToast();
  const save = useSaveMasterData('trafos');
  const gridOperators = useLookup('grid-operators');
  const [values, setValues] = useState({
    name: item?.name ?? '',
    location: item?.location ?? '',
    gridOperatorId: item?.gridOperatorId ? String(item.gridOperatorId) : '',
    capacityKva: item?.capacityKva ? String(item.capacityKva) : '',
    voltageLevel: item?.voltageLevel ?? '',
    notes: item?.notes ?? '',
  });
  const errors = fieldErrors(save.error);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const capacity = values.capacityKva.trim();
    const body = {
      ...values,
      gridOperatorId: values.gridOperatorId ? Number(values.gridOperatorId) : null,
      // A value that is not a number still goes to the server, which answers with the Dutch message.
      capacityKva: capacity === '' ? null : Number.isNaN(Number(capacity)) ? capacity : Number(capacity),
    };
    save.mutate(
      { id: item?.id, body },
      {
        onSuccess: () => {
          toast.success(item ? TRAFO_TEXTS.saved : TRAFO_TEXTS.created);
          onClose();
        },
        onError: (error) => toast.error(saveErrorMessage(error)),
      },
    );
  };

  const f = MASTER_DATA_TEXTS.form;
  return (
    <Modal
      open
      size="large"
      title={item ? TRAFO_TEXTS.editTitle : TRAFO_TEXTS.createTitle}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="border" onClick={onClose}>
            {f.cancel}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {f.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField label={f.name} required value={values.name} error={errors.name} onChange={set('name')} />
        <TextField
          label={f.location}
          value={values.location}
          error={errors.location}
          onChange={set('location')}
        />
        <Select
          label={f.gridOperator}
          placeholder={f.noGridOperator}
          options={(gridOperators.data ?? []).map((option) => ({
            value: String(option.value),
            label: option.text,
          }))}
          value={values.gridOperatorId}
          error={errors.gridOperatorId}
          onChange={set('gridOperatorId')}
        />
        <TextField
          label={f.capacityKva}
          inputMode="numeric"
          value={values.capacityKva}
          error={errors.capacityKva}
          onChange={set('capacityKva')}
        />
        <TextField
          label={f.voltageLevel}
          value={values.voltageLevel}
          error={errors.voltageLevel}
          placeholder={f.voltageLevelPlaceholder}
          onChange={set('voltageLevel')}
        />
        <div className="hidden sm:block" />
        <Textarea
          className="sm:col-span-2"
          label={f.notes}
          rows={3}
          value={values.notes}
          error={errors.notes}
          hint={f.notesHint}
          onChange={set('notes')}
        />
      </form>
    </Modal>
  );
}
