import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCustomerName } from '../../../lib/customer-name.ts';
import { useEntity, useUpdateEntity } from '../api/entities.ts';
import { EntityForm } from '../components/entity-form.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
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

  let body;
  if (entity.isPending) body = <PageSpinner />;
  else if (entity.isError) body = <Alert tone="error" title={T.loadFailed} />;
  else
    body = (
      <EntityForm
        key={entity.data.id}
        kind="edit"
        entity={entity.data}
        cancelTo={listPath}
        submitLabel={T.save}
        save={(body) => update.mutateAsync({ id: entityId, body })}
        savedMessage={T.saved}
      />
    );

  return (
    <PageFrame>
      <PageHeader
        title={entity.data ? `${T.editTitle}: ${entity.data.name}` : T.editTitle}
        customerName={customerName}
        action={
          <ButtonLink variant="link" icon="chevron-left" to={listPath}>
            {T.back}
          </ButtonLink>
        }
      />
      {body}
    </PageFrame>
  );
}
