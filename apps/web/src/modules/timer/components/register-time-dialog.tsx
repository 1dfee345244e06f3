import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CustomerRef } from '@energiek/contracts/auth';
import { formatDuration } from '@energiek/contracts/format';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { UI_TEXTS } from '../../../components/ui/texts.ts';
import { useToast } from '../../../components/ui/use-toast.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useRegisterTime } from '../api/register-time.ts';
import { TIMER_TEXTS } from '../texts.ts';
import { CustomerPicker } from './customer-picker.tsx';

type RegisterTimeDialogProps = {
  seconds: number;
  defaultCustomer: CustomerRef | null;
  onClose: () => void;
  onRegistered: () => void;
};

/** Registers the paused timer's seconds on a customer; server errors show under the description. */
export function RegisterTimeDialog({
  seconds,
  defaultCustomer,
  onClose,
  onRegistered,
}: RegisterTimeDialogProps) {
  const [customer, setCustomer] = useState<CustomerRef | null>(defaultCustomer);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ customer?: string; description?: string }>({});
  const mutation = useRegisterTime();
  const toast = useToast();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const next = {
      ...(customer ? {} : { customer: TIMER_TEXTS.customerRequired }),
      ...(description.trim() ? {} : { description: TIMER_TEXTS.descriptionRequired }),
    };
    setErrors(next);
    if (!customer || Object.keys(next).length > 0) return;
    mutation.mutate(
      { customerId: customer.id, seconds, description: description.trim(), topbar: true },
      {
        onSuccess: () => {
          toast.success(TIMER_TEXTS.registered);
          onRegistered();
        },
        onError: (error) => {
          // Every server refusal (validation, seconds, customer) is shown under the description.
          const message = isApiError(error)
            ? (error.fieldError('description') ?? Object.values(error.errors)[0]?.[0] ?? error.message)
            : TIMER_TEXTS.failed;
          setErrors({ description: message || TIMER_TEXTS.failed });
        },
      },
    );
  };

  return (
    <Modal
      open
      title={TIMER_TEXTS.dialogTitle}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="border" onClick={onClose}>
            {UI_TEXTS.cancel}
          </Button>
          <Button type="submit" form="register-time-form" loading={mutation.isPending}>
            {TIMER_TEXTS.save}
          </Button>
        </>
      }
    >
      <form id="register-time-form" className="space-y-4" noValidate onSubmit={submit}>
        <p className="text-sm text-slate-700">
          {TIMER_TEXTS.duration}:{' '}
          <span className="font-mono font-semibold text-slate-900">{formatDuration(seconds)}</span>
        </p>
        <CustomerPicker value={customer} onChange={setCustomer} error={errors.customer} />
        <Textarea
          label={TIMER_TEXTS.description}
          name="description"
          required
          rows={3}
          value={description}
          onChange={(event) => {
            setDescription(event.target.value);
            if (errors.description)
              setErrors(({ customer: customerError }) => (customerError ? { customer: customerError } : {}));
          }}
          error={errors.description}
        />
      </form>
    </Modal>
  );
}
