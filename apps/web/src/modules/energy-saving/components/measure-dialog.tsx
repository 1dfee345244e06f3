import {
  ENERGY_SAVING_CATEGORIES,
  MEASURE_STATUSES,
  MEASURE_STATUS_LABELS,
  type Measure,
} from '@energiek/contracts/energy-saving';
import { useWatch } from 'react-hook-form';
import { formatDate } from '@energiek/contracts/format';
import { emlChoices, emlMeasureOf } from '@energiek/contracts/energy-saving-eml';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useDialogForm } from '../../../lib/use-contract-form.ts';
import { useSaveMeasure } from '../api/energy-saving.ts';
import { measureFormSchema, measureFormValues } from '../measure-form-values.ts';
import { ENERGY_SAVING_TEXTS } from '../texts.ts';

const T = ENERGY_SAVING_TEXTS.form;

type Props = {
  customerId: number;
  locationKey: string;
  address: string;
  measure?: Measure | undefined;
  onClose: () => void;
};

/** Add or change a recognised measure of one location. */
export function MeasureDialog({ customerId, locationKey, address, measure, onClose }: Props) {
  const save = useSaveMeasure(customerId, measure?.id);
  const contract = useDialogForm({
    schema: measureFormSchema,
    defaultValues: measureFormValues(locationKey, measure),
    onClose,
    save: (body) => save.mutateAsync(body),
    savedMessage: T.saved,
    labels: T,
  });
  const { control } = contract.form;
  const emlCode = useWatch({ control, name: 'emlCode' });
  const chosen = emlCode ? emlMeasureOf(emlCode) : undefined;
  return (
    <FormDialog
      contract={contract}
      title={measure ? T.editTitle : T.createTitle}
      submitLabel={T.save}
      onClose={onClose}
      className="space-y-4"
    >
      <p className="text-sm text-slate-600">
        {T.locationKey}: {address}
      </p>
      <Select
        options={[{ value: '', label: T.otherMeasure }, ...emlChoices()]}
        {...contract.field('emlCode')}
      />
      {chosen ? (
        <p className="text-sm text-slate-600" data-testid="eml-source">
          <span className="block font-medium text-slate-900">
            {chosen.measure.code} - {chosen.measure.title}
          </span>
          {T.emlSource(
            chosen.list.version,
            chosen.list.validUntil ? formatDate(chosen.list.validUntil) : null,
          )}{' '}
          <a
            href={chosen.measure.source.url}
            target="_blank"
            rel="noreferrer"
            className="text-brand-700 underline-offset-4 hover:underline"
          >
            {chosen.measure.source.title}
          </a>
        </p>
      ) : (
        <>
          <Select
            required
            options={Object.entries(ENERGY_SAVING_CATEGORIES).map(([value, label]) => ({ value, label }))}
            {...contract.field('category')}
          />
          <TextField required maxLength={300} {...contract.field('measure')} />
        </>
      )}
      <Select
        required
        options={MEASURE_STATUSES.map((value) => ({ value, label: MEASURE_STATUS_LABELS[value] }))}
        {...contract.field('status')}
      />
      <TextField inputMode="numeric" {...contract.field('year')} />
      <Textarea hint={T.reasonHint} rows={3} {...contract.field('reason')} />
    </FormDialog>
  );
}
