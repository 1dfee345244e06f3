import { CreatePage } from '../../../components/edit-page.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useRouteCustomer } from '../../../lib/customer-name.ts';
import { useCreateConnection } from '../api/connections.ts';
import { ConnectionForm } from '../components/connection-form.tsx';
import { CONNECTIONS_TEXTS } from '../texts.ts';

const T = CONNECTIONS_TEXTS.form;

/** /v3/customers/{customerId}/connections/create (organisation-connections:write). */
export function ConnectionCreatePage() {
  usePageTitle(T.createPageTitle);
  const { customerId, customerName } = useRouteCustomer();
  const create = useCreateConnection(customerId);
  const listPath = `/v3/customers/${customerId}/connections`;

  return (
    <CreatePage title={T.createTitle} customerName={customerName} back={{ to: listPath, label: T.back }}>
      <ConnectionForm
        kind="create"
        customerId={customerId}
        cancelTo={listPath}
        submitLabel={T.create}
        save={create.mutateAsync}
        savedMessage={T.created}
      />
    </CreatePage>
  );
}
