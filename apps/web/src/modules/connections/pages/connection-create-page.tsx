import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCustomerName } from '../../../lib/customer-name.ts';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { useCreateConnection } from '../api/connections.ts';
import { ConnectionForm } from '../components/connection-form.tsx';
import { CONNECTIONS_TEXTS } from '../texts.ts';

const T = CONNECTIONS_TEXTS.form;

/** /v3/customers/{customerId}/connections/create (organisation-connections:write). */
export function ConnectionCreatePage() {
  usePageTitle(T.createPageTitle);
  const customerId = Number(useParams().customerId);
  const customerName = useCustomerName(customerId);
  const create = useCreateConnection(customerId);
  const listPath = `/v3/customers/${customerId}/connections`;

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
      <ConnectionForm
        kind="create"
        customerId={customerId}
        cancelTo={listPath}
        submitLabel={T.create}
        save={create.mutateAsync}
        savedMessage={T.created}
      />
    </PageFrame>
  );
}
