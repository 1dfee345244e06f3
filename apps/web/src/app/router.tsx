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
            path: 'customers',
            lazy: async () => ({
              Component: (await import('../modules/customers/pages/customers-page.tsx')).CustomersPage,
            }),
          },
          {
            element: <PermissionGuard can="customers:write" />,
            children: [
              {
                path: 'customers/create',
                lazy: async () => ({
                  Component: (await import('../modules/customers/pages/customer-create-page.tsx'))
                    .CustomerCreatePage,
                }),
              },
            ],
          },
          {
            path: 'customers/:customerId',
            lazy: async () => ({
              Component: (await import('../modules/customers/pages/customer-layout.tsx')).CustomerLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../modules/customers/pages/customer-dashboard-page.tsx'))
                    .CustomerDashboardPage,
                }),
              },
              {
                element: <PermissionGuard can="organisation:write" />,
                children: [
                  {
                    path: 'edit',
                    lazy: async () => ({
                      Component: (await import('../modules/customers/pages/customer-edit-page.tsx'))
                        .CustomerEditPage,
                    }),
                  },
                ],
              },
              {
                element: <PermissionGuard can="organisation-contacts:read" />,
                children: [
                  {
                    path: 'contacts',
                    lazy: async () => ({
                      Component: (await import('../modules/contacts/pages/contacts-page.tsx')).ContactsPage,
                    }),
                  },
                ],
              },
              {
                element: <PermissionGuard can="organisation-contacts:write" />,
                children: [
                  {
                    path: 'contacts/create',
                    lazy: async () => ({
                      Component: (await import('../modules/contacts/pages/contact-create-page.tsx'))
                        .ContactCreatePage,
                    }),
                  },
                  {
                    path: 'contacts/:contactId/edit',
                    lazy: async () => ({
                      Component: (await import('../modules/contacts/pages/contact-edit-page.tsx'))
                        .ContactEditPage,
                    }),
                  },
                ],
              },
              {
                element: <PermissionGuard can="organisation-documents:read" />,
                children: [
                  {
                    path: 'library',
                    lazy: async () => ({
                      Component: (await import('../modules/library/pages/library-page.tsx')).LibraryPage,
                    }),
                  },
                ],
              },
              {
                element: <PermissionGuard can="is:admin" />,
                children: [
                  {
                    path: 'services',
                    lazy: async () => ({
                      Component: (await import('../modules/services/pages/services-page.tsx')).ServicesPage,
                    }),
                  },
                ],
              },
              // Actions, notes (issue 6) and hours of this customer.
              {
                element: <PermissionGuard can="organisation:read" />,
                children: [
                  {
                    path: 'actions',
                    lazy: async () => ({
                      Component: (await import('../modules/actions/pages/customer-actions-page.tsx'))
                        .CustomerActionsPage,
                    }),
                  },
                  {
                    path: 'actions/:actionId/edit',
                    lazy: async () => ({
                      Component: (await import('../modules/actions/pages/action-pages.tsx')).ActionEditPage,
                    }),
                  },
                  {
                    path: 'notes/:actionId/edit',
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
                    path: 'actions/create',
                    lazy: async () => ({
                      Component: (await import('../modules/actions/pages/action-pages.tsx')).ActionCreatePage,
                    }),
                  },
                  {
                    path: 'notes/create',
                    lazy: async () => ({
                      Component: (await import('../modules/actions/pages/action-pages.tsx')).NoteCreatePage,
                    }),
                  },
                ],
              },
              {
                element: <PermissionGuard can="organisation-hours:read" />,
                children: [
                  {
                    path: 'hours',
                    lazy: async () => ({
                      Component: (await import('../modules/hours/pages/hours-page.tsx')).HoursPage,
                    }),
                  },
                ],
              },
              // Entities and connections (spec §2): lists need read, the forms write.
              {
                element: <PermissionGuard can="organisation-entities:read" />,
                children: [
                  {
                    path: 'entities',
                    lazy: async () => ({
                      Component: (await import('../modules/entities/pages/entities-page.tsx')).EntitiesPage,
                    }),
                  },
                ],
              },
              {
                element: <PermissionGuard can="organisation-entities:write" />,
                children: [
                  {
                    path: 'entities/create',
                    lazy: async () => ({
                      Component: (await import('../modules/entities/pages/entity-create-page.tsx'))
                        .EntityCreatePage,
                    }),
                  },
                  {
                    path: 'entities/:entityId/edit',
                    lazy: async () => ({
                      Component: (await import('../modules/entities/pages/entity-edit-page.tsx'))
                        .EntityEditPage,
                    }),
                  },
                ],
              },
              {
                element: <PermissionGuard can="organisation-connections:read" />,
                children: [
                  {
                    path: 'connections',
                    lazy: async () => ({
                      Component: (await import('../modules/connections/pages/connections-page.tsx'))
                        .ConnectionsPage,
                    }),
                  },
                ],
              },
              {
                element: <PermissionGuard can="organisation-connections:write" />,
                children: [
                  {
                    path: 'connections/create',
                    lazy: async () => ({
                      Component: (await import('../modules/connections/pages/connection-create-page.tsx'))
                        .ConnectionCreatePage,
                    }),
                  },
                  {
                    path: 'connections/:connectionId/edit',
                    lazy: async () => ({
                      Component: (await import('../modules/connections/pages/connection-edit-page.tsx'))
                        .ConnectionEditPage,
                    }),
                  },
                ],
              },
            ],
          },
          {
            element: <PermissionGuard can="is:admin" />,
            children: [
              // Managing users and roles needs roles:read besides is:admin (docs/security.md).
              {
                element: <PermissionGuard can="roles:read" />,
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
            ],
          },
          {
            // Master data of the back office (issue 5).
            element: <PermissionGuard can="is:admin" />,
            children: [
              {
                path: 'suppliers',
                lazy: async () => ({
                  Component: (await import('../modules/master-data/pages/suppliers-page.tsx')).SuppliersPage,
                }),
              },
              {
                path: 'grid-operators',
                lazy: async () => ({
                  Component: (await import('../modules/master-data/pages/grid-operators-page.tsx'))
                    .GridOperatorsPage,
                }),
              },
              {
                path: 'grid-operators/:gridOperatorId',
                lazy: async () => ({
                  Component: (await import('../modules/master-data/pages/grid-operator-detail-page.tsx'))
                    .GridOperatorDetailPage,
                }),
              },
              {
                path: 'measuring-companies',
                lazy: async () => ({
                  Component: (await import('../modules/master-data/pages/measuring-companies-page.tsx'))
                    .MeasuringCompaniesPage,
                }),
              },
              {
                path: 'trafos',
                lazy: async () => ({
                  Component: (await import('../modules/master-data/pages/trafos-page.tsx')).TrafosPage,
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
          // The actions overview across customers (issue 6); a customer's actions live in its workspace.
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
            element: <PermissionGuard can="organisation-hours:read" />,
            children: [
              {
                path: 'hours',
                lazy: async () => ({
                  Component: (await import('../modules/hours/pages/hours-page.tsx')).HoursPage,
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
