import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const admin = { can: 'is:admin' } as const;

/** Roles and their scopes (spec §2 roles, roles/create, roles/{roleId}/edit). */
export const rolesArea: Area = {
  name: 'roles',
  shellRoutes: [
    {
      path: 'roles',
      permission: { can: 'roles:read' },
      lazy: lazyPage(
        () => import('./pages/roles-page.tsx'),
        (m) => m.RolesPage,
      ),
      menu: { tab: 'beheer', label: 'Rollen', icon: 'shield' },
    },
    {
      path: 'roles/create',
      permission: admin,
      lazy: lazyPage(
        () => import('./pages/role-create-page.tsx'),
        (m) => m.RoleCreatePage,
      ),
    },
    {
      path: 'roles/:roleId/edit',
      permission: admin,
      lazy: lazyPage(
        () => import('./pages/role-edit-page.tsx'),
        (m) => m.RoleEditPage,
      ),
    },
  ],
};
