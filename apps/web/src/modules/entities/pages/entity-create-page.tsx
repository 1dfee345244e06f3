import { useParams } from 'react-router';
import type { EntityCreate } from '@energiek/contracts/entities';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCustomerName } from '../api/customer-name.ts';
import { useCreateEntity } from '../api/entities.ts';
import { EntityForm } from '../components/entity-form.tsx';
import { PageFrame, PageHeader } from '../components/page-header.tsx';
import { ENTITIES_TEXTS } from '../texts.ts';
import { useAfterSave } from '../../../lib/use-after-save.ts';

const T = ENTITIES_TEXTS.form;

/** /v3/customers/{customerId}/entities/create (organisation-entities:write). */
export function EntityCreatePage() {
  usePageTitle(T.createPageTitle);
  const customerId = Number(useParams().customerId);
  const customerName = useCustomerName(customerId);
  const create = useCreateEntity(customerId);
  const afterSave = useAfterSave();
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
        cancelTo={listPath}
        submitLabel={T.create}
        saving={create.isPending}
        errors={fieldErrors(create.error)}
        onSubmit={(body) =>
          create.mutateAsync(body as EntityCreate).then(
            () => afterSave.leave(T.created, listPath),
            (error: unknown) => {
              afterSave.failed(error);
              throw error;
            },
          )
        }
      />
    </PageFrame>
  );
}
