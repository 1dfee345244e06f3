import { useParams } from 'react-router';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useUpdateUser, useUser } from '../api/users.ts';
import { UserForm } from '../components/user-form.tsx';
import { USERS_TEXTS } from '../texts.ts';

/** /v3/users/{userId}/edit (is:admin). */
export function UserEditPage() {
  usePageTitle(USERS_TEXTS.form.editPageTitle);
  const userId = Number(useParams().userId);
  const user = useUser(userId);
  const update = useUpdateUser();

  let body;
  if (user.isPending) body = <PageSpinner />;
  else if (user.isError) body = <Alert tone="error" title={USERS_TEXTS.form.loadFailed} />;
  else
    body = (
      <UserForm
        key={user.data.id}
        kind="edit"
        user={user.data}
        submitLabel={USERS_TEXTS.form.save}
        save={(values) => update.mutateAsync({ id: userId, body: values })}
        savedMessage={USERS_TEXTS.form.saved}
      />
    );

  return (
    <PageFrame>
      <PageHeader
        title={user.data ? `${USERS_TEXTS.form.editTitle}: ${user.data.name}` : USERS_TEXTS.form.editTitle}
        action={
          <ButtonLink variant="link" icon="chevron-left" to="/v3/users">
            {USERS_TEXTS.form.back}
          </ButtonLink>
        }
      />
      {body}
    </PageFrame>
  );
}
