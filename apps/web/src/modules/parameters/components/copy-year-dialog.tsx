import { useState } from 'react';
import { YEARLY_PARAMETER_KINDS } from '@energiek/contracts/parameters';
import type { YearlyParameterKind } from '@energiek/contracts/parameters';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { useCopyParameterYear } from '../api/parameters.ts';
import { PARAMETERS_TEXTS } from '../texts.ts';

const T = PARAMETERS_TEXTS.copy;
const KIND_OPTIONS = YEARLY_PARAMETER_KINDS.map((kind) => ({
  value: kind,
  label: PARAMETERS_TEXTS.kinds[kind],
}));

type CopyYearDialogProps = {
  open: boolean;
  defaultYear: number;
  onClose: () => void;
  onCopied: (toYear: number) => void;
};

/** Copies the yearly parameters of one year to the next (unverified copies). */
export function CopyYearDialog({ open, defaultYear, onClose, onCopied }: CopyYearDialogProps) {
  const [fromYear, setFromYear] = useState(String(defaultYear));
  const [kind, setKind] = useState('');
  const [error, setError] = useState<string | undefined>();
  const copy = useCopyParameterYear();
  const toast = useToast();

  const submit = () => {
    setError(undefined);
    copy.mutate(
      { fromYear: Number(fromYear), ...(kind ? { kind: kind as YearlyParameterKind } : {}) },
      {
        onSuccess: (result) => {
          toast.success(T.done(result.created, result.skipped, result.toYear));
          onCopied(result.toYear);
        },
        onError: (failure) => {
          const errors = fieldErrors(failure);
          setError(errors.fromYear ?? errors.kind ?? saveErrorMessage(failure));
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={T.title}
      onClose={onClose}
      onOk={submit}
      okLabel={T.ok}
      okLoading={copy.isPending}
    >
      <p className="mb-4 text-sm text-slate-600">{T.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={T.fromYear}
          inputMode="numeric"
          required
          value={fromYear}
          error={error}
          onChange={(event) => setFromYear(event.target.value)}
        />
        <Select
          label={T.kind}
          options={KIND_OPTIONS}
          placeholder={T.allKinds}
          value={kind}
          onChange={(event) => setKind(event.target.value)}
        />
      </div>
    </Modal>
  );
}
