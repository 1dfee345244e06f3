import { useParams } from 'react-router';
import type { ConnectionCreate } from '@energiek/contracts/connections';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCustomerName } from '../../entities/api/customer-name.ts';
import { PageFrame, PageHeader } from '../../entities/components/page-header.tsx';
import { useCreateConnection } from '../api/connections.ts';
import { ConnectionForm } from '../components/connection-form.tsx';
import { CONNECTIONS_TEXTS } from '../texts.ts';
import { useAfterSave } from '../../../lib/use-after-save.ts';

const T = CONNECTIONS_TEXTS.form;

/** /v3/customers/{customerId}/connections/create (organisation-connections:write). */
export function ConnectionCreatePage() {
  usePageTitle(T.createPageTitle);
  const customerId = Number(useParams().customerId);
  const customerName = useCustomerName(customerId);
  const create = useCreateConnection(customerId);
  const afterSave = useAfterSave();
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
        customerId={customerId}
        cancelTo={listPath}
        submitLabel={T.create}
        saving={create.isPending}
        errors={fieldErrors(create.error)}
        onSubmit={(body) =>
          create.mutateAsync(body as ConnectionCreate).then(
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
