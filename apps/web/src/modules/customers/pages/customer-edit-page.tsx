import { useParams } from 'react-router';
import { WorkspaceSection } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useCustomerDetails, useUpdateCustomer } from '../api/customers.ts';
import { CustomerForm } from '../components/customer-form.tsx';
import { CUSTOMERS_TEXTS } from '../texts.ts';

const T = CUSTOMERS_TEXTS.form;

/** /v3/customers/{customerId}/edit (organisation:write), inside the customer workspace. */
export function CustomerEditPage() {
  usePageTitle(T.editPageTitle);
  const customerId = Number(useParams().customerId);
  const isAdmin = usePermission({ can: 'is:admin' });
  const customer = useCustomerDetails(customerId);
  const update = useUpdateCustomer();
  const detailPath = `/v3/customers/${customerId}`;

  if (customer.isPending) return <PageSpinner />;
  if (customer.isError) return <Alert tone="error" title={T.loadFailed} />;
  return (
    <WorkspaceSection id="customer-edit-title" title={T.editTitle}>
      <CustomerForm
        kind="edit"
        key={customer.data.id}
        customer={customer.data}
        isAdmin={isAdmin}
        submitLabel={T.save}
        cancelTo={detailPath}
        save={(body) => update.mutateAsync({ id: customerId, body })}
        savedMessage={() => T.saved}
        savedTo={() => detailPath}
      />
    </WorkspaceSection>
  );
}
