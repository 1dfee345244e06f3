import { useParams } from 'react-router';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCreateContact } from '../api/contacts.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { CONTACTS_TEXTS } from '../texts.ts';
import { useAfterSave } from '../../../lib/use-after-save.ts';

const T = CONTACTS_TEXTS.form;

/** /v3/customers/{customerId}/contacts/create (organisation-contacts:write). */
export function ContactCreatePage() {
  usePageTitle(T.createPageTitle);
  const customerId = Number(useParams().customerId);
  const create = useCreateContact(customerId);
  const afterSave = useAfterSave();
  const listPath = `/v3/customers/${customerId}/contacts`;

  return (
    <section aria-labelledby="contact-create-title">
      <h2 id="contact-create-title" className="mb-4 text-lg font-semibold text-slate-900">
        {T.createTitle}
      </h2>
      <ContactForm
        submitLabel={T.create}
        saving={create.isPending}
        errors={fieldErrors(create.error)}
        cancelTo={listPath}
        onSubmit={(body, done) =>
          create.mutate(body, {
            onSuccess: (contact) => {
              done();
              afterSave.leave(T.created(contact.fullName), listPath);
            },
            onError: afterSave.failed,
          })
        }
      />
    </section>
  );
}
