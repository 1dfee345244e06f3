import { useParams } from 'react-router';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useRole, useUpdateRole } from '../api/roles.ts';
import { RoleForm } from '../components/role-form.tsx';
import { RoleUsers } from '../components/role-users.tsx';
import { ROLES_TEXTS } from '../texts.ts';

/** /v3/roles/{roleId}/edit (is:admin): the role, its scope grid and the users having it. */
export function RoleEditPage() {
  usePageTitle(ROLES_TEXTS.form.editPageTitle);
  const roleId = Number(useParams().roleId);
  const role = useRole(roleId);
  const update = useUpdateRole();

  let body;
  if (role.isPending) body = <PageSpinner />;
  else if (role.isError) body = <Alert tone="error" title={ROLES_TEXTS.form.loadFailed} />;
  else
    body = (
      <div className="space-y-6">
        <RoleForm
          key={role.data.updatedAt}
          kind="edit"
          role={role.data}
          submitLabel={ROLES_TEXTS.form.save}
          save={(values) => update.mutateAsync({ id: roleId, body: values })}
          savedMessage={ROLES_TEXTS.form.saved}
        />
        <RoleUsers users={role.data.users} />
      </div>
    );

  return (
    <PageFrame>
      <PageHeader
        title={role.data ? `${ROLES_TEXTS.form.editTitle}: ${role.data.name}` : ROLES_TEXTS.form.editTitle}
        action={
          <ButtonLink variant="link" icon="chevron-left" to="/v3/roles">
            {ROLES_TEXTS.form.back}
          </ButtonLink>
        }
      />
      {body}
    </PageFrame>
  );
}
