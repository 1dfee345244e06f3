import { z } from 'zod';
import { YEARLY_PARAMETER_KINDS } from '@energiek/contracts/parameters';
import type { YearlyParameterKind } from '@energiek/contracts/parameters';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDialogForm } from '../../../lib/use-contract-form.ts';
import { useCopyParameterYear } from '../api/parameters.ts';
import { PARAMETERS_TEXTS } from '../texts.ts';

const T = PARAMETERS_TEXTS.copy;
const KIND_OPTIONS = YEARLY_PARAMETER_KINDS.map((kind) => ({
  value: kind,
  label: PARAMETERS_TEXTS.kinds[kind],
}));

// The fields as typed; the server checks them (copyYearBodySchema) and its 422 lands at the field.
const copyYearFormSchema = z.object({ fromYear: z.string(), kind: z.string() });

type CopyYearDialogProps = {
  open: boolean;
  defaultYear: number;
  onClose: () => void;
  onCopied: (toYear: number) => void;
};

/** Copies the yearly parameters of one year to the next (unverified copies). */
export function CopyYearDialog({ open, ...props }: CopyYearDialogProps) {
  return open ? <CopyYearForm {...props} /> : null;
}

function CopyYearForm({ defaultYear, onClose, onCopied }: Omit<CopyYearDialogProps, 'open'>) {
  const copy = useCopyParameterYear();
  const contract = useDialogForm({
    schema: copyYearFormSchema,
    defaultValues: { fromYear: String(defaultYear), kind: '' },
    save: ({ fromYear, kind }) =>
      copy.mutateAsync({
        fromYear: Number(fromYear),
        ...(kind ? { kind: kind as YearlyParameterKind } : {}),
      }),
    onClose: (result) => onCopied(result.toYear),
    savedMessage: (result) => T.done(result.created, result.skipped, result.toYear),
    labels: { fromYear: T.fromYear, kind: T.kind },
  });

  return (
    <FormDialog contract={contract} title={T.title} submitLabel={T.ok} onClose={onClose}>
      <p className="mb-4 text-sm text-slate-600">{T.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField inputMode="numeric" required {...contract.field('fromYear', T.fromYear)} />
        <Select options={KIND_OPTIONS} placeholder={T.allKinds} {...contract.field('kind', T.kind)} />
      </div>
    </FormDialog>
  );
}
