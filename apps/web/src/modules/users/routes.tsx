import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

// Managing users and roles needs roles:read besides is:admin (docs/security.md).
const manage = { allOf: ['is:admin', 'roles:read'] } as const;
// Creating needs roles:write as well (the server's USERS_WRITE), so a reader never lands on a form that
// cannot be saved.
const create = { allOf: ['is:admin', 'roles:write'] } as const;

/** The back office's users (spec §2 users, users/create, users/{userId}/edit). */
export const usersArea: Area = {
  name: 'users',
  shellRoutes: [
    page(
      'users',
      manage,
      lazyPage(() => import('./pages/users-page.tsx'), 'UsersPage'),
      { tab: 'beheer', label: 'Gebruikers', icon: 'users' },
    ),
    page(
      'users/create',
      create,
      lazyPage(() => import('./pages/user-create-page.tsx'), 'UserCreatePage'),
    ),
    page(
      'users/:userId/edit',
      manage,
      lazyPage(() => import('./pages/user-edit-page.tsx'), 'UserEditPage'),
    ),
  ],
};
