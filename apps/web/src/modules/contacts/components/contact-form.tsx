import { contactCreateSchema } from '@energiek/contracts/contacts';
import type { ContactItem } from '@energiek/contracts/contacts';
import { ContractForm, FormActions } from '../../../components/form/contract-form.tsx';
import { textValues } from '../../../components/form/text-values.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import type { ContractFormKind } from '../../../lib/use-contract-form.ts';
import { CONTACTS_TEXTS } from '../texts.ts';

const T = CONTACTS_TEXTS.form;

/** The contact's values as the form holds them: every field a string ('' for none). */
function formValues(contact?: ContactItem) {
  return {
    ...textValues(contact, [
      'firstName',
      'lastName',
      'function',
      'emailAddress',
      'telephoneNumber',
      'mobileNumber',
      'notes',
    ]),
    monthlyReport: contact?.monthlyReport ?? false,
  };
}

export type ContactFormValues = (typeof contactCreateSchema)['_output'];

type ContactFormProps = {
  kind: ContractFormKind;
  contact?: ContactItem;
  submitLabel: string;
  cancelTo: string;
  save: (values: ContactFormValues) => Promise<ContactItem>;
  savedMessage: (contact: ContactItem) => string;
};

/** Create and edit form of a contact, validated by the contract; the server's field errors land on the fields. */
export function ContactForm({ kind, contact, submitLabel, cancelTo, save, savedMessage }: ContactFormProps) {
  const contract = useContractForm({
    schema: contactCreateSchema,
    defaultValues: formValues(contact),
    kind,
    save,
    savedMessage,
    savedTo: cancelTo,
    labels: T,
  });
  const { register } = contract.form;

  return (
    <ContractForm contract={contract} className="space-y-6 pb-24">
      <Card>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField required {...contract.field('firstName')} />
          <TextField {...contract.field('lastName')} />
          <TextField className="sm:col-span-2" {...contract.field('function')} />
          <TextField type="email" className="sm:col-span-2" {...contract.field('emailAddress')} />
          <TextField type="tel" {...contract.field('telephoneNumber')} />
          <TextField type="tel" {...contract.field('mobileNumber')} />
          <Textarea className="sm:col-span-2" {...contract.field('notes')} />
          <Checkbox label={T.monthlyReport} className="sm:col-span-2" {...register('monthlyReport')} />
        </div>
      </Card>
      <FormActions submitLabel={submitLabel} cancelTo={cancelTo} saving={contract.saving} />
    </ContractForm>
  );
}
