import { signalUpdateSchema, type SignalDetail } from '@energiek/contracts/signals';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useUpdateSignal } from '../api/signals.ts';
import { SIGNALS_TEXTS } from '../texts.ts';

const T = SIGNALS_TEXTS.detail;

/**
 * Closing a signal with its reason: the contract's update schema checks the reason (required to close,
 * at most 500 characters) before anything is sent; the server's 422 lands at the field as well.
 */
export function CloseSignalForm({ signal }: { signal: Pick<SignalDetail, 'customerId' | 'id'> }) {
  const update = useUpdateSignal(signal.customerId, signal.id);
  const contract = useContractForm({
    schema: signalUpdateSchema,
    defaultValues: { status: 'gesloten', closeReason: '' },
    kind: 'create',
    save: (body) => update.mutateAsync(body),
    savedMessage: T.saved,
    // The reason's error shows at the field only, as before: a toast would cover the dialog's close button.
    fieldErrorToasts: false,
  });
  return (
    <ContractForm contract={contract} className="grid gap-2">
      <Textarea
        label={T.closeReason}
        rows={2}
        error={contract.errorOf('closeReason')}
        {...contract.form.register('closeReason')}
      />
      <div>
        <Button type="submit" loading={contract.saving}>
          {T.close}
        </Button>
      </div>
    </ContractForm>
  );
}
