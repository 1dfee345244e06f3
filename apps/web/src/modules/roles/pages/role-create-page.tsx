import { CreatePage } from '../../../components/edit-page.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCreateRole } from '../api/roles.ts';
import { RoleForm } from '../components/role-form.tsx';
import { ROLES_TEXTS } from '../texts.ts';

/** /v3/roles/create (is:admin). */
export function RoleCreatePage() {
  usePageTitle(ROLES_TEXTS.form.createPageTitle);
  const create = useCreateRole();

  return (
    <CreatePage title={ROLES_TEXTS.form.createTitle} back={{ to: '/v3/roles', label: ROLES_TEXTS.form.back }}>
      <RoleForm
        kind="create"
        submitLabel={ROLES_TEXTS.form.create}
        save={create.mutateAsync}
        savedMessage={ROLES_TEXTS.form.created}
        savedTo={(role) => `/v3/roles/${role.id}/edit`}
      />
    </CreatePage>
  );
}
