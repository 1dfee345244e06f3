import { z } from 'zod';
import { formatNumber } from '@energiek/contracts/format';
import { selfGenerationBodySchema } from '@energiek/contracts/energy-saving';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
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
  const contract = useContractForm({
    schema: formSchema,
    defaultValues: { locationKey, year, kwh: kwh ? formatNumber(kwh) : '' },
    kind: 'create',
    save: async (body) => {
      const saved = await save.mutateAsync(body);
      onClose();
      return saved;
    },
    savedMessage: T.saved,
    labels: { kwh: T.kwh(year) },
  });
  return (
    <Modal
      open
      title={T.title}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="border" onClick={onClose}>
            {ENERGY_SAVING_TEXTS.form.cancel}
          </Button>
          <Button type="submit" form={contract.formId} loading={contract.saving}>
            {ENERGY_SAVING_TEXTS.form.save}
          </Button>
        </>
      }
    >
      <ContractForm contract={contract} className="space-y-4">
        <TextField
          label={T.kwh(year)}
          hint={T.hint}
          inputMode="decimal"
          error={contract.errorOf('kwh')}
          {...contract.form.register('kwh')}
        />
      </ContractForm>
    </Modal>
  );
}
