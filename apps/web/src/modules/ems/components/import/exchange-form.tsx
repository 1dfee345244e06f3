import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { meterExchangeCreateSchema } from '@energiek/contracts/ems-import';
import { ContractForm } from '../../../../components/form/contract-form.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DateInput } from '../../../../components/ui/date-input.tsx';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { useCreateMeterExchange } from '../../api/ems-import.ts';
import { EMS_IMPORT_TEXTS } from '../../texts-import.ts';
import { EMPTY_REGISTERS, RegisterFields, registersOf, type TypedRegisters } from './register-fields.tsx';

const T = EMS_IMPORT_TEXTS.exchange;

type Values = { exchangedOn: string | null; old: TypedRegisters; new: TypedRegisters };
const EMPTY: Values = { exchangedOn: null, old: EMPTY_REGISTERS, new: EMPTY_REGISTERS };
const registers = z.object({
  normal: z.string(),
  low: z.string(),
  feedInNormal: z.string(),
  feedInLow: z.string(),
});

/** Meterwissel vastleggen: the day, the old meter's last reading and the new meter's first. */
export function ExchangeForm({
  customerId,
  connectionId,
  electricity,
}: {
  customerId: number;
  connectionId: number;
  /** Electricity meters have feed-in registers (teruglevering); gas meters none. */
  electricity: boolean;
}) {
  const create = useCreateMeterExchange(customerId);
  const schema = useMemo(
    () =>
      z
        .object({
          exchangedOn: z.string().nullable(),
          old: registers,
          new: registers,
        })
        .transform((values): z.input<typeof meterExchangeCreateSchema> => ({
          connectionId,
          exchangedOn: values.exchangedOn ?? '',
          old: registersOf(values.old),
          new: registersOf(values.new),
        }))
        .pipe(meterExchangeCreateSchema),
    [connectionId],
  );
  const contract = useContractForm({
    schema,
    defaultValues: EMPTY,
    kind: 'create',
    save: async (body) => {
      const saved = await create.mutateAsync(body);
      contract.form.reset(EMPTY);
      return saved;
    },
    savedMessage: T.saved,
    labels: {
      exchangedOn: T.exchangedOn,
      old: {
        normal: T.oldNormal,
        low: T.oldLow,
        feedInNormal: T.oldFeedInNormal,
        feedInLow: T.oldFeedInLow,
      },
      new: {
        normal: T.newNormal,
        low: T.newLow,
        feedInNormal: T.newFeedInNormal,
        feedInLow: T.newFeedInLow,
      },
    },
  });
  const { control } = contract.form;

  return (
    <ContractForm contract={contract} className="space-y-4">
      <h3 className="font-semibold text-slate-900">{T.heading}</h3>
      <p className="text-sm text-slate-600">{T.explain}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Controller
          control={control}
          name="exchangedOn"
          render={({ field }) => (
            <DateInput
              label={T.exchangedOn}
              required
              value={field.value}
              onChange={field.onChange}
              error={contract.errorOf('exchangedOn')}
            />
          )}
        />
        {(['old', 'new'] as const).map((meter) => (
          <RegisterFields
            key={meter}
            normal={{
              label: meter === 'old' ? T.oldNormal : T.newNormal,
              error: contract.errorOf(`${meter}.normal`),
              input: contract.form.register(`${meter}.normal`),
            }}
            low={{
              label: meter === 'old' ? T.oldLow : T.newLow,
              error: contract.errorOf(`${meter}.low`),
              input: contract.form.register(`${meter}.low`),
            }}
            lowHint={T.lowHint}
            feedIn={
              electricity
                ? {
                    normal: {
                      label: meter === 'old' ? T.oldFeedInNormal : T.newFeedInNormal,
                      error: contract.errorOf(`${meter}.feedInNormal`),
                      input: contract.form.register(`${meter}.feedInNormal`),
                    },
                    low: {
                      label: meter === 'old' ? T.oldFeedInLow : T.newFeedInLow,
                      error: contract.errorOf(`${meter}.feedInLow`),
                      input: contract.form.register(`${meter}.feedInLow`),
                    },
                    hint: T.feedInHint,
                  }
                : undefined
            }
          />
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={contract.saving}>
          {T.save}
        </Button>
      </div>
    </ContractForm>
  );
}
