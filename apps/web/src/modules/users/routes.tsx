import { lazyPage } from '../../lib/area.ts';
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
    {
      path: 'users',
      permission: manage,
      lazy: lazyPage(
        () => import('./pages/users-page.tsx'),
        (m) => m.UsersPage,
      ),
      menu: { tab: 'beheer', label: 'Gebruikers', icon: 'users' },
    },
    {
      path: 'users/create',
      permission: create,
      lazy: lazyPage(
        () => import('./pages/user-create-page.tsx'),
        (m) => m.UserCreatePage,
      ),
    },
    {
      path: 'users/:userId/edit',
      permission: manage,
      lazy: lazyPage(
        () => import('./pages/user-edit-page.tsx'),
        (m) => m.UserEditPage,
      ),
    },
  ],
};
