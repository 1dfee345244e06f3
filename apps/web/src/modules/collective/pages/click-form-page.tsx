import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { can } from '@energiek/contracts/access';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { saveErrorMessage } from '../../../lib/api-errors.ts';
import { useProfile } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useClick, useDeleteClick } from '../api/collective.ts';
import { ClickForm } from '../components/click-form.tsx';
import { ADMIN_TEXTS } from '../texts.ts';

const T = ADMIN_TEXTS.clickForm;
const listPath = (collectiveId: string | number | null | undefined) =>
  collectiveId ? `/v3/collective/clicks?collectiveId=${collectiveId}` : '/v3/collective/clicks';

/** /v3/collective/clicks/create (?collectiveId= preselects the collective). */
export function ClickCreatePage() {
  usePageTitle(T.createTitle);
  const collectiveId = useSearchParams()[0].get('collectiveId') ?? '';
  return (
    <PageFrame>
      <PageHeader title={T.createTitle} />
      <ClickForm kind="create" collectiveId={collectiveId} listPath={listPath(collectiveId)} />
    </PageFrame>
  );
}

/** /v3/collective/clicks/{clickId}/edit (saving and deleting need collective:write). */
export function ClickEditPage() {
  usePageTitle(T.editTitle);
  const id = Number(useParams().clickId);
  const click = useClick(id);
  const remove = useDeleteClick();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const mayWrite = can(useProfile().data?.profile, 'collective:write');
  const back = listPath(click.data?.collectiveId);

  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(T.deleted);
        void navigate(back);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(saveErrorMessage(error));
      },
    });

  let body;
  if (click.isPending) body = <PageSpinner />;
  else if (click.isError) body = <Alert tone="error" title={ADMIN_TEXTS.loadFailed} />;
  else body = <ClickForm key={click.data.id} kind="edit" click={click.data} listPath={back} />;

  return (
    <PageFrame>
      <PageHeader
        title={click.data ? `${T.editTitle}: ${click.data.period}` : T.editTitle}
        action={
          <div className="flex flex-wrap gap-2">
            <ButtonLink variant="link" icon="chevron-left" to={back}>
              {T.back}
            </ButtonLink>
            {mayWrite && click.data ? (
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
        <p>{T.deleteConfirm(click.data?.period ?? '')}</p>
      </Modal>
    </PageFrame>
  );
}
