import { z } from 'zod';
import { formatNumber } from '@energiek/contracts/format';
import { selfGenerationBodySchema } from '@energiek/contracts/energy-saving';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDialogForm } from '../../../lib/use-contract-form.ts';
import { useSaveSelfGeneration } from '../api/energy-saving.ts';
import { ENERGY_SAVING_TEXTS } from '../texts.ts';

const T = ENERGY_SAVING_TEXTS.self;

/** '12.345,5' → 12345.5; '' or text → NaN (the contract names the field). */
export function dutchDecimal(text: string): number {
  const t = text.replace(/\s/g, '');
  const normalised = t.includes(',')
    ? t.replace(/\./g, '').replace(',', '.')
    : t.replace(/\.(?=\d{3}(\D|$))/g, '');
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

const formSchema = z
  .object({ locationKey: z.string(), year: z.number(), kwh: z.string() })
  .transform((v) => ({ ...v, kwh: dutchDecimal(v.kwh) }))
  .pipe(selfGenerationBodySchema);

type Props = { customerId: number; locationKey: string; year: number; kwh: number; onClose: () => void };

/** The self-generated electricity of one location in one year. */
export function SelfGenerationDialog({ customerId, locationKey, year, kwh, onClose }: Props) {
  const save = useSaveSelfGeneration(customerId);
  const contract = useDialogForm({
    schema: formSchema,
    defaultValues: { locationKey, year, kwh: kwh ? formatNumber(kwh) : '' },
    onClose,
    save: (body) => save.mutateAsync(body),
    savedMessage: T.saved,
    labels: { kwh: T.kwh(year) },
  });
  return (
    <FormDialog
      contract={contract}
      title={T.title}
      submitLabel={ENERGY_SAVING_TEXTS.form.save}
      onClose={onClose}
      className="space-y-4"
    >
      <TextField
        label={T.kwh(year)}
        hint={T.hint}
        inputMode="decimal"
        error={contract.errorOf('kwh')}
        {...contract.form.register('kwh')}
      />
    </FormDialog>
  );
}
