import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { can } from '@energiek/contracts/access';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { useProfile } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCollective, useDeleteCollective } from '../api/collective.ts';
import { CollectiveForm } from '../components/collective-form.tsx';
import { ADMIN_TEXTS } from '../texts.ts';

const T = ADMIN_TEXTS.collectiveForm;
const LIST = '/v3/collective/collectives';

/** /v3/collective/collectives/create. */
export function CollectiveCreatePage() {
  usePageTitle(T.createTitle);
  return (
    <PageFrame>
      <PageHeader title={T.createTitle} />
      <CollectiveForm kind="create" />
    </PageFrame>
  );
}

/** /v3/collective/collectives/{collectiveId}/edit (saving and deleting need collective:write). */
export function CollectiveEditPage() {
  usePageTitle(T.editTitle);
  const id = Number(useParams().collectiveId);
  const collective = useCollective(id);
  const remove = useDeleteCollective();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const mayWrite = can(useProfile().data?.profile, 'collective:write');

  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(T.deleted);
        void navigate(LIST);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(Object.values(fieldErrors(error))[0] ?? saveErrorMessage(error));
      },
    });

  let body;
  if (collective.isPending) body = <PageSpinner />;
  else if (collective.isError) body = <Alert tone="error" title={ADMIN_TEXTS.loadFailed} />;
  else body = <CollectiveForm key={collective.data.id} kind="edit" collective={collective.data} />;

  return (
    <PageFrame>
      <PageHeader
        title={collective.data ? `${T.editTitle}: ${collective.data.name}` : T.editTitle}
        action={
          <div className="flex flex-wrap gap-2">
            <ButtonLink variant="link" icon="chevron-left" to={LIST}>
              {T.back}
            </ButtonLink>
            {mayWrite && collective.data ? (
              <Button variant="border" icon="trash" onClick={() => setConfirming(true)}>
                {T.delete}
              </Button>
            ) : null}
          </div>
        }
      />
      {body}
      <Modal
        open={confirming}
        title={T.deleteTitle}
        onClose={() => setConfirming(false)}
        onOk={onDelete}
        okLabel={T.delete}
        okLoading={remove.isPending}
        destructive
      >
        <p>{T.deleteConfirm(collective.data?.name ?? '')}</p>
      </Modal>
    </PageFrame>
  );
}
