import { useParams } from 'react-router';
import { WorkspaceSection } from '../../../components/page-header.tsx';
import { QueryBody } from '../../../components/query-body.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useContact, useUpdateContact } from '../api/contacts.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { CONTACTS_TEXTS } from '../texts.ts';

const T = CONTACTS_TEXTS.form;

/** /v3/customers/{customerId}/contacts/{contactId}/edit (organisation-contacts:write). */
export function ContactEditPage() {
  usePageTitle(T.editPageTitle);
  const params = useParams();
  const customerId = Number(params.customerId);
  const contactId = Number(params.contactId);
  const contact = useContact(customerId, contactId);
  const update = useUpdateContact(customerId);

  return (
    <WorkspaceSection
      id="contact-edit-title"
      title={contact.data ? `${T.editTitle}: ${contact.data.fullName}` : T.editTitle}
    >
      <QueryBody query={contact} loadFailed={T.loadFailed}>
        {(record) => (
          <ContactForm
            key={record.id}
            kind="edit"
            contact={record}
            submitLabel={T.save}
            cancelTo={`/v3/customers/${customerId}/contacts`}
            save={(values) => update.mutateAsync({ id: contactId, body: values })}
            savedMessage={() => T.saved}
          />
        )}
      </QueryBody>
    </WorkspaceSection>
  );
}
