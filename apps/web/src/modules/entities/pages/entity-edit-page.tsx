import { useParams } from 'react-router';
import { EditPage } from '../../../components/edit-page.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCustomerName } from '../../../lib/customer-name.ts';
import { useEntity, useUpdateEntity } from '../api/entities.ts';
import { EntityForm } from '../components/entity-form.tsx';
import { ENTITIES_TEXTS } from '../texts.ts';

const T = ENTITIES_TEXTS.form;

/** /v3/customers/{customerId}/entities/{entityId}/edit (organisation-entities:write). */
export function EntityEditPage() {
  usePageTitle(T.editPageTitle);
  const params = useParams();
  const customerId = Number(params.customerId);
  const entityId = Number(params.entityId);
  const customerName = useCustomerName(customerId);
  const entity = useEntity(customerId, entityId);
  const update = useUpdateEntity(customerId);
  const listPath = `/v3/customers/${customerId}/entities`;

  return (
    <EditPage
      title={entity.data ? `${T.editTitle}: ${entity.data.name}` : T.editTitle}
      customerName={customerName}
      back={{ to: listPath, label: T.back }}
      query={entity}
      loadFailed={T.loadFailed}
    >
      {(record) => (
        <EntityForm
          key={record.id}
          kind="edit"
          entity={record}
          cancelTo={listPath}
          submitLabel={T.save}
          save={(body) => update.mutateAsync({ id: entityId, body })}
          savedMessage={T.saved}
        />
      )}
    </EditPage>
  );
}
