import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { registerReadingCreateSchema, type RegisterReadingItem } from '@energiek/contracts/ems-import';
import { ContractForm } from '../../../../components/form/contract-form.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DateInput } from '../../../../components/ui/date-input.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { useCreateRegisterReading } from '../../api/ems-import.ts';
import { EMS_IMPORT_TEXTS } from '../../texts-import.ts';

const T = EMS_IMPORT_TEXTS.readings;

/** A typed register ('12.345,6' or '12345.6') as a number; other text goes as is, so the contract names it. */
export function typedRegister(text: string): number | string {
  const trimmed = text.trim().replace(/\s/g, '');
  // Dutch notation: a comma is the decimal mark, points group thousands (12.345 is twelve thousand).
  const thousands = trimmed.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(trimmed);
  const normalised = thousands ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  const value = Number(normalised);
  return trimmed !== '' && Number.isFinite(value) ? value : trimmed;
}

type Values = { readOn: string | null; normal: string; low: string };
const EMPTY: Values = { readOn: null, normal: '', low: '' };

/** Meterstand toevoegen: date, normal register and (for a two-register meter) the low register. */
export function ReadingForm({
  customerId,
  connectionId,
  twoRegisters,
}: {
  customerId: number;
  connectionId: number;
  twoRegisters: boolean;
}) {
  const create = useCreateRegisterReading(customerId);
  const schema = useMemo(
    () =>
      z
        .object({ readOn: z.string().nullable(), normal: z.string(), low: z.string() })
        .transform((values): z.input<typeof registerReadingCreateSchema> => ({
          connectionId,
          readOn: values.readOn ?? '',
          // Text that is no number goes through as is, so the contract's Dutch message names it.
          normal: typedRegister(values.normal) as number,
          low: values.low.trim() === '' ? null : (typedRegister(values.low) as number),
        }))
        .pipe(registerReadingCreateSchema),
    [connectionId],
  );
  const contract = useContractForm({
    schema,
    defaultValues: EMPTY,
    kind: 'create',
    save: async (body): Promise<RegisterReadingItem> => {
      const saved = await create.mutateAsync(body);
      contract.form.reset(EMPTY);
      return saved;
    },
    savedMessage: T.saved,
    labels: { readOn: T.readOn, normal: T.normal, low: T.low },
  });
  const { control } = contract.form;

  return (
    <ContractForm contract={contract} className="space-y-4">
      <h3 className="font-semibold text-slate-900">{T.add}</h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={control}
          name="readOn"
          render={({ field }) => (
            <DateInput
              label={T.readOn}
              required
              value={field.value}
              onChange={field.onChange}
              error={contract.errorOf('readOn')}
            />
          )}
        />
        <TextField
          label={twoRegisters ? T.normal : T.normalSingle}
          required
          inputMode="decimal"
          error={contract.errorOf('normal')}
          {...contract.form.register('normal')}
        />
        <TextField
          label={T.low}
          hint={T.lowHint}
          inputMode="decimal"
          error={contract.errorOf('low')}
          {...contract.form.register('low')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={contract.saving}>
          {T.save}
        </Button>
      </div>
    </ContractForm>
  );
}
