import { useParams } from 'react-router';
import { EditPage } from '../../../components/edit-page.tsx';
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

  return (
    <EditPage
      title={role.data ? `${ROLES_TEXTS.form.editTitle}: ${role.data.name}` : ROLES_TEXTS.form.editTitle}
      back={{ to: '/v3/roles', label: ROLES_TEXTS.form.back }}
      query={role}
      loadFailed={ROLES_TEXTS.form.loadFailed}
    >
      {(record) => (
        <div className="space-y-6">
          <RoleForm
            key={record.updatedAt}
            kind="edit"
            role={record}
            submitLabel={ROLES_TEXTS.form.save}
            save={(values) => update.mutateAsync({ id: roleId, body: values })}
            savedMessage={ROLES_TEXTS.form.saved}
          />
          <RoleUsers users={record.users} />
        </div>
      )}
    </EditPage>
  );
}
