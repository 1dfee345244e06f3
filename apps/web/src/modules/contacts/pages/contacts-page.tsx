import { useState } from 'react';
import { useParams } from 'react-router';
import type { ContactItem } from '@energiek/contracts/contacts';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useContacts, useDeleteContact } from '../api/contacts.ts';
import { ContactCard } from '../components/contact-card.tsx';
import { CONTACTS_TEXTS } from '../texts.ts';

const T = CONTACTS_TEXTS;

/** /v3/customers/{customerId}/contacts (organisation-contacts:read): one card per contact. */
export function ContactsPage() {
  usePageTitle(T.list.pageTitle);
  const customerId = Number(useParams().customerId);
  const canWrite = usePermission({ can: 'organisation-contacts:write' });
  const contacts = useContacts(customerId);
  const remove = useDeleteContact(customerId);
  const [deleting, setDeleting] = useState<ContactItem | null>(null);
  const toast = useToast();
  const base = `/v3/customers/${customerId}/contacts`;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: (contact) => {
        setDeleting(null);
        toast.success(T.delete.done(contact.fullName));
      },
      onError: (error) => toast.error(serverMessage(error)),
    });
  };

  let body;
  if (contacts.isPending) {
    body = (
      <div className="py-10 text-center text-brand-600">
        <Spinner className="size-6" />
      </div>
    );
  } else if (contacts.isError) body = <Alert tone="error" title={T.list.loadFailed} />;
  else if (contacts.data.length === 0)
    body = <p className="py-10 text-center text-slate-500">{T.list.empty}</p>;
  else
    body = (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {contacts.data.map((contact) => (
          <ContactCard
            key={contact.id}
            contact={contact}
            canWrite={canWrite}
            editTo={`${base}/${contact.id}/edit`}
            onDelete={setDeleting}
          />
        ))}
      </div>
    );

  return (
    <section aria-labelledby="contacts-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="contacts-title" className="text-lg font-semibold text-slate-900">
          {T.list.title}
        </h2>
        {canWrite ? (
          <ButtonLink icon="plus" to={`${base}/create`}>
            {T.list.create}
          </ButtonLink>
        ) : null}
      </div>
      {body}
      <Modal
        open={deleting !== null}
        title={T.delete.title}
        onClose={() => setDeleting(null)}
        onOk={confirmDelete}
        okLabel={T.delete.ok}
        okLoading={remove.isPending}
        destructive
      >
        <p className="text-slate-700">{deleting ? T.delete.text(deleting.fullName) : null}</p>
        <p className="mt-2 font-medium text-slate-900">{T.delete.irreversible}</p>
      </Modal>
    </section>
  );
}
