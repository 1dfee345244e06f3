import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCustomerName } from '../../../lib/customer-name.ts';
import { useCreateEntity } from '../api/entities.ts';
import { EntityForm } from '../components/entity-form.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { ENTITIES_TEXTS } from '../texts.ts';

const T = ENTITIES_TEXTS.form;

/** /v3/customers/{customerId}/entities/create (organisation-entities:write). */
export function EntityCreatePage() {
  usePageTitle(T.createPageTitle);
  const customerId = Number(useParams().customerId);
  const customerName = useCustomerName(customerId);
  const create = useCreateEntity(customerId);
  const listPath = `/v3/customers/${customerId}/entities`;

  return (
    <PageFrame>
      <PageHeader
        title={T.createTitle}
        customerName={customerName}
        action={
          <ButtonLink variant="link" icon="chevron-left" to={listPath}>
            {T.back}
          </ButtonLink>
        }
      />
      <EntityForm
        kind="create"
        cancelTo={listPath}
        submitLabel={T.create}
        save={create.mutateAsync}
        savedMessage={T.created}
      />
    </PageFrame>
  );
}
