import { createBrowserRouter } from 'react-router';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { AreaRoute } from '../lib/area.ts';
import { authArea } from '../modules/auth/routes.tsx';
import { ROOT_ROUTE_ID, rootRoute } from './root-route.tsx';

// The router the page starts with. The first load carries only the sign-in screens (/login,
// /reset-password, /logout): the route lists of all the other areas, their permission guards and the
// access rule load with the full table (app/router.tsx) the first time the browser goes anywhere else,
// through React Router's route discovery (patchRoutesOnNavigation). So /login stays small however many
// areas the app gets, and every other first load fetches the table alongside its screen.

/** The areas' routes at the first load: public ones without a permission (a guarded route comes later). */
function firstRoutes(routes: readonly AreaRoute[]): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    if (route.permission) return [];
    const children = route.children ? firstRoutes(route.children) : undefined;
    return route.index
      ? [{ index: true, lazy: route.lazy }]
      : [{ path: route.path, lazy: route.lazy, ...(children ? { children } : {}) }];
  });
}

/** The table the page starts with: the root and the sign-in screens. */
export function firstRouteTable(): RouteObject[] {
  return [rootRoute(firstRoutes(authArea.publicRoutes ?? []))];
}

/**
 * Route discovery: adds the full table below the root once (loaded again after a failed load); screens
 * already there (the sign-in ones) are recognised by their path and kept. Later navigations find every
 * route and return at once.
 */
export function fullTablePatcher(): PatchRoutesOnNavigationFunction {
  let table: Promise<readonly RouteObject[]> | undefined;
  let patched = false;
  const load = () =>
    (table ??= import('./router.tsx').then(
      ({ routes }) => routes[0]?.children ?? [],
      (error: unknown) => {
        table = undefined;
        throw error;
      },
    ));
  return async ({ patch }) => {
    if (patched) return;
    const children = await load();
    if (patched) return;
    patched = true;
    patch(ROOT_ROUTE_ID, [...children]);
  };
}

export function createAppRouter() {
  return createBrowserRouter(firstRouteTable(), { patchRoutesOnNavigation: fullTablePatcher() });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
