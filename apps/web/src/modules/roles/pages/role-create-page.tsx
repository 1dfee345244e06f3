import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCreateRole } from '../api/roles.ts';
import { RoleForm } from '../components/role-form.tsx';
import { ROLES_TEXTS } from '../texts.ts';

/** /v3/roles/create (is:admin). */
export function RoleCreatePage() {
  usePageTitle(ROLES_TEXTS.form.createPageTitle);
  const create = useCreateRole();

  return (
    <PageFrame>
      <PageHeader
        title={ROLES_TEXTS.form.createTitle}
        action={
          <ButtonLink variant="link" icon="chevron-left" to="/v3/roles">
            {ROLES_TEXTS.form.back}
          </ButtonLink>
        }
      />
      <RoleForm
        kind="create"
        submitLabel={ROLES_TEXTS.form.create}
        save={create.mutateAsync}
        savedMessage={ROLES_TEXTS.form.created}
        savedTo={(role) => `/v3/roles/${role.id}/edit`}
      />
    </PageFrame>
  );
}
