import { lazyPage, page } from '../../lib/area.ts';
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
    page(
      'roles',
      manage,
      lazyPage(() => import('./pages/roles-page.tsx'), 'RolesPage'),
      { tab: 'beheer', label: 'Rollen', icon: 'shield' },
    ),
    page(
      'roles/create',
      create,
      lazyPage(() => import('./pages/role-create-page.tsx'), 'RoleCreatePage'),
    ),
    page(
      'roles/:roleId/edit',
      manage,
      lazyPage(() => import('./pages/role-edit-page.tsx'), 'RoleEditPage'),
    ),
  ],
};
