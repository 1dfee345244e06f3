import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCustomerName } from '../api/customer-name.ts';
import { useEntity, useUpdateEntity } from '../api/entities.ts';
import { EntityForm } from '../components/entity-form.tsx';
import { PageFrame, PageHeader } from '../components/page-header.tsx';
import { ENTITIES_TEXTS } from '../texts.ts';
import { useAfterSave } from '../../../lib/use-after-save.ts';

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
  const afterSave = useAfterSave();
  const listPath = `/v3/customers/${customerId}/entities`;

  let body;
  if (entity.isPending) body = <PageSpinner />;
  else if (entity.isError) body = <Alert tone="error" title={T.loadFailed} />;
  else
    body = (
      <EntityForm
        key={entity.data.id}
        entity={entity.data}
        cancelTo={listPath}
        submitLabel={T.save}
        saving={update.isPending}
        errors={fieldErrors(update.error)}
        onSubmit={(values) =>
          update.mutateAsync({ id: entityId, body: values }).then(
            () => afterSave.leave(T.saved, listPath),
            (error: unknown) => {
              afterSave.failed(error);
              throw error;
            },
          )
        }
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
