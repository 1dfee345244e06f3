import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { customerRefSchema } from '@energiek/contracts/auth';
import type { CustomerRef } from '@energiek/contracts/auth';
import { toIsoDate } from '@energiek/contracts/format';
import type { HourListItem } from '@energiek/contracts/hours';
import { text } from '@energiek/contracts/primitives';
import { ContractDate } from '../../../components/form/contract-fields.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { CustomerPicker } from '../../../components/pickers/customer-picker.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useDialogForm } from '../../../lib/use-contract-form.ts';
import { useCreateHour, useUpdateHour } from '../api/hours.ts';
import { HOURS_TEXTS } from '../texts.ts';

const texts = HOURS_TEXTS.form;

type HourFormDialogProps = {
  /** The entry being edited; absent for a new one. */
  hour?: HourListItem;
  /** A fixed customer (the customer's hours page); without it a new entry asks for one. */
  customer?: CustomerRef | null;
  /** Colleagues to book on (full rights only); null books on the signed-in user. */
  users: readonly { id: number; name: string }[] | null;
  currentUserId: number;
  onClose: () => void;
};

const whole = (value: string) => (value.trim() === '' ? 0 : Number(value));

/**
 * The dialog's values: the duration as hours and minutes typed apart. The duration's error sits on
 * Minuten (hours revalidate it), so changing either field clears it.
 */
export const hourFormSchema = z
  .object({
    customer: customerRefSchema.nullable(),
    userId: z.coerce.number().int(),
    date: text().nullable(),
    hours: text(),
    minutes: text(),
    description: text().trim(),
  })
  .superRefine((values, ctx) => {
    if (!values.customer)
      ctx.addIssue({ code: 'custom', path: ['customer'], message: texts.customerRequired });
    if (!values.date) ctx.addIssue({ code: 'custom', path: ['date'], message: texts.dateRequired });
    const h = whole(values.hours);
    const m = whole(values.minutes);
    const seconds = h * 3600 + m * 60;
    if (!(Number.isInteger(h) && Number.isInteger(m) && seconds >= 60 && seconds <= 86_400))
      ctx.addIssue({ code: 'custom', path: ['minutes'], message: texts.durationRequired });
    if (!values.description)
      ctx.addIssue({ code: 'custom', path: ['description'], message: texts.descriptionRequired });
  })
  .transform((values) => ({
    customerId: values.customer?.id ?? 0,
    body: {
      date: values.date ?? '',
      hours: whole(values.hours),
      minutes: whole(values.minutes),
      description: values.description,
      userId: values.userId,
    },
  }));

/** 'Uren toevoegen' / 'Uren wijzigen': date, duration in hours and minutes, description (and colleague). */
export function HourFormDialog({
  hour,
  customer: fixedCustomer,
  users,
  currentUserId,
  onClose,
}: HourFormDialogProps) {
  const create = useCreateHour();
  const update = useUpdateHour();
  const totalMinutes = hour ? Math.round(hour.seconds / 60) : 0;
  const contract = useDialogForm({
    schema: hourFormSchema,
    defaultValues: {
      customer: hour?.customer ?? fixedCustomer ?? null,
      userId: hour?.user.id ?? currentUserId,
      date: hour?.date ?? toIsoDate(new Date()),
      hours: hour ? String(Math.floor(totalMinutes / 60)) : '',
      minutes: hour ? String(totalMinutes % 60) : '',
      description: hour?.description ?? '',
    },
    onClose,
    save: ({ customerId, body }) =>
      hour ? update.mutateAsync({ hour, body }) : create.mutateAsync({ customerId, body }),
    savedMessage: hour ? texts.updated : texts.created,
    labels: { ...texts, duration: texts.hours },
  });
  const { register, control, watch } = contract.form;
  const customer = watch('customer');
  const durationError = contract.errorOf('minutes') ?? contract.errorOf('hours');

  return (
    <FormDialog
      contract={contract}
      title={hour ? texts.editTitle : texts.createTitle}
      submitLabel={texts.save}
      onClose={onClose}
      className="space-y-4"
    >
      {hour || fixedCustomer ? (
        <p className="text-sm text-slate-700">
          {texts.customer}: <span className="font-medium text-slate-900">{customer?.name}</span>
        </p>
      ) : (
        <Controller
          control={control}
          name="customer"
          render={({ field }) => (
            <CustomerPicker
              value={field.value ?? null}
              onChange={field.onChange}
              required
              error={contract.errorOf('customer')}
            />
          )}
        />
      )}
      {users ? (
        <Select
          required
          placeholder={null}
          options={users.map((user) => ({ value: String(user.id), label: user.name }))}
          {...contract.field('userId', texts.user)}
        />
      ) : null}
      <ContractDate contract={contract} name="date" label={texts.date} required />
      <fieldset>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={texts.hours}
            type="number"
            inputMode="numeric"
            min={0}
            max={24}
            aria-invalid={durationError ? true : undefined}
            {...register('hours', { deps: ['minutes'] })}
          />
          <TextField
            label={texts.minutes}
            type="number"
            inputMode="numeric"
            min={0}
            max={59}
            aria-invalid={durationError ? true : undefined}
            {...register('minutes')}
          />
        </div>
        {durationError ? <p className="mt-1.5 text-sm text-red-700">{durationError}</p> : null}
      </fieldset>
      <Textarea required rows={3} {...contract.field('description')} />
    </FormDialog>
  );
}
