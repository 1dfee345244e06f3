import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { registerReadingCreateSchema, type RegisterReadingItem } from '@energiek/contracts/ems-import';
import { ContractForm } from '../../../../components/form/contract-form.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DateInput } from '../../../../components/ui/date-input.tsx';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { useCreateRegisterReading } from '../../api/ems-import.ts';
import { EMS_IMPORT_TEXTS } from '../../texts-import.ts';
import { EMPTY_REGISTERS, RegisterFields, registersOf, type TypedRegisters } from './register-fields.tsx';

const T = EMS_IMPORT_TEXTS.readings;

type Values = { readOn: string | null } & TypedRegisters;
const EMPTY: Values = { readOn: null, ...EMPTY_REGISTERS };

/** Meterstand toevoegen: date, normal register, (for a two-register meter) the low register and, for
 *  electricity, the feed-in registers (teruglevering normaal/laag). */
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
        .object({
          readOn: z.string().nullable(),
          normal: z.string(),
          low: z.string(),
          feedInNormal: z.string(),
          feedInLow: z.string(),
        })
        .transform((values): z.input<typeof registerReadingCreateSchema> => ({
          connectionId,
          readOn: values.readOn ?? '',
          ...registersOf(values),
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
    labels: {
      readOn: T.readOn,
      normal: T.normal,
      low: T.low,
      feedInNormal: T.feedInNormal,
      feedInLow: T.feedInLow,
    },
  });
  const { control } = contract.form;

  return (
    <ContractForm contract={contract} className="space-y-4">
      <h3 className="font-semibold text-slate-900">{T.add}</h3>
      <div className={`grid gap-4 sm:grid-cols-3 ${twoRegisters ? 'lg:grid-cols-5' : ''}`}>
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
        <RegisterFields
          normal={{
            label: twoRegisters ? T.normal : T.normalSingle,
            error: contract.errorOf('normal'),
            input: contract.form.register('normal'),
          }}
          low={{ label: T.low, error: contract.errorOf('low'), input: contract.form.register('low') }}
          lowHint={T.lowHint}
          feedIn={
            twoRegisters
              ? {
                  normal: {
                    label: T.feedInNormal,
                    error: contract.errorOf('feedInNormal'),
                    input: contract.form.register('feedInNormal'),
                  },
                  low: {
                    label: T.feedInLow,
                    error: contract.errorOf('feedInLow'),
                    input: contract.form.register('feedInLow'),
                  },
                  hint: T.feedInHint,
                }
              : undefined
          }
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
