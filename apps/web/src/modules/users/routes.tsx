import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const admin = { can: 'is:admin' } as const;

/** The back office's users (spec §2 users, users/create, users/{userId}/edit). */
export const usersArea: Area = {
  name: 'users',
  shellRoutes: [
    {
      path: 'users',
      permission: admin,
      lazy: lazyPage(
        () => import('./pages/users-page.tsx'),
        (m) => m.UsersPage,
      ),
      menu: { tab: 'beheer', label: 'Gebruikers', icon: 'users' },
    },
    {
      path: 'users/create',
      permission: admin,
      lazy: lazyPage(
        () => import('./pages/user-create-page.tsx'),
        (m) => m.UserCreatePage,
      ),
    },
    {
      path: 'users/:userId/edit',
      permission: admin,
      lazy: lazyPage(
        () => import('./pages/user-edit-page.tsx'),
        (m) => m.UserEditPage,
      ),
    },
  ],
};
