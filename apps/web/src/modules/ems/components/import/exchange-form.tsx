import { useMemo } from 'react';
import { z } from 'zod';
import { meterExchangeCreateSchema } from '@energiek/contracts/ems-import';
import { ContractDate } from '../../../../components/form/contract-fields.tsx';
import { ContractForm, FormSubmit } from '../../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { useCreateMeterExchange } from '../../api/ems-import.ts';
import { EMS_IMPORT_TEXTS } from '../../texts-import.ts';
import {
  EMPTY_REGISTERS,
  RegisterFields,
  registersOf,
  typedRegistersSchema,
  type RegisterLabels,
  type TypedRegisters,
} from './register-fields.tsx';

const T = EMS_IMPORT_TEXTS.exchange;

type Values = { exchangedOn: string | null; old: TypedRegisters; new: TypedRegisters };
const EMPTY: Values = { exchangedOn: null, old: EMPTY_REGISTERS, new: EMPTY_REGISTERS };
const LABELS: Record<'old' | 'new', RegisterLabels> = {
  old: { normal: T.oldNormal, low: T.oldLow, feedInNormal: T.oldFeedInNormal, feedInLow: T.oldFeedInLow },
  new: { normal: T.newNormal, low: T.newLow, feedInNormal: T.newFeedInNormal, feedInLow: T.newFeedInLow },
};

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
          old: typedRegistersSchema,
          new: typedRegistersSchema,
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
    save: (body) => create.mutateAsync(body),
    clearAfterSave: true,
    savedMessage: T.saved,
    labels: { exchangedOn: T.exchangedOn, ...LABELS },
  });

  return (
    <ContractForm contract={contract} className="space-y-4">
      <h3 className="font-semibold text-slate-900">{T.heading}</h3>
      <p className="text-sm text-slate-600">{T.explain}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <ContractDate contract={contract} name="exchangedOn" label={T.exchangedOn} required />
        {(['old', 'new'] as const).map((meter) => (
          <RegisterFields
            key={meter}
            contract={contract}
            prefix={`${meter}.`}
            labels={LABELS[meter]}
            lowHint={T.lowHint}
            feedInHint={electricity ? T.feedInHint : undefined}
          />
        ))}
      </div>
      <FormSubmit label={T.save} saving={contract.saving} />
    </ContractForm>
  );
}
