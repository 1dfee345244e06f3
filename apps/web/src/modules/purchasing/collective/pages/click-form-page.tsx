import { useParams, useSearchParams } from 'react-router';
import { can } from '@energiek/contracts/access';
import { PageFrame, PageHeader } from '../../../../components/page-header.tsx';
import { EditPage } from '../../../../components/edit-page.tsx';
import { useProfile } from '../../../../lib/auth.ts';
import { usePageTitle } from '../../../../lib/document-title.ts';
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
  const mayWrite = can(useProfile().data?.profile, 'collective:write');
  const back = listPath(click.data?.collectiveId);

  return (
    <EditPage
      title={click.data ? `${T.editTitle}: ${click.data.period}` : T.editTitle}
      back={{ to: back, label: T.back }}
      query={click}
      loadFailed={ADMIN_TEXTS.loadFailed}
      remove={{
        allowed: mayWrite,
        label: T.delete,
        title: T.deleteTitle,
        message: T.deleteConfirm(click.data?.period ?? ''),
        run: () => remove.mutateAsync(id),
        pending: remove.isPending,
        deleted: T.deleted,
        to: back,
      }}
    >
      {(data) => <ClickForm key={data.id} kind="edit" click={data} listPath={back} />}
    </EditPage>
  );
}
