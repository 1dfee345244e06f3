import { createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { PermissionGuard } from '../lib/permission-guard.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { NotFoundPage, RouteError } from './route-error.tsx';

// The route table of spec §2. Every screen loads lazily so the first load stays small. Each /v3 screen
// with a permission in spec §2 sits under a PermissionGuard layout route (can / canAny) that redirects
// to /v3/forbidden; the account pages are open to every signed-in user.

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect('/v3') },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../modules/auth/pages/login-page.tsx')).LoginPage }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../modules/auth/pages/reset-password-page.tsx')).ResetPasswordPage,
        }),
      },
      {
        path: 'logout',
        lazy: async () => ({ Component: (await import('../modules/auth/pages/logout-page.tsx')).LogoutPage }),
      },
      {
        path: 'collectief',
        lazy: async () => ({
          Component: (await import('../modules/collective/pages/collectief-page.tsx')).CollectiefPage,
        }),
      },
      {
        path: 'v3',
        lazy: async () => ({ Component: (await import('./layouts/shell-layout.tsx')).ShellLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../modules/home/pages/home-page.tsx')).HomePage }),
          },
          {
            path: 'account',
            lazy: async () => ({
              Component: (await import('../modules/account/pages/account-page.tsx')).AccountPage,
            }),
          },
          {
            path: 'account/settings',
            lazy: async () => ({
              Component: (await import('../modules/account/pages/account-settings-page.tsx'))
                .AccountSettingsPage,
            }),
          },
          {
            element: <PermissionGuard can="is:admin" />,
            children: [
              {
                path: 'users',
                lazy: async () => ({
                  Component: (await import('../modules/users/pages/users-page.tsx')).UsersPage,
                }),
              },
              {
                path: 'users/create',
                lazy: async () => ({
                  Component: (await import('../modules/users/pages/user-create-page.tsx')).UserCreatePage,
                }),
              },
              {
                path: 'users/:userId/edit',
                lazy: async () => ({
                  Component: (await import('../modules/users/pages/user-edit-page.tsx')).UserEditPage,
                }),
              },
              {
                path: 'roles/create',
                lazy: async () => ({
                  Component: (await import('../modules/roles/pages/role-create-page.tsx')).RoleCreatePage,
                }),
              },
              {
                path: 'roles/:roleId/edit',
                lazy: async () => ({
                  Component: (await import('../modules/roles/pages/role-edit-page.tsx')).RoleEditPage,
                }),
              },
            ],
          },
          {
            element: <PermissionGuard can="roles:read" />,
            children: [
              {
                path: 'roles',
                lazy: async () => ({
                  Component: (await import('../modules/roles/pages/roles-page.tsx')).RolesPage,
                }),
              },
            ],
          },
          // Actions and notes (issue 6). The customer routes move under the customer workspace at merge.
          {
            element: <PermissionGuard can="actions:read" />,
            children: [
              {
                path: 'actions',
                lazy: async () => ({
                  Component: (await import('../modules/actions/pages/actions-overview-page.tsx'))
                    .ActionsOverviewPage,
                }),
              },
            ],
          },
          {
            element: <PermissionGuard can="organisation:read" />,
            children: [
              {
                path: 'customers/:customerId/actions',
                lazy: async () => ({
                  Component: (await import('../modules/actions/pages/customer-actions-page.tsx'))
                    .CustomerActionsPage,
                }),
              },
              {
                path: 'customers/:customerId/actions/:actionId/edit',
                lazy: async () => ({
                  Component: (await import('../modules/actions/pages/action-pages.tsx')).ActionEditPage,
                }),
              },
              {
                path: 'customers/:customerId/notes/:actionId/edit',
                lazy: async () => ({
                  Component: (await import('../modules/actions/pages/action-pages.tsx')).NoteEditPage,
                }),
              },
            ],
          },
          {
            element: <PermissionGuard can="organisation:write" />,
            children: [
              {
                path: 'customers/:customerId/actions/create',
                lazy: async () => ({
                  Component: (await import('../modules/actions/pages/action-pages.tsx')).ActionCreatePage,
                }),
              },
              {
                path: 'customers/:customerId/notes/create',
                lazy: async () => ({
                  Component: (await import('../modules/actions/pages/action-pages.tsx')).NoteCreatePage,
                }),
              },
            ],
          },
          {
            path: 'forbidden',
            lazy: async () => ({
              Component: (await import('../modules/errors/pages/forbidden-page.tsx')).ForbiddenPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../modules/errors/pages/shell-not-found-page.tsx')).ShellNotFoundPage,
            }),
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
