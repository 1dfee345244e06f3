import { z } from 'zod';
import { formatNumber } from '@energiek/contracts/format';
import {
  connectionTaxSettingsBodySchema,
  type ConnectionTaxSettingsBody,
  type TaxOverviewRow,
} from '@energiek/contracts/tax-overview';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDialogForm } from '../../../lib/use-contract-form.ts';
import { useSaveTaxSettings } from '../api/overview.ts';
import { TAXES_TEXTS } from '../texts.ts';

const T = TAXES_TEXTS.settings;

/** '12.345,5' → 12345.5; '' → null; text that is no number → NaN (the contract names the field). */
export function volumeOf(text: string): number | null {
  const t = text.replace(/\s/g, '');
  if (!t) return null;
  const normalised = t.includes(',')
    ? t.replace(/\./g, '').replace(',', '.')
    : t.replace(/\.(?=\d{3}(\D|$))/g, '');
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

const formSchema = z
  .object({
    expectedAnnualVolume: z.string(),
    verblijfsfunctie: z.boolean(),
    complexName: z.string(),
    glasshouse: z.boolean(),
  })
  .transform((v): ConnectionTaxSettingsBody => ({
    ...v,
    expectedAnnualVolume: volumeOf(v.expectedAnnualVolume),
  }))
  .pipe(connectionTaxSettingsBodySchema);

/** A connection's expected annual volume, verblijfsfunctie (electricity) or glasshouse rate (gas) and complex (admins). */
export function TaxSettingsDialog({ row, onClose }: { row: TaxOverviewRow; onClose: () => void }) {
  const save = useSaveTaxSettings(row.customerId, row.connectionId);
  const contract = useDialogForm({
    schema: formSchema,
    defaultValues: {
      expectedAnnualVolume: row.expectedAnnualVolume === null ? '' : formatNumber(row.expectedAnnualVolume),
      verblijfsfunctie: row.verblijfsfunctie,
      complexName: row.complexName ?? '',
      glasshouse: row.glasshouse,
    },
    onClose,
    save: (body) => save.mutateAsync(body),
    savedMessage: T.saved,
    labels: T,
  });
  const { register } = contract.form;
  return (
    <FormDialog
      contract={contract}
      title={T.title(row.ean)}
      submitLabel={T.save}
      onClose={onClose}
      className="space-y-4"
    >
      <TextField
        hint={T.expectedHint}
        inputMode="decimal"
        {...contract.field(
          'expectedAnnualVolume',
          `${T.expectedAnnualVolume} (${row.product === 1 ? 'kWh' : 'm³'})`,
        )}
      />
      <Checkbox label={T.verblijfsfunctie} {...register('verblijfsfunctie')} />
      {row.product === 2 ? (
        <Checkbox
          label={T.glasshouse}
          hint={T.glasshouseHint}
          error={contract.errorOf('glasshouse')}
          {...register('glasshouse')}
        />
      ) : null}
      <TextField hint={T.complexHint} maxLength={100} {...contract.field('complexName', T.complexName)} />
    </FormDialog>
  );
}
