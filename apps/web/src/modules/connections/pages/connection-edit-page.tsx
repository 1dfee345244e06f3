import { useParams } from 'react-router';
import { formatEan } from '@energiek/contracts/connections';
import { EditPage } from '../../../components/edit-page.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCustomerName } from '../../../lib/customer-name.ts';
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

  return (
    <EditPage
      title={connection.data ? `${T.editTitle}: ${formatEan(connection.data.ean)}` : T.editTitle}
      customerName={customerName}
      back={{ to: listPath, label: T.back }}
      query={connection}
      loadFailed={T.loadFailed}
      after={
        <>
          <div className="mt-6">
            <DataAuthorisationsCard customerId={customerId} connectionId={connectionId} />
          </div>
          <div className="mt-6">
            <HistoryCard customerId={customerId} connectionId={connectionId} />
          </div>
        </>
      }
    >
      {(record) => (
        <ConnectionForm
          kind="edit"
          key={record.id}
          customerId={customerId}
          connection={record}
          cancelTo={listPath}
          submitLabel={T.save}
          save={(body) => update.mutateAsync({ id: connectionId, body })}
          savedMessage={T.saved}
        />
      )}
    </EditPage>
  );
}
