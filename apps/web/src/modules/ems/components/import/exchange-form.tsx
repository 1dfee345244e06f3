import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { meterExchangeCreateSchema } from '@energiek/contracts/ems-import';
import { ContractForm } from '../../../../components/form/contract-form.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DateInput } from '../../../../components/ui/date-input.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { useCreateMeterExchange } from '../../api/ems-import.ts';
import { EMS_IMPORT_TEXTS } from '../../texts-import.ts';
import { typedRegister } from './reading-form.tsx';

const T = EMS_IMPORT_TEXTS.exchange;

type Registers = { normal: string; low: string };
type Values = { exchangedOn: string | null; old: Registers; new: Registers };
const EMPTY: Values = { exchangedOn: null, old: { normal: '', low: '' }, new: { normal: '', low: '' } };

const registersOf = (values: Registers) => ({
  // Text that is no number goes through as is, so the contract's Dutch message names it.
  normal: typedRegister(values.normal) as number,
  low: values.low.trim() === '' ? null : (typedRegister(values.low) as number),
});

/** Meterwissel vastleggen: the day, the old meter's last reading and the new meter's first. */
export function ExchangeForm({ customerId, connectionId }: { customerId: number; connectionId: number }) {
  const create = useCreateMeterExchange(customerId);
  const schema = useMemo(
    () =>
      z
        .object({
          exchangedOn: z.string().nullable(),
          old: z.object({ normal: z.string(), low: z.string() }),
          new: z.object({ normal: z.string(), low: z.string() }),
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
      old: { normal: T.oldNormal, low: T.oldLow },
      new: { normal: T.newNormal, low: T.newLow },
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
        <TextField
          label={T.oldNormal}
          required
          inputMode="decimal"
          error={contract.errorOf('old.normal')}
          {...contract.form.register('old.normal')}
        />
        <TextField
          label={T.oldLow}
          hint={T.lowHint}
          inputMode="decimal"
          error={contract.errorOf('old.low')}
          {...contract.form.register('old.low')}
        />
        <TextField
          label={T.newNormal}
          required
          inputMode="decimal"
          error={contract.errorOf('new.normal')}
          {...contract.form.register('new.normal')}
        />
        <TextField
          label={T.newLow}
          hint={T.lowHint}
          inputMode="decimal"
          error={contract.errorOf('new.low')}
          {...contract.form.register('new.low')}
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
