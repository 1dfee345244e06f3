import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CustomerRef } from '@energiek/contracts/auth';
import { toIsoDate } from '@energiek/contracts/format';
import type { HourListItem } from '@energiek/contracts/hours';
import { Button } from '../../../components/ui/button.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { UI_TEXTS } from '../../../components/ui/texts.ts';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { useCreateHour, useUpdateHour } from '../api/hours.ts';
import { HOURS_TEXTS } from '../texts.ts';
import { CustomerSelect } from './customer-select.tsx';

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

type Errors = Partial<
  Record<'customer' | 'date' | 'duration' | 'hours' | 'minutes' | 'description' | 'userId', string>
>;

/** 'Uren toevoegen' / 'Uren wijzigen': date, duration in hours and minutes, description (and colleague). */
export function HourFormDialog({
  hour,
  customer: fixedCustomer,
  users,
  currentUserId,
  onClose,
}: HourFormDialogProps) {
  const [customer, setCustomer] = useState<CustomerRef | null>(hour?.customer ?? fixedCustomer ?? null);
  const [date, setDate] = useState<string | null>(hour?.date ?? toIsoDate(new Date()));
  const totalMinutes = hour ? Math.round(hour.seconds / 60) : 0;
  const [hours, setHours] = useState(hour ? String(Math.floor(totalMinutes / 60)) : '');
  const [minutes, setMinutes] = useState(hour ? String(totalMinutes % 60) : '');
  const [description, setDescription] = useState(hour?.description ?? '');
  const [userId, setUserId] = useState(hour?.user.id ?? currentUserId);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateHour();
  const update = useUpdateHour();
  const toast = useToast();
  const pending = create.isPending || update.isPending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const h = hours.trim() === '' ? 0 : Number(hours);
    const m = minutes.trim() === '' ? 0 : Number(minutes);
    const seconds = h * 3600 + m * 60;
    const next: Errors = {
      ...(customer ? {} : { customer: texts.customerRequired }),
      ...(date ? {} : { date: texts.dateRequired }),
      ...(Number.isInteger(h) && Number.isInteger(m) && seconds >= 60 && seconds <= 86_400
        ? {}
        : { duration: texts.durationRequired }),
      ...(description.trim() ? {} : { description: texts.descriptionRequired }),
    };
    setErrors(next);
    if (!customer || !date || Object.keys(next).length > 0) return;
    const body = { date, hours: h, minutes: m, description: description.trim(), userId };
    const onError = (error: unknown) => {
      setErrors(fieldErrors(error));
      toast.error(saveErrorMessage(error));
    };
    if (hour) {
      update.mutate(
        { hour, body },
        {
          onSuccess: () => {
            toast.success(texts.updated);
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { customerId: customer.id, body },
        {
          onSuccess: () => {
            toast.success(texts.created);
            onClose();
          },
          onError,
        },
      );
    }
  };

  const durationError = errors.duration ?? errors.hours ?? errors.minutes;
  /** A changed field drops its own error (and the duration error for hours and minutes). */
  const clear = (...fields: (keyof Errors)[]) =>
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  return (
    <Modal
      open
      title={hour ? texts.editTitle : texts.createTitle}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="border" onClick={onClose}>
            {UI_TEXTS.cancel}
          </Button>
          <Button type="submit" form="hour-form" loading={pending}>
            {texts.save}
          </Button>
        </>
      }
    >
      <form id="hour-form" className="space-y-4" noValidate onSubmit={submit}>
        {hour || fixedCustomer ? (
          <p className="text-sm text-slate-700">
            {texts.customer}: <span className="font-medium text-slate-900">{customer?.name}</span>
          </p>
        ) : (
          <CustomerSelect
            value={customer}
            onChange={(next) => {
              setCustomer(next);
              clear('customer');
            }}
            emptyLabel={UI_TEXTS.selectPlaceholder}
            required
            stacked
            error={errors.customer}
          />
        )}
        {users ? (
          <Select
            label={texts.user}
            required
            placeholder={null}
            options={users.map((user) => ({ value: String(user.id), label: user.name }))}
            value={String(userId)}
            error={errors.userId}
            onChange={(event) => {
              setUserId(Number(event.target.value));
              clear('userId');
            }}
          />
        ) : null}
        <DateInput
          label={texts.date}
          required
          value={date}
          onChange={(next) => {
            setDate(next);
            clear('date');
          }}
          error={errors.date}
        />
        <fieldset>
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label={texts.hours}
              type="number"
              inputMode="numeric"
              min={0}
              max={24}
              value={hours}
              aria-invalid={durationError ? true : undefined}
              onChange={(event) => {
                setHours(event.target.value);
                clear('duration', 'hours', 'minutes');
              }}
            />
            <TextField
              label={texts.minutes}
              type="number"
              inputMode="numeric"
              min={0}
              max={59}
              value={minutes}
              aria-invalid={durationError ? true : undefined}
              onChange={(event) => {
                setMinutes(event.target.value);
                clear('duration', 'hours', 'minutes');
              }}
            />
          </div>
          {durationError ? <p className="mt-1.5 text-sm text-red-700">{durationError}</p> : null}
        </fieldset>
        <Textarea
          label={texts.description}
          required
          rows={3}
          value={description}
          error={errors.description}
          onChange={(event) => {
            setDescription(event.target.value);
            clear('description');
          }}
        />
      </form>
    </Modal>
  );
}
