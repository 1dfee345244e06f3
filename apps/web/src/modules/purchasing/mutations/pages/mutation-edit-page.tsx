import { useParams } from 'react-router';
import {
  MUTATION_EDITABLE,
  MUTATION_TYPE_LABELS,
  MUTATIONS_WRITE,
  type MutationItem,
} from '@energiek/contracts/mutations';
import { localDayOf } from '@energiek/domain/local-time';
import { PageFrame, PageHeader } from '../../../../components/page-header.tsx';
import { DeleteRecordButton } from '../../../../components/delete-button.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { PageSpinner } from '../../../../components/ui/spinner.tsx';
import { useCustomerName } from '../../../../lib/customer-name.ts';
import { usePageTitle } from '../../../../lib/document-title.ts';
import { usePermission } from '../../../../lib/permission-guard.tsx';
import { useDeleteMutation, useMutationItem, useSaveMutation } from '../api/mutations.ts';
import { MutationForm } from '../components/mutation-form.tsx';
import { StatusCard } from '../components/status-card.tsx';
import { MUTATIONS_TEXTS } from '../texts.ts';

const T = MUTATIONS_TEXTS;

/** customers/:customerId/mutations/create and …/:mutationId/edit (read-only without the write permission). */
export function MutationEditPage() {
  const params = useParams();
  const customerId = Number(params.customerId);
  const id = params.mutationId ? Number(params.mutationId) : undefined;
  usePageTitle(id ? T.form.editTitle : T.form.createTitle);
  const customerName = useCustomerName(customerId);
  const canWrite = usePermission(MUTATIONS_WRITE);
  const mutation = useMutationItem(customerId, id);
  const save = useSaveMutation(customerId, id);
  const listPath = `/v3/customers/${customerId}/mutations`;
  const remove = useDeleteMutation(customerId);

  if (id !== undefined && mutation.isPending) return <PageSpinner />;
  if (id !== undefined && !mutation.data) {
    return (
      <PageFrame>
        <Alert tone="error" title={T.notFound} />
      </PageFrame>
    );
  }
  const item = mutation.data;
  const editable = !item || MUTATION_EDITABLE.includes(item.status);
  const locked = !canWrite || !editable;
  return (
    <PageFrame>
      <PageHeader
        title={item ? `${T.form.editTitle}: ${MUTATION_TYPE_LABELS[item.type]}` : T.form.createTitle}
        customerName={customerName}
        action={
          <div className="flex flex-wrap gap-2">
            {item && canWrite && item.status === 'concept' ? (
              <DeleteRecordButton texts={T.remove} remove={remove} id={item.id} to={listPath} />
            ) : null}
            <ButtonLink variant="link" icon="chevron-left" to={listPath}>
              {T.title}
            </ButtonLink>
          </div>
        }
      />
      {item ? (
        <div className="mb-6">
          <StatusCard customerId={customerId} mutation={item} canWrite={canWrite} />
        </div>
      ) : null}
      {item && locked ? (
        <div className="mb-4">
          <Alert tone="info" title={canWrite ? T.form.locked : T.form.readOnly} />
        </div>
      ) : null}
      <MutationForm
        key={item?.updatedAt ?? 'new'}
        customerId={customerId}
        mutation={item}
        locked={locked}
        today={localDayOf(new Date())}
        save={(body) => save.mutateAsync(body) as Promise<MutationItem>}
        savedTo={(saved) => `/v3/customers/${customerId}/mutations/${saved.id}/edit`}
        cancelTo={listPath}
      />
    </PageFrame>
  );
}
