import { useParams } from 'react-router';
import { WorkspaceSection } from '../../../components/page-header.tsx';
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
    <WorkspaceSection id="contact-create-title" title={T.createTitle}>
      <ContactForm
        kind="create"
        submitLabel={T.create}
        cancelTo={`/v3/customers/${customerId}/contacts`}
        save={create.mutateAsync}
        savedMessage={(contact) => T.created(contact.fullName)}
      />
    </WorkspaceSection>
  );
}
