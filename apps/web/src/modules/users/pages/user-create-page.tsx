import { useNavigate } from 'react-router';
import type { UserCreate } from '@energiek/contracts/users';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { useCreateUser } from '../api/users.ts';
import { PageHeader } from '../components/page-header.tsx';
import { UserForm } from '../components/user-form.tsx';
import { USERS_TEXTS } from '../texts.ts';

/** /v3/users/create (is:admin). */
export function UserCreatePage() {
  usePageTitle(USERS_TEXTS.form.createPageTitle);
  const create = useCreateUser();
  const navigate = useNavigate();
  const toast = useToast();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
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
        submitLabel={USERS_TEXTS.form.create}
        saving={create.isPending}
        errors={fieldErrors(create.error)}
        onSubmit={(body) =>
          create.mutate(body as UserCreate, {
            onSuccess: () => {
              toast.success(USERS_TEXTS.form.created);
              navigate('/v3/users');
            },
            onError: (error) => toast.error(saveErrorMessage(error)),
          })
        }
      />
    </div>
  );
}
