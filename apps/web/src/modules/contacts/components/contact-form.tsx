import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { ContactCreate, ContactItem } from '@energiek/contracts/contacts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormDirtyBar } from '../../../components/ui/form-dirty-bar.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { CONTACTS_TEXTS } from '../texts.ts';

const T = CONTACTS_TEXTS.form;

type Values = Required<{ [K in keyof ContactCreate]: string }>;
const FIELDS = [
  'firstName',
  'lastName',
  'function',
  'emailAddress',
  'telephoneNumber',
  'mobileNumber',
  'notes',
] as const;

function initialValues(contact?: ContactItem): Values {
  return Object.fromEntries(FIELDS.map((field) => [field, contact?.[field] ?? ''])) as Values;
}

type ContactFormProps = {
  contact?: ContactItem;
  submitLabel: string;
  saving: boolean;
  errors: Record<string, string>;
  cancelTo: string;
  onSubmit: (body: ContactCreate, done: () => void) => void;
};

/** Create and edit form of a contact; the server's Dutch field errors show under the fields. */
export function ContactForm({ contact, submitLabel, saving, errors, cancelTo, onSubmit }: ContactFormProps) {
  const [initial, setInitial] = useState(() => initialValues(contact));
  const [values, setValues] = useState(initial);
  const formId = useId();
  const dirty = FIELDS.some((field) => values[field] !== initial[field]);

  const field = (name: (typeof FIELDS)[number], label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      {...extra}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values, () => setInitial(values));
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-6 pb-24">
      <Card>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('firstName', T.firstName, { required: true })}
          {field('lastName', T.lastName)}
          {field('function', T.function, { className: 'sm:col-span-2' })}
          {field('emailAddress', T.emailAddress, { type: 'email', className: 'sm:col-span-2' })}
          {field('telephoneNumber', T.telephoneNumber, { type: 'tel' })}
          {field('mobileNumber', T.mobileNumber, { type: 'tel' })}
          <Textarea
            label={T.notes}
            className="sm:col-span-2"
            value={values.notes}
            error={errors.notes}
            onChange={(event) => setValues((current) => ({ ...current, notes: event.target.value }))}
          />
        </div>
      </Card>
      <div className="flex justify-end gap-3">
        <ButtonLink variant="border" to={cancelTo}>
          {T.cancel}
        </ButtonLink>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
      <FormDirtyBar dirty={dirty} form={formId} saving={saving} onCancel={() => setValues(initial)} />
    </form>
  );
}
