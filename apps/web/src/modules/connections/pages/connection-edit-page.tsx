import { useParams } from 'react-router';
import { formatEan } from '@energiek/contracts/connections';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCustomerName } from '../../../lib/customer-name.ts';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { useConnection, useUpdateConnection } from '../api/connections.ts';
import { ConnectionForm } from '../components/connection-form.tsx';
import { DataAuthorisationsCard } from '../components/data-authorisations-card.tsx';
import { HistoryCard } from '../components/history-card.tsx';
import { CONNECTIONS_TEXTS } from '../texts.ts';

const T = CONNECTIONS_TEXTS.form;

/** /v3/customers/{customerId}/connections/{connectionId}/edit (organisation-connections:write). */
export function ConnectionEditPage() {
  usePageTitle(T.editPageTitle);
  const params = useParams();
  const customerId = Number(params.customerId);
  const connectionId = Number(params.connectionId);
  const customerName = useCustomerName(customerId);
  const connection = useConnection(customerId, connectionId);
  const update = useUpdateConnection(customerId);
  const listPath = `/v3/customers/${customerId}/connections`;

  let body;
  if (connection.isPending) body = <PageSpinner />;
  else if (connection.isError) body = <Alert tone="error" title={T.loadFailed} />;
  else
    body = (
      <ConnectionForm
        kind="edit"
        key={connection.data.id}
        customerId={customerId}
        connection={connection.data}
        cancelTo={listPath}
        submitLabel={T.save}
        save={(body) => update.mutateAsync({ id: connectionId, body })}
        savedMessage={T.saved}
      />
    );

  return (
    <PageFrame>
      <PageHeader
        title={connection.data ? `${T.editTitle}: ${formatEan(connection.data.ean)}` : T.editTitle}
        customerName={customerName}
        action={
          <ButtonLink variant="link" icon="chevron-left" to={listPath}>
            {T.back}
          </ButtonLink>
        }
      />
      {body}
      <div className="mt-6">
        <DataAuthorisationsCard customerId={customerId} connectionId={connectionId} />
      </div>
      <div className="mt-6">
        <HistoryCard customerId={customerId} connectionId={connectionId} />
      </div>
    </PageFrame>
  );
}
