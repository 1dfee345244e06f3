import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCreateRole } from '../api/roles.ts';
import { PageHeader } from '../components/page-header.tsx';
import { RoleForm } from '../components/role-form.tsx';
import { ROLES_TEXTS } from '../texts.ts';

/** /v3/roles/create (is:admin). */
export function RoleCreatePage() {
  usePageTitle(ROLES_TEXTS.form.createPageTitle);
  const create = useCreateRole();
  const navigate = useNavigate();
  const toast = useToast();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={ROLES_TEXTS.form.createTitle}
        action={
          <ButtonLink variant="link" icon="chevron-left" to="/v3/roles">
            {ROLES_TEXTS.form.back}
          </ButtonLink>
        }
      />
      <RoleForm
        submitLabel={ROLES_TEXTS.form.create}
        saving={create.isPending}
        errors={fieldErrors(create.error)}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (role) => {
              toast.success(ROLES_TEXTS.form.created);
              navigate(`/v3/roles/${role.id}/edit`);
            },
            onError: (error) => toast.error(saveErrorMessage(error)),
          })
        }
      />
    </div>
  );
}
