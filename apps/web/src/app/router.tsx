import type { RouteObject } from 'react-router';
import { MenuItemsContext } from '../lib/area.ts';
import type { Area, AreaRoute } from '../lib/area.ts';
import { PermissionGuard } from '../lib/permission-guard.tsx';
import { authArea } from '../modules/auth/routes.tsx';
import { customerWorkspaceLayout } from '../modules/customers/routes.tsx';
import { AREAS } from './areas.ts';
import { NotFoundPage } from './route-error.tsx';
import { rootRoute } from './root-route.tsx';

// The route table of spec §2, built from the areas' own route lists (app/areas.ts, modules/*/routes.tsx):
// every screen loads lazily so the first load stays small, and a route with a permission sits under a
// PermissionGuard layout route (can / canAny) that redirects to /v3/forbidden.

function toRouteObject(route: AreaRoute): RouteObject {
  const children = route.children?.map(toRouteObject);
  const screen: RouteObject = route.index
    ? { index: true, lazy: route.lazy }
    : { path: route.path, lazy: route.lazy, ...(children ? { children } : {}) };
  return route.permission
    ? { element: <PermissionGuard {...route.permission} />, children: [screen] }
    : screen;
}

type Level = 'publicRoutes' | 'shellRoutes' | 'customerRoutes';

/** One level's routes of every area; catch-alls ('*') go last so that reading the table stays simple. */
export function routesOf(areas: readonly Area[], level: Level): RouteObject[] {
  const all = areas.flatMap((area) => area[level] ?? []);
  const isCatchAll = (route: AreaRoute) => route.path === '*';
  return [...all.filter((route) => !isCatchAll(route)), ...all.filter(isCatchAll)].map(toRouteObject);
}

/**
 * Every screen but the sign-in ones sits below this layout route, which brings the query client: /login
 * draws without TanStack Query (lib/query-provider.tsx).
 */
function withQueryClient(children: RouteObject[]): RouteObject {
  return {
    id: 'query-client',
    lazy: async () => ({ Component: (await import('../lib/query-provider.tsx')).QueryClientLayout }),
    children,
  };
}

export function buildRoutes(areas: readonly Area[]): RouteObject[] {
  const signIn = areas.filter((area) => area === authArea);
  const others = areas.filter((area) => area !== authArea);
  return [
    rootRoute([
      ...routesOf(signIn, 'publicRoutes'),
      withQueryClient([
        ...routesOf(others, 'publicRoutes'),
        {
          path: 'v3',
          lazy: async () => ({ Component: (await import('./layouts/shell-layout.tsx')).ShellLayout }),
          children: [
            {
              path: 'customers/:customerId',
              // The workspace's tabs are the menu's Klant items: the app hands them over (modules do not
              // import the app), loaded with the workspace so the first screen does not carry them.
              lazy: async () => {
                const [{ Component: Workspace }, { MENU_ITEMS }] = await Promise.all([
                  customerWorkspaceLayout(),
                  import('./menu-items.ts'),
                ]);
                return {
                  Component: () => (
                    <MenuItemsContext value={MENU_ITEMS}>
                      <Workspace />
                    </MenuItemsContext>
                  ),
                };
              },
              children: routesOf(areas, 'customerRoutes'),
            },
            ...routesOf(areas, 'shellRoutes'),
          ],
        },
        { path: '*', Component: NotFoundPage },
      ]),
    ]),
  ];
}

/**
 * The full route table. The page starts with the sign-in screens only (app/boot-router.tsx) and adds
 * this table on its first navigation elsewhere.
 */
export const routes: RouteObject[] = buildRoutes(AREAS);
