import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { COMMODITY_LABELS, GRID_OPERATOR_COMMODITIES } from '@energiek/contracts/master-data';
import type {
  GridOperatorCommodities,
  GridOperatorItem,
  MarketPartyItem,
  MarketPartyResource,
} from '@energiek/contracts/master-data';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { useSaveMasterData } from '../api/master-data.ts';
import { MASTER_DATA_TEXTS, PARTY_TEXTS } from '../texts.ts';

type PartyItem = MarketPartyItem & { commodities?: GridOperatorCommodities };

type PartyFormDialogProps = {
  resource: MarketPartyResource;
  item: PartyItem | null;
  onClose: () => void;
};

const COMMODITY_OPTIONS = GRID_OPERATOR_COMMODITIES.map((value) => ({
  value,
  label: COMMODITY_LABELS[value],
}));

/** Create or edit a supplier, grid operator (with its commodities) or metering company in a dialog. */
export function PartyFormDialog({ resource, item, onClose }: PartyFormDialogProps) {
  const texts = PARTY_TEXTS[resource];
  const formId = useId();
  const toast = useToast();
  const save = useSaveMasterData(resource);
  const [values, setValues] = useState({
    name: item?.name ?? '',
    code: item?.code ?? '',
    emailAddress: item?.emailAddress ?? '',
    phoneNumber: item?.phoneNumber ?? '',
    website: item?.website ?? '',
    notes: item?.notes ?? '',
    commodities: item?.commodities ?? 'both',
  });
  const errors = fieldErrors(save.error);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { commodities, ...party } = values;
    const body = resource === 'grid-operators' ? { ...party, commodities } : party;
    save.mutate(
      { id: item?.id, body },
      {
        onSuccess: () => {
          toast.success(item ? texts.saved : texts.created);
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
      title={item ? texts.editTitle : texts.createTitle}
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
        <TextField
          className="sm:col-span-2"
          label={f.name}
          required
          value={values.name}
          error={errors.name}
          onChange={set('name')}
        />
        <TextField
          label={f.code}
          inputMode="numeric"
          value={values.code}
          error={errors.code}
          hint={f.codeHint}
          onChange={set('code')}
        />
        {resource === 'grid-operators' ? (
          <Select
            label={f.commodities}
            required
            placeholder={null}
            options={COMMODITY_OPTIONS}
            value={values.commodities}
            error={errors.commodities}
            onChange={set('commodities')}
          />
        ) : (
          <div className="hidden sm:block" />
        )}
        <TextField
          label={f.emailAddress}
          type="email"
          value={values.emailAddress}
          error={errors.emailAddress}
          onChange={set('emailAddress')}
        />
        <TextField
          label={f.phoneNumber}
          type="tel"
          value={values.phoneNumber}
          error={errors.phoneNumber}
          onChange={set('phoneNumber')}
        />
        <TextField
          className="sm:col-span-2"
          label={f.website}
          value={values.website}
          error={errors.website}
          placeholder="https://www.voorbeeld.nl"
          onChange={set('website')}
        />
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

/** The dialogs of the three party screens, with the resource bound. */
export const SupplierFormDialog = (props: { item: MarketPartyItem | null; onClose: () => void }) => (
  <PartyFormDialog resource="suppliers" {...props} />
);
export const MeasuringCompanyFormDialog = (props: { item: MarketPartyItem | null; onClose: () => void }) => (
  <PartyFormDialog resource="measuring-companies" {...props} />
);
export const GridOperatorFormDialog = (props: { item: GridOperatorItem | null; onClose: () => void }) => (
  <PartyFormDialog resource="grid-operators" {...props} />
);
