import { CreatePage } from '../../../components/edit-page.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useRouteCustomer } from '../../../lib/customer-name.ts';
import { useCreateEntity } from '../api/entities.ts';
import { EntityForm } from '../components/entity-form.tsx';
import { ENTITIES_TEXTS } from '../texts.ts';

const T = ENTITIES_TEXTS.form;

/** /v3/customers/{customerId}/entities/create (organisation-entities:write). */
export function EntityCreatePage() {
  usePageTitle(T.createPageTitle);
  const { customerId, customerName } = useRouteCustomer();
  const create = useCreateEntity(customerId);
  const listPath = `/v3/customers/${customerId}/entities`;

  return (
    <CreatePage title={T.createTitle} customerName={customerName} back={{ to: listPath, label: T.back }}>
      <EntityForm
        kind="create"
        cancelTo={listPath}
        submitLabel={T.create}
        save={create.mutateAsync}
        savedMessage={T.created}
      />
    </CreatePage>
  );
}
