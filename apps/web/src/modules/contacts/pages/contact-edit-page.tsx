import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useContact, useUpdateContact } from '../api/contacts.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { CONTACTS_TEXTS } from '../texts.ts';
import { useAfterSave } from '../../../lib/use-after-save.ts';

const T = CONTACTS_TEXTS.form;

/** /v3/customers/{customerId}/contacts/{contactId}/edit (organisation-contacts:write). */
export function ContactEditPage() {
  usePageTitle(T.editPageTitle);
  const params = useParams();
  const customerId = Number(params.customerId);
  const contactId = Number(params.contactId);
  const contact = useContact(customerId, contactId);
  const update = useUpdateContact(customerId);
  const afterSave = useAfterSave();
  const listPath = `/v3/customers/${customerId}/contacts`;

  let body;
  if (contact.isPending) body = <PageSpinner />;
  else if (contact.isError) body = <Alert tone="error" title={T.loadFailed} />;
  else
    body = (
      <ContactForm
        key={contact.data.id}
        contact={contact.data}
        submitLabel={T.save}
        saving={update.isPending}
        errors={fieldErrors(update.error)}
        cancelTo={listPath}
        onSubmit={(values, done) =>
          update.mutate(
            { id: contactId, body: values },
            {
              onSuccess: () => {
                done();
                afterSave.leave(T.saved, listPath);
              },
              onError: afterSave.failed,
            },
          )
        }
      />
    );

  return (
    <section aria-labelledby="contact-edit-title">
      <h2 id="contact-edit-title" className="mb-4 text-lg font-semibold text-slate-900">
        {contact.data ? `${T.editTitle}: ${contact.data.fullName}` : T.editTitle}
      </h2>
      {body}
    </section>
  );
}
