import { useNavigate, useParams } from 'react-router';
import type { ConnectionCreate } from '@energiek/contracts/connections';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCustomerName } from '../../entities/api/customer-name.ts';
import { PageFrame, PageHeader } from '../../entities/components/page-header.tsx';
import { useCreateConnection } from '../api/connections.ts';
import { ConnectionForm } from '../components/connection-form.tsx';
import { CONNECTIONS_TEXTS } from '../texts.ts';
import { allowLeaving } from '../../../lib/use-leave-warning.ts';

const T = CONNECTIONS_TEXTS.form;

/** /v3/customers/{customerId}/connections/create (organisation-connections:write). */
export function ConnectionCreatePage() {
  usePageTitle(T.createPageTitle);
  const customerId = Number(useParams().customerId);
  const customerName = useCustomerName(customerId);
  const create = useCreateConnection(customerId);
  const navigate = useNavigate();
  const toast = useToast();
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
            () => {
              toast.success(T.created);
              allowLeaving();

              navigate(listPath);
            },
            (error: unknown) => {
              toast.error(saveErrorMessage(error));
              throw error;
            },
          )
        }
      />
    </PageFrame>
  );
}
