import { useParams } from 'react-router';
import { EditPage } from '../../../components/edit-page.tsx';
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

  return (
    <EditPage
      title={user.data ? `${USERS_TEXTS.form.editTitle}: ${user.data.name}` : USERS_TEXTS.form.editTitle}
      back={{ to: '/v3/users', label: USERS_TEXTS.form.back }}
      query={user}
      loadFailed={USERS_TEXTS.form.loadFailed}
    >
      {(record) => (
        <UserForm
          key={record.id}
          kind="edit"
          user={record}
          submitLabel={USERS_TEXTS.form.save}
          save={(values) => update.mutateAsync({ id: userId, body: values })}
          savedMessage={USERS_TEXTS.form.saved}
        />
      )}
    </EditPage>
  );
}
