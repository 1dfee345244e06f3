import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCreateContact } from '../api/contacts.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { CONTACTS_TEXTS } from '../texts.ts';

const T = CONTACTS_TEXTS.form;

/** /v3/customers/{customerId}/contacts/create (organisation-contacts:write). */
export function ContactCreatePage() {
  usePageTitle(T.createPageTitle);
  const customerId = Number(useParams().customerId);
  const create = useCreateContact(customerId);

  return (
    <section aria-labelledby="contact-create-title">
      <h2 id="contact-create-title" className="mb-4 text-lg font-semibold text-slate-900">
        {T.createTitle}
      </h2>
      <ContactForm
        kind="create"
        submitLabel={T.create}
        cancelTo={`/v3/customers/${customerId}/contacts`}
        save={create.mutateAsync}
        savedMessage={(contact) => T.created(contact.fullName)}
      />
    </section>
  );
}
