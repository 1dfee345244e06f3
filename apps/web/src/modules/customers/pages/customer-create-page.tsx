import { ButtonLink } from '../../../components/ui/button.tsx';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useCreateCustomer } from '../api/customers.ts';
import { CustomerForm } from '../components/customer-form.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { CUSTOMERS_TEXTS } from '../texts.ts';
import { useAfterSave } from '../../../lib/use-after-save.ts';

const T = CUSTOMERS_TEXTS.form;

/** /v3/customers/create (customers:write). */
export function CustomerCreatePage() {
  usePageTitle(T.createPageTitle);
  const isAdmin = usePermission({ can: 'is:admin' });
  const create = useCreateCustomer();
  const afterSave = useAfterSave();

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
        isAdmin={isAdmin}
        submitLabel={T.create}
        saving={create.isPending}
        errors={fieldErrors(create.error)}
        cancelTo="/v3/customers"
        onSubmit={(body, done) =>
          create.mutate(body, {
            onSuccess: (customer) => {
              done();
              afterSave.leave(T.created(customer.name), `/v3/customers/${customer.id}`);
            },
            onError: afterSave.failed,
          })
        }
      />
    </div>
  );
}
