import { CreatePage } from '../../../components/edit-page.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCreateUser } from '../api/users.ts';
import { UserForm } from '../components/user-form.tsx';
import { USERS_TEXTS } from '../texts.ts';

/** /v3/users/create (is:admin). */
export function UserCreatePage() {
  usePageTitle(USERS_TEXTS.form.createPageTitle);
  const create = useCreateUser();

  return (
    <CreatePage
      title={USERS_TEXTS.form.createTitle}
      intro={USERS_TEXTS.form.createIntro}
      back={{ to: '/v3/users', label: USERS_TEXTS.form.back }}
    >
      <UserForm
        kind="create"
        submitLabel={USERS_TEXTS.form.create}
        save={create.mutateAsync}
        savedMessage={USERS_TEXTS.form.created}
      />
    </CreatePage>
  );
}
