import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

// Managing users and roles needs roles:read besides is:admin (docs/security.md).
const manage = { allOf: ['is:admin', 'roles:read'] } as const;
// Creating needs roles:write as well (the server's USERS_WRITE), so a reader never lands on a form that
// cannot be saved.
const create = { allOf: ['is:admin', 'roles:write'] } as const;

/** Roles and their scopes (spec §2 roles, roles/create, roles/{roleId}/edit). */
export const rolesArea: Area = {
  name: 'roles',
  shellRoutes: [
    {
      path: 'roles',
      permission: manage,
      lazy: lazyPage(
        () => import('./pages/roles-page.tsx'),
        (m) => m.RolesPage,
      ),
      menu: { tab: 'beheer', label: 'Rollen', icon: 'shield' },
    },
    {
      path: 'roles/create',
      permission: create,
      lazy: lazyPage(
        () => import('./pages/role-create-page.tsx'),
        (m) => m.RoleCreatePage,
      ),
    },
    {
      path: 'roles/:roleId/edit',
      permission: manage,
      lazy: lazyPage(
        () => import('./pages/role-edit-page.tsx'),
        (m) => m.RoleEditPage,
      ),
    },
  ],
};
