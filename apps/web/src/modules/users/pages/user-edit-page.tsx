import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { useUpdateUser, useUser } from '../api/users.ts';
import { PageHeader } from '../components/page-header.tsx';
import { UserForm } from '../components/user-form.tsx';
import { USERS_TEXTS } from '../texts.ts';

/** /v3/users/{userId}/edit (is:admin). */
export function UserEditPage() {
  usePageTitle(USERS_TEXTS.form.editPageTitle);
  const userId = Number(useParams().userId);
  const user = useUser(userId);
  const update = useUpdateUser();
  const navigate = useNavigate();
  const toast = useToast();

  let body;
  if (user.isPending) body = <PageSpinner />;
  else if (user.isError) body = <Alert tone="error" title={USERS_TEXTS.form.loadFailed} />;
  else
    body = (
      <UserForm
        key={user.data.id}
        user={user.data}
        submitLabel={USERS_TEXTS.form.save}
        saving={update.isPending}
        errors={fieldErrors(update.error)}
        onSubmit={(values) =>
          update.mutate(
            { id: userId, body: values },
            {
              onSuccess: () => {
                toast.success(USERS_TEXTS.form.saved);
                navigate('/v3/users');
              },
              onError: (error) => toast.error(saveErrorMessage(error)),
            },
          )
        }
      />
    );

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={user.data ? `${USERS_TEXTS.form.editTitle}: ${user.data.name}` : USERS_TEXTS.form.editTitle}
        action={
          <ButtonLink variant="link" icon="chevron-left" to="/v3/users">
            {USERS_TEXTS.form.back}
          </ButtonLink>
        }
      />
      {body}
    </div>
  );
}
