import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCreateUser } from '../api/users.ts';
import { UserForm } from '../components/user-form.tsx';
import { USERS_TEXTS } from '../texts.ts';

/** /v3/users/create (is:admin). */
export function UserCreatePage() {
  usePageTitle(USERS_TEXTS.form.createPageTitle);
  const create = useCreateUser();

  return (
    <PageFrame>
      <PageHeader
        title={USERS_TEXTS.form.createTitle}
        intro={USERS_TEXTS.form.createIntro}
        action={
          <ButtonLink variant="link" icon="chevron-left" to="/v3/users">
            {USERS_TEXTS.form.back}
          </ButtonLink>
        }
      />
      <UserForm
        kind="create"
        submitLabel={USERS_TEXTS.form.create}
        save={create.mutateAsync}
        savedMessage={USERS_TEXTS.form.created}
      />
    </PageFrame>
  );
}
