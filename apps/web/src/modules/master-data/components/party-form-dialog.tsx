import {
  COMMODITY_LABELS,
  GRID_OPERATOR_COMMODITIES,
  gridOperatorBodySchema,
  marketPartyBodySchema,
} from '@energiek/contracts/master-data';
import type {
  GridOperatorCommodities,
  GridOperatorItem,
  MarketPartyItem,
  MarketPartyResource,
} from '@energiek/contracts/master-data';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { textValues } from '../../../components/form/text-values.ts';
import { useDialogForm } from '../../../lib/use-contract-form.ts';
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
  const save = useSaveMasterData(resource);
  const f = MASTER_DATA_TEXTS.form;
  const contract = useDialogForm({
    // A grid operator's body has its commodities; the other parties' bodies have none.
    schema: resource === 'grid-operators' ? gridOperatorBodySchema : marketPartyBodySchema,
    defaultValues: {
      ...textValues(item, ['name', 'code', 'emailAddress', 'phoneNumber', 'website', 'notes']),
      ...(resource === 'grid-operators' ? { commodities: item?.commodities ?? 'both' } : {}),
    },
    onClose,
    save: (body) => save.mutateAsync({ id: item?.id, body }),
    savedMessage: item ? texts.saved : texts.created,
    labels: f,
  });
  const { register } = contract.form;
  const errorOf = (name: string) => contract.errorOf(name as 'name');

  return (
    <FormDialog
      contract={contract}
      title={item ? texts.editTitle : texts.createTitle}
      submitLabel={f.save}
      onClose={onClose}
      size="large"
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField className="sm:col-span-2" required {...contract.field('name')} />
      <TextField inputMode="numeric" hint={f.codeHint} {...contract.field('code')} />
      {resource === 'grid-operators' ? (
        <Select
          label={f.commodities}
          required
          placeholder={null}
          options={COMMODITY_OPTIONS}
          error={errorOf('commodities')}
          {...register('commodities' as 'name')}
        />
      ) : (
        <div className="hidden sm:block" />
      )}
      <TextField type="email" {...contract.field('emailAddress')} />
      <TextField type="tel" {...contract.field('phoneNumber')} />
      <TextField
        className="sm:col-span-2"
        placeholder="https://www.voorbeeld.nl"
        {...contract.field('website')}
      />
      <Textarea className="sm:col-span-2" rows={3} hint={f.notesHint} {...contract.field('notes')} />
    </FormDialog>
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
