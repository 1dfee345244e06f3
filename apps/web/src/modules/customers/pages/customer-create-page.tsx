import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useCreateCustomer } from '../api/customers.ts';
import { CustomerForm } from '../components/customer-form.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { CUSTOMERS_TEXTS } from '../texts.ts';
import { allowLeaving } from '../../../lib/use-leave-warning.ts';

const T = CUSTOMERS_TEXTS.form;

/** /v3/customers/create (customers:write). */
export function CustomerCreatePage() {
  usePageTitle(T.createPageTitle);
  const isAdmin = usePermission({ can: 'is:admin' });
  const create = useCreateCustomer();
  const navigate = useNavigate();
  const toast = useToast();

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
              toast.success(T.created(customer.name));
              allowLeaving();

              navigate(`/v3/customers/${customer.id}`);
            },
            onError: (error) => toast.error(saveErrorMessage(error)),
          })
        }
      />
    </div>
  );
}
