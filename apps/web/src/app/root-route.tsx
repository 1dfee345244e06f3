import { redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** The id of the root route, under which the full route table is patched in (app/boot-router.tsx). */
export const ROOT_ROUTE_ID = 'root';

/** The root of the route table ('/' goes to /v3) with the given screens below it. */
export function rootRoute(children: readonly RouteObject[]): RouteObject {
  return {
    id: ROOT_ROUTE_ID,
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [{ index: true, loader: () => redirect('/v3') }, ...children],
  };
}
