import { ButtonLink } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useCreateCustomer } from '../api/customers.ts';
import { CustomerForm } from '../components/customer-form.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { CUSTOMERS_TEXTS } from '../texts.ts';

const T = CUSTOMERS_TEXTS.form;

/** /v3/customers/create (customers:write). */
export function CustomerCreatePage() {
  usePageTitle(T.createPageTitle);
  const isAdmin = usePermission({ can: 'is:admin' });
  const create = useCreateCustomer();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={T.createTitle}
        intro={T.createIntro}
        action={
          <ButtonLink variant="link" icon="chevron-left" to="/v3/customers">
            {T.backToList}
          </ButtonLink>
        }
      />
      <CustomerForm
        kind="create"
        isAdmin={isAdmin}
        submitLabel={T.create}
        cancelTo="/v3/customers"
        save={create.mutateAsync}
        savedMessage={(customer) => T.created(customer.name)}
        savedTo={(customer) => `/v3/customers/${customer.id}`}
      />
    </div>
  );
}
