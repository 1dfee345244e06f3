import { useMemo } from 'react';
import { z } from 'zod';
import { registerReadingCreateSchema } from '@energiek/contracts/ems-import';
import { ContractDate } from '../../../../components/form/contract-fields.tsx';
import { ContractForm, FormSubmit } from '../../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { useCreateRegisterReading } from '../../api/ems-import.ts';
import { EMS_IMPORT_TEXTS } from '../../texts-import.ts';
import {
  EMPTY_REGISTERS,
  RegisterFields,
  registersOf,
  typedRegistersSchema,
  type RegisterLabels,
  type TypedRegisters,
} from './register-fields.tsx';

const T = EMS_IMPORT_TEXTS.readings;

type Values = { readOn: string | null } & TypedRegisters;
const EMPTY: Values = { readOn: null, ...EMPTY_REGISTERS };
const LABELS: RegisterLabels = {
  normal: T.normal,
  low: T.low,
  feedInNormal: T.feedInNormal,
  feedInLow: T.feedInLow,
};

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
        .object({ readOn: z.string().nullable(), ...typedRegistersSchema.shape })
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
    save: (body) => create.mutateAsync(body),
    clearAfterSave: true,
    savedMessage: T.saved,
    labels: { readOn: T.readOn, ...LABELS },
  });

  return (
    <ContractForm contract={contract} className="space-y-4">
      <h3 className="font-semibold text-slate-900">{T.add}</h3>
      <div className={`grid gap-4 sm:grid-cols-3 ${twoRegisters ? 'lg:grid-cols-5' : ''}`}>
        <ContractDate contract={contract} name="readOn" label={T.readOn} required />
        <RegisterFields
          contract={contract}
          labels={{ ...LABELS, normal: twoRegisters ? T.normal : T.normalSingle }}
          lowHint={T.lowHint}
          feedInHint={twoRegisters ? T.feedInHint : undefined}
        />
      </div>
      <FormSubmit label={T.save} saving={contract.saving} />
    </ContractForm>
  );
}
