import { useParams } from 'react-router';
import { can } from '@energiek/contracts/access';
import { PageFrame, PageHeader } from '../../../../components/page-header.tsx';
import { EditPage } from '../../../../components/edit-page.tsx';
import { fieldErrors, saveErrorMessage } from '../../../../lib/api-errors.ts';
import { useProfile } from '../../../../lib/auth.ts';
import { usePageTitle } from '../../../../lib/document-title.ts';
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
  const mayWrite = can(useProfile().data?.profile, 'collective:write');

  return (
    <EditPage
      title={collective.data ? `${T.editTitle}: ${collective.data.name}` : T.editTitle}
      back={{ to: LIST, label: T.back }}
      query={collective}
      loadFailed={ADMIN_TEXTS.loadFailed}
      remove={{
        allowed: mayWrite,
        label: T.delete,
        title: T.deleteTitle,
        message: T.deleteConfirm(collective.data?.name ?? ''),
        run: () => remove.mutateAsync(id),
        pending: remove.isPending,
        deleted: T.deleted,
        to: LIST,
        // A collective with participants or clicks cannot go: the API says why in a field error.
        errorText: (error) => Object.values(fieldErrors(error))[0] ?? saveErrorMessage(error),
      }}
    >
      {(data) => <CollectiveForm key={data.id} kind="edit" collective={data} />}
    </EditPage>
  );
}
