import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { CustomerRef } from '@energiek/contracts/auth';
import { formatDuration } from '@energiek/contracts/format';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useDialogForm } from '../../../lib/use-contract-form.ts';
import { useRegisterTime } from '../api/register-time.ts';
import { TIMER_TEXTS } from '../texts.ts';
import { CustomerPicker } from './customer-picker.tsx';

const registerTimeFormSchema = z.object({
  customer: z
    .custom<CustomerRef | null>()
    .refine((customer) => customer !== null, TIMER_TEXTS.customerRequired)
    .transform((customer) => customer as CustomerRef),
  description: z.string().trim().min(1, TIMER_TEXTS.descriptionRequired),
});

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
  const mutation = useRegisterTime();
  const contract = useDialogForm({
    schema: registerTimeFormSchema,
    defaultValues: { customer: defaultCustomer, description: '' },
    save: ({ customer, description }) =>
      mutation.mutateAsync({ customerId: customer.id, seconds, description, topbar: true }),
    onClose: onRegistered,
    savedMessage: TIMER_TEXTS.registered,
    labels: { customer: TIMER_TEXTS.customer, description: TIMER_TEXTS.description },
    // Every server refusal (validation, seconds, customer) is shown under the description.
    errorField: () => 'description',
  });
  const { control, setValue } = contract.form;
  const customer = useWatch({ control, name: 'customer' });

  return (
    <FormDialog
      contract={contract}
      title={TIMER_TEXTS.dialogTitle}
      submitLabel={TIMER_TEXTS.save}
      onClose={onClose}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700">
        {TIMER_TEXTS.duration}:{' '}
        <span className="font-mono font-semibold text-slate-900">{formatDuration(seconds)}</span>
      </p>
      <CustomerPicker
        value={customer}
        onChange={(next) => setValue('customer', next, { shouldDirty: true, shouldValidate: next !== null })}
        error={contract.errorOf('customer')}
      />
      <Textarea required rows={3} {...contract.field('description', TIMER_TEXTS.description)} />
    </FormDialog>
  );
}
